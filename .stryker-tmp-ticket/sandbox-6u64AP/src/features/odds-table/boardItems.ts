// @ts-nocheck
// The odds tables as one flat list for the virtualiser: per table its head (title and columns)
// or the no-data line, per tournament its header, and one item per event of an open group.
// Positions come from the virtualiser; the ranges tell which items a table or group encloses.
import type { EventView, Layout, TournamentGroupView } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';

/** A table head, the no-data line, or a tournament header: the items both boards lay out alike. */
export type FrameItem =
  | { type: 'table-head'; kind: ListKind; key: string }
  | { type: 'empty'; kind: ListKind; key: string }
  | { type: 'group'; kind: ListKind; group: TournamentGroupView; collapsed: boolean; key: string };

/** The desktop board's items: the frame, and one row item per event of an open group. */
export type BoardItem =
  FrameItem | { type: 'event'; kind: ListKind; groupKey: number; event: EventView; key: string };

export interface ItemRange {
  /** Index of the first item (the table head or the group header). */
  first: number;
  /** Index of the last item enclosed. */
  last: number;
}

/** A table as both boards receive it (desktop tables, mobile boxes). */
export interface BoardTable {
  kind: ListKind;
  layout: Layout;
  groups: readonly TournamentGroupView[];
  /** The lists loaded and came back empty (or every league was filtered out). */
  isEmpty: boolean;
}

export interface BoardGroupRange extends ItemRange {
  kind: ListKind;
  group: TournamentGroupView;
  collapsed: boolean;
}

export interface BoardTableRange extends ItemRange {
  kind: ListKind;
  layout: Layout;
  groups: BoardGroupRange[];
}

/** Items of type `I` in one flat list for the virtualiser, and the ranges each table and group encloses. */
export interface LaidOutBoard<I> {
  items: I[];
  tables: BoardTableRange[];
}

export type Board = LaidOutBoard<BoardItem>;

/**
 * The tables as one flat list (both boards): per table its head or the no-data line, per tournament
 * its header, and per event of an open group whatever `eventItem` makes of it (a desktop row, a
 * mobile match box). Collapse is per tournament: under the time sort it folds every run of it.
 */
export function layOutBoard<E>(
  tables: readonly BoardTable[],
  isCollapsed: (kind: ListKind, tournamentId: number) => boolean,
  eventItem: (table: BoardTable, group: TournamentGroupView, event: EventView) => E,
): LaidOutBoard<FrameItem | E> {
  const items: (FrameItem | E)[] = [];
  const ranges: BoardTableRange[] = [];
  for (const table of tables) {
    const tableRange: BoardTableRange = {
      kind: table.kind,
      layout: table.layout,
      first: items.length,
      last: items.length,
      groups: [],
    };
    items.push({ type: 'table-head', kind: table.kind, key: `${table.kind}:head` });
    if (table.isEmpty) items.push({ type: 'empty', kind: table.kind, key: `${table.kind}:empty` });
    for (const group of table.groups) {
      const collapsed = isCollapsed(table.kind, group.head.tournamentId);
      const groupRange: BoardGroupRange = {
        kind: table.kind,
        group,
        collapsed,
        first: items.length,
        last: items.length,
      };
      items.push({
        type: 'group',
        kind: table.kind,
        group,
        collapsed,
        key: `${table.kind}:g${group.key}`,
      });
      if (!collapsed) for (const event of group.events) items.push(eventItem(table, group, event));
      groupRange.last = items.length - 1;
      tableRange.groups.push(groupRange);
    }
    tableRange.last = items.length - 1;
    ranges.push(tableRange);
  }
  return { items, tables: ranges };
}

type EventItem = Extract<BoardItem, { type: 'event' }>;

/** The row item made for each event view, reused while the event and its place stay the same (as
 *  the phone's match items are: a refresh makes items only for the events that changed). */
const eventItems = new WeakMap<EventView, EventItem>();

function eventItem(kind: ListKind, groupKey: number, event: EventView): EventItem {
  const held = eventItems.get(event);
  if (held !== undefined && held.kind === kind && held.groupKey === groupKey) return held;
  const item: EventItem = { type: 'event', kind, groupKey, event, key: `${kind}:e${event.key}` };
  eventItems.set(event, item);
  return item;
}

/** The desktop board: one row item per event. */
export function buildBoard(
  tables: readonly BoardTable[],
  isCollapsed: (kind: ListKind, tournamentId: number) => boolean,
): Board {
  return layOutBoard(tables, isCollapsed, (table, group, event) =>
    eventItem(table.kind, group.key, event),
  );
}

/** Row height the virtualiser assumes before an item is measured. */
export const ESTIMATED_ROW_PX = 27;
const TABLE_HEAD_PX = 58;
const GROUP_HEAD_PX = 29;
const EMPTY_PX = 48;
const MORE_PANEL_PX = 76;

export function estimateItemSize(
  item: BoardItem,
  layout: Layout,
  openPanelEventId: number | null,
): number {
  switch (item.type) {
    case 'table-head':
      return TABLE_HEAD_PX;
    case 'empty':
      return EMPTY_PX;
    case 'group':
      return GROUP_HEAD_PX;
    default: {
      const rows = Math.max(1, item.event.rows.length);
      const lines = layout === 'd-line' ? rows * 3 : rows;
      const panel = layout === 's-line' && openPanelEventId === item.event.key ? MORE_PANEL_PX : 0;
      return lines * ESTIMATED_ROW_PX + 1 + panel;
    }
  }
}
