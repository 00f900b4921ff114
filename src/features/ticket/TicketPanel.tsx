import type { BetType } from '@contract/wire';
import { Suspense, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { lazyNamed } from '@src/shared/ui/lazyNamed';
import { betTypeOfTab } from '@contract/wire';
import { useStorageFilter } from '@src/shared/storage/FilterContext';
import { useTicketApiOrNull, useTicketView } from './TicketProvider';
import { useBetsPlaced } from './useBetsPlaced';
import { TicketEmpty } from './TicketEmpty';
import { messages } from './messages';
import * as styles from './Ticket.css';

// The ticket's body (picks, stake, confirm) is drawn right after the first paint: an empty ticket
// is one line, and the body is in place long before a member can click a price.
const loadBody = () => import('./ticketBodyLater');
const TicketBody = lazyNamed(loadBody, 'TicketBody');

const MODE_OF: Record<BetType, 'single' | 'step' | 'mix'> = {
  sc: 'single',
  step: 'step',
  mix: 'mix',
};
const MODE_LABEL = { sc: messages.modeSc, step: messages.modeStep, mix: messages.modeMix } as const;

/** The bet ticket in the right-hand aside (desktop). While the quick-bet popup is open it holds the ticket instead. */
/** The ticket heading's id: the skip link to the ticket lands on it. */
export const TICKET_HEADING_ID = 'bet-ticket-heading';

export function TicketPanel() {
  const intl = useIntl();
  const api = useTicketApiOrNull();
  // Before the ticket has started: an empty ticket of the tab's bet type.
  const waitingBetType = betTypeOfTab(useStorageFilter().sortFilterEventId);
  const quickBet = api?.quickBet ?? null;
  const quickBetAllowed = api?.quickBetAllowed ?? false;
  const placed = useBetsPlaced(api?.placeBet);
  const { betType, picks } = useTicketView(waitingBetType);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void loadBody();
  }, []);
  // After a bet placed from the panel the stake field is gone: focus goes to the ticket heading,
  // not to <body> (the quick-bet popup hands focus back to its price instead).
  useEffect(() => {
    if (placed === 0) return;
    if (document.activeElement === null || document.activeElement === document.body)
      headingRef.current?.focus();
  }, [placed]);
  return (
    <section
      className={styles.panel}
      data-testid="bet-ticket"
      data-mode={MODE_OF[betType]}
      aria-label={intl.formatMessage(messages.title)}
    >
      <header className={styles.header}>
        <h2
          ref={headingRef}
          id={TICKET_HEADING_ID}
          tabIndex={-1}
          className={styles.title}
          style={{ margin: 0, fontSize: 'inherit' }}
        >
          {intl.formatMessage(messages.title)} · {intl.formatMessage(MODE_LABEL[betType])}
        </h2>
        <span className={styles.count} aria-hidden="true">
          {picks.length}
        </span>
        {/* A single pick held with quick bet on (its popup closed by Escape or a click outside) opens
            in the quick-bet popup again from here (the test hooks' open-quick-bet). Kept while the
            popup is open, so that focus comes back to it when the popup closes. */}
        {quickBetAllowed && betType === 'sc' && picks.length === 1 ? (
          <button
            type="button"
            className={styles.openQuick}
            data-testid="open-quick-bet"
            aria-haspopup="dialog"
            onClick={(event) => {
              const box = event.currentTarget.getBoundingClientRect();
              api?.openQuickBet({ x: box.left, y: box.bottom });
            }}
          >
            {intl.formatMessage(messages.openQuickBet)}
          </button>
        ) : null}
      </header>
      {quickBet !== null ? (
        <p className={styles.empty}>{intl.formatMessage(messages.quickOpen)}</p>
      ) : api === null ? (
        <TicketEmpty />
      ) : (
        // Until its chunk is in (fetched at mount), the body's own empty state stands in for it.
        <Suspense fallback={<TicketEmpty />}>
          <TicketBody />
        </Suspense>
      )}
    </section>
  );
}
