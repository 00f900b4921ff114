// Browser benchmark: `npm run bench:browser` (builds first, then runs this file).
// The built app on the simulator in Debian's Chromium, 1440x900, the main thread slowed 4x, the odds
// tables refreshing every 5 s (`?refresh=5`) over ~3,000 football events (Early tab, "All early").
// The same 60 s session runs twice, odds engine in its Web Worker and then on the main thread
// (`?engine=main`): main-thread long tasks and total blocking time of each, and the latency of ~20
// real mouse clicks on prices (Event Timing API, INP). Prints readable lines, then one JSON line last.
// `BENCH_STATIC_DIR` serves another build than `dist/` (a build of one's own, leaving `dist/` alone).
// `BENCH_INSPECT=1` (`npm run bench:browser:inspect`) runs the worker engine twice instead: machine
// visualizer closed, then open (`?inspect=1`, docked over the lower part of the page, worker lane on),
// and prints the two side by side: the odds refresh should stay free of long tasks with the panel open.
import { spawn } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { SCHEDULE_DAYS } from '../../server/market/schedule';

type EngineMode = 'worker' | 'main';

const EARLY_EVENTS_TARGET = 3000;
// SIM_EVENTS is spread over SCHEDULE_DAYS days; "All early" lists every day but today.
const SIM_EVENTS = Math.ceil((EARLY_EVENTS_TARGET * SCHEDULE_DAYS) / (SCHEDULE_DAYS - 1));
const ALL_EARLY = 'Allearly';
const EARLY_TAB = 3;
const REFRESH_S = 5;
const CPU_THROTTLE = 4;
const SESSION_S = 60;
const CLICKS = 20;
// A long task blocks input for whatever it lasts beyond 50 ms (the TBT definition).
const LONG_TASK_BUDGET_MS = 50;
// Event Timing reports interactions from 16 ms up (its smallest threshold); faster ones are not seen.
const EVENT_DURATION_THRESHOLD_MS = 16;
const POPUP_OPEN_MS = 1200;
const VIEWPORT = { width: 1440, height: 900 };
const ENTRY = '/one-all-sport?userToken=demo&device=1';
const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist';
const SERVER_START_TIMEOUT_MS = 60_000;

interface Simulator {
  origin: string;
  stop(): Promise<void>;
}

/** The simulator on a free loopback port (PORT=0) and a fresh data folder, removed on stop. */
async function startSimulator(): Promise<Simulator> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-browser-'));
  const child: ChildProcessByStdio<null, Readable, null> = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR,
      SIM_EVENTS: String(SIM_EVENTS),
      SIM_TEST_HOOKS: '1',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the simulator did not start')), SERVER_START_TIMEOUT_MS);
      child.once('exit', (code) => reject(new Error(`the simulator exited (${code})`)));
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /localhost:(\d+)/.exec(chunk.toString());
        if (match?.[1] === undefined) return;
        clearTimeout(timer);
        resolve(Number(match[1]));
      });
    });
    return { origin: `http://127.0.0.1:${port}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Runs in the page before the app: the Early tab is chosen, and the observers buffer every long
// task and every interaction's event entries from the first moment. A string, so the bundler's
// helpers never reach the page.
const PAGE_SETUP = `
  localStorage.setItem('storageFilter', JSON.stringify({ sortFilterEventId: ${EARLY_TAB} }));
  window.__bench = { longTasks: [], events: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const target = entry.target;
      window.__bench.events.push({
        interactionId: entry.interactionId,
        name: entry.name,
        start: entry.startTime,
        duration: entry.duration,
        onPrice: target instanceof Element && target.closest('[data-testid="price"]') !== null,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: ${EVENT_DURATION_THRESHOLD_MS} });
`;

interface LongTask {
  start: number;
  duration: number;
}

interface EventEntry {
  interactionId: number;
  name: string;
  start: number;
  duration: number;
  onPrice: boolean;
}

interface PageRecords {
  longTasks: LongTask[];
  events: EventEntry[];
}

/** One interaction: the longest of its entries is its latency (as INP counts it). */
interface Interaction {
  start: number;
  latency: number;
  isClick: boolean;
  onPrice: boolean;
}

const POINTER_EVENTS = new Set(['pointerdown', 'pointerup', 'click', 'mousedown', 'mouseup']);

/** Interactions (clicks, and the Escape presses closing the popup) that began inside the window. */
function interactionsIn(events: readonly EventEntry[], from: number, to: number): Interaction[] {
  const groups = new Map<number, EventEntry[]>();
  for (const entry of events) groups.set(entry.interactionId, [...(groups.get(entry.interactionId) ?? []), entry]);
  const interactions: Interaction[] = [];
  for (const entries of groups.values()) {
    const start = Math.min(...entries.map((entry) => entry.start));
    if (start < from || start >= to) continue;
    interactions.push({
      start,
      latency: Math.max(...entries.map((entry) => entry.duration)),
      isClick: entries.some((entry) => POINTER_EVENTS.has(entry.name)),
      onPrice: entries.some((entry) => entry.onPrice),
    });
  }
  return interactions;
}

// What the popup does after its first paint (the ticket call's answer drawn) still belongs to the click.
const INPUT_TAIL_MS = 400;

/**
 * Long tasks that no input started: the refreshes (and the realtime feed, timers), which is what
 * the engine's place decides. A task starting inside an input's span, from the input to its next
 * paint plus INPUT_TAIL_MS, is the input's work; one already running when the input came is not.
 */
function tasksNotFromInput(tasks: readonly LongTask[], interactions: readonly Interaction[], inputTimes: readonly number[]): LongTask[] {
  const spans = [
    ...interactions.map((input) => ({ from: input.start, to: input.start + input.latency + INPUT_TAIL_MS })),
    // Inputs handled under the observer's threshold are not reported; their own moment still counts.
    ...inputTimes.map((time) => ({ from: time, to: time + INPUT_TAIL_MS })),
  ];
  return tasks.filter((task) => !spans.some((span) => task.start >= span.from && task.start < span.to));
}

/**
 * INP as Chrome reports it: the worst interaction, skipping one per 50 (the 98th percentile once
 * there are many). Clicks faster than the observer's threshold are not reported, so with none
 * reported the latency was under 16 ms.
 */
function interactionToNextPaint(latencies: readonly number[]): number {
  if (latencies.length === 0) return 0;
  const sorted = latencies.slice().sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(latencies.length / 50))] ?? 0;
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function totalBlockingTime(tasks: readonly LongTask[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_BUDGET_MS), 0);
}

/** Seconds into the session of each click: one per slot, at a fixed pseudo-random place in it. */
function clickSchedule(): number[] {
  let state = 20_240_611;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const slot = SESSION_S / CLICKS;
  // Leave the last 1.5 s of the window for the final click's entry to arrive.
  return Array.from({ length: CLICKS }, (_, i) => Math.min(SESSION_S - 1.5, i * slot + 0.5 + next() * (slot - 1)));
}

/** Centres of the prices a member can see and hit now (not under the popup or off screen). */
async function visiblePrices(page: Page): Promise<{ x: number; y: number }[]> {
  return page.evaluate(() => {
    const centres: { x: number; y: number }[] = [];
    for (const cell of document.querySelectorAll('[data-testid="price"]')) {
      const box = cell.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit !== null && cell.contains(hit)) centres.push({ x, y });
    }
    return centres;
  });
}

/** Escape closes the quick-bet popup if the click opened one; true when a key was pressed. */
async function closeQuickBet(page: Page): Promise<boolean> {
  if ((await page.getByTestId('popup-quick-bet').count()) === 0) return false;
  await page.keyboard.press('Escape');
  return true;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

interface Session {
  engine: EngineMode;
  /** The machine visualizer was open (`?inspect=1`). */
  inspect: boolean;
  eventsInList: number;
  payloadBytes: number;
  refreshes: number;
  longTasks: number;
  tbtMs: number;
  /** Long tasks no input started (refreshes, realtime feed, timers) and their blocking time. */
  refreshLongTasks: number;
  refreshTbtMs: number;
  longestTaskMs: number;
  clicks: number;
  clicksOnPrice: number;
  /** Clicks slower than the observer's 16 ms threshold. */
  clicksReported: number;
  inpMs: number;
  medianClickMs: number;
  popupsOpened: number;
  rowsInDom: number;
}

interface ListCount {
  events: number;
  bytes: number;
}

/** One engine's session: load the Early tab, choose "All early", wait for steady state, then measure. */
async function runSession(browser: Browser, origin: string, engine: EngineMode, schedule: readonly number[], inspect = false): Promise<Session> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript({ content: PAGE_SETUP });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });

    // Every "All early" answer the page receives (worker fetches included); the first is counted.
    const answers: number[] = [];
    const counted: { first: Promise<ListCount> | null } = { first: null };
    page.on('response', (response) => {
      const url = response.url();
      if (!url.includes('/nokey/early') || !url.includes(`date=${ALL_EARLY}`)) return;
      answers.push(Date.now());
      counted.first ??= response.body().then((body) => ({ events: (JSON.parse(body.toString()) as { data: unknown[] }).data.length, bytes: body.length }));
    });

    const engineParam = engine === 'main' ? '&engine=main' : '';
    await page.goto(`${origin}${ENTRY}&refresh=${REFRESH_S}${engineParam}${inspect ? '&inspect=1' : ''}`);
    if (inspect) await page.locator('[data-testid="inspector"] [data-testid="statechart"][data-ready="true"]').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('early-date').selectOption(ALL_EARLY, { timeout: 60_000 });
    await page.locator('[data-testid="odds-table"][data-kind="early"] [data-testid="price"]').first().waitFor({ timeout: 60_000 });
    // Steady state: the full load, then one refresh that only brings changes.
    while (answers.length < 2) await sleep(200);
    await sleep(1000);
    const list = (await counted.first) ?? { events: 0, bytes: 0 };

    const windowStart = await page.evaluate(() => performance.now());
    const startedAt = Date.now();
    let popupsOpened = 0;
    // Page-clock moments of the inputs sent (clicks and Escape presses).
    const inputTimes: number[] = [];
    const pageNow = () => windowStart + (Date.now() - startedAt);
    for (const [i, at] of schedule.entries()) {
      if (await closeQuickBet(page)) inputTimes.push(pageNow());
      const prices = await visiblePrices(page);
      // Spread the clicks over the visible cells, the same sequence for both engines.
      const target = prices[Math.floor(((i * 0.618_034) % 1) * prices.length)];
      await sleep(startedAt + at * 1000 - Date.now());
      if (target === undefined) continue;
      inputTimes.push(pageNow());
      await page.mouse.click(target.x, target.y);
      await sleep(POPUP_OPEN_MS);
      if ((await page.getByTestId('popup-quick-bet').count()) > 0) popupsOpened += 1;
    }
    await sleep(startedAt + SESSION_S * 1000 - Date.now());
    const windowEnd = windowStart + (Date.now() - startedAt);
    const refreshes = answers.filter((time) => time >= startedAt).length;

    const records = await page.evaluate(() => (window as unknown as { __bench: PageRecords }).__bench);
    const tasks = records.longTasks.filter((task) => task.start >= windowStart && task.start < windowEnd);
    const inputs = interactionsIn(records.events, windowStart, windowEnd);
    const interactions = inputs.filter((input) => input.isClick);
    const latencies = interactions.map((interaction) => interaction.latency);
    const refreshTasks = tasksNotFromInput(tasks, inputs, inputTimes);
    const rowsInDom = await page.getByTestId('event-row').count();
    return {
      engine,
      inspect,
      eventsInList: list.events,
      payloadBytes: list.bytes,
      refreshes,
      longTasks: tasks.length,
      tbtMs: Math.round(totalBlockingTime(tasks)),
      refreshLongTasks: refreshTasks.length,
      refreshTbtMs: Math.round(totalBlockingTime(refreshTasks)),
      longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
      clicks: schedule.length,
      clicksOnPrice: interactions.filter((interaction) => interaction.onPrice).length,
      clicksReported: interactions.length,
      inpMs: Math.round(interactionToNextPaint(latencies)),
      medianClickMs: Math.round(median(latencies)),
      popupsOpened,
      rowsInDom,
    };
  } finally {
    await context.close();
  }
}

function describeSession(s: Session): string {
  const perRefresh = s.refreshes > 0 ? Math.round(s.refreshTbtMs / s.refreshes) : 0;
  return [
    `${(s.inspect ? `${s.engine}+panel` : s.engine).padEnd(12)} refreshes ${String(s.refreshes).padStart(2)}`,
    `long tasks ${String(s.longTasks).padStart(3)}`,
    `TBT ${String(s.tbtMs).padStart(6)} ms`,
    `without input ${String(s.refreshLongTasks).padStart(3)} tasks ${String(s.refreshTbtMs).padStart(6)} ms (${perRefresh} ms/refresh)`,
    `longest ${s.longestTaskMs} ms`,
    `INP ${s.inpMs} ms (median ${s.medianClickMs} ms, ${s.clicksReported}/${s.clicks} clicks >= ${EVENT_DURATION_THRESHOLD_MS} ms, ${s.popupsOpened} popups)`,
  ].join(' | ');
}

/** The worker engine with the machine visualizer closed and then open, side by side. */
async function inspectBench(browser: Browser, origin: string, schedule: readonly number[], runStart: number, loadAtStart: number): Promise<void> {
  const closed = await runSession(browser, origin, 'worker', schedule);
  const open = await runSession(browser, origin, 'worker', schedule, true);
  const ratio = (a: number, b: number) => (b > 0 ? Number((a / b).toFixed(3)) : 0);
  console.log(`bench:browser (BENCH_INSPECT=1): Chromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height}, ${SESSION_S} s per run, CPU throttle ${CPU_THROTTLE}x`);
  console.log(
    `list: Early tab, "All early", ${closed.eventsInList} football events, refresh every ${REFRESH_S} s; ` +
      'the same clicks on visible prices (the open panel covers the lower rows, so clicks land on the rows above it)',
  );
  console.log(
    `machine: ${availableParallelism()} cores, 1-min load average ${loadAtStart.toFixed(1)} at start, ${(loadavg()[0] ?? 0).toFixed(1)} at end`,
  );
  console.log(describeSession(closed));
  console.log(describeSession(open));
  console.log(
    `TBT panel open/closed: ${ratio(open.tbtMs, closed.tbtMs).toFixed(3)} in all, ` +
      `${ratio(open.refreshTbtMs, closed.refreshTbtMs).toFixed(3)} without the clicks' own work`,
  );
  console.log(
    JSON.stringify({
      tbt_closed_ms: closed.tbtMs,
      tbt_open_ms: open.tbtMs,
      tbt_refresh_closed_ms: closed.refreshTbtMs,
      tbt_refresh_open_ms: open.refreshTbtMs,
      long_tasks_closed: closed.longTasks,
      long_tasks_open: open.longTasks,
      refresh_long_tasks_closed: closed.refreshLongTasks,
      refresh_long_tasks_open: open.refreshLongTasks,
      longest_task_closed_ms: closed.longestTaskMs,
      longest_task_open_ms: open.longestTaskMs,
      refreshes_closed: closed.refreshes,
      refreshes_open: open.refreshes,
      inp_closed_ms: closed.inpMs,
      inp_open_ms: open.inpMs,
      events_on_screen: closed.eventsInList,
      refresh_s: REFRESH_S,
      duration_s: SESSION_S,
      cpu_throttle: CPU_THROTTLE,
      run_s: Math.round((Date.now() - runStart) / 1000),
    }),
  );
}

async function main(): Promise<void> {
  const runStart = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const simulator = await startSimulator();
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const schedule = clickSchedule();
    if (process.env.BENCH_INSPECT === '1') {
      await inspectBench(browser, simulator.origin, schedule, runStart, loadAtStart);
      return;
    }
    const worker = await runSession(browser, simulator.origin, 'worker', schedule);
    const main = await runSession(browser, simulator.origin, 'main', schedule);
    const ratio = main.tbtMs > 0 ? worker.tbtMs / main.tbtMs : 0;
    const refreshRatio = main.refreshTbtMs > 0 ? worker.refreshTbtMs / main.refreshTbtMs : 0;

    console.log(`bench:browser: Chromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height}, ${SESSION_S} s per engine`);
    console.log(
      `CPU throttle ${CPU_THROTTLE}x (CDP Emulation.setCPUThrottlingRate): it slows the page's main thread only; ` +
        'the odds worker runs at full speed, so the worker engine is flattered against a slow phone',
    );
    console.log(
      `list: Early tab, "All early", SIM_EVENTS=${SIM_EVENTS}: ${worker.eventsInList} football events in the list ` +
        `(${(worker.payloadBytes / 1e6).toFixed(1)} MB per answer, the whole list each refresh), ` +
        `${worker.rowsInDom} event rows in the DOM (virtualised); refresh every ${REFRESH_S} s (?refresh=${REFRESH_S})`,
    );
    // Other processes on the machine stretch the throttled main thread too: the load says how quiet it was.
    console.log(
      `machine: ${availableParallelism()} cores, 1-min load average ${loadAtStart.toFixed(1)} at start, ` +
        `${(loadavg()[0] ?? 0).toFixed(1)} at end (figures vary from run to run on a busy machine)`,
    );
    console.log(`clicks: ${CLICKS} real mouse clicks on visible prices at the same moments for both engines; INP = worst click`);
    console.log(describeSession(worker));
    console.log(describeSession(main));
    console.log(
      `TBT worker/main: ${ratio.toFixed(3)} in all, ${refreshRatio.toFixed(3)} without the clicks' own work ` +
        `(long tasks starting within an input's span to its next paint + ${INPUT_TAIL_MS} ms are the input's)`,
    );
    console.log('a refresh ends when its answer is drawn and the countdown starts again then, so the slower engine refreshes less often');
    console.log(
      JSON.stringify({
        tbt_worker_ms: worker.tbtMs,
        tbt_main_ms: main.tbtMs,
        tbt_ratio: Number(ratio.toFixed(3)),
        tbt_refresh_worker_ms: worker.refreshTbtMs,
        tbt_refresh_main_ms: main.refreshTbtMs,
        tbt_refresh_ratio: Number(refreshRatio.toFixed(3)),
        long_tasks_worker: worker.longTasks,
        long_tasks_main: main.longTasks,
        longest_task_worker_ms: worker.longestTaskMs,
        longest_task_main_ms: main.longestTaskMs,
        refreshes_worker: worker.refreshes,
        refreshes_main: main.refreshes,
        inp_ms: worker.inpMs,
        inp_main_ms: main.inpMs,
        clicks: CLICKS,
        events_on_screen: worker.eventsInList,
        events_on_screen_main: main.eventsInList,
        refresh_s: REFRESH_S,
        duration_s: SESSION_S,
        cpu_throttle: CPU_THROTTLE,
        run_s: Math.round((Date.now() - runStart) / 1000),
      }),
    );
  } finally {
    await browser?.close();
    await simulator.stop();
  }
}

await main();
