// @ts-nocheck
// A member's data may be kept by no cache, shared or the browser's. Every member
// API answer says `Cache-Control: no-store` (history, balance, profile, the ticket, errors too); the
// odds lists alone keep their revalidated cache (`private, no-cache` with an ETag, 304 when unchanged).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSimulator } from './helpers';
import { confirmBody, listEvents, openPicks, startSimulator } from './helpers';

let t: TestSimulator;
let token: string;

beforeAll(async () => {
  t = await startSimulator({ history: true });
  token = await t.login();
});
afterAll(() => t.close());

const MEMBER_DATA = [
  '/api/member/user',
  '/api/member/balance',
  '/api/member/event/ticket/latest?lang=th',
  '/api/member/event/ticket/running?page=1&lang=th',
  '/api/member/event/ticket/settled?page=1&lang=th',
  '/api/member/event/ticket/settled?page=1&date=2026-11-20&lang=th',
  '/api/member/event/ticket/statement?dateText=this+month',
  '/api/member/results?date=2026-11-20',
  '/api/member/event/sport/menu',
  '/api/member/banner',
  '/api/member/announces',
  '/api/member/rules',
];

describe('Cache-Control of the member API', () => {
  for (const path of MEMBER_DATA)
    it(`${path} is no-store`, async () => {
      const reply = await t.get(path, token);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(reply.headers.get('etag')).toBeNull();
    });

  it('the history carries the member’s own bets (what must not be kept)', async () => {
    const settled = await t.get('/api/member/event/ticket/settled?page=1&lang=th', token);
    expect(settled.body.data.ticket.meta.total).toBeGreaterThan(0);
  });

  it('the ticket’s pick and a refused confirm are no-store', async () => {
    const [pick] = openPicks(await listEvents(t, token, 'sc', 'MY'), 'Handicap', 'h');
    if (!pick) throw new Error('no open pick');
    const q = new URLSearchParams({
      market_type: pick.entry.market_type,
      event_id: String(pick.event.event_id),
      odd_id: String(pick.entry.odds_id),
      option: pick.option,
      odds_type: 'MY',
    });
    const ticket = await t.get(`/api/member/event/sc/ticket?${q}`, token);
    expect(ticket.status).toBe(200);
    expect(ticket.headers.get('cache-control')).toBe('no-store');
    const refused = await t.post(
      '/api/member/ticket/bet/confirm',
      confirmBody([{ ...pick, price: pick.price + 0.5 }], 1e9, 1, 'MY'),
      token,
    );
    expect(refused.body.status).toBe(false);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('errors are no-store too: 401 without a session, 422 for a bad query, 404 under /api', async () => {
    const unauthenticated = await t.get('/api/member/event/ticket/running?page=1');
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get('cache-control')).toBe('no-store');
    const invalid = await t.get('/api/member/event/ticket/running?page=0', token);
    expect(invalid.status).toBe(422);
    expect(invalid.headers.get('cache-control')).toBe('no-store');
    const missing = await t.get('/api/member/no-such-call', token);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('the odds lists keep their revalidated cache: private, no-cache, an ETag and 304', async () => {
    const path =
      '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=MY&sortTime=all';
    const first = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${t.url}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
  });
});
