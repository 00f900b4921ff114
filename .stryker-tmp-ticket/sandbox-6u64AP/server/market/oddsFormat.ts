// @ts-nocheck
// How prices and lines are written on the wire (the member API's odds lists).
import { isAlwaysDecimal } from '@contract/odds';
import type { OddsType } from '@contract/wire';
import type { MarketType } from '@contract/oddsList';

export const MIN_DECIMAL_PRICE = 1.01;
export const MAX_DECIMAL_PRICE = 100;

/** Round to 2 decimals, the precision of every price on the wire. */
export function round2(x: number): number {
  return Math.round((x + Number.EPSILON * Math.sign(x)) * 100) / 100;
}

/** A decimal (EU) price as quoted: 2 decimals, never below 1.01. */
export function quoteDecimal(decimal: number): number {
  return round2(Math.min(MAX_DECIMAL_PRICE, Math.max(MIN_DECIMAL_PRICE, decimal)));
}

/** HK odds: the net win per unit staked, EU - 1. */
export function decimalToHongKong(eu: number): number {
  return round2(eu - 1);
}

/**
 * Malay odds: HK when HK <= 1, otherwise -1/HK. Computed from the rounded HK price so that
 * MY stays in (-1, 1]: HK 1.01 gives -0.99, never -1.00.
 */
export function decimalToMalay(eu: number): number {
  const hk = decimalToHongKong(eu);
  return hk <= 1 ? hk : round2(-1 / hk);
}

/** A quoted decimal price in the requested odds type (1x2 stays decimal). */
export function priceInOddsType(eu: number, oddsType: OddsType, market: MarketType): number {
  if (isAlwaysDecimal(market) || oddsType === 'EU') return eu;
  return oddsType === 'HK' ? decimalToHongKong(eu) : decimalToMalay(eu);
}

/** True for x.25 and x.75 lines, which split the stake over the two neighbouring lines. */
export function isQuarterLine(point: number): boolean {
  return Math.abs(Math.round(point * 4)) % 2 === 1;
}

const formatLine = (x: number): string => String(Math.round(x * 100) / 100);

/** The handicap as shown on the wire: `0.5-1` for 0.75, `0.5` for 0.5, `1` for 1, `0` for level. */
export function lineNotation(point: number): string {
  const p = Math.abs(point);
  return isQuarterLine(p) ? `${formatLine(p - 0.25)}-${formatLine(p + 0.25)}` : formatLine(p);
}

export interface HandicapDisplay {
  in_who: '1' | '2';
  point: number;
  calcBall_h: string;
  calcBall_a: string;
}

/**
 * A signed line (positive: home gives it) as the wire shows it: `in_who` names the giving side,
 * whose calcBall carries the notation while the other side's stays empty. Level ball counts as home.
 */
export function handicapDisplay(homeGives: number): HandicapDisplay {
  const point = Math.abs(homeGives);
  const notation = lineNotation(point);
  return homeGives >= 0
    ? { in_who: '1', point, calcBall_h: notation, calcBall_a: '' }
    : { in_who: '2', point, calcBall_h: '', calcBall_a: notation };
}
