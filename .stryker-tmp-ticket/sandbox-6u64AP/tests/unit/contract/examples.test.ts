// @ts-nocheck
// Worked examples of the money rules and wire shapes, written from the specs and run against
// contract/ (the one copy the worker, the UI, the machines and the simulator import). Each row quotes
// the rule it comes from: a product rule (the ticket, the confirm, the bet types, the defaults) or
// a rule of the member API (placing a bet, the odds lists).
import { describe, expect, it } from 'vitest';
import type { PickError } from '@contract/confirm';
import { ODDS_CHANGED_MESSAGE, PICK_ERROR_TYPES, oddsTotal } from '@contract/confirm';
import type { PickLimits, SettledOutcome, StakeLimits, TicketFigures } from '@contract/money';
import {
  MAX_PARLAY_PICKS,
  MIN_PARLAY_PICKS,
  NO_PAYOUT,
  canPlaceBet,
  combinedOdds,
  isWholeBahtStake,
  parlayMaxPayout,
  parlayReturn,
  parlayStakeLimits,
  pickCountFits,
  riskOf,
  singleMaxPayout,
  singleReturn,
  singleStakeLimits,
  stakeWithinLimits,
  ticketFigures,
  wholeBaht,
} from '@contract/money';
import { isDecimalPrice, oddsTypeFor, quotedOddsType } from '@contract/odds';
import type { BetType, EventTabId, Mainbet, OddsType } from '@contract/wire';
import type { MarketType } from '@contract/oddsList';
import {
  ACTION_TYPE_OF_MAINBET,
  FOOTBALL_SPORT_ID,
  MAINBET_OF,
  MUAY_THAI_SPORT_ID,
  betTypeOfTab,
} from '@contract/wire';

const limits = (min_bet: number, max_bet: number, max_pay_bill_sport: number): PickLimits => ({
  min_bet,
  max_bet,
  max_pay_bill_sport,
});

describe('stake limits', () => {
  // The ticket: "Single bet: min and max come from the pick's min_bet and max_bet, floored."
  it.each<[string, PickLimits, StakeLimits]>([
    ['whole amounts', limits(100, 20000, 1e6), { min: 100, max: 20000 }],
    ['fractions floored', limits(100.9, 20000.99, 1e6), { min: 100, max: 20000 }],
  ])('single: %s', (_, pick, expected) => {
    expect(singleStakeLimits(pick)).toEqual(expected);
  });

  // The ticket: "Step/mix: combined odds are the product of pick prices; max is the lesser of the
  // smallest max_bet and (smallest max_pay_bill_sport divided by combined odds); min is the first
  // pick's min_bet, floored."
  it.each<[string, PickLimits[], number, StakeLimits]>([
    [
      'smallest max_bet binds',
      [limits(50.7, 10000, 50000), limits(100, 8000, 60000)],
      3.8,
      { min: 50, max: 8000 },
    ],
    [
      'max payout / combined odds binds (floored: 20000 / 3.8 = 5263.15)',
      [limits(50, 10000, 20000), limits(100, 8000, 60000)],
      3.8,
      { min: 50, max: 5263 },
    ],
    [
      "min is the FIRST pick's min_bet, not the largest",
      [limits(20, 10000, 1e6), limits(500, 10000, 1e6)],
      4,
      { min: 20, max: 10000 },
    ],
    // The copies disagreed here (the simulator had no guard): resolved the client's way. The
    // ticket: "Place bet is disabled when stake is below min or above max": with no picks or
    // combined odds that are not a positive number nothing is stakeable, and a max is never
    // negative.
    ['no picks', [], 3.8, { min: 0, max: 0 }],
    ['combined odds 0 (a price of 0 on the wire)', [limits(50, 1000, 1000)], 0, { min: 0, max: 0 }],
    ['combined odds NaN', [limits(50, 1000, 1000)], Number.NaN, { min: 0, max: 0 }],
    ['negative max payout clamps max to 0', [limits(50, 1000, -100)], 2, { min: 50, max: 0 }],
  ])('step/mix: %s', (_, picks, odds, expected) => {
    expect(parlayStakeLimits(picks, odds)).toEqual(expected);
  });

  // The ticket: "Place bet is disabled when stake is below min or above max, or while loading."
  // The member API on placing a bet: "The server re-checks everything: stake within min/max".
  it.each<[number | null, boolean]>([
    [99, false],
    [100, true],
    [20000, true],
    [20001, false],
    [null, false],
    [0, false],
    // The ticket: the stake field is "digits only" and min/max are floored: a stake is whole baht.
    [100.5, false],
    [150.01, false],
    [Number.NaN, false],
  ])('stake %s within {100, 20000}: %s', (stake, expected) => {
    expect(stakeWithinLimits(stake, { min: 100, max: 20000 })).toBe(expected);
  });

  it('a zero stake is never placeable, even when min is 0', () => {
    expect(stakeWithinLimits(0, { min: 0, max: 0 })).toBe(false);
  });

  it.each<[number, boolean]>([
    [1, true],
    [12500, true],
    [0.5, false],
    [100.25, false],
    [Number.POSITIVE_INFINITY, false],
  ])('isWholeBahtStake(%s) = %s', (stake, expected) => {
    expect(isWholeBahtStake(stake)).toBe(expected);
  });

  it.each<[number, number]>([
    [100, 100],
    [99.99, 99],
    [0.4, 0],
  ])('wholeBaht(%s) = %s', (amount, expected) => {
    expect(wholeBaht(amount)).toBe(expected);
  });
});

describe('combined odds and odds_total', () => {
  // The ticket: "combined odds are the product of pick prices".
  it.each<[number[], number]>([
    [[1.9, 2.0], 3.8],
    [[1.5, 2, 3], 9],
    [[], 1],
  ])('combinedOdds(%j) = %s', (prices, expected) => {
    expect(combinedOdds(prices)).toBeCloseTo(expected, 10);
  });

  // The confirm: the body's ticket{odds_type, odds_total, item[]}, mainbet (1, 5 or 6).
  it.each<[Mainbet, number[], number]>([
    [1, [0.92], 0.92],
    [1, [-0.98], -0.98],
    [5, [1.9, 2.0], 3.8],
    [6, [1.5, 2, 3], 9],
    // A single is its one pick's price, never a product: no pick yet has no price (0, not the
    // empty product 1), and a single is never multiplied by a stray second price.
    [1, [], 0],
    [1, [0.92, 2], 0.92],
  ])('odds_total for mainbet %s of %j is %s', (mainbet, prices, expected) => {
    expect(oddsTotal(mainbet, prices)).toBeCloseTo(expected, 10);
  });
});

describe('max payout shown on the ticket', () => {
  // The ticket: "Max payout for single: price times stake, or just the stake when the price is
  // negative."
  // The ticket: "empty stays empty and resets the payout to 0.00"; the defaults: "Default max
  // payout display 0.00".
  it.each<[number, number | null, number]>([
    [0.92, 1000, 920],
    [-0.98, 1000, 1000],
    [2.1, 1000, 2100],
    [0.92, null, NO_PAYOUT],
  ])('single at %s with stake %s pays at most %s', (price, stake, expected) => {
    expect(singleMaxPayout(price, stake)).toBeCloseTo(expected, 10);
  });

  it.each<[number, number | null, number]>([
    [3.8, 100, 380],
    [3.8, null, NO_PAYOUT],
  ])('step/mix at %s with stake %s pays at most %s', (odds, stake, expected) => {
    expect(parlayMaxPayout(odds, stake)).toBeCloseTo(expected, 10);
  });
});

describe('pick counts', () => {
  // The member API on placing a bet: "one pick per event for step/mix, at least 2 picks for
  // step/mix (at most 10)".
  it('are 2 to 10 for step/mix', () => {
    expect([MIN_PARLAY_PICKS, MAX_PARLAY_PICKS]).toEqual([2, 10]);
  });
  it.each<[BetType, number, boolean]>([
    ['step', 1, false],
    ['step', 2, true],
    ['mix', 10, true],
    ['mix', 11, false],
    ['sc', 1, true],
    ['sc', 2, false],
    ['sc', 0, false],
  ])('%s with %s picks fits: %s', (betType, count, expected) => {
    expect(pickCountFits(betType, count)).toBe(expected);
  });
});

describe('placing is enabled', () => {
  const figures = (over: Partial<TicketFigures> = {}): TicketFigures => ({
    limits: { min: 100, max: 20000 },
    odds: 0.92,
    maxPayout: 0,
    complete: true,
    ...over,
  });
  // The ticket: "Place bet is disabled when stake is below min or above max, or while loading."
  it.each<[string, TicketFigures, number | null, boolean, boolean]>([
    ['stake within limits', figures(), 500, false, true],
    ['below min', figures(), 99, false, false],
    ['above max', figures(), 20001, false, false],
    ['while loading', figures(), 500, true, false],
    ['no stake', figures(), null, false, false],
    ['a step with one pick', figures({ complete: false }), 500, false, false],
  ])('%s: %s', (_, f, stake, placing, expected) => {
    expect(canPlaceBet(f, stake, placing)).toBe(expected);
  });

  it('a step needs two picks before its figures are complete', () => {
    const pick = { price: 1.9, min_bet: 100, max_bet: 8000, max_pay_bill_sport: 50000 };
    expect(ticketFigures('step', [pick], 500).complete).toBe(false);
    expect(ticketFigures('step', [pick, { ...pick, price: 2 }], 500)).toEqual({
      limits: { min: 100, max: 8000 },
      odds: 3.8,
      maxPayout: 1900,
      complete: true,
    });
  });
});

describe('what a settled bet pays back', () => {
  // The member API on odds lists: "MY prices lie in (-1, 1] and a negative price risks |price| x
  // stake to win the stake; HK = EU - 1; EU is decimal."
  it.each<[number, number, number]>([
    [1000, -0.8, 800],
    [1000, 0.92, 1000],
    [1000, 2.5, 1000],
  ])('stake %s at %s risks %s', (stake, price, risk) => {
    expect(riskOf(stake, price)).toBeCloseTo(risk, 10);
  });

  // The member API's `ticket_status` is one of won, lose, haftlose, halfwon, draw ... Each row pays
  // back risk + winnings (won), risk + half the winnings (halfwon), the risk (draw), half the risk
  // (haftlose).
  it.each<[string, number, boolean, SettledOutcome, number]>([
    ['MY -0.80 won: risk 800 + the stake 1000', -0.8, false, 'won', 1800],
    ['MY -0.80 halfwon', -0.8, false, 'halfwon', 1300],
    ['MY -0.80 haftlose: half the 800 at risk', -0.8, false, 'haftlose', 400],
    ['MY -0.80 draw', -0.8, false, 'draw', 800],
    ['MY -0.80 lose', -0.8, false, 'lose', 0],
    ['MY 0.92 won', 0.92, false, 'won', 1920],
    ['HK 0.90 won = EU 1.90 won (HK = EU - 1)', 0.9, false, 'won', 1900],
    ['EU 1.90 won', 1.9, true, 'won', 1900],
    ['EU 1.90 halfwon', 1.9, true, 'halfwon', 1450],
    ['1x2 2.10 (always decimal) won', 2.1, true, 'won', 2100],
  ])('stake 1000, %s', (_, price, decimal, outcome, paid) => {
    expect(singleReturn(1000, price, decimal, outcome)).toBeCloseTo(paid, 10);
  });

  it.each<[string, { price: number; outcome: SettledOutcome }[], number]>([
    [
      'both won: 100 x 1.9 x 2.0',
      [
        { price: 1.9, outcome: 'won' },
        { price: 2, outcome: 'won' },
      ],
      380,
    ],
    [
      'a half-won leg pays (p + 1) / 2',
      [
        { price: 1.9, outcome: 'won' },
        { price: 2, outcome: 'halfwon' },
      ],
      285,
    ],
    [
      'a drawn leg counts 1',
      [
        { price: 1.9, outcome: 'won' },
        { price: 2, outcome: 'draw' },
      ],
      190,
    ],
    [
      'a half-lost leg halves',
      [
        { price: 1.9, outcome: 'won' },
        { price: 2, outcome: 'haftlose' },
      ],
      95,
    ],
    [
      'a lost leg loses all',
      [
        { price: 1.9, outcome: 'won' },
        { price: 2, outcome: 'lose' },
      ],
      0,
    ],
  ])('step stake 100, %s', (_, legs, paid) => {
    expect(parlayReturn(100, legs)).toBeCloseTo(paid, 10);
  });
});

describe('odds types', () => {
  // The member API on odds lists: "1x2 prices are always decimal."; "EU is decimal".
  it.each<[MarketType, OddsType, boolean]>([
    ['1x2', 'MY', true],
    ['FH_1x2', 'HK', true],
    ['Handicap', 'EU', true],
    ['Handicap', 'MY', false],
    ['OverUnder', 'HK', false],
    ['OE', 'MY', false],
  ])('%s in %s is decimal: %s', (market, oddsType, expected) => {
    expect(isDecimalPrice(market, oddsType)).toBe(expected);
  });

  // The member API on odds lists: "Step and mix lists, and sport 44, are asked for with
  // odds_type=EU."
  // The confirm: "odds_type is MY by default, EU for step/mix and for sport 44."
  it.each<[BetType, number, OddsType, OddsType]>([
    ['sc', FOOTBALL_SPORT_ID, 'MY', 'MY'],
    ['sc', FOOTBALL_SPORT_ID, 'HK', 'HK'],
    ['step', FOOTBALL_SPORT_ID, 'MY', 'EU'],
    ['mix', FOOTBALL_SPORT_ID, 'HK', 'EU'],
    ['sc', MUAY_THAI_SPORT_ID, 'MY', 'EU'],
  ])('a %s call for sport %s with %s chosen asks for %s', (betType, sport, chosen, expected) => {
    expect(oddsTypeFor(betType, sport, chosen)).toBe(expected);
  });

  it.each<[BetType, OddsType, OddsType]>([
    ['sc', 'HK', 'HK'],
    ['step', 'MY', 'EU'],
    ['mix', 'HK', 'EU'],
  ])('a %s pick asked in %s is quoted in %s', (betType, asked, expected) => {
    expect(quotedOddsType(betType, asked)).toBe(expected);
  });
});

describe('tabs, bet types and ids', () => {
  // The bet types: "Bet type: single (tabs 1/2/3), step (5), mix (6)."
  it.each<[EventTabId, BetType]>([
    [1, 'sc'],
    [2, 'sc'],
    [3, 'sc'],
    [5, 'step'],
    [6, 'mix'],
  ])('tab %s is a %s bet', (tab, betType) => {
    expect(betTypeOfTab(tab)).toBe(betType);
  });

  // The member API on placing a bet: "`mainbet` 1, 5 or 6"; the confirm body's action_type.
  it.each<[BetType, Mainbet]>([
    ['sc', 1],
    ['step', 5],
    ['mix', 6],
  ])('%s is mainbet %s and back', (betType, mainbet) => {
    expect(MAINBET_OF[betType]).toBe(mainbet);
    expect(ACTION_TYPE_OF_MAINBET[mainbet]).toBe(betType);
  });

  // The defaults: "Sport ids: 1 football, 44 Muay Thai."
  it('sport ids', () => {
    expect([FOOTBALL_SPORT_ID, MUAY_THAI_SPORT_ID]).toEqual([1, 44]);
  });
});

describe('pick errors', () => {
  // The member API, placing a bet, price or point moved: the example reply, typed by the contract.
  it('the spec example is a valid refusal', () => {
    const reply: { status: false; message: typeof ODDS_CHANGED_MESSAGE; errors: PickError[] } = {
      status: false,
      message: 'odds changed',
      errors: [
        { odd_id: 880001, type_error: 'price', price_old: 0.92, price_new: 0.88 },
        { odd_id: 880007, type_error: 'point', point_new: 1.0 },
      ],
    };
    expect(reply.errors.map((error) => error.type_error)).toEqual([...PICK_ERROR_TYPES]);
    expect(ODDS_CHANGED_MESSAGE).toBe(reply.message);
  });
});
