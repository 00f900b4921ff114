// @ts-nocheck
// Beside its desktop twin (boardItems.ts); it runs on the main thread, never in the worker.
// The mobile odds board:
// collapsible tournament boxes, then collapsible match boxes. An expanded match shows two tables:
// handicap and over/under for full and half time (rows H/O and A/U), then full-time 1x2, half-time
// 1x2 and odd/even. The worker builds the price rows (all markets); these tables say which price
// of a row goes in which cell, and the collapse lists say which boxes are drawn.
import type { EventView, Layout, PriceField, PriceRow } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';
import { layOutBoard } from './boardItems';
import type { BoardTable, FrameItem, LaidOutBoard } from './boardItems';

/** One column of the line table: the home/over price on the H/O row, the away/under on A/U. */
export interface MobileLineColumn {
  id: 'ft-hdp' | 'ft-ou' | 'ht-hdp' | 'ht-ou';
  /** The price on the H/O row and on the A/U row. */
  fields: readonly [PriceField, PriceField];
  /** The line shown beside each price (handicap on the giving side, the goal line on over). */
  lines: readonly [LineField, LineField];
}

type LineField =
  | 'calcBall_h'
  | 'calcBall_a'
  | 'calcBall_h_overUnder'
  | 'calcBall_a_overUnder'
  | 'fh_calcBall_h'
  | 'fh_calcBall_a'
  | 'fh_calcBall_h_overUnder'
  | 'fh_calcBall_a_overUnder';

const FT_HDP: MobileLineColumn = {
  id: 'ft-hdp',
  fields: ['handicap_h', 'handicap_a'],
  lines: ['calcBall_h', 'calcBall_a'],
};
const FT_OU: MobileLineColumn = {
  id: 'ft-ou',
  fields: ['overUnder_h', 'overUnder_a'],
  lines: ['calcBall_h_overUnder', 'calcBall_a_overUnder'],
};
const HT_HDP: MobileLineColumn = {
  id: 'ht-hdp',
  fields: ['fh_handicap_h', 'fh_handicap_a'],
  lines: ['fh_calcBall_h', 'fh_calcBall_a'],
};
const HT_OU: MobileLineColumn = {
  id: 'ht-ou',
  fields: ['fh_overUnder_h', 'fh_overUnder_a'],
  lines: ['fh_calcBall_h_overUnder', 'fh_calcBall_a_overUnder'],
};

/** One group of the second table: full-time 1x2, half-time 1x2 or odd/even. */
export interface MobileExtraGroup {
  id: '1x2' | 'fh-1x2' | 'oe';
  fields: readonly PriceField[];
}

const ONE_X_TWO: MobileExtraGroup = { id: '1x2', fields: ['oneXtwo_h', 'oneXtwo_x', 'oneXtwo_a'] };
const FH_ONE_X_TWO: MobileExtraGroup = {
  id: 'fh-1x2',
  fields: ['fh_oneXtwo_h', 'fh_oneXtwo_x', 'fh_oneXtwo_a'],
};
const ODD_EVEN: MobileExtraGroup = { id: 'oe', fields: ['oe_h', 'oe_a'] };

/** The columns of the line table: Muay Thai has no half time (handicap red/blue, over/under complete/not complete). */
export function mobileLineColumns(layout: Layout): readonly MobileLineColumn[] {
  return layout === 'muay' ? [FT_HDP, FT_OU] : [FT_HDP, FT_OU, HT_HDP, HT_OU];
}

/** The groups of the second table: Muay Thai shows only odd/even. */
export function mobileExtraGroups(layout: Layout): readonly MobileExtraGroup[] {
  return layout === 'muay' ? [ODD_EVEN] : [ONE_X_TWO, FH_ONE_X_TWO, ODD_EVEN];
}

function hasAnyPrice(row: PriceRow, fields: readonly PriceField[]): boolean {
  for (const field of fields) if (row[field] !== undefined) return true;
  return false;
}

function hasLinePrice(row: PriceRow, columns: readonly MobileLineColumn[]): boolean {
  for (const column of columns) if (hasAnyPrice(row, column.fields)) return true;
  return false;
}

/** How many rows mobileLineRows draws, counted without building the list (the estimates run for
 *  every item of the board whenever it changes). */
function countLineRows(rows: readonly PriceRow[], layout: Layout): number {
  const columns = mobileLineColumns(layout);
  let count = 0;
  for (const row of rows) if (hasLinePrice(row, columns)) count++;
  return count;
}

/** How many groups mobileExtraGroupsOf draws, counted without building the list. */
function countExtraGroups(event: EventView, layout: Layout): number {
  const first = event.rows[0];
  if (first === undefined) return 0;
  let count = 0;
  for (const group of mobileExtraGroups(layout)) if (hasAnyPrice(first, group.fields)) count++;
  return count;
}

/** The rows that have a price in the line table (a row without one is not drawn). */
export function mobileLineRows(rows: readonly PriceRow[], layout: Layout): PriceRow[] {
  const columns = mobileLineColumns(layout);
  return rows.filter((row) => hasLinePrice(row, columns));
}

/** The groups of the second table that have a price in the event's main (first) row. */
export function mobileExtraGroupsOf(event: EventView, layout: Layout): MobileExtraGroup[] {
  const first = event.rows[0];
  if (first === undefined) return [];
  return mobileExtraGroups(layout).filter((group) => hasAnyPrice(first, group.fields));
}

/** Collapse lists of the mobile layout, apart from desktop's: the live table and the non-live/early one. */
export type MobileCollapseBucket = 'live' | 'early';

export interface MobileCollapseList {
  /** Tournament boxes folded. */
  tournaments: readonly number[];
  /** Match boxes folded (their tables hidden, the head shown). */
  matches: readonly number[];
}

export type MobileCollapseLists = Readonly<Record<MobileCollapseBucket, MobileCollapseList>>;

export const EMPTY_MOBILE_COLLAPSE: MobileCollapseLists = {
  live: { tournaments: [], matches: [] },
  early: { tournaments: [], matches: [] },
};

export function mobileCollapseBucket(kind: ListKind): MobileCollapseBucket {
  return kind === 'live' ? 'live' : 'early';
}

function toggled(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((held) => held !== id) : [...ids, id];
}

/** Folds or unfolds one tournament or match box of one list; the other lists are untouched. */
export function toggleMobileCollapse(
  lists: MobileCollapseLists,
  kind: ListKind,
  box: 'tournament' | 'match',
  id: number,
): MobileCollapseLists {
  const bucket = mobileCollapseBucket(kind);
  const held = lists[bucket];
  const next: MobileCollapseList =
    box === 'tournament'
      ? { tournaments: toggled(held.tournaments, id), matches: held.matches }
      : { tournaments: held.tournaments, matches: toggled(held.matches, id) };
  return { ...lists, [bucket]: next };
}

/** Unfolds a tournament box of one list (a jump to it); the same lists when it is not folded. */
export function unfoldMobileTournament(
  lists: MobileCollapseLists,
  kind: ListKind,
  id: number,
): MobileCollapseLists {
  const bucket = mobileCollapseBucket(kind);
  const held = lists[bucket];
  if (!held.tournaments.includes(id)) return lists;
  return {
    ...lists,
    [bucket]: {
      tournaments: held.tournaments.filter((folded) => folded !== id),
      matches: held.matches,
    },
  };
}

export function isMobileCollapsed(
  lists: MobileCollapseLists,
  kind: ListKind,
  box: 'tournament' | 'match',
  id: number,
): boolean {
  const held = lists[mobileCollapseBucket(kind)];
  return (box === 'tournament' ? held.tournaments : held.matches).includes(id);
}

/** One table of the board as the mobile board receives it (the desktop's, the same shape). */
export type MobileBoardTable = BoardTable;

export type MobileBoardItem =
  | FrameItem
  | {
      type: 'match';
      kind: ListKind;
      layout: Layout;
      event: EventView;
      collapsed: boolean;
      key: string;
    };

export type MobileBoard = LaidOutBoard<MobileBoardItem>;

type MatchItem = Extract<MobileBoardItem, { type: 'match' }>;

/**
 * The match item made for each event view, reused while the event, its table and its fold stay the
 * same: a refresh keeps the objects of unchanged events (applyDelta), so the board it lays out again
 * makes new items only for the events that changed, not ~3,000 objects and keys each time.
 */
const matchItems = new WeakMap<EventView, MatchItem>();

function matchItem(
  kind: ListKind,
  layout: Layout,
  event: EventView,
  collapsed: boolean,
): MatchItem {
  const held = matchItems.get(event);
  if (
    held !== undefined &&
    held.kind === kind &&
    held.layout === layout &&
    held.collapsed === collapsed
  )
    return held;
  const item: MatchItem = {
    type: 'match',
    kind,
    layout,
    event,
    collapsed,
    key: `${kind}:e${event.key}`,
  };
  matchItems.set(event, item);
  return item;
}

/** The board as one flat list for the virtualiser (boardItems' layOutBoard), match boxes for events. */
export function buildMobileBoard(
  tables: readonly MobileBoardTable[],
  collapse: MobileCollapseLists,
): MobileBoard {
  const folded = {
    live: {
      tournaments: new Set(collapse.live.tournaments),
      matches: new Set(collapse.live.matches),
    },
    early: {
      tournaments: new Set(collapse.early.tournaments),
      matches: new Set(collapse.early.matches),
    },
  };
  return layOutBoard(
    tables,
    (kind, tournamentId) => folded[mobileCollapseBucket(kind)].tournaments.has(tournamentId),
    (table, _group, event) =>
      matchItem(
        table.kind,
        table.layout,
        event,
        folded[mobileCollapseBucket(table.kind)].matches.has(event.key),
      ),
  );
}

const TABLE_HEAD_PX = 44;
const EMPTY_PX = 56;
const GROUP_HEAD_PX = 48;
const MATCH_HEAD_PX = 64;
const TABLE_CAPTION_PX = 28;
const PRICE_LINE_PX = 46;
const GAP_PX = 8;

/** The height the virtualiser assumes before an item is measured. */
export function estimateMobileItemSize(item: MobileBoardItem): number {
  switch (item.type) {
    case 'table-head':
      return TABLE_HEAD_PX;
    case 'empty':
      return EMPTY_PX;
    case 'group':
      return GROUP_HEAD_PX;
    default: {
      if (item.collapsed) return MATCH_HEAD_PX + GAP_PX;
      const lineRows = countLineRows(item.event.rows, item.layout);
      const extras = countExtraGroups(item.event, item.layout);
      const lineTable = lineRows === 0 ? 0 : TABLE_CAPTION_PX + lineRows * 2 * PRICE_LINE_PX;
      const extraTable = extras === 0 ? 0 : TABLE_CAPTION_PX + extras * PRICE_LINE_PX;
      return MATCH_HEAD_PX + lineTable + extraTable + GAP_PX;
    }
  }
}
