// @ts-nocheck
import type { Db } from '../db/database';
import { fromCents, toCents } from '../db/database';

// The ledger is the only source of a balance: balance = sum of the member's entries.
// Every money movement (opening deposit, stake taken, settlement paid) is one entry.

export interface Ledger {
  recordOpeningBalance(memberId: number, amount: number, nowMs: number): void;
  /** The money at risk leaves the balance when the bet is placed. */
  recordBet(memberId: number, ticketId: number, riskCents: number, nowMs: number): void;
  /** A ticket is paid once: the unique index on settle entries makes a second payment fail loudly. */
  recordSettlement(memberId: number, ticketId: number, returnCents: number, nowMs: number): void;
  balanceCents(memberId: number): number;
  /** THB, as the wire shows it. */
  balance(memberId: number): number;
}

export function createLedger(db: Db): Ledger {
  const insert = db.prepare<[number, number, string, number | null, number]>(
    'INSERT INTO ledger (member_id, amount_cents, kind, ticket_id, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const sum = db.prepare<[number], { total: number | null }>(
    'SELECT SUM(amount_cents) AS total FROM ledger WHERE member_id = ?',
  );
  const balanceCents = (memberId: number) => sum.get(memberId)?.total ?? 0;
  return {
    recordOpeningBalance: (memberId, amount, nowMs) =>
      void insert.run(memberId, toCents(amount), 'opening', null, nowMs),
    recordBet: (memberId, ticketId, riskCents, nowMs) =>
      void insert.run(memberId, -riskCents, 'bet', ticketId, nowMs),
    recordSettlement: (memberId, ticketId, returnCents, nowMs) =>
      void insert.run(memberId, returnCents, 'settle', ticketId, nowMs),
    balanceCents,
    balance: (memberId) => fromCents(balanceCents(memberId)),
  };
}
