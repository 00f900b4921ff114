// @ts-nocheck
// A restart never takes the simulator's clock back below what is stored. SIM_START (or a
// wall clock set back) may name an earlier time than the data folder already holds: sessions made
// later, bets placed and settled later, matches already finished. The clock then continues from the
// latest stored moment instead, so a finished match stays finished and settled, and a new session
// is never older than the ones it would be compared with.
import type { Db } from './database';
import { readState, writeState } from './database';
import { SESSION_LIFETIME_MS } from '../members/members';

const CLOCK_KEY = 'clock_ms';

/** The latest simulator time the data folder has seen: the clock it kept, and every stored time. */
export function storedClockFloor(db: Db): number {
  const kept = Number(readState(db, CLOCK_KEY) ?? Number.NEGATIVE_INFINITY);
  const row = db
    .prepare<[number], { latest: number | null }>(
      `SELECT MAX(
         COALESCE((SELECT MAX(created_at) FROM ledger), 0),
         COALESCE((SELECT MAX(placed_at) FROM tickets), 0),
         COALESCE((SELECT MAX(settled_at) FROM tickets), 0),
         COALESCE((SELECT MAX(created_at) FROM recent_bets), 0),
         COALESCE((SELECT MAX(created_at) FROM idempotency), 0),
         COALESCE((SELECT MAX(expires_at) - ? FROM sessions), 0)
       ) AS latest`,
    )
    .get(SESSION_LIFETIME_MS);
  const latest = row?.latest ?? 0;
  return Math.max(Number.isFinite(kept) ? kept : 0, latest);
}

/** Keeps the clock's time in the data folder (each tick and at close). */
export function keepClock(db: Db, nowMs: number): void {
  writeState(db, CLOCK_KEY, String(Math.floor(nowMs)));
}

const CHANGE_ID_KEY = 'change_id';
/**
 * Change ids a process may hand out between two keeps (the clock's tick, about a second; an id per
 * market advance at most): a restart starts this far above the last kept id, so an id a client saw
 * just before a SIGKILL is still below the new process's first.
 */
export const CHANGE_ID_RESTART_GAP = 100_000;

/** The change id a new process starts at: above every id the data folder's earlier processes sent. */
export function firstChangeId(db: Db): number {
  const kept = Number(readState(db, CHANGE_ID_KEY) ?? 0);
  return Number.isSafeInteger(kept) && kept > 0 ? kept + CHANGE_ID_RESTART_GAP : 1;
}

/** Keeps the market's latest change id in the data folder (at start, before the first id is served;
 *  each tick; at close). */
export function keepChangeId(db: Db, changeId: number): void {
  writeState(db, CHANGE_ID_KEY, String(Math.floor(changeId)));
}
