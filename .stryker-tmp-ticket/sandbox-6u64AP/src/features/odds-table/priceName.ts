// @ts-nocheck
import type { IntlShape } from 'react-intl';
import { defineMessage, defineMessages } from 'react-intl';
import type { PriceField, PriceRow } from '@workers/odds/core/view';
import { PRICE_CELL_OF } from '@src/shared/board/priceCells';
import { formatPoint, formatPrice, handicapLineText } from '@src/shared/board/price';
import { messages } from './messages';

// A price button's accessible name: the match, the market and side with its line, then
// the price, e.g. "Arsenal v Chelsea, handicap Home -0.5, 0.92", in the member's language.

const marketNames = defineMessages({
  handicap: { id: 'a11y.market-handicap' },
  overUnder: { id: 'a11y.market-over-under' },
  oneXtwo: { id: 'a11y.market-1x2' },
  oddEven: { id: 'a11y.market-odd-even' },
});

export const priceNameMessages = {
  matchName: defineMessage<{ home: string; away: string }>({ id: 'a11y.match-name' }),
  firstHalf: defineMessage<{ market: string }>({ id: 'a11y.first-half' }),
  priceName: defineMessage<{ match: string; choice: string; price: string }>({
    id: 'a11y.price-name',
  }),
};

/** The handicap line as the side reads it: the giving side -line, the other +line. */
function handicapSideLine(giving: string, taking: string): string {
  if (giving !== '') return /^[+-]/.test(giving) ? giving : `-${giving}`;
  if (taking !== '') return /^[+-]/.test(taking) ? taking : `+${taking}`;
  return '';
}

/** "handicap Home -0.5", "first half over/under Over 2.5", "1X2 Draw", "odd/even Odd". */
export function choiceName(intl: IntlShape, row: PriceRow, field: PriceField): string {
  const { market_type: market, option } = PRICE_CELL_OF[field];
  const half = market.startsWith('FH_');
  let marketName: string;
  let side: string;
  let line = '';
  switch (market) {
    case 'Handicap':
    case 'FH_Handicap': {
      marketName = intl.formatMessage(marketNames.handicap);
      side = intl.formatMessage(option === 'h' ? messages.home : messages.away);
      const home = handicapLineText(half ? row.fh_calcBall_h : row.calcBall_h);
      const away = handicapLineText(half ? row.fh_calcBall_a : row.calcBall_a);
      line = option === 'h' ? handicapSideLine(home, away) : handicapSideLine(away, home);
      break;
    }
    case 'OverUnder':
    case 'FH_OverUnder':
      marketName = intl.formatMessage(marketNames.overUnder);
      side = intl.formatMessage(option === 'h' ? messages.over : messages.under);
      line = formatPoint(half ? row.fh_overUnder_point : row.overUnder_point);
      break;
    case 'OE':
      marketName = intl.formatMessage(marketNames.oddEven);
      side = intl.formatMessage(option === 'h' ? messages.odd : messages.even);
      break;
    default:
      marketName = intl.formatMessage(marketNames.oneXtwo);
      side = intl.formatMessage(
        option === 'h' ? messages.home : option === 'a' ? messages.away : messages.draw,
      );
  }
  const named = half
    ? intl.formatMessage(priceNameMessages.firstHalf, { market: marketName })
    : marketName;
  return [named, side, line].filter((part) => part !== '').join(' ');
}

export function priceName(
  intl: IntlShape,
  match: string,
  row: PriceRow,
  field: PriceField,
  price: number,
): string {
  return intl.formatMessage(priceNameMessages.priceName, {
    match,
    choice: choiceName(intl, row, field),
    price: formatPrice(price),
  });
}
