// @ts-nocheck
// One refresh of one list, end to end: decode, merge, filter, sort, derive, view model, diff.
// Per-event work is memoised by event_id: an event whose decoded content did not change keeps
// its view (same object), so a refresh costs little more than the events that changed.
import { decodeOddsReply } from './decode';
import { diffListView } from './delta';
import { sameJumps, sameOddsEvent, sameTournamentHead } from './equality';
import {
  isDroppedFromList,
  isLeagueSelected,
  isShownInHalfTimeTable,
  matchesMatchTime,
} from './filter';
import { readKickoff } from './kickoff';
import type { Kickoff } from './kickoff';
import { EMPTY_ODDS_LIST, mergeOddsList } from './merge';
import type { OddsList } from './merge';
import { withoutPriceChanges } from './priceRow';
import { normaliseSearch, searchGroup } from './search';
import { groupByTournament, groupConsecutive, orderByTime } from './sort';
import type { Grouped } from './sort';
import type {
  EventView,
  LeagueJump,
  LeagueOption,
  OddsListView,
  OddsMessage,
  TournamentGroupView,
  TournamentHead,
  ViewQuery,
} from './view';
import { buildEventView } from './viewModel';
import type { ListKind, OddsEvent, WireTournament } from '@contract/oddsList';

/**
 * What the per-refresh pass needs of one event, kept flat on purpose: the pass touches every
 * event of the list on every refresh, so it reads this one object and nothing behind it.
 */
interface CachedEvent {
  event: OddsEvent;
  /** null: nothing of the event is shown in this layout and bet type. */
  view: EventView | null;
  /** The view carries price-change flags, which the next refresh clears. */
  priceMoved: boolean;
  tournament: WireTournament;
  tournamentId: number;
  realKickoffTime: string;
  kickoff: Kickoff;
  /** Bangkok kickoff hour and weekday, copied out of `kickoff` for the filters. */
  hour: number;
  weekday: number;
  liveChannel: boolean;
  shownInHalfTimeTable: boolean;
}

/**
 * Memo of derived event views for one layout and bet type, by event_id. Only ever speeds things
 * up, except that it also holds the prices the next price_change compares against. It is updated
 * in place by the refresh that is given it (a list state is used once).
 */
export interface ViewCache {
  layout: ViewQuery['layout'];
  betType: ViewQuery['betType'];
  events: Map<number, CachedEvent>;
}

export function createViewCache(query: Pick<ViewQuery, 'layout' | 'betType'>): ViewCache {
  return { layout: query.layout, betType: query.betType, events: new Map() };
}

function hasPriceChange(view: EventView | null): boolean {
  if (view === null) return false;
  for (const row of view.rows) if (row.price_change !== undefined) return true;
  return false;
}

function cacheEntry(event: OddsEvent, kickoff: Kickoff, view: EventView | null): CachedEvent {
  return {
    event,
    view,
    priceMoved: hasPriceChange(view),
    tournament: event.tournament,
    tournamentId: event.tournament.tournament_id,
    realKickoffTime: event.real_kickoff_time,
    kickoff,
    hour: kickoff.hour,
    weekday: kickoff.weekday,
    liveChannel: event.channel_live !== '',
    shownInHalfTimeTable: isShownInHalfTimeTable(event),
  };
}

/** The same view, its rows without price-change flags. */
function withSettledPrices(view: EventView): EventView {
  return {
    key: view.key,
    head: view.head,
    rows: withoutPriceChanges(view.rows),
    rowSpan: view.rowSpan,
    moreCount: view.moreCount,
  };
}

/** The entry of an event that is new, changed, or whose price moves are to be cleared. */
function refreshedEntry(
  event: OddsEvent,
  known: CachedEvent | undefined,
  cache: ViewCache,
): CachedEvent {
  if (known !== undefined && sameOddsEvent(known.event, event)) {
    // Same content: same view, except that last refresh's price moves are over. Keep the newer
    // event object, so the next refresh meets it by identity.
    return cacheEntry(
      event,
      known.kickoff,
      known.priceMoved && known.view !== null ? withSettledPrices(known.view) : known.view,
    );
  }
  const kickoff =
    known !== undefined && known.realKickoffTime === event.real_kickoff_time
      ? known.kickoff
      : readKickoff(event.real_kickoff_time);
  return cacheEntry(
    event,
    kickoff,
    buildEventView(event, kickoff, cache.layout, cache.betType, known?.view ?? undefined),
  );
}

/** Events dropped by the list rules that do not depend on the league selection. */
function isInList(entry: CachedEvent, query: ViewQuery): boolean {
  if (entry.view === null) return false;
  if (query.layout === 'h-line' && !entry.shownInHalfTimeTable) return false;
  if (isDroppedFromList(query.kind, entry)) return false;
  return matchesMatchTime(entry, query.sortTime);
}

function hasLiveChannel(grouped: Grouped<CachedEvent>): boolean {
  for (const entry of grouped.items) if (entry.liveChannel) return true;
  return false;
}

function tournamentHead(grouped: Grouped<CachedEvent>): TournamentHead {
  const first = grouped.items[0]!.tournament;
  return {
    tournamentId: first.tournament_id,
    name_en: first.name_en,
    name_th: first.name_th,
    isEsport: grouped.isEsport,
    liveIcon: hasLiveChannel(grouped),
  };
}

/**
 * The group draws as `before`: checked before building anything, as most groups do not change. The
 * same event views, one for one, are the same head too: a view is kept only while its event's
 * content is the same (its tournament's names, which also say e-sport, and its live channel).
 */
function isGroupUnchanged(grouped: Grouped<CachedEvent>, before: TournamentGroupView): boolean {
  if (before.events.length !== grouped.items.length) return false;
  for (let i = 0; i < grouped.items.length; i++)
    if (grouped.items[i]!.view !== before.events[i]) return false;
  return true;
}

function groupView(
  grouped: Grouped<CachedEvent>,
  before: TournamentGroupView | undefined,
): TournamentGroupView {
  if (before !== undefined && isGroupUnchanged(grouped, before)) return before;
  const head = tournamentHead(grouped);
  // Every entry that reaches a group has a view (isInList).
  const events = grouped.items.map((entry) => entry.view!);
  return {
    key: grouped.key,
    head: before !== undefined && sameTournamentHead(before.head, head) ? before.head : head,
    events,
  };
}

function buildGroups(
  grouped: readonly Grouped<CachedEvent>[],
  previous: OddsListView | null,
): TournamentGroupView[] {
  const previousGroups = new Map<number, TournamentGroupView>();
  for (const group of previous?.groups ?? []) previousGroups.set(group.key, group);
  return grouped.map((group) => groupView(group, previousGroups.get(group.key)));
}

function leagueOption(group: Grouped<CachedEvent>): LeagueOption {
  const tournament = group.items[0]!.tournament;
  return {
    tournamentId: tournament.tournament_id,
    name_en: tournament.name_en,
    name_th: tournament.name_th,
    eventCount: group.items.length,
  };
}

function sameLeagueOptions(
  grouped: readonly Grouped<CachedEvent>[],
  leagues: readonly LeagueOption[],
): boolean {
  if (grouped.length !== leagues.length) return false;
  for (let i = 0; i < grouped.length; i++) {
    const group = grouped[i]!;
    const league = leagues[i]!;
    const tournament = group.items[0]!.tournament;
    if (
      league.tournamentId !== group.tournamentId ||
      league.eventCount !== group.items.length ||
      league.name_en !== tournament.name_en ||
      league.name_th !== tournament.name_th
    ) {
      return false;
    }
  }
  return true;
}

function buildLeagues(
  grouped: readonly Grouped<CachedEvent>[],
  previous: OddsListView | null,
): LeagueOption[] {
  if (previous !== null && sameLeagueOptions(grouped, previous.leagues)) return previous.leagues;
  return grouped.map(leagueOption);
}

/** The leagues of the table, each once at its first group, with its events over all its groups. */
function buildJumps(
  groups: readonly TournamentGroupView[],
  previous: OddsListView | null,
): LeagueJump[] {
  const byId = new Map<number, LeagueJump>();
  const jumps: LeagueJump[] = [];
  for (const group of groups) {
    const held = byId.get(group.head.tournamentId);
    if (held !== undefined) {
      held.eventCount += group.events.length;
      continue;
    }
    const jump: LeagueJump = {
      tournamentId: group.head.tournamentId,
      name_en: group.head.name_en,
      name_th: group.head.name_th,
      eventCount: group.events.length,
      groupKey: group.key,
    };
    byId.set(jump.tournamentId, jump);
    jumps.push(jump);
  }
  return previous !== null && sameJumps(previous.jumps, jumps) ? previous.jumps : jumps;
}

/** Drops the entries of events no longer in the list (event ids are unique within a list). */
function forgetClosedEvents(cache: ViewCache, list: OddsList): void {
  if (cache.events.size === list.events.length) return;
  const held = new Set<number>();
  for (const event of list.events) held.add(event.event_id);
  for (const id of cache.events.keys()) if (!held.has(id)) cache.events.delete(id);
}

/** The search keeps whole tournaments whose name matches, else the matches whose team matches. */
function searchList(grouped: Grouped<CachedEvent>[], needle: string): Grouped<CachedEvent>[] {
  if (needle === '') return grouped;
  const found: Grouped<CachedEvent>[] = [];
  for (const group of grouped) {
    const tournament = group.items[0]!.tournament;
    const items = searchGroup(
      needle,
      [tournament.name_en, tournament.name_th],
      group.items,
      (entry) => {
        const head = entry.view!.head;
        return [head.home_en, head.home_th, head.away_en, head.away_th];
      },
    );
    if (items.length === group.items.length) found.push(group);
    else if (items.length > 0) found.push({ ...group, items: [...items] });
  }
  return found;
}

/** The events kept by `found`, in kickoff order (`ordered`), as runs of one tournament. */
function kickoffRuns(
  ordered: readonly CachedEvent[],
  found: readonly Grouped<CachedEvent>[],
): Grouped<CachedEvent>[] {
  let kept: readonly CachedEvent[] = ordered;
  let count = 0;
  for (const group of found) count += group.items.length;
  if (count !== ordered.length) {
    const keep = new Set<CachedEvent>();
    for (const group of found) for (const entry of group.items) keep.add(entry);
    kept = ordered.filter((entry) => keep.has(entry));
  }
  return groupConsecutive(
    kept,
    (entry) => entry.tournamentId,
    (entry) => entry.tournament.name_en,
  );
}

export interface BuiltView {
  view: OddsListView;
  cache: ViewCache;
}

/**
 * The view of a list under a query. `previous` (the last view of this list) and `held` (the cache
 * of the last refresh, updated in place) supply objects to reuse and the prices that price_change
 * compares against.
 */
export function buildListView(
  list: OddsList,
  query: ViewQuery,
  held: ViewCache,
  previous: OddsListView | null,
): BuiltView {
  const cache =
    held.layout === query.layout && held.betType === query.betType ? held : createViewCache(query);
  const inList: CachedEvent[] = [];
  for (const event of list.events) {
    let entry = cache.events.get(event.event_id);
    // An incremental load hands back the very same object for every event it did not touch.
    if (entry === undefined || entry.event !== event || entry.priceMoved) {
      entry = refreshedEntry(event, entry, cache);
      cache.events.set(event.event_id, entry);
    }
    if (
      isInList(entry, query) &&
      (query.onlyEvents == null || query.onlyEvents.has(event.event_id))
    )
      inList.push(entry);
  }
  forgetClosedEvents(cache, list);
  const ordered = orderByTime(inList, query.sortTypeTime, (entry) => entry.realKickoffTime);
  // One grouping by tournament serves the league list (before the league selection), the league
  // selection and the search, which keep or drop whole tournaments or single events. The normal
  // sort draws these groups; the time sort draws what they kept as runs of consecutive events of
  // one tournament, in kickoff order.
  const grouped = groupByTournament(
    ordered,
    (entry) => entry.tournamentId,
    (entry) => entry.tournament.name_en,
  );
  const selected = new Set(query.leagueIds);
  const selectedLeagues = query.leagueAll
    ? grouped
    : grouped.filter((group) => isLeagueSelected(group.tournamentId, false, selected));
  const found = searchList(selectedLeagues, normaliseSearch(query.search ?? ''));
  const shown = query.sortTypeTime === 'time' ? kickoffRuns(ordered, found) : found;
  const samePrevious = previous !== null && previous.layout === query.layout ? previous : null;
  let eventCount = 0;
  for (const group of shown) eventCount += group.items.length;
  const groups = buildGroups(shown, samePrevious);
  const view: OddsListView = {
    kind: query.kind,
    layout: query.layout,
    changeId: list.changeId,
    eventCount,
    groups,
    leagues: buildLeagues(grouped, samePrevious),
    jumps: buildJumps(groups, samePrevious),
  };
  return { view, cache };
}

/** Everything held for one list between refreshes. */
export interface ListState {
  list: OddsList;
  cache: ViewCache;
  /** The last view sent, and its sequence number (0: none sent yet). */
  view: OddsListView | null;
  seq: number;
}

export function createListState(query: ViewQuery): ListState {
  return { list: EMPTY_ODDS_LIST, cache: createViewCache(query), view: null, seq: 0 };
}

export interface RefreshResult {
  state: ListState;
  message: OddsMessage;
}

/** A delta that did not follow the list held: nothing to post; the caller asks for a full load. */
export interface ReloadResult {
  state: ListState;
  message: null;
}

/**
 * The message for a freshly built view: a delta against the last one sent when it had the same
 * layout, else the full view.
 */
export function viewMessage(state: ListState, built: BuiltView, list: OddsList): RefreshResult {
  const seq = state.seq + 1;
  const next: ListState = { list, cache: built.cache, view: built.view, seq };
  const kind: ListKind = built.view.kind;
  if (state.view !== null && state.view.layout === built.view.layout) {
    const delta = diffListView(state.view, built.view);
    return { state: next, message: { type: 'odds.delta', kind, seq, baseSeq: state.seq, delta } };
  }
  return { state: next, message: { type: 'odds.full', kind, seq, view: built.view } };
}

/** One refresh: the reply of an odds call in, the next state and the one message to post out. */
export function refreshList(
  state: ListState,
  payload: unknown,
  query: ViewQuery,
): RefreshResult | ReloadResult {
  const merged = mergeOddsList(state.list, decodeOddsReply(payload));
  if (merged.status === 'reload') return { state: { ...state, list: merged.list }, message: null };
  if (merged.status === 'error') {
    const seq = state.seq;
    return {
      state,
      message: { type: 'odds.error', kind: query.kind, seq, message: merged.message },
    };
  }
  const built = buildListView(merged.list, query, state.cache, state.view);
  return viewMessage(state, built, merged.list);
}

/** The same list under new view settings (filter bar change): no call, same data. */
export function rebuildList(state: ListState, query: ViewQuery): RefreshResult {
  return viewMessage(state, buildListView(state.list, query, state.cache, state.view), state.list);
}
