// The one door between the UI and the odds engine. By default the engine runs in a dedicated
// Web Worker behind comlink; `?engine=main` runs the very same engine on the main thread, for
// comparison (bench:browser). The UI subscribes once, keeps the last view of each list, and folds
// every delta into it, so the objects of unchanged groups, events and rows keep their identity.
import { proxy, releaseProxy, wrap } from 'comlink';
import type { Remote } from 'comlink';
import type { OddsListView, OddsMessage, PriceMoveMark } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';
import type { OddsWorkerApi } from '@workers/odds/odds.worker';
import { callEngine, callSignal, forwardEngineCalls } from '@workers/odds/calls';
import type { OddsEngineCalls } from '@workers/odds/calls';
// The client is the one module allowed to run engine code: applyDelta is the pure fold of the
// worker's messages, and it has to run where the views are held.
import { applyDelta } from '@workers/odds/core/delta';
// The index of a view's events that each delta hands on (read by the board's rows).
export { eventIndexOf } from '@workers/odds/core/viewIndex';
import { oddsLaneActive, reportOddsMessage } from './oddsLane';
import { CALL_TIMEOUT_MS } from '@contract/calls';
import { createListeners } from '@src/shared/valueStore';
import { createActor, fromPromise } from 'xstate';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import { loaderMachine, retryShown } from '@machines/loaderMachine';
import { watchOnline } from '../network';
import { spawnIntoSystem, stopInSystem, systemActor } from '../appSystem';
import { handBootOdds } from './bootOdds';
import { takeOddsWorker } from './oddsWorker';
import type { EngineMode } from './oddsWorker';

/** The market and option behind each price field, as the engine defines them; the odds entry
 *  behind a row's market, read from the row's packed markets when its price is picked. */
export { PRICE_CELLS, marketRefOf } from '@workers/odds/core/view';

export { engineModeFromSearch } from './oddsWorker';
export type { EngineMode } from './oddsWorker';

export type OddsListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface OddsListSnapshot {
  status: OddsListStatus;
  view: OddsListView | null;
  /** seq of the view held: a delta applies only to the view it was made against. */
  seq: number;
  /** The message of the last failure (the view stays the last good one). */
  error: string | null;
  /** While the client retries a failed list: which retry is waiting, of how many. */
  retry?: { attempt: number; max: number } | null;
  /** When the view held arrived (ms since the epoch): what the offline notice calls "odds as of". */
  receivedAt?: number;
}

/** Odds calls that answer nothing in this long fail like any other failure (and are retried). */
export const ODDS_TIMEOUT_MS = CALL_TIMEOUT_MS;

const EMPTY_SNAPSHOT: OddsListSnapshot = { status: 'idle', view: null, seq: 0, error: null };
const TOLD = { outcome: 'told' } as const;
const DROPPED = { outcome: 'dropped' } as const;

/** The engine's methods as the UI calls them (declared once, in the engine): always asynchronous. */
export type { OddsEngineCalls };

/** The engine as the client drives it: its calls, one subscription, and how to shut it down. */
export interface OddsEngineConnection extends OddsEngineCalls {
  /** Called once; messages arrive batched, one per refresh of a list. */
  subscribe(listener: (message: OddsMessage) => void): Promise<void>;
  close(): void;
}

/** The next snapshot of a list after one engine message, and whether the engine must resync. */
export function foldOddsMessage(
  held: OddsListSnapshot,
  message: OddsMessage,
): { snapshot: OddsListSnapshot; resync: boolean } {
  switch (message.type) {
    case 'odds.full':
      return {
        snapshot: { status: 'ready', view: message.view, seq: message.seq, error: null },
        resync: false,
      };
    case 'odds.delta': {
      if (
        held.seq !== message.baseSeq ||
        // Stryker disable next-line ConditionalExpression: equivalent, a delta applied to no view throws, and the catch below asks for the same resync.
        held.view === null
      )
        return { snapshot: held, resync: true };
      try {
        const view = applyDelta(held.view, message.delta);
        return {
          snapshot: { status: 'ready', view, seq: message.seq, error: null },
          resync: false,
        };
      } catch {
        // The delta named something this view does not hold: ask for the whole list.
        return { snapshot: held, resync: true };
      }
    }
    case 'odds.moves':
      // The marks of moving prices live beside the lists (moveMark), never in a row.
      return { snapshot: held, resync: false };
    default:
      return {
        snapshot: {
          ...held,
          status: held.view === null ? 'error' : held.status,
          error: message.message,
        },
        resync: false,
      };
  }
}

export interface OddsClient extends Omit<OddsEngineCalls, 'refresh' | 'cancel'> {
  /**
   * Calls the list. An abort of `signal` (the countdown gave up on the refresh) cancels the call in
   * the engine and rejects: the reply is dropped. The engine aborts the fetch a moment later unless
   * another caller waits for it or asks for the same list meanwhile (a reload joins the call).
   */
  refresh(kind: ListKind, signal?: AbortSignal): ReturnType<OddsEngineCalls['refresh']>;
  getSnapshot(kind: ListKind): OddsListSnapshot;
  subscribe(listener: () => void): () => void;
  /** Forgets the views held (another sport or bet type: the engine starts the lists afresh). */
  clear(): void;
  markLoading(kind: ListKind): void;
  /** The notice's Retry now: a failed list's waiting retry goes at once. */
  retryNow(): void;
  /** How a price (by `event:row:field`) moved lately, when more than once. */
  moveMark(key: string): PriceMoveMark | undefined;
  /** Told whenever a mark changed; each price re-reads its own (see usePriceMoves). */
  subscribeMoves(listener: () => void): () => void;
  dispose(): void;
}

export interface OddsClientOptions {
  /** Told when an odds call found the session gone (HTTP 401), so the member sees the no-session screen. */
  onUnauthorized?(message: string): void;
  /** The loaders' clock, for the retries' waits (tests pass fakes); the page's timers otherwise. */
  clock?: { setTimeout(run: () => void, ms: number): unknown; clearTimeout(timer: unknown): void };
  /** Fed to each list's loader (loader.odds.<kind>), for the in-app inspector. */
  inspect?(event: InspectionEvent): void;
  /** The clock that stamps each view's arrival (tests pass a fixed one). */
  now?(): number;
  /**
   * The loaders join the page's one actor system (the app's client, made once): other machines and
   * the visualizer reach them by name. Otherwise each is an actor of its own (a test's client).
   */
  inSystem?: boolean;
  /**
   * A failed list's own retry answered (not the countdown's call nor a nudge's): what its reply says
   * changed, for whoever follows the market. By default, in the system: the board's countdown.
   */
  onRetried?(answer: RetryAnswer): void;
}

export interface RetryAnswer {
  kind: ListKind;
  changedEventIds: readonly number[] | null;
}

/** The board's countdown (system id `refresh`, when a board is mounted) has the ticket follow it. */
function tellCountdown({ changedEventIds }: RetryAnswer): void {
  systemActor('refresh')?.send({ type: 'refresh.retried', changedEventIds });
}

export function createOddsClient(
  connection: OddsEngineConnection,
  options: OddsClientOptions = {},
): OddsClient {
  const snapshots = new Map<ListKind, OddsListSnapshot>();
  const listeners = createListeners();
  /** The list whose message is being folded: its snapshot takes the retry shown after it, in one
   *  update. */
  let receiving: ListKind | null = null;
  /** When each list's refresh was asked for, noted only while the visualizer's worker lane listens. */
  const requestedAt = new Map<ListKind, number>();
  let disposed = false;
  /** Names each cancellable refresh for the engine (`refresh(kind, id)`, `cancel(id)`). */
  let nextRequestId = 1;
  const onRetried = options.onRetried ?? (options.inSystem === true ? tellCountdown : undefined);

  function cancellableRefresh(kind: ListKind, signal: AbortSignal) {
    if (signal.aborted) return Promise.reject(abortReason(signal));
    // Stryker disable next-line UpdateOperator: equivalent, counting down names each call apart too.
    const requestId = nextRequestId++;
    const cancel = () => void connection.cancel(requestId);
    // A signal aborts once, and the listener goes when the call settles.
    signal.addEventListener('abort', cancel);
    return connection.refresh(kind, requestId).then(
      (outcome) => {
        signal.removeEventListener('abort', cancel);
        // Cancelled meanwhile: the reply is stale, whatever it says.
        if (signal.aborted) throw abortReason(signal);
        return outcome;
      },
      (error: unknown) => {
        signal.removeEventListener('abort', cancel);
        throw error;
      },
    );
  }

  const retryLogic = loaderMachine.provide({
    actors: {
      // As a nudge does: an unnamed call, never cancelled, joined by whoever asks meanwhile. How
      // the list stands comes as the engine's message (told); an answer dropped because the lists
      // started afresh (stale) brings none.
      load: fromPromise(({ input }) =>
        connection.refresh(input.key as ListKind).then(({ kind, status, changedEventIds }) => {
          if (status === 'ok' && !disposed) onRetried?.({ kind, changedEventIds });
          return status === 'stale' ? DROPPED : TOLD;
        }),
      ),
      watchOnline,
    },
  });

  /** The list's snapshot follows its loader (which retry waits, of how many). */
  function showRetry(kind: ListKind, actor: Loader): void {
    const held = snapshots.get(kind);
    // A list without a failure has no retry to show: its loader is idle, its retry null.
    if (receiving === kind || held === undefined) return;
    const retry = retryShown(actor.getSnapshot());
    if (held.retry?.attempt === retry?.attempt) return;
    snapshots.set(kind, { ...held, retry });
    listeners.notify();
  }

  type Loader = ActorRefFrom<typeof retryLogic>;

  function startRetries(kind: ListKind): Loader {
    const systemId = `loader.odds.${kind}`;
    if (options.inSystem === true) {
      const actor = spawnIntoSystem(systemId, retryLogic, {
        input: { key: kind },
        inspect: options.inspect,
      });
      actor.subscribe(() => showRetry(kind, actor));
      return actor;
    }
    const actor = createActor(retryLogic, {
      input: { key: kind },
      systemId,
      inspect: options.inspect,
      // Given as undefined, the clock would replace XState's own.
      ...(options.clock === undefined ? {} : { clock: options.clock }),
    });
    actor.subscribe(() => showRetry(kind, actor));
    return actor.start();
  }

  /** Per list: its loader (machines/loaderMachine.ts), in the inspector. A failed list is called
   *  again after 1, 2, 4, 8 and 16 s, and at once when the link comes back; then the refresh
   *  countdown carries on. */
  const retries: Record<ListKind, Loader> = {
    live: startRetries('live'),
    nonlive: startRetries('nonlive'),
    early: startRetries('early'),
  };

  /** Tells a list's loader how its last call went: failed, session gone (and the services), or a
   *  good list. */
  function tellRetry(kind: ListKind, message: OddsMessage, ready: boolean): void {
    const actor = retries[kind];
    if (message.type === 'odds.error') {
      const unauthorized = message.status === 401;
      if (unauthorized) options.onUnauthorized?.(message.message);
      receiving = kind;
      actor.send({
        type: unauthorized ? 'load.unauthorized' : 'load.failed',
        status: message.status,
        message: message.message,
      });
    } else {
      receiving = kind;
      // Every good list would flood the inspector's log: only a list with a failure is told.
      if (ready && !actor.getSnapshot().matches('idle')) actor.send({ type: 'load.ready' });
    }
    receiving = null;
  }

  const marks = new Map<string, PriceMoveMark>();
  const markListeners = createListeners();

  function receiveMoves(moves: Record<string, PriceMoveMark | null>): void {
    for (const [key, mark] of Object.entries(moves)) {
      if (mark === null) marks.delete(key);
      else marks.set(key, mark);
    }
    markListeners.notify();
  }

  function receive(message: OddsMessage): void {
    if (disposed) return;
    if (message.type === 'odds.moves') {
      receiveMoves(message.moves);
      return;
    }
    const held = snapshots.get(message.kind) ?? EMPTY_SNAPSHOT;
    const folded = foldOddsMessage(held, message);
    let snapshot = folded.snapshot;
    // A new view (a full list, or a delta applied) arrived now.
    if (message.type !== 'odds.error' && snapshot !== held)
      snapshot = { ...snapshot, receivedAt: (options.now ?? Date.now)() };
    if (folded.resync) void connection.resync(message.kind);
    tellRetry(message.kind, message, snapshot.status === 'ready');
    if (message.type === 'odds.error')
      snapshot = { ...snapshot, retry: retryShown(retries[message.kind].getSnapshot()) };
    if (snapshot !== held) {
      snapshots.set(message.kind, snapshot);
      listeners.notify();
    }
    // The visualizer's worker lane hears it (nobody unless it is open): when its refresh was asked
    // for, a time its answer uses up.
    reportOddsMessage(message, requestedAt.get(message.kind) ?? null);
    requestedAt.delete(message.kind);
  }

  void connection.subscribe(receive);

  return {
    ...forwardEngineCalls((name, args) =>
      (connection[name] as (...params: unknown[]) => Promise<unknown>)(...args),
    ),
    refresh: (kind, signal) => {
      if (oddsLaneActive()) requestedAt.set(kind, performance.now());
      return signal === undefined ? connection.refresh(kind) : cancellableRefresh(kind, signal);
    },
    getSnapshot: (kind) => snapshots.get(kind) ?? EMPTY_SNAPSHOT,
    subscribe: listeners.subscribe,
    clear() {
      for (const actor of Object.values(retries)) actor.send({ type: 'loader.clear' });
      snapshots.clear();
      listeners.notify();
      marks.clear();
      markListeners.notify();
    },
    moveMark: (key) => marks.get(key),
    subscribeMoves: markListeners.subscribe,
    markLoading(kind) {
      const held = snapshots.get(kind) ?? EMPTY_SNAPSHOT;
      if (held.view !== null || held.status === 'loading') return;
      snapshots.set(kind, { ...held, status: 'loading' });
      listeners.notify();
    },
    retryNow() {
      for (const actor of Object.values(retries)) actor.send({ type: 'loader.retryNow' });
    },
    dispose() {
      disposed = true;
      for (const [kind, actor] of Object.entries(retries)) {
        if (options.inSystem === true) stopInSystem(`loader.odds.${kind}`);
        else actor.stop();
      }
      listeners.clear();
      markListeners.clear();
      connection.close();
    },
  };
}

function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('the refresh was cancelled', 'AbortError');
}

/** The engine in its dedicated worker: the app's only `new Worker`. */
export function connectWorkerEngine(): OddsEngineConnection {
  const worker = takeOddsWorker();
  const remote: Remote<OddsWorkerApi> = wrap<OddsWorkerApi>(worker);
  // Before any call of the board: the first lists, if the boot script asked for them already.
  handBootOdds(remote);
  let subscription: Promise<number> | null = null;
  return {
    ...forwardEngineCalls((name, args) =>
      (remote[name] as (...params: unknown[]) => Promise<unknown>)(...args),
    ),
    subscribe(listener) {
      // One proxy for the life of the page, never one per update.
      subscription = remote.subscribe(proxy(listener));
      return subscription.then(() => undefined);
    },
    close() {
      const pending = subscription;
      subscription = null;
      const finish = () => {
        remote[releaseProxy]();
        worker.terminate();
      };
      if (pending === null) finish();
      else void pending.then((id) => remote.unsubscribe(id)).finally(finish);
    },
  };
}

/** The same engine on the main thread (`?engine=main`), loaded on demand. */
export function connectMainThreadEngine(): OddsEngineConnection {
  const loading = import('@workers/odds/engine').then(({ createOddsEngine }) =>
    createOddsEngine({
      fetch: (url, init) =>
        globalThis.fetch(url, { ...init, signal: callSignal(init.signal, ODDS_TIMEOUT_MS) }),
    }),
  );
  /** Ends the subscription, once there is one. */
  let unsubscribe = (): void => {};
  let closed = false;
  return {
    ...forwardEngineCalls(async (name, args) => callEngine(await loading, name, args)),
    async subscribe(listener) {
      const engine = await loading;
      if (closed) return;
      const id = engine.subscribe(listener);
      unsubscribe = () => engine.unsubscribe(id);
    },
    close() {
      closed = true;
      void loading.then(() => unsubscribe());
    },
  };
}

/** Where Web Workers do not exist (an old embedded browser, a DOM test) the engine runs here. */
export function connectOddsEngine(mode: EngineMode): OddsEngineConnection {
  return mode === 'main' || typeof Worker === 'undefined'
    ? connectMainThreadEngine()
    : connectWorkerEngine();
}
