// @ts-nocheck
// The member's saved filters, localStorage key `storageFilter` (tests seed and read it there).
// Whatever is stored is read field by field: a missing or malformed field takes its default and the
// rest are kept, so hand-edited or old JSON never stops the app.

import type { EventTabId, OddsType, SortTime } from '@contract/wire';
import {
  ALL_EARLY_DATE,
  EVENT_TAB_IDS,
  EVENT_TABS,
  FOOTBALL_SPORT_ID,
  ODDS_TYPES,
  SORT_TIMES,
} from '@contract/wire';

export const STORAGE_FILTER_KEY = 'storageFilter';

export const FONT_SIZES = ['a', '-a', '+a'] as const;
export const TIME_SORTS = ['normal', 'time'] as const;
export const TABLE_TYPES = ['f-line', 's-line', 'd-line', 'h-line'] as const;

export type FontSize = (typeof FONT_SIZES)[number];
export type TimeSort = (typeof TIME_SORTS)[number];
export type TableType = (typeof TABLE_TYPES)[number];

export interface StorageFilter {
  sortFontSize: FontSize;
  sortTypeTime: TimeSort;
  sortBeforeTime: SortTime;
  sortTypeTable: TableType;
  sortCurrency: OddsType;
  sortSelectLeagueAll: boolean;
  sortSelectLeagueId: number[];
  sortFilterEventId: EventTabId;
  quickBet: boolean;
  selectCategoryId: number;
  /** The early-market day chosen ('dd/mm/yyyy' or 'Allearly'); '' = the default day (tomorrow). */
  sortEarlyDate: string;
}

export const DEFAULT_STORAGE_FILTER: Readonly<StorageFilter> = Object.freeze({
  sortFontSize: 'a',
  sortTypeTime: 'normal',
  sortBeforeTime: 'all',
  sortTypeTable: 'f-line',
  sortCurrency: 'MY',
  sortSelectLeagueAll: true,
  sortSelectLeagueId: [],
  sortFilterEventId: EVENT_TABS.today,
  quickBet: true,
  selectCategoryId: FOOTBALL_SPORT_ID,
  sortEarlyDate: '',
});

function oneOf<T extends string | number>(choices: readonly T[]) {
  return (value: unknown): value is T => choices.some((choice) => choice === value);
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** League ids: keep the numeric ones of a list, so one bad entry does not lose the selection. */
function readLeagueIds(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((id): id is number => typeof id === 'number' && Number.isFinite(id));
}

const isEarlyDate = (value: unknown): value is string =>
  typeof value === 'string' && (value === ALL_EARLY_DATE || /^\d{2}\/\d{2}\/\d{4}$/.test(value));

function pick<T>(value: unknown, check: (value: unknown) => value is T, fallback: T): T {
  return check(value) ? value : fallback;
}

export function parseStorageFilter(stored: string | null): StorageFilter {
  let raw: unknown = null;
  if (stored !== null) {
    try {
      raw = JSON.parse(stored);
    } catch {
      raw = null;
    }
  }
  const source: Record<string, unknown> =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : {};
  const d = DEFAULT_STORAGE_FILTER;
  return {
    sortFontSize: pick(source.sortFontSize, oneOf(FONT_SIZES), d.sortFontSize),
    sortTypeTime: pick(source.sortTypeTime, oneOf(TIME_SORTS), d.sortTypeTime),
    sortBeforeTime: pick(source.sortBeforeTime, oneOf(SORT_TIMES), d.sortBeforeTime),
    sortTypeTable: pick(source.sortTypeTable, oneOf(TABLE_TYPES), d.sortTypeTable),
    sortCurrency: pick(source.sortCurrency, oneOf(ODDS_TYPES), d.sortCurrency),
    sortSelectLeagueAll: pick(source.sortSelectLeagueAll, isBoolean, d.sortSelectLeagueAll),
    sortSelectLeagueId: readLeagueIds(source.sortSelectLeagueId) ?? [...d.sortSelectLeagueId],
    sortFilterEventId: pick(source.sortFilterEventId, oneOf(EVENT_TAB_IDS), d.sortFilterEventId),
    quickBet: pick(source.quickBet, isBoolean, d.quickBet),
    selectCategoryId: pick(source.selectCategoryId, isPositiveInteger, d.selectCategoryId),
    sortEarlyDate: pick(source.sortEarlyDate, isEarlyDate, d.sortEarlyDate),
  };
}

export function loadStorageFilter(storage: Storage): StorageFilter {
  try {
    return parseStorageFilter(storage.getItem(STORAGE_FILTER_KEY));
  } catch {
    // Storage can be off (privacy modes); the defaults still give a working page.
    return parseStorageFilter(null);
  }
}

export function saveStorageFilter(storage: Storage, filter: StorageFilter): void {
  try {
    storage.setItem(STORAGE_FILTER_KEY, JSON.stringify(filter));
  } catch (failure) {
    console.warn('storageFilter could not be saved', failure);
  }
}

/**
 * Choosing a sport: store it, go back to Today and clear the league selection,
 * which belonged to the previous sport.
 */
export function chooseSport(filter: StorageFilter, sportId: number): StorageFilter {
  return {
    ...filter,
    selectCategoryId: sportId,
    sortFilterEventId: EVENT_TABS.today,
    sortSelectLeagueAll: true,
    sortSelectLeagueId: [],
  };
}

export function chooseEventTab(filter: StorageFilter, tab: EventTabId): StorageFilter {
  return { ...filter, sortFilterEventId: tab };
}
