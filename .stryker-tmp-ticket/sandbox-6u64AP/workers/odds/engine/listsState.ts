// @ts-nocheck
// The odds lists the engine holds (live, nonlive, early) under the filter bar's settings: which
// settings the server answers differently to (a change starts the lists afresh, in a new
// generation, and replies of an older one are dropped), each list's view settings, the call that
// asks for a list, each reply folded in, and which lists failed last.
import { listsRestart } from '@contract/oddsListQuery';
import { defaultEarlyDate } from '@contract/bangkok';
import type { BetType, OddsType, SortTime } from '@contract/wire';
import type { ListKind } from '@contract/oddsList';
import type { OddsRequest } from '../api';
import { createListState, rebuildList, refreshList } from '../core/pipeline';
import type { ListState, RefreshResult, ReloadResult } from '../core/pipeline';
import type { OddsMessage, SortTypeTime, TableType, ViewQuery } from '../core/view';
import { layoutFor } from '../core/viewModel';

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

export const LIST_KINDS: readonly ListKind[] = ['live', 'nonlive', 'early'];

export function viewQueryFor(kind: ListKind, query: OddsQuery): ViewQuery {
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

export interface ListsStateOptions {
  query?: Partial<OddsQuery> | undefined;
  /** The events of a list with a moving price ("moving now" shows only them). */
  movingEvents(kind: ListKind): ReadonlySet<number>;
}

export interface ListsState {
  query(): OddsQuery;
  /** Bumped whenever the lists start afresh. */
  generation(): number;
  /** The list held, if any. */
  held(kind: ListKind): ListState | undefined;
  /** The view settings of a list now, "moving now" included. */
  viewQuery(kind: ListKind): ViewQuery;
  /** The call that asks for a list (incremental when a change id is held); `at`: now. */
  request(kind: ListKind, at: number): OddsRequest;
  /** Folds one reply into a list (kept, and noted failing or not); null message: ask for all. */
  fold(kind: ListKind, payload: unknown): RefreshResult | ReloadResult;
  /** Whether the last reply of a list was a failure. */
  isFailing(kind: ListKind): boolean;
  /**
   * New settings: true when the lists start afresh (a new generation, nothing held); else each
   * shown list is rebuilt from the data held, and its message is returned to post.
   */
  setQuery(next: Partial<OddsQuery>): { afresh: true } | { afresh: false; rebuilt: OddsMessage[] };
  /** A shown list built again under the same settings ("moving now" after the marks changed). */
  rebuild(kind: ListKind): OddsMessage | null;
  /** The whole view of a list held, as a message; null when none is shown. */
  fullMessage(kind: ListKind): OddsMessage | null;
}

export function createListsState(options: ListsStateOptions): ListsState {
  let query: OddsQuery = { ...DEFAULT_ODDS_QUERY, ...options.query };
  let generation = 0;
  const lists = new Map<ListKind, ListState>();
  /**
   * The lists whose last reply was a failure: a nudge never calls them. Their retries (the client's
   * loader, at its own 1, 2, 4, 8, 16 s) and the countdown call them until a good reply.
   */
  const failing = new Set<ListKind>();

  function viewQuery(kind: ListKind): ViewQuery {
    const view = viewQueryFor(kind, query);
    if (query.movingOnly !== true) return view;
    return { ...view, onlyEvents: new Set(options.movingEvents(kind)) };
  }

  function stateOf(kind: ListKind): ListState {
    return lists.get(kind) ?? createListState(viewQuery(kind));
  }

  function rebuild(kind: ListKind): OddsMessage | null {
    const state = lists.get(kind);
    if (state?.view == null) return null;
    const result = rebuildList(state, viewQuery(kind));
    lists.set(kind, result.state);
    return result.message;
  }

  return {
    query: () => query,
    generation: () => generation,
    held: (kind) => lists.get(kind),
    viewQuery,
    request(kind, at) {
      return {
        kind,
        // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: equivalent, the early call's path and odds type are single bets whatever betType says (api.ts).
        betType: kind === 'early' ? 'sc' : query.betType,
        sportTypeId: query.sportTypeId,
        oddsType: query.oddsType,
        sortTime: query.sortTime,
        earlyDate: query.earlyDate === '' ? defaultEarlyDate(at) : query.earlyDate,
        changeId: stateOf(kind).list.changeId,
      };
    },
    fold(kind, payload) {
      const result = refreshList(stateOf(kind), payload, viewQuery(kind));
      lists.set(kind, result.state);
      if (result.message?.type === 'odds.error') failing.add(kind);
      else failing.delete(kind);
      return result;
    },
    isFailing: (kind) => failing.has(kind),
    setQuery(next) {
      const previous = query;
      query = { ...query, ...next };
      if (listsRestart(previous, query)) {
        // Stryker disable next-line AssignmentOperator: equivalent, generations are only compared for equality and -= 1 gives new values too.
        generation += 1;
        lists.clear();
        failing.clear();
        return { afresh: true };
      }
      const rebuilt: OddsMessage[] = [];
      for (const kind of LIST_KINDS) {
        const message = rebuild(kind);
        if (message !== null) rebuilt.push(message);
      }
      return { afresh: false, rebuilt };
    },
    rebuild,
    fullMessage(kind) {
      const state = lists.get(kind);
      if (state?.view == null) return null;
      return { type: 'odds.full', kind, seq: state.seq, view: state.view };
    },
  };
}
