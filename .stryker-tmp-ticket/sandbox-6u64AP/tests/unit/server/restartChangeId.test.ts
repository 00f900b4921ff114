// @ts-nocheck
// Change ids survive a restart of the simulator. A client holding a change_id
// from before the restart must get a full list, never "what changed since" on the new process's base
// (which once left live and today rows stale with no sign on screen).
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANGE_ID_RESTART_GAP } from '@server/db/storedClock';
import { freshDataDir, startSimulator } from './helpers';

const LIVE = '/api/member/event/sc/nokey/get-live-odds';
const LIVE_DELTA = '/api/member/event/sc/nokey/get-live-odds_nonfullload';
const QUERY = 'sport_type_id=1&odds_type=MY&sortTime=all';
const MINUTE_MS = 60_000;

describe('change ids across a restart', () => {
  it('a new process starts above every change id the last one sent: an old id gets fullload', async () => {
    const dataDir = freshDataDir();
    try {
      const first = await startSimulator({ dataDir });
      const token = await first.login();
      // A few market moves, so the first process hands out ids a new process would reuse from 1.
      for (let i = 0; i < 5; i++) {
        first.clock.ms += MINUTE_MS;
        await first.get(`${LIVE}?${QUERY}`, token);
      }
      const held = (await first.get(`${LIVE}?${QUERY}`, token)).body.change_id as number;
      expect(held).toBeGreaterThan(1);
      await first.close(false);

      const second = await startSimulator({ dataDir });
      try {
        const token2 = await second.login();
        const fresh = await second.get(`${LIVE}?${QUERY}`, token2);
        expect(fresh.body.change_id).toBeGreaterThan(held);
        expect(fresh.body.change_id).toBeLessThanOrEqual(held + CHANGE_ID_RESTART_GAP + 10);
        // The id held from the first process: answered with the whole list.
        const reply = await second.get(`${LIVE_DELTA}?${QUERY}&change_id=${held}`, token2);
        expect(reply.status).toBe(200);
        expect(reply.body.fullload).toBe(true);
        expect(reply.body.data).toEqual(fresh.body.data);
        // The new process's own id still gets a delta.
        second.clock.ms += MINUTE_MS;
        const own = await second.get(
          `${LIVE_DELTA}?${QUERY}&change_id=${fresh.body.change_id}`,
          token2,
        );
        expect(own.body.fullload).toBe(false);
      } finally {
        await second.close(false);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a fresh data folder starts at change id 1 as before', async () => {
    const dataDir = freshDataDir();
    try {
      const t = await startSimulator({ dataDir });
      try {
        const token = await t.login();
        const reply = await t.get(`${LIVE}?${QUERY}`, token);
        expect(reply.body.change_id).toBeLessThan(CHANGE_ID_RESTART_GAP);
      } finally {
        await t.close(false);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
