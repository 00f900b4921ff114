import { describe, expect, it } from 'vitest';
import type { FetchLike, ResponseLike } from '@workers/odds/api';
import { callSignal } from '@workers/odds/calls';
import type { OddsMessage } from '@workers/odds/core/view';
import { createOddsEngine } from '@workers/odds/engine';
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

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function startEngine() {
  const api = pendingApi();
  const engine = createOddsEngine({ fetch: api.fetchFn });
  const messages: OddsMessage[] = [];
  engine.subscribe((message) => messages.push(message));
  return { api, engine, messages };
}

describe('odds engine: a refresh the UI cancels (issue 30 item 3.3)', () => {
  it('aborts its fetch, posts nothing and answers stale; the next refresh calls afresh', async () => {
    const { api, engine, messages } = startEngine();
    const outcome = engine.refresh('nonlive', 1);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.signal?.aborted).toBe(false);
    engine.cancel(1);
    expect(api.calls[0]!.signal?.aborted).toBe(true);
    await expect(outcome).resolves.toMatchObject({ kind: 'nonlive', status: 'stale' });
    expect(messages).toEqual([]);
    const next = engine.refresh('nonlive', 2);
    expect(api.calls).toHaveLength(2);
    api.calls[1]!.answer(oddsReply([oddsEvent()]));
    await expect(next).resolves.toMatchObject({ status: 'ok', eventCount: 1 });
    expect(messages.map((message) => message.type)).toEqual(['odds.full']);
  });

  it('a reply that arrives after the cancel is dropped too', async () => {
    const { api, engine, messages } = startEngine();
    const outcome = engine.refresh('live', 7);
    api.calls[0]!.answer(oddsReply([oddsEvent()]));
    engine.cancel(7);
    await expect(outcome).resolves.toMatchObject({ status: 'stale' });
    await flush();
    expect(messages).toEqual([]);
  });

  it('a call another caller waits for is not aborted (a nudge or retry, or a second request)', async () => {
    const { api, engine } = startEngine();
    const first = engine.refresh('nonlive', 1);
    const held = engine.refresh('nonlive');
    engine.cancel(1);
    expect(api.calls[0]!.signal?.aborted).toBe(false);
    api.calls[0]!.answer(oddsReply([oddsEvent()]));
    await expect(held).resolves.toMatchObject({ status: 'ok' });
    await expect(first).resolves.toMatchObject({ status: 'ok' });

    const a = engine.refresh('early', 3);
    void engine.refresh('early', 4);
    engine.cancel(3);
    expect(api.calls[1]!.signal?.aborted).toBe(false);
    engine.cancel(4);
    expect(api.calls[1]!.signal?.aborted).toBe(true);
    await expect(a).resolves.toMatchObject({ status: 'stale' });
  });

  it('cancelling an unknown or finished request changes nothing', async () => {
    const { api, engine } = startEngine();
    const outcome = engine.refresh('nonlive', 1);
    engine.cancel(99);
    api.calls[0]!.answer(oddsReply([oddsEvent()]));
    await expect(outcome).resolves.toMatchObject({ status: 'ok' });
    engine.cancel(1);
    expect(api.calls[0]!.signal?.aborted).toBe(false);
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
    const withCaller = callSignal(new AbortController().signal, 5);
    const alone = callSignal(undefined, 5);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(withCaller.aborted).toBe(true);
    expect((withCaller.reason as DOMException).name).toBe('TimeoutError');
    expect(alone.aborted).toBe(true);
  });
});
