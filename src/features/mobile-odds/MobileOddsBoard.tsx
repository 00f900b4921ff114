import { memo, useCallback, useContext, useMemo, useState } from 'react';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentTop } from '../odds-table/useDocumentTop';
import { useBoardLists } from '../odds-table/useBoardLists';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Range, VirtualItem } from '@tanstack/react-virtual';
import type { ListKind } from '@contract/oddsList';
import {
  buildMobileBoard,
  EMPTY_MOBILE_COLLAPSE,
  estimateMobileItemSize,
  toggleMobileCollapse,
  unfoldMobileTournament,
} from '../odds-table/mobileItems';
import { useBoardLeagueJumps } from '../odds-table/leagueJump';
import { useEarlyDateLabel } from '../filters/useEarlyDateLabel';
import type { LeagueJumpTarget } from '../odds-table/leagueJump';
import type { MobileBoardTable, MobileCollapseLists } from '../odds-table/mobileItems';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { nameByLocale } from '@src/shared/i18n/locale';
import type { EventTabId } from '@src/shared/storage/storageFilter';
import {
  isFavoriteEvent,
  isFavoriteTournament,
  toggleFavoriteEvent,
  toggleFavoriteTournament,
} from '../favorites/favorites';
import { pageFavoritesStore, useFavorites } from '../favorites/favoritesStore';
import { OddsTableActionsContext, PriceMovesContext } from '@src/shared/board/actions';
import type { OddsTableActions } from '@src/shared/board/actions';
import {
  messages as tableMessages,
  namedMessages as tableNamed,
  tableTitles,
} from '../odds-table/messages';
import { betTypeOfTab } from '@contract/wire';
import { BoardModeLabel, CountdownScope, RefreshButton } from '../filters/RefreshButton';
import { useOverlay } from '@src/shared/popups/PopupProvider';
import { EarlyDateModal } from './EarlyDateModal';
import { FilterSheet } from './FilterSheet';
import { MatchBox } from './MatchBox';
import { OfflineOdds } from '../offline/OfflineOdds';
import { OddsListState } from '../odds-area/OddsListState';
import { SearchField } from '../search/SearchField';
import { SearchHighlight } from '../search/SearchHighlight';
import { TicketFab, TicketModal } from './TicketModal';
import { messages } from './messages';
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
const OVERSCAN = 4;

const at = (top: number): CSSProperties => ({ transform: `translateY(${top}px)` });

/**
 * The mobile odds board: toolbar (filters, early date, refresh), then the live and non-live/early
 * lists as tournament boxes and match boxes, virtualised against the window. The worker builds the
 * views (every market); this only lays them out. Tapping a price in single mode opens the ticket.
 */
export default function MobileOddsBoard({ sportName, tabCounts }: MobileOddsBoardProps) {
  const intl = useIntl();
  const {
    filter,
    filterStore,
    tab,
    kinds,
    earlyDates,
    earlyDate,
    setEarlyDate,
    refreshSeconds,
    boardMode,
    refreshNow,
    lists,
    leagues,
    liveEvents,
    priceMoves,
  } = useBoardLists(MOBILE_TABLE_TYPE);
  // Laid out again only when the structure changed; the match boxes follow their events (issue 19).
  const tables = useBoardTables(kinds, lists, MOBILE_TABLE_TYPE);

  // Collapse lists of the mobile layout; choosing a sport clears them.
  const [collapse, setCollapse] = useState<{ sportId: number; lists: MobileCollapseLists }>({
    sportId: filter.selectCategoryId,
    lists: EMPTY_MOBILE_COLLAPSE,
  });
  const collapseLists =
    collapse.sportId === filter.selectCategoryId ? collapse.lists : EMPTY_MOBILE_COLLAPSE;
  const sportId = filter.selectCategoryId;
  const toggleTournament = useCallback(
    (kind: ListKind, id: number) =>
      setCollapse((state) => ({
        sportId,
        lists: toggleMobileCollapse(
          state.sportId === sportId ? state.lists : EMPTY_MOBILE_COLLAPSE,
          kind,
          'tournament',
          id,
        ),
      })),
    [sportId],
  );
  const toggleMatch = useCallback(
    (kind: ListKind, id: number) =>
      setCollapse((state) => ({
        sportId,
        lists: toggleMobileCollapse(
          state.sportId === sportId ? state.lists : EMPTY_MOBILE_COLLAPSE,
          kind,
          'match',
          id,
        ),
      })),
    [sportId],
  );

  // The change-league popup (opened from the drawer) lists the leagues of the tables shown and
  // jumps to one, unfolded first.
  useBoardLeagueJumps(
    tables,
    lists,
    useCallback(
      (target: LeagueJumpTarget) =>
        setCollapse((state) =>
          state.sportId === sportId
            ? {
                sportId,
                lists: unfoldMobileTournament(state.lists, target.kind, target.tournamentId),
              }
            : state,
        ),
      [sportId],
    ),
  );

  const favorites = useFavorites();
  const sport = useMemo(() => ({ sportTypeId: sportId, sportName }), [sportId, sportName]);
  const toggleEventFavourite = useCallback(
    (eventId: number, tournamentId: number) =>
      pageFavoritesStore().update((held) =>
        toggleFavoriteEvent(held, tournamentId, eventId, sport),
      ),
    [sport],
  );
  const toggleTournamentFavourite = useCallback(
    (tournamentId: number, eventIds: readonly number[]) =>
      pageFavoritesStore().update((held) =>
        toggleFavoriteTournament(held, tournamentId, eventIds, sport),
      ),
    [sport],
  );
  const favouriteEvent = useCallback(
    (eventId: number) => isFavoriteEvent(favorites, eventId),
    [favorites],
  );
  const favouriteTournament = useCallback(
    (tournamentId: number) => isFavoriteTournament(favorites, tournamentId),
    [favorites],
  );

  // The ticket modal: a tap on a price in single mode adds the pick and opens it. It, the filter
  // sheet and the early-date modal are overlays of the popup machine (one open at a time).
  // The bet type follows the tab (as the ticket's does): read from the filter, so a tap (a pick, the
  // check's answer) does not re-render the whole board through the ticket's view.
  const betType = betTypeOfTab(filter.sortFilterEventId);
  const ticketModal = useOverlay('mobile-ticket');
  const ticketActions = useContext(OddsTableActionsContext);
  const betTypeRef = useLatest(betType);
  const showTicket = ticketModal.show;
  const boardActions = useMemo<OddsTableActions>(
    () => ({
      isActive: ticketActions.isActive,
      pickPrice(pick, position) {
        ticketActions.pickPrice(pick, position);
        // The tap's frame shows the chosen price; the modal is drawn in the next one, so its
        // mount is not part of the tap's latency (INP).
        if (betTypeRef.current === 'sc') afterNextFrame(showTicket);
      },
    }),
    [ticketActions, betTypeRef, showTicket],
  );

  const filterSheet = useOverlay('filter-sheet');
  const earlyDateModal = useOverlay('early-date');
  const dateLabel = useEarlyDateLabel();
  const earlyLabel = dateLabel(earlyDates.find((option) => option.value === earlyDate));

  return (
    <div className={styles.board}>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.toolButton}
          data-testid="mobile-filters"
          onClick={filterSheet.show}
        >
          {intl.formatMessage(messages.filters)}
        </button>
        {tab === 3 ? (
          <button
            type="button"
            className={styles.toolButton}
            data-testid="early-date-open"
            onClick={earlyDateModal.show}
          >
            {intl.formatMessage(messages.earlyDate)}: {earlyLabel}
          </button>
        ) : null}
        <RefreshButton
          seconds={refreshSeconds}
          onRefresh={refreshNow}
          className={styles.toolButton}
        />
        <BoardModeLabel mode={boardMode} className={styles.boardMode} />
        <SearchField className={styles.search} />
      </div>
      <CountdownScope seconds={refreshSeconds}>
        <OfflineOdds lists={kinds.map((kind) => lists[kind])}>
          <OddsListState
            lists={kinds.map((kind) => ({ kind, snapshot: lists[kind] }))}
            onRetry={refreshNow}
          >
            <OddsTableActionsContext.Provider value={boardActions}>
              <PriceMovesContext.Provider value={priceMoves}>
                <LiveEventsContext.Provider value={liveEvents}>
                  <MobileLists
                    tables={tables}
                    collapse={collapseLists}
                    onToggleTournament={toggleTournament}
                    onToggleMatch={toggleMatch}
                    isFavouriteEvent={favouriteEvent}
                    isFavouriteTournament={favouriteTournament}
                    onToggleEventFavourite={toggleEventFavourite}
                    onToggleTournamentFavourite={toggleTournamentFavourite}
                  />
                </LiveEventsContext.Provider>
              </PriceMovesContext.Provider>
            </OddsTableActionsContext.Provider>
          </OddsListState>
        </OfflineOdds>
      </CountdownScope>
      {betType === 'sc' ? null : <TicketFab onOpen={ticketModal.show} />}
      {ticketModal.open ? <TicketModal onClose={ticketModal.close} /> : null}
      {filterSheet.open ? (
        <FilterSheet
          onClose={filterSheet.close}
          filter={filter}
          onChange={filterStore.update}
          betTypeCounts={{
            single: tabCounts[1] + tabCounts[2] + tabCounts[3],
            step: tabCounts[5],
            mix: tabCounts[6],
          }}
          leagues={leagues}
          refreshSeconds={refreshSeconds}
          onRefresh={refreshNow}
          earlyDates={earlyDates}
          earlyDate={earlyDate}
          onEarlyDate={setEarlyDate}
        />
      ) : null}
      {earlyDateModal.open ? (
        <EarlyDateModal
          options={earlyDates}
          value={earlyDate}
          onConfirm={setEarlyDate}
          onClose={earlyDateModal.close}
        />
      ) : null}
    </div>
  );
}

interface MobileListsProps {
  tables: readonly MobileBoardTable[];
  collapse: MobileCollapseLists;
  onToggleTournament(kind: ListKind, tournamentId: number): void;
  onToggleMatch(kind: ListKind, eventId: number): void;
  isFavouriteEvent(eventId: number): boolean;
  isFavouriteTournament(tournamentId: number): boolean;
  onToggleEventFavourite(eventId: number, tournamentId: number): void;
  onToggleTournamentFavourite(tournamentId: number, eventIds: readonly number[]): void;
}

const GroupHead = memo(function GroupHead(props: {
  kind: ListKind;
  head: { tournamentId: number; name_en: string; name_th: string; liveIcon: boolean };
  /** The group's events (the held array: a new list of ids each render would defeat memo). */
  events: readonly { key: number }[];
  collapsed: boolean;
  favourite: boolean;
  onToggle(kind: ListKind, tournamentId: number): void;
  onToggleFavourite(tournamentId: number, eventIds: readonly number[]): void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const name = nameByLocale(locale, { th: props.head.name_th, en: props.head.name_en });
  return (
    <div className={styles.groupHead}>
      <button
        type="button"
        className={styles.iconButton}
        data-testid="favorite-star"
        data-tournament-id={props.head.tournamentId}
        aria-pressed={props.favourite}
        aria-label={intl.formatMessage(
          props.favourite ? tableNamed.favoriteRemove : tableNamed.favoriteAdd,
          { name },
        )}
        onClick={() =>
          props.onToggleFavourite(
            props.head.tournamentId,
            props.events.map((event) => event.key),
          )
        }
      >
        {props.favourite ? '★' : '☆'}
      </button>
      <button
        type="button"
        className={styles.boxToggle}
        data-testid="tournament-collapse"
        aria-expanded={!props.collapsed}
        onClick={() => props.onToggle(props.kind, props.head.tournamentId)}
      >
        <span className={styles.wrap} data-testid="tournament-name" style={{ flex: 1 }}>
          <SearchHighlight text={name} words />
        </span>
        {props.head.liveIcon ? (
          <span className={styles.liveTag}>{intl.formatMessage(tableMessages.live)}</span>
        ) : null}
        <span aria-hidden="true">{props.collapsed ? '▸' : '▾'}</span>
      </button>
    </div>
  );
});

/** The tables, virtualised against the window; tournament boxes wrap their match boxes. Memoised:
 *  the board re-renders every second for the countdown, the lists need not follow. */
const MobileLists = memo(function MobileLists(props: MobileListsProps) {
  const intl = useIntl();
  const board = useMemo(
    () => buildMobileBoard(props.tables, props.collapse),
    [props.tables, props.collapse],
  );
  const alwaysDrawn = useMemo(() => {
    const indexes: number[] = [];
    for (const table of board.tables) {
      indexes.push(table.first);
      for (const group of table.groups) indexes.push(group.first);
    }
    return indexes;
  }, [board]);
  const [listRef, documentTop] = useDocumentTop();
  const rangeExtractor = useCallback(
    (range: Range) =>
      [...new Set([...alwaysDrawn, ...defaultRangeExtractor(range)])].sort((a, b) => a - b),
    [alwaysDrawn],
  );
  const virtualizer = useWindowVirtualizer({
    count: board.items.length,
    estimateSize: (index) => {
      const item = board.items[index];
      return item === undefined ? 0 : estimateMobileItemSize(item);
    },
    getItemKey: (index) => board.items[index]?.key ?? index,
    overscan: OVERSCAN,
    scrollMargin: documentTop,
    rangeExtractor,
  });
  const visible = virtualizer.getVirtualItems();
  const byIndex = new Map<number, VirtualItem>();
  for (const item of visible) byIndex.set(item.index, item);
  const measurements = virtualizer.measurementsCache;
  const startOf = (index: number) => (measurements[index]?.start ?? 0) - documentTop;
  const endOf = (index: number) => (measurements[index]?.end ?? 0) - documentTop;

  return (
    <div
      ref={listRef}
      className={styles.viewport}
      style={{ height: virtualizer.getTotalSize() }}
      data-testid="mobile-odds"
    >
      {board.tables.map((table) => {
        const tableTop = startOf(table.first);
        const empty = board.items[table.first + 1]?.type === 'empty';
        return (
          <section
            key={table.kind}
            className={styles.absolute}
            style={{ ...at(tableTop), height: endOf(table.last) - tableTop }}
            data-testid="odds-table"
            data-kind={table.kind}
            data-table-type="mobile"
            data-layout={table.layout}
            data-event-count={
              props.tables
                .find((candidate) => candidate.kind === table.kind)
                ?.groups.reduce((sum, group) => sum + group.events.length, 0) ?? 0
            }
          >
            <div data-index={table.first} ref={virtualizer.measureElement}>
              <h2
                className={`${styles.tableTitle} ${table.kind === 'live' ? styles.tableTitleLive : ''}`}
                style={{ margin: 0 }}
              >
                {intl.formatMessage(tableTitles[table.kind])}
              </h2>
            </div>
            {empty ? (
              <div
                className={`${styles.absolute} ${styles.noData}`}
                style={at(startOf(table.first + 1) - tableTop)}
                data-index={table.first + 1}
                ref={virtualizer.measureElement}
                data-testid="no-data"
              >
                {intl.formatMessage(tableMessages.noData)}
              </div>
            ) : null}
            {table.groups.map((range) => {
              const groupTop = startOf(range.first);
              const tournamentId = range.group.head.tournamentId;
              const matches: React.ReactNode[] = [];
              for (let index = range.first + 1; index <= range.last; index++) {
                const item = board.items[index];
                if (!byIndex.has(index) || item?.type !== 'match') continue;
                matches.push(
                  <div
                    key={item.key}
                    className={styles.absolute}
                    style={at(startOf(index) - groupTop)}
                    data-index={index}
                    ref={virtualizer.measureElement}
                  >
                    <MatchBox
                      event={item.event}
                      kind={item.kind}
                      layout={item.layout}
                      collapsed={item.collapsed}
                      favourite={props.isFavouriteEvent(item.event.key)}
                      onToggleCollapse={props.onToggleMatch}
                      onToggleFavourite={props.onToggleEventFavourite}
                    />
                  </div>,
                );
              }
              return (
                <div
                  key={range.group.key}
                  className={styles.absolute}
                  style={{ ...at(groupTop - tableTop), height: endOf(range.last) - groupTop }}
                  data-testid="tournament-group"
                  data-tournament-id={tournamentId}
                  data-collapsed={range.collapsed}
                >
                  <div data-index={range.first} ref={virtualizer.measureElement}>
                    <GroupHead
                      kind={table.kind}
                      head={range.group.head}
                      events={range.group.events}
                      collapsed={range.collapsed}
                      favourite={props.isFavouriteTournament(tournamentId)}
                      onToggle={props.onToggleTournament}
                      onToggleFavourite={props.onToggleTournamentFavourite}
                    />
                  </div>
                  {matches}
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
});
