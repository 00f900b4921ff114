// @ts-nocheck
import type { BetType } from '@contract/wire';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ModalDialog } from '@src/shared/ui/ModalDialog';
import { TicketBody } from '../ticket/TicketBody';
import { useTicketView } from '../ticket/TicketProvider';
import { messages, namedMessages } from './messages';
import * as styles from './MobileOdds.css';

const MODE_OF: Record<BetType, 'single' | 'step' | 'mix'> = {
  sc: 'single',
  step: 'step',
  mix: 'mix',
};
const TITLE_ID = 'mobile-ticket-title';

/**
 * The bet ticket on a phone: a bottom sheet holding the same ticket body (picks, stake, quick
 * buttons, limits, payout, banners, odds-change setting, place bet) over the same machines as the
 * desktop panel. Its content scrolls, so the on-screen keyboard never hides the place-bet button.
 * Closes by itself once a placed bet has cleared the ticket.
 */
export function TicketModal({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const { betType, picks } = useTicketView();
  const hadPicks = useRef(false);
  useEffect(() => {
    if (picks.length > 0) hadPicks.current = true;
    else if (hadPicks.current) onClose();
  }, [picks.length, onClose]);
  return (
    // In the page, not the top layer: `showModal()` would make the whole board inert, restyling and
    // repainting it on the tap that opens the ticket and again on closing (INP).
    <ModalDialog
      onClose={onClose}
      className={styles.sheet}
      labelledBy={TITLE_ID}
      inPage
      dimBackdrop
    >
      <section
        data-testid="bet-ticket"
        data-mode={MODE_OF[betType]}
        style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <header className={styles.sheetHead}>
          <h2 id={TITLE_ID} style={{ margin: 0, fontSize: 'inherit' }}>
            {intl.formatMessage(messages.ticketTitle)} ({picks.length})
          </h2>
          <button
            type="button"
            className={styles.iconButton}
            data-testid="popup-close"
            aria-label={intl.formatMessage(messages.close)}
            onClick={onClose}
          >
            ✕
          </button>
        </header>
        <div className={styles.sheetBody}>
          <TicketBody />
        </div>
      </section>
    </ModalDialog>
  );
}

/**
 * A ticket, drawn by the app (the 🎫 emoji drew as an empty box on a phone with no
 * emoji font).
 */
function TicketIcon() {
  return (
    <svg
      className={styles.fabIcon}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      data-testid="ticket-fab-icon"
    >
      <path
        fill="currentColor"
        d="M3 6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v3a3 3 0 0 0 0 6v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-3a3 3 0 0 0 0-6zm11 1v2h2V7zm0 4v2h2v-2zm0 4v2h2v-2z"
      />
    </svg>
  );
}

/** Step and mix: a floating button with the pick count that opens the ticket. */
export function TicketFab({ onOpen }: { onOpen(): void }) {
  const intl = useIntl();
  const { picks } = useTicketView();
  return (
    <button
      type="button"
      className={styles.fab}
      data-testid="ticket-fab"
      aria-label={intl.formatMessage(namedMessages.fab, { count: picks.length })}
      onClick={onOpen}
    >
      <TicketIcon />
      {picks.length}
    </button>
  );
}
