// @ts-nocheck
// The simulator's bet rules as a caller meets them (server/bets/confirm.ts), from its surviving
// mutants: what the live feed says of a placed bet (teams for a single, "Step N" for a parlay, in
// both languages), a retried confirm with the same key and the same body in another key order gets
// the stored result while another body is refused, and a parlay's stake is held to its limits
// (max pay over long odds too); a live score that moved on either side, null in the loose fields, a
// closed pick in a parlay, and a stake that takes the whole balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedEvent, TestSimulator } from './helpers';
import { confirmBody, listEvents, openPicks, startSimulator } from './helpers';

const CONFIRM = '/api/member/ticket/bet/confirm';

/** The same object with its keys (at every level) in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .reverse()
        .map(([k, v]) => [k, reversedKeys(v)]),
    );
  return value;
}

describe('bet rules', () => {
  let t: TestSimulator;
  let token: string;
  let single: ListedEvent[];
  let mix: ListedEvent[];
  const pickOn = (events: ListedEvent[], eventId: number, parlay = false) => {
    const found = openPicks(
      events.filter((e) => e.event_id === eventId),
      'Handicap',
      'h',
      parlay,
    )[0];
    if (!found) throw new Error(`no pick on ${eventId}`);
    return found;
  };
  const latest = async () =>
    (await t.get('/api/member/event/ticket/latest?lang=th', token)).body.data[0];

  beforeAll(async () => {
    t = await startSimulator({ market: 'fake' });
    token = await t.login();
    single = await listEvents(t, token, 'sc', 'MY');
    mix = await listEvents(t, token, 'mix', 'EU');
  });
  afterAll(() => t.close());

  it("a placed single is in the live feed under its teams' names in Thai and English", async () => {
    const placed = await t.post(CONFIRM, confirmBody([pickOn(single, 90001)], 100, 1, 'MY'), token);
    expect(placed.body.status).toBe(true);
    expect(await latest()).toMatchObject({
      name_th: 'อาร์เซนอล - เชลซี',
      name_en: 'Arsenal - Chelsea',
      option: 'h',
      amount: 100,
    });
  });

  it('a placed parlay is in the live feed as a step of its number of matches', async () => {
    const body = confirmBody([pickOn(mix, 90003, true), pickOn(mix, 90004, true)], 100, 6, 'EU');
    expect((await t.post(CONFIRM, body, token)).body.status).toBe(true);
    expect(await latest()).toMatchObject({ name_th: 'สเต็ป 2 คู่', name_en: 'Step 2 matches' });
  });

  it('a retry with the same key and the same body, keys in another order, gets the stored result', async () => {
    const body = confirmBody([pickOn(single, 90002)], 150, 1, 'MY');
    const headers = { 'Idempotency-Key': 'rules-retry-1' };
    const first = await t.post(CONFIRM, body, token, headers);
    expect(first.body.status).toBe(true);
    const again = await t.post(CONFIRM, reversedKeys(body), token, headers);
    expect(again.status).toBe(200);
    expect(again.body.data.ticket_id).toBe(first.body.data.ticket_id);
    // The same key with another body places nothing: a clear 422.
    const other = await t.post(CONFIRM, { ...body, stake: 200 }, token, headers);
    expect(other.status).toBe(422);
  });

  it("a parlay's stake above its limit (the smallest max_bet, and max pay over the odds) is refused", async () => {
    // Max bet 20,000 and max pay 100,000 on each pick: at odds of about 3.4 the parlay takes 20,000.
    const picks = [pickOn(mix, 90001, true), pickOn(mix, 90002, true)];
    const over = await t.post(CONFIRM, confirmBody(picks, 30_000, 6, 'EU'), token);
    expect(over.body).toMatchObject({
      status: false,
      message: 'Stake must be between 100 and 20000',
    });
    const within = await t.post(CONFIRM, confirmBody(picks, 20_000, 6, 'EU'), token);
    expect(within.body.status).toBe(true);
  });

  it("a parlay at long odds is held to max pay over its odds, below the picks' own max_bet", async () => {
    // Three away wins at 3.4: odds 39.304, so 100,000 / 39.304 = 2,544 (each pick alone takes 20,000).
    const picks = [90001, 90002, 90003].map((eventId) => {
      const found = openPicks(
        mix.filter((e) => e.event_id === eventId),
        '1x2',
        'a',
        true,
      )[0];
      if (!found) throw new Error(`no 1x2 pick on ${eventId}`);
      return found;
    });
    const over = await t.post(CONFIRM, confirmBody(picks, 2_545, 6, 'EU'), token);
    expect(over.body).toMatchObject({
      status: false,
      message: 'Stake must be between 100 and 2544',
    });
    const within = await t.post(CONFIRM, confirmBody(picks, 2_544, 6, 'EU'), token);
    expect(within.body.status).toBe(true);
  });

  it("the live feed gives a placed bet's currency in lower case, like the simulated feed", async () => {
    const placed = await t.post(CONFIRM, confirmBody([pickOn(single, 90003)], 120, 1, 'MY'), token);
    expect(placed.body.status).toBe(true);
    expect(await latest()).toMatchObject({ currency: 'thb', amount: 120 });
  });

  it('a body with null in the fields the contract leaves loose is placed', async () => {
    const body = confirmBody([pickOn(single, 90004)], 130, 1, 'MY');
    body.device = null;
    body.select_table = null;
    body.ticket.item[0].choose = null;
    const placed = await t.post(CONFIRM, body, token, { 'Idempotency-Key': 'rules-null-1' });
    expect(placed.status).toBe(200);
    expect(placed.body.status).toBe(true);
  });

  it('a pre-match pick is placed whatever score the client sends: only a live score can move', async () => {
    const pick = pickOn(single, 90001);
    const body = confirmBody([pick], 140, 1, 'MY');
    body.ticket.item[0].h_score = '2';
    body.ticket.item[0].a_score = '1';
    expect((await t.post(CONFIRM, body, token)).body.status).toBe(true);
  });

  it("a live pick whose away score moved is a point change, like the home score's", async () => {
    const event = t.fake?.events.find((e) => e.event_id === 90002);
    if (!event) throw new Error('no fake event 90002');
    event.is_live = 1;
    t.fake?.testSetOpen(90002, true); // a new change id: the lists are built again
    try {
      const live = await listEvents(t, token, 'sc', 'MY');
      const pick = pickOn(live, 90002);
      expect(pick.event.is_live).toBe(1);
      event.a_score = '1'; // a goal for the away side after the member picked
      t.fake?.testSetOpen(90002, true);
      const moved = await t.post(CONFIRM, confirmBody([pick], 100, 1, 'MY'), token);
      expect(moved.body).toEqual({
        status: false,
        message: 'odds changed',
        errors: [{ odd_id: pick.entry.odds_id, type_error: 'point', point_new: pick.entry.point }],
      });
      const now = pickOn(await listEvents(t, token, 'sc', 'MY'), 90002);
      expect((await t.post(CONFIRM, confirmBody([now], 100, 1, 'MY'), token)).body.status).toBe(
        true,
      );
    } finally {
      event.is_live = 0;
      event.a_score = '0';
      t.fake?.testSetOpen(90002, true);
    }
  });

  it('a parlay with any one pick closed is refused as a closed pick and places nothing', async () => {
    const picks = [pickOn(mix, 90003, true), pickOn(mix, 90004, true)];
    const balance = async () =>
      (await t.get('/api/member/balance', token)).body.data.balance as number;
    const before = await balance();
    t.fake?.testSetOpen(90004, false);
    try {
      const reply = await t.post(CONFIRM, confirmBody(picks, 100, 6, 'EU'), token);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ status: false, message: 'pick closed', error: 'pick closed' });
      expect(await balance()).toBe(before);
    } finally {
      t.fake?.testSetOpen(90004, true);
    }
  });

  it('a pick whose odd the market finds under another event than the pick names is refused as closed', async () => {
    const fake = t.fake;
    if (!fake) throw new Error('fake market expected');
    const pick = pickOn(single, 90002);
    const body = confirmBody([pick], 100, 1, 'MY');
    body.ticket.item[0].event_id = 90001;
    const balance = async () =>
      (await t.get('/api/member/balance', token)).body.data.balance as number;
    const before = await balance();
    // A market that looks an odd up by its id alone answers with the quote of the odd's own event.
    const quote = fake.quote.bind(fake);
    fake.quote = (q) => quote(q.oddId === pick.entry.odds_id ? { ...q, eventId: 90002 } : q);
    try {
      const reply = await t.post(CONFIRM, body, token);
      expect(reply.body).toEqual({ status: false, message: 'pick closed', error: 'pick closed' });
      expect(await balance()).toBe(before);
    } finally {
      fake.quote = quote;
    }
  });

  it("a stake whose risk is the member's whole balance is placed, leaving 0", async () => {
    const member = await t.login('demo2');
    const balance = async () =>
      (await t.get('/api/member/balance', member)).body.data.balance as number;
    const picks = [pickOn(mix, 90001, true), pickOn(mix, 90002, true)];
    // The opening 50,000 less two parlays at their 20,000 limit leaves 10,000; a parlay risks its stake.
    for (const stake of [20_000, 20_000]) {
      expect((await t.post(CONFIRM, confirmBody(picks, stake, 6, 'EU'), member)).body.status).toBe(
        true,
      );
    }
    expect(await balance()).toBe(10_000);
    const all = await t.post(CONFIRM, confirmBody(picks, 10_000, 6, 'EU'), member);
    expect(all.body.status).toBe(true);
    expect(all.body.data.balance).toBe(0);
    expect(await balance()).toBe(0);
  });
});
