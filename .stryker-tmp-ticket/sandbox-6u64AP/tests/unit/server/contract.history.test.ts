// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json, OpenPick, Shape, TestSimulator } from './helpers';
import { confirmBody, listEvents, openPicks, shapeMismatches, startSimulator } from './helpers';

let t: TestSimulator;
let token: string;
let pick: OpenPick;

beforeAll(async () => {
  t = await startSimulator({ feedMs: 20 });
  token = await t.login();
  const [first] = openPicks(await listEvents(t, token, 'sc', 'MY'), 'Handicap', 'h');
  if (!first) throw new Error('no pick');
  pick = first;
});
afterAll(() => t.close());

describe('GET /api/member/event/ticket/latest', () => {
  it('lists recent bets of all members, masked, newest first, at most 30', async () => {
    // The simulated feed runs every ~20 ms here; wait until it has filled the list.
    let reply: Json;
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      reply = await t.get('/api/member/event/ticket/latest?lang=th', token);
    } while (reply.body.data.length < 30);
    expect(reply.body.status).toBe(true);
    expect(reply.body.data).toHaveLength(30);
    expect(
      shapeMismatches(reply.body.data, [
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
    for (const bet of reply.body.data) expect(bet.username).toContain('***');

    const placed = await t.post(
      '/api/member/ticket/bet/confirm',
      confirmBody([pick], 321, 1, 'MY'),
      token,
    );
    expect(placed.body.status).toBe(true);
    const after = await t.get('/api/member/event/ticket/latest?lang=th', token);
    expect(after.body.data.some((b: Json) => b.username === 'dem***01' && b.amount === 321)).toBe(
      true,
    );
  });
});

describe('GET /api/member/event/ticket/running', () => {
  const TICKET_LIST: Shape = {
    status: 'boolean',
    data: {
      ticket: {
        data: ['object'],
        meta: { current_page: 'number', last_page: 'number', per_page: 'number', total: 'number' },
      },
    },
  };

  it('pages 20 tickets at a time, newest first', async () => {
    const other = await t.login('demo2');
    const ids: number[] = [];
    for (let i = 0; i < 21; i++) {
      const reply = await t.post(
        '/api/member/ticket/bet/confirm',
        confirmBody([pick], 100 + i, 1, 'MY'),
        other,
      );
      ids.push(reply.body.data.ticket_id);
    }
    const page1 = await t.get('/api/member/event/ticket/running?page=1&lang=th', other);
    expect(shapeMismatches(page1.body, TICKET_LIST)).toEqual([]);
    expect(page1.body.data.ticket.meta).toEqual({
      current_page: 1,
      last_page: 2,
      per_page: 20,
      total: 21,
    });
    expect(page1.body.data.ticket.data).toHaveLength(20);
    expect(page1.body.data.ticket.data[0].id).toBe(ids[20]);

    const page2 = await t.get('/api/member/event/ticket/running?page=2&lang=th', other);
    expect(page2.body.data.ticket.meta.current_page).toBe(2);
    expect(page2.body.data.ticket.data.map((x: Json) => x.id)).toEqual([ids[0]]);

    const noPage = await t.get('/api/member/event/ticket/running', other);
    expect(noPage.body.data.ticket.meta.current_page).toBe(1);
  });

  it('rejects a page that is not a positive integer', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const reply = await t.get(`/api/member/event/ticket/running?page=${page}`, token);
      expect(reply.status, page).toBe(422);
      expect(reply.body).toMatchObject({
        status: false,
        code: 'validation',
        message: expect.stringContaining('page'),
      });
    }
  });
});

describe('GET /api/member/event/ticket/settled and statement', () => {
  it('answer empty lists before anything is settled', async () => {
    const settled = await t.get(
      '/api/member/event/ticket/settled?page=1&date=2026-11-21&lang=th',
      token,
    );
    expect(settled.body).toEqual({
      status: true,
      data: {
        ticket: { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } },
      },
    });
    for (const dateText of [
      'today',
      'yesterday',
      'this+week',
      'last+week',
      'this+month',
      'last+month',
      'this%2Bweek',
    ]) {
      const statement = await t.get(
        `/api/member/event/ticket/statement?dateText=${dateText}`,
        token,
      );
      expect(statement.status, dateText).toBe(200);
      expect(statement.body, dateText).toEqual({ status: true, data: [] });
    }
  });

  it('reject unknown date texts and malformed dates with 422', async () => {
    const statement = await t.get('/api/member/event/ticket/statement?dateText=last+year', token);
    expect(statement.status).toBe(422);
    expect(statement.body.message).toContain('dateText');
    const settled = await t.get('/api/member/event/ticket/settled?page=1&date=21/11/2026', token);
    expect(settled.status).toBe(422);
    expect(settled.body.message).toContain('date');
  });
});

describe('GET /api/member/results', () => {
  it('lists the result events of a date', async () => {
    // Six simulated hours later some of today's events have finished.
    await t.post('/api/test/advance', { ms: 6 * 60 * 60 * 1000 });
    const reply = await t.get('/api/member/results?date=2026-11-21', token);
    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe(true);
    expect(reply.body.data.length).toBeGreaterThan(0);
    expect(
      shapeMismatches(reply.body.data, [
        {
          sport_id: 'number',
          league_id: 'number',
          league_name_th: 'string',
          league_name_en: 'string',
          sport: 'string',
          home_th: 'string',
          home_en: 'string',
          away_th: 'string',
          away_en: 'string',
          settle_time: 'string',
          first_half_h_socre: 'string',
          first_half_a_socre: 'string',
          full_time_h_socre: 'string',
          full_time_a_socre: 'string',
          status: 'string',
        },
      ]),
    ).toEqual([]);
    for (const r of reply.body.data) expect(['Completed', 'Running', 'Cancel']).toContain(r.status);
  });

  it('rejects a date that is not YYYY-MM-DD', async () => {
    const reply = await t.get('/api/member/results?date=yesterday', token);
    expect(reply.status).toBe(422);
    expect(reply.body.message).toContain('date');
  });
});
