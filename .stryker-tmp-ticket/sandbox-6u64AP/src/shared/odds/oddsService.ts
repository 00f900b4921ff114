// @ts-nocheck
import type { InspectionEvent } from 'xstate';
import { createValueStore } from '../valueStore';
import type { OddsClient, connectOddsEngine, createOddsClient } from './oddsClient';
import type { EngineMode } from './oddsWorker';

// The app's one odds client and its worker, made with the services: every board reads the same
// one, and the ticket asks it where its picks' prices have been. Its code is the boards' (not in
// the first load), so the client is made when a board first asks for it, in a task of its own (not
// in the one that runs the board's mount effects), and kept for the app's life: another layout's
// board, or a board after the member signed in again, reads the same client and worker.

export interface OddsService {
  /** The client, once made; null before a board asked for it. */
  get(): OddsClient | null;
  /** Told when the client is made. */
  subscribe(listener: () => void): () => void;
  /** Makes the client unless it is made already, and hands it the session's token now. */
  start(): void;
  /** The page is going: the client and its worker stop. */
  dispose(): void;
}

/** What the client's module gives (loaded on demand; tests hand their own). */
export interface OddsClientModule {
  createOddsClient: typeof createOddsClient;
  connectOddsEngine: typeof connectOddsEngine;
}

export interface OddsServiceOptions {
  apiBase(): string;
  mode(): EngineMode;
  readSessionToken(): string | null;
  /** An odds call found the session gone (HTTP 401). */
  reportSessionLost?(message: string): void;
  /** Fed to the client's loaders (loader.odds.live, …), for the machine visualizer. */
  inspect?(event: InspectionEvent): void;
  loadModule?(): Promise<OddsClientModule>;
}

export function createOddsService(options: OddsServiceOptions): OddsService {
  const made = createValueStore<OddsClient | null>(null);
  let starting = false;
  let disposed = false;
  const configure = (client: OddsClient) =>
    void client.configure({ apiBase: options.apiBase(), token: options.readSessionToken() ?? '' });
  const loadModule = options.loadModule ?? (() => import('./oddsClient'));
  return {
    get: made.get,
    subscribe: made.subscribe,
    start() {
      const client = made.get();
      if (client !== null) {
        configure(client);
        return;
      }
      if (starting) return;
      starting = true;
      setTimeout(() => {
        void loadModule().then(({ createOddsClient, connectOddsEngine }) => {
          if (disposed) return;
          const created = createOddsClient(connectOddsEngine(options.mode()), {
            onUnauthorized: (message) => options.reportSessionLost?.(message),
            inSystem: true,
            ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
          });
          configure(created);
          made.set(created);
        });
      }, 0);
    },
    dispose() {
      disposed = true;
      made.get()?.dispose();
      made.set(null);
    },
  };
}
