// The stateful odds engine: holds the lists per kind (live, nonlive, early), the query of the
// filter bar, and the subscribers; runs one refresh at a time per list and posts one message per
// refresh. Plain TypeScript with an injected fetch, so it runs in the worker and, for
// `?engine=main`, on the main thread alike. It composes named parts (engine/): the lists' state
// under the filter bar's settings, the calls in flight, the price moves; and the nudge block below.
import { fetchOddsList } from './api';
import type { ApiConfig, FetchLike } from './api';
import type { OddsMessage, PriceField } from './core/view';
import type { PriceHistoryAnswer } from './core/priceHistory';
import { heldEventIds, nudgeTouches, replyChangedEventIds } from './core/nudge';
import type { OddsNudge } from './core/nudge';
import type { ListKind } from '@contract/oddsList';
import { createCallsInFlight } from './engine/callsInFlight';
import { createListsState, LIST_KINDS } from './engine/listsState';
import type { OddsQuery } from './engine/listsState';
import { createPriceMoves } from './engine/priceMoves';

export { DEFAULT_ODDS_QUERY } from './engine/listsState';
export type { OddsQuery } from './engine/listsState';

export type OddsListener = (message: OddsMessage) => void;

export interface RefreshOutcome {
  kind: ListKind;
  /** stale: the query changed while the call was out, so its reply was dropped. reload: a delta
   *  that did not follow the list held (only seen if a full load answers with a delta too). */
  status: 'ok' | 'error' | 'stale' | 'reload';
  eventCount: number;
  changeId: number | null;
  /** The events the reply says changed (a delta's events and closes); null: a full load, anything. */
  changedEventIds: number[] | null;
}

/**
 * A list asks for its delta at most once per NUDGE_MIN_GAP_MS, whatever the number of nudges, plus
 * a random wait of up to NUDGE_JITTER_MS so that members nudged by one message do not all call in
 * the same millisecond (docs/benchmarks.md "Odds push": the figures behind these two numbers).
 */
export const NUDGE_MIN_GAP_MS = 500;
export const NUDGE_JITTER_MS = 150;
/**
 * A call made for a nudge reaches the change id wanted when it started: the nudge came after the
 * change, the call after the nudge. A call that falls short (nothing newer than the list held, or
 * newer but not as new) is a miss: the list cache may answer its previous build while the next one
 * is being made, so the list asks again, each time after twice the gap of the last. After this
 * many misses in a row the id is out of reach (forged, or of another server): nudges are ignored
 * for NUDGE_QUIET_MS.
 */
export const NUDGE_MISSES_MAX = 3;
/**
 * Once a nudge proved out of reach, the list ignores nudges this long: no faster than the refresh
 * countdown's own interval (REFRESH_SECONDS in machines/refreshMachine.ts), which keeps calling
 * meanwhile. A stream of forged nudges then costs a page NUDGE_MISSES_MAX calls per interval, not
 * one per gap.
 */
export const NUDGE_QUIET_MS = 20_000;
/**
 * How long a cancelled list call waits before its fetch is aborted: a refresh of the same list that
 * asks meanwhile joins it instead (the countdown's reload cancels its refresh and asks again at once,
 * as separate messages to the worker).
 */
export const CANCEL_GRACE_MS = 100;
/** Only the lists with a `_nonfullload` call follow nudges; the early list keeps the countdown. */
const NUDGED_KINDS: readonly ListKind[] = ['live', 'nonlive'];

export interface EngineOptions {
  fetch: FetchLike;
  config?: Partial<ApiConfig>;
  query?: Partial<OddsQuery>;
  now?: () => number;
  /** Random in [0, 1) for the nudge jitter (tests pass a fixed one). */
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

function staleOutcome(kind: ListKind): RefreshOutcome {
  return { kind, status: 'stale', eventCount: 0, changeId: null, changedEventIds: null };
}

/** A list that follows nudges: see `nudged` in createOddsEngine. */
interface NudgedList {
  timer: unknown;
  lastStartMs: number;
  wantedChangeId: number;
  generation: number;
  /** Nudged calls in a row that fell short of the id wanted when they started. */
  misses: number;
  /** Nudges before this time are ignored. */
  quietUntilMs: number;
}

export function createOddsEngine(options: EngineOptions) {
  const now = options.now ?? (() => Date.now());
  let config: ApiConfig = { apiBase: '', token: '', ...options.config };
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ??
    ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  /** Where each shown price has been, per list, and the prices marked as moving. */
  const moves = createPriceMoves();
  /** The lists held under the filter bar's settings, their generation, and which failed last. */
  const lists = createListsState({
    query: options.query,
    movingEvents: moves.movingEvents,
  });
  /** Per list: the call out, shared by whoever asks meanwhile (engine/callsInFlight.ts). */
  const calls = createCallsInFlight<ListKind, RefreshOutcome>({
    graceMs: CANCEL_GRACE_MS,
    setTimer,
    clearTimer,
  });
  const listeners = new Map<number, OddsListener>();
  let nextListenerId = 1;

  // The nudge block: which lists a nudge calls, when, and what their calls reached.
  /**
   * Per nudged list: the call waiting for its turn, when the last one started, the newest id named,
   * the calls spent chasing it, and until when nudges are ignored (one proved out of reach).
   */
  const nudged = new Map<ListKind, NudgedList>();

  /** A nudged list's call, once its gap and jitter have passed; again if a newer nudge came meanwhile. */
  function scheduleNudged(kind: ListKind): void {
    const state = nudged.get(kind);
    // Stryker disable next-line ConditionalExpression: equivalent, a nudged list always has its state here (set by nudge, removed only by a timer that then calls nothing).
    if (state === undefined || state.timer !== undefined) return;
    // After misses in a row the gap doubles: 1, 2, 4 … times NUDGE_MIN_GAP_MS.
    const gap = NUDGE_MIN_GAP_MS * 2 ** Math.max(0, state.misses - 1);
    const wait = Math.max(0, state.lastStartMs + gap - now()) + random() * NUDGE_JITTER_MS;
    state.timer = setTimer(() => {
      state.timer = undefined;
      // Stryker disable next-line OptionalChaining: equivalent, the list goes only with a new generation, which answers first.
      if (
        state.generation !== lists.generation() ||
        lists.held(kind)?.view == null ||
        lists.isFailing(kind)
      ) {
        nudged.delete(kind);
        return;
      }
      state.lastStartMs = now();
      const target = state.wantedChangeId;
      void refresh(kind).then((outcome) => afterNudgedCall(kind, state, target, outcome));
    }, wait);
  }

  /**
   * After a nudged call: while the list is behind a nudge it asks again, unless NUDGE_MISSES_MAX
   * calls in a row fell short of the id wanted when they started: then the nudges were out of
   * reach and are ignored for NUDGE_QUIET_MS. A failed call leaves the list to its retries.
   */
  function afterNudgedCall(
    kind: ListKind,
    state: NudgedList,
    target: number,
    outcome: RefreshOutcome,
  ): void {
    if (state.generation !== lists.generation() || outcome.status !== 'ok') return;
    const held = outcome.changeId;
    if (held === null) return;
    state.misses = held >= target ? 0 : state.misses + 1;
    if (state.misses >= NUDGE_MISSES_MAX) {
      state.wantedChangeId = held;
      state.misses = 0;
      state.quietUntilMs = now() + NUDGE_QUIET_MS;
      return;
    }
    if (held < state.wantedChangeId) scheduleNudged(kind);
  }
  // The end of the nudge block.

  function post(message: OddsMessage): void {
    for (const listener of listeners.values()) listener(message);
  }

  /**
   * After a list message: its prices into the history, then the marks that changed (a price that
   * moved more than once within MOVING_WINDOW_MS) posted apart from the rows. With "moving now" on,
   * a change of which events move rebuilds the list.
   */
  function trackMoves(kind: ListKind, message: OddsMessage): void {
    const told = moves.track(kind, message, now());
    if (told === null) return;
    post({ type: 'odds.moves', kind, moves: told.moves });
    if (!told.movingChanged || lists.query().movingOnly !== true) return;
    const rebuilt = lists.rebuild(kind);
    // Stryker disable next-line ConditionalExpression: equivalent, a list whose prices were just tracked is held and shown, so it is rebuilt.
    if (rebuilt !== null) post(rebuilt);
  }

  /** Folds one odds reply into a list and posts the message; what `refresh` does after its call. */
  function applyReply(kind: ListKind, payload: unknown): RefreshOutcome {
    const result = lists.fold(kind, payload);
    if (result.message === null) {
      // A delta on another base (the server restarted or went back): nothing posted; runRefresh
      // asks again for the whole list, so the board never shows a mix of old and new odds.
      return {
        kind,
        status: 'reload',
        eventCount: result.state.view?.eventCount ?? 0,
        changeId: null,
        changedEventIds: null,
      };
    }
    if (result.message.type === 'odds.error') {
      const status =
        typeof payload === 'object' && payload !== null && 'status' in payload
          ? payload.status
          : undefined;
      post(typeof status === 'number' ? { ...result.message, status } : result.message);
    } else {
      post(result.message);
      trackMoves(kind, result.message);
    }
    return {
      kind,
      status: result.message.type === 'odds.error' ? 'error' : 'ok',
      eventCount: result.state.view?.eventCount ?? 0,
      changeId: result.state.list.changeId,
      changedEventIds: result.message.type === 'odds.error' ? [] : replyChangedEventIds(payload),
    };
  }

  async function runRefresh(
    kind: ListKind,
    startedIn: number,
    signal: AbortSignal,
  ): Promise<RefreshOutcome> {
    // A cancelled call's reply is dropped (nothing posted): its fetch was aborted.
    const dropped = () => startedIn !== lists.generation() || signal.aborted;
    try {
      const payload = await fetchOddsList(
        options.fetch,
        config,
        lists.request(kind, now()),
        signal,
      );
      if (dropped()) return staleOutcome(kind);
      const outcome = applyReply(kind, payload);
      if (outcome.status !== 'reload') return outcome;
      // Once, with no change_id held: a full load, which always applies (never a loop).
      const full = await fetchOddsList(options.fetch, config, lists.request(kind, now()), signal);
      if (dropped()) return staleOutcome(kind);
      return applyReply(kind, full);
    } catch (error) {
      if (signal.aborted) return staleOutcome(kind);
      throw error;
    }
  }

  /**
   * Calls the list, or joins the call out for it. `requestId` names this caller so that it may
   * `cancel` (the UI's refresh that the countdown gave up on); without one the call is held.
   */
  function refresh(kind: ListKind, requestId?: number): Promise<RefreshOutcome> {
    const generation = lists.generation();
    return calls.ask(kind, generation, requestId, (signal) => runRefresh(kind, generation, signal));
  }

  return {
    configure(next: Partial<ApiConfig>): void {
      config = { ...config, ...next };
    },

    /** New filter-bar settings: lists start afresh when the server would answer differently,
     *  otherwise each shown list is rebuilt from the data held and posted at once. */
    setQuery(next: Partial<OddsQuery>): void {
      const changed = lists.setQuery(next);
      if (changed.afresh) {
        // The lists are no longer held: nor is where their prices have been.
        moves.clear();
        return;
      }
      for (const message of changed.rebuilt) {
        post(message);
        trackMoves(message.kind, message);
      }
    },

    /** Calls the list (incrementally when a change_id is held) and posts the outcome. Calls for
     *  the same list while one is out share its outcome. */
    refresh,

    /**
     * Cancels the refresh asked for under `requestId`: when no one else waits for its call, the
     * fetch is aborted after CANCEL_GRACE_MS unless a refresh of the same list joins it meanwhile.
     * A reply that lands within the grace is the current list's and is applied as usual.
     */
    cancel: calls.cancel,

    /**
     * A realtime nudge (the member API's odds broadcast) for the sport shown: each held list it may
     * touch asks for its delta, at most one call in flight per list and at most one per
     * NUDGE_MIN_GAP_MS (later nudges ride on the call waiting). A failing list is left to its
     * retries, and a list whose last nudge was out of reach ignores nudges for NUDGE_QUIET_MS.
     * Returns the lists that will ask.
     */
    nudge(message: OddsNudge): ListKind[] {
      const held = NUDGED_KINDS.flatMap((kind) => {
        const state = lists.held(kind);
        return state?.view == null ? [] : [{ kind, list: state.list }];
      });
      const related = heldEventIds(held.map((h) => h.list));
      const asked: ListKind[] = [];
      for (const { kind, list } of held) {
        if (lists.isFailing(kind) || !nudgeTouches(list, related, message)) continue;
        let state = nudged.get(kind);
        if (state === undefined || state.generation !== lists.generation()) {
          if (state !== undefined) clearTimer(state.timer);
          state = {
            timer: undefined,
            lastStartMs: -Infinity,
            wantedChangeId: 0,
            generation: lists.generation(),
            misses: 0,
            quietUntilMs: -Infinity,
          };
          nudged.set(kind, state);
        }
        if (now() < state.quietUntilMs) continue;
        state.wantedChangeId = Math.max(state.wantedChangeId, message.changeId);
        scheduleNudged(kind);
        asked.push(kind);
      }
      return asked;
    },

    applyReply,

    /** Adds a listener; it first gets the full view of every list already held. */
    subscribe(listener: OddsListener): number {
      // Stryker disable next-line UpdateOperator: equivalent, counting down gives distinct ids too.
      const id = nextListenerId++;
      listeners.set(id, listener);
      for (const kind of LIST_KINDS) {
        const message = lists.fullMessage(kind);
        if (message !== null) listener(message);
      }
      return id;
    },

    unsubscribe(id: number): void {
      listeners.delete(id);
    },

    /** Posts the full view of a list again (the UI lost track of the deltas), and its marks. */
    resync(kind: ListKind): void {
      const message = lists.fullMessage(kind);
      if (message !== null) post(message);
      const shown = moves.marksOf(kind);
      if (Object.keys(shown).length > 0) post({ type: 'odds.moves', kind, moves: shown });
    },

    /**
     * Where one price has been since the page opened (oldest first), from whichever
     * list holds it longest; [] when no list held it.
     */
    priceHistory(eventId: number, sortRowNo: number, field: PriceField): PriceHistoryAnswer {
      return moves.priceHistory(eventId, sortRowNo, field, now());
    },
  };
}

export type OddsEngine = ReturnType<typeof createOddsEngine>;
