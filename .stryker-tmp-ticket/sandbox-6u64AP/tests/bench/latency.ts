// @ts-nocheck
// How long a moved price takes to reach the board: `npm run bench:latency`.
//
// The simulator (SIM_EVENTS football events, SIM_TEST_HOOKS=1) runs as a child process; the bench
// holds BENCH_SOCKETS other sockets subscribed to `odds-1` (as members' pages would be), then for
// each layout (desktop 1440 px, phone 390 px with 4x CPU throttling) and each mode (stream on, stream
// off = runtime config `realtime.odds: false`, the app's own 20 s countdown) it moves BENCH_MOVES
// prices shown on the board through the test hook, BENCH_BATCH at a time, and records when each
// cell shows a new text (Playwright polls at every animation frame). Between batches it waits a
// random 0-1 s (stream) or 0-20 s (countdown), so the moves land at every phase of the nudge gap or
// of the countdown.
// Printed: p50 / p95 / max per layout and mode, the main thread's time per nudge (performance
// entries 'odds-nudge'), the load average; one JSON line at the end.
// Settings: BENCH_MOVES (100), BENCH_OFF_MOVES (100), BENCH_BATCH (5, stream off: 10),
// BENCH_SOCKETS (1000), BENCH_EVENTS (3000), BENCH_SEED (7), BENCH_LAYOUTS (desktop,phone),
// BENCH_MODES (stream,countdown).
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import WebSocket from 'ws';
import { rawDataText } from '@server/realtime/rawData';
import { startSimulator, sleep, withoutOddsStream } from './kit';
import { createRandom } from '../fixtures/odds/generate';
import { applyToPage, calibrateInNewPage, describeCalibration } from './cpuCalibration';
import type { Tier } from './cpuCalibration';
import { CHROMIUM_PATH } from '../chromium';
import { recordLine } from './record';

const MOVES = Number(process.env.BENCH_MOVES ?? 100);
const OFF_MOVES = Number(process.env.BENCH_OFF_MOVES ?? 100);
const BATCH = Number(process.env.BENCH_BATCH ?? 5);
const OFF_BATCH = Number(process.env.BENCH_OFF_BATCH ?? 10);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const EVENTS = process.env.BENCH_EVENTS ?? '3000';
const SEED = Number(process.env.BENCH_SEED ?? 7);
const LAYOUTS = (process.env.BENCH_LAYOUTS ?? 'desktop,phone').split(',');
const MODES = (process.env.BENCH_MODES ?? 'stream,countdown')
  .split(',')
  .map((mode) => mode.trim() === 'stream');
/** A move not seen in this long counts as this long (it never happens at the countdown's 20 s). */
const GIVE_UP_MS = 30_000;
/** The app's football countdown. */
const COUNTDOWN_S = 20;

const LAYOUT_OPTIONS: Record<
  string,
  /** The device tier its CPU is calibrated to; `legacyRate` is BENCH_CPU_RATE=legacy's. */
  { entry: string; context: BrowserContextOptions; tier: Tier; legacyRate: number }
> = {
  desktop: {
    entry: '/one-all-sport?userToken=demo&device=1',
    context: { viewport: { width: 1440, height: 900 } },
    tier: 'mid',
    legacyRate: 1,
  },
  phone: {
    entry: '/one-all-sport?userToken=demo&device=0',
    context: {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    },
    tier: 'low',
    legacyRate: 4,
  },
};

interface Cell {
  selector: string;
  oddId: number;
  option: string;
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Sockets of other members, subscribed to the football channel; they receive every nudge. */
async function otherSockets(
  origin: string,
  count: number,
): Promise<{ received(): number; close(): void }> {
  const url = `${origin.replace('http', 'ws')}/app/sim-key?protocol=7&client=js&version=8.4.0`;
  const sockets: WebSocket[] = [];
  let received = 0;
  for (let i = 0; i < count; i += 1) {
    const ws = new WebSocket(url);
    ws.on('message', (raw) => {
      const text = rawDataText(raw);
      if (text.includes('pusher:connection_established'))
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'odds-1' } }));
      else if (text.includes('odds-changed')) received += 1;
    });
    ws.on('error', () => undefined);
    sockets.push(ws);
    if (i % 100 === 99) await sleep(50);
  }
  await sleep(1000);
  return {
    received: () => received,
    close: () => sockets.forEach((ws) => ws.terminate()),
  };
}

/** Price cells of today's table drawn now, with the odds entry behind each (read from the list). */
async function shownCells(page: Page, origin: string, token: string): Promise<Cell[]> {
  const attrs = await page.$$eval(
    '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-market="Handicap"]',
    (els) =>
      els.map((el) => ({
        event: Number(el.getAttribute('data-event-id')),
        option: el.getAttribute('data-option') ?? '',
        row: Number(el.getAttribute('data-row')),
        text: el.textContent ?? '',
      })),
  );
  const list = (await (
    await fetch(
      `${origin}/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=MY&nav=side-menu&sortTime=all`,
      { headers: { authorization: `Bearer ${token}` } },
    )
  ).json()) as { structures: string[]; data: unknown[][] };
  const at = (name: string) => list.structures.indexOf(name);
  const oddsOf = new Map<number, { market_type: string; sort_row: number; odds_id: number }[]>();
  for (const row of list.data) oddsOf.set(Number(row[at('event_id')]), row[at('odds')] as never);
  const cells: Cell[] = [];
  const seen = new Set<string>();
  for (const a of attrs) {
    if (a.text.trim() === '' || a.text.includes('-')) continue;
    const entry = oddsOf
      .get(a.event)
      ?.find((o) => o.market_type === 'Handicap' && o.sort_row === a.row);
    if (!entry) continue;
    const selector = `[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-event-id="${a.event}"][data-market="Handicap"][data-option="${a.option}"][data-row="${a.row}"]`;
    if (seen.has(selector)) continue;
    seen.add(selector);
    cells.push({ selector, oddId: entry.odds_id, option: a.option });
  }
  return cells;
}

async function runLayout(
  browser: Browser,
  origin: string,
  layout: string,
  stream: boolean,
  random: () => number,
): Promise<{ latencies: number[]; nudgeMs: number[] }> {
  const options = LAYOUT_OPTIONS[layout];
  if (!options) throw new Error(`unknown layout ${layout}`);
  const context = await browser.newContext(options.context);
  await context.addInitScript(() => {
    localStorage.setItem('firstLogin', 'false');
    localStorage.setItem('storageFilter', JSON.stringify({ sortFilterEventId: 2 }));
  });
  if (!stream) await withoutOddsStream(context);
  const cpu = await calibrateInNewPage(browser, options.tier, { legacyRate: options.legacyRate });
  console.log(`${layout}, ${stream ? 'stream' : 'countdown'}: ${describeCalibration(cpu)}`);
  const page = await context.newPage();
  await applyToPage(page, cpu);
  await page.goto(`${origin}${options.entry}`);
  await page.waitForSelector('[data-testid="odds-table"][data-kind="nonlive"]', {
    state: 'attached',
  });
  await page.waitForSelector(
    `[data-testid="board-mode"][data-mode="${stream ? 'live' : 'countdown'}"]`,
  );
  // The phone draws the match boxes near the viewport only: bring today's list into view.
  await page
    .locator('[data-testid="odds-table"][data-kind="nonlive"] [data-testid="tournament-group"]')
    .first()
    .scrollIntoViewIfNeeded();
  await page.waitForSelector(
    '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"]',
  );
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value ?? '';
  const moves = stream ? MOVES : OFF_MOVES;
  const batch = stream ? BATCH : OFF_BATCH;
  const latencies: number[] = [];
  let sign = 1;
  while (latencies.length < moves) {
    const cells = (await shownCells(page, origin, token)).sort(() => random() - 0.5);
    const chosen = cells.slice(0, Math.min(batch, moves - latencies.length));
    if (chosen.length === 0) throw new Error('no price cell shown');
    const before = await Promise.all(
      chosen.map((cell) => page.$eval(cell.selector, (el) => el.textContent ?? '')),
    );
    sign = -sign;
    const started = Date.now();
    await Promise.all(
      chosen.map((cell) =>
        fetch(`${origin}/api/test/move-price`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ odd_id: cell.oddId, option: cell.option, delta: 0.03 * sign }),
        }),
      ),
    );
    const seen = await Promise.all(
      chosen.map(async (cell, i) => {
        try {
          await page.waitForFunction(
            ({ selector, text }) => document.querySelector(selector)?.textContent !== text,
            { selector: cell.selector, text: before[i] },
            { polling: 'raf', timeout: GIVE_UP_MS },
          );
          return Date.now() - started;
        } catch {
          return GIVE_UP_MS;
        }
      }),
    );
    latencies.push(...seen);
    // A random phase: within the nudge gap (stream), within the countdown's 20 s (countdown; a batch
    // ends at a refresh, so without this wait the next one would always wait the whole interval).
    await sleep(random() * (stream ? 1000 : COUNTDOWN_S * 1000));
  }
  const nudgeMs = await page.evaluate(() =>
    performance.getEntriesByName('odds-nudge').map((entry) => entry.duration),
  );
  await context.close();
  return { latencies, nudgeMs };
}

async function main(): Promise<void> {
  const random = createRandom(SEED);
  const loadBefore = loadavg()[0] ?? 0;
  const simulator = await startSimulator('latency', {
    SIM_TEST_HOOKS: '1',
    SIM_EVENTS: EVENTS,
    SIM_SEED: String(SEED),
    SIM_START: '12:00',
    SIM_FEED_MS: '3000',
    SIM_REALTIME_PER_ADDRESS: String(SOCKETS + 50),
    SIM_REALTIME_MAX: String(SOCKETS + 50),
  });
  let browser: Browser | undefined;
  const others = await otherSockets(simulator.origin, SOCKETS);
  const results: Record<string, unknown>[] = [];
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    console.log(
      `bench:latency: ${EVENTS} events, ${SOCKETS} other subscribed sockets, ${availableParallelism()} cores, load ${loadBefore.toFixed(2)}`,
    );
    console.log(
      'layout   mode        moves    p50 ms   p95 ms   max ms   nudge main-thread ms (mean/max)',
    );
    for (const layout of LAYOUTS) {
      for (const stream of MODES) {
        const { latencies, nudgeMs } = await runLayout(
          browser,
          simulator.origin,
          layout,
          stream,
          random,
        );
        const row = {
          layout,
          mode: stream ? 'stream' : 'countdown',
          moves: latencies.length,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          max: Math.max(...latencies),
          nudges: nudgeMs.length,
          nudgeMeanMs: nudgeMs.length ? nudgeMs.reduce((a, b) => a + b, 0) / nudgeMs.length : 0,
          nudgeMaxMs: nudgeMs.length ? Math.max(...nudgeMs) : 0,
        };
        results.push(row);
        console.log(
          `${layout.padEnd(8)} ${row.mode.padEnd(10)} ${String(row.moves).padStart(6)} ${String(row.p50).padStart(8)} ${String(row.p95).padStart(8)} ${String(row.max).padStart(8)}   ${row.nudgeMeanMs.toFixed(3)} / ${row.nudgeMaxMs.toFixed(3)} (${row.nudges} nudges)`,
        );
      }
    }
    console.log(recordLine('bench:latency'));
    console.log(
      JSON.stringify({
        bench: 'latency',
        events: Number(EVENTS),
        sockets: SOCKETS,
        nudgesReceivedByOthers: others.received(),
        loadBefore,
        loadAfter: loadavg()[0] ?? 0,
        results,
      }),
    );
  } finally {
    others.close();
    await browser?.close();
    await simulator.stop();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
