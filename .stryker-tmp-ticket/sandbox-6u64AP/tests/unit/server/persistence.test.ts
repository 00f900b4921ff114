// @ts-nocheck
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createFakeMarket } from './fakeMarket';
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

describe('restarting the simulator on the same DATA_DIR', () => {
  it('keeps the placed bet, the balance and the session', async () => {
    const dataDir = freshDataDir();
    try {
      const first = await startSimulator({ dataDir });
      const token = await first.login();
      const [pick] = openPicks(await listEvents(first, token, 'sc', 'MY'), 'Handicap', 'h');
      if (!pick) throw new Error('no pick');
      const placed = await first.post(CONFIRM, confirmBody([pick], 1500, 1, 'MY'), token);
      expect(placed.body.status).toBe(true);
      const balance = placed.body.data.balance;
      await first.close(false);

      const second = await startSimulator({ dataDir });
      try {
        expect((await second.get('/api/member/balance', token)).body.data.balance).toBe(balance);
        const running = await second.get('/api/member/event/ticket/running?page=1', token);
        expect(running.body.data.ticket.data.map((x: Json) => x.id)).toContain(
          placed.body.data.ticket_id,
        );
        // A new login of the same entry token is the same member, not a fresh 50,000.
        const again = await second.login();
        expect((await second.get('/api/member/balance', again)).body.data.balance).toBe(balance);
        const latest = await second.get('/api/member/event/ticket/latest', again);
        expect(latest.body.data[0]).toMatchObject({ username: 'dem***01', amount: 1500 });
      } finally {
        await second.close(false);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('settles at startup the bets whose events finished while it was down', async () => {
    const dataDir = freshDataDir();
    try {
      const first = await startSimulator({ dataDir, market: 'fake' });
      const token = await first.login();
      const pick = openPicks(await listEvents(first, token, 'sc', 'MY'), 'Handicap', 'h').find(
        (p) => p.event.event_id === 90001,
      );
      if (!pick) throw new Error('no pick');
      const placed = await first.post(CONFIRM, confirmBody([pick], 1000, 1, 'MY'), token);
      await first.close(false);

      // The event finishes while no simulator listens.
      const market = createFakeMarket(TEST_START_MS);
      market.finish(90001, 3, 1);
      const second = await startSimulator({ dataDir, market });
      try {
        const settled = await second.get('/api/member/event/ticket/settled?page=1', token);
        expect(settled.body.data.ticket.data).toEqual([
          expect.objectContaining({
            id: placed.body.data.ticket_id,
            ticket_status: 'won',
            winlose_amount: 920,
          }),
        ]);
        expect((await second.get('/api/member/balance', token)).body.data.balance).toBe(50_920);
      } finally {
        await second.close(false);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
