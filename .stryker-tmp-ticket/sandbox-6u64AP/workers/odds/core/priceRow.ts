// @ts-nocheck
// Derives the price rows of one event: the odds
// entries of one sort_row side by side, by market, with the ids a ticket pick needs and the
// direction each price moved since the previous refresh.
import type { BetType } from '@contract/wire';
import { samePriceRow } from './equality';
import { isRowOpen } from './filter';
import { packMarketRef } from './view';
import type { Layout, PriceChanges, PriceField, PriceRow } from './view';
import { priceDirection } from '@contract/odds';
import type {
  OddsEvent,
  WireOddsEntry,
  WireRowSetting,
  MarketType,
  PriceOption,
} from '@contract/oddsList';

/** Markets as bits, so a layout's choice of markets is one number to test. */
export const MARKET_BIT: Readonly<Record<MarketType, number>> = {
  Handicap: 1,
  OverUnder: 2,
  '1x2': 4,
  OE: 8,
  FH_Handicap: 16,
  FH_OverUnder: 32,
  FH_1x2: 64,
};

/** The markets each table layout draws. */
export const LAYOUT_MARKETS: Readonly<Record<Layout, number>> = {
  // full-time handicap and over/under
  'f-line': 1 | 2,
  // full and half time handicap and over/under in the line, 1x2 / FH_1x2 / odd-even in the '+N' panel
  's-line': 127,
  // every market, on three rows per line
  'd-line': 127,
  // first-half handicap, over/under and 1x2
  'h-line': 16 | 32 | 64,
  // handicap red/blue, over/under complete/not complete, odd/even
  muay: 1 | 2 | 8,
};

function emptyPriceRow(sortRowNo: number): PriceRow {
  return {
    sort_row_no: sortRowNo,
    handicap_point: undefined,
    handicap_h: undefined,
    handicap_a: undefined,
    overUnder_point: undefined,
    overUnder_h: undefined,
    overUnder_a: undefined,
    oneXtwo_h: undefined,
    oneXtwo_x: undefined,
    oneXtwo_a: undefined,
    oe_h: undefined,
    oe_a: undefined,
    fh_handicap_point: undefined,
    fh_handicap_h: undefined,
    fh_handicap_a: undefined,
    fh_overUnder_point: undefined,
    fh_overUnder_h: undefined,
    fh_overUnder_a: undefined,
    fh_oneXtwo_h: undefined,
    fh_oneXtwo_x: undefined,
    fh_oneXtwo_a: undefined,
    calcBall_h: undefined,
    calcBall_a: undefined,
    calcBall_h_overUnder: undefined,
    calcBall_a_overUnder: undefined,
    fh_calcBall_h: undefined,
    fh_calcBall_a: undefined,
    fh_calcBall_h_overUnder: undefined,
    fh_calcBall_a_overUnder: undefined,
    markets: '',
    price_change: undefined,
  };
}

/** The price of one option; a missing or zero price is no price (drawn blank). */
export function priceOf(entry: WireOddsEntry, option: PriceOption): number | undefined {
  for (const price of entry.prices) {
    if (price.option === option) return price.price === 0 ? undefined : price.price;
  }
  return undefined;
}

/** Copies one odds entry into its row's fields; the first entry of a market in a row wins. */
function fillMarket(row: PriceRow, entry: WireOddsEntry): void {
  const packed = packMarketRef(row.markets, entry.market_type, entry);
  if (packed === row.markets) return;
  row.markets = packed;
  switch (entry.market_type) {
    case 'Handicap':
      row.handicap_point = entry.point;
      row.handicap_h = priceOf(entry, 'h');
      row.handicap_a = priceOf(entry, 'a');
      row.calcBall_h = entry.calcBall_h;
      row.calcBall_a = entry.calcBall_a;
      return;
    case 'OverUnder':
      row.overUnder_point = entry.point;
      row.overUnder_h = priceOf(entry, 'h');
      row.overUnder_a = priceOf(entry, 'a');
      row.calcBall_h_overUnder = entry.calcBall_h;
      row.calcBall_a_overUnder = entry.calcBall_a;
      return;
    case '1x2':
      row.oneXtwo_h = priceOf(entry, 'h');
      row.oneXtwo_x = priceOf(entry, 'x');
      row.oneXtwo_a = priceOf(entry, 'a');
      return;
    case 'OE':
      row.oe_h = priceOf(entry, 'h');
      row.oe_a = priceOf(entry, 'a');
      return;
    case 'FH_Handicap':
      row.fh_handicap_point = entry.point;
      row.fh_handicap_h = priceOf(entry, 'h');
      row.fh_handicap_a = priceOf(entry, 'a');
      row.fh_calcBall_h = entry.calcBall_h;
      row.fh_calcBall_a = entry.calcBall_a;
      return;
    case 'FH_OverUnder':
      row.fh_overUnder_point = entry.point;
      row.fh_overUnder_h = priceOf(entry, 'h');
      row.fh_overUnder_a = priceOf(entry, 'a');
      row.fh_calcBall_h_overUnder = entry.calcBall_h;
      row.fh_calcBall_a_overUnder = entry.calcBall_a;
      return;
    case 'FH_1x2':
      row.fh_oneXtwo_h = priceOf(entry, 'h');
      row.fh_oneXtwo_x = priceOf(entry, 'x');
      row.fh_oneXtwo_a = priceOf(entry, 'a');
      return;
  }
}

/** Rows without any price are dropped. */
export function rowHasAnyPrice(row: PriceRow): boolean {
  // Spelled out rather than looped over PRICE_FIELDS: this runs for every row of every event.
  return (
    row.handicap_h !== undefined ||
    row.handicap_a !== undefined ||
    row.overUnder_h !== undefined ||
    row.overUnder_a !== undefined ||
    row.oneXtwo_h !== undefined ||
    row.oneXtwo_x !== undefined ||
    row.oneXtwo_a !== undefined ||
    row.oe_h !== undefined ||
    row.oe_a !== undefined ||
    row.fh_handicap_h !== undefined ||
    row.fh_handicap_a !== undefined ||
    row.fh_overUnder_h !== undefined ||
    row.fh_overUnder_a !== undefined ||
    row.fh_oneXtwo_h !== undefined ||
    row.fh_oneXtwo_x !== undefined ||
    row.fh_oneXtwo_a !== undefined
  );
}

/** Records the move of one price; a price that appeared, vanished or stayed is not a move. */
function noteMove(
  changes: PriceChanges | undefined,
  field: PriceField,
  before: number | undefined,
  now: number | undefined,
): PriceChanges | undefined {
  if (before === undefined || now === undefined || before === now) return changes;
  const direction = priceDirection(before, now);
  // A different number paying the same (never seen on the wire) is no move for the member.
  if (direction === null) return changes;
  const noted = changes ?? {};
  // Rose is "pays more" (contract/odds.ts), not the larger number: MY 0.98 to -0.97 rose.
  noted[field] = direction === 'up';
  return noted;
}

/** Each price against the same row/market/option of the previous refresh: true rose, false fell. */
export function priceChanges(
  previous: PriceRow | undefined,
  current: PriceRow,
): PriceChanges | undefined {
  if (previous === undefined) return undefined;
  let changes: PriceChanges | undefined;
  changes = noteMove(changes, 'handicap_h', previous.handicap_h, current.handicap_h);
  changes = noteMove(changes, 'handicap_a', previous.handicap_a, current.handicap_a);
  changes = noteMove(changes, 'overUnder_h', previous.overUnder_h, current.overUnder_h);
  changes = noteMove(changes, 'overUnder_a', previous.overUnder_a, current.overUnder_a);
  changes = noteMove(changes, 'oneXtwo_h', previous.oneXtwo_h, current.oneXtwo_h);
  changes = noteMove(changes, 'oneXtwo_x', previous.oneXtwo_x, current.oneXtwo_x);
  changes = noteMove(changes, 'oneXtwo_a', previous.oneXtwo_a, current.oneXtwo_a);
  changes = noteMove(changes, 'oe_h', previous.oe_h, current.oe_h);
  changes = noteMove(changes, 'oe_a', previous.oe_a, current.oe_a);
  changes = noteMove(changes, 'fh_handicap_h', previous.fh_handicap_h, current.fh_handicap_h);
  changes = noteMove(changes, 'fh_handicap_a', previous.fh_handicap_a, current.fh_handicap_a);
  changes = noteMove(changes, 'fh_overUnder_h', previous.fh_overUnder_h, current.fh_overUnder_h);
  changes = noteMove(changes, 'fh_overUnder_a', previous.fh_overUnder_a, current.fh_overUnder_a);
  changes = noteMove(changes, 'fh_oneXtwo_h', previous.fh_oneXtwo_h, current.fh_oneXtwo_h);
  changes = noteMove(changes, 'fh_oneXtwo_x', previous.fh_oneXtwo_x, current.fh_oneXtwo_x);
  changes = noteMove(changes, 'fh_oneXtwo_a', previous.fh_oneXtwo_a, current.fh_oneXtwo_a);
  return changes;
}

/** The same rows with their price-change flags dropped: the prices did not move again. */
export function withoutPriceChanges(rows: readonly PriceRow[]): PriceRow[] {
  return rows.map((row) =>
    row.price_change === undefined ? row : { ...row, price_change: undefined },
  );
}

function settingFor(
  settings: readonly WireRowSetting[],
  sortRow: number,
): WireRowSetting | undefined {
  for (const setting of settings) {
    if (setting.sort_row === sortRow) return setting;
  }
  return undefined;
}

function findRow(rows: readonly PriceRow[], sortRow: number): PriceRow | undefined {
  for (const row of rows) {
    if (row.sort_row_no === sortRow) return row;
  }
  return undefined;
}

/**
 * The visible price rows of an event, ordered by sort_row: only the markets in `marketMask`, only
 * open rows, only rows with a price. A row equal to its previous version is that previous object,
 * so unchanged rows keep their identity for React.
 */
export function derivePriceRows(
  event: OddsEvent,
  marketMask: number,
  betType: BetType,
  previousRows: readonly PriceRow[] | undefined,
): PriceRow[] {
  const rows: PriceRow[] = [];
  const closedRows: number[] = [];
  for (const entry of event.odds) {
    if ((MARKET_BIT[entry.market_type] & marketMask) === 0) continue;
    let row = findRow(rows, entry.sort_row);
    if (row === undefined) {
      if (closedRows.includes(entry.sort_row)) continue;
      if (!isRowOpen(settingFor(event.setting_w_b_l, entry.sort_row), betType, event.period)) {
        closedRows.push(entry.sort_row);
        continue;
      }
      row = emptyPriceRow(entry.sort_row);
      rows.push(row);
    }
    fillMarket(row, entry);
  }
  if (rows.length > 1) rows.sort((a, b) => a.sort_row_no - b.sort_row_no);
  const visible: PriceRow[] = [];
  for (const row of rows) {
    if (!rowHasAnyPrice(row)) continue;
    const previous =
      previousRows === undefined ? undefined : findRow(previousRows, row.sort_row_no);
    row.price_change = priceChanges(previous, row);
    visible.push(previous !== undefined && samePriceRow(previous, row) ? previous : row);
  }
  return visible;
}
