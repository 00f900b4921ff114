// @ts-nocheck
import { defineMessage, useIntl } from 'react-intl';
import { bangkokClock } from '@contract/bangkok';
import { payoutRank } from '@contract/odds';
import type { PriceHistoryAnswer } from '@workers/odds/core/priceHistory';
import { formatPrice } from '@src/shared/board/price';
import { priceLineWords } from './priceLineWords';
import * as styles from './PriceLine.css';

// A small line of a pick's price since the engine first saw it (a point per move), the price the
// member clicked marked by a dashed level, the line in words for a screen reader. Higher on the
// line is what pays more (contract/odds.ts), so a Malay price crossing to negative climbs. Printed
// for a sighted member: the first price and when (Bangkok time) at the left end, the last and
// when it was set at the right, and the dashed level's key. A few lines of SVG in the ticket's own
// lazy chunk: drawn after the ticket's first paint.

const yours = defineMessage<{ price: string }>({ id: 'price-line.yours' });

const WIDTH = 96;
const HEIGHT = 24;
const PAD = 3;

export function PriceLine({
  answer,
  clicked,
}: {
  answer: PriceHistoryAnswer;
  /** The price the member clicked (null when unknown). */
  clicked: number | null;
}) {
  const intl = useIntl();
  const { points, at: now } = answer;
  const words = priceLineWords(intl, answer, clicked);
  if (points.length === 0) return null;
  const prices = points.map((point) => payoutRank(point.price));
  if (clicked !== null) prices.push(payoutRank(clicked));
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const start = points[0]!.at;
  const span = Math.max(1, now - start);
  const x = (at: number) => PAD + ((at - start) / span) * (WIDTH - 2 * PAD);
  const y = (price: number) =>
    high === low
      ? HEIGHT / 2
      : PAD + ((high - payoutRank(price)) / (high - low)) * (HEIGHT - 2 * PAD);
  // A step line: a price holds until the next move, and to now.
  const path: string[] = [];
  points.forEach((point, index) => {
    const px = x(point.at).toFixed(1);
    const py = y(point.price).toFixed(1);
    path.push(index === 0 ? `M${px},${py}` : `H${px}V${py}`);
  });
  path.push(`H${(WIDTH - PAD).toFixed(1)}`);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    <span className={styles.wrap} data-testid="price-line" data-points={points.length}>
      <span className={styles.end} data-testid="price-line-first" aria-hidden="true">
        <span className={styles.endPrice}>{formatPrice(first.price)}</span>
        <span className={styles.endTime}>{bangkokClock(first.at)}</span>
      </span>
      <svg
        className={styles.svg}
        width={WIDTH}
        height={HEIGHT}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        {clicked === null ? null : (
          <line
            className={styles.clicked}
            data-testid="price-line-clicked"
            data-price={clicked}
            x1={PAD}
            x2={WIDTH - PAD}
            y1={y(clicked)}
            y2={y(clicked)}
          />
        )}
        <path className={styles.line} d={path.join('')} />
        <circle className={styles.dot} cx={WIDTH - PAD} cy={y(last.price)} r={2.5} />
      </svg>
      <span className={styles.end} data-testid="price-line-last" aria-hidden="true">
        <span className={styles.endPrice}>{formatPrice(last.price)}</span>
        <span className={styles.endTime}>{bangkokClock(last.at)}</span>
      </span>
      {clicked === null ? null : (
        <span className={styles.key} data-testid="price-line-key" aria-hidden="true">
          {intl.formatMessage(yours, { price: formatPrice(clicked) })}
        </span>
      )}
      <span className={styles.words} data-testid="price-line-words">
        {words}
      </span>
    </span>
  );
}
