import type Pusher from 'pusher-js';
import type { RealtimeConnection } from '../config';

// One pusher-js connection per page, shared by the recent-bets feed (private `ticket-channel`) and
// the odds nudges (public `odds-{sport}`): a member holds one socket, not one per feature. It is
// opened with the first user and closed with the last; pusher-js loads on demand, off the first
// paint's critical path.

export interface PusherLease {
  ready: Promise<Pusher>;
  release(): void;
}

let shared: { ready: Promise<Pusher>; users: number } | null = null;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function acquirePusher(
  connection: RealtimeConnection,
  readSessionToken: () => string | null,
): PusherLease {
  if (shared === null) {
    shared = {
      users: 0,
      ready: import('pusher-js').then(async ({ default: PusherClient }) => {
        // Made in a task of its own: the module's evaluation and the connection's set-up in one
        // task were one of the phone's long boot tasks (issue 29).
        await nextTask();
        return new PusherClient(connection.key, {
          cluster: connection.cluster,
          wsHost: connection.wsHost,
          wsPort: connection.wsPort,
          wssPort: connection.wssPort,
          forceTLS: connection.forceTLS,
          enabledTransports: ['ws', 'wss'],
          disableStats: true,
          channelAuthorization: {
            endpoint: connection.authEndpoint,
            transport: 'ajax',
            // Read at each subscription: the token of the session now, not of the first opening.
            headersProvider: () => ({ Authorization: `Bearer ${readSessionToken() ?? ''}` }),
          },
        });
      }),
    };
  }
  const lease = shared;
  lease.users += 1;
  let released = false;
  return {
    ready: lease.ready,
    release() {
      if (released) return;
      released = true;
      lease.users -= 1;
      if (lease.users > 0 || shared !== lease) return;
      shared = null;
      void lease.ready.then(
        (pusher) => pusher.disconnect(),
        () => undefined,
      );
    },
  };
}
