// @ts-nocheck
// The realtime worker: the page's one Pusher socket (pusher-js's worker build, with
// laravel-echo for the private ticket channel) lives here, off the main thread. On a low-tier phone
// the client's evaluation, its connection's set-up and every message it handles (the handshake, each
// subscription, each nudge) were long tasks of the boot and, later, what a tap waited behind; the
// main thread now hears only what the features use: a nudge, a recent bet, a change of state.
// The member API's realtime and odds-broadcast words are contract/realtime.ts's; the page side is
// src/shared/realtime/realtimeWorker.ts.
import { expose } from 'comlink';
import Pusher from 'pusher-js/worker';
import Echo from 'laravel-echo';
import {
  ODDS_CHANGED_EVENT,
  oddsChannelOf,
  readOddsChanged,
  TICKET_CHANGE_EVENT,
  TICKET_CHANNEL,
} from '@contract/realtime';
import type { OddsChangedMessage, RealtimeConnection } from '@contract/realtime';
import { superviseReconnects } from './reconnect';

/** A change of the socket's state, as pusher-js names the states. */
export interface SocketStateChange {
  previous: string;
  current: string;
}

/** The odds feed of one sport, as the board hears it (src/shared/realtime/oddsFeed.ts). */
export interface OddsChannelListener {
  nudge(message: OddsChangedMessage): void;
  /** true once subscribed on a connected socket; false while down or reconnecting. */
  live(live: boolean): void;
}

/** The recent-bets feed (src/shared/realtime/echoTicketFeed.ts): the raw bet, read on the page. */
export interface TicketChannelListener {
  bet(data: unknown): void;
  state(change: SocketStateChange): void;
}

/** The session's token, asked of the page at each subscription (the token of now, not of the start). */
export type TokenSource = () => string | null | Promise<string | null>;

/** The ajax transport's request (pusher-js's own form), sent with the session's bearer token. */
async function authorize(
  endpoint: string,
  token: TokenSource,
  socketId: string,
  channelName: string,
): Promise<{ auth: string }> {
  const reply = await fetch(endpoint, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${(await token()) ?? ''}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }),
  });
  if (!reply.ok) throw new Error(`channel authorization failed: HTTP ${reply.status}`);
  const body = (await reply.json()) as { auth?: unknown };
  if (typeof body.auth !== 'string') throw new Error('channel authorization: no auth in the reply');
  return { auth: body.auth };
}

let pusher: Pusher | null = null;
let echo: Echo<'pusher'> | null = null;
/** Stops pacing the socket's reconnects (./reconnect.ts): before the socket closes for good. */
let stopReconnects: (() => void) | null = null;
const leaves = new Map<number, () => void>();
let nextId = 1;

function socket(): Pusher {
  if (pusher === null) throw new Error('realtime: start() first');
  return pusher;
}

const api = {
  /** Opens the socket (once; a second start keeps the first). */
  start(connection: RealtimeConnection, token: TokenSource): void {
    if (pusher !== null) return;
    // The endpoint as the page would resolve it (a path is the page's origin, not this script's).
    const endpoint = new URL(connection.authEndpoint, self.location.origin).href;
    pusher = new Pusher(connection.key, {
      cluster: connection.cluster,
      wsHost: connection.wsHost,
      wsPort: connection.wsPort,
      wssPort: connection.wssPort,
      forceTLS: connection.forceTLS,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      channelAuthorization: {
        customHandler: ({ socketId, channelName }, callback) => {
          authorize(endpoint, token, socketId, channelName).then(
            (data) => callback(null, data),
            (error: unknown) =>
              callback(error instanceof Error ? error : new Error(String(error)), null),
          );
        },
      },
    });
    // After any refusal the socket waits its turn (capped doubling, jittered), never at once.
    stopReconnects = superviseReconnects(pusher);
  },

  /** The public odds channel of a sport; the id closes it (`leave`). */
  openOdds(sportTypeId: number, listener: OddsChannelListener): number {
    const client = socket();
    const channelName = oddsChannelOf(sportTypeId);
    const channel = client.subscribe(channelName);
    const onSubscribed = () => void listener.live(client.connection.state === 'connected');
    const onNudge = (data: unknown) => void listener.nudge(readOddsChanged(data));
    const onState = (change: { current?: unknown }) => {
      // Reconnected: pusher-js subscribes again and `subscription_succeeded` says live.
      if (change.current !== 'connected') void listener.live(false);
    };
    channel.bind('pusher:subscription_succeeded', onSubscribed);
    channel.bind(ODDS_CHANGED_EVENT, onNudge);
    client.connection.bind('state_change', onState);
    if (channel.subscribed) onSubscribed();
    const id = nextId++;
    leaves.set(id, () => {
      channel.unbind('pusher:subscription_succeeded', onSubscribed);
      channel.unbind(ODDS_CHANGED_EVENT, onNudge);
      client.connection.unbind('state_change', onState);
      client.unsubscribe(channelName);
    });
    return id;
  },

  /** The private ticket channel through laravel-echo (`.ticket-change`: the name as sent). */
  openTicket(listener: TicketChannelListener): number {
    const client = socket();
    echo ??= new Echo({ broadcaster: 'pusher', client });
    const connection = client.connection;
    const onState = (change: { previous?: unknown; current?: unknown }) =>
      void listener.state({ previous: String(change.previous), current: String(change.current) });
    connection.bind('state_change', onState);
    // Already connected (the odds feed opened the socket first): say so, as a fresh one would.
    if (connection.state === 'connected')
      void listener.state({ previous: 'connecting', current: 'connected' });
    echo.private(TICKET_CHANNEL).listen(`.${TICKET_CHANGE_EVENT}`, (data: unknown) => {
      void listener.bet(data);
    });
    const id = nextId++;
    leaves.set(id, () => {
      connection.unbind('state_change', onState);
      echo?.leave(TICKET_CHANNEL);
    });
    return id;
  },

  /** The socket's state now. */
  state(): string {
    return socket().connection.state;
  },

  leave(id: number): void {
    leaves.get(id)?.();
    leaves.delete(id);
  },

  /** Closes the socket (the page terminates the worker after). */
  stop(): void {
    for (const leave of leaves.values()) leave();
    leaves.clear();
    echo = null;
    stopReconnects?.();
    stopReconnects = null;
    pusher?.disconnect();
    pusher = null;
  },
};

expose(api);

export type RealtimeWorkerApi = typeof api;
