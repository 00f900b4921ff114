// Which odds type a price is in, and which one a call asks for (the member API's odds-list rule).
import type { BetType, MarketType, OddsType } from './wire';
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
