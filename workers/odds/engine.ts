// The stateful odds engine: holds the lists per kind (live, nonlive, early), the query of the
// filter bar, and the subscribers; runs one refresh at a time per list and posts one message per
// refresh. Plain TypeScript with an injected fetch, so it runs in the worker and, for
// `?engine=main`, on the main thread alike.
import { oddsTypeFor } from '@contract/odds';
import { defaultEarlyDate } from '@contract/bangkok';
import { fetchOddsList } from './api';
import type { ApiConfig, FetchLike, OddsRequest } from './api';
import { createListState, rebuildList, refreshList } from './core/pipeline';
import type { ListState } from './core/pipeline';
import type {
  OddsMessage,
  PriceField,
  PriceMoveMark,
  SortTypeTime,
  TableType,
  ViewQuery,
} from './core/view';
import {
  cellKey,
  createPriceHistory,
  MOVING_WINDOW_MS,
  movesWithin,
  pricePoints,
  recordDelta,
  recordView,
  summarisePrice,
} from './core/priceHistory';
import type { PriceHistory, PriceHistoryAnswer, PricePoint } from './core/priceHistory';
import { layoutFor } from './core/viewModel';
import {
  NUDGE_MISSES_MAX,
  NUDGE_QUIET_MS,
  heldEventIds,
  nudgeGapMs,
  nudgeTouches,
  replyChangedEventIds,
} from './core/nudge';
import type { OddsNudge } from './core/nudge';
import type { BetType, OddsType, SortTime } from '@contract/wire';
import type { ListKind } from '@contract/oddsList';

/** The filter-bar settings the engine applies (storageFilter fields). */
export interface OddsQuery {
  /** selectCategoryId */
  sportTypeId: number;
  /** sc for tabs 1/2/3, step for 5, mix for 6 */
  betType: BetType;
  /** sortCurrency */
  oddsType: OddsType;
  /** sortBeforeTime */
  sortTime: SortTime;
  /** 'dd/mm/yyyy', 'Allearly', or '' for the default (tomorrow) */
  earlyDate: string;
  /** sortTypeTime */
  sortTypeTime: SortTypeTime;
  /** sortTypeTable */
  tableType: TableType;
  /** sortSelectLeagueAll */
  leagueAll: boolean;
  /** sortSelectLeagueId */
  leagueIds: number[];
  /** Team and league search (not stored): narrows the lists held, no call. */
  search?: string;
  /** "Moving now" (not stored): only events with a price that moved more than once lately. */
  movingOnly?: boolean;
}

export const DEFAULT_ODDS_QUERY: OddsQuery = {
  sportTypeId: 1,
  betType: 'sc',
  oddsType: 'MY',
  sortTime: 'all',
  earlyDate: '',
  sortTypeTime: 'normal',
  tableType: 'f-line',
  leagueAll: true,
  leagueIds: [],
};

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

const LIST_KINDS: readonly ListKind[] = ['live', 'nonlive', 'early'];

/** The query fields the server answers differently to: changing one starts the lists afresh. */
function serverQueryChanged(a: OddsQuery, b: OddsQuery): boolean {
  return (
    a.sportTypeId !== b.sportTypeId ||
    a.betType !== b.betType ||
    oddsTypeFor(a.betType, a.sportTypeId, a.oddsType) !==
      oddsTypeFor(b.betType, b.sportTypeId, b.oddsType) ||
    a.sortTime !== b.sortTime ||
    a.earlyDate !== b.earlyDate
  );
}

function viewQueryFor(kind: ListKind, query: OddsQuery): ViewQuery {
  return {
    kind,
    layout: layoutFor(query.tableType, query.sportTypeId),
    // The early list is single bets only.
    betType: kind === 'early' ? 'sc' : query.betType,
    sortTypeTime: query.sortTypeTime,
    sortTime: query.sortTime,
    leagueAll: query.leagueAll,
    leagueIds: query.leagueIds,
    search: query.search ?? '',
  };
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

/** A list's call out, shared by whoever asks for the list meanwhile (see `refresh`, `cancel`). */
interface InFlightCall {
  generation: number;
  outcome: Promise<RefreshOutcome>;
  controller: AbortController;
  /** The callers that named themselves and have not cancelled. */
  requestIds: Set<number>;
  /** A caller without a request id waits: the call is never aborted. */
  held: boolean;
  /** The abort waiting for its grace to pass (every caller cancelled); undefined: none. */
  abortTimer: unknown;
}

export function createOddsEngine(options: EngineOptions) {
  const now = options.now ?? (() => Date.now());
  let config: ApiConfig = { apiBase: '', token: '', ...options.config };
  let query: OddsQuery = { ...DEFAULT_ODDS_QUERY, ...options.query };
  /** Bumped whenever the lists start afresh: replies of an older generation are dropped. */
  let generation = 0;
  const lists = new Map<ListKind, ListState>();
  /**
   * Per list: the call out, shared by whoever asks meanwhile. A caller that names a request id
   * may cancel it (`cancel`); once every caller with an id has cancelled and none without one (a
   * nudge, a retry) waits, the fetch is aborted CANCEL_GRACE_MS later, unless a refresh of the same
   * list and generation joins it meanwhile (a reload that replaces a refresh asks for the same list
   * at once: it must not pay for the whole list twice).
   */
  const inFlight = new Map<ListKind, InFlightCall>();
  const listeners = new Map<number, OddsListener>();
  let nextListenerId = 1;
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ??
    ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  /**
   * Per nudged list: the call waiting for its turn, when the last one started, the newest id named,
   * the calls spent chasing it, and until when nudges are ignored (one proved out of reach).
   */
  const nudged = new Map<ListKind, NudgedList>();
  /**
   * The lists whose last reply was a failure: a nudge never calls them. Their retries (the client's
   * retry actor, at its own 1, 2, 4, 8, 16 s) and the countdown call them until a good reply.
   */
  const failing = new Set<ListKind>();

  /** Where each shown price has been, per list, and the prices marked as moving. */
  const histories = new Map<ListKind, PriceHistory>();
  const marks = new Map<ListKind, Map<string, PriceMoveMark>>();

  /** The view settings of a list now, "moving now" included. */
  function queryFor(kind: ListKind): ViewQuery {
    const view = viewQueryFor(kind, query);
    if (query.movingOnly !== true) return view;
    const moving = new Set<number>();
    // Stryker disable next-line ArrayDeclaration: equivalent, a key that names no event adds NaN, which no event id is.
    for (const key of marks.get(kind)?.keys() ?? []) moving.add(Number(key.split(':')[0]));
    return { ...view, onlyEvents: moving };
  }

  function stateOf(kind: ListKind): ListState {
    return lists.get(kind) ?? createListState(queryFor(kind));
  }

  /**
   * After a list message: its prices into the history, then the marks that changed (a price that
   * moved more than once within MOVING_WINDOW_MS) posted apart from the rows. With "moving now" on,
   * a change of which events move rebuilds the list.
   */
  function trackMoves(kind: ListKind, message: OddsMessage): void {
    // Stryker disable next-line ConditionalExpression: equivalent, only list messages are passed in (errors are posted apart).
    if (message.type !== 'odds.full' && message.type !== 'odds.delta') return;
    let history = histories.get(kind);
    if (history === undefined) {
      history = createPriceHistory();
      histories.set(kind, history);
    }
    const at = now();
    let changed: ReadonlySet<string>;
    if (message.type === 'odds.full') {
      recordView(history, message.view, at);
      changed = new Set();
    } else {
      changed = recordDelta(history, message.delta, at);
    }
    const shown = marks.get(kind) ?? new Map<string, PriceMoveMark>();
    marks.set(kind, shown);
    const moves: Record<string, PriceMoveMark | null> = {};
    let anyChange = false;
    let setChanged = false;
    for (const key of new Set([...changed, ...shown.keys()])) {
      const counted = movesWithin(pricePoints(history, key), at, MOVING_WINDOW_MS);
      const before = shown.get(key);
      if (counted.up + counted.down > 1) {
        if (before?.up === counted.up && before.down === counted.down) continue;
        setChanged ||= before === undefined;
        shown.set(key, counted);
        moves[key] = counted;
        anyChange = true;
      } else if (before !== undefined) {
        shown.delete(key);
        moves[key] = null;
        anyChange = true;
        setChanged = true;
      }
    }
    if (!anyChange) return;
    post({ type: 'odds.moves', kind, moves });
    const state = lists.get(kind);
    // Stryker disable next-line OptionalChaining: equivalent, the list was just stored (applyReply, setQuery).
    if (setChanged && query.movingOnly === true && state?.view != null) {
      const rebuilt = rebuildList(state, queryFor(kind));
      lists.set(kind, rebuilt.state);
      post(rebuilt.message);
    }
  }

  function post(message: OddsMessage): void {
    for (const listener of listeners.values()) listener(message);
  }

  function fullMessage(kind: ListKind): OddsMessage | null {
    const state = lists.get(kind);
    if (state?.view == null) return null;
    return { type: 'odds.full', kind, seq: state.seq, view: state.view };
  }

  function requestFor(kind: ListKind): OddsRequest {
    return {
      kind,
      // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: equivalent, the early call's path and odds type are single bets whatever betType says (api.ts).
      betType: kind === 'early' ? 'sc' : query.betType,
      sportTypeId: query.sportTypeId,
      oddsType: query.oddsType,
      sortTime: query.sortTime,
      earlyDate: query.earlyDate === '' ? defaultEarlyDate(now()) : query.earlyDate,
      changeId: stateOf(kind).list.changeId,
    };
  }

  /** Folds one odds reply into a list and posts the message; what `refresh` does after its call. */
  function applyReply(kind: ListKind, payload: unknown): RefreshOutcome {
    const result = refreshList(stateOf(kind), payload, queryFor(kind));
    lists.set(kind, result.state);
    if (result.message?.type === 'odds.error') failing.add(kind);
    else failing.delete(kind);
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
    const dropped = () => startedIn !== generation || signal.aborted;
    try {
      const payload = await fetchOddsList(options.fetch, config, requestFor(kind), signal);
      if (dropped()) return staleOutcome(kind);
      const outcome = applyReply(kind, payload);
      if (outcome.status !== 'reload') return outcome;
      // Once, with no change_id held: a full load, which always applies (never a loop).
      const full = await fetchOddsList(options.fetch, config, requestFor(kind), signal);
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
    const running = inFlight.get(kind);
    if (running !== undefined && running.generation === generation) {
      if (requestId === undefined) running.held = true;
      else running.requestIds.add(requestId);
      // A caller joined within the grace: the call goes on, for it and for whoever cancelled.
      clearTimer(running.abortTimer);
      running.abortTimer = undefined;
      return running.outcome;
    }
    const controller = new AbortController();
    const call: InFlightCall = {
      generation,
      outcome: runRefresh(kind, generation, controller.signal).finally(() => {
        // Answered within the grace: nothing left to abort.
        clearTimer(call.abortTimer);
        if (inFlight.get(kind) === call) inFlight.delete(kind);
      }),
      controller,
      requestIds: new Set(requestId === undefined ? [] : [requestId]),
      held: requestId === undefined,
      abortTimer: undefined,
    };
    inFlight.set(kind, call);
    return call.outcome;
  }

  /**
   * The caller `requestId` no longer wants its call: when no one else waits for it, its fetch is
   * aborted after CANCEL_GRACE_MS unless a refresh of the same list joins it meanwhile (see
   * `refresh`). A reply that lands within the grace is the current list's and is applied as usual.
   */
  function cancel(requestId: number): void {
    for (const [kind, running] of inFlight) {
      if (!running.requestIds.delete(requestId)) continue;
      if (running.held || running.requestIds.size > 0) continue;
      running.abortTimer = setTimer(() => {
        running.abortTimer = undefined;
        running.controller.abort();
        // A later refresh starts a call of its own rather than join the aborted one.
        if (inFlight.get(kind) === running) inFlight.delete(kind);
      }, CANCEL_GRACE_MS);
    }
  }

  /**
   * The bookkeeping of a nudge (its timing is the refresh machine's): each held list it may touch
   * wants its change id, unless the list is failing (left to its retries) or ignores nudges for a
   * while (its last one proved out of reach). Returns those lists.
   */
  function noteNudge(message: OddsNudge): ListKind[] {
    const held = NUDGED_KINDS.flatMap((kind) => {
      const state = lists.get(kind);
      return state?.view == null ? [] : [{ kind, list: state.list }];
    });
    const related = heldEventIds(held.map((h) => h.list));
    const touched: ListKind[] = [];
    for (const { kind, list } of held) {
      if (failing.has(kind) || !nudgeTouches(list, related, message)) continue;
      let state = nudged.get(kind);
      if (state === undefined || state.generation !== generation) {
        state = {
          pending: false,
          lastStartMs: -Infinity,
          wantedChangeId: 0,
          generation,
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
    if (state.generation !== generation || outcome.status !== 'ok') return;
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
  async function askNudged(message: OddsNudge | null): Promise<NudgedAnswer> {
    if (message !== null) noteNudge(message);
    const asking = NUDGED_KINDS.flatMap((kind) => {
      const state = nudged.get(kind);
      if (state === undefined || !state.pending) return [];
      // Stryker disable next-line OptionalChaining: equivalent, the list goes only with a new generation, which answers first.
      if (state.generation !== generation || lists.get(kind)?.view == null || failing.has(kind)) {
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

  return {
    configure(next: Partial<ApiConfig>): void {
      config = { ...config, ...next };
    },

    /** New filter-bar settings: lists start afresh when the server would answer differently,
     *  otherwise each shown list is rebuilt from the data held and posted at once. */
    setQuery(next: Partial<OddsQuery>): void {
      const previous = query;
      query = { ...query, ...next };
      if (serverQueryChanged(previous, query)) {
        // Stryker disable next-line AssignmentOperator: equivalent, generations are only compared for equality and -= 1 gives new values too.
        generation += 1;
        lists.clear();
        failing.clear();
        // The lists are no longer held: nor is where their prices have been.
        histories.clear();
        marks.clear();
        return;
      }
      for (const kind of LIST_KINDS) {
        const state = lists.get(kind);
        if (state?.view == null) continue;
        const result = rebuildList(state, queryFor(kind));
        lists.set(kind, result.state);
        post(result.message);
        trackMoves(kind, result.message);
      }
    },

    /** Calls the list (incrementally when a change_id is held) and posts the outcome. Calls for
     *  the same list while one is out share its outcome. */
    refresh,

    /** Cancels the refresh asked for under `requestId` (see `refresh`). */
    cancel,

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
        const message = fullMessage(kind);
        if (message !== null) listener(message);
      }
      return id;
    },

    unsubscribe(id: number): void {
      listeners.delete(id);
    },

    /** Posts the full view of a list again (the UI lost track of the deltas), and its marks. */
    resync(kind: ListKind): void {
      const message = fullMessage(kind);
      if (message !== null) post(message);
      const shown = marks.get(kind);
      if (shown !== undefined && shown.size > 0)
        post({ type: 'odds.moves', kind, moves: Object.fromEntries(shown) });
    },

    /**
     * Where one price has been since the page opened (oldest first), from whichever
     * list holds it longest; [] when no list held it.
     */
    priceHistory(eventId: number, sortRowNo: number, field: PriceField): PriceHistoryAnswer {
      const key = cellKey(eventId, sortRowNo, field);
      let longest: PricePoint[] = [];
      for (const history of histories.values()) {
        const points = pricePoints(history, key);
        if (points.length > longest.length) longest = points;
      }
      return summarisePrice(longest, now());
    },
  };
}

export type OddsEngine = ReturnType<typeof createOddsEngine>;
