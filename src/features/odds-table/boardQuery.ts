// From the saved filters to what the engine is asked: which lists a tab shows, with which bet
// type, and which settings make the server answer differently (those start the lists afresh).
import type { OddsQuery } from '@workers/odds/engine';
import type { BetType } from '@contract/wire';
import type { ListKind } from '@contract/oddsList';
import type { EventTabId, StorageFilter } from '@src/shared/storage/storageFilter';

/** Live shows the live table; Early the early market; Today, Step and Mix the live and non-live tables. */
export function listsForTab(tab: EventTabId): ListKind[] {
  if (tab === 1) return ['live'];
  if (tab === 3) return ['early'];
  return ['live', 'nonlive'];
}

export function betTypeForTab(tab: EventTabId): BetType {
  return tab === 5 ? 'step' : tab === 6 ? 'mix' : 'sc';
}

export function oddsQueryFor(filter: StorageFilter, earlyDate: string): OddsQuery {
  return {
    sportTypeId: filter.selectCategoryId,
    betType: betTypeForTab(filter.sortFilterEventId),
    oddsType: filter.sortCurrency,
    sortTime: filter.sortBeforeTime,
    earlyDate,
    sortTypeTime: filter.sortTypeTime,
    tableType: filter.sortTypeTable,
    leagueAll: filter.sortSelectLeagueAll,
    leagueIds: filter.sortSelectLeagueId,
  };
}

/** The settings the server answers differently to (the engine clears its lists on a change). */
export function serverQueryKey(query: OddsQuery, tab: EventTabId): string {
  return [
    query.sportTypeId,
    query.betType,
    query.oddsType,
    query.sortTime,
    query.earlyDate,
    tab,
  ].join('|');
}

/** Collapsed groups are kept separately for the live table and the non-live/early table. */
export type CollapseBucket = 'live' | 'early';

export function collapseBucket(kind: ListKind): CollapseBucket {
  return kind === 'live' ? 'live' : 'early';
}
