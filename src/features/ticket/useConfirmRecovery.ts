import { useEffect, useRef } from 'react';
import { loadPendingConfirm } from '@src/shared/ticket/pendingConfirm';
import type { PlaceBetActorRef } from './ticketContext';

/**
 * Once the member is known, a confirm they sent that never got its answer (the page
 * reloaded, or it was sent from another tab) is asked for again under its own key. Asked once for
 * the life of the provider; another member's unanswered confirm is left alone.
 */
export function useConfirmRecovery(placeBet: PlaceBetActorRef, member: string): void {
  const recoveryAsked = useRef(false);
  useEffect(() => {
    if (recoveryAsked.current || member === '') return;
    recoveryAsked.current = true;
    const pending = loadPendingConfirm(localStorage);
    if (pending !== null && pending.member === member)
      placeBet.send({ type: 'bet.recover', body: pending.body, key: pending.key });
  }, [placeBet, member]);
}
