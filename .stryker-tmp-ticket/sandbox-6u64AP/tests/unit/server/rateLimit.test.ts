// @ts-nocheck
// Abuse limits: login and bet confirm are throttled per member and per address, with a
// clear 429, the member-API error shape and Retry-After; other routes are never throttled.
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { RateLimits } from '@server/http/rateLimits';
import type { Json, TestSimulator } from './helpers';
import { confirmBody, listEvents, openPicks, startSimulator } from './helpers';

const LOGIN = '/api/member/login';
const CONFIRM = '/api/member/ticket/bet/confirm';
const HUGE = 1e6;

let t: TestSimulator | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(
  limits: Partial<RateLimits>,
  options: { trustProxy?: string } = {},
): Promise<TestSimulator> {
  t = await startSimulator({
    ...options,
    rateLimits: {
      windowMs: 60_000,
      loginPerAddress: HUGE,
      loginPerMember: HUGE,
      confirmPerAddress: HUGE,
      confirmPerMember: HUGE,
      apiFailuresPerAddress: HUGE,
      ...limits,
    },
  });
  return t;
}

interface Answer {
  status: number;
  body: Json;
  retryAfter: string | undefined;
}

/** A JSON POST from a chosen loopback address (127.0.0.2 is another caller than 127.0.0.1). */
function postFrom(
  sim: TestSimulator,
  from: string,
  path: string,
  body: unknown,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const url = new URL(path, sim.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...extraHeaders,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const retry = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text),
            retryAfter: typeof retry === 'string' ? retry : undefined,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const login = (
  sim: TestSimulator,
  from: string,
  entryToken: string,
  headers: Record<string, string> = {},
) => postFrom(sim, from, LOGIN, { userToken: entryToken, lang: '', page: '' }, undefined, headers);

function expectThrottled(answer: Answer): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ status: false, code: 'rate_limited' });
  expect(answer.body.message).toMatch(/too many requests.*try again in \d+ s/i);
  expect(answer.body.error).toBe(answer.body.message);
  expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
}

describe('login limits', () => {
  it('one address is refused after its quota of failures, but a valid entry token from it still logs in', async () => {
    const sim = await start({ loginPerAddress: 3 });
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await login(sim, '127.0.0.1', i % 2 === 0 ? `guess-${i}` : 'demo'));
    // Successful logins are not failures: three guesses fail before the address is over its limit.
    expect(answers.map((a) => a.status)).toEqual([401, 200, 401, 200, 401]);
    expectThrottled(await login(sim, '127.0.0.1', 'another-guess'));
    // Members behind the same address (a NAT, an office, a proxy) did not cause it: they log in.
    expect((await login(sim, '127.0.0.1', 'demo')).status).toBe(200);
    expect((await login(sim, '127.0.0.1', 'demo2')).status).toBe(200);
    expect((await login(sim, '127.0.0.2', 'yet-another-guess')).status).toBe(401);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy, then limits the forwarded addresses', async () => {
    const direct = await start({ loginPerAddress: 2 });
    for (const forwarded of ['203.0.113.1', '203.0.113.2'])
      expect(
        (await login(direct, '127.0.0.1', 'guess', { 'x-forwarded-for': forwarded })).status,
      ).toBe(401);
    // A third "address" made up by the caller is still the same caller.
    expectThrottled(
      await login(direct, '127.0.0.1', 'guess', { 'x-forwarded-for': '203.0.113.3' }),
    );
    await direct.close();
    t = undefined;

    const proxied = await start({ loginPerAddress: 2 }, { trustProxy: '127.0.0.1' });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    expect((await login(proxied, '127.0.0.1', 'guess', from('203.0.113.1'))).status).toBe(401);
    expect((await login(proxied, '127.0.0.1', 'guess', from('203.0.113.1'))).status).toBe(401);
    expectThrottled(await login(proxied, '127.0.0.1', 'guess', from('203.0.113.1')));
    // Behind the proxy, another member's address is not locked out.
    expect((await login(proxied, '127.0.0.1', 'guess', from('203.0.113.2'))).status).toBe(401);
    // The proxy is trusted only from its own address.
    expect((await login(proxied, '127.0.0.2', 'guess', from('203.0.113.9'))).status).toBe(401);
    expect((await login(proxied, '127.0.0.2', 'guess', from('203.0.113.8'))).status).toBe(401);
    expectThrottled(await login(proxied, '127.0.0.2', 'guess', from('203.0.113.7')));
  });

  it('one member is refused after their quota from any address; other members still log in', async () => {
    const sim = await start({ loginPerMember: 3 });
    expect((await login(sim, '127.0.0.1', 'demo')).status).toBe(200);
    expect((await login(sim, '127.0.0.2', 'demo')).status).toBe(200);
    expect((await login(sim, '127.0.0.1', 'demo')).status).toBe(200);
    expectThrottled(await login(sim, '127.0.0.2', 'demo'));
    expect((await login(sim, '127.0.0.2', 'demo2')).status).toBe(200);
  });

  it('opens again once the window has passed', async () => {
    const sim = await start({ windowMs: 1000, loginPerAddress: 1 });
    expect((await login(sim, '127.0.0.1', 'guess')).status).toBe(401);
    expectThrottled(await login(sim, '127.0.0.1', 'guess'));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await login(sim, '127.0.0.1', 'guess')).status).toBe(401);
  });

  it('a throttled login creates no session, and routes other than login and confirm are not throttled', async () => {
    const sim = await start({ loginPerMember: 1 });
    const token = await sim.login('demo');
    const refused = await login(sim, '127.0.0.1', 'demo');
    expectThrottled(refused);
    expect(refused.body.data).toBeUndefined();
    for (let i = 0; i < 20; i++)
      expect((await sim.get('/api/member/balance', token)).status).toBe(200);
  });
});

describe('bet confirm limits', () => {
  async function pickBody(sim: TestSimulator, token: string, stake: number): Promise<Json> {
    const picks = openPicks(await listEvents(sim, token, 'sc', 'MY'), 'Handicap', 'h');
    if (picks.length === 0) throw new Error('no open handicap pick');
    return confirmBody(picks.slice(0, 1), stake, 1, 'MY');
  }

  it('one member is refused after their quota across sessions and addresses; no bet is placed past it', async () => {
    const sim = await start({ confirmPerMember: 2 });
    const first = await sim.login('demo');
    const second = await sim.login('demo');
    const body = await pickBody(sim, first, 100);
    const balance = async () =>
      (await sim.get('/api/member/balance', first)).body.data.balance as number;
    const before = await balance();
    expect((await postFrom(sim, '127.0.0.1', CONFIRM, body, first)).body.status).toBe(true);
    expect((await postFrom(sim, '127.0.0.2', CONFIRM, body, second)).body.status).toBe(true);
    expectThrottled(await postFrom(sim, '127.0.0.1', CONFIRM, body, second));
    expect(await balance()).toBe(before - 200);
    const other = await sim.login('demo2');
    expect((await postFrom(sim, '127.0.0.1', CONFIRM, body, other)).body.status).toBe(true);
  });

  it("one member's bogus confirms do not lock out another member at the same address", async () => {
    // The address limit is far below what one member sends: it no longer counts members' confirms.
    const sim = await start({ confirmPerAddress: 5, confirmPerMember: 20 });
    const abuser = await sim.login('demo');
    const honest = await sim.login('demo2');
    const body = await pickBody(sim, abuser, 100);
    const closed = await sim.post('/api/test/set-open', {
      event_id: body.ticket.item[0].event_id,
      open: false,
    });
    expect(closed.body.status).toBe(true);
    // 60 confirms for a closed pick from one address: answered (refused) up to the member's quota,
    // then 429 for that member only.
    const answers = [];
    for (let i = 0; i < 60; i++)
      answers.push(await postFrom(sim, '127.0.0.1', CONFIRM, body, abuser));
    expect(answers.slice(0, 20).every((a) => a.status === 200 && a.body.status === false)).toBe(
      true,
    );
    for (const answer of answers.slice(20)) expectThrottled(answer);
    // The honest member at the same address bets at once, and has their whole quota.
    await sim.post('/api/test/set-open', { event_id: body.ticket.item[0].event_id, open: true });
    const honestBody = await pickBody(sim, honest, 100);
    for (let i = 0; i < 20; i++) {
      const placed = await postFrom(sim, '127.0.0.1', CONFIRM, honestBody, honest);
      expect(placed.status).toBe(200);
      expect(placed.body.status).toBe(true);
    }
    expectThrottled(await postFrom(sim, '127.0.0.1', CONFIRM, honestBody, honest));
    // The abuser is still throttled from any address: the limit is theirs, not the address's.
    expectThrottled(await postFrom(sim, '127.0.0.2', CONFIRM, body, abuser));
  });

  it('an idempotent retry of a placed bet gets its stored result even while the member is throttled', async () => {
    const sim = await start({ confirmPerMember: 2 });
    const token = await sim.login('demo');
    const body = await pickBody(sim, token, 100);
    const balance = async () =>
      (await sim.get('/api/member/balance', token)).body.data.balance as number;
    const before = await balance();
    const keyed = (key: string, sent: unknown = body, from = '127.0.0.1') =>
      postFrom(sim, from, CONFIRM, sent, token, { 'Idempotency-Key': key });
    const placed = await keyed('bet-1');
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe(true);
    expect((await keyed('bet-2')).body.status).toBe(true);
    // The member's quota is spent: a new bet is throttled and places nothing.
    expectThrottled(await keyed('bet-3'));
    // The retry of the first bet (its answer was lost) gets the first result, not 429, from any address.
    for (const from of ['127.0.0.1', '127.0.0.2']) {
      const retry = await keyed('bet-1', body, from);
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(placed.body);
    }
    // The same key with another body is still refused (422) and places nothing either.
    const changed = await keyed('bet-1', { ...(body as object), stake: 200 });
    expect(changed.status).toBe(422);
    expect(changed.body.status).toBe(false);
    // A key with nothing placed under it is a new bet: still throttled.
    expectThrottled(await keyed('bet-3'));
    expect(await balance()).toBe(before - 200);
  });

  it("a key placed by one member does not lift another member's limit", async () => {
    const sim = await start({ confirmPerMember: 1 });
    const demo = await sim.login('demo');
    const demo2 = await sim.login('demo2');
    const body = await pickBody(sim, demo, 100);
    const keyed = (token: string, key: string) =>
      postFrom(sim, '127.0.0.1', CONFIRM, body, token, { 'Idempotency-Key': key });
    expect((await keyed(demo, 'demo-bet')).body.status).toBe(true);
    expect((await keyed(demo2, 'demo2-bet')).body.status).toBe(true);
    // demo2 is over their quota: demo's key is not demo2's retry, so it is throttled like any bet.
    expectThrottled(await keyed(demo2, 'demo-bet'));
    expect((await keyed(demo2, 'demo2-bet')).status).toBe(200);
  });

  it('confirms without a session count per address: 401 up to its quota, then 429; a member there still bets', async () => {
    const sim = await start({ confirmPerAddress: 2 });
    const member = await sim.login('demo');
    const body = await pickBody(sim, member, 100);
    expect((await postFrom(sim, '127.0.0.1', CONFIRM, body)).status).toBe(401);
    expect((await postFrom(sim, '127.0.0.1', CONFIRM, body, 'forged-token')).status).toBe(401);
    expectThrottled(await postFrom(sim, '127.0.0.1', CONFIRM, body, 'another-forged-token'));
    // A member's confirm from the same address is not the guesser's: answered and placed.
    const placed = await postFrom(sim, '127.0.0.1', CONFIRM, body, member);
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe(true);
    // Another address without a session still learns its session is gone.
    expect((await postFrom(sim, '127.0.0.2', CONFIRM, body)).status).toBe(401);
    // Other routes without a session stay 401 from the guesser's address.
    expect((await sim.get('/api/member/balance')).status).toBe(401);
  });
});

describe('settings', () => {
  it('reads the limits from the environment, with generous defaults', async () => {
    const { optionsFromEnv } = await import('@server/config');
    const defaults = optionsFromEnv({}).rateLimits;
    expect(defaults.loginPerAddress).toBeGreaterThanOrEqual(100);
    expect(defaults.confirmPerMember).toBeGreaterThanOrEqual(60);
    const set = optionsFromEnv({
      SIM_LIMIT_LOGIN_ADDRESS: '7',
      SIM_LIMIT_CONFIRM_MEMBER: '3',
      SIM_LIMIT_WINDOW_MS: '500',
    }).rateLimits;
    expect(set).toMatchObject({ loginPerAddress: 7, confirmPerMember: 3, windowMs: 500 });
  });
});
