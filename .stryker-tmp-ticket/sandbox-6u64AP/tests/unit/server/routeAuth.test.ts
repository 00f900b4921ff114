// @ts-nocheck
// Every member route refuses callers without a valid session, however the request line spells the
// path: plain, percent-encoded, double-encoded and absolute-form.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSimulator } from './helpers';
import { startSimulator } from './helpers';

/** Every member route except login, with a concrete path and method. */
const MEMBER_ROUTES: ReadonlyArray<readonly [method: 'GET' | 'POST', path: string]> = [
  ['GET', '/api/member/user'],
  ['GET', '/api/member/balance'],
  ['GET', '/api/member/event/sport/menu'],
  ['GET', '/api/member/event/sc/nokey/early?sport_type_id=1'],
  ['GET', '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1'],
  ['GET', '/api/member/event/sc/ticket?odd_id=1&option=h&market_type=1'],
  ['POST', '/api/member/ticket/bet/confirm'],
  ['GET', '/api/member/event/ticket/latest'],
  ['GET', '/api/member/event/ticket/statement?dateText=2026-11-21'],
  ['GET', '/api/member/event/ticket/settled?page=1'],
  ['GET', '/api/member/event/ticket/running?page=1'],
  ['GET', '/api/member/results'],
  ['GET', '/api/member/banner'],
  ['GET', '/api/member/announces?page=1'],
  ['GET', '/api/member/rules'],
];

/** The same path spelled as an attacker would: the first `m` of `member` encoded, and so on. */
const VARIANTS: ReadonlyArray<readonly [name: string, spell: (path: string) => string]> = [
  ['plain', (p) => p],
  ['encoded', (p) => p.replace('/api/member/', '/api/%6Dember/')],
  ['encoded slash-free letters', (p) => p.replace('/api/member/', '/api/%6d%65mber/')],
  ['double-encoded', (p) => p.replace('/api/member/', '/api/%256Dember/')],
  ['absolute-form', (p) => `http://x${p}`],
  ['absolute-form encoded', (p) => `http://x${p.replace('/api/member/', '/api/%6Dember/')}`],
];

interface RawReply {
  status: number;
  body: string;
}

/** A raw request line (fetch would normalise the path): the path is sent exactly as given. */
function raw(base: string, method: string, path: string, token?: string): Promise<RawReply> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const req = httpRequest(
      { host: url.hostname, port: url.port, method, path, headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

let t: TestSimulator;
let expiredToken: string;

beforeAll(async () => {
  t = await startSimulator();
  expiredToken = await t.login('demo');
  t.clock.ms += 2 * 86_400_000; // sessions last a day
});
afterAll(() => t.close());

const TOKENS: ReadonlyArray<readonly [name: string, token: () => string | undefined]> = [
  ['no token', () => undefined],
  ['forged token', () => 'forged-' + 'a'.repeat(40)],
  ['expired token', () => expiredToken],
];

describe('member routes need a session whatever the spelling of the path', () => {
  for (const [method, path] of MEMBER_ROUTES) {
    for (const [variant, spell] of VARIANTS) {
      for (const [tokenName, token] of TOKENS) {
        it(`${method} ${path} (${variant}, ${tokenName}) is refused`, async () => {
          const reply = await raw(t.url, method, spell(path), token());
          // Double-encoding names no route at all (404); every other spelling reaches the route and is 401.
          if (variant === 'double-encoded') expect([401, 404]).toContain(reply.status);
          else expect(reply.status).toBe(401);
          expect(reply.body).not.toContain('"data"');
        });
      }
    }
  }

  it('a valid session still reaches the encoded route', async () => {
    const token = await t.login('demo');
    const reply = await raw(t.url, 'GET', '/api/%6Dember/balance', token);
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toMatchObject({ status: true });
  });
});
