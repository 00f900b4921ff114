import { REALTIME_STATES } from '@machines/memberTypes';
import type { RealtimeState } from '@machines/memberTypes';
import { parseRecentBet } from '../api/member';
import type { RealtimeConnection } from '../config';
import type { OpenTicketFeed } from './ticketFeed';

// laravel-echo + pusher-js on the private channel `ticket-channel`, event `.ticket-change` (the
// leading dot: the event name is used as sent, without Echo's App.Events namespace).

export const TICKET_CHANNEL = 'ticket-channel';
export const TICKET_EVENT = '.ticket-change';

function asRealtimeState(value: unknown): RealtimeState {
  return REALTIME_STATES.find((state) => state === value) ?? 'disconnected';
}

export function createEchoTicketFeed(
  connection: RealtimeConnection,
  readSessionToken: () => string | null,
): OpenTicketFeed {
  return (listener) => {
    // laravel-echo and pusher-js load with the first opening, off the first paint's critical path.
    let closed = false;
    let disconnect: (() => void) | null = null;
    void Promise.all([import('laravel-echo'), import('pusher-js')]).then(
      ([{ default: Echo }, { default: Pusher }]) => {
        if (closed) return;
        const echo = new Echo({
          broadcaster: 'pusher',
          Pusher,
          key: connection.key,
          cluster: connection.cluster,
          wsHost: connection.wsHost,
          wsPort: connection.wsPort,
          wssPort: connection.wssPort,
          forceTLS: connection.forceTLS,
          enabledTransports: ['ws', 'wss'],
          disableStats: true,
          authEndpoint: connection.authEndpoint,
          auth: { headers: { Authorization: `Bearer ${readSessionToken() ?? ''}` } },
        });
        const pusherConnection = echo.connector.pusher.connection;
        console.info(`realtime: ${asRealtimeState(pusherConnection.state)}`);
        pusherConnection.bind(
          'state_change',
          (change: { previous?: unknown; current?: unknown }) => {
            const previous = asRealtimeState(change.previous);
            const current = asRealtimeState(change.current);
            console.info(`realtime: ${previous} -> ${current}`);
            listener.state({ previous, current });
          },
        );
        echo.private(TICKET_CHANNEL).listen(TICKET_EVENT, (data: unknown) => {
          const bet = parseRecentBet(data);
          if (bet !== null) listener.bet(bet);
        });
        disconnect = () => {
          echo.leave(TICKET_CHANNEL);
          echo.disconnect();
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
    };
  };
}
