// @ts-nocheck
import { useIntl } from 'react-intl';
import type { TicketPick } from '@machines/ticketTypes';
import { priceDirection } from '@contract/odds';
import { formatPrice } from '@src/shared/board/price';
import { betChoiceName } from './betChoice';
import { countedMessages, messages } from './messages';
import * as styles from './Ticket.css';
import { visuallyHidden } from '@src/styles/visuallyHidden.css';
import { PickPriceLine } from '../price-line/PickPriceLine';
import { Words } from '@src/shared/ui/Words';

/**
 * Lower than before shows old and new with a down arrow; higher, an up arrow. Lower and higher are
 * what the price pays (contract/odds.ts): MY 0.98 to -0.97 pays more, an up arrow.
 */
export function priceMove(pick: Pick<TicketPick, 'price' | 'price_before'>): 'up' | 'down' | null {
  return priceDirection(pick.price_before, pick.price);
}

/** Handicap and over/under show their line; 1x2 and odd/even have none. */
function hasPoint(pick: TicketPick): boolean {
  return pick.market_type !== '1x2' && pick.market_type !== 'FH_1x2' && pick.market_type !== 'OE';
}

export function TicketPickView({
  pick,
  onRemove,
}: {
  pick: TicketPick;
  onRemove(eventId: number): void;
}) {
  const intl = useIntl();
  const th = intl.locale === 'th';
  const move = priceMove(pick);
  const home = th ? pick.home_th || pick.home_en : pick.home_en || pick.home_th;
  const away = th ? pick.away_th || pick.away_en : pick.away_en || pick.away_th;
  const league = th
    ? pick.league_name_th || pick.league_name_en
    : pick.league_name_en || pick.league_name_th;
  return (
    <li
      className={styles.pick}
      data-testid="ticket-pick"
      data-event-id={pick.event_id}
      data-market={pick.market_type}
      data-option={pick.option}
      data-closed={pick.closed === true ? 'true' : undefined}
    >
      <span className={styles.league}>
        <Words text={league} />
      </span>
      <span className={styles.teams}>
        <Words text={home} /> <span aria-hidden="true">-</span> <Words text={away} />
      </span>
      {pick.is_live === 1 ? (
        <span className={styles.score}>
          {pick.h_score} - {pick.a_score}
        </span>
      ) : null}
      <span className={styles.choiceLine}>
        <span className={styles.choice} data-testid="ticket-choice">
          {betChoiceName(intl, pick.bet_choice)}
        </span>
        {hasPoint(pick) ? (
          <span className={styles.point} data-testid="ticket-point">
            {pick.point_before !== undefined && pick.point_before !== pick.point ? (
              <>
                <span className={visuallyHidden}>{intl.formatMessage(messages.pointMoved)}</span>
                <s className={styles.oldPrice} data-testid="ticket-point-old">
                  {pick.point_before}
                </s>{' '}
              </>
            ) : null}
            {pick.point}
          </span>
        ) : null}
        <span className={styles.price} data-testid="ticket-price" data-move={move ?? undefined}>
          {move === null ? null : (
            <>
              <span className={styles.oldPrice} data-testid="ticket-price-old">
                {formatPrice(pick.price_before)}
              </span>{' '}
              <span
                className={styles.arrow[move]}
                role="img"
                aria-label={intl.formatMessage(
                  move === 'up' ? messages.priceRose : messages.priceFell,
                )}
              >
                {move === 'up' ? '▲' : '▼'}
              </span>{' '}
            </>
          )}
          <span
            className={pick.price < 0 ? styles.negative : undefined}
            data-testid="ticket-price-new"
          >
            {formatPrice(pick.price)}
          </span>
        </span>
      </span>
      <PickPriceLine pick={pick} />
      {pick.closed === true ? (
        <span className={styles.closedNote} data-testid="ticket-pick-closed">
          {intl.formatMessage(messages.pickClosed)}
        </span>
      ) : null}
      <button
        type="button"
        className={styles.remove}
        data-testid="ticket-remove"
        aria-label={intl.formatMessage(countedMessages.remove, { home, away })}
        onClick={() => onRemove(pick.event_id)}
      >
        ×
      </button>
    </li>
  );
}
