// @ts-nocheck
import { memo, useId, useMemo } from 'react';
import { useSpawnedActor } from '@src/shared/appSystem';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { RecentBet } from '@machines/memberTypes';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { useServices } from '@src/shared/services';
import { useTransitionSelector } from '@src/shared/useTransitionSelector';
import type { SnapshotFrom } from 'xstate';
import { provideRecentBetsMachine } from './recentBetsActors';
import { recentBetView } from './recentBetView';
import { messages } from './messages';
import * as styles from './RecentBetsPanel.css';
import { visuallyHidden } from '@src/styles/visuallyHidden.css';

/** Memoised: a bet arriving draws its own row, not the thirty held (each a name and an amount
 *  formatted again, in the phone's main thread between its taps). */
const RecentBetItem = memo(function RecentBetItem({ bet }: { bet: RecentBet }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const view = recentBetView(bet, locale);
  return (
    <li className={styles.item} data-testid="recent-bet" data-outcome={view.outcome}>
      <span className={styles.username}>{view.username}</span>
      <span className={styles.amount}>
        {view.amount} {view.currency}{' '}
        <span className={styles.outcome[view.outcome]}>
          {intl.formatMessage(messages[view.outcome])}
        </span>
      </span>
      <span className={styles.name}>{view.name}</span>
    </li>
  );
});

type FeedSnapshot = SnapshotFrom<ReturnType<typeof provideRecentBetsMachine>>;
// What the feed brings (the link's state, the bets) is drawn in transitions: a socket's message is
// not a member's action, and its render waits for a tap instead of holding one up. The
// panel's open state, which the member's own tap changes, is read as before.
const connectedOf = (snapshot: FeedSnapshot) => snapshot.context.connected;
const betsOf = (snapshot: FeedSnapshot) => snapshot.context.bets;

/** Other members' bets as they happen. Open by default; closing disconnects and clears the feed. */
export function RecentBetsPanel() {
  const intl = useIntl();
  const { memberApi, openTicketFeed, inspect } = useServices();
  const machine = useMemo(
    () => provideRecentBetsMachine(memberApi, openTicketFeed),
    [memberApi, openTicketFeed],
  );
  const actor = useSpawnedActor('recentBets', machine, { inspect });
  const open = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const connected = useTransitionSelector(actor, connectedOf);
  const bets = useTransitionSelector(actor, betsOf);
  const titleId = useId();
  const listId = useId();

  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      data-testid="recent-bets"
      data-connected={connected}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage(messages.title)}
        </h2>
        {open ? (
          <span className={styles.connection} data-connected={connected} role="status">
            {intl.formatMessage(connected ? messages.connected : messages.disconnected)}
          </span>
        ) : null}
        <button
          type="button"
          data-testid="recent-bets-toggle"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => actor.send({ type: open ? 'recentBets.close' : 'recentBets.open' })}
        >
          {/* The name starts with the visible word, a word of its own in Thai too ("ซ่อน การเดิมพันล่าสุด"):
              voice control finds the button by what it shows (WCAG 2.5.3). */}
          {intl.formatMessage(open ? messages.hideShort : messages.showShort)}{' '}
          <span className={visuallyHidden}>{intl.formatMessage(messages.toggleSubject)}</span>
        </button>
      </div>
      <div id={listId} hidden={!open}>
        {open && bets.length === 0 ? (
          <p className={styles.empty}>{intl.formatMessage(messages.noData)}</p>
        ) : null}
        {open && bets.length > 0 ? (
          <ul className={styles.list} aria-label={intl.formatMessage(messages.list)} tabIndex={0}>
            {bets.map((bet) => (
              // A stable key per arrival: a new bet adds one row instead of rewriting all thirty.
              <RecentBetItem key={bet.feedKey} bet={bet} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
