// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  REFRESH_TIMEOUT_MS,
  refreshIntervalSeconds,
  refreshMachine,
  refreshOverrideFromSearch,
} from '@machines/refreshMachine';
import type { LoadListsOutput, RefreshInput } from '@machines/refreshMachine';

/** One call of the lists, answered by the test. */
interface ListsCall {
  resolve(output: LoadListsOutput): void;
  reject(error: Error): void;
  signal: AbortSignal;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function startCountdown(input: RefreshInput) {
  const clock = new SimulatedClock();
  const calls: ListsCall[] = [];
  /** The outputs the `listsLoaded` follow-up was given, in order. */
  const loaded: LoadListsOutput[] = [];
  const logic = refreshMachine.provide({
    actors: {
      loadLists: fromPromise<LoadListsOutput>(
        ({ signal }) => new Promise((resolve, reject) => calls.push({ resolve, reject, signal })),
      ),
    },
    actions: { listsLoaded: (_, output) => loaded.push(output) },
  });
  const actor = createActor(logic, { input, clock }).start();
  const seconds = () => actor.getSnapshot().context.remaining;
  // The countdown's region (the stream and the nudges run beside it).
  const state = () => (actor.getSnapshot().value as { countdown: string }).countdown;
  // The simulated clock fires each timer once per step, so time passes in steps of 100 ms, as
  // it would for a member watching the button.
  const wait = (ms: number) => {
    for (let passed = 0; passed < ms; passed += 100) clock.increment(Math.min(100, ms - passed));
  };
  /** Answers the latest call and lets the promise settle. */
  const answer = async (output: LoadListsOutput) => {
    calls.at(-1)?.resolve(output);
    await flush();
  };
  const fail = async () => {
    calls.at(-1)?.reject(new Error('odds engine: list call failed'));
    await flush();
  };
  return { actor, clock, calls, loaded, seconds, state, wait, answer, fail };
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
    const { seconds, wait, calls } = startCountdown({ sportTypeId: 1 });
    expect(seconds()).toBe(20);
    wait(1000);
    expect(seconds()).toBe(19);
    wait(5000);
    expect(seconds()).toBe(14);
    expect(calls).toHaveLength(0);
  });

  it('calls the lists once at 0 and shows 0 until they answer (done: counting with hasData)', async () => {
    const { seconds, wait, calls, state, answer } = startCountdown({ sportTypeId: 1 });
    wait(19_000);
    expect(seconds()).toBe(1);
    expect(calls).toHaveLength(0);
    wait(1000);
    expect(calls).toHaveLength(1);
    expect(state()).toBe('refreshing');
    expect(seconds()).toBe(0);
    wait(3000);
    expect(calls).toHaveLength(1);
    expect(seconds()).toBe(0);
    await answer({ hasData: true });
    expect(state()).toBe('counting');
    expect(seconds()).toBe(20);
    wait(20_000);
    expect(calls).toHaveLength(2);
  });

  it('a failed call (error) counts again from the interval without data', async () => {
    const { seconds, calls, state, actor, answer, fail } = startCountdown({ sportTypeId: 44 });
    actor.send({ type: 'refresh.now' });
    await answer({ hasData: true });
    expect(seconds()).toBe(5);
    actor.send({ type: 'refresh.now' });
    expect(calls).toHaveLength(2);
    await fail();
    expect(state()).toBe('counting');
    expect(actor.getSnapshot().context.hasData).toBe(false);
    expect(seconds()).toBe(10);
  });

  it('an answer is followed by listsLoaded with its output (the ticket follows the market)', async () => {
    const { actor, loaded, state, answer } = startCountdown({ sportTypeId: 1 });
    actor.send({ type: 'refresh.now' });
    expect(loaded).toEqual([]);
    const shown = { has: (id: number) => id === 7 };
    const output = { hasData: true, changedEventIds: [7, 9], shown };
    await answer(output);
    expect(state()).toBe('counting');
    expect(loaded).toEqual([output]);
    expect(loaded[0]!.shown).toBe(shown);
  });

  it('no follow-up for a call that failed, was cancelled, replaced or timed out', async () => {
    const { actor, calls, loaded, wait, fail, answer } = startCountdown({ sportTypeId: 1 });
    actor.send({ type: 'refresh.now' });
    await fail();
    actor.send({ type: 'refresh.now' });
    actor.send({ type: 'refresh.sport', sportTypeId: 2 });
    calls[1]!.resolve({ hasData: true, changedEventIds: null });
    await flush();
    actor.send({ type: 'refresh.now' });
    actor.send({ type: 'refresh.reload' });
    calls[2]!.resolve({ hasData: true, changedEventIds: [1] });
    await flush();
    wait(REFRESH_TIMEOUT_MS);
    expect((actor.getSnapshot().value as { countdown: string }).countdown).toBe('counting');
    calls[3]!.resolve({ hasData: true, changedEventIds: [2] });
    await flush();
    expect(loaded).toEqual([]);
    actor.send({ type: 'refresh.now' });
    await answer({ hasData: false, changedEventIds: [3] });
    expect(loaded).toEqual([{ hasData: false, changedEventIds: [3] }]);
  });

  it('without a loadLists provided a refresh fails and the countdown carries on', async () => {
    const actor = createActor(refreshMachine, { input: { sportTypeId: 1 } }).start();
    actor.send({ type: 'refresh.now' });
    await flush();
    expect((actor.getSnapshot().value as { countdown: string }).countdown).toBe('counting');
    expect(actor.getSnapshot().context.remaining).toBe(20);
    actor.stop();
  });

  it('restarts from the full interval on every refresh, whoever started it', async () => {
    const { seconds, wait, actor, calls, answer } = startCountdown({ sportTypeId: 1 });
    wait(12_000);
    expect(seconds()).toBe(8);
    // A filter change reloaded the list: called at once, the number kept until the answer.
    actor.send({ type: 'refresh.reload' });
    expect(calls).toHaveLength(1);
    expect(seconds()).toBe(8);
    await answer({ hasData: true });
    expect(seconds()).toBe(20);
    wait(1000);
    expect(seconds()).toBe(19);
    expect(calls).toHaveLength(1);
  });

  it('refreshes at once from the refresh button, once however often it is pressed', async () => {
    const { seconds, wait, actor, calls, answer } = startCountdown({ sportTypeId: 1 });
    wait(3000);
    actor.send({ type: 'refresh.now' });
    actor.send({ type: 'refresh.now' });
    expect(calls).toHaveLength(1);
    expect(seconds()).toBe(0);
    await answer({ hasData: false });
    expect(seconds()).toBe(20);
  });

  it('a reload replaces the call in flight: the first answer is dropped', async () => {
    const { seconds, actor, calls, state } = startCountdown({ sportTypeId: 44 });
    actor.send({ type: 'refresh.now' });
    actor.send({ type: 'refresh.reload' });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve({ hasData: true });
    await flush();
    expect(state()).toBe('refreshing');
    calls[1]!.resolve({ hasData: false });
    await flush();
    expect(state()).toBe('counting');
    expect(seconds()).toBe(10);
  });

  it('uses 5 s for Muay Thai with data and 10 s without', async () => {
    const { seconds, wait, actor, calls, answer } = startCountdown({ sportTypeId: 44 });
    expect(seconds()).toBe(10);
    actor.send({ type: 'refresh.reload' });
    await answer({ hasData: true });
    expect(seconds()).toBe(5);
    wait(5000);
    expect(calls).toHaveLength(2);
    await answer({ hasData: false });
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

  it('another sport cancels the call in flight: its late answer changes nothing', async () => {
    const { seconds, wait, actor, calls, state } = startCountdown({ sportTypeId: 1 });
    wait(20_000);
    expect(state()).toBe('refreshing');
    actor.send({ type: 'refresh.sport', sportTypeId: 44 });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(state()).toBe('counting');
    expect(seconds()).toBe(10);
    wait(2000);
    calls[0]!.resolve({ hasData: true });
    await flush();
    expect(actor.getSnapshot().context.hasData).toBe(false);
    expect(seconds()).toBe(8);
  });

  it('starts counting again when a refresh never answers (timeout cancels the call)', async () => {
    const { seconds, wait, calls, state } = startCountdown({ sportTypeId: 1 });
    wait(20_000);
    expect(calls).toHaveLength(1);
    wait(REFRESH_TIMEOUT_MS - 100);
    expect(state()).toBe('refreshing');
    wait(100);
    expect(state()).toBe('counting');
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(seconds()).toBe(20);
    calls[0]!.resolve({ hasData: true });
    await flush();
    expect(seconds()).toBe(20);
    wait(20_000);
    expect(calls).toHaveLength(2);
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

  it('refreshes football every 5 s instead of 20 s', async () => {
    const { seconds, wait, calls, answer } = startCountdown({
      sportTypeId: 1,
      overrideSeconds: 5,
    });
    expect(seconds()).toBe(5);
    wait(5000);
    expect(calls).toHaveLength(1);
    await answer({ hasData: true });
    expect(seconds()).toBe(5);
    wait(5000);
    expect(calls).toHaveLength(2);
  });

  it('keeps replacing the interval after a sport change, a refresh without data and a timeout', async () => {
    const { seconds, wait, actor, calls, answer } = startCountdown({
      sportTypeId: 1,
      overrideSeconds: 3,
    });
    actor.send({ type: 'refresh.sport', sportTypeId: 44 });
    expect(seconds()).toBe(3);
    actor.send({ type: 'refresh.reload' });
    await answer({ hasData: false });
    expect(seconds()).toBe(3);
    wait(3000);
    expect(calls).toHaveLength(2);
    wait(REFRESH_TIMEOUT_MS);
    expect(seconds()).toBe(3);
  });

  it('keeps the spec intervals when the override is null', async () => {
    const { seconds, actor, answer } = startCountdown({ sportTypeId: 44, overrideSeconds: null });
    expect(seconds()).toBe(10);
    actor.send({ type: 'refresh.reload' });
    await answer({ hasData: true });
    expect(seconds()).toBe(5);
  });
});
