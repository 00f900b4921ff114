// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromCallback, fromPromise } from 'xstate';
import type { ListKind } from '@contract/oddsList';
import {
  LOADER_RETRY_MAX,
  loaderRetryDelayMs,
  loaderMachine,
  isFailing,
  retryShown,
} from '@machines/loaderMachine';
import type { LoadOutcome, LoadRequest } from '@machines/loaderMachine';

/** One call of the loader's, answered by the test. */
interface LoadCall {
  kind: string;
  attempt: number;
  resolve(output: LoadOutcome): void;
  reject(error: Error): void;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A loader whose calls the test answers, on a simulated clock, with the link's return in hand. */
function startLoader(input: { key: string; maxRetries?: number }) {
  const clock = new SimulatedClock();
  const calls: LoadCall[] = [];
  const online = new Set<() => void>();
  const logic = loaderMachine.provide({
    actors: {
      load: fromPromise<LoadOutcome, LoadRequest>(
        ({ input }) =>
          new Promise((resolve, reject) =>
            calls.push({ kind: input.key, attempt: input.attempt, resolve, reject }),
          ),
      ),
      watchOnline: fromCallback(({ sendBack }) => {
        const back = () => sendBack({ type: 'network.online' });
        online.add(back);
        return () => online.delete(back);
      }),
    },
  });
  const actor = createActor(logic, { input, clock }).start();
  const state = () => actor.getSnapshot().value;
  /** What the notice says: which retry waits or goes, of how many; null: none. */
  const shown = () => retryShown(actor.getSnapshot());
  const fail = () => actor.send({ type: 'load.failed' });
  /** The link comes back: every watcher hears it. */
  const linkBack = () => [...online].forEach((back) => back());
  return { actor, clock, calls, state, shown, fail, online, linkBack };
}

/** An odds list's loader: the countdown's calls tell it how they went, it only makes the retries. */
const startRetries = (kind: ListKind = 'nonlive') => startLoader({ key: kind });

describe('the wait before each retry', () => {
  it('is 1, 2, 4, 8 then 16 s, and never more', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(loaderRetryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000,
    ]);
    expect(LOADER_RETRY_MAX).toBe(5);
  });
});

describe('loaderMachine for an odds list: a failed list is called again with a growing wait', () => {
  it('waits 1, 2, 4, 8, 16 s before each retry, calls the list, then gives up after the 5th fails', () => {
    const { clock, calls, state, shown, fail } = startRetries('live');
    expect(state()).toBe('idle');
    expect(shown()).toBeNull();
    for (let attempt = 1; attempt <= LOADER_RETRY_MAX; attempt += 1) {
      fail();
      expect(state()).toBe('waiting');
      expect(shown()).toEqual({ attempt, max: 5 });
      const wait = loaderRetryDelayMs(attempt);
      clock.increment(wait - 1);
      expect(calls).toHaveLength(attempt - 1);
      clock.increment(1);
      expect(state()).toBe('loading');
      expect(calls).toHaveLength(attempt);
      expect(calls.at(-1)?.kind).toBe('live');
      // The retry going still says which one it is.
      expect(shown()).toEqual({ attempt, max: 5 });
    }
    fail();
    expect(state()).toBe('gaveUp');
    expect(shown()).toBeNull();
    clock.increment(60_000);
    expect(calls).toHaveLength(LOADER_RETRY_MAX);
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
    expect(state()).toBe('loading');
    expect(calls).toHaveLength(1);
  });

  it('a good list resets the count, waiting or retrying; the next failure starts at 1 s again', () => {
    const { actor, clock, calls, state, shown, fail } = startRetries();
    fail();
    fail();
    actor.send({ type: 'load.ready' });
    expect(state()).toBe('idle');
    expect(shown()).toBeNull();
    clock.increment(60_000);
    expect(calls).toHaveLength(0);
    fail();
    expect(shown()).toEqual({ attempt: 1, max: 5 });
    clock.increment(1_000);
    expect(state()).toBe('loading');
    actor.send({ type: 'load.ready' });
    expect(state()).toBe('idle');
    expect(actor.getSnapshot().context.attempt).toBe(0);
    // After giving up, too.
    for (let n = 0; n <= LOADER_RETRY_MAX; n += 1) fail();
    expect(state()).toBe('gaveUp');
    actor.send({ type: 'load.ready' });
    fail();
    expect(shown()).toEqual({ attempt: 1, max: 5 });
  });

  it('a 401 stops the retries: the waiting one is not made, failures after it start none', () => {
    const { actor, clock, calls, state, shown, fail } = startRetries();
    fail();
    actor.send({ type: 'load.unauthorized' });
    expect(state()).toBe('stopped');
    expect(shown()).toBeNull();
    fail();
    actor.send({ type: 'loader.retryNow' });
    clock.increment(60_000);
    expect(calls).toHaveLength(0);
    expect(state()).toBe('stopped');
    // A good list (the member is back) starts afresh.
    actor.send({ type: 'load.ready' });
    fail();
    expect(shown()).toEqual({ attempt: 1, max: 5 });
  });

  it('clear (another sport, a sign-out) forgets the failures and the waiting retry', () => {
    const { actor, clock, calls, state, shown, fail } = startRetries();
    fail();
    fail();
    actor.send({ type: 'loader.clear' });
    expect(state()).toBe('idle');
    expect(shown()).toBeNull();
    clock.increment(60_000);
    expect(calls).toHaveLength(0);
    fail();
    expect(shown()).toEqual({ attempt: 1, max: 5 });
    actor.send({ type: 'load.unauthorized' });
    actor.send({ type: 'loader.clear' });
    expect(state()).toBe('idle');
  });

  it('Retry now makes the waiting retry at once; the wait after its failure is the next one', () => {
    const { actor, clock, calls, state, shown, fail } = startRetries('early');
    actor.send({ type: 'loader.retryNow' });
    expect(state()).toBe('idle');
    fail();
    actor.send({ type: 'loader.retryNow' });
    expect(state()).toBe('loading');
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
    calls[0]?.resolve({ outcome: 'told' });
    await flush();
    expect(state()).toBe('waiting');
    expect(shown()).toEqual({ attempt: 2, max: 5 });
  });

  it('a call that answers before its message (another port) leaves the retry to the message', async () => {
    const { actor, calls, clock, state, fail } = startRetries();
    fail();
    clock.increment(1_000);
    calls[0]?.resolve({ outcome: 'told' });
    await flush();
    expect(state()).toBe('loading');
    actor.send({ type: 'load.ready' });
    expect(state()).toBe('idle');
  });

  it('an answer dropped because the lists started afresh (stale) ends the retries', async () => {
    const { actor, calls, clock, state, shown, fail } = startRetries();
    fail();
    fail();
    clock.increment(2_000);
    calls[0]?.resolve({ outcome: 'dropped' });
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
    for (let n = 2; n < LOADER_RETRY_MAX; n += 1) fail();
    clock.increment(16_000);
    calls.at(-1)?.reject(new Error('the worker is gone'));
    await flush();
    expect(state()).toBe('gaveUp');
  });

  it('the default load, unprovided, counts as a failure', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(loaderMachine, { input: { key: 'live' }, clock }).start();
    actor.send({ type: 'load.failed' });
    clock.increment(1_000);
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.attempt).toBe(2);
  });
});

describe('loaderMachine: the link coming back loads at once what failed', () => {
  it('a waiting retry goes when the link returns, without its wait; a good list ends the watch', () => {
    const { actor, clock, calls, state, online, linkBack } = startRetries('live');
    // Nothing failing: nobody listens for the link.
    expect(online.size).toBe(0);
    linkBack();
    expect(calls).toHaveLength(0);
    actor.send({ type: 'load.failed' });
    expect(online.size).toBe(1);
    linkBack();
    expect(state()).toBe('loading');
    expect(calls).toHaveLength(1);
    expect(online.size).toBe(0);
    actor.send({ type: 'load.ready' });
    clock.increment(60_000);
    expect(calls).toHaveLength(1);
  });

  it('after giving up, the link coming back (or Retry) still loads; a 401 listens for nothing', async () => {
    const { actor, clock, calls, state, shown, fail, online, linkBack } = startRetries();
    for (let n = 0; n <= LOADER_RETRY_MAX; n += 1) fail();
    expect(state()).toBe('gaveUp');
    clock.increment(60_000);
    expect(calls).toHaveLength(0);
    linkBack();
    expect(state()).toBe('loading');
    expect(calls).toHaveLength(1);
    // Past the retries it makes by itself, a retry is not numbered.
    expect(shown()).toBeNull();
    calls[0]?.reject(new Error('still down'));
    await flush();
    expect(state()).toBe('gaveUp');
    actor.send({ type: 'loader.retryNow' });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'load.unauthorized' });
    expect(state()).toBe('stopped');
    expect(online.size).toBe(0);
  });
});

describe('loaderMachine making its own calls (a popup, the my-bet list)', () => {
  const failure = (message: string): LoadOutcome => ({ outcome: 'failed', status: 502, message });

  it('loads the key asked for; a good answer rests; a new key loads afresh and drops the old answer', async () => {
    const { actor, calls, state } = startLoader({ key: '', maxRetries: 0 });
    expect(state()).toBe('idle');
    expect(calls).toHaveLength(0);
    actor.send({ type: 'load.start', key: 'page:1' });
    expect(state()).toBe('loading');
    expect(calls[0]).toMatchObject({ kind: 'page:1', attempt: 0 });
    calls[0]?.resolve({ outcome: 'ready' });
    await flush();
    expect(state()).toBe('idle');
    actor.send({ type: 'load.start', key: 'page:2' });
    actor.send({ type: 'load.start', key: 'page:3' });
    expect(calls.map((call) => call.kind)).toEqual(['page:1', 'page:2', 'page:3']);
    // The answer for page 2 arrives late: page 3 is still loading.
    calls[1]?.resolve(failure('late'));
    await flush();
    expect(state()).toBe('loading');
    expect(actor.getSnapshot().context.failure).toBeNull();
    calls[2]?.resolve({ outcome: 'ready' });
    await flush();
    expect(state()).toBe('idle');
  });

  it('with no retries of its own, a failure shows at once and waits for Retry or the link', async () => {
    const { actor, clock, calls, state, shown, linkBack } = startLoader({ key: '', maxRetries: 0 });
    actor.send({ type: 'load.start', key: 'rules' });
    calls[0]?.resolve(failure('Bad gateway'));
    await flush();
    expect(state()).toBe('gaveUp');
    expect(isFailing(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({ status: 502, message: 'Bad gateway' });
    expect(shown()).toBeNull();
    clock.increment(60_000);
    expect(calls).toHaveLength(1);
    actor.send({ type: 'loader.retryNow' });
    expect(calls).toHaveLength(2);
    expect(isFailing(actor.getSnapshot())).toBe(false);
    calls[1]?.resolve(failure('Failed to fetch'));
    await flush();
    expect(actor.getSnapshot().context.failure?.message).toBe('Failed to fetch');
    linkBack();
    expect(calls).toHaveLength(3);
    calls[2]?.resolve({ outcome: 'ready' });
    await flush();
    expect(state()).toBe('idle');
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('with retries, its own failed call waits 1, 2, 4, 8, 16 s, loads again, then gives up', async () => {
    const { actor, clock, calls, state, shown } = startLoader({ key: '' });
    actor.send({ type: 'load.start', key: 'myBets' });
    expect(shown()).toBeNull();
    for (let attempt = 1; attempt <= LOADER_RETRY_MAX; attempt += 1) {
      calls.at(-1)?.resolve(failure(`down ${attempt}`));
      await flush();
      expect(state()).toBe('waiting');
      expect(shown()).toEqual({ attempt, max: 5 });
      clock.increment(loaderRetryDelayMs(attempt) - 1);
      expect(calls).toHaveLength(attempt);
      clock.increment(1);
      expect(calls.at(-1)).toMatchObject({ kind: 'myBets', attempt });
    }
    calls.at(-1)?.resolve(failure('down for good'));
    await flush();
    expect(state()).toBe('gaveUp');
    expect(actor.getSnapshot().context.failure?.message).toBe('down for good');
  });

  it('a call that finds the session gone stops: no retry, the failure kept; a fresh start loads', async () => {
    const { actor, clock, calls, state, linkBack } = startLoader({ key: '' });
    actor.send({ type: 'load.start', key: 'myBets' });
    calls[0]?.resolve({ outcome: 'unauthorized', status: 401, message: 'Session expired' });
    await flush();
    expect(state()).toBe('stopped');
    expect(isFailing(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.failure).toEqual({
      status: 401,
      message: 'Session expired',
    });
    clock.increment(60_000);
    linkBack();
    actor.send({ type: 'loader.retryNow' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'load.start', key: 'myBets' });
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('a failure told by event keeps its words; one told without words keeps the last', () => {
    const { actor } = startRetries();
    actor.send({ type: 'load.failed', status: 500, message: 'Server error' });
    expect(actor.getSnapshot().context.failure).toEqual({ status: 500, message: 'Server error' });
    actor.send({ type: 'load.failed' });
    expect(actor.getSnapshot().context.failure).toEqual({ status: 500, message: 'Server error' });
    actor.send({ type: 'load.failed', message: 'Timed out' });
    expect(actor.getSnapshot().context.failure).toEqual({ status: 0, message: 'Timed out' });
    actor.send({ type: 'load.unauthorized', status: 401, message: 'Gone' });
    expect(actor.getSnapshot().context.failure).toEqual({ status: 401, message: 'Gone' });
    actor.send({ type: 'loader.clear' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('tells whoever runs it when a load starts and how its own call answered, with the failures in a row', async () => {
    const { actor, calls, clock, fail } = startLoader({ key: 'myBets' });
    const told: unknown[] = [];
    actor.on('*', (event) => told.push(event));
    actor.send({ type: 'load.start', key: 'myBets' });
    calls[0]?.resolve(failure('down'));
    await flush();
    expect(isFailing(actor.getSnapshot())).toBe(true);
    clock.increment(1_000);
    calls[1]?.resolve({ outcome: 'ready', data: ['bet'] });
    await flush();
    // A failure told by event (another caller's) tells nothing.
    fail();
    expect(told).toEqual([
      { type: 'loader.loading' },
      {
        type: 'loader.answered',
        output: { outcome: 'failed', status: 502, message: 'down' },
        attempt: 1,
      },
      { type: 'loader.loading' },
      { type: 'loader.answered', output: { outcome: 'ready', data: ['bet'] }, attempt: 0 },
    ]);
  });
});
