// @ts-nocheck
// Reading does not move the simulated market. The ticket's re-reads, the sport menu
// and the lists answer from the market as the clock's last tick left it; only the clock (the
// simulator's tick) moves it. Before, every read advanced the market to the wall clock's millisecond,
// so with members re-reading their picks the change id ran 5-6 times faster than the clock.
import { afterEach, describe, expect, it } from 'vitest';
import type { Json, TestSimulator } from './helpers';
import { TEST_START_MS, listEvents, openPicks, startSimulator } from './helpers';

const LIVE = '/api/member/event/sc/nokey/get-live-odds';
const QUERY = 'sport_type_id=1&odds_type=MY&nav=side-menu&sortTime=all';
const MENU = '/api/member/event/sport/menu';
/** The test's wall clock moves this much each time anything reads it: reads happen minutes apart. */
const WALL_STEP_MS = 1000;

let t: TestSimulator | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function ticketPath(pick: ReturnType<typeof openPicks>[number]): string {
  const q = new URLSearchParams({
    market_type: pick.entry.market_type,
    event_id: String(pick.event.event_id),
    odd_id: String(pick.entry.odds_id),
    option: pick.option,
    odd: String(pick.price),
    odds_type: 'MY',
    sport_type_id: '1',
  });
  return `/api/member/event/sc/ticket?${q}`;
}

describe('reads do not move the market', () => {
  it('200 ticket re-reads, menus and lists while the wall clock runs leave the change id and prices alone; the tick moves them', async () => {
    // A wall clock that keeps running between reads (as a real one does, here a second per look),
    // and a ticker that does not fire during the reads: whatever moves the market here is a read.
    let wallMs = TEST_START_MS;
    const wall = () => (wallMs += WALL_STEP_MS);
    const sim = await startSimulator({ now: wall, tickMs: 3_600_000 });
    t = sim;
    const token = await sim.login();
    const live = (await listEvents(sim, token, 'sc', 'MY')).filter((e) => e.is_live === 1);
    const picks = openPicks(live, 'Handicap', 'h').slice(0, 10);
    expect(picks.length).toBeGreaterThan(0);
    const before = await sim.get(`${LIVE}?${QUERY}`, token);
    const menuBefore: Json = (await sim.get(MENU, token)).body.data.menu;
    const firstQuotes = await Promise.all(picks.map(async (p) => sim.get(ticketPath(p), token)));
    const wallBefore = wall();

    for (let round = 0; round < 20; round++) {
      for (const [i, pick] of picks.entries()) {
        const reply = await sim.get(ticketPath(pick), token);
        expect(reply.status).toBe(200);
        // The same pick at the same price and point: nothing moved under the member.
        expect(reply.body).toEqual(firstQuotes[i]?.body);
      }
      expect((await sim.get(MENU, token)).body.data.menu).toEqual(menuBefore);
    }
    const after = await sim.get(`${LIVE}?${QUERY}`, token);
    // The reads spanned minutes of the wall clock (live matches change every minute) ...
    expect(wall() - wallBefore).toBeGreaterThan(60_000);
    // ... and the market is where it was: same change id, same rows.
    expect(after.body.change_id).toBe(before.body.change_id);
    expect(after.body.data).toEqual(before.body.data);

    // The clock's tick moves it: a new change id, and the live rows moved on.
    sim.sim.tick();
    const ticked = await sim.get(`${LIVE}?${QUERY}`, token);
    expect(ticked.body.change_id).toBeGreaterThan(before.body.change_id);
    expect(ticked.body.data).not.toEqual(before.body.data);
  });

  it('the clock moving changes the market at the next tick, and reads in between do not add change ids', async () => {
    const sim = await startSimulator();
    t = sim;
    const token = await sim.login();
    const start = (await sim.get(`${LIVE}?${QUERY}`, token)).body.change_id as number;
    for (let i = 0; i < 50; i++) await sim.get(MENU, token);
    expect((await sim.get(`${LIVE}?${QUERY}`, token)).body.change_id).toBe(start);
    // The helpers' clock ticks the simulator when it moves, as its ticker would within a second.
    sim.clock.ms += 5 * 60_000;
    const moved = (await sim.get(`${LIVE}?${QUERY}`, token)).body.change_id as number;
    expect(moved).toBe(start + 1);
    for (let i = 0; i < 50; i++) await sim.get(`${LIVE}?${QUERY}`, token);
    expect((await sim.get(`${LIVE}?${QUERY}`, token)).body.change_id).toBe(moved);
  });
});
