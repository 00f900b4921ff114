// @ts-nocheck
// Contract of the publishing path: the official `pusher` server library triggers
// through the simulator's Pusher HTTP API and pusher-js receives; bad signatures, old timestamps
// and oversize events are refused as hosted Pusher refuses them; market changes are announced on
// `odds-{sport}`.
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PusherServer from 'pusher';
import Pusher from 'pusher-js';
import type { Json, TestSimulator } from './helpers';
import { decodeEvents, startSimulator } from './helpers';

const APP_ID = 'sim-app';
const KEY = 'sim-key';
const SECRET = 'sim-secret-for-tests';

let t: TestSimulator;
let token: string;
const opened: Pusher[] = [];

beforeAll(async () => {
  t = await startSimulator({ pusherAppId: APP_ID, pusherAppKey: KEY, pusherAppSecret: SECRET });
  token = await t.login();
});
afterAll(async () => {
  for (const client of opened) client.disconnect();
  await t.close();
});

function publisher(secret = SECRET, appId = APP_ID): PusherServer {
  return new PusherServer({
    appId,
    key: KEY,
    secret,
    host: '127.0.0.1',
    port: String(t.sim.port),
    useTLS: false,
  });
}

async function subscribed(channelName: string): Promise<Pusher> {
  const client = new Pusher(KEY, {
    cluster: 'ap1',
    wsHost: '127.0.0.1',
    wsPort: t.sim.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
  });
  opened.push(client);
  await new Promise<void>((resolve) =>
    client.subscribe(channelName).bind('pusher:subscription_succeeded', () => resolve()),
  );
  return client;
}

function received(client: Pusher, channel: string, event: string): Json[] {
  const out: Json[] = [];
  client.channel(channel).bind(event, (data: Json) => out.push(data));
  return out;
}

async function until<T>(read: () => T | undefined, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A request signed by hand as the library does, with a timestamp of our choosing; `sent` is the
 *  body that travels (the signed `body` unless a test changes it on the way). */
async function signedPost(
  path: string,
  body: string,
  timestampS: number,
  secret = SECRET,
  sent = body,
) {
  const query: Record<string, string> = {
    auth_key: KEY,
    auth_timestamp: String(timestampS),
    auth_version: '1.0',
    body_md5: createHash('md5').update(body).digest('hex'),
  };
  const ordered = Object.keys(query)
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join('&');
  const signature = createHmac('sha256', secret)
    .update(['POST', path, ordered].join('\n'))
    .digest('hex');
  return fetch(`${t.url}${path}?${ordered}&auth_signature=${signature}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: sent,
  });
}

describe('the Pusher HTTP API of the simulator', () => {
  it('delivers what the official library triggers to pusher-js', async () => {
    const client = await subscribed('contract-a');
    const got = received(client, 'contract-a', 'hello');
    await publisher().trigger('contract-a', 'hello', { n: 1, text: 'สวัสดี' });
    expect(await until(() => got[0])).toEqual({ n: 1, text: 'สวัสดี' });
  });

  it('delivers a batch, in order, on each named channel', async () => {
    const client = await subscribed('contract-b');
    const got = received(client, 'contract-b', 'step');
    await publisher().triggerBatch([
      { channel: 'contract-b', name: 'step', data: { i: 1 } },
      { channel: 'contract-c', name: 'step', data: { i: 2 } },
      { channel: 'contract-b', name: 'step', data: { i: 3 } },
    ]);
    await until(() => (got.length === 2 ? true : undefined));
    expect(got).toEqual([{ i: 1 }, { i: 3 }]);
  });

  it('refuses a wrong signature (401) and delivers nothing', async () => {
    const client = await subscribed('contract-d');
    const got = received(client, 'contract-d', 'nope');
    const error = await publisher('not-the-secret')
      .trigger('contract-d', 'nope', {})
      .catch((e: Json) => e);
    expect(error.status).toBe(401);
    await new Promise((r) => setTimeout(r, 100));
    expect(got).toEqual([]);
  });

  it('refuses an old timestamp, a changed body, an unknown app and a missing signature', async () => {
    const body = JSON.stringify({ name: 'x', channels: ['contract-e'], data: '{}' });
    const nowS = Math.floor(Date.now() / 1000);
    expect((await signedPost(`/apps/${APP_ID}/events`, body, nowS)).status).toBe(200);
    // An hour off either way. The server reads the wall clock, which runs on while the test does:
    // a stamp a second past the window (601 s ahead) came back inside it after a busy second of
    // the calls above. The window's exact edge is proven on a fixed clock (pusherSignature.test.ts).
    expect((await signedPost(`/apps/${APP_ID}/events`, body, nowS - 3600)).status).toBe(401);
    expect((await signedPost(`/apps/${APP_ID}/events`, body, nowS + 3600)).status).toBe(401);
    const client = await subscribed('contract-e2');
    const got = received(client, 'contract-e2', 'x');
    const changed = body.replace('contract-e', 'contract-e2');
    const tampered = await signedPost(`/apps/${APP_ID}/events`, body, nowS, SECRET, changed);
    expect(tampered.status).toBe(401);
    expect(await tampered.text()).toBe('Invalid body_md5');
    const unknownApp = await publisher(SECRET, 'other-app')
      .trigger('contract-e', 'x', {})
      .catch((e: Json) => e);
    expect(unknownApp.status).toBe(404);
    const unsigned = await fetch(`${t.url}/apps/${APP_ID}/events`, { method: 'POST', body });
    expect(unsigned.status).toBe(401);
    expect(got).toEqual([]);
  });

  it('answers 413 for an event over 10 KB and 400 for a malformed one, never 500', async () => {
    const big = await publisher()
      .trigger('contract-f', 'big', { text: 'x'.repeat(11 * 1024) })
      .catch((e: Json) => e);
    expect(big.status).toBe(413);
    const nowS = Math.floor(Date.now() / 1000);
    const huge = await signedPost(`/apps/${APP_ID}/events`, 'x'.repeat(300 * 1024), nowS);
    expect(huge.status).toBe(413);
    for (const body of ['not json', '{}', '{"name":"x","channels":[],"data":"{}"}', '[]']) {
      const reply = await signedPost(`/apps/${APP_ID}/events`, body, nowS);
      expect(reply.status).toBe(400);
    }
    const batch = await signedPost(`/apps/${APP_ID}/batch_events`, '{"batch":[{}]}', nowS);
    expect(batch.status).toBe(400);
  });
});

describe('odds-changed on odds-{sport}', () => {
  // How long a nudge waits (the 20 ms gather, the 250 ms gap) is proven on a fake clock in
  // oddsBroadcast.test.ts; here, over real sockets, what arrives and in which order.
  it('announces each moved price with its change_id and event, in change_id order', async () => {
    const client = await subscribed('odds-1');
    const got = received(client, 'odds-1', 'odds-changed');
    const list = await t.get(
      '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=MY&nav=side-menu&sortTime=all',
      token,
    );
    const [event] = decodeEvents(list.body);
    const entry = event?.odds[0];
    if (!event || !entry) throw new Error('no event');
    for (let i = 0; i < 3; i += 1) {
      const before = got.length;
      await t.post('/api/test/move-price', { odd_id: entry.odds_id, option: 'h', delta: 0.01 });
      const nudge = await until(() =>
        got.slice(before).find((m: Json) => m.event_ids?.includes(event.event_id)),
      );
      expect(nudge.change_id).toBe(t.sim.market.changeId);
    }
    const ids = got.map((m: Json) => m.change_id as number);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('oddsNudge', () => {
  it('names the events while they fit in a Pusher message, else says null', async () => {
    const { oddsNudge } = await import('@server/realtime/oddsBroadcast');
    expect(oddsNudge(7, [3, 1, 3])).toEqual({ change_id: 7, event_ids: [1, 3] });
    const many = Array.from({ length: 2000 }, (_, i) => 2_020_000_000 + i);
    expect(oddsNudge(8, many)).toEqual({ change_id: 8, event_ids: null });
    const fits = oddsNudge(9, many.slice(0, 500));
    expect(JSON.stringify(fits).length).toBeLessThan(10 * 1024);
    expect(fits.event_ids).toHaveLength(500);
  });
});
