// @ts-nocheck
// How a price reads in a table cell (the board's display rule): 2 decimals, negative in the
// danger colour, a missing or zero price drawn as '-' and not clickable.

export const EMPTY_PRICE_TEXT = '-';

/** A price a member can click: present and not zero. */
export function hasPrice(price: number | undefined): price is number {
  return price !== undefined && price !== 0 && Number.isFinite(price);
}

export function formatPrice(price: number | undefined): string {
  return hasPrice(price) ? price.toFixed(2) : EMPTY_PRICE_TEXT;
}

export function isNegativePrice(price: number | undefined): boolean {
  return hasPrice(price) && price < 0;
}

/** data-change of a price cell: true rose, false fell (price_change), undefined did not move. */
export function priceChangeName(change: boolean | undefined): 'up' | 'down' | undefined {
  if (change === undefined) return undefined;
  return change ? 'up' : 'down';
}

/** The over/under line as shown: the point, or '' when the market is missing. */
export function formatPoint(point: number | undefined): string {
  if (point === undefined) return '';
  return String(point);
}

/** The handicap line shown on the giving side's row; calcBall is '' on the other side. */
export function handicapLineText(calcBall: string | undefined): string {
  return calcBall ?? '';
}
