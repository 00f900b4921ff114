// @ts-nocheck
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useServices } from '@src/shared/services';
import { LOADER_RETRY_MAX, useLoad } from '@src/shared/useLoad';
import type { MyBetTicket } from '@contract/history';
import { formatAmount } from '@src/shared/format';
import { HISTORY_FAILED_ALERT, useShowAlert } from '../ticket/alerts';
import { betChoiceText } from '../popups/statement/ticketView';
import {
  countedMessages as statementCounted,
  messages as statementMessages,
} from '../popups/statement/messages';
import * as ticketStyles from '../ticket/Ticket.css';
import { countedMessages, messages } from './messages';
import * as styles from './MyBetList.css';
import { Words } from '@src/shared/ui/Words';

/** The home page shows the newest few; see-all opens the whole running list. */
const SHOWN_ON_HOME = 5;
const NO_BETS: MyBetTicket[] = [];

function MyBetItem({ bet }: { bet: MyBetTicket }) {
  const intl = useIntl();
  const th = intl.locale === 'th';
  const first = bet.choice[0];
  const parlay = bet.choice.length > 1;
  // A mix parlay is named a mix parlay, a step a step (both used to read "Step N").
  const title = parlay
    ? `${intl.formatMessage(bet.action_type === 'mix' ? statementMessages.mix : statementMessages.step)} ${bet.choice.length}`
    : first === undefined
      ? ''
      : `${th ? first.home_th : first.home_en} - ${th ? first.away_th : first.away_en}`;
  return (
    <li
      className={styles.item}
      data-testid="mybet-ticket"
      data-status={bet.ticket_status}
      data-ticket-id={bet.id}
    >
      <span className={styles.teams}>
        <Words text={title} />
      </span>
      <span className={styles.right}>@ {bet.odds.toFixed(2)}</span>
      <span className={styles.muted}>
        {parlay || first === undefined
          ? bet.trans_time
          : `${betChoiceText(first, th ? 'th' : 'en')} ${first.market_type === '1x2' || first.market_type === 'OE' ? '' : first.point} · ${bet.trans_time}`}
      </span>
      <span className={styles.status}>
        {intl.formatMessage(countedMessages.stake, { stake: formatAmount(bet.stake) })}
      </span>
      {/* The home page's list is desktop's: open bets show where they were placed from. */}
      {bet.ip !== '' ? (
        <span className={styles.muted} data-testid="mybet-ip">
          {intl.formatMessage(statementCounted.betIp, { ip: bet.ip })}
        </span>
      ) : null}
    </li>
  );
}

/** The my-bet list on the home page: open bets with a count and see-all; reloaded after every bet. */
export function MyBetList({ onSeeAll }: { onSeeAll?: () => void }) {
  const intl = useIntl();
  const { memberApi } = useServices();
  const showAlert = useShowAlert();
  const [expanded, setExpanded] = useState(false);
  // Loaded again after every bet placed (the place-bet machine tells loader.myBets itself); a reply
  // overtaken by a newer load is dropped, and the last list stays meanwhile. A failure is called again after 1,
  // 2, 4, 8 and 16 s and when the link comes back (loader.myBets in the visualizer).
  const { latest } = useLoad('myBets', () => memberApi.fetchRunningBets(1), {
    name: 'myBets',
    retries: LOADER_RETRY_MAX,
    onFailed: ({ status, attempt }) => {
      // A 401 is the session's business (the no-session screen); anything else gets the
      // history-failed alert, once for the failures in a row (its retries do not repeat it).
      if (status !== 401 && attempt === 1) showAlert(HISTORY_FAILED_ALERT);
    },
  });
  const bets = latest?.tickets ?? NO_BETS;
  const total = latest?.total ?? 0;

  const shown = expanded ? bets : bets.slice(0, SHOWN_ON_HOME);
  return (
    <section
      className={ticketStyles.panel}
      data-testid="mybet-list"
      aria-label={intl.formatMessage(messages.title)}
    >
      <header className={ticketStyles.header}>
        <h2 className={ticketStyles.title} style={{ margin: 0, fontSize: 'inherit' }}>
          {intl.formatMessage(messages.title)}
        </h2>
        <span className={ticketStyles.count} data-testid="mybet-count">
          {total}
        </span>
        <button
          type="button"
          className={styles.seeAll}
          data-testid="mybet-see-all"
          aria-expanded={onSeeAll === undefined ? expanded : undefined}
          onClick={() => (onSeeAll === undefined ? setExpanded((open) => !open) : onSeeAll())}
        >
          {intl.formatMessage(expanded ? messages.showLess : messages.seeAll)}
        </button>
      </header>
      {bets.length === 0 ? (
        <p className={ticketStyles.empty}>{intl.formatMessage(messages.noData)}</p>
      ) : (
        // Scrolls past 320 px with nothing focusable inside: it takes focus itself so a keyboard can
        // scroll it (axe scrollable-region-focusable), named like the recent bets list.
        <ul className={styles.list} aria-label={intl.formatMessage(messages.title)} tabIndex={0}>
          {shown.map((bet) => (
            <MyBetItem key={bet.id} bet={bet} />
          ))}
        </ul>
      )}
    </section>
  );
}
