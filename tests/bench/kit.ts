// What the browser benchmarks share (`bench:browser`, `bench:mobile`, `bench:lighthouse`): the
// simulator on a free loopback port, the page's long-task and Event Timing observers, and the
// arithmetic of TBT and INP. Each benchmark keeps its own viewport, throttle and clicks.
import { spawn } from 'node:child_process';
import type { ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { SCHEDULE_DAYS } from '@server/market/schedule';

export type EngineMode = 'worker' | 'main';

export const EARLY_EVENTS_TARGET = 3000;
// SIM_EVENTS is spread over SCHEDULE_DAYS days; "All early" lists every day but today.
export const SIM_EVENTS = Math.ceil((EARLY_EVENTS_TARGET * SCHEDULE_DAYS) / (SCHEDULE_DAYS - 1));
export { ALL_EARLY_DATE as ALL_EARLY } from '@contract/wire';
export const EARLY_TAB = 3;
export const REFRESH_S = 5;
// `BENCH_SECONDS` shortens the clicked minute for a quick look (figures then are not the README's).
export const SESSION_S = Math.max(10, Number(process.env.BENCH_SECONDS ?? 60));
export const CLICKS = 20;
// A long task blocks input for whatever it lasts beyond 50 ms (the TBT definition).
export const LONG_TASK_BUDGET_MS = 50;
// Event Timing reports interactions from 16 ms up (its smallest threshold); faster ones are not seen.
export const EVENT_DURATION_THRESHOLD_MS = 16;
export const POPUP_OPEN_MS = 1200;
export const STATIC_DIR = process.env.BENCH_STATIC_DIR ?? 'dist';
export const SERVER_START_TIMEOUT_MS = 60_000;

export interface Simulator {
  origin: string;
  /** The simulator's process (bench:server reads its peak memory). */
  pid: number;
  stop(): Promise<void>;
}

/** The simulator on a free loopback port (PORT=0) and a fresh data folder, removed on stop. */
export async function startSimulator(
  name: string,
  env: Record<string, string>,
): Promise<Simulator> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  const child: ChildProcessByStdio<null, Readable, null> = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/main.ts'],
    {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR,
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // A simulator still busy with a load gets 10 s to close, then is killed.
  return listening(child, dataDir, {
    name: 'the simulator',
    port: /localhost:(\d+)/,
    startTimeoutMs: SERVER_START_TIMEOUT_MS,
    killAfterMs: 10_000,
  });
}

/**
 * A bench's child server once it says its port on stdout (`port`'s first group), as a server on
 * loopback; `stop` ends it (SIGTERM, SIGKILL after `killAfterMs`) and removes its folder. A child
 * that exits or stays silent for `startTimeoutMs` is stopped and the start fails.
 */
export async function listening(
  child: ChildProcessByStdio<null, Readable, null>,
  dir: string,
  options: { name: string; port: RegExp; startTimeoutMs: number; killAfterMs: number },
): Promise<Simulator> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs);
    await exited;
    clearTimeout(killer);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${options.name} did not start`)),
        options.startTimeoutMs,
      );
      child.once('exit', (code) => reject(new Error(`${options.name} exited (${code})`)));
      child.stdout.on('data', (chunk: Buffer) => {
        const match = options.port.exec(chunk.toString());
        if (match?.[1] === undefined) return;
        clearTimeout(timer);
        resolve(Number(match[1]));
      });
    });
    return { origin: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

// Runs in the page before the app: the Early tab is chosen, and the observers buffer every long
// task and every interaction's event entries from the first moment. A string, so the bundler's
// helpers never reach the page.
/** The page's first script: the Early tab chosen (plus `filter`), the first-login popup already seen, the observers on. */
export function pageSetup(filter: Record<string, unknown>): string {
  return `
  localStorage.setItem('storageFilter', ${JSON.stringify(JSON.stringify({ sortFilterEventId: EARLY_TAB, ...filter }))});
  localStorage.setItem('firstLogin', 'false');
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
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
        onPrice: target instanceof Element && target.closest('[data-testid="price"]') !== null,
      });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: ${EVENT_DURATION_THRESHOLD_MS} });
`;
}

export interface LongTask {
  start: number;
  duration: number;
}

export interface EventEntry {
  interactionId: number;
  name: string;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
  onPrice: boolean;
}

export interface PageRecords {
  longTasks: LongTask[];
  events: EventEntry[];
}

/** One interaction: the longest of its entries is its latency (as INP counts it). */
export interface Interaction {
  start: number;
  latency: number;
  isClick: boolean;
  onPrice: boolean;
  /** Where the latency went (INP's three parts): waiting for the main thread, handlers, drawing. */
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
}

export const POINTER_EVENTS = new Set([
  'pointerdown',
  'pointerup',
  'click',
  'mousedown',
  'mouseup',
]);

/** Interactions (clicks, and the Escape presses closing the popup) that began inside the window. */
export function interactionsIn(
  events: readonly EventEntry[],
  from: number,
  to: number,
): Interaction[] {
  const groups = new Map<number, EventEntry[]>();
  for (const entry of events)
    groups.set(entry.interactionId, [...(groups.get(entry.interactionId) ?? []), entry]);
  const interactions: Interaction[] = [];
  for (const entries of groups.values()) {
    const start = Math.min(...entries.map((entry) => entry.start));
    if (start < from || start >= to) continue;
    const latency = Math.max(...entries.map((entry) => entry.duration));
    const firstProcessing = Math.min(...entries.map((entry) => entry.processingStart));
    const lastProcessed = Math.max(...entries.map((entry) => entry.processingEnd));
    interactions.push({
      start,
      latency,
      isClick: entries.some((entry) => POINTER_EVENTS.has(entry.name)),
      onPrice: entries.some((entry) => entry.onPrice),
      inputDelayMs: Math.max(0, firstProcessing - start),
      processingMs: Math.max(0, lastProcessed - firstProcessing),
      presentationMs: Math.max(0, start + latency - lastProcessed),
    });
  }
  return interactions;
}

// What the popup does after its first paint (the ticket call's answer drawn) still belongs to the click.
export const INPUT_TAIL_MS = 400;

/**
 * Long tasks that no input started: the refreshes (and the realtime feed, timers), which is what
 * the engine's place decides. A task starting inside an input's span, from the input to its next
 * paint plus INPUT_TAIL_MS, is the input's work; one already running when the input came is not.
 */
export function tasksNotFromInput(
  tasks: readonly LongTask[],
  interactions: readonly Interaction[],
  inputTimes: readonly number[],
): LongTask[] {
  const spans = [
    ...interactions.map((input) => ({
      from: input.start,
      to: input.start + input.latency + INPUT_TAIL_MS,
    })),
    // Inputs handled under the observer's threshold are not reported; their own moment still counts.
    ...inputTimes.map((time) => ({ from: time, to: time + INPUT_TAIL_MS })),
  ];
  return tasks.filter(
    (task) => !spans.some((span) => task.start >= span.from && task.start < span.to),
  );
}

/**
 * INP as Chrome reports it: the worst interaction, skipping one per 50 (the 98th percentile once
 * there are many). Clicks faster than the observer's threshold are not reported, so with none
 * reported the latency was under 16 ms.
 */
export function interactionToNextPaint(latencies: readonly number[]): number {
  if (latencies.length === 0) return 0;
  const sorted = latencies.slice().sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(latencies.length / 50))] ?? 0;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = values.slice().sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function totalBlockingTime(tasks: readonly LongTask[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_BUDGET_MS), 0);
}

/** Seconds into the session of each click: one per slot, at a fixed pseudo-random place in it. */
export function clickSchedule(): number[] {
  let state = 20_240_611;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const slot = SESSION_S / CLICKS;
  // Leave the last 1.5 s of the window for the final click's entry to arrive.
  return Array.from({ length: CLICKS }, (_, i) =>
    Math.min(SESSION_S - 1.5, i * slot + 0.5 + next() * (slot - 1)),
  );
}

/** Centres of the prices a member can see and hit now (not under the popup or off screen). */
export async function visiblePrices(page: Page): Promise<{ x: number; y: number }[]> {
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

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The odds stream off for a context's pages (runtime config `realtime.odds` false): the countdown alone. */
export async function withoutOddsStream(context: BrowserContext): Promise<void> {
  const oddsOff = async (route: Route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: (await response.text()).replace('"odds":true', '"odds":false'),
    });
  };
  // The settings the server writes into the app's page, and the file a page from a service worker runs.
  await context.route((url) => url.pathname.startsWith('/one-all-sport'), oddsOff);
  await context.route('**/runtime-config.js', oddsOff);
}
