// @ts-nocheck
import { REALTIME_STATES } from '@machines/memberTypes';
import type { RealtimeState } from '@machines/memberTypes';
import type { SocketStateChange } from '@workers/realtime/realtime.worker';
import { parseRecentBet } from '../api/member';
import type { RealtimeConnection } from '@contract/realtime';
import type { OpenTicketFeed } from './ticketFeed';
import { openRealtimeChannel } from './realtimeWorker';

// laravel-echo + pusher-js on the private channel `ticket-channel`, event `.ticket-change` (the
// leading dot: the event name is used as sent, without Echo's App.Events namespace). Both run in the
// realtime worker (realtimeWorker.ts); this page hears the bets and the socket's changes of state.

function asRealtimeState(value: unknown): RealtimeState {
  return REALTIME_STATES.find((state) => state === value) ?? 'disconnected';
}

export function createEchoTicketFeed(
  connection: RealtimeConnection,
  readSessionToken: () => string | null,
): OpenTicketFeed {
  return (listener) => {
    const channel = openRealtimeChannel(
      connection,
      readSessionToken,
      async (channels) => {
        console.info(`realtime: ${asRealtimeState(await channels.state())}`);
        return channels.openTicket({
          bet(data: unknown) {
            if (channel.closed) return;
            const bet = parseRecentBet(data);
            if (bet !== null) listener.bet(bet);
          },
          state(change: SocketStateChange) {
            if (channel.closed) return;
            const previous = asRealtimeState(change.previous);
            const current = asRealtimeState(change.current);
            console.info(`realtime: ${previous} -> ${current}`);
            listener.state({ previous, current });
          },
        });
      },
      (error) => {
        // The realtime client could not be loaded (offline after the page, a bad deploy): say so.
        console.error('realtime: the client could not be loaded', error);
        listener.state({ previous: 'initialized', current: 'failed' });
      },
    );
    return () => channel.close();
  };
}
