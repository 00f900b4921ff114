// @ts-nocheck
import type { EventTabId } from '@contract/wire';
import { useContext, useMemo } from 'react';
import { useBoardLists } from '../odds-table/useBoardLists';
import { useBoardLeagueJumps } from '../odds-table/leagueJump';
import { useEarlyDateLabel } from '../filters/useEarlyDateLabel';
import { useBoardFavourites } from '../favorites/useBoardFavourites';
import { OddsTableActionsContext, PriceMovesContext } from '@src/shared/board/actions';
import type { OddsTableActions } from '@src/shared/board/actions';
import { EVENT_TABS, betTypeOfTab } from '@contract/wire';
import { betTypeCountsOf } from '../filters/FilterBar';
import { CountdownScope } from '../filters/RefreshButton';
import { useOverlayActions } from '@src/shared/popups/PopupProvider';
import { OfflineOdds } from '../offline/OfflineOdds';
import { OddsListState } from '../odds-area/OddsListState';
import { MobileLists } from './MobileLists';
import { MobileOverlays } from './MobileOverlays';
import { MobileToolbar } from './MobileToolbar';
import { useMobileCollapse } from './useMobileCollapse';
import * as styles from './MobileOdds.css';
import { useLatest } from '@src/shared/useLatest';
import { afterNextFrame } from '@src/shared/ui/afterFrame';
import { LiveEventsContext } from '@src/shared/odds/liveEvents';
import { useBoardTables } from '../odds-table/stableTables';

export interface MobileOddsBoardProps {
  sportName: string;
  tabCounts: Record<EventTabId, number>;
}

/** Every market of a match: the mobile tables show full and half time, 1x2 and odd/even. */
const MOBILE_TABLE_TYPE = 'd-line';

/**
 * The mobile odds board: toolbar (filters, early date, refresh), then the live and non-live/early
 * lists as tournament boxes and match boxes, virtualised against the window. The worker builds the
 * views (every market); this only lays them out. Tapping a price in single mode opens the ticket.
 */
export default function MobileOddsBoard({ sportName, tabCounts }: MobileOddsBoardProps) {
  const { settings, refresh, shown } = useBoardLists(MOBILE_TABLE_TYPE, { quietFocus: true });
  const { filter, filterStore, tab, kinds, earlyDates, earlyDate, setEarlyDate } = settings;
  const { refreshSeconds, boardMode, refreshNow, retryNow } = refresh;
  const { lists, leagues, liveEvents, priceMoves } = shown;
  // Laid out again only when the structure changed; the match boxes follow their events.
  const tables = useBoardTables(kinds, lists, MOBILE_TABLE_TYPE);

  const sportId = filter.selectCategoryId;
  const { collapseLists, toggleTournament, toggleMatch, unfold } = useMobileCollapse(sportId);
  // The change-league popup (opened from the drawer) lists the leagues of the tables shown and
  // jumps to one, unfolded first.
  useBoardLeagueJumps(tables, lists, unfold);

  const favourites = useBoardFavourites(sportId, sportName);

  // The ticket modal: a tap on a price in single mode adds the pick and opens it. It, the filter
  // sheet and the early-date modal are overlays of the popup machine (one open at a time).
  // The bet type follows the tab (as the ticket's does): read from the filter, so a tap (a pick, the
  // check's answer) does not re-render the whole board through the ticket's view.
  const betType = betTypeOfTab(filter.sortFilterEventId);
  const ticketModal = useOverlayActions('mobile-ticket');
  const ticketActions = useContext(OddsTableActionsContext);
  const betTypeRef = useLatest(betType);
  const showTicket = ticketModal.show;
  const boardActions = useMemo<OddsTableActions>(
    () => ({
      // Everything of the ticket's actions (the active and pressed prices, each price's keyed
      // subscription), the click opening the ticket besides.
      ...ticketActions,
      pickPrice(pick, position) {
        ticketActions.pickPrice(pick, position);
        // The tap's frame shows the chosen price; the modal is drawn in the next one, so its
        // mount is not part of the tap's latency (INP).
        if (betTypeRef.current === 'sc') afterNextFrame(showTicket);
      },
    }),
    [ticketActions, betTypeRef, showTicket],
  );

  // The board opens its overlays; MobileOverlays listens to whether they are open, so opening one
  // (the ticket, after a tap) draws the overlay, not the whole board again.
  const filterSheet = useOverlayActions('filter-sheet');
  const earlyDateModal = useOverlayActions('early-date');
  const dateLabel = useEarlyDateLabel();
  const earlyLabel = dateLabel(earlyDates.find((option) => option.value === earlyDate));

  return (
    <div className={styles.board}>
      <MobileToolbar
        onOpenFilters={filterSheet.show}
        earlyLabel={tab === EVENT_TABS.early ? earlyLabel : null}
        onOpenEarlyDate={earlyDateModal.show}
        refreshSeconds={refreshSeconds}
        boardMode={boardMode}
        onRefresh={refreshNow}
      />
      <CountdownScope seconds={refreshSeconds}>
        <OfflineOdds lists={kinds.map((kind) => lists[kind])}>
          <OddsListState
            lists={kinds.map((kind) => ({ kind, snapshot: lists[kind] }))}
            onRetry={retryNow}
          >
            <OddsTableActionsContext.Provider value={boardActions}>
              <PriceMovesContext.Provider value={priceMoves}>
                <LiveEventsContext.Provider value={liveEvents}>
                  <MobileLists
                    tables={tables}
                    collapse={collapseLists}
                    onToggleTournament={toggleTournament}
                    onToggleMatch={toggleMatch}
                    {...favourites}
                  />
                </LiveEventsContext.Provider>
              </PriceMovesContext.Provider>
            </OddsTableActionsContext.Provider>
          </OddsListState>
        </OfflineOdds>
      </CountdownScope>
      <MobileOverlays
        showTicketFab={betType !== 'sc'}
        sheet={{
          filter,
          onChange: filterStore.update,
          betTypeCounts: betTypeCountsOf(tabCounts),
          leagues,
          refreshSeconds,
          onRefresh: refreshNow,
          earlyDates,
          earlyDate,
          onEarlyDate: setEarlyDate,
        }}
      />
    </div>
  );
}
