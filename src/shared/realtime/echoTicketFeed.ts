import { REALTIME_STATES } from '@machines/memberTypes';
import type { RealtimeState } from '@machines/memberTypes';
import { TICKET_CHANGE_EVENT, TICKET_CHANNEL } from '@contract/realtime';
import { parseRecentBet } from '../api/member';
import type { RealtimeConnection } from '../config';
import type { OpenTicketFeed } from './ticketFeed';
import { acquirePusher } from './sharedPusher';

// laravel-echo + pusher-js on the private channel `ticket-channel`, event `.ticket-change` (the
// leading dot: the event name is used as sent, without Echo's App.Events namespace).

const TICKET_EVENT = `.${TICKET_CHANGE_EVENT}`;

function asRealtimeState(value: unknown): RealtimeState {
  return REALTIME_STATES.find((state) => state === value) ?? 'disconnected';
}

export function createEchoTicketFeed(
  connection: RealtimeConnection,
  readSessionToken: () => string | null,
): OpenTicketFeed {
  return (listener) => {
    // laravel-echo loads with the first opening; the socket is the page's shared one (sharedPusher).
    let closed = false;
    let disconnect: (() => void) | null = null;
    const lease = acquirePusher(connection, readSessionToken);
    void Promise.all([import('laravel-echo'), lease.ready]).then(
      ([{ default: Echo }, pusher]) => {
        if (closed) return;
        const echo = new Echo({ broadcaster: 'pusher', client: pusher });
        const pusherConnection = pusher.connection;
        console.info(`realtime: ${asRealtimeState(pusherConnection.state)}`);
        const onState = (change: { previous?: unknown; current?: unknown }) => {
          const previous = asRealtimeState(change.previous);
          const current = asRealtimeState(change.current);
          console.info(`realtime: ${previous} -> ${current}`);
          listener.state({ previous, current });
        };
        pusherConnection.bind('state_change', onState);
        // Already connected (the odds feed opened the socket first): say so, as a fresh one would.
        if (pusherConnection.state === 'connected')
          listener.state({ previous: 'connecting', current: 'connected' });
        echo.private(TICKET_CHANNEL).listen(TICKET_EVENT, (data: unknown) => {
          const bet = parseRecentBet(data);
          if (bet !== null) listener.bet(bet);
        });
        disconnect = () => {
          pusherConnection.unbind('state_change', onState);
          echo.leave(TICKET_CHANNEL);
        };
      },
      (error: unknown) => {
        // The realtime client could not be loaded (offline after the page, a bad deploy): say so.
        console.error('realtime: the client could not be loaded', error);
        if (!closed) listener.state({ previous: 'initialized', current: 'failed' });
      },
    );
    return () => {
      closed = true;
      disconnect?.();
      lease.release();
    };
  };
}
