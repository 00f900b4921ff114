// Simulator load benchmark: `npm run bench:server`. Loopback only, bounded (~2 min).
// Starts the simulator as a child process (SIM_EVENTS=3000, its own port and data folder) twice: with
// the odds-list cache (the default) and without it (SIM_LIST_CACHE=0), and in each measures the early
// list ("All early") and today's list at 1, 10 and 50 connections with autocannon while one other
// connection calls /balance alongside; reports req/s, p50/p99 of each, the peak memory (RSS) of the
// simulator, and the cached/uncached ratios of the same run. Prints readable lines, then one JSON line.
// Then ordinary variety, with the cache: the 18 early-list queries a crowd asks (sport 0/1 x
// MY/HK/EU x sortTime all/before/after) spread over 50 connections, and 50 connections of delta calls
// each carrying a change id the simulator never gave (a full list each); the peak RSS of that run and
// its RSS after a quiet pause. The variety steps' generator: wrk (wrk.ts: C, reads bodies without
// decoding them) when it is installed, else autocannon (JavaScript on one core, which read ~110 MB/s of
// bodies here and was the limit); BENCH_GENERATOR=wrk|autocannon|both (both: side by side on the same
// simulator, the first one first in odd runs). Beside each, "the generator alone": the same 18 replies
// answered at once from memory (instantServer.mjs, on the simulator's core once the simulator has
// stopped), as fast as it goes and held near the rate the simulator answered: the generator's own
// ceiling and its own delay per request. Each step prints the simulator's CPU per request and its share
// of its core (the request rate at 100 % follows) and how busy each pinned core was.
// Settings: BENCH_SECONDS (per step, default 5), BENCH_EVENTS (3000), BENCH_ONLY=variety (the variety
// run alone), BENCH_RUNS (variety runs, each on a fresh simulator, default 1, at most 5: the median
// and spread of p99 and peak RSS); the simulator runs on a free loopback port. The 1-minute load
// average and a speed note (the time of a fixed CPU job, measured before each run) are printed beside
// every run: the machine is shared, and a figure means little without them. The simulator and the
// load generator (this process and autocannon's workers) run pinned apart (pin.ts: BENCH_SIM_CPUS,
// BENCH_LOAD_CPUS, BENCH_PIN=0); BENCH_SIM_ENV adds `KEY=VALUE,...` to the variety simulator's env.
// Side by side: BENCH_SIM_ENV_B (another env) and/or BENCH_SIM_DIR_B (another checkout of the repository,
// e.g. the code before a change, with its node_modules) make a second variant "B"; the variety runs
// then alternate A, B, A, B... (BENCH_RUNS of each), so both see the same machine, and the medians of
// each are printed side by side. Beside the generator's latencies, the variety step prints the
// simulator's own answer time (request in to reply written, answerTimeHook.mjs): on a shared machine
// the generator's figures carry its own delays too.
import autocannon from 'autocannon';
import { startSimulator } from './kit';
import type { Simulator } from './kit';
import { LOAD_CPUS, PIN, SIM_CPUS, busyPercent, coreTimes, cpuListSize, pin, pinning } from './pin';
import { WRK_INSTALL_HINT, chooseGenerators, delayForRate, findWrk, runWrk } from './wrk';
import type { Generator } from './wrk';
import { rawGet, startInstantServer } from './instant';
import type { RawReply } from './instant';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { recordLine } from './record';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** BENCH_SIM_ENV: `KEY=VALUE,...` added to the variety simulator's env (to compare settings). */
function envPairs(spec: string | undefined): Record<string, string> {
  return Object.fromEntries(
    (spec ?? '')
      .split(',')
      .filter((pair) => pair.includes('='))
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
}
const EXTRA_ENV = envPairs(process.env.BENCH_SIM_ENV);
/** The variants the variety runs alternate between: A (this checkout) and, when asked, B. */
interface Variant {
  name: 'A' | 'B';
  env: Record<string, string>;
  /** The checkout whose simulator runs (the bench's own when undefined). */
  dir: string | undefined;
}
const VARIANTS: Variant[] = [{ name: 'A', env: EXTRA_ENV, dir: undefined }];
if (process.env.BENCH_SIM_ENV_B !== undefined || process.env.BENCH_SIM_DIR_B !== undefined)
  VARIANTS.push({
    name: 'B',
    env: envPairs(process.env.BENCH_SIM_ENV_B),
    dir: process.env.BENCH_SIM_DIR_B,
  });
pin(process.pid, LOAD_CPUS);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 3000);
/** Times the simulator's own answers (answerTimeHook.mjs), loaded into the variety simulators. */
const ANSWER_HOOK = new URL('./answerTimeHook.mjs', import.meta.url).pathname;
const CONNECTIONS = [1, 10, 50] as const;
const BALANCE_RATE = 50;
/** What a browser sends: the cached lists answer brotli, the uncached ones plain JSON. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

const LISTS = {
  early: '/api/member/event/sc/nokey/early?sport_type_id=1&odds_type=MY&sortTime=all&date=Allearly',
  today:
    '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=MY&nav=side-menu&sortTime=all',
} as const;
type ListName = keyof typeof LISTS;

interface Step {
  list: ListName;
  connections: number;
  reqPerSec: number;
  p50: number | null;
  p99: number | null;
  errors: number;
  /** Requests still unanswered when the step ended: their latency is not in p50/p99. */
  unanswered: number;
  mbPerSec: number;
  balanceAnswered: number;
  balanceP50: number | null;
  balanceP99: number | null;
}

interface Run {
  mode: 'cached' | 'uncached';
  listBytes: Record<ListName, number>;
  steps: Step[];
  peakRssMb: number;
}

/** Peak resident memory of the simulator so far (Linux: VmHWM), MB. */
function peakRssMb(simulator: Simulator): number {
  return statusMb(simulator, 'VmHWM');
}

function statusMb(simulator: Simulator, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${simulator.pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** CPU time (user + system, every thread) the simulator's process has used so far, ms (Linux: 100 ticks a second). */
function cpuMs(simulator: Simulator): number {
  const stat = readFileSync(`/proc/${simulator.pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

/** The machine's 1-minute load average, printed beside every figure (other work shares the cores). */
function load1(): number {
  return Math.round((loadavg()[0] ?? 0) * 100) / 100;
}

/**
 * A speed note: ms of a fixed CPU job on this thread (serialize ~2 MB of odds-like rows and brotli them
 * at the lists' quality), the best of 3: lower is faster. Runs whose notes differ much were taken on a
 * machine of another speed or while other work held the cores; compare figures of like notes.
 */
function speedNoteMs(): number {
  const rows = Array.from({ length: 16_000 }, (_, i) => [
    90_000 + i,
    'English Premier League',
    `Team ${i % 97}`,
    `ทีม ${i % 89}`,
    [{ market_type: 'Handicap', point: (i % 8) / 4, prices: [0.92 - (i % 13) / 100, -0.98] }],
  ]);
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    brotliCompressSync(Buffer.from(JSON.stringify(rows)), {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
    });
    best = Math.min(best, performance.now() - start);
  }
  return Math.round(best);
}

/** Each load runs in worker threads, so one client's parsing never delays the other's clock; one
 *  thread reads at most ~50 MB/s here, so 10 and more connections share two. */
function load(
  url: string,
  connections: number,
  headers: Record<string, string>,
  rate?: number,
): Promise<autocannon.Result> {
  const workers = connections >= 10 ? 2 : 1;
  return autocannon({
    url,
    connections,
    duration: SECONDS,
    headers,
    timeout: 30,
    workers,
    ...(rate ? { overallRate: rate } : {}),
  });
}

/** Latency of a load, or null when nothing was answered within the step (the server never got to it). */
function answered(result: autocannon.Result, value: number): number | null {
  return result.requests.total > 0 ? value : null;
}

async function measure(mode: Run['mode']): Promise<Run> {
  const child = await startSimulator('server', {
    NODE_ENV: 'development',
    // No build: the lists and /balance are what is measured.
    STATIC_DIR: 'no-dist',
    SIM_EVENTS: String(EVENTS),
    SIM_SEED: '1',
    SIM_START: '12:00',
    SIM_HISTORY: '0',
    SIM_LIST_CACHE: mode === 'cached' ? '1' : '0',
  });
  pin(child.pid, SIM_CPUS);
  try {
    const login = await fetch(`${child.origin}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userToken: 'demo', lang: '', page: '' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };
    const listBytes = {} as Record<ListName, number>;
    for (const name of Object.keys(LISTS) as ListName[]) {
      listBytes[name] = (
        await (await fetch(`${child.origin}${LISTS[name]}`, { headers: auth })).arrayBuffer()
      ).byteLength;
    }
    const steps: Step[] = [];
    for (const connections of CONNECTIONS) {
      for (const list of Object.keys(LISTS) as ListName[]) {
        const [lists, balance] = await Promise.all([
          load(`${child.origin}${LISTS[list]}`, connections, { ...auth, ...BROWSER_HEADERS }),
          // An unrelated call alongside, 50 times a second (what a page's own calls look like under load).
          load(`${child.origin}/api/member/balance`, 1, auth, BALANCE_RATE),
        ]);
        const step: Step = {
          list,
          connections,
          reqPerSec: Math.round(lists.requests.average * 10) / 10,
          p50: answered(lists, lists.latency.p50),
          p99: answered(lists, lists.latency.p99),
          errors: lists.errors + lists.timeouts + lists.non2xx,
          unanswered: Math.max(0, lists.requests.sent - lists.requests.total),
          mbPerSec: Math.round((lists.throughput.average / 1e6) * 10) / 10,
          balanceAnswered: balance.requests.total,
          balanceP50: answered(balance, balance.latency.p50),
          balanceP99: answered(balance, balance.latency.p99),
        };
        steps.push(step);
        console.log(
          `${mode.padEnd(8)} ${list.padEnd(5)} x${String(connections).padEnd(2)}  ${String(step.reqPerSec).padStart(7)} req/s  p50 ${String(step.p50 ?? '-').padStart(5)} ms  p99 ${String(step.p99 ?? '-').padStart(5)} ms  ${String(step.mbPerSec).padStart(5)} MB/s  errors ${step.errors}  unanswered ${step.unanswered}  | /balance alongside (${step.balanceAnswered} answered) p50 ${step.balanceP50 ?? '-'} ms p99 ${step.balanceP99 ?? '-'} ms`,
        );
      }
    }
    const peak = peakRssMb(child);
    console.log(
      `${mode.padEnd(8)} peak RSS ${peak} MB; list sizes early ${(listBytes.early / 1e6).toFixed(2)} MB, today ${(listBytes.today / 1e6).toFixed(2)} MB (JSON)`,
    );
    return { mode, listBytes, steps, peakRssMb: peak };
  } finally {
    await child.stop();
  }
}

/** The 18 early-list queries a crowd asks: sport 0/1 x MY/HK/EU x sortTime. */
const VARIETY_PATHS = [0, 1].flatMap((sport) =>
  ['MY', 'HK', 'EU'].flatMap((odds) =>
    ['all', 'before', 'after'].map(
      (sortTime) =>
        `/api/member/event/sc/nokey/early?sport_type_id=${sport}&odds_type=${odds}&sortTime=${sortTime}&date=Allearly`,
    ),
  ),
);
/** Delta calls with change ids the simulator never handed out: each asks for a full list. */
const UNKNOWN_CHANGE_PATHS = Array.from(
  { length: 200 },
  (_, i) =>
    `/api/member/event/sc/nokey/get-nonlive-odds_nonfullload?sport_type_id=1&odds_type=MY&sortTime=all&change_id=${900_000_000 + i}`,
);

/** The variety steps' generators, the first giving the headline figures (BENCH_GENERATOR). */
const WRK = findWrk();
const GENERATORS = chooseGenerators(process.env.BENCH_GENERATOR, WRK !== null);
/**
 * BENCH_WRK_BLOCK=n: wrk asks each path n times in a row before the next (default 1: every request the
 * next path). autocannon starts every connection at the first path and walks them in the same order,
 * so its 50 connections ask a few lists at a time; a block of ~50 makes wrk ask like that, to compare
 * a crowd spread over all 18 lists with one bunched on a few.
 */
const WRK_BLOCK = Math.max(1, Math.floor(Number(process.env.BENCH_WRK_BLOCK ?? 1)) || 1);
/** wrk's threads: one per core the generator is pinned to (all of them when unpinned). */
const WRK_THREADS = PIN ? cpuListSize(LOAD_CPUS) : Math.max(1, cpus().length);

interface VarietyStep {
  scenario: 'variety18' | 'unknownChangeId';
  generator: Generator;
  connections: number;
  /** Peak RSS of the simulator when this step ended (VmHWM: the run's peak so far). */
  peakRssMb: number;
  /** CPU time of the simulator (all its threads: main, zlib pool) per list answered: what a load
   *  costs whatever else runs on the machine. */
  cpuMsPerRequest: number | null;
  /** The simulator's CPU time over the step's wall time: 100 is one core's worth. */
  simulatorCorePercent: number;
  /** How busy the simulator's and the generator's cores were (by anything: other work shares them). */
  simCoreBusy: number | null;
  loadCoreBusy: number | null;
  reqPerSec: number;
  mbPerSec: number;
  p50: number | null;
  p99: number | null;
  errors: number;
  unanswered: number;
  balanceP99: number | null;
  load1: number;
  /** The simulator's own answer time (request in to reply written, answerTimeHook.mjs) of the early
   *  lists in this step: apart from the generator's delay in sending and reading (variety18 only). */
  answerP50?: number | null;
  answerP99?: number | null;
}

/** Percentile `q` (0-1) of `values`, or null when there are none. */
function percentile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
}

/** What either generator reports of one load. */
interface LoadFigures {
  total: number;
  reqPerSec: number;
  mbPerSec: number;
  p50: number | null;
  p99: number | null;
  errors: number;
  unanswered: number;
}

/** One load spread over many paths (each connection walks them in turn), with either generator;
 *  `rate` holds it near that many requests a second (autocannon: its overall rate; wrk: a pause
 *  before each request, right against a server that answers at once). */
async function loadPaths(
  generator: Generator,
  origin: string,
  paths: readonly string[],
  connections: number,
  headers: Record<string, string>,
  rate?: number,
): Promise<LoadFigures> {
  if (generator === 'wrk') {
    const report = await runWrk({
      origin,
      paths: paths.flatMap((path) => Array.from({ length: WRK_BLOCK }, () => path)),
      headers,
      connections,
      seconds: SECONDS,
      threads: WRK_THREADS,
      delayMs: delayForRate(connections, rate),
      ...(WRK === null ? {} : { wrk: WRK }),
    });
    return {
      total: report.requests,
      reqPerSec: report.reqPerSec,
      mbPerSec: report.mbPerSec,
      p50: report.latency === null ? null : Math.round(report.latency.p50),
      p99: report.latency === null ? null : Math.round(report.latency.p99),
      errors: report.errors,
      // wrk counts no request it sent and did not see answered.
      unanswered: 0,
    };
  }
  const result = await autocannon({
    url: origin,
    connections,
    duration: SECONDS,
    headers,
    timeout: 30,
    workers: 2,
    requests: paths.map((path) => ({ method: 'GET', path })),
    // autocannon takes whole requests a second, at least one.
    ...(rate ? { overallRate: Math.max(1, Math.round(rate)) } : {}),
  });
  return {
    total: result.requests.total,
    reqPerSec: Math.round(result.requests.average * 10) / 10,
    mbPerSec: Math.round((result.throughput.average / 1e6) * 10) / 10,
    p50: answered(result, result.latency.p50),
    p99: answered(result, result.latency.p99),
    errors: result.errors + result.timeouts + result.non2xx,
    unanswered: Math.max(0, result.requests.sent - result.requests.total),
  };
}

/** The simulator started from another checkout: the child inherits the working folder at spawn. */
async function startIn(
  dir: string | undefined,
  start: () => Promise<Simulator>,
): Promise<Simulator> {
  if (dir === undefined) return start();
  const own = process.cwd();
  process.chdir(dir);
  try {
    return await start();
  } finally {
    process.chdir(own);
  }
}

/** The generator alone: the same bodies answered at once from memory, on the simulator's core. */
interface GeneratorAlone {
  generator: Generator;
  /** As fast as it goes: the generator's (and the instant server's) ceiling. */
  fullReqPerSec: number;
  fullMbPerSec: number;
  fullP99: number | null;
  /** The instant server's CPU over the full-speed step (100 = its core): below 100, the generator was the limit. */
  fullServerCorePercent: number;
  fullLoadCoreBusy: number | null;
  /** Held near the rate the simulator answered with this generator: the generator's own delay per request there. */
  atRate: number;
  atRateReqPerSec: number;
  atRateP50: number | null;
  atRateP99: number | null;
}

function processCpuMs(pid: number): number {
  return cpuMs({ pid, origin: '', stop: () => Promise.resolve() });
}

/** Each generator against the instant server answering `replies`, as fast as it goes and at `rates`. */
async function measureGeneratorAlone(
  replies: readonly RawReply[],
  rates: ReadonlyMap<Generator, number>,
): Promise<GeneratorAlone[]> {
  const server = await startInstantServer(replies);
  pin(server.pid, SIM_CPUS);
  const paths = replies.map((r) => r.path);
  const out: GeneratorAlone[] = [];
  try {
    for (const generator of GENERATORS) {
      const cpuBefore = processCpuMs(server.pid);
      const coresBefore = coreTimes(readFileSync('/proc/stat', 'utf8'));
      const started = performance.now();
      const full = await loadPaths(generator, server.origin, paths, 50, BROWSER_HEADERS);
      const wall = performance.now() - started;
      const coresAfter = coreTimes(readFileSync('/proc/stat', 'utf8'));
      const serverPercent = Math.round(((processCpuMs(server.pid) - cpuBefore) / wall) * 100);
      const rate = rates.get(generator) ?? 0;
      // Below one request a second (a simulator starved by other work) there is no rate worth holding.
      const held =
        rate >= 1
          ? await loadPaths(generator, server.origin, paths, 50, BROWSER_HEADERS, rate)
          : null;
      const alone: GeneratorAlone = {
        generator,
        fullReqPerSec: full.reqPerSec,
        fullMbPerSec: full.mbPerSec,
        fullP99: full.p99,
        fullServerCorePercent: serverPercent,
        fullLoadCoreBusy: PIN ? busyPercent(coresBefore, coresAfter, LOAD_CPUS) : null,
        atRate: Math.round(rate),
        atRateReqPerSec: held?.reqPerSec ?? 0,
        atRateP50: held?.p50 ?? null,
        atRateP99: held?.p99 ?? null,
      };
      out.push(alone);
      console.log(
        `  generator alone (${generator}, the same 18 bodies answered at once from memory on the simulator's core, x50): full speed ${alone.fullReqPerSec} req/s (${alone.fullMbPerSec} MB/s) p99 ${alone.fullP99 ?? '-'} ms, instant server ${alone.fullServerCorePercent} % of its core, generator's core ${alone.fullLoadCoreBusy ?? '-'} % busy | held near the simulator's ${alone.atRate} req/s: ${alone.atRateReqPerSec} req/s, p50 ${alone.atRateP50 ?? '-'} ms, p99 ${alone.atRateP99 ?? '-'} ms`,
      );
    }
  } finally {
    await server.stop();
  }
  return out;
}

async function measureVariety(
  variant: Variant,
  run: number,
): Promise<{
  steps: VarietyStep[];
  peakRssMb: number;
  rssAfterMb: number;
  generatorAlone: GeneratorAlone[];
}> {
  const answerDir = mkdtempSync(join(tmpdir(), 'bench-answers-'));
  const answerFile = join(answerDir, 'answers.json');
  const child = await startIn(variant.dir, () =>
    startSimulator('server-variety', {
      NODE_ENV: 'development',
      STATIC_DIR: 'no-dist',
      SIM_EVENTS: String(EVENTS),
      SIM_SEED: '1',
      SIM_START: '12:00',
      SIM_HISTORY: '0',
      ...variant.env,
      NODE_OPTIONS: [`--import=${ANSWER_HOOK}`, variant.env.NODE_OPTIONS ?? ''].join(' ').trim(),
      BENCH_ANSWER_FILE: answerFile,
      BENCH_ANSWER_PATH: '/nokey/early?',
    }),
  );
  pin(child.pid, SIM_CPUS);
  /** Each variety18 step's window (wall clock), for the answer times read once the simulator stops. */
  const windows = new Map<VarietyStep, { from: number; to: number }>();
  let result: { steps: VarietyStep[]; peakRssMb: number; rssAfterMb: number };
  let replies: RawReply[] = [];
  try {
    const login = await fetch(`${child.origin}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userToken: 'demo', lang: '', page: '' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };
    // Each list asked once first: the figures are of a crowd on a running simulator, not of its start.
    // The 18 replies as sent (brotli) are kept for the generator-alone yardstick.
    replies = await Promise.all(
      VARIETY_PATHS.map((path) => rawGet(child.origin, path, { ...auth, ...BROWSER_HEADERS })),
    );
    await (
      await fetch(`${child.origin}${UNKNOWN_CHANGE_PATHS[0] ?? ''}`, {
        headers: { ...auth, ...BROWSER_HEADERS },
      })
    ).arrayBuffer();
    const steps: VarietyStep[] = [];
    // With both generators, each run starts with the other one: neither always meets the fresher simulator.
    const order = GENERATORS.map((_, i) => GENERATORS[(i + run - 1) % GENERATORS.length]!);
    const scenarios = [
      ...order.map((generator) => ['variety18', VARIETY_PATHS, generator] as const),
      ['unknownChangeId', UNKNOWN_CHANGE_PATHS, GENERATORS[0]!] as const,
    ];
    for (const [scenario, paths, generator] of scenarios) {
      const cpuBefore = cpuMs(child);
      const coresBefore = coreTimes(readFileSync('/proc/stat', 'utf8'));
      const from = Date.now();
      const started = performance.now();
      const [lists, balance] = await Promise.all([
        loadPaths(generator, child.origin, paths, 50, { ...auth, ...BROWSER_HEADERS }),
        load(`${child.origin}/api/member/balance`, 1, auth, BALANCE_RATE),
      ]);
      const wall = performance.now() - started;
      const to = Date.now();
      const cpu = cpuMs(child) - cpuBefore;
      const coresAfter = coreTimes(readFileSync('/proc/stat', 'utf8'));
      const step: VarietyStep = {
        scenario,
        generator,
        connections: 50,
        reqPerSec: lists.reqPerSec,
        mbPerSec: lists.mbPerSec,
        p50: lists.p50,
        p99: lists.p99,
        errors: lists.errors,
        unanswered: lists.unanswered,
        balanceP99: answered(balance, balance.latency.p99),
        peakRssMb: peakRssMb(child),
        cpuMsPerRequest: lists.total > 0 ? Math.round((cpu / lists.total) * 10) / 10 : null,
        simulatorCorePercent: Math.round((cpu / wall) * 100),
        simCoreBusy: PIN ? busyPercent(coresBefore, coresAfter, SIM_CPUS) : null,
        loadCoreBusy: PIN ? busyPercent(coresBefore, coresAfter, LOAD_CPUS) : null,
        load1: load1(),
      };
      if (scenario === 'variety18') windows.set(step, { from, to });
      steps.push(step);
      const atFull =
        step.cpuMsPerRequest !== null && step.cpuMsPerRequest > 0
          ? Math.round(1000 / step.cpuMsPerRequest)
          : '-';
      console.log(
        `${variant.name} cached ${scenario.padEnd(15)} x50 ${generator.padEnd(10)} ${String(step.reqPerSec).padStart(7)} req/s (${step.mbPerSec} MB/s)  p50 ${String(step.p50 ?? '-').padStart(5)} ms  p99 ${String(step.p99 ?? '-').padStart(5)} ms  errors ${step.errors}  unanswered ${step.unanswered}  | /balance p99 ${step.balanceP99 ?? '-'} ms  | peak RSS ${step.peakRssMb} MB  | simulator CPU ${step.cpuMsPerRequest ?? '-'} ms/request, ${step.simulatorCorePercent} % of its core (~${atFull} req/s at 100 %)  | cores busy: simulator's ${step.simCoreBusy ?? '-'} %, generator's ${step.loadCoreBusy ?? '-'} %  | load1 ${step.load1}`,
      );
    }
    const peak = peakRssMb(child);
    // Quiet for a while: what the cache keeps once the crowd has gone.
    await sleep(10_000);
    const after = statusMb(child, 'VmRSS');
    console.log(
      `${variant.name} cached variety peak RSS ${peak} MB, RSS 10 s after the load ${after} MB`,
    );
    result = { steps, peakRssMb: peak, rssAfterMb: after };
  } finally {
    await child.stop();
  }
  // A simulator killed past its 10 s to close wrote none.
  const answers = existsSync(answerFile)
    ? (JSON.parse(readFileSync(answerFile, 'utf8')) as [number, number][])
    : [];
  rmSync(answerDir, { recursive: true, force: true });
  for (const [step, window] of windows) {
    const inStep = answers
      .filter(([at]) => at >= window.from && at <= window.to)
      .map(([, ms]) => ms);
    step.answerP50 = percentile(inStep, 0.5);
    step.answerP99 = percentile(inStep, 0.99);
    console.log(
      `${variant.name} cached variety18 (${step.generator}) the simulator's own answer time (request in to reply written, ${inStep.length} answers): p50 ${step.answerP50 ?? '-'} ms, p99 ${step.answerP99 ?? '-'} ms`,
    );
  }
  // The simulator has stopped: its core is free for the instant server.
  const rates = new Map<Generator, number>(
    result.steps.filter((s) => s.scenario === 'variety18').map((s) => [s.generator, s.reqPerSec]),
  );
  const generatorAlone = await measureGeneratorAlone(replies, rates);
  return { ...result, generatorAlone };
}

const onlyVariety = process.env.BENCH_ONLY === 'variety';
const VARIETY_RUNS = Math.min(5, Math.max(1, Math.floor(Number(process.env.BENCH_RUNS ?? 1)) || 1));
console.log(
  `1-minute load average at the start: ${load1()} (${cpus().length} shared cores; other work may run); speed note ${speedNoteMs()} ms (a fixed CPU job, best of 3: lower is faster)`,
);
console.log(
  `variety load generator: ${GENERATORS.join(' and ')}${WRK === null ? ` (wrk not found: ${WRK_INSTALL_HINT}; autocannon reads ~110 MB/s of bodies on one core and may be the limit)` : ` (${WRK}, ${WRK_THREADS} thread(s), each path ${WRK_BLOCK} time(s) in a row; BENCH_GENERATOR=wrk|autocannon|both)`}; the single-list steps use autocannon`,
);
const cached = onlyVariety ? null : await measure('cached');
const uncached = onlyVariety ? null : await measure('uncached');

interface VarietyRun {
  variant: Variant['name'];
  generator: Generator;
  p99: number | null;
  p50: number | null;
  reqPerSec: number;
  answerP99: number | null;
  peakRssMb: number;
  cpuMsPerRequest: number | null;
  simulatorCorePercent: number;
  aloneFullReqPerSec: number | null;
  aloneAtRateP99: number | null;
  load1: number;
  speedMs: number;
}
const varietyRuns: VarietyRun[] = [];
let variety: Awaited<ReturnType<typeof measureVariety>> | undefined;
for (let run = 1; run <= VARIETY_RUNS; run++) {
  for (const variant of VARIANTS) {
    const speedMs = speedNoteMs();
    const startLoad = load1();
    console.log(
      `variety run ${run}/${VARIETY_RUNS} ${variant.name}: load1 ${startLoad}, speed note ${speedMs} ms`,
    );
    const measured = await measureVariety(variant, run);
    if (variant.name === 'A') variety = measured;
    for (const step of measured.steps.filter((s) => s.scenario === 'variety18')) {
      const alone = measured.generatorAlone.find((g) => g.generator === step.generator);
      varietyRuns.push({
        variant: variant.name,
        generator: step.generator,
        p99: step.p99,
        p50: step.p50,
        reqPerSec: step.reqPerSec,
        answerP99: step.answerP99 ?? null,
        peakRssMb: step.peakRssMb,
        cpuMsPerRequest: step.cpuMsPerRequest,
        simulatorCorePercent: step.simulatorCorePercent,
        aloneFullReqPerSec: alone?.fullReqPerSec ?? null,
        aloneAtRateP99: alone?.atRateP99 ?? null,
        load1: Math.max(startLoad, step.load1),
        speedMs,
      });
    }
  }
}
if (variety === undefined) throw new Error('no variety run');

/** Median and range of the runs' figures, e.g. `1,030 (870-1,240)`. */
function spread(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
  const fmt = (n: number) => n.toLocaleString('en-US');
  return sorted.length === 1
    ? fmt(median)
    : `${fmt(median)} (${fmt(sorted[0] ?? 0)}-${fmt(sorted[sorted.length - 1] ?? 0)})`;
}
for (const variant of VARIANTS) {
  for (const generator of GENERATORS) {
    const runs = varietyRuns.filter((r) => r.variant === variant.name && r.generator === generator);
    const label =
      VARIANTS.length > 1
        ? ` ${variant.name} (${variant.dir ?? 'this checkout'}${Object.keys(variant.env).length > 0 ? `, ${JSON.stringify(variant.env)}` : ''})`
        : '';
    console.log(
      `variety18 x50${label} by ${generator} after a warm-up, ${runs.length} run(s), median (min-max): p99 ${spread(runs.map((r) => r.p99 ?? Number.POSITIVE_INFINITY))} ms (aim <= 500), p50 ${spread(runs.map((r) => r.p50 ?? Number.POSITIVE_INFINITY))} ms, ${spread(runs.map((r) => r.reqPerSec))} req/s, the simulator's own answer p99 ${spread(runs.map((r) => r.answerP99 ?? Number.POSITIVE_INFINITY))} ms, peak RSS ${spread(runs.map((r) => r.peakRssMb))} MB (aim <= 400), simulator CPU ${spread(runs.map((r) => r.cpuMsPerRequest ?? Number.NaN))} ms/request at ${spread(runs.map((r) => r.simulatorCorePercent))} % of its core; the generator alone ${spread(runs.map((r) => r.aloneFullReqPerSec ?? 0))} req/s at full speed, p99 ${spread(runs.map((r) => r.aloneAtRateP99 ?? Number.POSITIVE_INFINITY))} ms at the simulator's rate; load1 ${runs.map((r) => r.load1).join(', ')}; speed note ${runs.map((r) => r.speedMs).join(', ')} ms${runs.some((r) => r.load1 > cpus().length) ? ' — BUSY: the load exceeded the cores, figures are slower than the code' : ''}`,
    );
  }
}

const ratios =
  cached === null || uncached === null
    ? []
    : cached.steps.map((step) => {
        const base = uncached.steps.find(
          (s) => s.list === step.list && s.connections === step.connections,
        );
        const ratio = (a: number | null | undefined, b: number | null | undefined) =>
          a === null || a === undefined || b === null || b === undefined
            ? null
            : b > 0
              ? Math.round((a / b) * 10) / 10
              : null;
        return {
          list: step.list,
          connections: step.connections,
          reqPerSec: ratio(step.reqPerSec, base?.reqPerSec),
          p99Faster: ratio(base?.p99, step.p99),
          balanceP99Faster: ratio(base?.balanceP99, step.balanceP99),
        };
      });
for (const r of ratios) {
  console.log(
    `ratio cached/uncached ${r.list.padEnd(5)} x${String(r.connections).padEnd(2)} req/s x${r.reqPerSec ?? '-'}, p99 ${r.p99Faster ?? '-'}x lower, /balance p99 ${r.balanceP99Faster ?? '-'}x lower`,
  );
}
const early50 = cached?.steps.find((s) => s.list === 'early' && s.connections === 50);
const variety18 = variety.steps.find(
  (s) => s.scenario === 'variety18' && s.generator === GENERATORS[0],
);
if (cached !== null) {
  const worstBalance = cached.steps.some((s) => s.balanceP99 === null)
    ? null
    : Math.max(...cached.steps.map((s) => s.balanceP99 ?? 0));
  console.log(
    `aims (cached): /balance p99 under list load ${worstBalance ?? 'unanswered'} ms (<= 50), early x50 p99 ${early50?.p99 ?? '-'} ms (<= 500), peak RSS ${cached.peakRssMb} MB (<= 400)`,
  );
}
console.log(
  `aims (variety, beside the single query): 18 queries x50 p99 ${variety18?.p99 ?? '-'} ms vs one query x50 p99 ${early50?.p99 ?? '-'} ms (<= 500), peak RSS ${variety.peakRssMb} MB (<= 400), load1 ${load1()}`,
);
console.log(recordLine('bench:server'));
console.log(
  JSON.stringify({
    bench: 'server',
    events: EVENTS,
    seconds: SECONDS,
    pinned: pinning(),
    generators: GENERATORS,
    wrkBlock: WRK_BLOCK,
    simEnv: EXTRA_ENV,
    variants: VARIANTS,
    cached,
    uncached,
    variety,
    varietyRuns,
    ratios,
  }),
);
