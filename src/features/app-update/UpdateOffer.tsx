import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useTicketApi } from '../ticket/TicketProvider';
import type { PlaceBetActorRef } from '../ticket/TicketProvider';
import { messages } from '../offline/messages';
import * as styles from '../offline/Offline.css';
import { applyUpdate, useUpdateState } from './updateStore';

/**
 * A bet is being placed, or its confirm went unanswered and its outcome is still to be found out (the
 * retry that keeps its Idempotency-Key lives in this page): a reload now would lose track of it.
 */
export function usePlacingBet(placeBet: PlaceBetActorRef): boolean {
  return useSelector(
    placeBet,
    (snapshot) =>
      snapshot.matches('placing') ||
      (snapshot.matches('unreachable') && snapshot.context.keyPending),
  );
}

/**
 * A new version is waiting (issue 20): the member is offered a reload; the offer cannot be taken
 * while a bet is being placed, and says so.
 */
export function UpdateOffer() {
  const intl = useIntl();
  const state = useUpdateState();
  const { placeBet } = useTicketApi();
  const busy = usePlacingBet(placeBet);
  if (state === 'none') return null;
  return (
    <p className={styles.barInfo} role="status" data-testid="update-offer">
      <span>{intl.formatMessage(messages.updateReady)}</span>
      <button
        type="button"
        className={styles.barButton}
        data-testid="update-reload"
        disabled={busy || state === 'applying'}
        aria-describedby={busy ? 'update-after-bet' : undefined}
        onClick={() => applyUpdate(busy)}
      >
        {intl.formatMessage(messages.updateReload)}
      </button>
      {busy ? (
        <span id="update-after-bet" className={styles.barNote}>
          {intl.formatMessage(messages.updateAfterBet)}
        </span>
      ) : null}
    </p>
  );
}
