// @ts-nocheck
// The price rows of one event as the view model derives them (workers/odds/core/priceRow.ts), from
// its surviving mutants: a row with any one price of any market is shown, each price field reports
// its own move, a price that appeared or vanished is no move, the first entry of a market in a row
// wins, and the flags of the last refresh are cleared without copying the rows that had none.
import { marketRefOf } from '@workers/odds/core/view';
import { describe, expect, it } from 'vitest';
import { LAYOUT_MARKETS, derivePriceRows, withoutPriceChanges } from '@workers/odds/core/priceRow';
import type { PriceField, PriceRow } from '@workers/odds/core/view';
import { PRICE_CELLS, PRICE_FIELDS } from '@workers/odds/core/view';
import type { OddsEvent, MarketType, PriceOption } from '@contract/oddsList';
import { oddsEntry, oddsEvent } from '@tests/fixtures/odds/events';

const EVERY_MARKET = LAYOUT_MARKETS['d-line'];

const rowsOf = (event: OddsEvent, previous?: readonly PriceRow[]) =>
  derivePriceRows(event, EVERY_MARKET, 'sc', previous);

/** An event whose row 1 has, for each market, the given prices. */
function eventWith(prices: Partial<Record<MarketType, Partial<Record<PriceOption, number>>>>) {
  return oddsEvent({
    odds: (Object.entries(prices) as [MarketType, Partial<Record<PriceOption, number>>][]).map(
      ([market, byOption]) => oddsEntry(market, byOption),
    ),
  });
}

/** Every price of row 1 set to `price`, in every market. */
function everyPriceAt(price: number): OddsEvent {
  const prices: Partial<Record<MarketType, Partial<Record<PriceOption, number>>>> = {};
  for (const field of PRICE_FIELDS) {
    const { market_type: market, option } = PRICE_CELLS[field];
    prices[market] = { ...prices[market], [option]: price };
  }
  return eventWith(prices);
}

describe('which rows are shown', () => {
  it.each(PRICE_FIELDS)('a row whose only price is %s is shown with it', (field: PriceField) => {
    const { market_type: market, option } = PRICE_CELLS[field];
    const [row, ...rest] = rowsOf(eventWith({ [market]: { [option]: 0.5 } }));
    expect(rest).toEqual([]);
    expect(row?.[field]).toBe(0.5);
  });

  it('a row whose prices are all zero is not shown', () => {
    expect(rowsOf(eventWith({ Handicap: { h: 0, a: 0 }, '1x2': { h: 0, x: 0, a: 0 } }))).toEqual(
      [],
    );
  });

  it('the first entry of a market in a row gives its prices and ids; a second one is ignored', () => {
    const event = oddsEvent({
      odds: [
        oddsEntry('Handicap', { h: 0.9, a: -0.8 }, { id: 1, odds_id: 11, point: 0.5 }),
        oddsEntry('Handicap', { h: 0.7, a: 0.6 }, { id: 2, odds_id: 12, point: 1 }),
      ],
    });
    const [row] = rowsOf(event);
    expect(row).toMatchObject({ handicap_point: 0.5, handicap_h: 0.9, handicap_a: -0.8 });
    expect(marketRefOf(row?.markets ?? '', 'Handicap')).toMatchObject({
      id: 1,
      odds_id: 11,
      point: 0.5,
    });
  });
});

describe('price moves against the previous refresh', () => {
  it('each price field reports its own rise or fall', () => {
    const before = rowsOf(everyPriceAt(1.5));
    const [rose] = rowsOf(everyPriceAt(1.6), before);
    expect(rose?.price_change).toEqual(Object.fromEntries(PRICE_FIELDS.map((f) => [f, true])));
    const [fell] = rowsOf(everyPriceAt(1.4), before);
    expect(fell?.price_change).toEqual(Object.fromEntries(PRICE_FIELDS.map((f) => [f, false])));
  });

  it('a rise is a price that pays more: Malay 0.98 to -0.97 rose, -0.8 to 0.9 fell', () => {
    const before = rowsOf(eventWith({ Handicap: { h: 0.98, a: -0.8 } }));
    const [row] = rowsOf(eventWith({ Handicap: { h: -0.97, a: 0.9 } }), before);
    expect(row?.price_change).toEqual({ handicap_h: true, handicap_a: false });
  });

  it('a price that appeared or vanished is not a move; the one that moved is', () => {
    const before = rowsOf(eventWith({ Handicap: { h: 0.9 }, OverUnder: { h: 0.8, a: 0.7 } }));
    const [row] = rowsOf(
      eventWith({ Handicap: { h: 0.9, a: 0.6 }, OverUnder: { h: 0.85, a: 0 } }),
      before,
    );
    // handicap_a appeared, overUnder_a vanished (a zero is no price), overUnder_h rose.
    expect(row?.price_change).toEqual({ overUnder_h: true });
  });
});

describe('clearing the flags of the last refresh', () => {
  it('keeps a row without flags as it is and gives a flagged row without them, prices unchanged', () => {
    const before = rowsOf(eventWith({ Handicap: { h: 0.9, a: 0.8 } }));
    const [moved] = rowsOf(eventWith({ Handicap: { h: 0.95, a: 0.8 } }), before);
    const [still] = rowsOf(eventWith({ OverUnder: { h: 0.85, a: 0.95 } }));
    if (moved === undefined || still === undefined) throw new Error('rows expected');
    expect(moved.price_change).toEqual({ handicap_h: true });

    const [settled, same] = withoutPriceChanges([moved, still]);
    expect(settled).toEqual({ ...moved, price_change: undefined });
    expect(moved.price_change).toEqual({ handicap_h: true });
    expect(same).toBe(still);
  });
});
