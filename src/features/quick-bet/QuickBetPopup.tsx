import { useEffect, useId, useRef } from 'react';
import { ModalDialog } from '@src/shared/ui/ModalDialog';
import { afterNextFrame } from '@src/shared/ui/afterFrame';
import { useIntl } from 'react-intl';
import { TicketBody } from '../ticket/TicketBody';
import { useTicketApi, useTicketApiOrNull, useTicketView } from '../ticket/TicketProvider';
import { priceMove } from '../ticket/TicketPickView';
import { messages } from './messages';
import * as styles from './QuickBet.css';

/**
 * The quick-bet popup: desktop, single bets, opened at the click on a
 * price. The early market has its own variant (data-market-kind="early").
 */
export function QuickBetPopup() {
  // No quick bet before the ticket has started (it starts at the member's first press at the latest).
  return useTicketApiOrNull() === null ? null : <StartedQuickBetPopup />;
}

function StartedQuickBetPopup() {
  const intl = useIntl();
  const { quickBet, closeQuickBet } = useTicketApi();
  const { picks, banner } = useTicketView();
  // With no pick left to show (a closed pick, a placed bet) the popup machine closes the quick bet.
  const open = quickBet !== null;
  const stakeRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  // The pick is checked before the stake field shows: focus it once it is there and drawn (a focus
  // at once would force a style and layout pass over the new popup inside the answer's task).
  const stakeFocused = useRef(false);
  const stakeShown = picks.length > 0;
  useEffect(() => {
    if (!open) {
      stakeFocused.current = false;
      return undefined;
    }
    if (!stakeShown || stakeFocused.current) return undefined;
    stakeFocused.current = true;
    return afterNextFrame(() => stakeRef.current?.focus({ preventScroll: true }));
  }, [open, stakeShown]);
  if (quickBet === null) return null;

  const pick = picks[0];
  const priceMoved = banner === 'price' || (pick !== undefined && priceMove(pick) !== null);
  const scoreMoved = banner === 'point';
  const kind = quickBet.early ? 'early' : 'today';
  // Kept inside the window: anchored at the click, shifted 98% to the left.
  const left = Math.max(quickBet.x, 310);
  const top = Math.min(quickBet.y, window.innerHeight - 420);
  return (
    // Modal (focus in, trapped, Escape, focus back on the price), the stake field focused at once;
    // in the page, not the top layer, so a click on a price does not restyle the whole page.
    <ModalDialog
      onClose={closeQuickBet}
      className={styles.popup}
      testId="popup-quick-bet"
      dataAttributes={{ 'data-market-kind': kind }}
      labelledBy={titleId}
      initialFocus={stakeRef}
      inPage
      style={{ margin: 0, left, top: Math.max(8, top), right: 'auto', bottom: 'auto' }}
    >
      <div className={styles.header}>
        <span className={styles.title} id={titleId}>
          {intl.formatMessage(quickBet.early ? messages.titleEarly : messages.title)}
        </span>
        <button
          type="button"
          className={styles.close}
          data-testid="popup-close"
          aria-label={intl.formatMessage(messages.close)}
          onClick={closeQuickBet}
        >
          ×
        </button>
      </div>
      {scoreMoved ? (
        <p className={styles.notice} data-testid="quick-bet-notice" data-kind="score-change">
          {intl.formatMessage(messages.scoreChange)}
        </p>
      ) : null}
      {priceMoved ? (
        <p className={styles.notice} data-testid="quick-bet-notice" data-kind="price-change">
          {intl.formatMessage(messages.priceChange)}
        </p>
      ) : null}
      <div data-testid="bet-ticket" data-mode="quick">
        <TicketBody quick stakeRef={stakeRef} />
      </div>
    </ModalDialog>
  );
}
