// @ts-nocheck
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MARKET_TYPES } from '@contract/oddsList';
import {
  decimalToHongKong,
  decimalToMalay,
  handicapDisplay,
  isQuarterLine,
  lineNotation,
  priceInOddsType,
  quoteDecimal,
} from '@server/market/oddsFormat';
import { decode, market, query } from './helpers';

const decimalPrice = fc.double({ min: 1.01, max: 100, noNaN: true }).map(quoteDecimal);
const convertedMarket = fc.constantFrom(
  'Handicap',
  'OverUnder',
  'OE',
  'FH_Handicap',
  'FH_OverUnder' as const,
);

describe('odds type conversion', () => {
  it('MY lies in (-1, 1] and is never 0', () => {
    fc.assert(
      fc.property(decimalPrice, (eu) => {
        const my = decimalToMalay(eu);
        expect(my).toBeGreaterThan(-1);
        expect(my).toBeLessThanOrEqual(1);
        expect(my).not.toBe(0);
      }),
    );
  });

  it('HK is EU - 1, to the cent', () => {
    fc.assert(
      fc.property(decimalPrice, (eu) => {
        expect(decimalToHongKong(eu)).toBeCloseTo(eu - 1, 10);
      }),
    );
  });

  it('MY equals HK up to 1.00 and -1/HK above it', () => {
    fc.assert(
      fc.property(decimalPrice, (eu) => {
        const hk = decimalToHongKong(eu);
        const my = decimalToMalay(eu);
        if (hk <= 1) expect(my).toBe(hk);
        // Rounded to the cent: within half a cent of -1/HK (2.60 gives -1/1.6 = -0.625, shown -0.63).
        else expect(Math.abs(my - -1 / hk)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
    expect(decimalToMalay(2)).toBe(1);
    expect(decimalToMalay(2.01)).toBe(-0.99);
    expect(decimalToMalay(1.92)).toBe(0.92);
    expect(decimalToMalay(3)).toBe(-0.5);
    expect(Math.abs(decimalToMalay(2.6))).toBeCloseTo(0.63, 10);
  });

  it('keeps 1x2 and FH_1x2 decimal whatever the odds type', () => {
    fc.assert(
      fc.property(
        decimalPrice,
        fc.constantFrom('MY', 'HK', 'EU' as const),
        fc.constantFrom('1x2', 'FH_1x2' as const),
        (eu, type, m) => {
          expect(priceInOddsType(eu, type, m)).toBe(eu);
        },
      ),
    );
  });

  it('converts the other markets', () => {
    fc.assert(
      fc.property(decimalPrice, convertedMarket, (eu, m) => {
        expect(priceInOddsType(eu, 'EU', m)).toBe(eu);
        expect(priceInOddsType(eu, 'HK', m)).toBe(decimalToHongKong(eu));
        expect(priceInOddsType(eu, 'MY', m)).toBe(decimalToMalay(eu));
      }),
    );
  });

  it('has 2 decimals at most', () => {
    fc.assert(
      fc.property(decimalPrice, (eu) => {
        for (const v of [eu, decimalToHongKong(eu), decimalToMalay(eu)])
          expect(Math.round(v * 100) / 100).toBe(v);
      }),
    );
  });
});

describe('line notation', () => {
  it.each([
    [0, '0'],
    [0.25, '0-0.5'],
    [0.5, '0.5'],
    [0.75, '0.5-1'],
    [1, '1'],
    [1.25, '1-1.5'],
    [1.5, '1.5'],
    [1.75, '1.5-2'],
    [2, '2'],
    [2.25, '2-2.5'],
    [2.5, '2.5'],
    [2.75, '2.5-3'],
    [3.25, '3-3.5'],
    [167.5, '167.5'],
  ])('%s is shown as %s', (point, shown) => {
    expect(lineNotation(point)).toBe(shown);
  });

  it('marks x.25 and x.75 as quarter lines only', () => {
    expect([0.25, 0.75, 1.25, 2.75].every(isQuarterLine)).toBe(true);
    expect([0, 0.5, 1, 2.5].some(isQuarterLine)).toBe(false);
  });

  it('puts the line on the giving side', () => {
    expect(handicapDisplay(0.75)).toEqual({
      in_who: '1',
      point: 0.75,
      calcBall_h: '0.5-1',
      calcBall_a: '',
    });
    expect(handicapDisplay(-1.25)).toEqual({
      in_who: '2',
      point: 1.25,
      calcBall_h: '',
      calcBall_a: '1-1.5',
    });
    expect(handicapDisplay(0)).toEqual({ in_who: '1', point: 0, calcBall_h: '0', calcBall_a: '' });
  });
});

describe('prices on the wire', () => {
  const m = market();
  const lists = [
    { list: 'live' },
    { list: 'nonlive' },
    { list: 'early', date: 'Allearly' },
  ] as const;
  const byType = (oddsType: 'MY' | 'HK' | 'EU') =>
    lists.flatMap((l) => decode(m.oddsList(query({ ...l, oddsType }))));

  it('serves the same market in every odds type, converted per market', () => {
    const eu = byType('EU');
    const hk = byType('HK');
    const my = byType('MY');
    expect(eu.length).toBeGreaterThan(50);
    eu.forEach((event, i) => {
      event.odds.forEach((entry, j) => {
        entry.prices.forEach((p, k) => {
          const hkPrice = hk[i]?.odds[j]?.prices[k]?.price;
          const myPrice = my[i]?.odds[j]?.prices[k]?.price;
          if (entry.market_type === '1x2' || entry.market_type === 'FH_1x2') {
            expect([hkPrice, myPrice]).toEqual([p.price, p.price]);
            expect(p.price).toBeGreaterThan(1);
          } else {
            expect(hkPrice).toBeCloseTo(p.price - 1, 10);
            expect(myPrice).toBeGreaterThan(-1);
            expect(myPrice).toBeLessThanOrEqual(1);
          }
        });
      });
    });
  });

  it('writes lines as the wire expects: quarter lines with a dash, the giving side only', () => {
    const entries = byType('MY').flatMap((e) => e.odds);
    expect(new Set(entries.map((e) => e.market_type))).toEqual(new Set(MARKET_TYPES));
    for (const e of entries) {
      if (e.market_type === 'Handicap' || e.market_type === 'FH_Handicap') {
        const shown = e.in_who === '1' ? e.calcBall_h : e.calcBall_a;
        expect(shown).toBe(lineNotation(e.point));
        expect(e.in_who === '1' ? e.calcBall_a : e.calcBall_h).toBe('');
      } else if (e.market_type === 'OverUnder' || e.market_type === 'FH_OverUnder') {
        expect(e.calcBall_h).toBe(lineNotation(e.point));
        expect(e.calcBall_a).toBe('');
      } else {
        expect([e.calcBall_h, e.calcBall_a, e.point]).toEqual(['', '', 0]);
      }
    }
    expect(entries.some((e) => isQuarterLine(e.point) && e.calcBall_h.includes('-'))).toBe(true);
  });

  it('prices both sides of a two-way market with a bookmaker margin of a few percent', () => {
    const entries = byType('EU')
      .flatMap((e) => e.odds)
      .filter((e) => e.market_type === 'Handicap' && e.sort_row === 1);
    for (const e of entries) {
      const overround = e.prices.reduce((s, p) => s + 1 / p.price, 0);
      expect(overround).toBeGreaterThan(1.0);
      expect(overround).toBeLessThan(1.1);
    }
  });
});
