// What bench:browser and bench:mobile share: the same session on the odds board run in
// rounds, each round measuring the machine first (a speed index and the load), then the worker
// engine and the main-thread engine side by side; at the end the median and the spread of every
// figure, with the rounds taken on a busy machine flagged. The main thread is slowed to a device
// tier, calibrated at the start of each round (cpuCalibration.ts); a round whose index reached
// misses the tier's by more than 10 % is flagged MISSED. Each session has two parts: a minute of
// real clicks or taps on prices (INP, long tasks, TBT), then a quiet window traced by Chromium
// (the main thread's time per refresh and where it goes).
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

import {
  ALL_EARLY,
  clickSchedule,
  interactionsIn,
  type Interaction,
  interactionToNextPaint,
  median,
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
import { mainThreadWork, markTime, startTrace, TRACE_CATEGORIES, WORK_KINDS } from './trace';
import { sourceMapResolver } from './cpuProfile';
import { describeTap, tapsOf, tapsSummary, withWork } from './tapProfile';
import type { Tap } from './tapProfile';
import {
  benchmarkIndexScript,
  calibrateInNewPage,
  calibrationJson,
  describeCalibration,
  MISS_TOLERANCE,
  rateOverride,
} from './cpuCalibration';
import type { Calibration, Tier } from './cpuCalibration';
import type { WorkKind } from './trace';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { recordLine } from './record';
import { STATIC_DIR } from './kit';

/** Rounds of the whole comparison (`BENCH_ROUNDS`, at least 1; 3 by default). */
export const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Refreshes the quiet traced window waits for. */
export const TRACE_REFRESHES = 3;
/**
 * `BENCH_TAP_PROFILE=1`: the clicked minute traced with V8's sampler, each tap's work by function
 * printed for the session's worst taps. The tracing slows the page a little: its latencies are
 * for reading where the time goes, not for comparing with untraced runs.
 */
export const TAP_PROFILE = process.env.BENCH_TAP_PROFILE === '1';
/** The slowest taps of a session printed with their parts (and work, when traced). */
export const WORST_TAPS_SHOWN = 3;

export interface BoardBenchConfig {
  name: string;
  /** The device tier the main thread is calibrated to (phone: low, desktop: mid). */
  tier: Tier;
  /** The fixed rate used before calibration (`BENCH_CPU_RATE=legacy`). */
  legacyRate: number;
  context: BrowserContextOptions;
  /** The entry address (token, layout), without `&refresh=` or `&engine=`. */
  entry: string;
  /** The page's first script (kit's pageSetup). */
  pageSetup: string;
  /** What has to happen once the page is open for "All early" to be shown (a select, or nothing). */
  chooseAllEarly?(page: Page): Promise<void>;
  /** The test id of what a click on a price opens (quick bet, ticket modal). */
  popupTestId: string;
  input: 'mouse' | 'touch';
  /** What a click is called in the lines printed. */
  inputName: string;
  /** Sets the aims printed beside the medians. */
  aims: { refreshTbtPerMinMs: number; inpMs: number; ratio: number; heapMb?: number };
  /** The two runs compared in each round: by default the worker engine, then the main-thread one. */
  variants?: readonly [Variant, Variant];
}

/** One side of the comparison: its label, its engine, extra query parameters, and what to do once open. */
export interface Variant {
  label: string;
  engine: EngineMode;
  query?: string;
  prepare?(page: Page): Promise<void>;
}

export const ENGINE_VARIANTS: readonly [Variant, Variant] = [
  { label: 'worker', engine: 'worker' },
  { label: 'main', engine: 'main', query: '&engine=main' },
];

export interface Session {
  label: string;
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
  /** The slowest click: which one of the run (1-based), and its input delay, handlers and drawing. */
  worstClick: { index: number; delayMs: number; processingMs: number; presentationMs: number };
  medianClickMs: number;
  popupsOpened: number;
  rowsInDom: number;
  heapMb: number;
  /** The traced quiet window: refreshes in it, and the main thread's time per refresh. */
  traceRefreshes: number;
  traceBusyPerRefreshMs: number;
  traceLongTasks: number;
  traceByKindPerRefreshMs: Record<WorkKind, number>;
  /** Every reported tap of the clicked minute, in time order. */
  taps: Tap[];
}

interface ListCount {
  events: number;
  bytes: number;
}

/**
 * Lighthouse's `benchmarkIndex` in a fresh, unthrottled page (the machine's speed alone). The
 * calibration (cpuCalibration.ts) measures it itself; kept for benches that only want the speed.
 */
export async function speedIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate<number>(benchmarkIndexScript());
  } finally {
    await page.close();
  }
}

export interface MachineState {
  /** Lighthouse's benchmarkIndex unthrottled (the calibration's first measure). */
  index: number;
  load: number;
  cores: number;
}

/**
 * A round is flagged busy when its speed index fell 15 % below the best round's (something else
 * took the CPU while it was measured), or when the machine was already fully loaded before the
 * benchmark began (1-minute load over the cores). The 1-minute load lags by a minute or two: at a
 * later round's start it is mostly the benchmark's own previous round (its browser and simulator),
 * so it is printed but does not flag the round.
 */
export function isBusy(state: MachineState, bestIndex: number, loadBefore: number): boolean {
  return loadBefore > state.cores || state.index < bestIndex * 0.85;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spreadOf(values: readonly number[]): Spread {
  return {
    median: median(values),
    min: values.length === 0 ? 0 : Math.min(...values),
    max: values.length === 0 ? 0 : Math.max(...values),
  };
}

export function formatSpread(spread: Spread, digits = 0): string {
  const f = (value: number) => value.toFixed(digits);
  return `${f(spread.median)} (${f(spread.min)}–${f(spread.max)})`;
}

/** Escape closes what the click opened; true when a key was pressed. */
async function closePopup(page: Page, testId: string): Promise<boolean> {
  if ((await page.getByTestId(testId).count()) === 0) return false;
  await page.keyboard.press('Escape');
  return true;
}

/** One engine's session: load the Early tab's "All early", steady state, a minute of clicks, a traced quiet window. */
export async function runSession(
  browser: Browser,
  origin: string,
  config: BoardBenchConfig,
  variant: Variant,
  schedule: readonly number[],
  cpu: Calibration,
): Promise<Session> {
  const context = await browser.newContext(config.context);
  try {
    await context.addInitScript({ content: config.pageSetup });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cpu.apply(cdp);

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

    await page.goto(`${origin}${config.entry}&refresh=${REFRESH_S}${variant.query ?? ''}`);
    await config.chooseAllEarly?.(page);
    await page
      .locator('[data-testid="odds-table"][data-kind="early"] [data-testid="price"]')
      .first()
      .waitFor({ timeout: 60_000 });
    await variant.prepare?.(page);
    // Steady state: the full load, then one refresh that only brings changes.
    while (answers.length < 2) await sleep(200);
    await sleep(1000);
    const list = (await counted.first) ?? { events: 0, bytes: 0 };

    const stopTapTrace = TAP_PROFILE
      ? await startTrace(cdp, `${TRACE_CATEGORIES},disabled-by-default-v8.cpu_profiler`)
      : null;
    const windowStart = await page.evaluate(() => performance.mark('bench-taps-start').startTime);
    const startedAt = Date.now();
    let popupsOpened = 0;
    // Page-clock moments of the inputs sent (clicks and Escape presses).
    const inputTimes: number[] = [];
    const pageNow = () => windowStart + (Date.now() - startedAt);
    for (const [i, at] of schedule.entries()) {
      if (await closePopup(page, config.popupTestId)) inputTimes.push(pageNow());
      const prices = await visiblePrices(page);
      // Spread the clicks over the visible cells, the same sequence for both engines.
      const target = prices[Math.floor(((i * 0.618_034) % 1) * prices.length)];
      await sleep(startedAt + at * 1000 - Date.now());
      if (target === undefined) continue;
      inputTimes.push(pageNow());
      if (config.input === 'touch') await page.touchscreen.tap(target.x, target.y);
      else await page.mouse.click(target.x, target.y);
      await sleep(POPUP_OPEN_MS);
      if ((await page.getByTestId(config.popupTestId).count()) > 0) popupsOpened += 1;
    }
    await sleep(startedAt + SESSION_S * 1000 - Date.now());
    const windowEnd = windowStart + (Date.now() - startedAt);
    const refreshes = answers.filter((time) => time >= startedAt).length;
    const tapEvents = stopTapTrace === null ? null : await stopTapTrace();

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
    const listTimes = answers.map((time) => windowStart + (time - startedAt));
    let taps = tapsOf(interactions, listTimes, windowStart);
    const tapMark = tapEvents === null ? null : markTime(tapEvents, 'bench-taps-start');
    if (tapEvents !== null && tapMark !== null)
      taps = withWork(
        taps,
        tapEvents,
        { traceUs: tapMark, pageMs: windowStart },
        sourceMapResolver(STATIC_DIR, { lines: true }),
      );
    const rowsInDom = await page.getByTestId('event-row').count();

    // The quiet window: no input, traced until TRACE_REFRESHES more answers were drawn.
    await closePopup(page, config.popupTestId);
    await sleep(1000);
    const stopTrace = await startTrace(cdp);
    await page.evaluate(() => performance.mark('bench-trace-start'));
    const traceFrom = answers.length;
    const traceDeadline = Date.now() + (TRACE_REFRESHES + 2) * REFRESH_S * 1000 * 2;
    while (answers.length - traceFrom < TRACE_REFRESHES && Date.now() < traceDeadline)
      await sleep(200);
    // The last answer is drawn and the countdown runs on a little: the window ends mid-interval.
    await sleep(2000);
    await page.evaluate(() => performance.mark('bench-trace-end'));
    const events = await stopTrace();
    // `BENCH_TRACE_DIR`: each traced window saved for Chromium's performance panel.
    if (process.env.BENCH_TRACE_DIR !== undefined)
      writeFileSync(
        join(
          process.env.BENCH_TRACE_DIR,
          `${config.name.replace(/\W/g, '-')}-${variant.label}-${Date.now()}.json`,
        ),
        JSON.stringify({ traceEvents: events }),
      );
    const traceRefreshes = answers.length - traceFrom;
    const from = markTime(events, 'bench-trace-start') ?? 0;
    const to = markTime(events, 'bench-trace-end') ?? Number.POSITIVE_INFINITY;
    const work = mainThreadWork(events, from, to);
    const per = (ms: number) => (traceRefreshes > 0 ? ms / traceRefreshes : 0);

    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    return {
      label: variant.label,
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
      worstClick: worstOf(interactions),
      medianClickMs: Math.round(median(latencies)),
      popupsOpened,
      rowsInDom,
      heapMb: Number((heap.usedSize / 1e6).toFixed(1)),
      traceRefreshes,
      traceBusyPerRefreshMs: Number(per(work.busyMs).toFixed(1)),
      traceLongTasks: work.longTasks,
      traceByKindPerRefreshMs: Object.fromEntries(
        WORK_KINDS.map((kind) => [kind, Number(per(work.byKind[kind]).toFixed(1))]),
      ) as Record<WorkKind, number>,
      taps,
    };
  } finally {
    await context.close();
  }
}

function worstOf(interactions: readonly Interaction[]): Session['worstClick'] {
  const byTime = interactions.slice().sort((a, b) => a.start - b.start);
  const worst = byTime.reduce<Interaction | undefined>(
    (slowest, next) => (slowest === undefined || next.latency > slowest.latency ? next : slowest),
    undefined,
  );
  if (worst === undefined) return { index: 0, delayMs: 0, processingMs: 0, presentationMs: 0 };
  return {
    index: byTime.indexOf(worst) + 1,
    delayMs: Math.round(worst.inputDelayMs),
    processingMs: Math.round(worst.processingMs),
    presentationMs: Math.round(worst.presentationMs),
  };
}

export function describeSession(s: Session): string {
  const perRefresh = s.refreshes > 0 ? Math.round(s.refreshTbtMs / s.refreshes) : 0;
  const kinds = WORK_KINDS.map((kind) => `${kind} ${s.traceByKindPerRefreshMs[kind]}`).join(', ');
  return [
    `${s.label.padEnd(6)} refreshes ${String(s.refreshes).padStart(2)}`,
    `long tasks ${String(s.longTasks).padStart(3)}`,
    `TBT ${String(s.tbtMs).padStart(5)} ms`,
    `without input ${String(s.refreshLongTasks).padStart(2)} tasks ${String(s.refreshTbtMs).padStart(5)} ms (${perRefresh} ms/refresh)`,
    `longest ${s.longestTaskMs} ms`,
    `INP ${s.inpMs} ms (median ${s.medianClickMs}, ${s.clicksReported}/${s.clicks} reported, ${s.popupsOpened} opened; worst was #${s.worstClick.index}: delay ${s.worstClick.delayMs} + handlers ${s.worstClick.processingMs} + drawing ${s.worstClick.presentationMs})`,
    `heap ${s.heapMb} MB`,
    `trace: ${s.traceBusyPerRefreshMs} ms main thread a refresh over ${s.traceRefreshes} refreshes, ${s.traceLongTasks} long tasks (${kinds})`,
  ].join(' | ');
}

function summaryLines(taps: readonly Tap[]): string[] {
  const summary = tapsSummary(taps);
  if (summary === null) return [];
  const kinds = WORK_KINDS.map((kind) => `${kind} ${summary.byKind[kind]}`).join(', ');
  return [
    `  the taps' main-thread CPU (thread time, ms): median ${summary.cpuMedianMs}, largest ${summary.cpuMaxMs}, all ${summary.cpuSumMs}; the input's own tasks median ${summary.inputCpuMedianMs}, largest ${summary.inputCpuMaxMs}; their time by kind: ${kinds}`,
    `  their time by function (own): ${summary.self.map(([label, ms]) => `${label} ${ms}`).join(', ')}`,
  ];
}

/** The session's slowest taps, each on its own lines. */
export function describeWorstTaps(s: Session): string {
  const worst = s.taps
    .slice()
    .sort((a, b) => b.latencyMs - a.latencyMs)
    .slice(0, WORST_TAPS_SHOWN);
  return [
    `${s.label} taps reported (ms, in order): ${s.taps.map((tap) => tap.latencyMs).join(' ')}; the slowest:`,
    ...worst.map((tap) => `  ${describeTap(tap)}`),
    ...summaryLines(s.taps),
  ].join('\n');
}

export interface Round {
  machine: MachineState;
  /** The round's CPU calibration: target, rate, index reached, missed. */
  cpu: Calibration;
  busy: boolean;
  /** The two variants' sessions, in the config's order. */
  sessions: readonly [Session, Session];
}

const ratioOf = (a: number, b: number) => (b > 0 ? a / b : 0);

/** Each figure of a session that is summarised over the rounds, and its name in the JSON line. */
const FIGURES: Record<string, (s: Session) => number> = {
  refresh_tbt_per_min_ms: (s) => s.refreshTbtMs / (SESSION_S / 60),
  refresh_long_tasks: (s) => s.refreshLongTasks,
  trace_ms_per_refresh: (s) => s.traceBusyPerRefreshMs,
  trace_long_tasks: (s) => s.traceLongTasks,
  inp_ms: (s) => s.inpMs,
  median_click_ms: (s) => s.medianClickMs,
  heap_mb: (s) => s.heapMb,
  ...Object.fromEntries(
    WORK_KINDS.map((kind) => [
      `trace_${kind}_ms_per_refresh`,
      (s: Session) => s.traceByKindPerRefreshMs[kind],
    ]),
  ),
};

/** The comparison in rounds; prints every round, then the medians and spreads, then one JSON line. */
export async function runBoardBench(config: BoardBenchConfig): Promise<void> {
  const runStart = Date.now();
  const loadBefore = loadavg()[0] ?? 0;
  const variants = config.variants ?? ENGINE_VARIANTS;
  const [a, b] = variants;
  const simulator = await startSimulator(config.name.replace(/\W/g, '-'), {
    SIM_EVENTS: String(SIM_EVENTS),
    SIM_TEST_HOOKS: '1',
  });
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const schedule = clickSchedule();
    const override = rateOverride();
    const measured: Omit<Round, 'busy'>[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const cpu = await calibrateInNewPage(browser, config.tier, {
        legacyRate: config.legacyRate,
        override,
      });
      const machine: MachineState = {
        index: cpu.unthrottledIndex,
        load: loadavg()[0] ?? 0,
        cores: availableParallelism(),
      };
      console.log(`round ${round}/${ROUNDS}: ${describeCalibration(cpu)}`);
      const first = await runSession(browser, simulator.origin, config, a, schedule, cpu);
      const second = await runSession(browser, simulator.origin, config, b, schedule, cpu);
      measured.push({ machine, cpu, sessions: [first, second] });
      console.log(
        `round ${round}/${ROUNDS}: speed index ${machine.index}, 1-min load ${machine.load.toFixed(2)} (${machine.cores} cores)`,
      );
      console.log(`  ${describeSession(first)}`);
      console.log(`  ${describeSession(second)}`);
      console.log(describeWorstTaps(first));
      console.log(describeWorstTaps(second));
    }
    const bestIndex = Math.max(...measured.map((round) => round.machine.index));
    const rounds: Round[] = measured.map((round) => ({
      ...round,
      busy: isBusy(round.machine, bestIndex, loadBefore),
    }));
    const side = (i: 0 | 1) => rounds.map((round) => round.sessions[i]);
    const figures = Object.fromEntries(
      Object.entries(FIGURES).map(([key, read]) => [
        key,
        { [a.label]: spreadOf(side(0).map(read)), [b.label]: spreadOf(side(1).map(read)) },
      ]),
    ) as Record<string, Record<string, Spread>>;
    const ratios = {
      refresh_tbt: spreadOf(
        rounds.map((round) =>
          ratioOf(round.sessions[0].refreshTbtMs, round.sessions[1].refreshTbtMs),
        ),
      ),
      trace_ms_per_refresh: spreadOf(
        rounds.map((round) =>
          ratioOf(round.sessions[0].traceBusyPerRefreshMs, round.sessions[1].traceBusyPerRefreshMs),
        ),
      ),
    };
    const pick = (key: string, label: string): Spread =>
      figures[key]?.[label] ?? { median: 0, min: 0, max: 0 };
    const both = (key: string, digits = 0) =>
      `${a.label} ${formatSpread(pick(key, a.label), digits)}, ${b.label} ${formatSpread(pick(key, b.label), digits)}`;
    const lead = rounds[0]?.sessions[0];
    const rates = spreadOf(rounds.map((round) => round.cpu.rate));
    const reached = spreadOf(rounds.map((round) => round.cpu.reachedIndex));
    const target = rounds[0]?.cpu.target ?? null;
    const slowed =
      target === null
        ? `main thread slowed ${formatSpread(rates, 2)}x fixed (BENCH_CPU_RATE)`
        : `main thread calibrated to the ${config.tier} tier (index ${target}): rate ${formatSpread(rates, 2)}x, index reached ${formatSpread(reached)}`;
    console.log(
      `${config.name}: Chromium ${browser.version()}, ${JSON.stringify(config.context.viewport)}, ` +
        `${slowed} (CDP; the worker runs at full speed), ${ROUNDS} round(s) of ` +
        `${SESSION_S} s of ${config.inputName}s + a traced quiet window of ${TRACE_REFRESHES} refreshes, ${a.label} then ${b.label}`,
    );
    console.log(
      `list: Early tab, "All early", SIM_EVENTS=${SIM_EVENTS}: ${lead?.eventsInList ?? 0} football events ` +
        `(${((lead?.payloadBytes ?? 0) / 1e6).toFixed(1)} MB an answer), ${lead?.rowsInDom ?? 0} rows in the DOM (virtualised), ` +
        `refresh every ${REFRESH_S} s`,
    );
    for (const [i, round] of rounds.entries())
      console.log(
        `round ${i + 1}: speed index ${round.machine.index}, load ${round.machine.load.toFixed(2)}, ` +
          `rate ${round.cpu.rate}x, index reached ${round.cpu.reachedIndex}${round.cpu.target === null ? '' : ` (target ${round.cpu.target})`}: ` +
          [
            round.busy ? 'BUSY (figures not comparable)' : 'quiet',
            ...(round.cpu.missed ? ['MISSED the tier (figures not at the target)'] : []),
          ].join(', '),
      );
    console.log(
      `1-min load before the benchmark began: ${loadBefore.toFixed(2)} (${availableParallelism()} cores)`,
    );
    const busy = rounds.filter((round) => round.busy).length;
    if (busy > 0)
      console.log(
        `WARNING: ${busy} of ${ROUNDS} round(s) ran on a busy machine (load over the cores before the start, or speed index 15 % under the best round's)`,
      );
    const missed = rounds.filter((round) => round.cpu.missed).length;
    if (missed > 0)
      console.log(
        `WARNING: ${missed} of ${ROUNDS} round(s) missed the ${config.tier} tier (index reached more than ${MISS_TOLERANCE * 100} % off ${target ?? ''}): their figures are not at the tier`,
      );
    const aims = config.aims;
    console.log('median (min–max) over the rounds:');
    console.log(
      `  refresh TBT a minute (ms): ${both('refresh_tbt_per_min_ms')} (aim <= ${aims.refreshTbtPerMinMs}); ` +
        `${a.label}/${b.label} ${formatSpread(ratios.refresh_tbt, 3)} (aim <= ${aims.ratio})`,
    );
    console.log(
      `  long tasks from refreshes: clicked minute ${both('refresh_long_tasks')}; traced window ${both('trace_long_tasks')}`,
    );
    console.log(
      `  trace, main thread a refresh (ms): ${both('trace_ms_per_refresh', 1)}; ${a.label}/${b.label} ${formatSpread(ratios.trace_ms_per_refresh, 3)}`,
    );
    console.log(
      `  where ${a.label}'s refresh time goes (ms): ${WORK_KINDS.map(
        (kind) => `${kind} ${formatSpread(pick(`trace_${kind}_ms_per_refresh`, a.label), 1)}`,
      ).join(', ')}`,
    );
    console.log(
      `  INP, worst ${config.inputName} (ms): ${both('inp_ms')} (aim <= ${aims.inpMs}); median ${config.inputName} ${both('median_click_ms')}`,
    );
    console.log(
      `  JS heap (MB): ${both('heap_mb', 1)}${aims.heapMb === undefined ? '' : ` (aim <= ${aims.heapMb})`}`,
    );
    console.log(recordLine(config.name));
    console.log(
      JSON.stringify({
        bench: config.name,
        rounds: ROUNDS,
        busy_rounds: busy,
        missed_rounds: missed,
        load_before: Number(loadBefore.toFixed(2)),
        speed_index: spreadOf(rounds.map((round) => round.machine.index)),
        load: spreadOf(rounds.map((round) => round.machine.load)),
        cpu: { tier: config.tier, target, rate: rates, reached_index: reached },
        cpu_throttle: rates.median,
        refresh_s: REFRESH_S,
        duration_s: SESSION_S,
        ratios,
        figures,
        per_round: rounds.map((round) => ({
          index: round.machine.index,
          load: Number(round.machine.load.toFixed(2)),
          busy: round.busy,
          cpu: calibrationJson(round.cpu),
          sessions: round.sessions,
        })),
        run_s: Math.round((Date.now() - runStart) / 1000),
      }),
    );
  } finally {
    await browser?.close();
    await simulator.stop();
  }
}
