// @ts-nocheck
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canPlaceBet,
  combinedOdds,
  parlayMaxPayout,
  parlayStakeLimits,
  singleMaxPayout,
  singleStakeLimits,
  ticketFigures,
} from '@contract/money';
import {
  addToStake,
  clampStake,
  formatStake,
  parseStakeInput,
  stakeFromInput,
} from '@src/shared/ticket/stake';
import { ticketPick } from '@tests/fixtures/ticketPick';

const money = fc.double({ min: 1, max: 1_000_000, noNaN: true, noDefaultInfinity: true });
const decimalPrice = fc.double({ min: 1.01, max: 20, noNaN: true, noDefaultInfinity: true });
const limitsArb = fc.record({ min_bet: money, max_bet: money, max_pay_bill_sport: money });

const pick = ticketPick;

describe('stake input', () => {
  it('keeps digits only: commas and anything else are stripped', () => {
    expect(parseStakeInput('1,500')).toBe(1500);
    expect(parseStakeInput('1.5k')).toBe(15);
    expect(parseStakeInput('abc')).toBeNull();
    expect(parseStakeInput('')).toBeNull();
  });

  it('reads a pasted run of hundreds of digits as its first 15, so the field shows the maximum, not nothing', () => {
    const pasted = '9'.repeat(400);
    expect(parseStakeInput(pasted)).toBe(999_999_999_999_999);
    expect(stakeFromInput(pasted, 20000)).toBe(20000);
  });

  it('reads back what it shows: format then parse is the identity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        (stake) => parseStakeInput(formatStake(stake)) === stake,
      ),
    );
  });

  it('never holds a non-digit or more than the maximum, and empty stays empty', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10 ** 9 }), (typed, max) => {
        const stake = stakeFromInput(typed, max);
        if (!/\d/.test(typed)) return stake === null;
        return stake !== null && Number.isInteger(stake) && stake >= 0 && stake <= max;
      }),
    );
  });

  it('shows thousands separators', () => {
    expect(formatStake(1234567)).toBe('1,234,567');
    expect(formatStake(null)).toBe('');
  });

  it('clamps to the maximum and leaves smaller stakes alone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 10 ** 9 }),
        (stake, max) => clampStake(stake, max) === Math.min(stake, max),
      ),
    );
    expect(clampStake(null, 100)).toBeNull();
  });

  it('quick-adds onto nothing as onto 0 and never past the maximum', () => {
    expect(addToStake(null, 500, 20000)).toBe(500);
    expect(addToStake(19800, 1000, 20000)).toBe(20000);
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 10 ** 6 }), { nil: null }),
        fc.constantFrom(500, 1000),
        fc.integer({ min: 0, max: 10 ** 6 }),
        (stake, step, max) => {
          const next = addToStake(stake, step, max);
          return next !== null && next <= max && next <= (stake ?? 0) + step;
        },
      ),
    );
  });
});

describe('limits', () => {
  it('single: the pick min_bet and max_bet, floored', () => {
    expect(singleStakeLimits({ min_bet: 100.7, max_bet: 20000.9, max_pay_bill_sport: 1 })).toEqual({
      min: 100,
      max: 20000,
    });
    fc.assert(
      fc.property(limitsArb, (limits) => {
        const { min, max } = singleStakeLimits(limits);
        return (
          Number.isInteger(min) &&
          Number.isInteger(max) &&
          min <= limits.min_bet &&
          limits.min_bet - min < 1 &&
          max <= limits.max_bet
        );
      }),
    );
  });

  it('step/mix: min is the first pick min_bet floored, max the lesser of smallest max_bet and smallest max_pay / odds', () => {
    const picks = [
      { min_bet: 50.5, max_bet: 10000, max_pay_bill_sport: 100000 },
      { min_bet: 20, max_bet: 8000, max_pay_bill_sport: 30000 },
      { min_bet: 10, max_bet: 9000, max_pay_bill_sport: 50000 },
    ];
    // 30000 / 6 = 5000 < 8000
    expect(parlayStakeLimits(picks, 6)).toEqual({ min: 50, max: 5000 });
    // 30000 / 2 = 15000 > 8000
    expect(parlayStakeLimits(picks, 2)).toEqual({ min: 50, max: 8000 });
    fc.assert(
      fc.property(
        fc.array(limitsArb, { minLength: 1, maxLength: 10 }),
        decimalPrice,
        (all, odds) => {
          const { min, max } = parlayStakeLimits(all, odds);
          const first = all[0]!;
          return (
            min === Math.floor(first.min_bet) &&
            max <= Math.min(...all.map((p) => p.max_bet)) &&
            max * odds <= Math.min(...all.map((p) => p.max_pay_bill_sport)) + 1e-6
          );
        },
      ),
    );
  });

  it('a parlay with no picks has no limits', () => {
    expect(parlayStakeLimits([], 1)).toEqual({ min: 0, max: 0 });
  });
});

describe('combined odds and payout', () => {
  it('combined odds are the product of the pick prices', () => {
    expect(combinedOdds([2, 1.5, 3])).toBeCloseTo(9);
    expect(combinedOdds([])).toBe(1);
    fc.assert(
      fc.property(fc.array(decimalPrice, { minLength: 1, maxLength: 10 }), (prices) => {
        const product = combinedOdds(prices);
        // The order of picks does not change the odds.
        return (
          Math.abs(product - combinedOdds([...prices].reverse())) < 1e-9 * product &&
          product >= Math.max(...prices) - 1e-9
        );
      }),
    );
  });

  it('single payout is price x stake, or the stake when the price is negative', () => {
    expect(singleMaxPayout(0.92, 1000)).toBeCloseTo(920);
    expect(singleMaxPayout(-0.98, 1000)).toBe(1000);
    // A price of 0 is not negative: price x stake, nothing (the property below may not draw 0).
    expect(singleMaxPayout(0, 1000)).toBe(0);
    expect(singleMaxPayout(0.92, null)).toBe(0);
    // No stake pays 0.00 on a negative price too (not the missing stake itself).
    expect(singleMaxPayout(-0.98, null)).toBe(0);
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: -0.01, noNaN: true }),
        fc.integer({ min: 1, max: 10 ** 7 }),
        (price, stake) => singleMaxPayout(price, stake) === stake,
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.integer({ min: 1, max: 10 ** 7 }),
        (price, stake) => singleMaxPayout(price, stake) === price * stake,
      ),
    );
  });

  it('parlay payout is combined odds x stake; no stake pays 0.00', () => {
    expect(parlayMaxPayout(6.5, 100)).toBeCloseTo(650);
    expect(parlayMaxPayout(6.5, null)).toBe(0);
  });
});

describe('ticket figures and the place-bet button', () => {
  it('a single takes its limits and payout from its one pick', () => {
    const figures = ticketFigures('sc', [pick({ price: -0.9 })], 500);
    expect(figures).toEqual({
      limits: { min: 100, max: 20000 },
      odds: -0.9,
      maxPayout: 500,
      complete: true,
    });
  });

  it('a single without its pick has no limits, odds or payout and cannot be placed', () => {
    const figures = ticketFigures('sc', [], 500);
    expect(figures).toEqual({
      limits: { min: 0, max: 0 },
      odds: 0,
      maxPayout: 0,
      complete: false,
    });
    expect(canPlaceBet(figures, 500, false)).toBe(false);
  });

  it('a mix needs two picks before it can be placed', () => {
    const one = ticketFigures('mix', [pick({ price: 2 })], 500);
    expect(one.complete).toBe(false);
    expect(canPlaceBet(one, 500, false)).toBe(false);
    const two = ticketFigures(
      'mix',
      [pick({ price: 2 }), pick({ event_id: 2, odd_id: 12, price: 1.5 })],
      500,
    );
    expect(two.odds).toBeCloseTo(3);
    expect(canPlaceBet(two, 500, false)).toBe(true);
  });

  it('is disabled below min, above max, with no stake and while placing', () => {
    const figures = ticketFigures('sc', [pick()], null);
    expect(canPlaceBet(figures, 99, false)).toBe(false);
    expect(canPlaceBet(figures, 100, false)).toBe(true);
    expect(canPlaceBet(figures, 20000, false)).toBe(true);
    expect(canPlaceBet(figures, 20001, false)).toBe(false);
    expect(canPlaceBet(figures, null, false)).toBe(false);
    expect(canPlaceBet(figures, 500, true)).toBe(false);
  });
});
