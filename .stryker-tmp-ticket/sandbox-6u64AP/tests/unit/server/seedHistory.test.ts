// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSimulator } from './helpers';
import { startSimulator } from './helpers';
import type { StatementDay as Day } from '@contract/history';
import { readTicketPage } from '@contract/myBets';

// demo01's seeded history (SIM_HISTORY): every statement period has rows, and each day drills
// down to tickets whose stakes and win/loss add up to the day's row.

let t: TestSimulator;
let token: string;

beforeAll(async () => {
  t = await startSimulator({ market: 'fake', history: true });
  token = await t.login();
});
afterAll(() => t.close(true));

describe('seeded settled history of demo01', () => {
  it("answers the settled list in contract/'s shape: its reader reads the reply back unchanged", async () => {
    const reply = await t.get('/api/member/event/ticket/settled?page=1&lang=th', token);
    const data = (reply.body as { data: unknown }).data;
    const page = readTicketPage(data);
    expect(page?.ticket.data.length).toBeGreaterThan(0);
    expect(page?.ticket.data[0]?.choice.length).toBeGreaterThan(0);
    expect(page).toEqual(data);
  });

  it.each(['today', 'yesterday', 'this+week', 'last+week', 'this+month', 'last+month'])(
    'has statement rows for %s, newest first',
    async (dateText) => {
      const reply = await t.get(`/api/member/event/ticket/statement?dateText=${dateText}`, token);
      const days = (reply.body as { data: Day[] }).data;
      expect(days.length).toBeGreaterThan(0);
      expect(days.map((day) => day.date)).toEqual(
        [...days.map((day) => day.date)].sort().reverse(),
      );
    },
  );

  it('drills a day down to tickets that add up to its row', async () => {
    const reply = await t.get('/api/member/event/ticket/statement?dateText=last+week', token);
    const day = (reply.body as { data: Day[] }).data[0]!;
    const settled = await t.get(
      `/api/member/event/ticket/settled?page=1&date=${day.date}&lang=th`,
      token,
    );
    const tickets = (
      settled.body as {
        data: {
          ticket: {
            data: {
              stake: number;
              winlose_amount: number;
              ticket_status: string;
              choice: unknown[];
            }[];
          };
        };
      }
    ).data.ticket.data;
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.reduce((sum, ticket) => sum + ticket.stake, 0)).toBeCloseTo(day.stake, 2);
    expect(tickets.reduce((sum, ticket) => sum + ticket.winlose_amount, 0)).toBeCloseTo(
      day.winloss,
      1,
    );
    for (const ticket of tickets) {
      expect(['won', 'lose', 'draw', 'halfwon', 'haftlose', 'cancel']).toContain(
        ticket.ticket_status,
      );
      expect(ticket.choice.length).toBeGreaterThan(0);
    }
  });

  it('leaves demo02 and the opening balance alone', async () => {
    const other = await t.login('demo2');
    const statement = await t.get('/api/member/event/ticket/statement?dateText=last+month', other);
    expect((statement.body as { data: Day[] }).data).toEqual([]);
    const balance = await t.get('/api/member/balance', token);
    expect((balance.body as { data: { balance: number } }).data.balance).toBe(50000);
  });
});
