// @ts-nocheck
// Client mistakes are 4xx with a message, never a 500, and never accepted by coercion.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSimulator } from './helpers';
import { startSimulator } from './helpers';

let t: TestSimulator;
let token: string;

beforeAll(async () => {
  t = await startSimulator();
  token = await t.login('demo');
});
afterAll(() => t.close());

/** A raw request line, sent exactly as given. */
function raw(
  method: string,
  path: string,
  body?: string,
  auth = true,
): Promise<{ status: number; body: string }> {
  const url = new URL(t.url);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (auth) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const PICK = {
  event_id: 1,
  odd_id: 1,
  option: 'h',
  point: 0,
  price: 0.9,
  market_type: '1',
  in_who: '',
  h_score: '0',
  a_score: '0',
  is_live: 0,
};
const confirm = (over: Record<string, unknown>) =>
  JSON.stringify({
    stake: 20,
    action_type: 'sc',
    sport_id: 1,
    ticket: { odds_type: 'MY', item: [PICK] },
    mainbet: 1,
    ...over,
  });

const CORPUS: ReadonlyArray<
  readonly [name: string, method: string, path: string, body?: string, auth?: boolean]
> = [
  ['login userToken toString', 'POST', '/api/member/login', '{"userToken":"toString"}', false],
  ['login userToken __proto__', 'POST', '/api/member/login', '{"userToken":"__proto__"}', false],
  [
    'login userToken constructor',
    'POST',
    '/api/member/login',
    '{"userToken":"constructor"}',
    false,
  ],
  [
    'login userToken hasOwnProperty',
    'POST',
    '/api/member/login',
    '{"userToken":"hasOwnProperty"}',
    false,
  ],
  ['login userToken as an array', 'POST', '/api/member/login', '{"userToken":["demo"]}', false],
  ['login userToken as a number', 'POST', '/api/member/login', '{"userToken":7}', false],
  ['login body not JSON', 'POST', '/api/member/login', '{"userToken":', false],
  ['banner with a NUL', 'GET', '/banners/%00'],
  ['path climbing out', 'GET', '/../package.json'],
  ['encoded path climbing out', 'GET', '/%2e%2e/package.json'],
  ['bad percent escape', 'GET', '/assets/%E0%A4%A'],
  ['sport_type_id 1e400', 'GET', '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1e400'],
  [
    'sport_type_id huge',
    'GET',
    '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=99999999999999999999',
  ],
  ['sport_type_id text', 'GET', '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=abc'],
  ['stake as a string', 'POST', '/api/member/ticket/bet/confirm', confirm({ stake: '20' })],
  ['stake as an array', 'POST', '/api/member/ticket/bet/confirm', confirm({ stake: [20] })],
  [
    'stake 1e400',
    'POST',
    '/api/member/ticket/bet/confirm',
    confirm({ stake: 0 }).replace('"stake":0', '"stake":1e400'),
  ],
  [
    'stake an object',
    'POST',
    '/api/member/ticket/bet/confirm',
    confirm({ stake: { valueOf: 20 } }),
  ],
  [
    'event_id as a string',
    'POST',
    '/api/member/ticket/bet/confirm',
    confirm({ ticket: { odds_type: 'MY', item: [{ ...PICK, event_id: '1' }] } }),
  ],
  [
    'is_live as a boolean',
    'POST',
    '/api/member/ticket/bet/confirm',
    confirm({ ticket: { odds_type: 'MY', item: [{ ...PICK, is_live: false }] } }),
  ],
  ['mainbet as a string', 'POST', '/api/member/ticket/bet/confirm', confirm({ mainbet: '1' })],
  ['confirm body a JSON array', 'POST', '/api/member/ticket/bet/confirm', '[]'],
  ['confirm body JSON null', 'POST', '/api/member/ticket/bet/confirm', 'null'],
  ['announces page array', 'GET', '/api/member/announces?page=1&page=2'],
  ['settled page 1e400', 'GET', '/api/member/event/ticket/settled?page=1e400'],
];

describe('the bad-input corpus', () => {
  for (const [name, method, path, body, auth] of CORPUS) {
    it(`${name}: a 4xx with a message`, async () => {
      const reply = await raw(method, path, body, auth ?? true);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body).toMatch(/message/);
    });
  }

  for (const stake of ['"20"', '[20]', 'true']) {
    it(`stake ${stake} is refused for its type, not coerced`, async () => {
      const reply = await raw(
        'POST',
        '/api/member/ticket/bet/confirm',
        confirm({ stake: 0 }).replace('"stake":0', `"stake":${stake}`),
      );
      expect(reply.status).toBe(422);
      expect(JSON.parse(reply.body)).toMatchObject({
        status: false,
        message: 'stake must be number',
      });
    });
  }

  it('no bet was placed and the server still answers', async () => {
    const balance = await t.get('/api/member/balance', token);
    expect(balance.status).toBe(200);
    const running = await t.get('/api/member/event/ticket/running?page=1', token);
    expect(running.status).toBe(200);
    expect(JSON.stringify(running.body)).not.toMatch(/"stake":20\b/);
  });
});

describe('scores of a confirm', () => {
  for (const score of ['"01234567890"', '12345678901', '-1', '1.5'])
    it(`h_score ${score} is refused: at most 10 characters, a whole number`, async () => {
      const reply = await raw(
        'POST',
        '/api/member/ticket/bet/confirm',
        confirm({
          ticket: { odds_type: 'MY', item: [{ ...PICK, market_type: 'Handicap', h_score: 0 }] },
        }).replace('"h_score":0', `"h_score":${score}`),
      );
      expect(reply.status).toBe(422);
      expect(JSON.parse(reply.body)).toMatchObject({ status: false, code: 'validation' });
      expect(JSON.parse(reply.body).message).toMatch(/h_score/);
    });
});

describe('a member’s own data', () => {
  it('/balance and /user may be kept by no cache', async () => {
    for (const path of ['/api/member/balance', '/api/member/user']) {
      const reply = await t.get(path, token);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control'), path).toBe('no-store');
    }
  });
});

describe('sessions per member', () => {
  it('a member holds at most 20 live sessions: the oldest is evicted, the newest work', async () => {
    const first = await t.login('demo');
    const later: string[] = [];
    for (let i = 0; i < 20; i++) later.push(await t.login('demo'));
    expect((await t.get('/api/member/balance', first)).status).toBe(401);
    expect((await t.get('/api/member/balance', later[0])).status).toBe(200);
    expect((await t.get('/api/member/balance', later[19])).status).toBe(200);
  });
});
