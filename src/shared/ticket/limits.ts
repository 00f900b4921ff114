import type { BetType, TicketPick } from '../../../machines/ticketTypes';

// Stake limits, combined odds and payout of a ticket (product-spec section 5).

export interface StakeLimits {
  min: number;
  max: number;
}

/** Spec section 9: the payout shows 0.00 when there is nothing to pay. */
export const NO_PAYOUT = 0;

type PickLimits = Pick<TicketPick, 'min_bet' | 'max_bet' | 'max_pay_bill_sport'>;

/** Step/mix: the product of the pick prices. */
export function combinedOdds(prices: readonly number[]): number {
  return prices.reduce((product, price) => product * price, 1);
}

/** Single: the pick's own min_bet and max_bet, floored. */
export function singleStakeLimits(pick: PickLimits): StakeLimits {
  return { min: Math.floor(pick.min_bet), max: Math.floor(pick.max_bet) };
}

/**
 * Step/mix: min is the first pick's min_bet, floored; max is the lesser of the smallest max_bet and
 * the smallest max_pay_bill_sport divided by the combined odds (floored: stakes are whole baht).
 */
export function parlayStakeLimits(picks: readonly PickLimits[], odds: number): StakeLimits {
  const first = picks[0];
  if (first === undefined || !(odds > 0)) return { min: 0, max: 0 };
  const smallestMaxBet = Math.min(...picks.map((pick) => pick.max_bet));
  const smallestMaxPay = Math.min(...picks.map((pick) => pick.max_pay_bill_sport));
  return {
    min: Math.floor(first.min_bet),
    max: Math.max(0, Math.floor(Math.min(smallestMaxBet, smallestMaxPay / odds))),
  };
}

/** Single: price x stake, or just the stake when the price is negative. */
export function singleMaxPayout(price: number, stake: number | null): number {
  if (stake === null) return NO_PAYOUT;
  return price < 0 ? stake : price * stake;
}

/** Step/mix: combined odds x stake. */
export function parlayMaxPayout(odds: number, stake: number | null): number {
  return stake === null ? NO_PAYOUT : odds * stake;
}

/** A parlay takes 2 to 10 picks, one per event (member-api.md "Placing a bet"). */
export const MIN_PARLAY_PICKS = 2;
export const MAX_PARLAY_PICKS = 10;

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
  picks: readonly TicketPick[],
  stake: number | null,
): TicketFigures {
  if (betType === 'sc') {
    const pick = picks[0];
    if (pick === undefined)
      return { limits: { min: 0, max: 0 }, odds: 0, maxPayout: NO_PAYOUT, complete: false };
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
    complete: picks.length >= MIN_PARLAY_PICKS && picks.length <= MAX_PARLAY_PICKS,
  };
}

/** Spec section 5: disabled below min, above max, while placing; and with nothing to stake. */
export function canPlaceBet(
  figures: TicketFigures,
  stake: number | null,
  placing: boolean,
): boolean {
  if (placing || !figures.complete || stake === null || stake <= 0) return false;
  return stake >= figures.limits.min && stake <= figures.limits.max;
}
