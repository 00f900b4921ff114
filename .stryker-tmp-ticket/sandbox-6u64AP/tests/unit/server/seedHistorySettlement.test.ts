// @ts-nocheck
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettledOutcome } from '@contract/money';
import { parlayReturn, parlayStatus, riskOf, singleReturn } from '@contract/money';
import { isDecimalPrice } from '@contract/odds';
import type { OddsType } from '@contract/wire';
import type { MarketType, PriceOption } from '@contract/oddsList';
import { settleChoice } from '@server/market/settlement';
import type { EventResult } from '@contract/history';
import type { TestSimulator } from './helpers';
import { startSimulator } from './helpers';

// demo01's seeded history is settled by the rules live settlement uses. Every
// seeded ticket is settled again here from its choices' results (the per-choice rule of
// server/market/settlement.ts, the money of contract/money.ts), and the statement's days are the
// sums of the tickets settled on them.

interface Choice {
  market_type: MarketType;
  option: PriceOption;
  in_who: string;
  point: number;
  price: number;
  h_score: string;
  a_score: string;
  status: string;
  results: {
    first_half_h_socre: string;
    first_half_a_socre: string;
    full_time_h_socre: string;
    full_time_a_socre: string;
  };
}

interface Ticket {
  id: number;
  action_type: string;
  odds_type: OddsType;
  stake: number;
  winlose_amount: number;
  ticket_status: string;
  choice: Choice[];
}

interface Day {
  date: string;
  stake: number;
  winloss: number;
}

interface TicketPage {
  data: { ticket: { data: Ticket[]; meta: { last_page: number } } };
}

const cents = (amount: number): number => Math.round(amount * 100);

/** A choice decided again from its results: a cancelled event carries no score. */
function decide(choice: Choice): SettledOutcome | 'cancel' {
  const r = choice.results;
  if (r.full_time_h_socre === '' && r.full_time_a_socre === '') return 'cancel';
  const result = { ...r, status: 'Completed' } as EventResult;
  return settleChoice(choice, result);
}

const asMoney = (outcome: SettledOutcome | 'cancel'): SettledOutcome =>
  outcome === 'cancel' ? 'draw' : outcome;

/** What contract/'s settlement makes of a ticket: its win/loss in cents and its status. */
function settleAgain(ticket: Ticket): { winloseCents: number; status: string } {
  const outcomes = ticket.choice.map(decide);
  if (ticket.action_type === 'sc') {
    const [only] = ticket.choice;
    const outcome = outcomes[0]!;
    const decimal = isDecimalPrice(only!.market_type, ticket.odds_type);
    const returned = singleReturn(ticket.stake, only!.price, decimal, asMoney(outcome));
    return {
      winloseCents: cents(returned) - cents(riskOf(ticket.stake, only!.price)),
      status: outcome,
    };
  }
  if (outcomes.every((o) => o === 'cancel')) return { winloseCents: 0, status: 'cancel' };
  const returned = parlayReturn(
    ticket.stake,
    ticket.choice.map((c, i) => ({ price: c.price, outcome: asMoney(outcomes[i]!) })),
  );
  return {
    winloseCents: cents(returned) - cents(ticket.stake),
    status: parlayStatus(ticket.stake, returned),
  };
}

let t: TestSimulator;
let token: string;

async function settledTickets(sim: TestSimulator, auth: string, date?: string): Promise<Ticket[]> {
  const tickets: Ticket[] = [];
  for (let page = 1, last = 1; page <= last; page += 1) {
    const query = date === undefined ? '' : `&date=${date}`;
    const reply = await sim.get(`/api/member/event/ticket/settled?page=${page}${query}`, auth);
    const body = reply.body as TicketPage;
    tickets.push(...body.data.ticket.data);
    last = body.data.ticket.meta.last_page;
  }
  return tickets;
}

beforeAll(async () => {
  t = await startSimulator({ market: 'fake', history: true });
  token = await t.login();
});
afterAll(() => t.close(true));

describe("demo01's seeded history, settled by contract/'s settlement", () => {
  it('pays every seeded ticket what live settlement would, with its status', async () => {
    const tickets = await settledTickets(t, token);
    expect(tickets.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const ticket of tickets) {
      ticket.choice.forEach((choice) => {
        const outcome = decide(choice);
        if (choice.status !== outcome)
          wrong.push(`ticket ${ticket.id}: a choice reads ${choice.status}, settles ${outcome}`);
      });
      const { winloseCents, status } = settleAgain(ticket);
      if (ticket.ticket_status !== status)
        wrong.push(`ticket ${ticket.id}: reads ${ticket.ticket_status}, settles ${status}`);
      if (cents(ticket.winlose_amount) !== winloseCents)
        wrong.push(
          `ticket ${ticket.id}: wins ${ticket.winlose_amount}, settles ${winloseCents / 100}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('keeps singles and parlays, and every settled status that arises', async () => {
    const tickets = await settledTickets(t, token);
    const singles = tickets.filter((ticket) => ticket.action_type === 'sc');
    const parlays = tickets.filter((ticket) => ticket.action_type !== 'sc');
    expect(parlays.length).toBeGreaterThan(5);
    expect(new Set(singles.map((ticket) => ticket.ticket_status))).toEqual(
      new Set(['won', 'lose', 'draw', 'halfwon', 'haftlose', 'cancel']),
    );
    // A parlay's status follows what it pays against its stake: it never reads 'halfwon'.
    for (const status of ['won', 'lose', 'haftlose'])
      expect(parlays.map((ticket) => ticket.ticket_status)).toContain(status);
    const legs = new Set(parlays.flatMap((ticket) => ticket.choice.map((c) => c.status)));
    for (const status of ['won', 'lose', 'halfwon', 'haftlose']) expect(legs).toContain(status);
  });

  it('sums each statement day from the tickets settled on it', async () => {
    const days = new Map<string, Day>();
    for (const dateText of ['last+month', 'this+month']) {
      const reply = await t.get(`/api/member/event/ticket/statement?dateText=${dateText}`, token);
      for (const day of (reply.body as { data: Day[] }).data) days.set(day.date, day);
    }
    expect(days.size).toBeGreaterThan(40);
    for (const day of days.values()) {
      const tickets = await settledTickets(t, token, day.date);
      expect(tickets.length).toBeGreaterThan(0);
      const stake = tickets.reduce((sum, ticket) => sum + cents(ticket.stake), 0);
      const winloss = tickets.reduce((sum, ticket) => sum + cents(ticket.winlose_amount), 0);
      expect({ date: day.date, stake: cents(day.stake), winloss: cents(day.winloss) }).toEqual({
        date: day.date,
        stake,
        winloss,
      });
    }
  });

  it('seeds the same history on every fresh simulator', async () => {
    const again = await startSimulator({ market: 'fake', history: true });
    try {
      const otherToken = await again.login();
      expect(await settledTickets(again, otherToken)).toEqual(await settledTickets(t, token));
    } finally {
      await again.close(true);
    }
  });
});
