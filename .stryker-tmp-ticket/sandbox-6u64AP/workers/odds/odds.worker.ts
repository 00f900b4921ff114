// @ts-nocheck
// The odds worker: a thin comlink adapter over the engine. The UI's worker client subscribes
// once with `subscribe(proxy(cb))` and receives one message per refresh of each list.
import { expose } from 'comlink';
import { createOddsEngine } from './engine';
import { callEngine, callSignal, forwardEngineCalls } from './calls';
import type { OddsListener } from './engine';
import { CALL_TIMEOUT_MS } from '@contract/calls';
import { createEarlyReplies } from './earlyReplies';
import type { EarlyReply } from './earlyReplies';
// An odds call with no answer in CALL_TIMEOUT_MS fails (the list shows 'error' and retries), never hangs.

// The first lists the page asked for before this worker started (earlyReplies.ts).
const early = createEarlyReplies();

const engine = createOddsEngine({
  // A refresh the UI cancelled (`cancel(requestId)`) aborts its fetch too.
  fetch: early.wrap((url, init) =>
    fetch(url, { ...init, signal: callSignal(init.signal, CALL_TIMEOUT_MS) }),
  ),
});

const api = {
  ...forwardEngineCalls(async (name, args) => callEngine(engine, name, args)),
  subscribe: (listener: OddsListener) => engine.subscribe(listener),
  unsubscribe: (id: number) => engine.unsubscribe(id),
  expectEarly: (url: string, token: string) => early.expect(url, token),
  earlyArrived: (url: string, token: string, reply: EarlyReply | null) =>
    early.arrive(url, token, reply),
};

expose(api);

export type OddsWorkerApi = typeof api;
