// @ts-nocheck
// Which odds type a price is in, and which one a call asks for (the member API's odds-list rule).
import type { BetType, OddsType } from './wire';
import type { MarketType } from './oddsList';
import { MUAY_THAI_SPORT_ID, isParlay } from './wire';

/** "1x2 prices are always decimal"; EU is decimal. */
export function isAlwaysDecimal(marketType: MarketType): boolean {
  return marketType === '1x2' || marketType === 'FH_1x2';
}

/** A price of this market quoted in this odds type is a decimal price. */
export function isDecimalPrice(marketType: MarketType, oddsType: OddsType): boolean {
  return oddsType === 'EU' || isAlwaysDecimal(marketType);
}

/** Step and mix picks are priced in decimal (EU) whatever was asked; singles in what was asked. */
export function quotedOddsType(betType: BetType, asked: OddsType): OddsType {
  return isParlay(betType) ? 'EU' : asked;
}

/**
 * The `odds_type` a list or ticket call sends: "Step and mix lists, and sport 44, are asked for with
 * odds_type=EU"; otherwise the member's chosen format (default MY).
 */
export function oddsTypeFor(betType: BetType, sportTypeId: number, chosen: OddsType): OddsType {
  return sportTypeId === MUAY_THAI_SPORT_ID ? 'EU' : quotedOddsType(betType, chosen);
}

/** Odds comparable across formats: what 1 unit staked returns (MY negatives risk |p| to win 1). */
export function returnPerUnit(price: number, decimal: boolean): number {
  if (decimal) return price;
  return price < 0 ? 1 + 1 / Math.abs(price) : 1 + price;
}

export type PriceDirection = 'up' | 'down';

/**
 * The one rule for a price's move, wherever a move is shown or judged (the board's colours and
 * marks, the "moving now" filter, the ticket's arrows, the price line, the accept-higher-odds
 * setting): it rises when it pays more for the same stake (returnPerUnit) and falls when it pays
 * less; null when it pays the same. Never the plain numbers: MY 0.98 (1.98 a unit) to −0.97 (2.03
 * a unit) rises, though the number fell.
 */
export function payoutDirection(
  before: number,
  now: number,
  decimal: boolean,
): PriceDirection | null {
  const was = returnPerUnit(before, decimal);
  const is = returnPerUnit(now, decimal);
  if (is > was) return 'up';
  if (is < was) return 'down';
  return null;
}

/**
 * Where a price stands for the member when its odds type is not at hand (the odds engine's rows,
 * the ticket's picks): returnPerUnit read as a non-decimal price. It orders prices the same as
 * payoutDirection in every type: a decimal price is at least 1, and a positive price in any other
 * type returns 1 + p, the decimal order shifted by one; only the HK / Malay / Indonesian negatives
 * (risk |p| to win 1) return 1 + 1/|p|.
 */
export function payoutRank(price: number): number {
  return returnPerUnit(price, false);
}

/** payoutDirection for a price of any odds type (see payoutRank). */
export function priceDirection(before: number, now: number): PriceDirection | null {
  return payoutDirection(before, now, false);
}
