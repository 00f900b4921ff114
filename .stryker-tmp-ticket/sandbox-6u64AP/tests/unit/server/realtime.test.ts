// @ts-nocheck
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Pusher from 'pusher-js';
import Echo from 'laravel-echo';
import WebSocket from 'ws';
import type { Json, TestSimulator } from './helpers';
import { confirmBody, listEvents, openPicks, startSimulator } from './helpers';
import { rawDataText } from '@server/realtime/rawData';

const KEY = 'sim-key';
const SECRET = 'sim-secret';

let t: TestSimulator;
let token: string;
const opened: { disconnect(): void }[] = [];

beforeAll(async () => {
  t = await startSimulator({ pusherAppKey: KEY, pusherAppSecret: SECRET, feedMs: 100 });
  token = await t.login();
});
afterAll(async () => {
  for (const client of opened) client.disconnect();
  await t.close();
});

function pusherClient(authToken: string | undefined): Pusher {
  const pusher = new Pusher(KEY, {
    cluster: 'ap1',
    wsHost: '127.0.0.1',
    wsPort: t.sim.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: `${t.url}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: authToken ? { Authorization: `Bearer ${authToken}` } : {},
    },
  });
  opened.push(pusher);
  return pusher;
}

function expectedAuth(socketId: string, channel: string): string {
  return `${KEY}:${createHmac('sha256', SECRET).update(`${socketId}:${channel}`).digest('hex')}`;
}

/** A raw protocol-7 socket that queues what the server says. */
class RawSocket {
  readonly messages: Json[] = [];
  private waiters: { test: (m: Json) => boolean; resolve: (m: Json) => void }[] = [];
  readonly ws: WebSocket;
  readonly closed: Promise<number>;

  constructor(appKey = KEY) {
    this.ws = new WebSocket(
      `ws://127.0.0.1:${t.sim.port}/app/${appKey}?protocol=7&client=js&version=8.4.0&flash=false`,
    );
    this.ws.on('message', (raw) => {
      const message = JSON.parse(rawDataText(raw));
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) =>
        w.test(message) ? (w.resolve(message), false) : true,
      );
    });
    this.closed = new Promise((resolve) => this.ws.on('close', (code) => resolve(code)));
  }

  next(event: string, channel?: string): Promise<Json> {
    const test = (m: Json) => m.event === event && (channel === undefined || m.channel === channel);
    const seen = this.messages.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  send(event: string, data: unknown): void {
    this.ws.send(JSON.stringify({ event, data }));
  }

  async socketId(): Promise<string> {
    const established = await this.next('pusher:connection_established');
    return JSON.parse(established.data).socket_id;
  }
}

describe('pusher-js and laravel-echo against the simulator', () => {
  it('subscribe to the private ticket channel with bearer auth and receive a ticket-change after a bet', async () => {
    const pusher = pusherClient(token);
    const echo = new Echo({ broadcaster: 'pusher', client: pusher });
    const mine = new Promise<Json>((resolve) => {
      echo.private('ticket-channel').listen('.ticket-change', (bet: Json) => {
        if (bet.username === 'dem***01') resolve(bet);
      });
    });
    await new Promise<void>((resolve) =>
      pusher
        .channel('private-ticket-channel')
        .bind('pusher:subscription_succeeded', () => resolve()),
    );

    const [pick] = openPicks(await listEvents(t, token, 'sc', 'MY'), 'Handicap', 'h');
    if (!pick) throw new Error('no pick');
    const placed = await t.post(
      '/api/member/ticket/bet/confirm',
      confirmBody([pick], 700, 1, 'MY'),
      token,
    );
    expect(placed.body.status).toBe(true);

    const bet = await mine;
    expect(bet).toEqual({
      username: 'dem***01',
      name_th: expect.any(String),
      name_en: expect.any(String),
      currency: 'thb',
      amount: 700,
      option: 'h',
    });
    echo.leave('ticket-channel');
  });

  it('receive simulated other members’ bets on the same channel', async () => {
    const pusher = pusherClient(token);
    const echo = new Echo({ broadcaster: 'pusher', client: pusher });
    const other = await new Promise<Json>((resolve) => {
      echo.private('ticket-channel').listen('.ticket-change', (bet: Json) => {
        if (bet.username !== 'dem***01') resolve(bet);
      });
    });
    expect(other.username).toMatch(/^.{1,3}\*\*\*.{1,2}$/);
    expect(typeof other.amount).toBe('number');
  });

  it('report a subscription error when there is no session', async () => {
    const pusher = pusherClient(undefined);
    const echo = new Echo({ broadcaster: 'pusher', client: pusher });
    const error = await new Promise<Json>((resolve) => {
      echo.private('ticket-channel').error((e: Json) => resolve(e));
    });
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });
  });
});

describe('POST /api/broadcasting/auth', () => {
  it('signs socket_id:channel_name with the app secret, from a form or JSON body', async () => {
    const form = await fetch(`${t.url}/api/broadcasting/auth`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'socket_id=123.456&channel_name=private-ticket-channel',
    });
    expect(form.status).toBe(200);
    expect(await form.json()).toEqual({ auth: expectedAuth('123.456', 'private-ticket-channel') });

    const json = await t.post(
      '/api/broadcasting/auth',
      { socket_id: '9.8', channel_name: 'private-ticket-channel' },
      token,
    );
    expect(json.body).toEqual({ auth: expectedAuth('9.8', 'private-ticket-channel') });
  });

  it('answers 403 without a valid session, whatever the body', async () => {
    for (const tok of [undefined, 'forged']) {
      const reply = await t.post(
        '/api/broadcasting/auth',
        { socket_id: '1.2', channel_name: 'private-ticket-channel' },
        tok,
      );
      expect(reply.status).toBe(403);
      expect(reply.body.auth).toBeUndefined();
    }
    expect((await t.post('/api/broadcasting/auth', 'garbage', undefined)).status).toBe(403);
  });

  it('signs private channels only, and checks its fields', async () => {
    expect(
      (
        await t.post(
          '/api/broadcasting/auth',
          { socket_id: '1.2', channel_name: 'presence-room' },
          token,
        )
      ).status,
    ).toBe(403);
    const noSocket = await t.post(
      '/api/broadcasting/auth',
      { channel_name: 'private-ticket-channel' },
      token,
    );
    expect(noSocket.status).toBe(422);
    expect(noSocket.body.message).toContain('socket_id');
    const badSocket = await t.post(
      '/api/broadcasting/auth',
      { socket_id: '1;2', channel_name: 'private-ticket-channel' },
      token,
    );
    expect(badSocket.status).toBe(422);
  });
});

describe('the Pusher protocol on a raw websocket', () => {
  it('sends connection_established with a JSON-string payload', async () => {
    const raw = new RawSocket();
    const established = await raw.next('pusher:connection_established');
    expect(typeof established.data).toBe('string');
    const data = JSON.parse(established.data);
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(120);
    raw.ws.close();
  });

  it('answers ping with pong and subscribes public channels without auth', async () => {
    const raw = new RawSocket();
    await raw.socketId();
    raw.send('pusher:ping', {});
    expect((await raw.next('pusher:pong')).event).toBe('pusher:pong');
    raw.send('pusher:subscribe', { channel: 'news' });
    expect(await raw.next('pusher_internal:subscription_succeeded', 'news')).toMatchObject({
      channel: 'news',
    });
    raw.ws.close();
  });

  it('subscribes a private channel with a valid signature and refuses a tampered one', async () => {
    const raw = new RawSocket();
    const socketId = await raw.socketId();
    const good = expectedAuth(socketId, 'private-ticket-channel');
    const tampered = `${good.slice(0, -1)}${good.endsWith('0') ? '1' : '0'}`;

    raw.send('pusher:subscribe', { channel: 'private-ticket-channel', auth: tampered });
    const refused = await raw.next('pusher:subscription_error', 'private-ticket-channel');
    expect(JSON.parse(refused.data)).toMatchObject({ type: 'AuthError', status: 401 });

    raw.send('pusher:subscribe', {
      channel: 'private-other',
      auth: expectedAuth('1.1', 'private-other'),
    });
    expect(await raw.next('pusher:subscription_error', 'private-other')).toBeDefined();

    raw.send('pusher:subscribe', { channel: 'private-ticket-channel', auth: good });
    expect(
      await raw.next('pusher_internal:subscription_succeeded', 'private-ticket-channel'),
    ).toBeDefined();
    const change = await raw.next('ticket-change', 'private-ticket-channel');
    expect(typeof change.data).toBe('string');
    expect(JSON.parse(change.data)).toHaveProperty('username');

    raw.send('pusher:unsubscribe', { channel: 'private-ticket-channel' });
    raw.ws.close();
  });

  it('refuses an unknown app key with error 4001 and closes', async () => {
    const raw = new RawSocket('wrong-key');
    const error = await raw.next('pusher:error');
    expect(error.data.code).toBe(4001);
    expect(await raw.closed).toBe(4001);
  });
});

describe("the test hook's dropped link (/api/test/realtime)", () => {
  it('closes the open sockets with a reconnect code, refuses new ones with a back-off code (4100-4199) while asked, then lets them in', async () => {
    const open = new RawSocket();
    await open.next('pusher:connection_established');
    expect((await t.post('/api/test/realtime', { refuse: true })).status).toBe(200);
    expect(await open.closed).toBe(4202);
    const refused = new RawSocket();
    const error = await refused.next('pusher:error');
    expect(error.data.code).toBe(4101);
    const code = await refused.closed;
    // pusher-js backs off on 4100-4199 and reconnects at once on 4200-4299.
    expect(code).toBeGreaterThanOrEqual(4100);
    expect(code).toBeLessThan(4200);
    expect(code).toBe(4101);
    expect((await t.post('/api/test/realtime', { refuse: false })).status).toBe(200);
    const again = new RawSocket();
    await again.next('pusher:connection_established');
    again.ws.close();
  });

  it('answers a body without `refuse` with 422, as every other body the simulator refuses', async () => {
    expect((await t.post('/api/test/realtime', {})).status).toBe(422);
  });
});

describe('server-side ping', () => {
  it('pings a silent socket after activity_timeout and drops it when no pong comes', async () => {
    const quiet = await startSimulator({ activityTimeoutSec: 1 });
    try {
      const ws = new WebSocket(`ws://127.0.0.1:${quiet.sim.port}/app/sim-key?protocol=7`);
      const events: string[] = [];
      ws.on('message', (raw) => events.push(JSON.parse(rawDataText(raw)).event));
      const code = await new Promise<number>((resolve) => ws.on('close', (c) => resolve(c)));
      expect(events).toEqual(['pusher:connection_established', 'pusher:ping']);
      expect(code).toBe(4201);
    } finally {
      await quiet.close();
    }
  });
});
