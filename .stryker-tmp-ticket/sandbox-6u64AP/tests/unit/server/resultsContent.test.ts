// @ts-nocheck
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestSimulator } from './helpers';
import { startSimulator } from './helpers';

// The results popup needs something real to show: today and yesterday across sports and
// leagues, with Completed, Running and Cancel among them.

let t: TestSimulator;
let token: string;

beforeAll(async () => {
  t = await startSimulator({ market: 'real' });
  token = await t.login();
});
afterAll(() => t.close(true));

it('gives results for yesterday and today across sports and leagues, with every status', async () => {
  const statuses = new Set<string>();
  for (const date of ['2026-11-20', '2026-11-21']) {
    const reply = await t.get(`/api/member/results?date=${date}`, token);
    const events = (
      reply.body as { data: { status: string; sport_id: number; league_id: number }[] }
    ).data;
    expect(events.length, date).toBeGreaterThan(10);
    expect(new Set(events.map((e) => e.sport_id)).size, date).toBeGreaterThanOrEqual(3);
    expect(new Set(events.map((e) => e.league_id)).size, date).toBeGreaterThanOrEqual(5);
    for (const event of events) statuses.add(event.status);
  }
  expect([...statuses].sort()).toEqual(['Cancel', 'Completed', 'Running']);
});
