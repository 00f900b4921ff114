// @ts-nocheck
// The money rules of a ticket, as pure functions: stake limits, combined odds, what a ticket may
// pay, what a settled bet pays back (the ticket's stake and payout rules, and the member API's
// prices and bet confirm). The ticket shows them, the place-bet machine guards on them and the
// simulator re-checks and settles with them: one copy. Amounts are THB; callers round to satang
// when they store.
import type { BetType } from './wire';
import { isParlay } from './wire';

/** A bet confirm takes at least 2 picks for step/mix (at most 10). */
export const MIN_PARLAY_PICKS = 2;
export const MAX_PARLAY_PICKS = 10;

/** A single takes exactly one pick; a step/mix 2 to 10. */
export function pickCountFits(betType: BetType, count: number): boolean {
  if (!isParlay(betType)) return count === 1;
  return count >= MIN_PARLAY_PICKS && count <= MAX_PARLAY_PICKS;
}

/** The payout shows 0.00 when there is nothing to pay. */
export const NO_PAYOUT = 0;

export interface StakeLimits {
  min: number;
  max: number;
}

export interface PickLimits {
  min_bet: number;
  max_bet: number;
  max_pay_bill_sport: number;
}

const NO_LIMITS: StakeLimits = { min: 0, max: 0 };

/**
 * The one stake precision of both sides: whole baht. The stake rule reads the stake field as
 * "digits only" and floors min and max, so a member can only ever stake whole baht; the ticket field
 * parses to it, Place needs it and the simulator's confirm refuses anything else (422). Amounts that
 * come of a stake (risk, payout, win/loss) keep their satang.
 */
export function isWholeBahtStake(stake: number): boolean {
  return Number.isSafeInteger(stake);
}

/** An amount as a whole-baht stake or limit: floored (never more than the amount). */
export function wholeBaht(amount: number): number {
  return Math.floor(amount);
}

/** The stake rule: "combined odds are the product of pick prices". */
export function combinedOdds(prices: readonly number[]): number {
  return prices.reduce((product, price) => product * price, 1);
}

/** The stake rule: "min and max come from the pick's min_bet and max_bet, floored". */
export function singleStakeLimits(pick: PickLimits): StakeLimits {
  return { min: wholeBaht(pick.min_bet), max: wholeBaht(pick.max_bet) };
}

/**
 * The stake rule: "max is the lesser of the smallest max_bet and (smallest
 * max_pay_bill_sport divided by combined odds); min is the first pick's min_bet, floored"
 * (max floored too: stakes are whole baht). No picks, or combined odds that are not a positive
 * number (a price of 0 or NaN on the wire), take nothing: {0, 0}; max is never negative.
 */
export function parlayStakeLimits(picks: readonly PickLimits[], odds: number): StakeLimits {
  const first = picks[0];
  if (first === undefined || !(odds > 0)) return NO_LIMITS;
  const smallestMaxBet = Math.min(...picks.map((pick) => pick.max_bet));
  const smallestMaxPay = Math.min(...picks.map((pick) => pick.max_pay_bill_sport));
  return {
    min: wholeBaht(first.min_bet),
    max: Math.max(0, wholeBaht(Math.min(smallestMaxBet, smallestMaxPay / odds))),
  };
}

/**
 * A stake the limits take: a positive whole-baht amount from min to max (the stake rule,
 * "Place bet is disabled when stake is below min or above max"; the bet confirm's "stake within
 * min/max").
 */
export function stakeWithinLimits(stake: number | null, limits: StakeLimits): stake is number {
  return (
    stake !== null &&
    isWholeBahtStake(stake) &&
    stake > 0 &&
    stake >= limits.min &&
    stake <= limits.max
  );
}

/** The payout rule: "price times stake, or just the stake when the price is negative". */
export function singleMaxPayout(price: number, stake: number | null): number {
  if (stake === null) return NO_PAYOUT;
  return price < 0 ? stake : price * stake;
}

/** Step/mix: combined odds x stake. */
export function parlayMaxPayout(odds: number, stake: number | null): number {
  return stake === null ? NO_PAYOUT : odds * stake;
}

/**
 * Money at risk (the odds lists' rule: "a negative price risks |price| x stake to win the
 * stake"); otherwise the stake.
 */
export function riskOf(stake: number, price: number): number {
  return price < 0 ? Math.abs(price) * stake : stake;
}

/** How a settled choice ended (the member history's `ticket_status`, its settled values). */
export type SettledOutcome = 'won' | 'lose' | 'halfwon' | 'haftlose' | 'draw';

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
  outcome: SettledOutcome,
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
export function parlayLegFactor(price: number, outcome: SettledOutcome): number {
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

/** What a settled step/mix pays back: the stake times every leg's factor. */
export function parlayReturn(
  stake: number,
  legs: readonly { price: number; outcome: SettledOutcome }[],
): number {
  return legs.reduce((amount, leg) => amount * parlayLegFactor(leg.price, leg.outcome), stake);
}

/** A parlay's status follows what it pays compared with its stake. */
export function parlayStatus(stake: number, returned: number): SettledOutcome {
  if (returned <= 0) return 'lose';
  if (Math.abs(returned - stake) < 0.005) return 'draw';
  return returned > stake ? 'won' : 'haftlose';
}

/** A pick as the ticket's figures need it. */
export interface PricedPick extends PickLimits {
  price: number;
}

export interface TicketFigures {
  limits: StakeLimits;
  /** Combined odds for step/mix; the pick's price for a single. */
  odds: number;
  maxPayout: number;
  /** The ticket has as many picks as its bet type needs. */
  complete: boolean;
}

/** Everything the ticket shows under its picks, from the picks and the stake. */
export function ticketFigures(
  betType: BetType,
  picks: readonly PricedPick[],
  stake: number | null,
): TicketFigures {
  if (!isParlay(betType)) {
    const pick = picks[0];
    if (pick === undefined)
      return { limits: NO_LIMITS, odds: 0, maxPayout: NO_PAYOUT, complete: false };
    return {
      limits: singleStakeLimits(pick),
      odds: pick.price,
      maxPayout: singleMaxPayout(pick.price, stake),
      complete: true,
    };
  }
  const odds = combinedOdds(picks.map((pick) => pick.price));
  return {
    limits: parlayStakeLimits(picks, odds),
    odds,
    maxPayout: parlayMaxPayout(odds, stake),
    complete: pickCountFits(betType, picks.length),
  };
}

/** Place is disabled below min, above max, while placing, and with nothing to stake. */
export function canPlaceBet(
  figures: TicketFigures,
  stake: number | null,
  placing: boolean,
): boolean {
  return !placing && figures.complete && stakeWithinLimits(stake, figures.limits);
}
