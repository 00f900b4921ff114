// @ts-nocheck
import { memo, useId, useLayoutEffect, useMemo } from 'react';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { useBoardVirtualizer } from './useBoardVirtualizer';
import type { ListKind } from '@contract/oddsList';
import type { FontSize, TableType } from '@src/shared/storage/storageFilter';
import { buildBoard, estimateItemSize } from './boardItems';
import type { BoardGroupRange, BoardTable, BoardTableRange } from './boardItems';
import { EventRow } from './EventRow';
import { messages } from './messages';
import { ensureTabStop, onGridFocus, onGridKeyDown } from './gridNavigation';
import { LAYOUT_COLUMNS, TableHead } from './TableHead';
import { TournamentHeader } from './TournamentHeader';
import * as styles from './OddsTable.css';

export interface OddsTablesProps {
  tables: readonly BoardTable[];
  /** The member's table type (storageFilter.sortTypeTable); Muay Thai draws its own layout. */
  tableType: TableType;
  fontSize: FontSize;
  isCollapsed(kind: ListKind, tournamentId: number): boolean;
  onToggleCollapse(kind: ListKind, tournamentId: number): void;
  isFavouriteEvent(eventId: number): boolean;
  isFavouriteTournament(tournamentId: number): boolean;
  onToggleEventFavourite(eventId: number, tournamentId: number): void;
  onToggleTournamentFavourite(tournamentId: number, eventIds: readonly number[]): void;
  onRefresh(kind: ListKind): void;
  openPanelEventId: number | null;
  onTogglePanel(eventId: number): void;
  /** Items drawn beyond the window on each side. */
  overscan?: number;
}

const DEFAULT_OVERSCAN = 6;

function absoluteAt(top: number): CSSProperties {
  return { transform: `translateY(${top}px)`, top: 0 };
}

/**
 * The live and the non-live/early tables, virtualised together against the window: table heads
 * and tournament headers are always drawn (they are few), events only near the viewport, so 3,000
 * events keep a DOM of a few dozen rows. Each table and group is still one element wrapping its
 * rows (the test hooks `odds-table` and `tournament-group`).
 */
// Memoised: the board re-renders every second for the countdown, and the tables need not follow.
export const OddsTables = memo(function OddsTables(props: OddsTablesProps) {
  const intl = useIntl();
  const { tables, isCollapsed, openPanelEventId } = props;
  const board = useMemo(() => buildBoard(tables, isCollapsed), [tables, isCollapsed]);
  const layoutOf = useMemo(() => {
    const layouts = new Map<ListKind, BoardTableRange['layout']>();
    for (const table of board.tables) layouts.set(table.kind, table.layout);
    return layouts;
  }, [board]);
  const { listRef, virtualizer, visibleByIndex, startOf, endOf } = useBoardVirtualizer(
    'desktop',
    board,
    (index) => {
      const item = board.items[index];
      return item === undefined
        ? 0
        : estimateItemSize(item, layoutOf.get(item.kind) ?? 'f-line', openPanelEventId);
    },
    props.overscan ?? DEFAULT_OVERSCAN,
  );
  const titleIdBase = useId();

  // Each grid keeps one Tab stop, whichever rows the virtualiser draws.
  useLayoutEffect(() => {
    for (const grid of listRef.current?.querySelectorAll<HTMLElement>('[role="grid"]') ?? [])
      ensureTabStop(grid);
  });

  function renderEvent(index: number, groupTop: number, kind: ListKind) {
    const virtual = visibleByIndex.get(index);
    const item = board.items[index];
    if (virtual === undefined || item?.type !== 'event') return null;
    const layout = layoutOf.get(kind) ?? 'f-line';
    return (
      <div
        key={item.key}
        className={styles.eventItem}
        style={absoluteAt(startOf(index) - groupTop)}
        data-index={index}
        ref={virtualizer.measureElement}
      >
        <EventRow
          event={item.event}
          layout={layout}
          kind={kind}
          favourite={props.isFavouriteEvent(item.event.key)}
          onToggleFavourite={props.onToggleEventFavourite}
          panelOpen={openPanelEventId === item.event.key}
          onTogglePanel={props.onTogglePanel}
        />
      </div>
    );
  }

  function renderGroup(group: BoardGroupRange, tableTop: number) {
    const groupTop = startOf(group.first);
    const events: React.ReactNode[] = [];
    for (let index = group.first + 1; index <= group.last; index++) {
      if (visibleByIndex.has(index)) events.push(renderEvent(index, groupTop, group.kind));
    }
    const tournamentId = group.group.head.tournamentId;
    return (
      <div
        key={group.group.key}
        className={styles.group}
        style={{ ...absoluteAt(groupTop - tableTop), height: endOf(group.last) - groupTop }}
        data-testid="tournament-group"
        data-tournament-id={tournamentId}
        data-collapsed={group.collapsed}
      >
        <div data-index={group.first} ref={virtualizer.measureElement} role="row">
          <TournamentHeader
            columnCount={LAYOUT_COLUMNS[layoutOf.get(group.kind) ?? 'f-line'].length}
            kind={group.kind}
            head={group.group.head}
            events={group.group.events}
            collapsed={group.collapsed}
            favourite={props.isFavouriteTournament(tournamentId)}
            onToggleCollapse={props.onToggleCollapse}
            onToggleFavourite={props.onToggleTournamentFavourite}
            onRefresh={props.onRefresh}
          />
        </div>
        {events}
      </div>
    );
  }

  return (
    <div
      ref={listRef}
      className={`${styles.viewport} ${styles.fontScale[props.fontSize]}`}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {board.tables.map((table) => {
        const tableTop = startOf(table.first);
        const empty = board.items[table.first + 1]?.type === 'empty';
        return (
          // The grid's focus is its one roving Tab stop inside (gridNavigation), not the grid itself.
          // eslint-disable-next-line jsx-a11y/interactive-supports-focus
          <div
            key={table.kind}
            role="grid"
            aria-labelledby={`${titleIdBase}-${table.kind}`}
            onKeyDown={onGridKeyDown}
            onFocus={onGridFocus}
            className={styles.table}
            style={{ ...absoluteAt(tableTop), height: endOf(table.last) - tableTop }}
            data-testid="odds-table"
            data-kind={table.kind}
            data-table-type={props.tableType}
            data-layout={table.layout}
            data-event-count={
              tables
                .find((candidate) => candidate.kind === table.kind)
                ?.groups.reduce((sum, group) => sum + group.events.length, 0) ?? 0
            }
          >
            <div data-index={table.first} ref={virtualizer.measureElement}>
              <TableHead
                kind={table.kind}
                layout={table.layout}
                titleId={`${titleIdBase}-${table.kind}`}
              />
            </div>
            {empty ? (
              <div
                className={styles.noData}
                style={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  ...absoluteAt(startOf(table.first + 1) - tableTop),
                }}
                data-index={table.first + 1}
                ref={virtualizer.measureElement}
                data-testid="no-data"
                role="row"
              >
                <span role="gridcell">{intl.formatMessage(messages.noData)}</span>
              </div>
            ) : null}
            {table.groups.map((group) => renderGroup(group, tableTop))}
          </div>
        );
      })}
    </div>
  );
});
