import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import {
  REFRESH_TIMEOUT_MS,
  refreshIntervalSeconds,
  refreshMachine,
  refreshOverrideFromSearch,
} from '../../../machines/refreshMachine';
import type { RefreshInput } from '../../../machines/refreshMachine';

function startCountdown(input: RefreshInput) {
  const clock = new SimulatedClock();
  const requestRefresh = vi.fn();
  const actor = createActor(refreshMachine, { input, clock });
  actor.on('refresh.requested', requestRefresh);
  actor.start();
  const seconds = () => actor.getSnapshot().context.remaining;
  // The simulated clock fires each timer once per step, so time passes in steps of 100 ms, as
  // it would for a member watching the button.
  const wait = (ms: number) => {
    for (let passed = 0; passed < ms; passed += 100) clock.increment(Math.min(100, ms - passed));
  };
  return { actor, clock, requestRefresh, seconds, wait };
}

describe('refresh interval', () => {
  it('is 20 s for every sport but Muay Thai', () => {
    expect(refreshIntervalSeconds(1, true)).toBe(20);
    expect(refreshIntervalSeconds(1, false)).toBe(20);
    expect(refreshIntervalSeconds(2, true)).toBe(20);
  });
  it('is 5 s for Muay Thai with data and 10 s without', () => {
    expect(refreshIntervalSeconds(44, true)).toBe(5);
    expect(refreshIntervalSeconds(44, false)).toBe(10);
  });
});

describe('refreshMachine', () => {
  it('counts down one second at a time from 20', () => {
    const { seconds, wait, requestRefresh } = startCountdown({ sportTypeId: 1 });
    expect(seconds()).toBe(20);
    wait(1000);
    expect(seconds()).toBe(19);
    wait(5000);
    expect(seconds()).toBe(14);
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('refreshes once at 0 and shows 0 until the data arrives', () => {
    const { seconds, wait, requestRefresh, actor } = startCountdown({ sportTypeId: 1 });
    wait(19_000);
    expect(seconds()).toBe(1);
    expect(requestRefresh).not.toHaveBeenCalled();
    wait(1000);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(seconds()).toBe(0);
    wait(3000);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    actor.send({ type: 'refresh.settled', hasData: true });
    expect(seconds()).toBe(20);
    wait(20_000);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
  });

  it('restarts from the full interval on every refresh, whoever started it', () => {
    const { seconds, wait, actor, requestRefresh } = startCountdown({ sportTypeId: 1 });
    wait(12_000);
    expect(seconds()).toBe(8);
    // A filter change reloaded the list.
    actor.send({ type: 'refresh.settled', hasData: true });
    expect(seconds()).toBe(20);
    wait(1000);
    expect(seconds()).toBe(19);
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('refreshes at once from the refresh button', () => {
    const { seconds, wait, actor, requestRefresh } = startCountdown({ sportTypeId: 1 });
    wait(3000);
    actor.send({ type: 'refresh.now' });
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(seconds()).toBe(0);
    actor.send({ type: 'refresh.settled', hasData: false });
    expect(seconds()).toBe(20);
  });

  it('uses 5 s for Muay Thai with data and 10 s without', () => {
    const { seconds, wait, actor, requestRefresh } = startCountdown({ sportTypeId: 44 });
    expect(seconds()).toBe(10);
    actor.send({ type: 'refresh.settled', hasData: true });
    expect(seconds()).toBe(5);
    wait(5000);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    actor.send({ type: 'refresh.settled', hasData: false });
    expect(seconds()).toBe(10);
  });

  it('switches interval when another sport is chosen', () => {
    const { seconds, wait, actor } = startCountdown({ sportTypeId: 1, hasData: true });
    wait(4000);
    actor.send({ type: 'refresh.sport', sportTypeId: 44 });
    expect(seconds()).toBe(10);
    actor.send({ type: 'refresh.sport', sportTypeId: 1 });
    expect(seconds()).toBe(20);
  });

  it('starts counting again when a refresh never reports back', () => {
    const { seconds, wait, requestRefresh } = startCountdown({ sportTypeId: 1 });
    wait(20_000);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    wait(REFRESH_TIMEOUT_MS);
    expect(seconds()).toBe(20);
    wait(20_000);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
  });
});

describe('refresh override (?refresh=<seconds>)', () => {
  it('reads whole seconds from the address', () => {
    expect(refreshOverrideFromSearch('?refresh=5')).toBe(5);
    expect(refreshOverrideFromSearch('?engine=main&refresh=600')).toBe(600);
  });

  it('ignores an absent, malformed or out-of-range value', () => {
    expect(refreshOverrideFromSearch('')).toBeNull();
    expect(refreshOverrideFromSearch('?engine=main')).toBeNull();
    expect(refreshOverrideFromSearch('?refresh=')).toBeNull();
    expect(refreshOverrideFromSearch('?refresh=0')).toBeNull();
    expect(refreshOverrideFromSearch('?refresh=2.5')).toBeNull();
    expect(refreshOverrideFromSearch('?refresh=-5')).toBeNull();
    expect(refreshOverrideFromSearch('?refresh=fast')).toBeNull();
    expect(refreshOverrideFromSearch('?refresh=601')).toBeNull();
  });

  it('refreshes football every 5 s instead of 20 s', () => {
    const { seconds, wait, actor, requestRefresh } = startCountdown({
      sportTypeId: 1,
      overrideSeconds: 5,
    });
    expect(seconds()).toBe(5);
    wait(5000);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    actor.send({ type: 'refresh.settled', hasData: true });
    expect(seconds()).toBe(5);
    wait(5000);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
  });

  it('keeps replacing the interval after a sport change, a refresh without data and a timeout', () => {
    const { seconds, wait, actor, requestRefresh } = startCountdown({
      sportTypeId: 1,
      overrideSeconds: 3,
    });
    actor.send({ type: 'refresh.sport', sportTypeId: 44 });
    expect(seconds()).toBe(3);
    actor.send({ type: 'refresh.settled', hasData: false });
    expect(seconds()).toBe(3);
    wait(3000);
    expect(requestRefresh).toHaveBeenCalledTimes(1);
    wait(REFRESH_TIMEOUT_MS);
    expect(seconds()).toBe(3);
  });

  it('keeps the spec intervals when the override is null', () => {
    const { seconds, actor } = startCountdown({ sportTypeId: 44, overrideSeconds: null });
    expect(seconds()).toBe(10);
    actor.send({ type: 'refresh.settled', hasData: true });
    expect(seconds()).toBe(5);
  });
});
