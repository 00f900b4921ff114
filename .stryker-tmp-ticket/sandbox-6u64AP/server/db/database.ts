// @ts-nocheck
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export type Db = Database.Database;

// Money is stored as integer satang (THB cents) so that "balance = sum of ledger" holds exactly.
// Each entry of MIGRATIONS upgrades the schema by one `user_version`; never edit a shipped one.
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE members (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    entry_token TEXT NOT NULL UNIQUE,
    currency TEXT NOT NULL,
    first_login INTEGER NOT NULL
  );
  CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE ledger (
    id INTEGER PRIMARY KEY,
    member_id INTEGER NOT NULL REFERENCES members(id),
    amount_cents INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('opening', 'bet', 'settle')),
    ticket_id INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX ledger_by_member ON ledger(member_id);
  CREATE UNIQUE INDEX ledger_one_settle_per_ticket ON ledger(ticket_id) WHERE kind = 'settle';
  CREATE TABLE tickets (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    member_id INTEGER NOT NULL REFERENCES members(id),
    action_type TEXT NOT NULL,
    mainbet INTEGER NOT NULL,
    odds_type TEXT NOT NULL,
    odds REAL NOT NULL,
    stake_cents INTEGER NOT NULL,
    risk_cents INTEGER NOT NULL,
    return_cents INTEGER,
    winlose_cents INTEGER,
    ticket_status TEXT NOT NULL,
    ip TEXT NOT NULL,
    sport_id INTEGER NOT NULL,
    trans_time TEXT NOT NULL,
    placed_at INTEGER NOT NULL,
    settled_at INTEGER,
    settle_date TEXT
  );
  CREATE INDEX tickets_by_member_status ON tickets(member_id, ticket_status);
  CREATE INDEX tickets_by_member_settle_date ON tickets(member_id, settle_date);
  CREATE TABLE choices (
    ticket_id INTEGER NOT NULL REFERENCES tickets(id),
    idx INTEGER NOT NULL,
    event_id INTEGER NOT NULL,
    odd_id INTEGER NOT NULL,
    pick_id INTEGER NOT NULL,
    sport_type_id INTEGER NOT NULL,
    market_type TEXT NOT NULL,
    option TEXT NOT NULL,
    in_who TEXT NOT NULL,
    point REAL NOT NULL,
    price REAL NOT NULL,
    bet_choice TEXT NOT NULL,
    h_score TEXT NOT NULL,
    a_score TEXT NOT NULL,
    is_live INTEGER NOT NULL,
    league_name_en TEXT NOT NULL,
    league_name_th TEXT NOT NULL,
    home_en TEXT NOT NULL,
    home_th TEXT NOT NULL,
    away_en TEXT NOT NULL,
    away_th TEXT NOT NULL,
    outcome TEXT,
    result_json TEXT,
    PRIMARY KEY (ticket_id, idx)
  );
  CREATE INDEX choices_undecided_by_event ON choices(event_id) WHERE outcome IS NULL;
  CREATE TABLE idempotency (
    member_id INTEGER NOT NULL,
    key TEXT NOT NULL,
    body_hash TEXT NOT NULL,
    reply_json TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (member_id, key)
  );
  CREATE TABLE recent_bets (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL,
    name_th TEXT NOT NULL,
    name_en TEXT NOT NULL,
    currency TEXT NOT NULL,
    amount REAL NOT NULL,
    option TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  -- Ticket ids start at 100001 so they look like an operator's.
  INSERT INTO sqlite_sequence (name, seq) VALUES ('tickets', 100000);
  `,
  // Small named values of the running simulator kept across restarts (the clock).
  `
  CREATE TABLE sim_state (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
];

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version] ?? '');
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}

/** Opens (creating if needed) `<dataDir>/simulator.db` in WAL mode and brings its schema up to date. */
export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(join(dataDir, 'simulator.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Checkpoints the WAL into the main file and closes, so a copy of DATA_DIR is self-contained. */
export function closeDatabase(db: Db): void {
  if (!db.open) return;
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** A value of `sim_state`, or null when never written. */
export function readState(db: Db, key: string): string | null {
  const row = db
    .prepare<[string], { value: string }>('SELECT value FROM sim_state WHERE key = ?')
    .get(key);
  return row?.value ?? null;
}

export function writeState(db: Db, key: string, value: string): void {
  db.prepare<[string, string]>(
    'INSERT INTO sim_state (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}
