// @ts-nocheck
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { Ledger } from './ledger';
import { seedSettledHistory } from '../bets/seedHistory';

/** The entry tokens the simulator accepts (`?userToken=` of the page) and who they log in as. */
const ENTRY_TOKENS: Readonly<
  Record<string, { username: string; firstLogin: boolean; history?: boolean }>
> = {
  // demo01 comes with two months of settled bets, so every statement period has rows.
  demo: { username: 'demo01', firstLogin: true, history: true },
  demo2: { username: 'demo02', firstLogin: false },
};

export const OPENING_BALANCE_THB = 50_000;
export const MEMBER_CURRENCY = 'THB';
/** The session lives one day. */
export const SESSION_LIFETIME_MS = 86_400_000;
/** Live sessions one member may hold; a new login evicts the oldest made (creation order) beyond this. */
export const MAX_SESSIONS_PER_MEMBER = 20;

export interface Member {
  id: number;
  username: string;
  currency: string;
  first_login: boolean;
}

interface MemberRow {
  id: number;
  username: string;
  currency: string;
  first_login: number;
}

function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    username: row.username,
    currency: row.currency,
    first_login: row.first_login === 1,
  };
}

export interface Members {
  /** Logs an entry token in: a fresh session token, or null for an unknown entry token. */
  login(entryToken: string, nowMs: number): string | null;
  /** The member behind a live session token; null when unknown or expired. */
  memberBySession(token: string, nowMs: number): Member | null;
  byId(id: number): Member | null;
}

export function createMembers(
  db: Db,
  ledger: Ledger,
  options: { seedHistory?: boolean } = {},
): Members {
  const findByEntry = db.prepare<[string], MemberRow>(
    'SELECT id, username, currency, first_login FROM members WHERE entry_token = ?',
  );
  const findById = db.prepare<[number], MemberRow>(
    'SELECT id, username, currency, first_login FROM members WHERE id = ?',
  );
  const insertMember = db.prepare<[string, string, string, number]>(
    'INSERT INTO members (username, entry_token, currency, first_login) VALUES (?, ?, ?, ?)',
  );
  const insertSession = db.prepare<[string, number, number]>(
    'INSERT INTO sessions (token, member_id, expires_at) VALUES (?, ?, ?)',
  );
  const findSession = db.prepare<[string], { member_id: number; expires_at: number }>(
    'SELECT member_id, expires_at FROM sessions WHERE token = ?',
  );
  const deleteSession = db.prepare<[string]>('DELETE FROM sessions WHERE token = ?');
  const deleteExpired = db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
  const evictOldest = db.prepare<[number, number, number]>(
    'DELETE FROM sessions WHERE member_id = ? AND rowid NOT IN (SELECT rowid FROM sessions WHERE member_id = ? ORDER BY rowid DESC LIMIT ?)',
  );

  /** Members are created on their first login, with the opening balance as their first ledger entry. */
  const memberForEntry = db.transaction((entryToken: string, nowMs: number): MemberRow | null => {
    const known = Object.hasOwn(ENTRY_TOKENS, entryToken) ? ENTRY_TOKENS[entryToken] : undefined;
    if (!known) return null;
    const existing = findByEntry.get(entryToken);
    if (existing) return existing;
    const id = Number(
      insertMember.run(known.username, entryToken, MEMBER_CURRENCY, known.firstLogin ? 1 : 0)
        .lastInsertRowid,
    );
    ledger.recordOpeningBalance(id, OPENING_BALANCE_THB, nowMs);
    if (known.history === true && options.seedHistory === true) seedSettledHistory(db, id, nowMs);
    return findById.get(id) ?? null;
  });

  return {
    login(entryToken, nowMs) {
      const member = memberForEntry(entryToken, nowMs);
      if (!member) return null;
      deleteExpired.run(nowMs);
      const token = randomBytes(32).toString('base64url');
      insertSession.run(token, member.id, nowMs + SESSION_LIFETIME_MS);
      evictOldest.run(member.id, member.id, MAX_SESSIONS_PER_MEMBER);
      return token;
    },
    memberBySession(token, nowMs) {
      const session = findSession.get(token);
      if (!session) return null;
      if (session.expires_at <= nowMs) {
        deleteSession.run(token);
        return null;
      }
      const row = findById.get(session.member_id);
      return row ? toMember(row) : null;
    },
    byId(id) {
      const row = findById.get(id);
      return row ? toMember(row) : null;
    },
  };
}

/** `demo01` -> `dem***01`: the recent-bets feed never shows a whole username. */
export function maskUsername(username: string): string {
  if (username.length <= 5) return `${username.slice(0, 1)}***${username.slice(-1)}`;
  return `${username.slice(0, 3)}***${username.slice(-2)}`;
}
