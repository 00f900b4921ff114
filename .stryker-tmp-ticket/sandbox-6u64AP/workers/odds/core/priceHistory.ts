// @ts-nocheck
// Where a price has been. A bounded history per shown price, kept by the engine from what
// it already sees (each list message): a small ring per price cell (event, row, field), a point only
// when the price or its line moved, the oldest cells dropped past a cap, the whole of a list dropped
// when the list is no longer held. Pure data and functions: no clock of its own (times are given).
import { priceDirection } from '@contract/odds';
import { PRICE_CELLS, PRICE_FIELDS } from './view';
import type { OddsListDelta, OddsListView, PriceField, PriceRow, RowPatch } from './view';

export interface PricePoint {
  /** ms since epoch */
  at: number;
  price: number;
  /** The line (handicap or goals) the price was for; 0 for markets without one. */
  point: number;
}

/** Points kept per price: at a move a second, the last half minute of a busy live price. */
export const HISTORY_POINTS = 32;
/** Prices kept per list: the least recently moved go first past it. */
export const HISTORY_CELLS = 20_000;
/** Points kept per list in all, the other bound on memory (24 bytes each, plus ~0.2 kB a price). */
export const HISTORY_TOTAL_POINTS = 60_000;
/** "Moving now": a price that moved more than once within this window. */
export const MOVING_WINDOW_MS = 10 * 60_000;

/** One price's points as flat triples (at, price, point): a literal of three for the first. */
interface Ring {
  data: number[];
  /** Index of the oldest triple once the ring is full. */
  start: number;
}

export interface PriceHistory {
  cells: Map<string, Ring>;
  /** Points held in all the rings. */
  points: number;
  maxCells: number;
  maxPoints: number;
  maxTotalPoints: number;
}

export function createPriceHistory(
  maxCells: number = HISTORY_CELLS,
  maxPoints: number = HISTORY_POINTS,
  maxTotalPoints: number = HISTORY_TOTAL_POINTS,
): PriceHistory {
  return { cells: new Map(), points: 0, maxCells, maxPoints, maxTotalPoints };
}

export function cellKey(eventId: number, sortRowNo: number, field: PriceField): string {
  return `${eventId}:${sortRowNo}:${field}`;
}

function pointFieldOf(field: PriceField): keyof PriceRow | null {
  const market = PRICE_CELLS[field].market_type;
  switch (market) {
    case 'Handicap':
      return 'handicap_point';
    case 'OverUnder':
      return 'overUnder_point';
    case 'FH_Handicap':
      return 'fh_handicap_point';
    case 'FH_OverUnder':
      return 'fh_overUnder_point';
    default:
      return null;
  }
}

function countOf(ring: Ring): number {
  return ring.data.length / 3;
}

function pointAt(ring: Ring, i: number): PricePoint {
  const index = ((ring.start + i) % countOf(ring)) * 3;
  return { at: ring.data[index]!, price: ring.data[index + 1]!, point: ring.data[index + 2]! };
}

/** The newest point of a ring (a ring is made with its first point and never emptied). */
function lastOf(ring: Ring): PricePoint {
  return pointAt(ring, countOf(ring) - 1);
}

/** Adds a point when the price or its line differs from the last one kept. */
export function recordPrice(
  history: PriceHistory,
  key: string,
  at: number,
  price: number,
  point: number,
): boolean {
  let ring = history.cells.get(key);
  if (ring !== undefined) {
    const last = lastOf(ring);
    if (last.price === price && last.point === point) return false;
    // Most recently moved last: the oldest quiet prices are the first out past the caps.
    history.cells.delete(key);
    if (countOf(ring) < history.maxPoints) {
      ring.data.push(at, price, point);
      history.points += 1;
    } else {
      const index = ring.start * 3;
      ring.data[index] = at;
      ring.data[index + 1] = price;
      ring.data[index + 2] = point;
      ring.start = (ring.start + 1) % history.maxPoints;
    }
  } else {
    ring = { data: [at, price, point], start: 0 };
    history.points += 1;
  }
  history.cells.set(key, ring);
  // Oldest first: a Map keeps its insertion order, and a price that moved was inserted again.
  for (const [oldKey, oldRing] of history.cells) {
    if (history.cells.size <= history.maxCells && history.points <= history.maxTotalPoints) break;
    history.cells.delete(oldKey);
    history.points -= countOf(oldRing);
  }
  return true;
}

/** The points of one price, oldest first. */
export function pricePoints(history: PriceHistory, key: string): PricePoint[] {
  const ring = history.cells.get(key);
  if (ring === undefined) return [];
  const points: PricePoint[] = [];
  for (let i = 0; i < countOf(ring); i += 1) points.push(pointAt(ring, i));
  return points;
}

/** Prices of a row (whole or a patch) into the history; a patch's missing line is the last kept. */
function recordRow(
  history: PriceHistory,
  eventId: number,
  row: RowPatch,
  at: number,
  changed: Set<string> | null,
): void {
  for (const field of PRICE_FIELDS) {
    const price = row[field];
    if (typeof price !== 'number') continue;
    const key = cellKey(eventId, row.sort_row_no, field);
    const pointField = pointFieldOf(field);
    const sent = pointField === null ? 0 : row[pointField];
    const held = history.cells.get(key);
    const point = typeof sent === 'number' ? sent : held === undefined ? 0 : lastOf(held).point;
    if (recordPrice(history, key, at, price, point)) changed?.add(key);
  }
}

/** Every shown price of a whole list view (a full message). */
export function recordView(history: PriceHistory, view: OddsListView, at: number): void {
  for (const group of view.groups)
    for (const event of group.events)
      for (const row of event.rows) recordRow(history, event.key, row, at, null);
}

/** The prices a delta changed; returns the keys of the prices that moved. */
export function recordDelta(history: PriceHistory, delta: OddsListDelta, at: number): Set<string> {
  const changed = new Set<string>();
  for (const event of delta.events) {
    // An event whose rows did not change (its clock or score did) moved no price.
    if (event.rows === undefined) continue;
    for (const row of event.rows) recordRow(history, event.key, row, at, changed);
  }
  return changed;
}

export interface PriceMoves {
  up: number;
  down: number;
}

/** How often a price went up and down within the window before `now`. */
export function movesWithin(
  points: readonly PricePoint[],
  now: number,
  windowMs: number,
): PriceMoves {
  let up = 0;
  let down = 0;
  for (let i = 1; i < points.length; i += 1) {
    const point = points[i]!;
    if (now - point.at > windowMs) continue;
    // Up is "pays more" (contract/odds.ts), whatever the sign of the number.
    const direction = priceDirection(points[i - 1]!.price, point.price);
    if (direction === 'up') up += 1;
    else if (direction === 'down') down += 1;
  }
  return { up, down };
}

/** What the ticket's price line is given: the points, and its moves within the window in words. */
export interface PriceHistoryAnswer {
  points: PricePoint[];
  /** Moves up and down within the last `windowMs`. */
  moves: PriceMoves;
  /** The price before the first of those moves (the last one when none). */
  from: number | null;
  windowMs: number;
  /** When this answer was made (the line runs to it). */
  at: number;
}

export function summarisePrice(
  points: PricePoint[],
  now: number,
  windowMs: number = MOVING_WINDOW_MS,
): PriceHistoryAnswer {
  const moves = movesWithin(points, now, windowMs);
  let from: number | null = points.length === 0 ? null : points[points.length - 1]!.price;
  for (let i = 1; i < points.length; i += 1) {
    if (now - points[i]!.at <= windowMs) {
      from = points[i - 1]!.price;
      break;
    }
  }
  return { points, moves, from, windowMs, at: now };
}
