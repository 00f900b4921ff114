// @ts-nocheck
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MARKET_TYPES } from '@contract/oddsList';
import type { InWho } from '@contract/oddsList';
import { marketRefOf, packMarketRef } from '@workers/odds/core/view';
import type { MarketRef } from '@workers/odds/core/view';

const refArb: fc.Arbitrary<MarketRef> = fc.record({
  id: fc.integer({ min: 0, max: 2 ** 40 }),
  odds_id: fc.integer({ min: 0, max: 2 ** 40 }),
  in_who: fc.constantFrom<InWho>('1', '2', ''),
  point: fc.oneof(
    fc.integer({ min: -40, max: 40 }).map((quarters) => quarters / 4),
    // -0 is 0: the pick goes out as JSON, where they are one number.
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((point) => point + 0),
  ),
});

describe('packed market refs (the ids a ticket pick needs, one string a row)', () => {
  it('reads back every market packed, exactly, and nothing that was not packed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...MARKET_TYPES)),
        fc.array(refArb, { minLength: MARKET_TYPES.length, maxLength: MARKET_TYPES.length }),
        (markets, refs) => {
          const packed = markets.reduce(
            (text, market, index) => packMarketRef(text, market, refs[index]!),
            '',
          );
          for (const market of MARKET_TYPES) {
            const index = markets.indexOf(market);
            const ref = marketRefOf(packed, market);
            if (index < 0) expect(ref).toBeUndefined();
            else expect(ref).toEqual(refs[index]);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the first entry of a market; 1x2 and FH_1x2 are two markets', () => {
    const first = { id: 1, odds_id: 11, in_who: '1', point: -0.25 } as const;
    let packed = packMarketRef('', 'FH_1x2', { id: 7, odds_id: 17, in_who: '', point: 0 });
    expect(marketRefOf(packed, '1x2')).toBeUndefined();
    packed = packMarketRef(packed, '1x2', first);
    packed = packMarketRef(packed, '1x2', { id: 2, odds_id: 12, in_who: '2', point: 1 });
    expect(marketRefOf(packed, '1x2')).toEqual(first);
    expect(marketRefOf(packed, 'FH_1x2')).toEqual({ id: 7, odds_id: 17, in_who: '', point: 0 });
  });
});
