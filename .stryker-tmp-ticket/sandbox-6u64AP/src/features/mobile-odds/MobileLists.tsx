// @ts-nocheck
import { memo, useMemo } from 'react';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { ListKind } from '@contract/oddsList';
import { useBoardVirtualizer } from '../odds-table/useBoardVirtualizer';
import { buildMobileBoard, estimateMobileItemSize } from '../odds-table/mobileItems';
import type { MobileBoardTable, MobileCollapseLists } from '../odds-table/mobileItems';
import {
  messages as tableMessages,
  namedMessages as tableNamed,
  tableTitles,
} from '../odds-table/messages';
import type { BoardFavourites } from '../favorites/useBoardFavourites';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { nameByLocale } from '@src/shared/i18n/locale';
import { SearchHighlight } from '../search/SearchHighlight';
import { MatchBox } from './MatchBox';
import * as styles from './MobileOdds.css';

const OVERSCAN = 4;

const at = (top: number): CSSProperties => ({ transform: `translateY(${top}px)` });

interface MobileListsProps extends BoardFavourites {
  tables: readonly MobileBoardTable[];
  collapse: MobileCollapseLists;
  onToggleTournament(kind: ListKind, tournamentId: number): void;
  onToggleMatch(kind: ListKind, eventId: number): void;
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
export const MobileLists = memo(function MobileLists(props: MobileListsProps) {
  const intl = useIntl();
  const board = useMemo(
    () => buildMobileBoard(props.tables, props.collapse),
    [props.tables, props.collapse],
  );
  const {
    listRef,
    virtualizer,
    visibleByIndex: byIndex,
    startOf,
    endOf,
  } = useBoardVirtualizer(
    'mobile',
    board,
    (index) => {
      const item = board.items[index];
      return item === undefined ? 0 : estimateMobileItemSize(item);
    },
    OVERSCAN,
    { overscanAfterFirstOdds: true },
  );

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
