// @ts-nocheck
// The engine's calls the UI makes, declared once (not written out again on every side): the
// worker exposes them, and both connections of the client (worker, `?engine=main`) forward them.
// Subscribing is each side's own business (a comlink proxy, a plain listener). A module of its own
// that imports the engine as types only: the client reaches it without loading the engine.
import type { OddsEngine } from './engine';

export const ENGINE_CALLS = [
  'configure',
  'setQuery',
  'refresh',
  'cancel',
  'resync',
  'nudge',
  'askNudged',
  'priceHistory',
] as const;
export type EngineCall = (typeof ENGINE_CALLS)[number];

/** The engine's calls as the UI makes them: always asynchronous. */
export type OddsEngineCalls = {
  [K in EngineCall]: (
    ...args: Parameters<OddsEngine[K]>
  ) => Promise<Awaited<ReturnType<OddsEngine[K]>>>;
};

/**
 * Every engine call forwarded through `call` (a method of the engine by its name, with the
 * arguments it was given), whichever way the engine is reached.
 */
export function forwardEngineCalls(
  call: (name: EngineCall, args: unknown[]) => Promise<unknown>,
): OddsEngineCalls {
  return Object.fromEntries(
    ENGINE_CALLS.map((name) => [name, (...args: unknown[]) => call(name, args)]),
  ) as OddsEngineCalls;
}

/** Calls the engine's method `name` with `args` (what forwardEngineCalls hands over). */
export function callEngine(engine: OddsEngine, name: EngineCall, args: unknown[]): unknown {
  return (engine[name] as (...params: unknown[]) => unknown)(...args);
}

/**
 * The signal of an odds fetch: aborted by the caller's `signal` (a cancelled refresh) or after
 * `ms` (a call that never answers fails like any other failure).
 */
export function callSignal(signal: AbortSignal | undefined, ms: number): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (signal === undefined) return timeout;
  const controller = new AbortController();
  const abort = (from: AbortSignal) => () => controller.abort(from.reason);
  if (signal.aborted) controller.abort(signal.reason);
  signal.addEventListener('abort', abort(signal), { once: true });
  timeout.addEventListener('abort', abort(timeout), { once: true });
  return controller.signal;
}
