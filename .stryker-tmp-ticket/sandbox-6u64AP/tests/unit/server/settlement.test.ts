// @ts-nocheck
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeMarket } from './fakeMarket';
import type { Json, ListedEvent, OpenPick, TestSimulator } from './helpers';
import { confirmBody, listEvents, openPicks, startSimulator } from './helpers';

const CONFIRM = '/api/member/ticket/bet/confirm';

async function balanceOf(t: TestSimulator, token: string): Promise<number> {
  return (await t.get('/api/member/balance', token)).body.data.balance;
}

async function findTicket(
  t: TestSimulator,
  token: string,
  list: 'running' | 'settled',
  id: number,
): Promise<Json> {
  const reply = await t.get(`/api/member/event/ticket/${list}?page=1&lang=th`, token);
  return reply.body.data.ticket.data.find((x: Json) => x.id === id);
}

function pickOn(
  events: ListedEvent[],
  eventId: number,
  marketType: 'Handicap' | 'OverUnder',
  option: 'h' | 'a',
  parlay = false,
): OpenPick {
  const pick = openPicks(
    events.filter((e) => e.event_id === eventId),
    marketType,
    option,
    parlay,
  )[0];
  if (!pick) throw new Error(`no ${marketType} ${option} pick on ${eventId}`);
  return pick;
}

describe('settlement on the fake market (exact amounts)', () => {
  let t: TestSimulator;
  let fake: FakeMarket;
  let token: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startSimulator({ market: 'fake' });
    if (!t.fake) throw new Error('fake market expected');
    fake = t.fake;
    token = await t.login();
    const single = await listEvents(t, token, 'sc', 'MY');
    const mix = await listEvents(t, token, 'mix', 'EU');
    const place = async (body: Json) => {
      const reply = await t.post(CONFIRM, body, token);
      expect(reply.body.status).toBe(true);
      return reply.body.data.ticket_id as number;
    };
    // Arsenal give 0.5: home at 0.92 (MY), away at -0.98 (MY).
    ids.homeWins = await place(
      confirmBody([pickOn(single, 90001, 'Handicap', 'h')], 1000, 1, 'MY'),
    );
    ids.awayNegative = await place(
      confirmBody([pickOn(single, 90001, 'Handicap', 'a')], 1000, 1, 'MY'),
    );
    ids.over = await place(confirmBody([pickOn(single, 90002, 'OverUnder', 'h')], 500, 1, 'MY'));
    ids.mix = await place(
      confirmBody(
        [pickOn(mix, 90003, 'Handicap', 'h', true), pickOn(mix, 90004, 'Handicap', 'h', true)],
        100,
        6,
        'EU',
      ),
    );
  });
  afterAll(() => t.close());

  it('holds the money at risk while the bets run', async () => {
    // 1000 + 0.98 x 1000 + 500 + 100
    expect(await balanceOf(t, token)).toBe(50_000 - 2580);
  });

  it('pays a won MY single its stake back plus stake x price, and takes the risk of the losing side', async () => {
    fake.finish(90001, 2, 0);
    const won = await findTicket(t, token, 'settled', ids.homeWins ?? 0);
    expect(won).toMatchObject({ ticket_status: 'won', winlose_amount: 920, stake: 1000 });
    expect(won.choice[0].results).toEqual({
      first_half_h_socre: '1',
      first_half_a_socre: '0',
      full_time_h_socre: '2',
      full_time_a_socre: '0',
    });
    const lost = await findTicket(t, token, 'settled', ids.awayNegative ?? 0);
    expect(lost).toMatchObject({ ticket_status: 'lose', winlose_amount: -980 });
    expect(await balanceOf(t, token)).toBe(50_000 - 2580 + 1920);
  });

  it('settles a result only once, however often it arrives', async () => {
    const before = await balanceOf(t, token);
    fake.finish(90001, 2, 0);
    expect(await balanceOf(t, token)).toBe(before);
  });

  it('keeps a parlay running until every leg is decided, then pays stake x the leg factors', async () => {
    fake.finish(90003, 1, 0);
    const halfway = await findTicket(t, token, 'running', ids.mix ?? 0);
    expect(halfway.ticket_status).toBe('running');
    expect(halfway.choice.map((c: Json) => c.status)).toEqual(['won', 'running']);

    const before = await balanceOf(t, token);
    fake.finish(90004, 0, 0, 'Cancel');
    const settled = await findTicket(t, token, 'settled', ids.mix ?? 0);
    // 1.75 (won) x 1 (cancelled leg) on 100
    expect(settled).toMatchObject({ ticket_status: 'won', winlose_amount: 75 });
    expect(await balanceOf(t, token)).toBe(before + 175);
  });

  it('takes a lost over/under stake and lists every settled bet on the statement day', async () => {
    fake.finish(90002, 1, 1);
    expect(await findTicket(t, token, 'settled', ids.over ?? 0)).toMatchObject({
      ticket_status: 'lose',
      winlose_amount: -500,
    });

    const statement = await t.get('/api/member/event/ticket/statement?dateText=today', token);
    expect(statement.body).toEqual({
      status: true,
      data: [{ date: '2026-11-21', stake: 2600, winloss: 920 - 980 + 75 - 500 }],
    });
    const running = await t.get('/api/member/event/ticket/running?page=1', token);
    expect(running.body.data.ticket.meta.total).toBe(0);
    expect(await balanceOf(t, token)).toBe(50_000 + 920 - 980 + 75 - 500);
  });

  it('lists settled bets of one statement day, and none of another', async () => {
    const day = await t.get(
      '/api/member/event/ticket/settled?page=1&date=2026-11-21&lang=th',
      token,
    );
    expect(day.body.data.ticket.meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 20,
      total: 4,
    });
    const other = await t.get(
      '/api/member/event/ticket/settled?page=1&date=2026-11-20&lang=th',
      token,
    );
    expect(other.body.data.ticket.data).toEqual([]);
  });

  it('keeps the ledger consistent: balance = sum of entries, one stake entry per ticket, one payment per paying ticket', async () => {
    const db = new Database(join(t.dataDir, 'simulator.db'), { readonly: true });
    try {
      const sum = db
        .prepare(
          "SELECT SUM(amount_cents) AS cents FROM ledger l JOIN members m ON m.id = l.member_id WHERE m.username = 'demo01'",
        )
        .get() as { cents: number };
      expect(sum.cents / 100).toBe(await balanceOf(t, token));
      const tickets = db
        .prepare(
          `SELECT t.id, t.risk_cents, t.return_cents,
                (SELECT SUM(-amount_cents) FROM ledger WHERE ticket_id = t.id AND kind = 'bet') AS staked,
                (SELECT COUNT(*) FROM ledger WHERE ticket_id = t.id AND kind = 'settle') AS payments,
                (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE ticket_id = t.id AND kind = 'settle') AS paid
           FROM tickets t`,
        )
        .all() as {
        risk_cents: number;
        return_cents: number;
        staked: number;
        payments: number;
        paid: number;
      }[];
      expect(tickets).toHaveLength(4);
      for (const ticket of tickets) {
        expect(ticket.staked).toBe(ticket.risk_cents);
        expect(ticket.payments).toBe(ticket.return_cents > 0 ? 1 : 0);
        expect(ticket.paid).toBe(ticket.return_cents);
      }
    } finally {
      db.close();
    }
  });
});

describe('settlement on the real market clock', () => {
  let t: TestSimulator;
  let token: string;

  beforeAll(async () => {
    t = await startSimulator();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('settles a bet once its event finishes, moving the balance and the statement', async () => {
    const events = await listEvents(t, token, 'sc', 'MY');
    const [pick] = openPicks(events, 'OverUnder', 'h').sort(
      (a, b) => a.event.event_id - b.event.event_id,
    );
    if (!pick) throw new Error('no open pick today');
    const placed = await t.post(CONFIRM, confirmBody([pick], 1000, 1, 'MY'), token);
    expect(placed.body.status).toBe(true);
    const ticketId = placed.body.data.ticket_id as number;

    // Let simulated time pass, a quarter of an hour at a time, until the ticket leaves "running".
    let settled: Json;
    for (let step = 0; step < 48 && !settled; step++) {
      await t.post('/api/test/advance', { ms: 15 * 60 * 1000 });
      settled = await findTicket(t, token, 'settled', ticketId);
    }
    expect(settled).toBeDefined();
    expect(['won', 'lose', 'halfwon', 'haftlose', 'draw', 'cancel']).toContain(
      settled.ticket_status,
    );
    expect(settled.choice[0].results.full_time_h_socre).toMatch(/^\d+$/);
    expect(await findTicket(t, token, 'running', ticketId)).toBeUndefined();

    const risk = pick.price < 0 ? Math.abs(pick.price) * 1000 : 1000;
    expect(await balanceOf(t, token)).toBeCloseTo(50_000 + settled.winlose_amount, 2);
    expect(settled.winlose_amount).toBeGreaterThanOrEqual(-risk);

    const statement = await t.get('/api/member/event/ticket/statement?dateText=this+week', token);
    expect(statement.body.data).toHaveLength(1);
    expect(statement.body.data[0]).toMatchObject({ stake: 1000, winloss: settled.winlose_amount });
  });
});
