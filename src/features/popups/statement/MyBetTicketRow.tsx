import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { MyBetTicket } from '../../../shared/ticket/wire';
import { useLocale } from '../../../shared/i18n/LocaleProvider';
import { countedMessages, messages } from './messages';
import { ticketStatusDisplay } from './ticketStatus';
import type { MyBetChoice } from '../../../shared/ticket/wire';
import { formatMoney } from '../../../shared/format';
import { betChoiceText, choicePoint, leagueName, scoreAtBetTime, teamsName } from './ticketView';
import * as styles from './StatementPopup.css';

function ChoiceItem({ choice }: { choice: MyBetChoice }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const point = choicePoint(choice);
  const score = scoreAtBetTime(choice);
  return (
    <li data-testid="mybet-choice">
      <span className={styles.league}>{leagueName(choice, locale)}</span>
      <span className={styles.teams}>{teamsName(choice, locale)}</span>
      <span className={styles.choiceLine}>
        <span className={styles.betChoice}>{betChoiceText(choice, locale)}</span>
        {point === '' ? null : <span className={styles.point}>{point}</span>}
        <span className={styles.price}>@ {formatMoney(choice.price)}</span>
        {score === '' ? null : (
          <span className={styles.score}>{intl.formatMessage(countedMessages.score, { score })}</span>
        )}
      </span>
    </li>
  );
}

/** Step and mix tickets name their kind above the picks; a single bet is just its pick. */
function ParlayLabel({ ticket }: { ticket: MyBetTicket }) {
  const intl = useIntl();
  if (ticket.action_type !== 'step' && ticket.action_type !== 'mix') return null;
  const kind = intl.formatMessage(ticket.action_type === 'step' ? messages.step : messages.mix);
  return <span className={styles.parlay}>{`${kind} (${ticket.choice.length})`}</span>;
}

/** One ticket of the my-bet list: time, its picks, odds, stake and the spec's status display. */
export const MyBetTicketRow = memo(function MyBetTicketRow({ ticket, showWinlose = false }: { ticket: MyBetTicket; showWinlose?: boolean }) {
  const intl = useIntl();
  const status = ticketStatusDisplay(ticket.ticket_status);
  return (
    <tr data-testid="mybet-ticket" data-status={ticket.ticket_status} data-ticket-id={ticket.id}>
      <td className={`${styles.td} ${styles.time}`}>
        <span data-testid="mybet-trans-time">{ticket.trans_time}</span>
        <span className={styles.ticketId}>{intl.formatMessage(countedMessages.ticketId, { id: ticket.id })}</span>
      </td>
      <td className={styles.td}>
        <ParlayLabel ticket={ticket} />
        <ul className={styles.choices}>
          {ticket.choice.map((choice, index) => (
            // A ticket holds at most one pick per event, but the parsed choice carries no id: the order is stable.
            <ChoiceItem key={index} choice={choice} />
          ))}
        </ul>
      </td>
      <td className={`${styles.td} ${styles.numeric}`} data-testid="mybet-odds">
        {formatMoney(ticket.odds)}
      </td>
      <td className={`${styles.td} ${styles.numeric}`} data-testid="mybet-stake">
        {formatMoney(ticket.stake)}
      </td>
      {showWinlose ? (
        <td
          className={`${styles.td} ${styles.numeric} ${(ticket.winlose_amount ?? 0) < 0 ? styles.negative : ''}`}
          data-testid="mybet-winlose"
        >
          {formatMoney(ticket.winlose_amount ?? 0)}
        </td>
      ) : null}
      <td className={styles.td}>
        <span className={styles.status[status.tone]} data-testid="mybet-status" data-tone={status.tone}>
          {status.text}
        </span>
      </td>
    </tr>
  );
});
