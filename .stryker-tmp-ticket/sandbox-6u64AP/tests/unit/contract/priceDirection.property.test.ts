// @ts-nocheck
import type { ConfirmBody } from '@contract/confirm';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { payoutDirection, payoutRank, priceDirection, returnPerUnit } from '@contract/odds';
import { acceptsNewPrices } from '@machines/placeBetMachine';
import { movesWithin } from '@workers/odds/core/priceHistory';
import { SINGLE_BODY } from '@tests/fixtures/confirmBody';

// One rule for "the price rose": it pays more for the same stake. The board, the marks, the
// "moving now" filter and the ticket's arrows draw it; the accept-higher-odds setting judges by it.
// Here it is held against what a unit staked returns, price by price, in every odds type, and the
// setting against the arrows.

const hundredths = (min: number, max: number) =>
  fc.integer({ min, max }).map((value) => value / 100);

/** Prices as each odds type quotes them, with whether they are decimal. */
const ODDS_TYPES = {
  // Decimal (EU, and 1x2 in any type): the stake back included, at least 1.01.
  decimal: { decimal: true, price: hundredths(101, 5000) },
  // Hong Kong: the win per unit, always positive.
  hongKong: { decimal: false, price: hundredths(1, 1000) },
  // Malay: positive wins p per unit; negative risks |p| to win 1; between -1 and 1.
  malay: {
    decimal: false,
    price: fc.oneof(hundredths(1, 100), hundredths(-100, -1)),
  },
  // Indonesian: at least 1 wins p per unit; at most -1 risks |p| to win 1.
  indonesian: {
    decimal: false,
    price: fc.oneof(hundredths(100, 2000), hundredths(-2000, -100)),
  },
} as const;

const bodyAt = (price: number, decimal: boolean): ConfirmBody => ({
  ...SINGLE_BODY,
  ticket: {
    ...SINGLE_BODY.ticket,
    odds_type: decimal ? 'EU' : 'MY',
    odds_total: price,
    item: SINGLE_BODY.ticket.item.map((item) => ({ ...item, price })),
  },
});

describe('a price rises when it pays more', () => {
  for (const [name, type] of Object.entries(ODDS_TYPES)) {
    it(`in ${name} prices, by what a unit staked returns, not by the number`, () => {
      fc.assert(
        fc.property(type.price, type.price, (before, now) => {
          const paid = returnPerUnit(now, type.decimal) - returnPerUnit(before, type.decimal);
          const expected = paid > 0 ? 'up' : paid < 0 ? 'down' : null;
          expect(payoutDirection(before, now, type.decimal)).toBe(expected);
          // Where the odds type is not at hand (the board, the ticket), the same answer.
          expect(priceDirection(before, now)).toBe(expected);
          // The order holds without the odds type: decimal prices are ranked as they pay.
          expect(Math.sign(payoutRank(now) - payoutRank(before))).toBe(Math.sign(paid));
        }),
      );
    });

    it(`in ${name} prices, accept-higher takes exactly the moves not drawn as a fall`, () => {
      fc.assert(
        fc.property(type.price, type.price, (before, now) => {
          const error = {
            odd_id: 11,
            type_error: 'price' as const,
            price_old: before,
            price_new: now,
          };
          const accepted = acceptsNewPrices('higher', bodyAt(before, type.decimal), [error]);
          expect(accepted).toBe(priceDirection(before, now) !== 'down');
          // ... and what the member takes then never pays less.
          if (accepted)
            expect(returnPerUnit(now, type.decimal)).toBeGreaterThanOrEqual(
              returnPerUnit(before, type.decimal),
            );
        }),
      );
    });

    it(`in ${name} prices, the marks and "moving now" count the same ups and downs`, () => {
      fc.assert(
        fc.property(fc.array(type.price, { minLength: 2, maxLength: 12 }), (prices) => {
          const points = prices.map((price, index) => ({ at: index, price, point: 0 }));
          const moves = movesWithin(points, prices.length, 1_000);
          let up = 0;
          let down = 0;
          for (let i = 1; i < prices.length; i += 1) {
            const direction = priceDirection(prices[i - 1]!, prices[i]!);
            if (direction === 'up') up += 1;
            if (direction === 'down') down += 1;
          }
          expect(moves).toEqual({ up, down });
        }),
      );
    });
  }

  it('reads the member trips of Malay prices the way they pay', () => {
    // 0.98 to -0.97: 1.98 a unit to 2.03, a rise though the number fell.
    expect(priceDirection(0.98, -0.97)).toBe('up');
    expect(priceDirection(-0.97, 0.98)).toBe('down');
    // Both negative: -0.8 risks less to win 1 than -0.95.
    expect(priceDirection(-0.95, -0.8)).toBe('up');
    expect(priceDirection(0.9, 0.85)).toBe('down');
    expect(priceDirection(0.9, 0.9)).toBeNull();
    // Indonesian -1.5 (1.67 a unit) to 1.2 (2.2 a unit) rises.
    expect(priceDirection(-1.5, 1.2)).toBe('up');
    expect(payoutRank(-0.5)).toBe(3);
    expect(payoutRank(0.5)).toBe(1.5);
  });
});
