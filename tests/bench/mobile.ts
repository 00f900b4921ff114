// Low-end phone benchmark: `npm run bench:mobile` (builds first, then runs this file).
// The built app on the simulator in Debian's Chromium as a phone: 390x844, touch, the mobile layout
// (`device=0`), the main thread slowed 6x (a low-end Android), the odds board refreshing every 5 s
// (`?refresh=5`) over ~3,000 football events (Early tab, "All early", set in storageFilter).
// The same 60 s session runs twice, odds engine in its Web Worker and then on the main thread
// (`?engine=main`): main-thread long tasks and total blocking time of each, the latency of ~20 real
// taps on prices (Event Timing API, INP; each tap in single mode opens the ticket modal, closed
// again before the next), and the page's JS heap at the end. Readable lines, then one JSON line.
// `BENCH_STATIC_DIR` serves another build than `dist/` (a build of one's own, leaving `dist/` alone).
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';

import {
  ALL_EARLY,
  CLICKS,
  clickSchedule,
  EVENT_DURATION_THRESHOLD_MS,
  INPUT_TAIL_MS,
  interactionsIn,
  interactionToNextPaint,
  median,
  pageSetup,
  POPUP_OPEN_MS,
  REFRESH_S,
  SESSION_S,
  SIM_EVENTS,
  sleep,
  startSimulator,
  tasksNotFromInput,
  totalBlockingTime,
  visiblePrices,
} from './kit';
import type { EngineMode, PageRecords } from './kit';

const CPU_THROTTLE = 6;
const VIEWPORT = { width: 390, height: 844 };
const ENTRY = '/one-all-sport?userToken=demo&device=0';
const PAGE_SETUP = pageSetup({ sortEarlyDate: ALL_EARLY });

/** Escape closes the ticket modal if the tap opened one; true when a key was pressed. */
async function closeTicketModal(page: Page): Promise<boolean> {
  if ((await page.getByTestId('bet-ticket').count()) === 0) return false;
  await page.keyboard.press('Escape');
  return true;
}

interface Session {
  engine: EngineMode;
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
  heapMb: number;
}

interface ListCount {
  events: number;
  bytes: number;
}

/** One engine's session: load the Early tab, choose "All early", wait for steady state, then measure. */
async function runSession(
  browser: Browser,
  origin: string,
  engine: EngineMode,
  schedule: readonly number[],
): Promise<Session> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
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
      counted.first ??= response.body().then((body) => ({
        events: (JSON.parse(body.toString()) as { data: unknown[] }).data.length,
        bytes: body.length,
      }));
    });

    const engineParam = engine === 'main' ? '&engine=main' : '';
    await page.goto(`${origin}${ENTRY}&refresh=${REFRESH_S}${engineParam}`);
    await page
      .locator('[data-testid="odds-table"][data-kind="early"] [data-testid="price"]')
      .first()
      .waitFor({ timeout: 60_000 });
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
      if (await closeTicketModal(page)) inputTimes.push(pageNow());
      const prices = await visiblePrices(page);
      // Spread the clicks over the visible cells, the same sequence for both engines.
      const target = prices[Math.floor(((i * 0.618_034) % 1) * prices.length)];
      await sleep(startedAt + at * 1000 - Date.now());
      if (target === undefined) continue;
      inputTimes.push(pageNow());
      await page.touchscreen.tap(target.x, target.y);
      await sleep(POPUP_OPEN_MS);
      if ((await page.getByTestId('bet-ticket').count()) > 0) popupsOpened += 1;
    }
    await sleep(startedAt + SESSION_S * 1000 - Date.now());
    const windowEnd = windowStart + (Date.now() - startedAt);
    const refreshes = answers.filter((time) => time >= startedAt).length;

    const records = await page.evaluate(
      () => (window as unknown as { __bench: PageRecords }).__bench,
    );
    const tasks = records.longTasks.filter(
      (task) => task.start >= windowStart && task.start < windowEnd,
    );
    const inputs = interactionsIn(records.events, windowStart, windowEnd);
    const interactions = inputs.filter((input) => input.isClick);
    const latencies = interactions.map((interaction) => interaction.latency);
    const refreshTasks = tasksNotFromInput(tasks, inputs, inputTimes);
    const rowsInDom = await page.getByTestId('event-row').count();
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return {
      engine,
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
      heapMb: Number((heap.usedSize / 1e6).toFixed(1)),
    };
  } finally {
    await context.close();
  }
}

function describeSession(s: Session): string {
  const perRefresh = s.refreshes > 0 ? Math.round(s.refreshTbtMs / s.refreshes) : 0;
  return [
    `${s.engine.padEnd(6)} refreshes ${String(s.refreshes).padStart(2)}`,
    `long tasks ${String(s.longTasks).padStart(3)}`,
    `TBT ${String(s.tbtMs).padStart(6)} ms`,
    `without input ${String(s.refreshLongTasks).padStart(3)} tasks ${String(s.refreshTbtMs).padStart(6)} ms (${perRefresh} ms/refresh)`,
    `longest ${s.longestTaskMs} ms`,
    `INP ${s.inpMs} ms (median ${s.medianClickMs} ms, ${s.clicksReported}/${s.clicks} taps >= ${EVENT_DURATION_THRESHOLD_MS} ms, ${s.popupsOpened} ticket modals)`,
    `JS heap ${s.heapMb} MB`,
  ].join(' | ');
}

async function main(): Promise<void> {
  const runStart = Date.now();
  const loadAtStart = loadavg()[0] ?? 0;
  const simulator = await startSimulator('mobile', {
    SIM_EVENTS: String(SIM_EVENTS),
    SIM_TEST_HOOKS: '1',
  });
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    const schedule = clickSchedule();
    const worker = await runSession(browser, simulator.origin, 'worker', schedule);
    const main = await runSession(browser, simulator.origin, 'main', schedule);
    const ratio = main.tbtMs > 0 ? worker.tbtMs / main.tbtMs : 0;
    const refreshRatio = main.refreshTbtMs > 0 ? worker.refreshTbtMs / main.refreshTbtMs : 0;

    console.log(
      `bench:mobile: Chromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height}, ${SESSION_S} s per engine`,
    );
    console.log(
      `CPU throttle ${CPU_THROTTLE}x (CDP Emulation.setCPUThrottlingRate): it slows the page's main thread only; ` +
        'the odds worker runs at full speed, so the worker engine is flattered against a slow phone',
    );
    console.log(
      `list: Early tab, "All early", SIM_EVENTS=${SIM_EVENTS}: ${worker.eventsInList} football events in the list ` +
        `(${(worker.payloadBytes / 1e6).toFixed(1)} MB per answer, the whole list each refresh), ` +
        `${worker.rowsInDom} match boxes in the DOM (virtualised); refresh every ${REFRESH_S} s (?refresh=${REFRESH_S})`,
    );
    // Other processes on the machine stretch the throttled main thread too: the load says how quiet it was.
    console.log(
      `machine: ${availableParallelism()} cores, 1-min load average ${loadAtStart.toFixed(1)} at start, ` +
        `${(loadavg()[0] ?? 0).toFixed(1)} at end (figures vary from run to run on a busy machine)`,
    );
    console.log(
      `taps: ${CLICKS} real touch taps on visible prices at the same moments for both engines; INP = worst tap`,
    );
    const minutes = SESSION_S / 60;
    console.log(
      `aims: refresh TBT <= 100 ms/min (worker ${Math.round(worker.refreshTbtMs / minutes)}), INP <= 200 ms (worker ${worker.inpMs}), heap <= 60 MB (worker ${worker.heapMb}), worker/main TBT <= 0.1`,
    );
    console.log(describeSession(worker));
    console.log(describeSession(main));
    console.log(
      `TBT worker/main: ${ratio.toFixed(3)} in all, ${refreshRatio.toFixed(3)} without the clicks' own work ` +
        `(long tasks starting within an input's span to its next paint + ${INPUT_TAIL_MS} ms are the input's)`,
    );
    console.log(
      'a refresh ends when its answer is drawn and the countdown starts again then, so the slower engine refreshes less often',
    );
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
        heap_worker_mb: worker.heapMb,
        heap_main_mb: main.heapMb,
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
