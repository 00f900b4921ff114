// @ts-nocheck
// A restart whose clock (SIM_START, a system clock set back) names an earlier time
// than the data folder holds continues from the stored time: a new session is not evicted at once,
// a finished match stays finished and its bet settled, and the clock never goes back.
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openDatabase, closeDatabase } from '@server/db/database';
import { storedClockFloor } from '@server/db/storedClock';
import type { Json } from './helpers';
import {
  TEST_START_MS,
  confirmBody,
  freshDataDir,
  listEvents,
  openPicks,
  startSimulator,
} from './helpers';

const CONFIRM = '/api/member/ticket/bet/confirm';
const HOUR_MS = 3_600_000;

async function liveEventIds(t: Awaited<ReturnType<typeof startSimulator>>, token: string) {
  const reply = await t.get(
    '/api/member/event/sc/nokey/get-live-odds?sport_type_id=1&odds_type=MY&sortTime=all',
    token,
  );
  return new Set(
    (reply.body.data as unknown[][]).map((row, i) => {
      const names: string[] = reply.body.structures;
      return (row[names.indexOf('event_id')] ?? i) as number;
    }),
  );
}

describe('a restart with an earlier clock than the data folder', () => {
  it('continues from the stored time: sessions, finished matches and settled bets stay as they were', async () => {
    const dataDir = freshDataDir();
    try {
      const first = await startSimulator({ dataDir });
      const token = await first.login();
      const live = (await listEvents(first, token, 'sc', 'MY')).filter((e) => e.is_live === 1);
      const [pick] = openPicks(live, 'Handicap', 'h');
      if (!pick) throw new Error('no live pick');
      const placed = await first.post(CONFIRM, confirmBody([pick], 100, 1, 'MY'), token);
      expect(placed.body.status).toBe(true);
      // Four hours later the live match has finished and the bet is settled.
      first.clock.ms += 4 * HOUR_MS;
      expect((await liveEventIds(first, token)).has(pick.event.event_id)).toBe(false);
      const settledBefore = await first.get('/api/member/event/ticket/settled?page=1', token);
      const settled = settledBefore.body.data.ticket.data.find(
        (x: Json) => x.id === placed.body.data.ticket_id,
      );
      expect(settled).toBeDefined();
      // The member's 20 sessions of that later time.
      let latest = token;
      for (let i = 0; i < 20; i++) latest = await first.login();
      const balance = (await first.get('/api/member/balance', latest)).body.data.balance;
      await first.close(false);

      // Started again at the first run's start (what SIM_START=12:00 does the next day, or a clock set back).
      const second = await startSimulator({ dataDir });
      expect(second.clock.ms).toBe(TEST_START_MS);
      try {
        const fresh = await second.login();
        // Not evicted at once by the 20 sessions made "later".
        expect((await second.get('/api/member/balance', fresh)).status).toBe(200);
        expect((await second.get('/api/member/balance', fresh)).body.data.balance).toBe(balance);
        // The finished match is not live again, and cannot be bet on.
        expect((await liveEventIds(second, fresh)).has(pick.event.event_id)).toBe(false);
        const again = await second.post(CONFIRM, confirmBody([pick], 100, 1, 'MY'), fresh);
        expect(again.body.status).toBe(false);
        // Its bet stays settled as it was.
        const settledAfter = await second.get('/api/member/event/ticket/settled?page=1', fresh);
        expect(
          settledAfter.body.data.ticket.data.find((x: Json) => x.id === placed.body.data.ticket_id),
        ).toEqual(settled);
        const running = await second.get('/api/member/event/ticket/running?page=1', fresh);
        expect(running.body.data.ticket.data).toEqual([]);
      } finally {
        await second.close(false);
      }
      const db = openDatabase(dataDir);
      try {
        expect(storedClockFloor(db)).toBeGreaterThanOrEqual(TEST_START_MS + 4 * HOUR_MS);
      } finally {
        closeDatabase(db);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('with SIM_SPEED above 1 continues from the market time members saw, not the slower clock', async () => {
    const dataDir = freshDataDir();
    try {
      const first = await startSimulator({ dataDir, speed: 10 });
      const token = await first.login();
      const live = (await listEvents(first, token, 'sc', 'MY')).filter((e) => e.is_live === 1);
      const [pick] = openPicks(live, 'Handicap', 'h');
      if (!pick) throw new Error('no live pick');
      const placed = await first.post(CONFIRM, confirmBody([pick], 100, 1, 'MY'), token);
      expect(placed.body.status).toBe(true);
      // 24 minutes on the clock are four hours of market at ten times: the match is over and settled.
      first.clock.ms += (4 * HOUR_MS) / 10;
      expect((await liveEventIds(first, token)).has(pick.event.event_id)).toBe(false);
      const settledBefore = await first.get('/api/member/event/ticket/settled?page=1', token);
      const settled = settledBefore.body.data.ticket.data.find(
        (x: Json) => x.id === placed.body.data.ticket_id,
      );
      expect(settled).toBeDefined();
      await first.close(false);

      // Started again at the same speed from the first run's start.
      const second = await startSimulator({ dataDir, speed: 10 });
      try {
        const fresh = await second.login();
        expect((await liveEventIds(second, fresh)).has(pick.event.event_id)).toBe(false);
        expect(
          (await second.post(CONFIRM, confirmBody([pick], 100, 1, 'MY'), fresh)).body.status,
        ).toBe(false);
        const settledAfter = await second.get('/api/member/event/ticket/settled?page=1', fresh);
        expect(
          settledAfter.body.data.ticket.data.find((x: Json) => x.id === placed.body.data.ticket_id),
        ).toEqual(settled);
      } finally {
        await second.close(false);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('evicts the sessions made first, whatever their expiry (a clock set back while running)', async () => {
    const t = await startSimulator();
    try {
      const oldest = await t.login();
      const kept: string[] = [];
      for (let i = 0; i < 19; i++) kept.push(await t.login());
      // The system clock is set back an hour: the newest session expires before the others.
      t.clock.ms -= 3_600_000;
      const newest = await t.login();
      expect((await t.get('/api/member/balance', oldest)).status).toBe(401);
      for (const token of [...kept, newest])
        expect((await t.get('/api/member/balance', token)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
