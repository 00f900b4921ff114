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
    // What was saved last: the machine steps far more often than its picks change (each check,
    // each follow of the market), and a save is a synchronous localStorage write.
    let saved: { betType: string; picks: unknown } | null = null;
    const subscription = ticket.subscribe((snapshot) => {
      const { betType, picks, queue } = snapshot.context;
      // While stored picks are being re-checked the ticket is not yet what it will be.
      if (queue.length > 0) return;
      if (saved !== null && saved.betType === betType && saved.picks === picks) return;
      saved = { betType, picks };
      saveStoredTicket(localStorage, { betType, picks });
    });
    return () => subscription.unsubscribe();
  }, [ticket]);
}
