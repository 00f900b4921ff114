// @ts-nocheck
// CPU calibration for the browser benchmarks: the main thread is slowed so that the page
// runs like a device tier, whatever the machine, as Chrome DevTools' CalibrationController does.
// Lighthouse's benchmarkIndex is measured in a page unthrottled, then the CDP
// `Emulation.setCPUThrottlingRate` rate is bisected, measuring the index under each rate, until the
// throttled index lands on the tier's; the chosen rate is checked by measuring again under it.
// Lighthouse's simulated throttling gets a `cpuSlowdownMultiplier` instead (measured index / target).
// `BENCH_CPU_RATE=n` uses a fixed rate n instead (no calibration; `BENCH_CPU_RATE=legacy` the bench's
// rate before calibration: 6x phone, 4x desktop, Lighthouse's presets), for comparisons with the past.
//
// One call for a bench: `const cpu = await calibrateCpu(session, 'low', { legacyRate: 6 })` (or,
// with playwright-core, `await calibrateInNewPage(browser, 'mid', { legacyRate: 4 })`: a blank page
// of its own), then `await cpu.apply(otherSession)` (or `await applyToPage(page, cpu)`, which opens
// the page's CDP session and returns it) on each page measured, and
// `describeCalibration(cpu)` / `calibrationJson(cpu)` in the output. The pure parts (the bisection,
// the multiplier, the miss flag, the override) take no browser and are unit-tested.
import type { CDPSession, Page } from 'playwright-core';

/** Lighthouse benchmarkIndex of the device tiers DevTools calibrates to. */
export const TIERS = {
  /** A low-tier phone (Moto G Power class). */
  low: 264,
  /** A mid-tier phone (Pixel 5 class). */
  mid: 1000,
} as const;
export type Tier = keyof typeof TIERS;

/** A round whose reached index is further than this from the target (relative) is flagged. */
export const MISS_TOLERANCE = 0.1;
/** The bisection stops once the index is this close to the target (DevTools: 10 points). */
export const MATCH_POINTS = 10;
/** Bisection steps at most (DevTools: 8). */
export const MAX_STEPS = 8;
/**
 * Each bisection measurement runs this long, and so does the check: Lighthouse's own 1 s. DevTools
 * bisects with 250 ms runs; under a CDP rate of ~10 on a shared 2-core machine at load 10 those
 * varied 3x from one rate to the next (1 s runs vary less; under such a load they still miss, and
 * the round is flagged).
 */
export const STEP_MS = 1000;
export const CHECK_MS = 1000;
/** Checks after the bisection: the chosen rate, then up to this many proportional corrections. */
export const MAX_CORRECTIONS = 2;
/** CDP's throttling agent keeps the rate to hundredths; it takes no rate under 1. */
const truncate = (rate: number) => Math.max(1, Math.floor(rate * 100) / 100);
/** No rate above this is tried (a machine 100x a low-tier phone is not in sight). */
export const MAX_RATE = 100;

/**
 * Lighthouse's `computeBenchmarkIndex` (core/lib/page-functions.js, as DevTools lifts it, with its
 * duration): string building with garbage collection, then array copies without, half the time
 * each; the mean of the two rates (copies a second / 10). Higher is faster. A string, so the
 * bundler's helpers never reach the page.
 */
export function benchmarkIndexScript(durationMs = CHECK_MS): string {
  const half = Math.max(1, Math.round(durationMs / 2));
  return `(() => {
  const withGc = () => {
    const start = Date.now();
    let iterations = 0;
    while (Date.now() - start < ${half}) {
      let text = '';
      for (let j = 0; j < 10000; j += 1) text += 'a';
      if (text.length === 1) throw new Error('never');
      iterations += 1;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  };
  const withoutGc = () => {
    const a = [];
    const b = [];
    for (let i = 0; i < 100000; i += 1) a[i] = b[i] = i;
    const start = Date.now();
    let iterations = 0;
    while (iterations % 10 !== 0 || Date.now() - start < ${half}) {
      const from = iterations % 2 === 0 ? a : b;
      const to = iterations % 2 === 0 ? b : a;
      for (let j = 0; j < from.length; j += 1) to[j] = from[j];
      iterations += 1;
    }
    return Math.round(iterations / 10 / ((Date.now() - start) / 1000));
  };
  return Math.round((withGc() + withoutGc()) / 2);
})()`;
}

// ---------------------------------------------------------------------------------------------
// The pure part.

/** The benchmarkIndex measured with the main thread slowed `rate` times. */
export type MeasureIndex = (rate: number) => Promise<number>;

export interface Step {
  rate: number;
  index: number;
}

export interface RateChoice {
  /** The index at rate 1 (the machine as it is). */
  unthrottledIndex: number;
  /** The rate chosen: the measured one whose index came closest to the target (1 if the machine is slower). */
  rate: number;
  /** The index measured under the chosen rate during the bisection. */
  index: number;
  /** Every rate tried, in order. */
  steps: Step[];
}

/**
 * The rate at which `measure` gives `target`, bisected as DevTools' CalibrationController does:
 * rate 1 first (a machine already at or under the target gets 1), then between 1 and
 * 1.5 x (index / target), halving the interval until an index lands within MATCH_POINTS of the
 * target or MAX_STEPS were taken. The index falls as the rate rises, but not in proportion, hence
 * the bisection. The upper end is raised if it is still faster than the target. Each rate is
 * measured once (results cached, as DevTools does).
 */
export async function chooseRate(measure: MeasureIndex, target: number): Promise<RateChoice> {
  const steps: Step[] = [];
  const cache = new Map<number, number>();
  const run = async (rate: number): Promise<number> => {
    const held = cache.get(rate);
    if (held !== undefined) return held;
    const index = await measure(rate);
    cache.set(rate, index);
    steps.push({ rate, index });
    return index;
  };
  const unthrottledIndex = await run(1);
  if (unthrottledIndex <= target)
    return { unthrottledIndex, rate: 1, index: unthrottledIndex, steps };
  let lower = 1;
  let upper = truncate(Math.min(MAX_RATE, (unthrottledIndex / target) * 1.5));
  while ((await run(upper)) > target && upper < MAX_RATE) {
    lower = upper;
    upper = truncate(Math.min(MAX_RATE, upper * 2));
  }
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const rate = truncate((lower + upper) / 2);
    if (rate === lower || rate === upper) break;
    const index = await run(rate);
    if (Math.abs(index - target) < MATCH_POINTS) break;
    if (index < target) upper = rate;
    else lower = rate;
  }
  const best = steps.reduce((closest, next) =>
    Math.abs(next.index - target) < Math.abs(closest.index - target) ? next : closest,
  );
  return { unthrottledIndex, rate: best.rate, index: best.index, steps };
}

/**
 * The rate that should land on `target` from one that reached `reached`: the index falls about in
 * proportion to the rate (rate x index is about constant), to hundredths, at least 1.
 */
export function correctedRate(rate: number, reached: number, target: number): number {
  if (!(reached > 0) || !(target > 0)) return rate;
  return truncate(Math.min(MAX_RATE, (rate * reached) / target));
}

export interface Settled {
  rate: number;
  /** The check's index under `rate`. */
  index: number;
  /** Every check, in order. */
  checks: Step[];
}

/**
 * The check after the bisection: `rate` measured again; while it misses the target by more than
 * MISS_TOLERANCE, up to MAX_CORRECTIONS proportional corrections (correctedRate), each checked.
 * The checked rate closest to the target is kept, with its index.
 */
export async function settleRate(
  measure: MeasureIndex,
  target: number,
  rate: number,
  maxCorrections = MAX_CORRECTIONS,
): Promise<Settled> {
  const checks: Step[] = [];
  let tried = rate;
  for (let attempt = 0; attempt <= maxCorrections; attempt += 1) {
    const index = await measure(tried);
    checks.push({ rate: tried, index });
    if (!missesTarget(index, target)) break;
    const next = correctedRate(tried, index, target);
    if (next === tried) break;
    tried = next;
  }
  const best = checks.reduce((closest, next) =>
    Math.abs(next.index - target) < Math.abs(closest.index - target) ? next : closest,
  );
  return { rate: best.rate, index: best.index, checks };
}

/**
 * Lighthouse's simulated throttling multiplies the main thread's observed time by
 * `cpuSlowdownMultiplier`: a machine of index `measured` simulates index measured / multiplier.
 * The multiplier that lands on `target`, to hundredths, at least 1.
 */
export function multiplierFor(measured: number, target: number): number {
  if (!(measured > 0) || !(target > 0)) return 1;
  return Math.max(1, Math.round((measured / target) * 100) / 100);
}

/** True when `reached` is more than MISS_TOLERANCE (10 %) away from `target`. */
export function missesTarget(reached: number, target: number, tolerance = MISS_TOLERANCE): boolean {
  return !(Math.abs(reached - target) <= target * tolerance);
}

/**
 * Lighthouse's index of an audit under this share of the page's reading seconds before it: not the
 * machine's phase (which moved up to ~2.4x within minutes here) but a stalled measurement (seen
 * twice in 27 Nov's runs: 827 and 246 against 1,298 and 1,766). Its multiplier would be too small
 * (246 / 264 clamps to 1x), so the audit is taken again.
 */
export const STALL_RATIO = 0.5;

/** True when Lighthouse's own index (`lighthouse`) reads under STALL_RATIO of the page's (`before`). */
export function stalledIndex(before: number, lighthouse: number): boolean {
  return before > 0 && lighthouse < before * STALL_RATIO;
}

/** The index Lighthouse's simulation runs the page at: the machine's index over the multiplier. */
export function simulatedIndex(measured: number, multiplier: number): number {
  return Math.round(measured / Math.max(1, multiplier));
}

/** `BENCH_CPU_RATE`: a fixed rate (a number, at least 1), `legacy`, or nothing (calibrate). */
export type RateOverride =
  { kind: 'calibrate' } | { kind: 'fixed'; rate: number } | { kind: 'legacy' };

export function rateOverride(value: string | undefined = process.env.BENCH_CPU_RATE): RateOverride {
  const text = value?.trim() ?? '';
  if (text === '') return { kind: 'calibrate' };
  if (text === 'legacy') return { kind: 'legacy' };
  const rate = Number(text);
  if (!Number.isFinite(rate) || rate < 1)
    throw new Error(`BENCH_CPU_RATE=${text}: a rate of at least 1 (e.g. 6), or "legacy"`);
  return { kind: 'fixed', rate };
}

// ---------------------------------------------------------------------------------------------
// The browser part: any CDP session (playwright-core's, puppeteer-core's, or a raw one wrapped).

/** The two CDP commands the calibration sends; playwright's and puppeteer's CDP sessions fit. */
export interface CdpSessionLike {
  send(method: 'Emulation.setCPUThrottlingRate', params: { rate: number }): Promise<unknown>;
  send(
    method: 'Runtime.evaluate',
    params: { expression: string; returnByValue: boolean },
  ): Promise<unknown>;
}

export async function setRate(session: CdpSessionLike, rate: number): Promise<void> {
  await session.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Lighthouse's benchmarkIndex measured in the session's page, under whatever rate it has now. */
export async function measureIndex(
  session: CdpSessionLike,
  durationMs = CHECK_MS,
): Promise<number> {
  const reply = (await session.send('Runtime.evaluate', {
    expression: benchmarkIndexScript(durationMs),
    returnByValue: true,
  })) as { result?: { value?: unknown }; exceptionDetails?: unknown };
  const value = reply.result?.value;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new Error(`benchmarkIndex: unexpected ${JSON.stringify(reply).slice(0, 200)}`);
  return value;
}

export interface Calibration {
  tier: Tier;
  /** The tier's index, or null with a fixed rate (BENCH_CPU_RATE): then nothing is aimed at. */
  target: number | null;
  /** The CDP throttling rate (or Lighthouse multiplier) used. */
  rate: number;
  mode: 'calibrated' | 'fixed' | 'legacy';
  /** Lighthouse's benchmarkIndex unthrottled (1 s), the machine's speed (as the BUSY flag reads it). */
  unthrottledIndex: number;
  /** The index measured again under `rate` (1 s): the device the bench ran as. */
  reachedIndex: number;
  /** The reached index is more than 10 % off the target (never with a fixed rate). */
  missed: boolean;
  /** The bisection's measures (rate 1 first). */
  steps: Step[];
  /** The checks under the chosen rate (and its corrections). */
  checks: Step[];
  /** Sets the rate on another session (a page to be measured). */
  apply(session: CdpSessionLike): Promise<void>;
}

export interface CalibrateOptions {
  /** The bench's rate before calibration, for `BENCH_CPU_RATE=legacy`. */
  legacyRate: number;
  /** The override; read from BENCH_CPU_RATE by default. */
  override?: RateOverride;
}

/**
 * The rate for `tier` on this machine, chosen in `session`'s page (a blank page is best: nothing
 * else runs in it): the index unthrottled (1 s, after a warm-up), the bisection (chooseRate, 1 s a
 * rate), then the check under the chosen rate (settleRate, 1 s, corrected up to twice if it misses
 * by more than 10 %). The session is left unthrottled. With BENCH_CPU_RATE the fixed rate is taken
 * and only measured.
 */
export async function calibrateCpu(
  session: CdpSessionLike,
  tier: Tier,
  options: CalibrateOptions,
): Promise<Calibration> {
  const override = options.override ?? rateOverride();
  const target = TIERS[tier];
  await setRate(session, 1);
  // Warm-up: V8 optimises the benchmark's functions first (DevTools does the same).
  await measureIndex(session, STEP_MS);
  const unthrottledIndex = await measureIndex(session, CHECK_MS);
  // The bisection's rate 1 is the index just measured; a check measures afresh.
  const measureAt = (durationMs: number) => async (tried: number) => {
    await setRate(session, tried);
    return measureIndex(session, durationMs);
  };
  const bisectAt = (tried: number) =>
    tried === 1 ? Promise.resolve(unthrottledIndex) : measureAt(STEP_MS)(tried);
  let rate: number;
  let reachedIndex: number;
  let steps: Step[] = [];
  let checks: Step[] = [];
  if (override.kind === 'calibrate') {
    const choice = await chooseRate(bisectAt, target);
    const settled = await settleRate(measureAt(CHECK_MS), target, choice.rate);
    ({ rate, index: reachedIndex, checks } = settled);
    steps = choice.steps;
  } else {
    rate = override.kind === 'fixed' ? override.rate : options.legacyRate;
    reachedIndex = await measureAt(CHECK_MS)(rate);
    checks = [{ rate, index: reachedIndex }];
  }
  await setRate(session, 1);
  const calibrated = override.kind === 'calibrate';
  return {
    tier,
    target: calibrated ? target : null,
    rate,
    mode: override.kind === 'calibrate' ? 'calibrated' : override.kind,
    unthrottledIndex,
    reachedIndex,
    missed: calibrated && missesTarget(reachedIndex, target),
    steps,
    checks,
    apply: (other) => setRate(other, rate),
  };
}

export interface SimulatedCpu {
  tier: Tier;
  /** The tier's index, or null with a fixed multiplier (BENCH_CPU_RATE). */
  target: number | null;
  /** Lighthouse's `cpuSlowdownMultiplier` for the audit. */
  multiplier: number;
  mode: Calibration['mode'];
  /** Lighthouse's benchmarkIndex measured unthrottled in the page just before the audit (1 s). */
  unthrottledIndex: number;
}

/**
 * Lighthouse's simulated throttling (`throttlingMethod: 'simulate'`): the `cpuSlowdownMultiplier`
 * that lands on `tier`, from the index measured unthrottled in `session`'s page (multiplierFor).
 * With BENCH_CPU_RATE the fixed multiplier (or `legacyRate`, the preset's own) is taken. Compare
 * Lighthouse's own benchmarkIndex of the audit over the multiplier (simulatedIndex) with the target
 * afterwards: the audit may have run on a machine of another speed than the one measured here.
 */
export async function calibrateSimulatedCpu(
  session: CdpSessionLike,
  tier: Tier,
  options: CalibrateOptions,
): Promise<SimulatedCpu> {
  const override = options.override ?? rateOverride();
  const target = TIERS[tier];
  await setRate(session, 1);
  await measureIndex(session, STEP_MS);
  const unthrottledIndex = await measureIndex(session, CHECK_MS);
  const multiplier =
    override.kind === 'calibrate'
      ? multiplierFor(unthrottledIndex, target)
      : override.kind === 'fixed'
        ? override.rate
        : options.legacyRate;
  return {
    tier,
    target: override.kind === 'calibrate' ? target : null,
    multiplier,
    mode: override.kind === 'calibrate' ? 'calibrated' : override.kind,
    unthrottledIndex,
  };
}

/** A CDP session for a playwright-core page with the calibration's rate set (keep it for the page's life). */
export async function applyToPage(
  page: Page,
  calibration: Pick<Calibration, 'apply'>,
): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await calibration.apply(session);
  return session;
}

/** Calibrates in a fresh blank playwright-core page (`browser.newPage()`), closed after. */
export async function calibrateInNewPage(
  browser: { newPage(): Promise<Page> },
  tier: Tier,
  options: CalibrateOptions,
): Promise<Calibration> {
  const page = await browser.newPage();
  try {
    const session = await page.context().newCDPSession(page);
    try {
      return await calibrateCpu(session, tier, options);
    } finally {
      await session.detach().catch(() => undefined);
    }
  } finally {
    await page.close();
  }
}

/** One line: target, rate and the index reached (and MISSED when more than 10 % off). */
export function describeCalibration(c: Calibration): string {
  const head =
    c.target === null
      ? `CPU ${c.rate}x fixed (BENCH_CPU_RATE${c.mode === 'legacy' ? '=legacy' : ''}, not calibrated)`
      : `CPU calibrated to the ${c.tier} tier: target index ${c.target}, rate ${c.rate}x`;
  const tail = c.missed
    ? ` MISSED (more than ${MISS_TOLERANCE * 100} % off the target: figures not at the tier)`
    : '';
  return `${head}, index unthrottled ${c.unthrottledIndex}, reached ${c.reachedIndex}${tail}`;
}

/** The calibration in a bench's JSON line. */
export function calibrationJson(c: Calibration): Record<string, unknown> {
  return {
    tier: c.tier,
    target: c.target,
    rate: c.rate,
    mode: c.mode,
    unthrottled_index: c.unthrottledIndex,
    reached_index: c.reachedIndex,
    missed: c.missed,
    steps: c.steps,
    checks: c.checks,
  };
}
