// @ts-nocheck
import type { Db } from '../db/database';

import type { WireRecentBet } from '@contract/member';

export const LATEST_LIMIT = 30;
// Older rows are pruned: the feed only ever shows the newest LATEST_LIMIT.
const KEEP_ROWS = 200;

export interface RecentBets {
  /** Stores a bet (username already masked) and returns it as broadcast. */
  record(bet: WireRecentBet, nowMs: number): WireRecentBet;
  /** Newest first, at most LATEST_LIMIT. */
  latest(): WireRecentBet[];
}

export function createRecentBets(db: Db): RecentBets {
  const insert = db.prepare<[string, string, string, string, number, string, number]>(
    'INSERT INTO recent_bets (username, name_th, name_en, currency, amount, option, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const prune = db.prepare<[number]>(
    'DELETE FROM recent_bets WHERE id <= (SELECT MAX(id) FROM recent_bets) - ?',
  );
  const newest = db.prepare<[number], WireRecentBet>(
    'SELECT username, name_th, name_en, currency, amount, option FROM recent_bets ORDER BY id DESC LIMIT ?',
  );
  return {
    record(bet, nowMs) {
      insert.run(
        bet.username,
        bet.name_th,
        bet.name_en,
        bet.currency,
        bet.amount,
        bet.option,
        nowMs,
      );
      prune.run(KEEP_ROWS);
      return { ...bet };
    },
    latest() {
      return newest.all(LATEST_LIMIT);
    },
  };
}
