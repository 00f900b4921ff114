// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike, ResponseLike } from '@workers/odds/api';
import { callEngine, callSignal, forwardEngineCalls } from '@workers/odds/calls';
import type { OddsMessage } from '@workers/odds/core/view';
import { CANCEL_GRACE_MS, createOddsEngine } from '@workers/odds/engine';
import { createOddsClient } from '@src/shared/odds/oddsClient';
import type { OddsEngineConnection } from '@src/shared/odds/oddsClient';
import { oddsEvent, oddsReply } from '@tests/fixtures/odds/events';

/** A member API whose calls wait until the test answers them; an aborted call rejects as fetch does. */
function pendingApi() {
  const calls: { url: string; signal: AbortSignal | undefined; answer(body: unknown): void }[] = [];
  const fetchFn: FetchLike = (url, init) =>
    new Promise<ResponseLike>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      calls.push({
        url,
        signal: init.signal,
        answer: (body) =>
          resolve({ ok: true, status: 200, json: async () => structuredClone(body) }),
      });
    });
  return { calls, fetchFn };
}

function startEngine() {
  const api = pendingApi();
  const engine = createOddsEngine({ fetch: api.fetchFn });
  const messages: OddsMessage[] = [];
  engine.subscribe((message) => messages.push(message));
  return { api, engine, messages };
}

/** Lets the answered fetch's promises settle (no timer runs). */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('odds engine: a refresh the UI cancels', () => {
  it('a cancel then a refresh of the same list in the same task: one call, both answered', async () => {
    const { api, engine, messages } = startEngine();
    const first = engine.refresh('nonlive', 1);
    engine.cancel(1);
    const second = engine.refresh('nonlive', 2);
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS * 3);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.signal?.aborted).toBe(false);
    api.calls[0]!.answer(oddsReply([oddsEvent()]));
    await expect(second).resolves.toMatchObject({ status: 'ok', eventCount: 1 });
    await expect(first).resolves.toMatchObject({ status: 'ok', eventCount: 1 });
    expect(messages.map((message) => message.type)).toEqual(['odds.full']);
  });

  it('a refresh that asks in a later task, within the grace, joins the call too', async () => {
    const { api, engine, messages } = startEngine();
    void engine.refresh('live', 1);
    engine.cancel(1);
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS - 1);
    const joined = engine.refresh('live', 2);
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS * 3);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.signal?.aborted).toBe(false);
    api.calls[0]!.answer(oddsReply([oddsEvent()]));
    await expect(joined).resolves.toMatchObject({ status: 'ok', eventCount: 1 });
    expect(messages).toHaveLength(1);
  });

  it('a cancel no one follows aborts the fetch after the grace: nothing posted, stale, next call afresh', async () => {
    const { api, engine, messages } = startEngine();
    const outcome = engine.refresh('nonlive', 1);
    engine.cancel(1);
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS - 1);
    expect(api.calls[0]!.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls[0]!.signal?.aborted).toBe(true);
    await expect(outcome).resolves.toMatchObject({ kind: 'nonlive', status: 'stale' });
    expect(messages).toEqual([]);
    const next = engine.refresh('nonlive', 2);
    expect(api.calls).toHaveLength(2);
    api.calls[1]!.answer(oddsReply([oddsEvent()]));
    await expect(next).resolves.toMatchObject({ status: 'ok', eventCount: 1 });
    expect(messages.map((message) => message.type)).toEqual(['odds.full']);
  });

  it('a reply that arrives after the abort is dropped', async () => {
    const { api, engine, messages } = startEngine();
    const outcome = engine.refresh('live', 7);
    engine.cancel(7);
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS);
    api.calls[0]!.answer(oddsReply([oddsEvent()]));
    await settle();
    await expect(outcome).resolves.toMatchObject({ status: 'stale' });
    expect(messages).toEqual([]);
  });

  it('a reply within the grace is the current list and is applied; nothing is aborted after', async () => {
    const { api, engine, messages } = startEngine();
    const outcome = engine.refresh('live', 7);
    engine.cancel(7);
    api.calls[0]!.answer(oddsReply([oddsEvent()]));
    await expect(outcome).resolves.toMatchObject({ status: 'ok', eventCount: 1 });
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS * 2);
    expect(api.calls[0]!.signal?.aborted).toBe(false);
    expect(messages.map((message) => message.type)).toEqual(['odds.full']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a caller without an id (a nudge, a retry) keeps the call alive past the grace', async () => {
    const { api, engine } = startEngine();
    const first = engine.refresh('nonlive', 1);
    const held = engine.refresh('nonlive');
    engine.cancel(1);
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS * 3);
    expect(api.calls[0]!.signal?.aborted).toBe(false);
    api.calls[0]!.answer(oddsReply([oddsEvent()]));
    await expect(held).resolves.toMatchObject({ status: 'ok' });
    await expect(first).resolves.toMatchObject({ status: 'ok' });

    // A retry that joins within the grace holds the call as well.
    void engine.refresh('early', 3);
    engine.cancel(3);
    const retry = engine.refresh('early');
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS * 3);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]!.signal?.aborted).toBe(false);
    api.calls[1]!.answer(oddsReply([oddsEvent()]));
    await expect(retry).resolves.toMatchObject({ status: 'ok' });
  });

  it('the call is aborted only once the last named caller cancelled', async () => {
    const { api, engine } = startEngine();
    const a = engine.refresh('early', 3);
    void engine.refresh('early', 4);
    engine.cancel(3);
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS * 3);
    expect(api.calls[0]!.signal?.aborted).toBe(false);
    engine.cancel(4);
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS);
    expect(api.calls[0]!.signal?.aborted).toBe(true);
    await expect(a).resolves.toMatchObject({ status: 'stale' });
  });

  it('a refresh of another query does not join the cancelled call, which is aborted', async () => {
    const { api, engine, messages } = startEngine();
    void engine.refresh('live', 1);
    engine.cancel(1);
    engine.setQuery({ sportTypeId: 2 });
    const next = engine.refresh('live', 2);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]!.url).toContain('sport_type_id=2');
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS);
    expect(api.calls[0]!.signal?.aborted).toBe(true);
    expect(api.calls[1]!.signal?.aborted).toBe(false);
    api.calls[1]!.answer(oddsReply([oddsEvent({ sport_type_id: 2 })]));
    await expect(next).resolves.toMatchObject({ status: 'ok' });
    expect(messages).toHaveLength(1);
  });

  it('cancelling an unknown or finished request changes nothing', async () => {
    const { api, engine } = startEngine();
    const outcome = engine.refresh('nonlive', 1);
    engine.cancel(99);
    api.calls[0]!.answer(oddsReply([oddsEvent()]));
    await expect(outcome).resolves.toMatchObject({ status: 'ok' });
    engine.cancel(1);
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS * 2);
    expect(api.calls[0]!.signal?.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

/** The client on the engine itself, as `?engine=main` connects them (the worker's comlink aside). */
function clientOnEngine() {
  const { api, engine } = startEngine();
  const connection: OddsEngineConnection = {
    ...forwardEngineCalls(async (name, args) => callEngine(engine, name, args)),
    async subscribe(listener) {
      engine.subscribe(listener);
    },
    close() {},
  };
  return { api, client: createOddsClient(connection) };
}

describe("odds client on the engine: the countdown's reload replaces its refresh (the boot's case)", () => {
  it('the list is called once; the cancelled refresh rejects, the reload gets the list', async () => {
    const { api, client } = clientOnEngine();
    const countdown = new AbortController();
    const cancelled = client.refresh('live', countdown.signal);
    cancelled.catch(() => {});
    countdown.abort();
    const reload = client.refresh('live', new AbortController().signal);
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS * 3);
    expect(api.calls).toHaveLength(1);
    api.calls[0]!.answer(oddsReply([oddsEvent()]));
    await expect(reload).resolves.toMatchObject({ status: 'ok', eventCount: 1 });
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(client.getSnapshot('live')).toMatchObject({ status: 'ready' });
    expect(client.getSnapshot('live').view?.eventCount).toBe(1);
  });

  it('a refresh cancelled for good aborts the fetch and leaves the list as it was', async () => {
    const { api, client } = clientOnEngine();
    const countdown = new AbortController();
    const cancelled = client.refresh('nonlive', countdown.signal);
    cancelled.catch(() => {});
    countdown.abort();
    await vi.advanceTimersByTimeAsync(CANCEL_GRACE_MS);
    expect(api.calls[0]!.signal?.aborted).toBe(true);
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
    expect(client.getSnapshot('nonlive')).toMatchObject({ status: 'idle', view: null });
  });
});

describe('callSignal: the signal of an odds fetch', () => {
  it("aborts with the caller's signal, with its reason", () => {
    const caller = new AbortController();
    const signal = callSignal(caller.signal, 60_000);
    expect(signal.aborted).toBe(false);
    const reason = new Error('cancelled');
    caller.abort(reason);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe(reason);
  });

  it('is aborted at once for a caller already aborted', () => {
    const caller = new AbortController();
    caller.abort();
    expect(callSignal(caller.signal, 60_000).aborted).toBe(true);
  });

  it('aborts after the timeout, with or without a caller', async () => {
    vi.useRealTimers();
    const withCaller = callSignal(new AbortController().signal, 5);
    const alone = callSignal(undefined, 5);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(withCaller.aborted).toBe(true);
    expect((withCaller.reason as DOMException).name).toBe('TimeoutError');
    expect(alone.aborted).toBe(true);
  });
});
