// @ts-nocheck
import { useCallback, useMemo, useState } from 'react';
import type { OddsQuery } from '@workers/odds/engine';
import { useFilterStore, useStorageFilter } from '@src/shared/storage/FilterContext';
import { chooseEarlyDate, earlyDateOptions } from '../filters/earlyDates';
import { useSearchText } from '../search/searchStore';
import { useMovingOnly } from '../filters/movingStore';
import { listsForTab, oddsQueryFor, serverQueryKey } from './boardQuery';

/**
 * What a board asks for: the member's filter and its store, the tab and the lists it shows, the
 * early dates, and the worker's query with the key of the settings the server answers differently
 * to. `tableType` overrides the filter's table type (the mobile boxes always ask for the
 * double-line shape).
 */
export function useBoardQuery(tableType?: OddsQuery['tableType']) {
  const filterStore = useFilterStore();
  const filter = useStorageFilter();
  const tab = filter.sortFilterEventId;
  const kinds = useMemo(() => listsForTab(tab), [tab]);
  const [openedAt] = useState(() => Date.now());
  const earlyDates = useMemo(() => earlyDateOptions(openedAt), [openedAt]);
  const earlyDate = chooseEarlyDate(earlyDates, filter.sortEarlyDate, openedAt);
  const setEarlyDate = useCallback(
    (sortEarlyDate: string) => filterStore.update((current) => ({ ...current, sortEarlyDate })),
    [filterStore],
  );
  const search = useSearchText();
  const movingOnly = useMovingOnly();
  const query = useMemo(
    (): OddsQuery => ({
      ...oddsQueryFor(filter, earlyDate),
      ...(tableType === undefined ? {} : { tableType }),
      search,
      movingOnly,
    }),
    [filter, earlyDate, search, tableType, movingOnly],
  );
  return {
    filter,
    filterStore,
    tab,
    kinds,
    earlyDates,
    earlyDate,
    setEarlyDate,
    query,
    /** Changes when the lists must start afresh (the server would answer differently). */
    serverKey: serverQueryKey(query, tab),
  };
}

export type BoardQuery = ReturnType<typeof useBoardQuery>;
