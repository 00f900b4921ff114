// @ts-nocheck
// A Pusher Channels (protocol 7) server, enough for pusher-js 8 and laravel-echo 2: handshake,
// public and private subscriptions, ping/pong both ways, and server broadcasts. It shares the
// HTTP server's port through the `upgrade` event on `/app/:key`.
import type { IncomingMessage, Server } from 'node:http';
import { PRIVATE_CHANNEL_PREFIX } from '@contract/realtime';
import type { Duplex } from 'node:stream';
import { randomInt } from 'node:crypto';
import { WebSocket, WebSocketServer } from 'ws';
import { rawDataText } from './rawData';
import { isValidChannelAuth } from './signature';

export interface RealtimeOptions {
  appKey: string;
  appSecret: string;
  /** Seconds of client silence before the server pings (also told to the client in the handshake). */
  activityTimeoutSec: number;
  /** Open sockets one address may hold; more are refused with 4100. */
  maxPerAddress?: number;
  /** Open sockets in all; more are refused with 4100. */
  maxConnections?: number;
  /** Whether a browser page of this Origin may connect (same origin and SIM_ALLOWED_ORIGINS). */
  originAllowed?: (origin: string, host: string | undefined) => boolean;
  /** The caller's address (the socket's, or the forwarded one from a trusted proxy). */
  addressOf?: (req: IncomingMessage) => string;
}

/** Default caps: a member has a tab or two open; a crowd behind one NAT may be a few hundred. */
export const DEFAULT_MAX_PER_ADDRESS = 200;
export const DEFAULT_MAX_CONNECTIONS = 10_000;

/** The page's own origin: the Origin's host is the host the socket was opened on. */
export function sameOrigin(origin: string, host: string | undefined): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host;
  } catch {
    return false;
  }
}

export interface Realtime {
  attach(server: Server): void;
  /** Sends `event` to every socket subscribed to `channel`; data travels as a JSON string. */
  broadcast(channel: string, event: string, data: unknown): void;
  /**
   * What the Pusher HTTP API delivers (server/realtime/httpApi.ts): `data` as the publisher sent it,
   * to every subscriber of `channel` but the socket `exceptSocketId` (Pusher's `socket_id`).
   */
  publish(channel: string, event: string, data: string, exceptSocketId?: string): void;
  /** Number of sockets subscribed to a channel (for diagnostics and tests). */
  subscriberCount(channel: string): number;
  /**
   * The end-to-end tests' dropped link (`/api/test/realtime`, SIM_TEST_HOOKS=1 only): `true` closes
   * every open socket with 4202 (Pusher's "reconnect": a one-off drop is met again at once) and refuses
   * each new one with 4101 (Pusher's "back off, then reconnect") until `false`: a refusal answered with
   * a 42xx code would have pusher-js reconnect at once, dozens of times a second per page. The page's
   * socket lives in a worker, out of reach of the browser test's routing.
   */
  refuseAll(refuse: boolean): void;
  close(): Promise<void>;
}

interface PusherMessage {
  event: string;
  channel?: string;
  data?: unknown;
}

// Close/error codes of the Pusher protocol (4000-4099: do not reconnect; 4100-4199: back off, then
// reconnect; 4200-4299: reconnect at once). Every refusal the client may outlive uses 41xx, so a
// client that keeps coming back is slowed by its own back-off instead of hammering the server.
const APP_NOT_FOUND = 4001;
const UNSUPPORTED_PROTOCOL = 4007;
/** The connection is not authorized (here: a page of another origin). */
export const UNAUTHORIZED = 4009;
/** Over capacity: the client may reconnect after a back-off (Pusher's 4100). */
export const OVER_CAPACITY = 4100;
/** Refused for a while (the test hook's refusing link): back off, then try again. */
export const REFUSED_FOR_A_WHILE = 4101;
const PONG_NOT_RECEIVED = 4201;
/** An open socket closed by the server on purpose; the client reconnects (the test hook's drop). */
export const RECONNECT = 4202;
const MIN_PROTOCOL = 5;
/** Larger frames close the socket with 1009 (Message Too Big). */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Pusher's own limit on channel names. */
export const MAX_CHANNEL_NAME = 164;
export const MAX_CHANNELS_PER_SOCKET = 100;
const APP_PATH = /^\/app\/([^/?#]+)\/?$/;

interface Connection {
  ws: WebSocket;
  address: string;
  socketId: string;
  channels: Set<string>;
  activityTimer: NodeJS.Timeout | undefined;
  pongTimer: NodeJS.Timeout | undefined;
}

function newSocketId(): string {
  return `${randomInt(1, 2 ** 31 - 1)}.${randomInt(1, 2 ** 31 - 1)}`;
}

function send(ws: WebSocket, message: PusherMessage): void {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
}

function sendError(ws: WebSocket, code: number | null, message: string): void {
  send(ws, { event: 'pusher:error', data: { code, message } });
}

function parseMessage(raw: string): PusherMessage | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value === null ||
      typeof value !== 'object' ||
      typeof (value as { event?: unknown }).event !== 'string'
    )
      return null;
    const message = value as PusherMessage;
    // Clients may send `data` as an object or as a JSON string.
    if (typeof message.data === 'string') {
      try {
        message.data = JSON.parse(message.data);
      } catch {
        // a plain string stays a string
      }
    }
    return message;
  } catch {
    return null;
  }
}

function field(data: unknown, name: string): unknown {
  return data !== null && typeof data === 'object'
    ? (data as Record<string, unknown>)[name]
    : undefined;
}

export function createRealtime(opts: RealtimeOptions): Realtime {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();
  const perAddress = new Map<string, number>();
  const maxPerAddress = opts.maxPerAddress ?? DEFAULT_MAX_PER_ADDRESS;
  const maxConnections = opts.maxConnections ?? DEFAULT_MAX_CONNECTIONS;
  const originAllowed = opts.originAllowed ?? sameOrigin;
  const addressOf = opts.addressOf ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? '');
  const activityMs = opts.activityTimeoutSec * 1000;
  const pongWaitMs = Math.min(30_000, activityMs);
  let refusing = false;

  function clearTimers(conn: Connection): void {
    clearTimeout(conn.activityTimer);
    clearTimeout(conn.pongTimer);
  }

  /** Any message from the client proves it alive; after `activity_timeout` of silence we ping. */
  function noteActivity(conn: Connection): void {
    clearTimers(conn);
    conn.activityTimer = setTimeout(() => {
      send(conn.ws, { event: 'pusher:ping', data: {} });
      conn.pongTimer = setTimeout(
        () => conn.ws.close(PONG_NOT_RECEIVED, 'Pong reply not received'),
        pongWaitMs,
      );
    }, activityMs);
  }

  function subscriptionError(
    conn: Connection,
    channel: string,
    error: string,
    status: number,
  ): void {
    // pusher-js emits a server `pusher:subscription_error` on the channel, so laravel-echo's
    // `.error()` callback and `pusher:subscription_error` bindings see it.
    send(conn.ws, {
      event: 'pusher:subscription_error',
      channel,
      data: JSON.stringify({ type: 'AuthError', error, status }),
    });
  }

  function subscribe(conn: Connection, data: unknown): void {
    const channel = field(data, 'channel');
    if (typeof channel !== 'string' || channel === '') {
      sendError(conn.ws, null, 'Subscription requires a channel name');
      return;
    }
    if (channel.length > MAX_CHANNEL_NAME) {
      sendError(conn.ws, null, `Channel names are at most ${MAX_CHANNEL_NAME} characters`);
      return;
    }
    if (!conn.channels.has(channel) && conn.channels.size >= MAX_CHANNELS_PER_SOCKET) {
      subscriptionError(
        conn,
        channel,
        `At most ${MAX_CHANNELS_PER_SOCKET} channels per connection`,
        429,
      );
      return;
    }
    if (channel.startsWith('presence-')) {
      subscriptionError(conn, channel, 'Presence channels are not supported', 403);
      return;
    }
    if (
      channel.startsWith(PRIVATE_CHANNEL_PREFIX) &&
      !isValidChannelAuth(field(data, 'auth'), opts.appKey, opts.appSecret, conn.socketId, channel)
    ) {
      subscriptionError(conn, channel, `Invalid signature for channel ${channel}`, 401);
      return;
    }
    conn.channels.add(channel);
    send(conn.ws, { event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
  }

  function onMessage(conn: Connection, raw: string): void {
    noteActivity(conn);
    const message = parseMessage(raw);
    if (!message) {
      sendError(conn.ws, null, 'Message is not a valid Pusher event');
      return;
    }
    switch (message.event) {
      case 'pusher:ping':
        send(conn.ws, { event: 'pusher:pong', data: '{}' });
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        subscribe(conn, message.data);
        return;
      case 'pusher:unsubscribe': {
        const channel = field(message.data, 'channel');
        if (typeof channel === 'string') conn.channels.delete(channel);
        return;
      }
      default:
        if (message.event.startsWith('client-'))
          sendError(conn.ws, null, 'Client events are not enabled for this app');
    }
  }

  function refuse(ws: WebSocket, code: number, message: string): void {
    sendError(ws, code, message);
    ws.close(code, message);
  }

  function onConnection(
    ws: WebSocket,
    appKey: string,
    protocol: number,
    req: IncomingMessage,
  ): void {
    if (refusing) {
      refuse(ws, REFUSED_FOR_A_WHILE, 'Refused for a while by a test: back off and reconnect');
      return;
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !originAllowed(origin, req.headers.host)) {
      refuse(ws, UNAUTHORIZED, `Origin ${origin} is not allowed to connect`);
      return;
    }
    const address = addressOf(req);
    if (connections.size >= maxConnections) {
      refuse(ws, OVER_CAPACITY, 'Over capacity: try again later');
      return;
    }
    if ((perAddress.get(address) ?? 0) >= maxPerAddress) {
      refuse(ws, OVER_CAPACITY, `Over capacity: at most ${maxPerAddress} connections per address`);
      return;
    }
    if (appKey !== opts.appKey) {
      refuse(
        ws,
        APP_NOT_FOUND,
        `App key ${appKey} not in this cluster. Did you forget to specify the cluster?`,
      );
      return;
    }
    if (!(protocol >= MIN_PROTOCOL)) {
      refuse(ws, UNSUPPORTED_PROTOCOL, 'Unsupported protocol version');
      return;
    }
    const conn: Connection = {
      ws,
      address,
      socketId: newSocketId(),
      channels: new Set(),
      activityTimer: undefined,
      pongTimer: undefined,
    };
    connections.add(conn);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    ws.on('message', (raw) => onMessage(conn, rawDataText(raw)));
    ws.on('close', () => {
      clearTimers(conn);
      if (connections.delete(conn)) {
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      }
    });
    ws.on('error', () => ws.terminate());
    // The handshake's data is itself a JSON string (pusher-js parses it a second time).
    send(ws, {
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: conn.socketId, activity_timeout: opts.activityTimeoutSec }),
    });
    noteActivity(conn);
  }

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = APP_PATH.exec(url.pathname);
    if (!match?.[1]) {
      socket.destroy();
      return;
    }
    let appKey: string;
    try {
      appKey = decodeURIComponent(match[1]);
    } catch {
      socket.destroy();
      return;
    }
    const protocol = Number(url.searchParams.get('protocol') ?? '7');
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, appKey, protocol, req));
  }

  function publish(channel: string, event: string, data: string, exceptSocketId?: string): void {
    // One serialisation for every subscriber: a nudge to 5,000 sockets is one string sent 5,000 times.
    let frame: string | undefined;
    for (const conn of connections) {
      if (!conn.channels.has(channel) || conn.socketId === exceptSocketId) continue;
      frame ??= JSON.stringify({ event, channel, data });
      if (conn.ws.readyState === WebSocket.OPEN) conn.ws.send(frame);
    }
  }

  return {
    attach(server) {
      server.on('upgrade', onUpgrade);
    },
    broadcast(channel, event, data) {
      publish(channel, event, JSON.stringify(data));
    },
    publish,
    subscriberCount(channel) {
      let n = 0;
      for (const conn of connections) if (conn.channels.has(channel)) n++;
      return n;
    },
    refuseAll(refuse) {
      refusing = refuse;
      if (!refuse) return;
      for (const conn of [...connections]) conn.ws.close(RECONNECT, 'Dropped by a test');
    },
    close() {
      for (const conn of connections) {
        clearTimers(conn);
        conn.ws.terminate();
      }
      connections.clear();
      perAddress.clear();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
