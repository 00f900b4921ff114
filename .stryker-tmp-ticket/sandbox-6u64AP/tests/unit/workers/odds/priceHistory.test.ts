// @ts-nocheck
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MOVING_WINDOW_MS,
  cellKey,
  createPriceHistory,
  movesWithin,
  pricePoints,
  recordDelta,
  recordPrice,
  recordView,
  summarisePrice,
} from '@workers/odds/core/priceHistory';
import { PRICE_FIELDS } from '@workers/odds/core/view';
import type { OddsListDelta, OddsListView, PriceRow } from '@workers/odds/core/view';

// The engine's bounded history per shown price.

describe('price history', () => {
  it('keeps a point only when the price or its line moved', () => {
    const history = createPriceHistory();
    const key = cellKey(1, 0, 'handicap_h');
    expect(recordPrice(history, key, 1000, 0.95, 0.5)).toBe(true);
    expect(recordPrice(history, key, 2000, 0.95, 0.5)).toBe(false);
    expect(recordPrice(history, key, 3000, 0.9, 0.5)).toBe(true);
    expect(recordPrice(history, key, 4000, 0.9, 0.75)).toBe(true);
    expect(pricePoints(history, key)).toEqual([
      { at: 1000, price: 0.95, point: 0.5 },
      { at: 3000, price: 0.9, point: 0.5 },
      { at: 4000, price: 0.9, point: 0.75 },
    ]);
  });

  it('is a ring: the newest points, oldest first, never more than its size', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 1, max: 8 }),
        (prices, size) => {
          const history = createPriceHistory(10, size);
          const kept: number[] = [];
          prices.forEach((cents, i) => {
            if (recordPrice(history, 'k', i, cents / 100, 0)) kept.push(cents / 100);
          });
          const points = pricePoints(history, 'k');
          expect(points.map((p) => p.price)).toEqual(kept.slice(-size));
          const times = points.map((p) => p.at);
          expect(times).toEqual([...times].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('drops the least recently moved prices past its cap', () => {
    const history = createPriceHistory(2, 4);
    recordPrice(history, 'a', 1, 0.9, 0);
    recordPrice(history, 'b', 2, 0.9, 0);
    recordPrice(history, 'a', 3, 0.8, 0);
    recordPrice(history, 'c', 4, 0.9, 0);
    expect([...history.cells.keys()]).toEqual(['a', 'c']);
  });

  it('holds no more points in all than its total cap, dropping the least recently moved prices', () => {
    const history = createPriceHistory(100, 4, 5);
    recordPrice(history, 'a', 1, 0.9, 0);
    recordPrice(history, 'a', 2, 0.8, 0);
    recordPrice(history, 'b', 3, 0.9, 0);
    recordPrice(history, 'b', 4, 0.7, 0);
    recordPrice(history, 'c', 5, 0.9, 0);
    expect(history.points).toBe(5);
    recordPrice(history, 'c', 6, 0.6, 0);
    expect([...history.cells.keys()]).toEqual(['b', 'c']);
    expect(history.points).toBe(4);
  });

  it('reads a whole view and the rows of a delta, a patch without its line keeping the last one', () => {
    const history = createPriceHistory();
    const row = { sort_row_no: 0, handicap_point: 0.5, handicap_h: 0.95, handicap_a: -0.9 };
    const view = {
      groups: [{ key: 9, events: [{ key: 7, rows: [row as unknown as PriceRow] }] }],
    } as unknown as OddsListView;
    recordView(history, view, 1000);
    const delta = {
      events: [{ key: 7, rowSpan: 1, moreCount: 0, rows: [{ sort_row_no: 0, handicap_h: 0.9 }] }],
    } as unknown as OddsListDelta;
    const moved = recordDelta(history, delta, 2000);
    expect([...moved]).toEqual([cellKey(7, 0, 'handicap_h')]);
    expect(pricePoints(history, cellKey(7, 0, 'handicap_h'))).toEqual([
      { at: 1000, price: 0.95, point: 0.5 },
      { at: 2000, price: 0.9, point: 0.5 },
    ]);
    expect(pricePoints(history, cellKey(7, 0, 'handicap_a'))).toHaveLength(1);
  });

  it('counts the moves up and down within a window', () => {
    const points = [
      { at: 0, price: 0.9, point: 0 },
      { at: 100, price: 0.95, point: 0 },
      { at: 200, price: 0.85, point: 0 },
      { at: 300, price: 0.8, point: 0 },
      { at: 400, price: 0.8, point: 0.5 },
    ];
    expect(movesWithin(points, 400, 1000)).toEqual({ up: 1, down: 2 });
    expect(movesWithin(points, 400, 150)).toEqual({ up: 0, down: 1 });
  });

  it('a price back at its last value after several moves is no move', () => {
    const history = createPriceHistory();
    for (const [at, price] of [
      [1, 0.9],
      [2, 0.8],
      [3, 0.7],
    ] as const)
      expect(recordPrice(history, 'k', at, price, 0)).toBe(true);
    expect(recordPrice(history, 'k', 4, 0.7, 0)).toBe(false);
    expect(pricePoints(history, 'k').map((p) => p.price)).toEqual([0.9, 0.8, 0.7]);
  });

  it('a price never seen has no points', () => {
    const history = createPriceHistory();
    recordPrice(history, 'a', 1, 0.9, 0);
    expect(pricePoints(history, 'b')).toEqual([]);
  });

  it('reads each price at the line of its own market; a market without a line is at 0', () => {
    const history = createPriceHistory();
    const row = {
      sort_row_no: 2,
      handicap_point: 0.5,
      overUnder_point: 2.5,
      fh_handicap_point: 0.25,
      fh_overUnder_point: 1.5,
      ...Object.fromEntries(PRICE_FIELDS.map((field, i) => [field, 1 + i / 100])),
    };
    const view = {
      groups: [{ key: 9, events: [{ key: 7, rows: [row as unknown as PriceRow] }] }],
    } as unknown as OddsListView;
    recordView(history, view, 1000);
    const lines = Object.fromEntries(
      PRICE_FIELDS.map((field) => [field, pricePoints(history, cellKey(7, 2, field))[0]?.point]),
    );
    expect(lines).toEqual({
      handicap_h: 0.5,
      handicap_a: 0.5,
      overUnder_h: 2.5,
      overUnder_a: 2.5,
      oneXtwo_h: 0,
      oneXtwo_x: 0,
      oneXtwo_a: 0,
      oe_h: 0,
      oe_a: 0,
      fh_handicap_h: 0.25,
      fh_handicap_a: 0.25,
      fh_overUnder_h: 1.5,
      fh_overUnder_a: 1.5,
      fh_oneXtwo_h: 0,
      fh_oneXtwo_x: 0,
      fh_oneXtwo_a: 0,
    });
  });

  it('a patch without its line, for a price not held yet, is at line 0; an event without rows moves nothing', () => {
    const history = createPriceHistory();
    const delta = {
      events: [
        { key: 6, rowSpan: 1, moreCount: 0, head: { a_score: 1 } },
        { key: 7, rowSpan: 1, moreCount: 0, rows: [{ sort_row_no: 0, handicap_h: 0.9 }] },
      ],
    } as unknown as OddsListDelta;
    expect([...recordDelta(history, delta, 2000)]).toEqual([cellKey(7, 0, 'handicap_h')]);
    expect(pricePoints(history, cellKey(7, 0, 'handicap_h'))).toEqual([
      { at: 2000, price: 0.9, point: 0 },
    ]);
    expect(history.cells.size).toBe(1);
  });

  it('a move exactly a window ago is within it; a millisecond older is not', () => {
    const points = [
      { at: 0, price: 0.9, point: 0 },
      { at: 100, price: 0.95, point: 0 },
    ];
    expect(movesWithin(points, 1100, 1000)).toEqual({ up: 1, down: 0 });
    expect(movesWithin(points, 1101, 1000)).toEqual({ up: 0, down: 0 });
  });
});

describe("summarisePrice: what the ticket's price line says", () => {
  const at = (minutesAgo: number) => 60 * 60_000 - minutesAgo * 60_000;
  const NOW = at(0);

  it('a price with no points says nothing moved, from nowhere', () => {
    expect(summarisePrice([], NOW)).toEqual({
      points: [],
      moves: { up: 0, down: 0 },
      from: null,
      windowMs: MOVING_WINDOW_MS,
      at: NOW,
    });
  });

  it('a price that last moved before the window is from its price now, with no moves', () => {
    const points = [
      { at: at(30), price: 0.8, point: 0 },
      { at: at(20), price: 0.9, point: 0 },
    ];
    const answer = summarisePrice(points, NOW);
    expect(answer.moves).toEqual({ up: 0, down: 0 });
    expect(answer.from).toBe(0.9);
    expect(answer.points).toBe(points);
  });

  it('moves within the last ten minutes are told from the price before the first of them', () => {
    // 0.8 (30 min ago) -> 0.85 (11 min ago, outside) -> 0.9 (9 min ago) -> 0.7 (1 min ago).
    const points = [
      { at: at(30), price: 0.8, point: 0 },
      { at: at(11), price: 0.85, point: 0 },
      { at: at(9), price: 0.9, point: 0 },
      { at: at(1), price: 0.7, point: 0 },
    ];
    expect(summarisePrice(points, NOW)).toEqual({
      points,
      moves: { up: 1, down: 1 },
      from: 0.85,
      windowMs: MOVING_WINDOW_MS,
      at: NOW,
    });
    // A window of its own: five minutes hold only the last move, from 0.9.
    expect(summarisePrice(points, NOW, 5 * 60_000)).toMatchObject({
      moves: { up: 0, down: 1 },
      from: 0.9,
      windowMs: 5 * 60_000,
    });
    // The first move at the window's very edge is in it.
    expect(summarisePrice(points, at(1), 10 * 60_000).from).toBe(0.8);
  });
});
