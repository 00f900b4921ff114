// The odds tables as one flat list for the virtualiser: per table its head (title and columns)
// or the no-data line, per tournament its header, and one item per event of an open group.
// Positions come from the virtualiser; the ranges tell which items a table or group encloses.
import type { EventView, Layout, TournamentGroupView } from '../../../workers/odds/core/view';
import type { ListKind } from '../../../workers/odds/core/wire';

export type BoardItem =
  | { type: 'table-head'; kind: ListKind; key: string }
  | { type: 'empty'; kind: ListKind; key: string }
  | { type: 'group'; kind: ListKind; group: TournamentGroupView; collapsed: boolean; key: string }
  | { type: 'event'; kind: ListKind; groupKey: number; event: EventView; key: string };

export interface ItemRange {
  /** Index of the first item (the table head or the group header). */
  first: number;
  /** Index of the last item enclosed. */
  last: number;
}

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

export interface Board {
  items: BoardItem[];
  tables: BoardTableRange[];
}

export function buildBoard(
  tables: readonly BoardTable[],
  isCollapsed: (kind: ListKind, tournamentId: number) => boolean,
): Board {
  const items: BoardItem[] = [];
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
      // Collapse is per tournament: under the time sort it folds every run of the tournament.
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
      if (!collapsed) {
        for (const event of group.events) {
          items.push({
            type: 'event',
            kind: table.kind,
            groupKey: group.key,
            event,
            key: `${table.kind}:e${event.key}`,
          });
        }
      }
      groupRange.last = items.length - 1;
      tableRange.groups.push(groupRange);
    }
    tableRange.last = items.length - 1;
    ranges.push(tableRange);
  }
  return { items, tables: ranges };
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
