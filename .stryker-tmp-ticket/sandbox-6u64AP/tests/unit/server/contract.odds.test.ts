// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_FIELDS } from '@contract/oddsList';
import type { Shape, TestSimulator } from './helpers';
import { decodeEvents, listEvents, openPicks, shapeMismatches, startSimulator } from './helpers';

let t: TestSimulator;
let token: string;

beforeAll(async () => {
  t = await startSimulator();
  token = await t.login();
});
afterAll(() => t.close());

const LIST_SHAPE: Shape = {
  state: 'boolean',
  message: 'string',
  change_id: 'number',
  fullload: 'boolean',
  event_close_id: ['number'],
  structures: ['string'],
  data: [['any']],
};

const PICK_SHAPE: Shape = {
  league_name_en: 'string',
  league_name_th: 'string',
  market_type: 'string',
  in_who: 'string',
  point: 'number',
  event_id: 'number',
  id: 'number',
  odd_id: 'number',
  option: 'string',
  odd: 'number',
  price: 'number',
  price_before: 'number',
  bet_choice: 'string',
  h_score: 'string',
  a_score: 'string',
  is_live: 'number',
  min_bet: 'number',
  max_bet: 'number',
  max_pay_bill_sport: 'number',
  home_en: 'string',
  home_th: 'string',
  away_en: 'string',
  away_th: 'string',
  sport_type_id: 'number',
  odds_type: 'string',
  betTicketType: 'string',
  lang: 'string',
};

describe('GET /api/member/event/sport/menu', () => {
  it('lists football with its counters', async () => {
    const reply = await t.get('/api/member/event/sport/menu', token);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe(true);
    const football = reply.body.data.menu['1'];
    expect(
      shapeMismatches(football, {
        type: 'string',
        live: 'number',
        non_live: 'number',
        early: 'number',
        step: 'number',
        mix: 'number',
      }),
    ).toEqual([]);
    expect(football.type).toBe('Football');
  });
});

describe('odds lists', () => {
  const calls = [
    'get-live-odds',
    'get-live-odds_nonfullload',
    'get-nonlive-odds',
    'get-nonlive-odds_nonfullload',
  ];

  it.each(['sc', 'step', 'mix'])(
    '%s: every list call answers the documented shape',
    async (betType) => {
      for (const call of calls) {
        const reply = await t.get(
          `/api/member/event/${betType}/nokey/${call}?sport_type_id=1&odds_type=EU&nav=side-menu&sortTime=all&change_id=0`,
          token,
        );
        expect(reply.status, call).toBe(200);
        expect(shapeMismatches(reply.body, LIST_SHAPE), call).toEqual([]);
        expect(reply.body.state).toBe(true);
      }
    },
  );

  it('today football has events that rebuild by their structures names', async () => {
    const reply = await t.get(
      '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=MY&nav=side-menu&sortTime=all',
      token,
    );
    expect(reply.body.structures).toEqual(expect.arrayContaining([...EVENT_FIELDS]));
    const events = decodeEvents(reply.body);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(typeof event.event_id).toBe('number');
      expect(
        event.odds.every((o) => typeof o.odds_id === 'number' && Array.isArray(o.prices)),
      ).toBe(true);
    }
  });

  it('early answers the list shape for a date and for Allearly', async () => {
    for (const date of ['Allearly', '22/11/2026']) {
      const reply = await t.get(
        `/api/member/event/sc/nokey/early?sport_type_id=1&odds_type=MY&date=${encodeURIComponent(date)}&nav=side-menu&sortTime=all`,
        token,
      );
      expect(reply.status).toBe(200);
      expect(shapeMismatches(reply.body, LIST_SHAPE)).toEqual([]);
    }
  });

  it('rejects bad queries with 422 naming the field, keeping the odds failure fields', async () => {
    const cases: [string, string][] = [
      ['/api/member/event/sc/nokey/get-nonlive-odds?odds_type=MY', 'sport_type_id'],
      ['/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=abc', 'sport_type_id'],
      ['/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=XX', 'odds_type'],
      ['/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&sortTime=soon', 'sortTime'],
      ['/api/member/event/sc/nokey/early?sport_type_id=1&date=2026-11-22', 'date'],
      ['/api/member/event/parlay/nokey/get-live-odds?sport_type_id=1', 'betType'],
    ];
    for (const [path, field] of cases) {
      const reply = await t.get(path, token);
      expect(reply.status, path).toBe(422);
      expect(reply.body).toMatchObject({
        status: false,
        state: false,
        code: 'validation',
        data: [],
      });
      expect(reply.body.message, path).toContain(field);
    }
  });
});

describe('GET /api/member/event/{type}/ticket', () => {
  it('returns the open pick with every documented field and price_before = the odd sent', async () => {
    const [pick] = openPicks(await listEvents(t, token, 'sc', 'MY'), 'Handicap', 'h');
    expect(pick).toBeDefined();
    if (!pick) return;
    const query = new URLSearchParams({
      lang: 'th',
      league_name_en: pick.event.tournament.name_en,
      league_name_th: pick.event.tournament.name_th,
      market_type: 'Handicap',
      in_who: pick.entry.in_who,
      point: String(pick.entry.point),
      event_id: String(pick.event.event_id),
      id: String(pick.entry.id),
      odd_id: String(pick.entry.odds_id),
      option: 'h',
      odd: '0.5',
      sport_type_id: '1',
      odds_type: 'MY',
      betTicketType: 'sc',
    });
    const reply = await t.get(`/api/member/event/sc/ticket?${query}`, token);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe(true);
    expect(shapeMismatches(reply.body.data, PICK_SHAPE)).toEqual([]);
    expect(reply.body.data).toMatchObject({
      event_id: pick.event.event_id,
      odd_id: pick.entry.odds_id,
      option: 'h',
      price: pick.price,
      price_before: 0.5,
      bet_choice: 'Home',
      odds_type: 'MY',
    });
    expect(reply.body.data.min_bet).toBeLessThanOrEqual(reply.body.data.max_bet);
  });

  it('prices step picks in decimal odds', async () => {
    const [pick] = openPicks(await listEvents(t, token, 'step', 'EU'), 'Handicap', 'a', true);
    if (!pick) throw new Error('no step pick');
    const query = `market_type=Handicap&event_id=${pick.event.event_id}&odd_id=${pick.entry.odds_id}&option=a&odd=${pick.price}&odds_type=EU&betTicketType=step`;
    const reply = await t.get(`/api/member/event/step/ticket?${query}`, token);
    expect(reply.body.data).toMatchObject({ price: pick.price, odds_type: 'EU' });
    expect(reply.body.data.price).toBeGreaterThan(1);
  });

  it('answers data: null for a closed pick', async () => {
    const [pick] = openPicks(await listEvents(t, token, 'sc', 'MY'), 'OverUnder', 'h');
    if (!pick) throw new Error('no pick');
    const query = `market_type=OverUnder&event_id=${pick.event.event_id}&odd_id=${pick.entry.odds_id}&option=h&odd=${pick.price}&odds_type=MY`;
    await t.post('/api/test/set-open', { event_id: pick.event.event_id, open: false });
    const closed = await t.get(`/api/member/event/sc/ticket?${query}`, token);
    expect(closed.body).toEqual({ status: true, data: null });
    await t.post('/api/test/set-open', { event_id: pick.event.event_id, open: true });

    const unknown = await t.get(
      '/api/member/event/sc/ticket?market_type=Handicap&event_id=1&odd_id=1&option=h&odds_type=MY',
      token,
    );
    expect(unknown.body).toEqual({ status: true, data: null });
  });

  it('test hook hold-prices answers whether it knows the event and the change id it holds from', async () => {
    const [pick] = openPicks(await listEvents(t, token, 'sc', 'MY'), 'OverUnder', 'h');
    if (!pick) throw new Error('no pick');
    const list = await t.get(
      '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=MY&sortTime=all',
      token,
    );
    const held = await t.post('/api/test/hold-prices', {
      event_id: pick.event.event_id,
      hold: true,
    });
    expect(held.body).toEqual({
      status: true,
      change_id: (list.body as { change_id: number }).change_id,
    });
    expect((await t.post('/api/test/hold-prices', { event_id: 1, hold: true })).body).toMatchObject(
      { status: false },
    );
    expect((await t.post('/api/test/hold-prices', { event_id: pick.event.event_id })).status).toBe(
      422,
    );
    await t.post('/api/test/hold-prices', { event_id: pick.event.event_id, hold: false });
  });

  it('rejects a query without the pick identity with 422', async () => {
    const reply = await t.get('/api/member/event/sc/ticket?market_type=Handicap&option=h', token);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ status: false, code: 'validation' });
    expect(reply.body.message).toMatch(/event_id|odd_id/);
    const badOption = await t.get(
      '/api/member/event/sc/ticket?market_type=Handicap&event_id=1&odd_id=1&option=z',
      token,
    );
    expect(badOption.body.message).toContain('option');
  });
});
