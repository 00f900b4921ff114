import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cellKey,
  createPriceHistory,
  movesWithin,
  pricePoints,
  recordDelta,
  recordPrice,
  recordView,
} from '@workers/odds/core/priceHistory';
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
});
