// @ts-nocheck
// The odds worker itself (the app's only `new Worker` for odds), and its early start: main.tsx starts
// it at boot when a session is expected, so its script arrives while the app's chunks do, instead of
// after the board has mounted (a round trip later on a phone's link). The board's client takes that
// worker, once; any later client starts its own. This module imports nothing, so the entry can
// start the worker without loading the client.

export type EngineMode = 'worker' | 'main';

/** `?engine=main` runs the engine on the main thread (no worker); the worker otherwise. */
export function engineModeFromSearch(search: string): EngineMode {
  return new URLSearchParams(search).get('engine') === 'main' ? 'main' : 'worker';
}

let prestarted: Worker | null = null;

export function createOddsWorker(): Worker {
  return new Worker(new URL('../../../workers/odds/odds.worker.ts', import.meta.url), {
    type: 'module',
  });
}

/** Starts the worker now, for the board's client to take (where workers exist). */
export function prestartOddsWorker(): void {
  if (prestarted === null && typeof Worker !== 'undefined') prestarted = createOddsWorker();
}

/**
 * Ends the worker started at boot if no board has taken it: the start ended with no session, and
 * this page will show no board (a new sign-in link loads a new page). Idle, it would still hold its
 * thread and memory. A board that comes later anyway starts its own.
 */
export function endPrestartedOddsWorker(): void {
  prestarted?.terminate();
  prestarted = null;
}

/** The worker started at boot, once; else a new one. */
export function takeOddsWorker(): Worker {
  const worker = prestarted ?? createOddsWorker();
  prestarted = null;
  return worker;
}
