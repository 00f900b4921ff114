// @ts-nocheck
// What the settlement answers its caller (server/bets/settlement.ts): how many tickets a result paid,
// nothing for a result still running or one already applied, a parlay paid once its last leg is
// decided, and the start-up pass over the stored results (by event when the market answers for one);
// the member's balance moves by each payment, and a ticket that pays nothing writes no payment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettlement } from '@server/bets/settlement';
import type { Settlement } from '@server/bets/settlement';
import { createLedger } from '@server/members/ledger';
import type { EventResult } from '@contract/history';
import { createFakeMarket } from './fakeMarket';
import type { TestSimulator } from './helpers';
import { TEST_START_MS, confirmBody, listEvents, openPicks, startSimulator } from './helpers';

const CONFIRM = '/api/member/ticket/bet/confirm';

describe('settlement counts', () => {
  let t: TestSimulator;
  let token: string;
  let settlement: Settlement;
  /** Results made by a second fake market of the same events: the simulator's own never sees them. */
  const outside = createFakeMarket(TEST_START_MS);
  const resultOf = (eventId: number, home: number, away: number, status?: EventResult['status']) =>
    outside.finish(eventId, home, away, status);
  const balance = async () =>
    (await t.get('/api/member/balance', token)).body.data.balance as number;

  beforeAll(async () => {
    t = await startSimulator({ market: 'fake' });
    if (!t.fake) throw new Error('fake market expected');
    token = await t.login();
    settlement = createSettlement(t.sim.db, createLedger(t.sim.db), t.fake, () => t.clock.ms);
    const single = await listEvents(t, token, 'sc', 'MY');
    const mix = await listEvents(t, token, 'mix', 'EU');
    const pick = (events: typeof single, eventId: number, parlay = false) => {
      const found = openPicks(
        events.filter((e) => e.event_id === eventId),
        'Handicap',
        'h',
        parlay,
      )[0];
      if (!found) throw new Error(`no pick on ${eventId}`);
      return found;
    };
    for (const body of [
      confirmBody([pick(single, 90001)], 1000, 1, 'MY'),
      confirmBody([pick(single, 90001)], 500, 1, 'MY'),
      confirmBody([pick(mix, 90003, true), pick(mix, 90004, true)], 100, 6, 'EU'),
    ]) {
      expect((await t.post(CONFIRM, body, token)).body.status).toBe(true);
    }
  });
  afterAll(() => t.close());

  it('a result still running pays nothing', () => {
    expect(settlement.applyResult(resultOf(90001, 1, 0, 'Running'))).toBe(0);
  });

  it('a finished event pays each of its complete tickets once, and the balance moves by what they pay', async () => {
    const before = await balance();
    const won = resultOf(90001, 2, 0);
    expect(settlement.applyResult(won)).toBe(2);
    // 1000 and 500 at 0.92 (MY): stake back plus stake x price.
    expect(await balance()).toBeCloseTo(before + 1920 + 960, 2);
    expect(settlement.applyResult(won)).toBe(0);
    expect(await balance()).toBeCloseTo(before + 1920 + 960, 2);
  });

  it('a parlay is paid when its last leg is decided, not before', async () => {
    expect(settlement.applyResult(resultOf(90003, 1, 0))).toBe(0);
    const before = await balance();
    expect(settlement.applyResult(resultOf(90004, 0, 0, 'Cancel'))).toBe(1);
    expect(await balance()).toBeGreaterThan(before);
  });

  it('the start-up pass finds nothing left to pay once every result is applied', () => {
    expect(settlement.settleFromMarketResults()).toBe(0);
  });

  it('the start-up pass pays a bet whose event finished while nobody listened, by result day or by event', async () => {
    const single = await listEvents(t, token, 'sc', 'MY');
    const place = async () => {
      const [pick] = openPicks(
        single.filter((e) => e.event_id === 90002),
        'Handicap',
        'h',
      );
      if (!pick) throw new Error('no pick on 90002');
      expect((await t.post(CONFIRM, confirmBody([pick], 200, 1, 'MY'), token)).body.status).toBe(
        true,
      );
    };
    await place();
    const finished = resultOf(90002, 3, 0);
    // A market that lists its results by day (no look-up by event): every day since the bet.
    const byDay = createSettlement(t.sim.db, createLedger(t.sim.db), outside, () => t.clock.ms);
    const before = await balance();
    expect(byDay.settleFromMarketResults()).toBe(1);
    expect(await balance()).toBeGreaterThan(before);
    expect(byDay.settleFromMarketResults()).toBe(0);

    // A market that answers for one event (the real one): the running bets' events are looked up.
    await place();
    const byEvent = createSettlement(
      t.sim.db,
      createLedger(t.sim.db),
      { ...outside, resultOf: (eventId: number) => (eventId === 90002 ? finished : null) },
      () => t.clock.ms,
    );
    expect(byEvent.settleFromMarketResults()).toBe(1);
    expect(byEvent.settleFromMarketResults()).toBe(0);
  });

  it('the start-up pass asks a market that answers for one event by event, even when no day it walks lists the result', async () => {
    // The real market lists a day's results by kickoff day: a bet taken after midnight on a match that
    // kicked off the day before is on no day from the bet's day on.
    const [pick] = openPicks(
      (await listEvents(t, token, 'sc', 'MY')).filter((e) => e.event_id === 90002),
      'Handicap',
      'h',
    );
    if (!pick) throw new Error('no pick on 90002');
    expect((await t.post(CONFIRM, confirmBody([pick], 200, 1, 'MY'), token)).body.status).toBe(
      true,
    );
    const finished = resultOf(90002, 3, 0);
    const byEvent = createSettlement(
      t.sim.db,
      createLedger(t.sim.db),
      {
        ...outside,
        results: () => [],
        resultOf: (eventId: number) => (eventId === 90002 ? finished : null),
      },
      () => t.clock.ms,
    );
    const before = await balance();
    expect(byEvent.settleFromMarketResults()).toBe(1);
    // 200 at -0.9 (MY), won: the 180 at risk back plus the stake.
    expect(await balance()).toBeCloseTo(before + 380, 2);
  });

  it('a result pays its tickets and writes a payment only for a ticket that pays something', async () => {
    const single = await listEvents(t, token, 'sc', 'MY');
    const place = async (option: 'h' | 'a'): Promise<number> => {
      const [pick] = openPicks(
        single.filter((e) => e.event_id === 90002),
        'Handicap',
        option,
      );
      if (!pick) throw new Error(`no ${option} pick on 90002`);
      const placed = await t.post(CONFIRM, confirmBody([pick], 300, 1, 'MY'), token);
      expect(placed.body.status).toBe(true);
      return placed.body.data.ticket_id as number;
    };
    const home = await place('h');
    const away = await place('a');
    const fresh = createSettlement(t.sim.db, createLedger(t.sim.db), outside, () => t.clock.ms);
    const before = await balance();
    // 0-2: the home side (giving half a goal) loses, the away side wins at 0.8 (MY).
    expect(fresh.applyResult(resultOf(90002, 0, 2))).toBe(2);
    expect(await balance()).toBeCloseTo(before + 540, 2);
    const payments = (ticketId: number) =>
      t.sim.db
        .prepare<[number], { amount_cents: number }>(
          "SELECT amount_cents FROM ledger WHERE ticket_id = ? AND kind = 'settle'",
        )
        .all(ticketId);
    expect(payments(home)).toEqual([]);
    expect(payments(away)).toEqual([{ amount_cents: 54_000 }]);
  });
});
