import { useCallback, useContext } from 'react';
import { TicketActorsContext } from './ticketContext';

/** What may have moved, as a board tells the ticket. */
export interface MarketChange {
  /** Events a nudge named or a list reply says changed; null: anything may have changed. */
  eventIds: readonly number[] | null;
  /** After a refresh of the lists: the events they show. A pick of an event none shows is re-read
   *  once per refresh (no reply or nudge of these lists would name it). Absent: a nudge. */
  shown?: { has(eventId: number): boolean };
}

/** The events of the held picks a change may have moved (each event once). */
export function eventsToFollow(
  picks: readonly { event_id: number }[],
  change: MarketChange,
): number[] {
  const named = change.eventIds === null ? null : new Set(change.eventIds);
  const events = picks
    .map((pick) => pick.event_id)
    .filter(
      (id) =>
        named === null || named.has(id) || (change.shown !== undefined && !change.shown.has(id)),
    );
  return [...new Set(events)];
}

/**
 * What a board calls when the market may have moved (after a refresh of its lists, on a realtime
 * nudge): the ticket re-reads the picks the change may touch, not every pick every time.
 * Outside a ticket (a board in a test of its own) it does nothing.
 */
export function useFollowMarket(): (change: MarketChange) => void {
  const ticket = useContext(TicketActorsContext)?.ticket;
  return useCallback(
    (change: MarketChange) => {
      if (ticket === undefined) return;
      // In a task of its own: the board calls this from the task that brought the lists (or the
      // nudge), and the ticket's re-reads (a call per pick) made that task one of the phone's
      // longest. The picks are read when the task runs, so a pick dropped meanwhile is not re-read.
      setTimeout(() => {
        const eventIds = eventsToFollow(ticket.getSnapshot().context.picks, change);
        if (eventIds.length > 0) ticket.send({ type: 'ticket.follow', eventIds });
      }, 0);
    },
    [ticket],
  );
}
