// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSimulator } from './helpers';
import { shapeMismatches, startSimulator } from './helpers';

let t: TestSimulator;

beforeAll(async () => {
  t = await startSimulator();
});
afterAll(() => t.close());

describe('POST /api/member/login', () => {
  it('logs demo in as demo01 with a first-login flag and a session token', async () => {
    const reply = await t.post('/api/member/login', { userToken: 'demo', lang: '', page: '' });
    expect(reply.status).toBe(200);
    expect(
      shapeMismatches(reply.body, {
        status: 'boolean',
        message: 'string',
        data: { token: 'string' },
      }),
    ).toEqual([]);
    expect(reply.body.status).toBe(true);
    expect(reply.body.message).toBe('success');

    const user = await t.get('/api/member/user', reply.body.data.token);
    expect(user.body).toEqual({
      status: true,
      data: { id: expect.any(Number), username: 'demo01', currency: 'THB', first_login: true },
    });
  });

  it('logs demo2 in as demo02 without the first-login flag', async () => {
    const token = await t.login('demo2');
    const user = await t.get('/api/member/user', token);
    expect(user.body.data).toMatchObject({ username: 'demo02', first_login: false });
  });

  it('refuses any other entry token with 401 invalid token', async () => {
    for (const userToken of ['nope', '', 'DEMO']) {
      const reply = await t.post('/api/member/login', { userToken, lang: '', page: '' });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({
        status: false,
        message: 'invalid token',
        error: 'invalid token',
      });
    }
  });

  it('answers 422 naming the field when userToken is missing or the JSON is broken', async () => {
    const missing = await t.post('/api/member/login', { lang: '' });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      status: false,
      message: expect.stringContaining('userToken'),
      code: 'validation',
    });

    const broken = await t.post('/api/member/login', '{"userToken": "demo"');
    expect(broken.status).toBe(422);
    expect(broken.body).toMatchObject({ status: false, code: 'validation' });

    const wrongType = await t.post('/api/member/login', { userToken: { nested: true } });
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.message).toContain('userToken');
  });

  it('gives each login its own token', async () => {
    const [a, b] = [await t.login(), await t.login()];
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
  });
});

describe('GET /api/member/balance', () => {
  it('starts a member at 50,000.00 THB', async () => {
    const token = await t.login('demo2');
    const reply = await t.get('/api/member/balance', token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: true, data: { balance: 50000, currency: 'THB' } });
  });
});

describe('sessions', () => {
  const protectedCalls = [
    '/api/member/user',
    '/api/member/balance',
    '/api/member/event/sport/menu',
    '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=MY',
    '/api/member/event/ticket/latest?lang=th',
    '/api/member/event/ticket/running?page=1',
    '/api/member/banner',
    '/api/member/rules',
  ];

  it('answers 401 Unauthenticated. without a bearer token or with an unknown one', async () => {
    for (const path of protectedCalls) {
      for (const token of [undefined, 'not-a-session']) {
        const reply = await t.get(path, token);
        expect(reply.status, path).toBe(401);
        expect(reply.body).toEqual({ status: false, message: 'Unauthenticated.' });
      }
    }
    const confirm = await t.post('/api/member/ticket/bet/confirm', { broken: true });
    expect(confirm.status).toBe(401);
  });

  it('expires a session after one day', async () => {
    const token = await t.login();
    t.clock.ms += 86_400_000 - 1000;
    expect((await t.get('/api/member/user', token)).status).toBe(200);
    t.clock.ms += 2000;
    const expired = await t.get('/api/member/user', token);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ status: false, message: 'Unauthenticated.' });
  });
});
