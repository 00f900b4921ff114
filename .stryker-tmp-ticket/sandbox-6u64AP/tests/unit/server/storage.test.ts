// @ts-nocheck
// A DATA_DIR that cannot be written refuses to start with a clear message; at run
// time a full or read-only database answers 503 in the member-API error shape with Retry-After, and
// nothing acknowledged is lost (what was answered as placed is there after a restart).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Json, TestSimulator } from './helpers';
import { confirmBody, freshDataDir, listEvents, openPicks, startSimulator } from './helpers';

const CONFIRM = '/api/member/ticket/bet/confirm';

describe('a DATA_DIR that cannot be written', () => {
  it('refuses to start, naming the folder and the cause', async () => {
    // sysfs takes no new folders, for root too.
    await expect(startSimulator({ dataDir: '/sys/fs/one-all-sport-data' })).rejects.toThrow(
      /DATA_DIR \/sys\/fs\/one-all-sport-data cannot be written \(E[A-Z]+.*writable folder with free space/,
    );
    const parent = freshDataDir();
    try {
      const file = join(parent, 'not-a-folder');
      writeFileSync(file, 'x');
      await expect(startSimulator({ dataDir: file })).rejects.toThrow(
        /DATA_DIR .*not-a-folder cannot be written/,
      );
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

function expectUnavailable(reply: { status: number; body: Json; headers: Headers }): void {
  expect(reply.status).toBe(503);
  expect(reply.body).toMatchObject({ status: false, code: 'unavailable' });
  expect(reply.body.message).toMatch(/storage unavailable/);
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('a disk that fills up or turns read-only while running', () => {
  async function placeUntilFull(t: TestSimulator, token: string) {
    const [pick] = openPicks(await listEvents(t, token, 'sc', 'MY'), 'Handicap', 'h');
    if (!pick) throw new Error('no pick');
    const acknowledged: number[] = [];
    // The database may not grow past its size now: as a full disk looks to SQLite (SQLITE_FULL).
    const pages = t.sim.db.pragma('page_count', { simple: true }) as number;
    t.sim.db.pragma(`max_page_count = ${pages}`);
    for (let i = 0; i < 400; i++) {
      const reply = await t.post(CONFIRM, confirmBody([pick], 20, 1, 'MY'), token, {
        'idempotency-key': `bet-${i}`,
      });
      if (reply.status === 503) {
        expectUnavailable(reply);
        return { acknowledged, pick };
      }
      expect(reply.status).toBe(200);
      if (reply.body.status !== true) throw new Error(JSON.stringify(reply.body));
      acknowledged.push(reply.body.data.ticket_id);
    }
    throw new Error('the database never filled up');
  }

  it('answers 503 with Retry-After, and keeps every bet it acknowledged', async () => {
    const dataDir = freshDataDir();
    try {
      const t = await startSimulator({ dataDir });
      const token = await t.login();
      const { acknowledged, pick } = await placeUntilFull(t, token);
      // Still full: the same answer again, not a 500.
      expectUnavailable(
        await t.post(CONFIRM, confirmBody([pick], 20, 1, 'MY'), token, { 'idempotency-key': 'x' }),
      );
      // Reads still work.
      const balance = (await t.get('/api/member/balance', token)).body.data.balance;
      expect(balance).toBe(50_000 - 20 * acknowledged.length);
      await t.close(false);

      // Space again (a restart on a freed disk): every acknowledged bet is there, nothing else.
      const again = await startSimulator({ dataDir });
      try {
        expect((await again.get('/api/member/balance', token)).body.data.balance).toBe(balance);
        const running = await again.get('/api/member/event/ticket/running?page=1', token);
        expect(running.body.data.ticket.data.map((x: Json) => x.id).sort()).toEqual(
          [...acknowledged].sort(),
        );
        const placed = await again.post(CONFIRM, confirmBody([pick], 20, 1, 'MY'), token);
        expect(placed.body.status).toBe(true);
      } finally {
        await again.close(false);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 when the database turns read-only', async () => {
    const t = await startSimulator();
    try {
      const token = await t.login();
      t.sim.db.pragma('query_only = 1');
      expectUnavailable(await t.post('/api/member/login', { userToken: 'demo' }));
      expect((await t.get('/api/member/balance', token)).status).toBe(200);
      t.sim.db.pragma('query_only = 0');
      expect((await t.post('/api/member/login', { userToken: 'demo' })).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
