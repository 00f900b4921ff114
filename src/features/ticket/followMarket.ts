import { useCallback, useContext } from 'react';
import { TicketActorsContext } from './ticketContext';

// The rule is the machines' (the refresh machine tells the ticket itself); kept here for the
// parts of the page that call it.
import { eventsToFollow } from '@machines/marketChange';
import type { MarketChange } from '@machines/marketChange';
export { eventsToFollow };
export type { MarketChange };

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
