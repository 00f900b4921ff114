// @ts-nocheck
import type { IntlShape } from 'react-intl';
import { defineMessage } from 'react-intl';
import type { PriceHistoryAnswer } from '@workers/odds/core/priceHistory';
import { formatPrice } from '@src/shared/board/price';

// The price line in words, for a screen reader: "Price 0.95 to 0.85: up once and down
// 3 times in the last 10 minutes. You chose it at 0.95."

const moved = defineMessage<{
  first: string;
  last: string;
  up: number;
  down: number;
  minutes: number;
}>({ id: 'price-line.moved' });
const still = defineMessage<{ price: string }>({ id: 'price-line.still' });
const chosen = defineMessage<{ price: string }>({ id: 'price-line.chosen' });

export function priceLineWords(
  intl: IntlShape,
  answer: PriceHistoryAnswer,
  clicked: number | null,
): string {
  const last = answer.points[answer.points.length - 1];
  if (last === undefined) return '';
  const words =
    answer.moves.up + answer.moves.down === 0
      ? intl.formatMessage(still, { price: formatPrice(last.price) })
      : intl.formatMessage(moved, {
          first: formatPrice(answer.from ?? last.price),
          last: formatPrice(last.price),
          up: answer.moves.up,
          down: answer.moves.down,
          minutes: Math.round(answer.windowMs / 60_000),
        });
  return clicked === null
    ? words
    : `${words} ${intl.formatMessage(chosen, { price: formatPrice(clicked) })}`;
}
