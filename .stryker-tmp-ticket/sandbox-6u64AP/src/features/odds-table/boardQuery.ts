// @ts-nocheck
// From the saved filters to what the engine is asked: which lists a tab shows, with which bet
// type, and which settings make the server answer differently (those start the lists afresh).
import type { OddsQuery } from '@workers/odds/engine';
import type { EventTabId } from '@contract/wire';
import { EVENT_TABS, betTypeOfTab } from '@contract/wire';
import { oddsListsKey } from '@contract/oddsListQuery';
import type { ListKind } from '@contract/oddsList';
import type { StorageFilter } from '@src/shared/storage/storageFilter';

/** Live shows the live table; Early the early market; Today, Step and Mix the live and non-live tables. */
export function listsForTab(tab: EventTabId): ListKind[] {
  if (tab === EVENT_TABS.live) return ['live'];
  if (tab === EVENT_TABS.early) return ['early'];
  return ['live', 'nonlive'];
}

export function oddsQueryFor(filter: StorageFilter, earlyDate: string): OddsQuery {
  return {
    sportTypeId: filter.selectCategoryId,
    betType: betTypeOfTab(filter.sortFilterEventId),
    oddsType: filter.sortCurrency,
    sortTime: filter.sortBeforeTime,
    earlyDate,
    sortTypeTime: filter.sortTypeTime,
    tableType: filter.sortTypeTable,
    leagueAll: filter.sortSelectLeagueAll,
    leagueIds: filter.sortSelectLeagueId,
  };
}

/**
 * When the board starts afresh: the lists' own rule (contract/oddsListQuery.ts: the settings the server
 * answers differently to, those the engine clears its lists on), or another set of lists shown
 * (the tab), which the board must ask for at once.
 */
export function serverQueryKey(query: OddsQuery, tab: EventTabId): string {
  return `${oddsListsKey(query)}|${listsForTab(tab).join(',')}`;
}

/** Collapsed groups are kept separately for the live table and the non-live/early table. */
export type CollapseBucket = 'live' | 'early';

export function collapseBucket(kind: ListKind): CollapseBucket {
  return kind === 'live' ? 'live' : 'early';
}
