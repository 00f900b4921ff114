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

const CPU_THROTTLE = 4;
const VIEWPORT = { width: 1440, height: 900 };
const ENTRY = '/one-all-sport?userToken=demo&device=1';
const PAGE_SETUP = pageSetup({});

/** Escape closes the quick-bet popup if the click opened one; true when a key was pressed. */
async function closeQuickBet(page: Page): Promise<boolean> {
  if ((await page.getByTestId('popup-quick-bet').count()) === 0) return false;
  await page.keyboard.press('Escape');
  return true;
}

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
async function runSession(
  browser: Browser,
  origin: string,
  engine: EngineMode,
  schedule: readonly number[],
  inspect = false,
): Promise<Session> {
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
      counted.first ??= response.body().then((body) => ({
        events: (JSON.parse(body.toString()) as { data: unknown[] }).data.length,
        bytes: body.length,
      }));
    });

    const engineParam = engine === 'main' ? '&engine=main' : '';
    await page.goto(
      `${origin}${ENTRY}&refresh=${REFRESH_S}${engineParam}${inspect ? '&inspect=1' : ''}`,
    );
    if (inspect)
      await page
        .locator('[data-testid="inspector"] [data-testid="statechart"][data-ready="true"]')
        .first()
        .waitFor({ timeout: 60_000 });
    await page.getByTestId('early-date').selectOption(ALL_EARLY, { timeout: 60_000 });
    await page
      .locator('[data-testid="odds-table"][data-kind="early"] [data-testid="price"]')
      .first()
      .waitFor({ timeout: 60_000 });
    // The docked panel covers the lower part of the window: bring the odds to the top, above it.
    if (inspect)
      await page
        .locator('[data-testid="odds-table"][data-kind="early"]')
        .evaluate((table) => table.scrollIntoView({ block: 'start' }));
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
async function inspectBench(
  browser: Browser,
  origin: string,
  schedule: readonly number[],
  runStart: number,
  loadAtStart: number,
): Promise<void> {
  const closed = await runSession(browser, origin, 'worker', schedule);
  const open = await runSession(browser, origin, 'worker', schedule, true);
  const ratio = (a: number, b: number) => (b > 0 ? Number((a / b).toFixed(3)) : 0);
  console.log(
    `bench:browser (BENCH_INSPECT=1): Chromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height}, ${SESSION_S} s per run, CPU throttle ${CPU_THROTTLE}x`,
  );
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
  const simulator = await startSimulator('browser', {
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
    if (process.env.BENCH_INSPECT === '1') {
      await inspectBench(browser, simulator.origin, schedule, runStart, loadAtStart);
      return;
    }
    const worker = await runSession(browser, simulator.origin, 'worker', schedule);
    const main = await runSession(browser, simulator.origin, 'main', schedule);
    const ratio = main.tbtMs > 0 ? worker.tbtMs / main.tbtMs : 0;
    const refreshRatio = main.refreshTbtMs > 0 ? worker.refreshTbtMs / main.refreshTbtMs : 0;

    console.log(
      `bench:browser: Chromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height}, ${SESSION_S} s per engine`,
    );
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
    console.log(
      `clicks: ${CLICKS} real mouse clicks on visible prices at the same moments for both engines; INP = worst click`,
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
