// The simulator's bet rules as a caller meets them (server/bets/confirm.ts), from its surviving
// mutants: what the live feed says of a placed bet (teams for a single, "Step N" for a parlay, in
// both languages), a retried confirm with the same key and the same body in another key order gets
// the stored result while another body is refused, and a parlay's stake is held to its limits.
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
});
