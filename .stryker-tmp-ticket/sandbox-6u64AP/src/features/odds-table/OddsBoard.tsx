// @ts-nocheck
import type { EventTabId } from '@contract/wire';
import { useCallback, useMemo, useState } from 'react';
import type { ListKind } from '@contract/oddsList';
import { OddsListState } from '../odds-area/OddsListState';
import { OfflineOdds } from '../offline/OfflineOdds';
import { useBoardFavourites } from '../favorites/useBoardFavourites';
import { betTypeCountsOf, FilterBar } from '../filters/FilterBar';
import { CountdownScope } from '../filters/RefreshButton';
import { collapseBucket } from './boardQuery';
import type { CollapseBucket } from './boardQuery';
import { OddsTables } from './OddsTables';
import { useBoardLeagueJumps } from './leagueJump';
import type { LeagueJumpTarget } from './leagueJump';
import { usePopupActor } from '@src/shared/popups/PopupProvider';
import { useBoardLists } from './useBoardLists';
import { OddsLoading } from '../odds-area/OddsLoading';
import { LiveEventsContext } from '@src/shared/odds/liveEvents';
import { PriceMovesContext } from '@src/shared/board/actions';
import { useBoardTables } from './stableTables';

export interface OddsBoardProps {
  /** The chosen sport's name, stored with its favourites. */
  sportName: string;
  tabCounts: Record<EventTabId, number>;
}

const NOTHING_COLLAPSED: Record<CollapseBucket, ReadonlySet<number>> = {
  live: new Set(),
  early: new Set(),
};

export function useCollapsedGroups(sportId: number) {
  const [collapsed, setCollapsed] = useState<{
    sportId: number;
    buckets: Record<CollapseBucket, ReadonlySet<number>>;
  }>(() => ({
    sportId,
    buckets: { live: new Set(), early: new Set() },
  }));
  // Choosing a sport clears the collapsed groups, also for when the member switches back.
  if (collapsed.sportId !== sportId) setCollapsed({ sportId, buckets: NOTHING_COLLAPSED });
  const current = useMemo(
    () => (collapsed.sportId === sportId ? collapsed.buckets : NOTHING_COLLAPSED),
    [collapsed, sportId],
  );
  const isCollapsed = useCallback(
    (kind: ListKind, tournamentId: number) => current[collapseBucket(kind)].has(tournamentId),
    [current],
  );
  const toggle = useCallback(
    (kind: ListKind, tournamentId: number) =>
      setCollapsed((state) => {
        const buckets =
          state.sportId === sportId
            ? state.buckets
            : { live: new Set<number>(), early: new Set<number>() };
        const bucket = new Set(buckets[collapseBucket(kind)]);
        if (bucket.has(tournamentId)) bucket.delete(tournamentId);
        else bucket.add(tournamentId);
        return { sportId, buckets: { ...buckets, [collapseBucket(kind)]: bucket } };
      }),
    [sportId],
  );
  /** Opens a tournament in one list (a jump to it); nothing changes when it is open already. */
  const unfold = useCallback(
    (kind: ListKind, tournamentId: number) =>
      setCollapsed((state) => {
        if (state.sportId !== sportId) return state;
        const held = state.buckets[collapseBucket(kind)];
        if (!held.has(tournamentId)) return state;
        const bucket = new Set(held);
        bucket.delete(tournamentId);
        return { sportId, buckets: { ...state.buckets, [collapseBucket(kind)]: bucket } };
      }),
    [sportId],
  );
  return { isCollapsed, toggle, unfold };
}

/**
 * The filter bar and the odds tables of the chosen sport and tab: drives the odds engine through
 * the worker client, refreshes on the countdown, and keeps favourites and collapsed groups.
 */
export function OddsBoard({ sportName, tabCounts }: OddsBoardProps) {
  const { settings, refresh, shown } = useBoardLists();
  const { filter, filterStore, kinds, earlyDates, earlyDate, setEarlyDate } = settings;
  const { refreshSeconds, boardMode, refreshNow, retryNow } = refresh;
  const { lists, leagues, liveEvents, priceMoves } = shown;
  // Laid out again only when the structure changed; the rows follow their events.
  const tables = useBoardTables(kinds, lists, 'f-line');
  const shownLists = useMemo(
    () => kinds.map((kind) => ({ kind, snapshot: lists[kind] })),
    [kinds, lists],
  );

  const {
    isCollapsed,
    toggle: toggleCollapse,
    unfold,
  } = useCollapsedGroups(filter.selectCategoryId);
  // The change-league popup lists the leagues of the tables shown (the worker's `jumps`) and
  // jumps to one: unfolded here, scrolled to by leagueJump.
  useBoardLeagueJumps(
    tables,
    lists,
    useCallback((target: LeagueJumpTarget) => unfold(target.kind, target.tournamentId), [unfold]),
  );
  const popups = usePopupActor();
  const openChangeLeague = useCallback(
    () => popups.send({ type: 'popup.open', popup: 'change-league' }),
    [popups],
  );
  const [openPanel, setOpenPanel] = useState<number | null>(null);
  const togglePanel = useCallback(
    (eventId: number) => setOpenPanel((open) => (open === eventId ? null : eventId)),
    [],
  );
  const toggleCollapseAndPanel = useCallback(
    (kind: ListKind, tournamentId: number) => {
      toggleCollapse(kind, tournamentId);
      // The single-line table closes its detail panel on collapse.
      setOpenPanel(null);
    },
    [toggleCollapse],
  );

  const favourites = useBoardFavourites(filter.selectCategoryId, sportName);

  // Nothing to draw yet while the first answer is on its way: say so, and mark the area busy.
  const loading = tables.length === 0 && kinds.some((kind) => lists[kind].status !== 'error');

  return (
    <>
      <FilterBar
        filter={filter}
        onChange={filterStore.update}
        betTypeCounts={betTypeCountsOf(tabCounts)}
        leagues={leagues}
        refreshSeconds={refreshSeconds}
        boardMode={boardMode}
        onRefresh={refreshNow}
        earlyDates={earlyDates}
        earlyDate={earlyDate}
        onEarlyDate={setEarlyDate}
        onChangeLeague={openChangeLeague}
      />
      <CountdownScope seconds={refreshSeconds}>
        <div aria-busy={loading}>
          {loading ? <OddsLoading /> : null}
          <OfflineOdds lists={shownLists.map((list) => list.snapshot)}>
            <OddsListState lists={shownLists} onRetry={retryNow}>
              <PriceMovesContext.Provider value={priceMoves}>
                <LiveEventsContext.Provider value={liveEvents}>
                  <OddsTables
                    tables={tables}
                    tableType={filter.sortTypeTable}
                    fontSize={filter.sortFontSize}
                    isCollapsed={isCollapsed}
                    onToggleCollapse={toggleCollapseAndPanel}
                    {...favourites}
                    onRefresh={refreshNow}
                    openPanelEventId={openPanel}
                    onTogglePanel={togglePanel}
                  />
                </LiveEventsContext.Provider>
              </PriceMovesContext.Provider>
            </OddsListState>
          </OfflineOdds>
        </div>
      </CountdownScope>
    </>
  );
}
