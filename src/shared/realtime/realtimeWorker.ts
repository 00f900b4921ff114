import { proxy, releaseProxy, wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { RealtimeWorkerApi } from '@workers/realtime/realtime.worker';
import type { RealtimeConnection } from '../config';

// One realtime socket per page, shared by the recent-bets feed (private `ticket-channel`) and the
// odds nudges (public `odds-{sport}`): a member holds one socket, not one per feature. It lives in a
// worker of its own (workers/realtime/realtime.worker.ts, issue 29), started with the first user and
// stopped with the last; pusher-js and laravel-echo load there, never on the main thread.

export interface RealtimeLease {
  /** The worker, its socket started. Rejects when the worker cannot be loaded. */
  ready: Promise<Remote<RealtimeWorkerApi>>;
  release(): void;
}

interface Shared {
  ready: Promise<Remote<RealtimeWorkerApi>>;
  users: number;
  close(): void;
}

let shared: Shared | null = null;

function startWorker(
  connection: RealtimeConnection,
  readSessionToken: () => string | null,
): Shared {
  const worker = new Worker(
    new URL('../../../workers/realtime/realtime.worker.ts', import.meta.url),
    { type: 'module', name: 'realtime' },
  );
  const remote = wrap<RealtimeWorkerApi>(worker);
  // A worker that cannot load (a deploy removed its chunk, offline after the page) answers nothing:
  // its error event fails the lease instead of leaving the features waiting.
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener(
      'error',
      (event) => reject(new Error(`the realtime worker failed: ${event.message || 'not loaded'}`)),
      { once: true },
    );
  });
  const ready = Promise.race([
    // The token is read at each subscription, in this page (the session's cookie of now).
    remote.start(connection, proxy(readSessionToken)).then(() => remote),
    failed,
  ]);
  ready.catch(() => undefined);
  return {
    ready,
    users: 0,
    close() {
      const finish = () => {
        remote[releaseProxy]();
        worker.terminate();
      };
      void ready.then((started) => started.stop()).then(finish, finish);
    },
  };
}

export function acquireRealtime(
  connection: RealtimeConnection,
  readSessionToken: () => string | null,
): RealtimeLease {
  shared ??= startWorker(connection, readSessionToken);
  const lease = shared;
  lease.users += 1;
  let released = false;
  return {
    ready: lease.ready,
    release() {
      if (released) return;
      released = true;
      lease.users -= 1;
      if (lease.users > 0 || shared !== lease) return;
      shared = null;
      lease.close();
    },
  };
}
