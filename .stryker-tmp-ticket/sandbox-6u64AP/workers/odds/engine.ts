// @ts-nocheck
// The stateful odds engine: holds the lists per kind (live, nonlive, early), the query of the
// filter bar, and the subscribers; runs one refresh at a time per list and posts one message per
// refresh. Plain TypeScript with an injected fetch, so it runs in the worker and, for
// `?engine=main`, on the main thread alike. It composes named parts (engine/): the lists' state
// under the filter bar's settings, the calls in flight, the price moves; and the nudge block below.
import { fetchOddsList } from './api';
import type { ApiConfig, FetchLike } from './api';
import type { OddsMessage, PriceField } from './core/view';
import type { PriceHistoryAnswer } from './core/priceHistory';
import {
  NUDGE_MISSES_MAX,
  NUDGE_QUIET_MS,
  heldEventIds,
  nudgeGapMs,
  nudgeTouches,
  replyChangedEventIds,
} from './core/nudge';
import type { OddsChangedMessage } from '@contract/realtime';
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

// The nudges' numbers live with their pure rules (the refresh machine reads them too).
export {
  NUDGE_JITTER_MS,
  NUDGE_MIN_GAP_MS,
  NUDGE_MISSES_MAX,
  NUDGE_QUIET_MS,
  nudgeGapMs,
} from './core/nudge';
/**
 * How long a cancelled list call waits before its fetch is aborted: a refresh of the same list that
 * asks meanwhile joins it instead (the countdown's reload cancels its refresh and asks again at once,
 * as separate messages to the worker).
 */
export const CANCEL_GRACE_MS = 100;
/**
 * What the nudged calls answered (`askNudged`): the lists that asked, the events their replies say
 * changed (null: a full load, anything may have), whether a list is still behind a nudge (it asks
 * again once `restMs` has passed), and how long from now before the next nudged call may start.
 */
export interface NudgedAnswer {
  asked: ListKind[];
  changedEventIds: number[] | null;
  behind: boolean;
  restMs: number;
}

/** Only the lists with a `_nonfullload` call follow nudges; the early list keeps the countdown. */
const NUDGED_KINDS: readonly ListKind[] = ['live', 'nonlive'];

export interface EngineOptions {
  fetch: FetchLike;
  config?: Partial<ApiConfig>;
  query?: Partial<OddsQuery>;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

function staleOutcome(kind: ListKind): RefreshOutcome {
  return { kind, status: 'stale', eventCount: 0, changeId: null, changedEventIds: null };
}

/** A list that follows nudges: see `nudged` in createOddsEngine. */
interface NudgedList {
  /** A nudge it is behind came, and no call has asked for it yet (or the last fell short). */
  pending: boolean;
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
   * Per nudged list: whether a call is wanted, when the last one started, the newest id named,
   * the calls spent chasing it, and until when nudges are ignored (one proved out of reach).
   */
  const nudged = new Map<ListKind, NudgedList>();

  /**
   * The bookkeeping of a nudge (its timing is the refresh machine's): each held list it may touch
   * wants its change id, unless the list is failing (left to its retries) or ignores nudges for a
   * while (its last one proved out of reach). Returns those lists.
   */
  function noteNudge(message: OddsChangedMessage): ListKind[] {
    const held = NUDGED_KINDS.flatMap((kind) => {
      const state = lists.held(kind);
      return state?.view == null ? [] : [{ kind, list: state.list }];
    });
    const related = heldEventIds(held.map((h) => h.list));
    const touched: ListKind[] = [];
    for (const { kind, list } of held) {
      if (lists.isFailing(kind) || !nudgeTouches(list, related, message)) continue;
      let state = nudged.get(kind);
      if (state === undefined || state.generation !== lists.generation()) {
        state = {
          pending: false,
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
      state.pending = true;
      touched.push(kind);
    }
    return touched;
  }

  /**
   * After a nudged call: while the list is behind a nudge it stays pending, unless NUDGE_MISSES_MAX
   * calls in a row fell short of the id wanted when they started: then the nudges were out of
   * reach and are ignored for NUDGE_QUIET_MS. A failed call leaves the list to its retries.
   */
  function afterNudgedCall(state: NudgedList, target: number, outcome: RefreshOutcome): void {
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
    state.pending = held < state.wantedChangeId;
  }

  /**
   * The nudged calls, when the refresh machine's wait is over: `message` (the nudges gathered
   * meanwhile, or null when asking again after a miss) goes into the books, then each pending list
   * of this generation that is shown and not failing asks for its delta, side by side.
   */
  async function askNudged(message: OddsChangedMessage | null): Promise<NudgedAnswer> {
    if (message !== null) noteNudge(message);
    const asking = NUDGED_KINDS.flatMap((kind) => {
      const state = nudged.get(kind);
      if (state === undefined || !state.pending) return [];
      if (
        state.generation !== lists.generation() ||
        // Stryker disable next-line OptionalChaining: equivalent, the list goes only with a new generation, which answers first.
        lists.held(kind)?.view == null ||
        lists.isFailing(kind)
      ) {
        nudged.delete(kind);
        return [];
      }
      return [{ kind, state }];
    });
    const outcomes = await Promise.all(
      asking.map(async ({ kind, state }) => {
        state.pending = false;
        state.lastStartMs = now();
        const target = state.wantedChangeId;
        const outcome = await refresh(kind);
        afterNudgedCall(state, target, outcome);
        return outcome;
      }),
    );
    const answered = outcomes.filter((outcome) => outcome.status === 'ok');
    const changed = answered.map((outcome) => outcome.changedEventIds);
    const behind = asking.filter(({ state }) => state.pending);
    return {
      asked: asking.map(({ kind }) => kind),
      changedEventIds: changed.some((ids) => ids === null)
        ? null
        : changed.flatMap((ids) => ids ?? []),
      behind: behind.length > 0,
      // The gap runs from each call's start (doubled after a miss), whether or not it asks again.
      restMs: Math.max(
        0,
        ...asking.map(({ state }) => state.lastStartMs + nudgeGapMs(state.misses) - now()),
      ),
    };
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
     * A realtime nudge (the member API's odds broadcast) for the sport shown, into the books only:
     * the lists it may touch (see `noteNudge`). Their calls are `askNudged`'s.
     */
    nudge: noteNudge,

    /**
     * The nudged calls (the refresh machine invokes them once its gap and jitter have passed): at
     * most one call in flight per list, later nudges gathered for the next. A failing list is left
     * to its retries, and a list whose last nudge was out of reach ignores nudges for NUDGE_QUIET_MS.
     */
    askNudged,

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
