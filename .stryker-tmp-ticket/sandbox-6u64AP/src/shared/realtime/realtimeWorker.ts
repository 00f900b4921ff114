// @ts-nocheck
import type {
  OddsChannelListener,
  RealtimeWorkerApi,
  TicketChannelListener,
} from '@workers/realtime/realtime.worker';
import type { RealtimeConnection } from '@contract/realtime';

// One realtime socket per page, shared by the recent-bets feed (private `ticket-channel`) and the
// odds nudges (public `odds-{sport}`): a member holds one socket, not one per feature. It lives in a
// worker of its own (workers/realtime/realtime.worker.ts, off the main thread), started with the
// first user and stopped with the last; pusher-js and laravel-echo load there, never on the main
// thread, and comlink loads with the first user (not with the page's first JavaScript).

/** The socket's channels as the features open them (each listener is handed to the worker). */
export interface RealtimeChannels {
  openOdds(sportTypeId: number, listener: OddsChannelListener): Promise<number>;
  openTicket(listener: TicketChannelListener): Promise<number>;
  state(): Promise<string>;
  leave(id: number): Promise<void>;
}

interface RealtimeLease {
  /** The socket started in its worker. Rejects when the worker cannot be loaded. */
  ready: Promise<RealtimeChannels>;
  release(): void;
}

interface Shared {
  ready: Promise<RealtimeChannels>;
  users: number;
  close(): void;
}

let shared: Shared | null = null;

function startWorker(
  connection: RealtimeConnection,
  readSessionToken: () => string | null,
): Shared {
  // Ends the worker: its socket closed first when it started (a worker that failed answers nothing).
  let end: ((started: boolean) => void) | null = null;
  const ready = import('comlink').then(async ({ proxy, releaseProxy, wrap }) => {
    const worker = new Worker(
      new URL('../../../workers/realtime/realtime.worker.ts', import.meta.url),
      { type: 'module', name: 'realtime' },
    );
    const remote = wrap<RealtimeWorkerApi>(worker);
    end = (started) => {
      const finish = () => {
        remote[releaseProxy]();
        worker.terminate();
      };
      if (started) void remote.stop().then(finish, finish);
      else finish();
    };
    // A worker that cannot load (a deploy removed its chunk, offline after the page) answers
    // nothing: its error event fails the lease instead of leaving the features waiting.
    const failed = new Promise<never>((_, reject) => {
      worker.addEventListener(
        'error',
        (event) =>
          reject(new Error(`the realtime worker failed: ${event.message || 'not loaded'}`)),
        { once: true },
      );
    });
    // The token is read at each subscription, in this page (the session's cookie of now).
    await Promise.race([remote.start(connection, proxy(readSessionToken)), failed]);
    const channels: RealtimeChannels = {
      openOdds: (sportTypeId, listener) => remote.openOdds(sportTypeId, proxy(listener)),
      openTicket: (listener) => remote.openTicket(proxy(listener)),
      state: () => remote.state(),
      leave: (id) => remote.leave(id),
    };
    return channels;
  });
  ready.catch(() => undefined);
  return {
    ready,
    users: 0,
    close() {
      void ready.then(
        () => end?.(true),
        () => end?.(false),
      );
    },
  };
}

function acquireRealtime(
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

/** A feature's channel on the shared socket: opened once the socket has started, left on close. */
export interface RealtimeChannel {
  /** true once `close` was called: a late message is dropped. */
  readonly closed: boolean;
  close(): void;
}

/**
 * Opens a channel with `open` on the page's socket (started for it if it is the first); `failed` is
 * told when the realtime worker cannot be loaded. Closing leaves the channel and releases the socket.
 */
export function openRealtimeChannel(
  connection: RealtimeConnection,
  readSessionToken: () => string | null,
  open: (channels: RealtimeChannels) => Promise<number>,
  failed: (error: unknown) => void,
): RealtimeChannel {
  const lease = acquireRealtime(connection, readSessionToken);
  let leave: (() => void) | null = null;
  const channel = {
    closed: false,
    close() {
      channel.closed = true;
      leave?.();
      lease.release();
    },
  };
  void lease.ready
    .then(async (channels) => {
      if (channel.closed) return;
      const id = await open(channels);
      if (channel.closed) void channels.leave(id);
      else leave = () => void channels.leave(id);
    })
    .catch((error: unknown) => {
      if (!channel.closed) failed(error);
    });
  return channel;
}
