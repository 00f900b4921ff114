// @ts-nocheck
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { messages as popupMessages } from '../messages';
import type { MyBetTicket } from '@contract/history';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { countedMessages, messages, statusWords } from './messages';
import { ticketStatusDisplay } from './ticketStatus';
import type { MyBetChoice } from '@contract/history';
import { formatMoney } from '@src/shared/format';
import { betChoiceText, choicePoint, leagueName, scoreAtBetTime, teamsName } from './ticketView';
import * as styles from './StatementPopup.css';
import { Words } from '@src/shared/ui/Words';

function ChoiceItem({ choice }: { choice: MyBetChoice }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const point = choicePoint(choice);
  const score = scoreAtBetTime(choice);
  return (
    <li data-testid="mybet-choice">
      <span className={styles.league}>
        <Words text={leagueName(choice, locale)} />
      </span>
      <span className={styles.teams}>
        <Words text={teamsName(choice, locale)} />
      </span>
      <span className={styles.choiceLine}>
        <span className={styles.betChoice}>{betChoiceText(choice, locale)}</span>
        {point === '' ? null : <span className={styles.point}>{point}</span>}
        <span className={styles.price}>@ {formatMoney(choice.price)}</span>
        {score === '' ? null : (
          <span className={styles.score}>
            {intl.formatMessage(countedMessages.score, { score })}
          </span>
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

/** One ticket of the my-bet list: time, its picks, odds, stake and status (ticketStatus.ts). */
const winloseLabel = popupMessages.colWinlose;

export interface MyBetTicketRowProps {
  ticket: MyBetTicket;
  showWinlose?: boolean;
  /** Mobile: the picks show only while the card is expanded; a tap on the card toggles it. */
  card?: { expanded: boolean; onToggle(id: number): void };
}

/** What a collapsed card says about its picks: the parlay kind, or the single bet's teams. */
function CardSummary({ ticket }: { ticket: MyBetTicket }) {
  const { locale } = useLocale();
  const first = ticket.choice[0];
  if (ticket.action_type === 'step' || ticket.action_type === 'mix')
    return <ParlayLabel ticket={ticket} />;
  return (
    <span className={styles.teams}>{first === undefined ? '' : teamsName(first, locale)}</span>
  );
}

export const MyBetTicketRow = memo(function MyBetTicketRow({
  ticket,
  showWinlose = false,
  card,
}: MyBetTicketRowProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const status = ticketStatusDisplay(ticket.ticket_status);
  const choicesShown = card === undefined || card.expanded;
  // Cards (mobile) label each value, as they have no column heads.
  const label = (descriptor: MessageDescriptor) =>
    card === undefined ? undefined : intl.formatMessage(descriptor);
  return (
    <tr
      data-testid="mybet-ticket"
      data-status={ticket.ticket_status}
      data-ticket-id={ticket.id}
      data-expanded={card === undefined ? undefined : card.expanded}
    >
      <td className={`${styles.td} ${styles.time}`}>
        <span data-testid="mybet-trans-time">{ticket.trans_time}</span>
        <span className={styles.ticketId}>
          {intl.formatMessage(countedMessages.ticketId, { id: ticket.id })}
        </span>
        {/* Open bets on desktop show where they were placed from. */}
        {card === undefined && ticket.ip !== '' && !showWinlose ? (
          <span className={styles.ticketId} data-testid="mybet-ip">
            {intl.formatMessage(countedMessages.betIp, { ip: ticket.ip })}
          </span>
        ) : null}
      </td>
      <td className={styles.td}>
        {card === undefined ? (
          <ParlayLabel ticket={ticket} />
        ) : (
          <button
            type="button"
            className={styles.cardToggle}
            aria-expanded={card.expanded}
            data-testid="mybet-card-toggle"
            onClick={() => card.onToggle(ticket.id)}
          >
            <CardSummary ticket={ticket} />
            <span aria-hidden="true">{card.expanded ? '▴' : '▾'}</span>
          </button>
        )}
        {choicesShown ? (
          <ul className={styles.choices}>
            {ticket.choice.map((choice, index) => (
              // A ticket holds at most one pick per event, but the parsed choice carries no id: the order is stable.
              <ChoiceItem key={index} choice={choice} />
            ))}
          </ul>
        ) : null}
      </td>
      <td
        className={`${styles.td} ${styles.numeric}`}
        data-testid="mybet-odds"
        data-label={label(messages.colOdds)}
      >
        {formatMoney(ticket.odds)}
      </td>
      <td
        className={`${styles.td} ${styles.numeric}`}
        data-testid="mybet-stake"
        data-label={label(messages.colStake)}
      >
        {formatMoney(ticket.stake)}
      </td>
      {showWinlose ? (
        <td
          className={`${styles.td} ${styles.numeric} ${(ticket.winlose_amount ?? 0) < 0 ? styles.negative : ''}`}
          data-testid="mybet-winlose"
          data-label={label(winloseLabel)}
        >
          {formatMoney(ticket.winlose_amount ?? 0)}
        </td>
      ) : null}
      <td className={styles.td} data-label={label(messages.colStatus)}>
        <span
          className={styles.status[status.tone]}
          data-testid="mybet-status"
          data-tone={status.tone}
          // The fixed labels are English in both languages; the results are the member's words.
          lang={status.word === undefined && locale !== 'en' ? 'en' : undefined}
        >
          {status.word === undefined ? status.text : intl.formatMessage(statusWords[status.word])}
        </span>
      </td>
    </tr>
  );
});
