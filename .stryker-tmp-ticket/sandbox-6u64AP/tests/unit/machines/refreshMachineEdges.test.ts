// @ts-nocheck
// Found by mutation testing of machines/refreshMachine.ts: the countdown as the refresh button and
// the odds stream see it, at the edges the other countdown tests leave open.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import {
  refreshIntervalOf,
  refreshMachine,
  refreshOverrideFromSearch,
} from '@machines/refreshMachine';
import type { LoadListsOutput, RefreshInput } from '@machines/refreshMachine';

function start(input: RefreshInput) {
  const clock = new SimulatedClock();
  let calls = 0;
  const actor = createActor(
    refreshMachine.provide({
      actors: {
        loadLists: fromPromise<LoadListsOutput>(() => {
          calls += 1;
          return new Promise(() => undefined);
        }),
      },
    }),
    { input, clock },
  ).start();
  return { actor, calls: () => calls };
}

describe('refreshMachine at its edges', () => {
  it('?refresh= takes whole seconds from 1 to 600 only', () => {
    expect(refreshOverrideFromSearch('?refresh=1')).toBe(1);
    expect(refreshOverrideFromSearch('?refresh=600')).toBe(600);
    expect(refreshOverrideFromSearch('?refresh=2.5')).toBeNull();
    expect(refreshOverrideFromSearch('?refresh=+5')).toBeNull();
    expect(refreshOverrideFromSearch('?refresh=')).toBeNull();
    expect(refreshOverrideFromSearch('')).toBeNull();
  });

  it('names the full interval: the override, else the sport’s', () => {
    expect(refreshIntervalOf({ sportTypeId: 1, hasData: true, overrideSeconds: null })).toBe(20);
    expect(refreshIntervalOf({ sportTypeId: 44, hasData: true, overrideSeconds: null })).toBe(5);
    expect(refreshIntervalOf({ sportTypeId: 44, hasData: false, overrideSeconds: null })).toBe(10);
    expect(refreshIntervalOf({ sportTypeId: 44, hasData: true, overrideSeconds: 7 })).toBe(7);
  });

  it('starts from the interval of what it is told the lists hold, with the stream not live', () => {
    const withData = start({ sportTypeId: 44, hasData: true });
    expect(withData.actor.getSnapshot().context).toEqual({
      sportTypeId: 44,
      hasData: true,
      overrideSeconds: null,
      remaining: 5,
      streamLive: false,
      nudge: null,
      asking: null,
      restMs: 0,
      behind: false,
    });
    expect(start({ sportTypeId: 44 }).actor.getSnapshot().context.remaining).toBe(10);
  });

  it('the stream reported down while it was not up changes nothing', () => {
    const { actor, calls } = start({ sportTypeId: 1 });
    actor.send({ type: 'refresh.stream', live: false });
    expect((actor.getSnapshot().value as { countdown: string }).countdown).toBe('counting');
    expect(actor.getSnapshot().context).toMatchObject({ streamLive: false, remaining: 20 });
    expect(calls()).toBe(0);
  });

  it('the stream coming up refreshes at once; staying up does not; coming back after a drop does', () => {
    const { actor, calls } = start({ sportTypeId: 1 });
    actor.send({ type: 'refresh.stream', live: true });
    expect((actor.getSnapshot().value as { countdown: string }).countdown).toBe('refreshing');
    expect(actor.getSnapshot().context).toMatchObject({ streamLive: true, remaining: 0 });
    expect(calls()).toBe(1);
    actor.send({ type: 'refresh.stream', live: true });
    expect(calls()).toBe(1);
    actor.send({ type: 'refresh.stream', live: false });
    expect(actor.getSnapshot().context.streamLive).toBe(false);
    expect(calls()).toBe(1);
    actor.send({ type: 'refresh.stream', live: true });
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.streamLive).toBe(true);
  });
});
