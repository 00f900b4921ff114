// @ts-nocheck
import { useEffect, useRef } from 'react';
import { recheckRequest } from '@src/shared/ticket/request';
import { loadStoredTicket, saveStoredTicket } from '@src/shared/ticket/ticketStorage';
import type { TicketActorRef } from './ticketContext';

/**
 * The ticket survives a reload, for its member alone: once the member is known, their stored picks
 * of the ticket's bet type are restored (each one re-checked), and the picks are saved under their
 * name on every change after that. Nothing is read or written before the member is known.
 */
export function useStoredTicket(ticket: TicketActorRef, member: string): void {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || member === '') return;
    restored.current = true;
    const stored = loadStoredTicket(localStorage, member);
    if (stored !== null && stored.betType === ticket.getSnapshot().context.betType) {
      ticket.send({
        type: 'ticket.restore',
        requests: stored.picks.map((pick) => recheckRequest(stored.betType, pick)),
      });
    }
  }, [ticket, member]);
  useEffect(() => {
    if (member === '') return undefined;
    // What was saved last: the machine steps far more often than its picks change (each check,
    // each follow of the market), and a save is a synchronous localStorage write.
    let saved: { betType: string; picks: unknown } | null = null;
    const subscription = ticket.subscribe((snapshot) => {
      const { betType, picks, queue } = snapshot.context;
      // While stored picks are being re-checked the ticket is not yet what it will be.
      if (queue.length > 0) return;
      if (saved !== null && saved.betType === betType && saved.picks === picks) return;
      saved = { betType, picks };
      saveStoredTicket(localStorage, member, { betType, picks });
    });
    return () => subscription.unsubscribe();
  }, [ticket, member]);
}
