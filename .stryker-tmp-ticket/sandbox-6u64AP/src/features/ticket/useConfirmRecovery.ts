// @ts-nocheck
import { useEffect, useRef } from 'react';
import { loadPendingConfirm, sweepPendingConfirms } from '@src/shared/ticket/pendingConfirm';
import type { PlaceBetActorRef } from './ticketContext';

/**
 * Once the member is known, a confirm they sent that never got its answer (the page reloaded, or it
 * was sent from another tab) is handed to the place-bet machine: asked for again under its own key
 * while within the recovery window, otherwise told to the member, who decides. Done once for the life
 * of the provider, after the storage has been swept of unreadable and expired entries; another
 * member's entry is never read.
 */
export function useConfirmRecovery(placeBet: PlaceBetActorRef, member: string): void {
  const recoveryAsked = useRef(false);
  useEffect(() => {
    if (recoveryAsked.current || member === '') return;
    recoveryAsked.current = true;
    sweepPendingConfirms(localStorage);
    const pending = loadPendingConfirm(localStorage, member);
    if (pending !== null)
      placeBet.send({
        type: 'bet.recover',
        body: pending.body,
        key: pending.key,
        sentAt: pending.at,
      });
  }, [placeBet, member]);
}
