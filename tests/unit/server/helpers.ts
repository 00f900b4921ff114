// Shared by the server tests: start a simulator on a random port with a fresh data dir, talk to
// it over real HTTP, and check reply shapes.
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Simulator } from '@server/app';
import { createSimulator } from '@server/app';
import type { SimOptions } from '@server/config';
import type { OddsType } from '@contract/wire';
import type { WireOddsEntry, MarketType, PriceOption } from '@contract/oddsList';
import type { FakeMarket } from './fakeMarket';
import { createFakeMarket } from './fakeMarket';

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON replies
export type Json = any;

/** Tests run on a fixed clock (Saturday 2026-11-21, 12:00 Bangkok) so the market's day is known. */
export const TEST_START_MS = Date.UTC(2026, 10, 21, 5, 0, 0);

export interface TestSimulator {
  sim: Simulator;
  /** The simulator's wall clock; move `ms` forward to let time pass (the market follows at once, as
   *  at the simulator's next tick: reads never move it). */
  clock: { ms: number };
  url: string;
  dataDir: string;
  /** Present when the simulator runs on the fake market. */
  fake: FakeMarket | undefined;
  get(path: string, token?: string): Promise<Reply<Json>>;
  post(
    path: string,
    body: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<Reply<Json>>;
  login(entryToken?: string): Promise<string>;
  /** Closes the simulator; the data dir is kept for a restart unless `removeData`. */
  close(removeData?: boolean): Promise<void>;
}

export interface StartOptions extends Partial<Omit<SimOptions, 'createMarket'>> {
  /** 'fake' = a new fake market; a FakeMarket = that one (say, with events already finished). */
  market?: 'fake' | 'real' | FakeMarket;
}

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'sim-test-'));
}

export async function startSimulator(opts: StartOptions = {}): Promise<TestSimulator> {
  const { market = 'real', ...rest } = opts;
  const dataDir = rest.dataDir ?? freshDataDir();
  let clockMs = TEST_START_MS;
  // Set once the simulator exists: moving the clock ticks it.
  const ticker = { tick: () => {} };
  const clock = {
    get ms() {
      return clockMs;
    },
    set ms(value: number) {
      clockMs = value;
      ticker.tick();
    },
  };
  const fake =
    market === 'fake' ? createFakeMarket(TEST_START_MS) : market === 'real' ? undefined : market;
  const sim = await createSimulator({
    now: () => clock.ms,
    port: 0,
    host: '127.0.0.1',
    feedMs: 0,
    seed: 1,
    events: 300,
    staticDir: join(dataDir, 'no-dist'),
    testHooks: true,
    // The seeded demo history is off unless a test asks for it: most tests count their own bets.
    history: false,
    // Suites log in and bet far faster than a member: they meet the abuse limits only when they ask.
    rateLimits: {
      windowMs: 60_000,
      loginPerAddress: 1e6,
      loginPerMember: 1e6,
      confirmPerAddress: 1e6,
      confirmPerMember: 1e6,
      apiFailuresPerAddress: 1e6,
    },
    ...rest,
    dataDir,
    ...(fake ? { createMarket: () => fake } : {}),
  });
  ticker.tick = sim.tick;

  async function call(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Reply<Json>> {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (token) h.authorization = `Bearer ${token}`;
    if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(`${sim.url}${path}`, init);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  return {
    sim,
    clock,
    url: sim.url,
    dataDir,
    fake,
    get: (path, token) => call('GET', path, undefined, token),
    post: (path, body, token, headers) => call('POST', path, body, token, headers),
    async login(entryToken = 'demo') {
      const reply = await call('POST', '/api/member/login', {
        userToken: entryToken,
        lang: '',
        page: '',
      });
      if (reply.status !== 200)
        throw new Error(`login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
      return (reply.body as { data: { token: string } }).data.token;
    },
    async close(removeData = true) {
      await sim.close();
      if (removeData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---- shapes ----

/** A tiny shape language: a type name ('string', 'number', 'boolean', 'null', 'object', 'any',
 *  or alternatives like 'number|null'), an array `[shape]` (every element), or an object of shapes. */
export type Shape = string | [Shape] | { [key: string]: Shape };

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** Every place where `value` does not fit `shape`, as `path: expected X, got Y`. */
export function shapeMismatches(value: unknown, shape: Shape, path = '$'): string[] {
  if (typeof shape === 'string') {
    const allowed = shape.split('|');
    return allowed.includes('any') || allowed.includes(typeName(value))
      ? []
      : [`${path}: expected ${shape}, got ${typeName(value)}`];
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return [`${path}: expected array, got ${typeName(value)}`];
    return value.flatMap((item, i) => shapeMismatches(item, shape[0], `${path}[${i}]`));
  }
  if (typeName(value) !== 'object') return [`${path}: expected object, got ${typeName(value)}`];
  const record = value as Record<string, unknown>;
  return Object.entries(shape).flatMap(([key, inner]) =>
    key in record
      ? shapeMismatches(record[key], inner, `${path}.${key}`)
      : [`${path}.${key}: missing`],
  );
}

// ---- odds lists ----

export interface ListedEvent {
  event_id: number;
  sport_type_id: number;
  home_en: string;
  away_en: string;
  is_live: number;
  live_home_score: string;
  live_away_score: string;
  tournament: { name_en: string; name_th: string };
  setting_w_b_l: { sort_row: number; w_is_open: number; st_w_is_open: number }[];
  odds: WireOddsEntry[];
}

/** Rebuilds events by the names in `structures` (never by position). */
export function decodeEvents(reply: { structures?: string[]; data: unknown[][] }): ListedEvent[] {
  const names = reply.structures ?? [];
  return reply.data.map(
    (row) => Object.fromEntries(names.map((name, i) => [name, row[i]])) as unknown as ListedEvent,
  );
}

export interface OpenPick {
  event: ListedEvent;
  entry: WireOddsEntry;
  option: PriceOption;
  price: number;
}

/** Open picks of one market type from a list, one per event, with a usable price. */
export function openPicks(
  events: ListedEvent[],
  marketType: MarketType,
  option: PriceOption,
  parlay = false,
): OpenPick[] {
  const picks: OpenPick[] = [];
  for (const event of events) {
    const entry = event.odds.find((o) => {
      if (o.market_type !== marketType) return false;
      const row = event.setting_w_b_l.find((s) => s.sort_row === o.sort_row);
      const open = row ? row.w_is_open === 1 && (!parlay || row.st_w_is_open === 1) : true;
      const price = o.prices.find((p) => p.option === option)?.price ?? 0;
      return open && price !== 0;
    });
    const price = entry?.prices.find((p) => p.option === option)?.price;
    if (entry && price !== undefined) picks.push({ event, entry, option, price });
  }
  return picks;
}

/** Today's football events of a bet type, then the live ones. */
export async function listEvents(
  t: TestSimulator,
  token: string,
  betType: 'sc' | 'step' | 'mix',
  oddsType: OddsType,
): Promise<ListedEvent[]> {
  const events: ListedEvent[] = [];
  for (const call of ['get-nonlive-odds', 'get-live-odds']) {
    const reply = await t.get(
      `/api/member/event/${betType}/nokey/${call}?sport_type_id=1&odds_type=${oddsType}&nav=side-menu&sortTime=all`,
      token,
    );
    events.push(...decodeEvents(reply.body as { structures?: string[]; data: unknown[][] }));
  }
  return events;
}

/** The confirm body the member API takes (contract/confirm.ts) for the given picks. */
export function confirmBody(
  picks: OpenPick[],
  stake: number,
  mainbet: 1 | 5 | 6,
  oddsType: OddsType,
): Json {
  const actionType = { 1: 'sc', 5: 'step', 6: 'mix' }[mainbet];
  return {
    lang: 'th',
    stake,
    action_type: actionType,
    sport_type: 'Football',
    sport_id: 1,
    select_table: 2,
    device: 'pc',
    ticket: {
      odds_type: oddsType,
      odds_total: picks.reduce((p, pick) => p * pick.price, 1),
      item: picks.map((p) => ({
        event_id: p.event.event_id,
        odd_id: p.entry.odds_id,
        option: p.option,
        point: p.entry.point,
        price: p.price,
        choose: p.option,
        market_type: p.entry.market_type,
        in_who: p.entry.in_who,
        h_score: p.event.live_home_score ?? '',
        a_score: p.event.live_away_score ?? '',
        is_live: p.event.is_live,
      })),
    },
    mainbet,
  };
}

/** A reply as sent: status, headers and the body's bytes, not decoded. */
export interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET: fetch would decode the body and hide Content-Encoding. */
export function rawGet(url: URL, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}
