// The money rules of a ticket, as pure functions (product-spec sections 5 and 7, member-api.md
// "Placing a bet"). Amounts are THB; callers round to satang when they store.
import type { MarketType, OddsType } from '../../workers/odds/core/wire';
import type { ChoiceOutcome } from '../market/types';

export type BetKind = 'single' | 'parlay';
export const MIN_PARLAY_PICKS = 2;
export const MAX_PARLAY_PICKS = 10;

/** mainbet 1 = single; 5 = step, 6 = mix parlay. */
export type Mainbet = 1 | 5 | 6;
export const ACTION_TYPE_OF_MAINBET = { 1: 'sc', 5: 'step', 6: 'mix' } as const;

export function betKindOf(mainbet: Mainbet): BetKind {
  return mainbet === 1 ? 'single' : 'parlay';
}

/** 1x2 prices are decimal whatever odds type was asked for; EU is decimal. */
export function isDecimalPrice(marketType: MarketType, oddsType: OddsType): boolean {
  return oddsType === 'EU' || marketType === '1x2' || marketType === 'FH_1x2';
}

/** Money at risk: a negative MY price risks |price| x stake (to win the stake); otherwise the stake. */
export function riskOf(stake: number, price: number): number {
  return price < 0 ? Math.abs(price) * stake : stake;
}

export interface PickLimits {
  min_bet: number;
  max_bet: number;
  max_pay_bill_sport: number;
}

/** Combined odds of a step/mix ticket: the product of the decimal pick prices. */
export function combinedOdds(prices: readonly number[]): number {
  return prices.reduce((product, price) => product * price, 1);
}

export interface StakeLimits {
  min: number;
  max: number;
}

/** Single: the pick's own limits, floored. */
export function singleStakeLimits(pick: PickLimits): StakeLimits {
  return { min: Math.floor(pick.min_bet), max: Math.floor(pick.max_bet) };
}

/**
 * Step/mix: min is the first pick's min_bet; max is the lesser of the smallest max_bet and the
 * smallest max_pay_bill_sport divided by the combined odds (both floored).
 */
export function parlayStakeLimits(picks: readonly PickLimits[], odds: number): StakeLimits {
  const first = picks[0];
  if (!first) return { min: 0, max: 0 };
  const smallestMaxBet = Math.min(...picks.map((p) => p.max_bet));
  const smallestMaxPay = Math.min(...picks.map((p) => p.max_pay_bill_sport));
  return {
    min: Math.floor(first.min_bet),
    max: Math.floor(Math.min(smallestMaxBet, smallestMaxPay / odds)),
  };
}

/** What a won single pays on top of the money at risk. */
function singleWinnings(stake: number, price: number, decimal: boolean): number {
  if (decimal) return stake * (price - 1);
  return price < 0 ? stake : stake * price;
}

/**
 * Everything a settled single pays back to the member (the risk included): won -> risk + winnings,
 * halfwon -> risk + half the winnings, draw -> the risk, haftlose -> half the risk, lose -> nothing.
 */
export function singleReturn(
  stake: number,
  price: number,
  decimal: boolean,
  outcome: ChoiceOutcome,
): number {
  const risk = riskOf(stake, price);
  const winnings = singleWinnings(stake, price, decimal);
  switch (outcome) {
    case 'won':
      return risk + winnings;
    case 'halfwon':
      return risk + winnings / 2;
    case 'draw':
      return risk;
    case 'haftlose':
      return risk / 2;
    case 'lose':
      return 0;
  }
}

/** One leg's factor in a step/mix payout (decimal price p). */
export function parlayLegFactor(price: number, outcome: ChoiceOutcome): number {
  switch (outcome) {
    case 'won':
      return price;
    case 'halfwon':
      return (price + 1) / 2;
    case 'draw':
      return 1;
    case 'haftlose':
      return 0.5;
    case 'lose':
      return 0;
  }
}

export function parlayReturn(
  stake: number,
  legs: readonly { price: number; outcome: ChoiceOutcome }[],
): number {
  return legs.reduce((amount, leg) => amount * parlayLegFactor(leg.price, leg.outcome), stake);
}

export type SettledStatus = ChoiceOutcome;

/** A parlay's status follows what it pays compared with its stake. */
export function parlayStatus(stake: number, returned: number): SettledStatus {
  if (returned <= 0) return 'lose';
  if (Math.abs(returned - stake) < 0.005) return 'draw';
  return returned > stake ? 'won' : 'haftlose';
}
