import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import type { ListKind } from '@contract/oddsList';
import {
  ODDS_RETRY_MAX,
  oddsRetryDelayMs,
  oddsRetryMachine,
  retryShown,
} from '@machines/oddsRetryMachine';
import type { RetryListOutput } from '@machines/oddsRetryMachine';

/** One retry's call of the list, answered by the test. */
interface RetryCall {
  kind: ListKind;
  resolve(output: RetryListOutput): void;
  reject(error: Error): void;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function startRetries(kind: ListKind = 'nonlive') {
  const clock = new SimulatedClock();
  const calls: RetryCall[] = [];
  const logic = oddsRetryMachine.provide({
    actors: {
      retryList: fromPromise<RetryListOutput, { kind: ListKind }>(
        ({ input }) =>
          new Promise((resolve, reject) => calls.push({ kind: input.kind, resolve, reject })),
      ),
    },
  });
  const actor = createActor(logic, { input: { kind }, clock }).start();
  const state = () => actor.getSnapshot().value;
  /** What the notice says: which retry waits or goes, of how many; null: none. */
  const shown = () => retryShown(actor.getSnapshot());
  const fail = () => actor.send({ type: 'list.failed' });
  return { actor, clock, calls, state, shown, fail };
}

describe('the wait before each retry', () => {
  it('is 1, 2, 4, 8 then 16 s, and never more', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(oddsRetryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000,
    ]);
    expect(ODDS_RETRY_MAX).toBe(5);
  });
});

describe('oddsRetryMachine: a failed list is called again with a growing wait', () => {
  it('waits 1, 2, 4, 8, 16 s before each retry, calls the list, then gives up after the 5th fails', () => {
    const { clock, calls, state, shown, fail } = startRetries('live');
    expect(state()).toBe('idle');
    expect(shown()).toBeNull();
    for (let attempt = 1; attempt <= ODDS_RETRY_MAX; attempt += 1) {
      fail();
      expect(state()).toBe('waiting');
      expect(shown()).toEqual({ attempt, max: 5 });
      const wait = oddsRetryDelayMs(attempt);
      clock.increment(wait - 1);
      expect(calls).toHaveLength(attempt - 1);
      clock.increment(1);
      expect(state()).toBe('retrying');
      expect(calls).toHaveLength(attempt);
      expect(calls.at(-1)?.kind).toBe('live');
      // The retry going still says which one it is.
      expect(shown()).toEqual({ attempt, max: 5 });
    }
    fail();
    expect(state()).toBe('gaveUp');
    expect(shown()).toBeNull();
    clock.increment(60_000);
    expect(calls).toHaveLength(ODDS_RETRY_MAX);
    // The countdown's calls that fail later change nothing: it carries on alone.
    fail();
    expect(state()).toBe('gaveUp');
  });

  it('a failure of another call while a retry waits counts too, and waits longer from now', () => {
    const { clock, calls, state, shown, fail } = startRetries();
    fail();
    clock.increment(500);
    fail();
    expect(shown()).toEqual({ attempt: 2, max: 5 });
    clock.increment(1_999);
    expect(calls).toHaveLength(0);
    clock.increment(1);
    expect(state()).toBe('retrying');
    expect(calls).toHaveLength(1);
  });

  it('a good list resets the count, waiting or retrying; the next failure starts at 1 s again', () => {
    const { actor, clock, calls, state, shown, fail } = startRetries();
    fail();
    fail();
    actor.send({ type: 'list.ready' });
    expect(state()).toBe('idle');
    expect(shown()).toBeNull();
    clock.increment(60_000);
    expect(calls).toHaveLength(0);
    fail();
    expect(shown()).toEqual({ attempt: 1, max: 5 });
    clock.increment(1_000);
    expect(state()).toBe('retrying');
    actor.send({ type: 'list.ready' });
    expect(state()).toBe('idle');
    expect(actor.getSnapshot().context.attempt).toBe(0);
    // After giving up, too.
    for (let n = 0; n <= ODDS_RETRY_MAX; n += 1) fail();
    expect(state()).toBe('gaveUp');
    actor.send({ type: 'list.ready' });
    fail();
    expect(shown()).toEqual({ attempt: 1, max: 5 });
  });

  it('a 401 stops the retries: the waiting one is not made, failures after it start none', () => {
    const { actor, clock, calls, state, shown, fail } = startRetries();
    fail();
    actor.send({ type: 'list.unauthorized' });
    expect(state()).toBe('stopped');
    expect(shown()).toBeNull();
    fail();
    actor.send({ type: 'retry.now' });
    clock.increment(60_000);
    expect(calls).toHaveLength(0);
    expect(state()).toBe('stopped');
    // A good list (the member is back) starts afresh.
    actor.send({ type: 'list.ready' });
    fail();
    expect(shown()).toEqual({ attempt: 1, max: 5 });
  });

  it('clear (another sport, a sign-out) forgets the failures and the waiting retry', () => {
    const { actor, clock, calls, state, shown, fail } = startRetries();
    fail();
    fail();
    actor.send({ type: 'retry.clear' });
    expect(state()).toBe('idle');
    expect(shown()).toBeNull();
    clock.increment(60_000);
    expect(calls).toHaveLength(0);
    fail();
    expect(shown()).toEqual({ attempt: 1, max: 5 });
    actor.send({ type: 'list.unauthorized' });
    actor.send({ type: 'retry.clear' });
    expect(state()).toBe('idle');
  });

  it('Retry now makes the waiting retry at once; the wait after its failure is the next one', () => {
    const { actor, clock, calls, state, shown, fail } = startRetries('early');
    actor.send({ type: 'retry.now' });
    expect(state()).toBe('idle');
    fail();
    actor.send({ type: 'retry.now' });
    expect(state()).toBe('retrying');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.kind).toBe('early');
    fail();
    expect(shown()).toEqual({ attempt: 2, max: 5 });
    clock.increment(1_999);
    expect(calls).toHaveLength(1);
    clock.increment(1);
    expect(calls).toHaveLength(2);
  });

  it("the retry's failure is counted once, from the list's message, whatever its call answers", async () => {
    const { calls, clock, state, shown, fail } = startRetries();
    fail();
    clock.increment(1_000);
    fail();
    calls[0]?.resolve({ status: 'error' });
    await flush();
    expect(state()).toBe('waiting');
    expect(shown()).toEqual({ attempt: 2, max: 5 });
  });

  it('a call that answers before its message (another port) leaves the retry to the message', async () => {
    const { actor, calls, clock, state, fail } = startRetries();
    fail();
    clock.increment(1_000);
    calls[0]?.resolve({ status: 'ok' });
    await flush();
    expect(state()).toBe('retrying');
    actor.send({ type: 'list.ready' });
    expect(state()).toBe('idle');
  });

  it('an answer dropped because the lists started afresh (stale) ends the retries', async () => {
    const { actor, calls, clock, state, shown, fail } = startRetries();
    fail();
    fail();
    clock.increment(2_000);
    calls[0]?.resolve({ status: 'stale' });
    await flush();
    expect(state()).toBe('idle');
    expect(actor.getSnapshot().context.attempt).toBe(0);
    expect(shown()).toBeNull();
  });

  it('a call that breaks (no message will come) counts as a failure', async () => {
    const { calls, clock, state, shown, fail } = startRetries();
    fail();
    clock.increment(1_000);
    calls[0]?.reject(new Error('the worker is gone'));
    await flush();
    expect(state()).toBe('waiting');
    expect(shown()).toEqual({ attempt: 2, max: 5 });
    for (let n = 2; n < ODDS_RETRY_MAX; n += 1) fail();
    clock.increment(16_000);
    calls.at(-1)?.reject(new Error('the worker is gone'));
    await flush();
    expect(state()).toBe('gaveUp');
  });

  it('the default retry call, unprovided, counts as a failure', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(oddsRetryMachine, { input: { kind: 'live' }, clock }).start();
    actor.send({ type: 'list.failed' });
    clock.increment(1_000);
    expect(actor.getSnapshot().value).toBe('retrying');
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.attempt).toBe(2);
  });
});
