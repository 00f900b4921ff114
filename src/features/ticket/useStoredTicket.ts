import { useEffect, useRef } from 'react';
import { recheckRequest } from '@src/shared/ticket/request';
import { loadStoredTicket, saveStoredTicket } from '@src/shared/ticket/ticketStorage';
import type { TicketActorRef } from './ticketContext';

/**
 * The ticket survives a reload: the stored picks of the ticket's bet type are restored once as it
 * starts (each one re-checked), and the picks are saved on every change after that.
 */
export function useStoredTicket(ticket: TicketActorRef): void {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const stored = loadStoredTicket(localStorage);
    if (stored !== null && stored.betType === ticket.getSnapshot().context.betType) {
      ticket.send({
        type: 'ticket.restore',
        requests: stored.picks.map((pick) => recheckRequest(stored.betType, pick)),
      });
    }
  }, [ticket]);
  useEffect(() => {
    const subscription = ticket.subscribe((snapshot) => {
      // While stored picks are being re-checked the ticket is not yet what it will be.
      if (snapshot.context.queue.length > 0) return;
      saveStoredTicket(localStorage, {
        betType: snapshot.context.betType,
        picks: snapshot.context.picks,
      });
    });
    return () => subscription.unsubscribe();
  }, [ticket]);
}
