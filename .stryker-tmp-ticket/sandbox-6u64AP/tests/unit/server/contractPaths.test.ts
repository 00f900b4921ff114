// @ts-nocheck
// The simulator serves every path of the contract (contract/paths.ts) with the method the member
// API gives it: a call reaches its route (never the 404 of a path nobody serves), and every list
// path of every bet type answers a list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, ticketPath } from '@contract/paths';
import { EARLY_LIST_PATH, oddsListPath } from '@contract/oddsListQuery';
import { ODDS_LIST_CALLS } from '@contract/oddsList';
import { BET_TYPES } from '@contract/wire';
import type { TestSimulator } from './helpers';
import { startSimulator } from './helpers';

const POSTED = new Set<string>([API_PATHS.login, API_PATHS.betConfirm, API_PATHS.broadcastingAuth]);

let t: TestSimulator;
let token: string;

beforeAll(async () => {
  t = await startSimulator();
  token = await t.login('demo');
});
afterAll(() => t.close());

describe('the simulator serves the contract’s paths', () => {
  it.each(Object.entries(API_PATHS))('%s: %s', async (_, path) => {
    const reply = POSTED.has(path) ? await t.post(path, {}, token) : await t.get(path, token);
    expect(reply.status).not.toBe(404);
    // A GET with a session is answered; a POST without its fields is refused by its own route.
    if (POSTED.has(path)) expect([400, 403, 422]).toContain(reply.status);
    else expect(reply.status).toBe(200);
  });

  it('and every list path of every bet type, and the early list', async () => {
    const early = await t.get(`${EARLY_LIST_PATH}?sport_type_id=1`, token);
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ state: true });
    for (const betType of BET_TYPES)
      for (const call of ODDS_LIST_CALLS) {
        const reply = await t.get(`${oddsListPath(betType, call)}?sport_type_id=1`, token);
        expect(reply.status, `${betType} ${call}`).toBe(200);
        expect(reply.body).toMatchObject({ state: true });
      }
  });

  it('and the ticket path of every bet type (a query without its pick is refused there)', async () => {
    for (const betType of BET_TYPES) {
      const reply = await t.get(ticketPath(betType), token);
      expect(reply.status, betType).toBe(422);
    }
  });

  it('a path the contract does not name is served by nobody', async () => {
    expect((await t.get('/api/member/nothing', token)).status).toBe(404);
  });
});
