// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json, OpenPick, TestSimulator } from './helpers';
import { confirmBody, listEvents, openPicks, shapeMismatches, startSimulator } from './helpers';

const CONFIRM = '/api/member/ticket/bet/confirm';

let t: TestSimulator;
let token: string;

beforeAll(async () => {
  t = await startSimulator();
  token = await t.login();
});
afterAll(() => t.close());

async function balance(tok = token): Promise<number> {
  return (await t.get('/api/member/balance', tok)).body.data.balance;
}

async function runningTotal(tok = token): Promise<number> {
  return (await t.get('/api/member/event/ticket/running?page=1&lang=th', tok)).body.data.ticket.meta
    .total;
}

async function ticketOf(
  pick: OpenPick,
  betType: 'sc' | 'step' | 'mix',
  oddsType: string,
  tok = token,
): Promise<Json> {
  const q = `market_type=${pick.entry.market_type}&event_id=${pick.event.event_id}&odd_id=${pick.entry.odds_id}&option=${pick.option}&odd=${pick.price}&odds_type=${oddsType}`;
  return (await t.get(`/api/member/event/${betType}/ticket?${q}`, tok)).body.data;
}

async function singlePick(
  option: 'h' | 'a' = 'h',
  predicate: (p: OpenPick) => boolean = () => true,
): Promise<OpenPick> {
  const picks = [
    ...openPicks(await listEvents(t, token, 'sc', 'MY'), 'Handicap', 'h'),
    ...openPicks(await listEvents(t, token, 'sc', 'MY'), 'Handicap', 'a'),
  ];
  const pick = picks.find((p) => p.option === option && predicate(p)) ?? picks.find(predicate);
  if (!pick) throw new Error('no open handicap pick');
  return pick;
}

async function parlayPicks(count: number): Promise<OpenPick[]> {
  const picks = openPicks(await listEvents(t, token, 'mix', 'EU'), 'Handicap', 'h', true);
  if (picks.length < count) throw new Error(`only ${picks.length} parlay picks`);
  return picks.slice(0, count);
}

describe('placing a single bet', () => {
  it('succeeds, lowers the balance by the stake and shows in running with its choices', async () => {
    const pick = await singlePick('h', (p) => p.price > 0);
    const before = await balance();
    const reply = await t.post(CONFIRM, confirmBody([pick], 500, 1, 'MY'), token);
    expect(reply.status).toBe(200);
    expect(
      shapeMismatches(reply.body, {
        status: 'boolean',
        message: 'string',
        data: { ticket_id: 'number', balance: 'number' },
      }),
    ).toEqual([]);
    expect(reply.body).toMatchObject({
      status: true,
      message: 'success',
      data: { balance: before - 500 },
    });
    expect(await balance()).toBe(before - 500);

    const running = await t.get('/api/member/event/ticket/running?page=1&lang=th', token);
    const ticket = running.body.data.ticket.data.find(
      (x: Json) => x.id === reply.body.data.ticket_id,
    );
    expect(
      shapeMismatches(ticket, {
        id: 'number',
        trans_time: 'string',
        action_type: 'string',
        odds: 'number',
        odds_type: 'string',
        stake: 'number',
        ticket_status: 'string',
        ip: 'string',
        choice: [
          {
            bet_choice: 'string',
            bet_choice_lang: 'string',
            market_type: 'string',
            point: 'number',
            price: 'number',
            in_who: 'string',
            option: 'string',
            h_score: 'string',
            a_score: 'string',
            home_th: 'string',
            home_en: 'string',
            away_th: 'string',
            away_en: 'string',
            tournament: { name_th: 'string', name_en: 'string' },
            results: {
              first_half_h_socre: 'string',
              first_half_a_socre: 'string',
              full_time_h_socre: 'string',
              full_time_a_socre: 'string',
            },
          },
        ],
      }),
    ).toEqual([]);
    expect(ticket).toMatchObject({
      action_type: 'sc',
      odds: pick.price,
      odds_type: 'MY',
      stake: 500,
      ticket_status: 'running',
    });
    expect(ticket.trans_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(ticket.choice[0]).toMatchObject({
      bet_choice: 'Home',
      bet_choice_lang: 'เจ้าบ้าน',
      home_en: pick.event.home_en,
      market_type: 'Handicap',
    });
  });

  it('takes |price| x stake from the balance for a negative MY price', async () => {
    const pick = await singlePick('a', (p) => p.price < 0);
    const before = await balance();
    const reply = await t.post(CONFIRM, confirmBody([pick], 1000, 1, 'MY'), token);
    expect(reply.body.status).toBe(true);
    expect(reply.body.data.balance).toBeCloseTo(before - Math.abs(pick.price) * 1000, 2);
  });

  it('shows a placed bet in latest with a masked username', async () => {
    const latest = await t.get('/api/member/event/ticket/latest?lang=th', token);
    expect(latest.body.status).toBe(true);
    expect(latest.body.data.length).toBeGreaterThan(0);
    expect(latest.body.data[0]).toMatchObject({
      username: 'dem***01',
      currency: 'thb',
      amount: 1000,
    });
    expect(
      shapeMismatches(latest.body.data, [
        {
          username: 'string',
          name_th: 'string',
          name_en: 'string',
          currency: 'string',
          amount: 'number',
          option: 'string',
        },
      ]),
    ).toEqual([]);
  });

  it('reports a moved price as odds changed with the old and new price, placing nothing', async () => {
    const pick = await singlePick('h');
    expect(
      (
        await t.post('/api/test/move-price', {
          odd_id: pick.entry.odds_id,
          option: 'h',
          delta: -0.05,
        })
      ).body.status,
    ).toBe(true);
    const current = await ticketOf(pick, 'sc', 'MY');
    const [before, runningBefore] = [await balance(), await runningTotal()];

    const reply = await t.post(CONFIRM, confirmBody([pick], 200, 1, 'MY'), token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      status: false,
      message: 'odds changed',
      errors: [
        {
          odd_id: pick.entry.odds_id,
          type_error: 'price',
          price_old: pick.price,
          price_new: current.price,
        },
      ],
    });
    expect(await balance()).toBe(before);
    expect(await runningTotal()).toBe(runningBefore);

    // Accepting the new price places the bet.
    const accepted = await t.post(
      CONFIRM,
      confirmBody([{ ...pick, price: current.price }], 200, 1, 'MY'),
      token,
    );
    expect(accepted.body.status).toBe(true);
  });

  it('reports a moved point with point_new', async () => {
    const pick = await singlePick('h');
    const reply = await t.post(
      CONFIRM,
      confirmBody(
        [{ ...pick, entry: { ...pick.entry, point: pick.entry.point + 0.25 } }],
        200,
        1,
        'MY',
      ),
      token,
    );
    expect(reply.body).toEqual({
      status: false,
      message: 'odds changed',
      errors: [{ odd_id: pick.entry.odds_id, type_error: 'point', point_new: pick.entry.point }],
    });
  });

  it('takes a live pick at the current score, and reports a score that moved as a point change', async () => {
    const live = (await listEvents(t, token, 'sc', 'MY')).filter((e) => e.is_live === 1);
    const pick = openPicks(live, 'Handicap', 'h')[0] ?? openPicks(live, 'OverUnder', 'h')[0];
    if (!pick) throw new Error('no live pick');
    const stale = {
      ...pick,
      event: { ...pick.event, live_home_score: String(Number(pick.event.live_home_score) + 1) },
    };
    const moved = await t.post(CONFIRM, confirmBody([stale], 200, 1, 'MY'), token);
    expect(moved.body).toEqual({
      status: false,
      message: 'odds changed',
      errors: [{ odd_id: pick.entry.odds_id, type_error: 'point', point_new: pick.entry.point }],
    });

    const placed = await t.post(CONFIRM, confirmBody([pick], 200, 1, 'MY'), token);
    expect(placed.body.status).toBe(true);
    const running = await t.get('/api/member/event/ticket/running?page=1', token);
    const ticket = running.body.data.ticket.data.find(
      (x: Json) => x.id === placed.body.data.ticket_id,
    );
    expect(ticket.choice[0]).toMatchObject({
      h_score: pick.event.live_home_score,
      a_score: pick.event.live_away_score,
      is_live: 1,
    });
  });

  it('refuses a closed pick', async () => {
    const pick = await singlePick('h');
    await t.post('/api/test/set-open', { event_id: pick.event.event_id, open: false });
    const before = await balance();
    const reply = await t.post(CONFIRM, confirmBody([pick], 200, 1, 'MY'), token);
    await t.post('/api/test/set-open', { event_id: pick.event.event_id, open: true });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: false, message: 'pick closed', error: 'pick closed' });
    expect(await balance()).toBe(before);
  });

  it('keeps the stake within the pick limits', async () => {
    const pick = await singlePick('h');
    const limits = await ticketOf(pick, 'sc', 'MY');
    const before = await balance();
    for (const stake of [Math.floor(limits.min_bet) - 1, Math.floor(limits.max_bet) + 1].filter(
      (s) => s > 0,
    )) {
      const reply = await t.post(CONFIRM, confirmBody([pick], stake, 1, 'MY'), token);
      expect(reply.body.status, `stake ${stake}`).toBe(false);
      expect(reply.body.message).toContain('Stake must be between');
      expect(reply.body.error).toBe(reply.body.message);
    }
    expect(await balance()).toBe(before);
  });

  it('refuses a stake above the balance', async () => {
    const other = await t.login('demo2');
    const pick = await singlePick('h', (p) => p.price > 0);
    const { min_bet: minBet, max_bet: maxBet } = await ticketOf(pick, 'sc', 'MY', other);
    // Spend down until the maximum stake no longer fits, then ask for more than is left.
    for (let i = 0; i < 50 && (await balance(other)) >= Math.floor(maxBet); i++) {
      expect(
        (await t.post(CONFIRM, confirmBody([pick], Math.floor(maxBet), 1, 'MY'), other)).body
          .status,
      ).toBe(true);
    }
    const left = await balance(other);
    const stake = Math.max(Math.floor(left) + 1, Math.ceil(minBet));
    const reply = await t.post(CONFIRM, confirmBody([pick], stake, 1, 'MY'), other);
    expect(reply.body).toEqual({
      status: false,
      message: 'Insufficient balance',
      error: 'Insufficient balance',
    });
    expect(await balance(other)).toBe(left);
  });

  it('takes exactly one pick for a single', async () => {
    const picks = await parlayPicks(2);
    const reply = await t.post(CONFIRM, confirmBody(picks, 200, 1, 'EU'), token);
    expect(reply.body).toMatchObject({
      status: false,
      message: 'A single bet takes exactly one pick',
    });
  });
});

describe('placing a step/mix bet', () => {
  it('places a mix of two picks at the combined decimal odds and charges the stake', async () => {
    const picks = await parlayPicks(2);
    const before = await balance();
    const reply = await t.post(CONFIRM, confirmBody(picks, 100, 6, 'EU'), token);
    expect(reply.body).toMatchObject({ status: true, data: { balance: before - 100 } });
    const running = await t.get('/api/member/event/ticket/running?page=1', token);
    const ticket = running.body.data.ticket.data.find(
      (x: Json) => x.id === reply.body.data.ticket_id,
    );
    expect(ticket).toMatchObject({ action_type: 'mix', odds_type: 'EU', stake: 100 });
    expect(ticket.odds).toBeCloseTo(
      picks.reduce((p, x) => p * x.price, 1),
      3,
    );
    expect(ticket.choice).toHaveLength(2);
  });

  it('needs at least two picks, and one pick per event', async () => {
    const [first, second] = await parlayPicks(2);
    if (!first || !second) throw new Error('no picks');
    const one = await t.post(CONFIRM, confirmBody([first], 100, 5, 'EU'), token);
    expect(one.body).toMatchObject({
      status: false,
      message: 'A step/mix bet takes 2 to 10 picks',
    });
    const sameEvent = await t.post(
      CONFIRM,
      confirmBody([first, { ...first, option: 'a' }], 100, 5, 'EU'),
      token,
    );
    expect(sameEvent.body).toMatchObject({
      status: false,
      message: 'Only one pick per event in a step/mix bet',
    });
  });

  it('takes at most ten picks', async () => {
    const [pick] = await parlayPicks(1);
    if (!pick) throw new Error('no picks');
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      ...pick,
      event: { ...pick.event, event_id: pick.event.event_id + i },
    }));
    const reply = await t.post(CONFIRM, confirmBody(eleven, 100, 5, 'EU'), token);
    expect(reply.body).toMatchObject({
      status: false,
      message: 'A step/mix bet takes 2 to 10 picks',
    });
  });

  it('caps the stake at the smallest max_pay_bill_sport divided by the combined odds', async () => {
    const picks = await parlayPicks(2);
    const quotes = await Promise.all(picks.map((p) => ticketOf(p, 'mix', 'EU')));
    const odds = quotes.reduce((p, q) => p * q.price, 1);
    const max = Math.floor(
      Math.min(
        ...quotes.map((q) => q.max_bet),
        Math.min(...quotes.map((q) => q.max_pay_bill_sport)) / odds,
      ),
    );
    const reply = await t.post(CONFIRM, confirmBody(picks, max + 1, 6, 'EU'), token);
    expect(reply.body).toMatchObject({
      status: false,
      message: `Stake must be between ${Math.floor(quotes[0].min_bet)} and ${max}`,
    });
  });
});

describe('Idempotency-Key', () => {
  it('returns the first result for an identical retry and charges once', async () => {
    const pick = await singlePick('h', (p) => p.price > 0);
    const body = confirmBody([pick], 300, 1, 'MY');
    const headers = { 'idempotency-key': 'retry-1' };
    const [before, runningBefore] = [await balance(), await runningTotal()];
    const first = await t.post(CONFIRM, body, token, headers);
    const retry = await t.post(CONFIRM, body, token, headers);
    expect(first.body.status).toBe(true);
    expect(retry.body).toEqual(first.body);
    expect(await balance()).toBe(before - 300);
    expect(await runningTotal()).toBe(runningBefore + 1);
  });

  it('refuses the same key with a different body with 422', async () => {
    const pick = await singlePick('h', (p) => p.price > 0);
    const headers = { 'idempotency-key': 'retry-2' };
    expect(
      (await t.post(CONFIRM, confirmBody([pick], 300, 1, 'MY'), token, headers)).body.status,
    ).toBe(true);
    const changed = await t.post(CONFIRM, confirmBody([pick], 400, 1, 'MY'), token, headers);
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({
      status: false,
      code: 'validation',
      message: expect.stringContaining('Idempotency-Key'),
    });
  });

  it('places one bet for two concurrent confirms with the same key', async () => {
    const pick = await singlePick('h', (p) => p.price > 0);
    const body = confirmBody([pick], 250, 1, 'MY');
    const headers = { 'idempotency-key': 'concurrent-1' };
    const [before, runningBefore] = [await balance(), await runningTotal()];
    const [a, b] = await Promise.all([
      t.post(CONFIRM, body, token, headers),
      t.post(CONFIRM, body, token, headers),
    ]);
    expect(a.body.status).toBe(true);
    expect(b.body.data.ticket_id).toBe(a.body.data.ticket_id);
    expect(await balance()).toBe(before - 250);
    expect(await runningTotal()).toBe(runningBefore + 1);
  });

  it('lets a member retry a rejected attempt with the same key', async () => {
    const pick = await singlePick('h', (p) => p.price > 0);
    const headers = { 'idempotency-key': 'after-reject' };
    const rejected = await t.post(
      CONFIRM,
      confirmBody([{ ...pick, price: pick.price + 0.5 }], 200, 1, 'MY'),
      token,
      headers,
    );
    expect(rejected.body.message).toBe('odds changed');
    const accepted = await t.post(CONFIRM, confirmBody([pick], 200, 1, 'MY'), token, headers);
    expect(accepted.body.status).toBe(true);
  });
});

describe('malformed confirms', () => {
  it('answer 422 naming the field and place nothing', async () => {
    const pick = await singlePick('h');
    const good = confirmBody([pick], 200, 1, 'MY');
    const cases: [string, unknown, string][] = [
      ['broken JSON', '{"stake": 100,', 'JSON'],
      ['empty JSON body', '', 'body'],
      ['array body', [1, 2], 'body'],
      ['missing stake', { ...good, stake: undefined }, 'stake'],
      ['stake as text', { ...good, stake: 'abc' }, 'stake'],
      ['negative stake', { ...good, stake: -100 }, 'stake'],
      ['zero stake', { ...good, stake: 0 }, 'stake'],
      ['stake with 3 decimals', { ...good, stake: 100.125 }, 'stake'],
      // contract/'s one stake precision: whole baht, as the ticket's stake field takes it.
      ['stake in satang', { ...good, stake: 200.5 }, 'whole baht'],
      ['ticket missing', { ...good, ticket: undefined }, 'ticket'],
      [
        'items not an array',
        { ...good, ticket: { ...good.ticket, item: { a: 1 } } },
        'ticket.item',
      ],
      ['no items', { ...good, ticket: { ...good.ticket, item: [] } }, 'ticket.item'],
      [
        'item without odd_id',
        {
          ...good,
          ticket: { ...good.ticket, item: [{ ...good.ticket.item[0], odd_id: undefined }] },
        },
        'odd_id',
      ],
      [
        'unknown market type',
        {
          ...good,
          ticket: { ...good.ticket, item: [{ ...good.ticket.item[0], market_type: 'Corners' }] },
        },
        'market_type',
      ],
      ['unknown mainbet', { ...good, mainbet: 3 }, 'mainbet'],
      ['odds type', { ...good, ticket: { ...good.ticket, odds_type: 'US' } }, 'odds_type'],
      ['action_type against mainbet', { ...good, action_type: 'mix' }, 'action_type'],
    ];
    const [before, runningBefore] = [await balance(), await runningTotal()];
    for (const [name, body, field] of cases) {
      const reply = await t.post(CONFIRM, body, token);
      expect(reply.status, name).toBe(422);
      expect(reply.body.status, name).toBe(false);
      expect(reply.body.code, name).toBe('validation');
      expect(reply.body.message, name).toContain(field);
    }
    expect(await balance()).toBe(before);
    expect(await runningTotal()).toBe(runningBefore);
  });
});
