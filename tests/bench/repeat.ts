// Returning-member benchmark: `npm run bench:repeat` (builds first, then runs this file).
// The built app on the simulator in Debian's Chromium as a low-end phone (390x844, the mobile layout)
// on devtools' "Slow 4G" (562.5 ms latency, 180 kB/s down, 84.4 kB/s up) with the main thread slowed
// to the low device tier (benchmarkIndex 264; cpuCalibration.ts: calibrated in a blank tab
// of each run's browser, a run more than 10 % off the target flagged MISSED; `BENCH_CPU_RATE=n` a
// fixed rate, `BENCH_CPU_RATE=legacy` or `=6` the old 6x). The throttle is the browser's own (CDP Network.emulateNetworkConditions and
// Emulation.setCPUThrottlingRate), put on every target that makes requests: the page, its odds Web
// Worker and the service worker, so what the service worker fetches itself is throttled too.
// Each run is a fresh profile and three visits:
//   first   the member arrives from the operator (`?userToken=`): nothing cached;
//   repeat  the member opens the app again (`/one-all-sport`) with the service worker installed;
//   http    the same again with the service worker unregistered: the HTTP cache alone (a baseline).
// Per visit: LCP (the page's own largest-contentful-paint entries), the bytes over the network before
// the first odds list arrived (every target, encoded sizes as sent), that list's own bytes, the
// requests that went to the network before it, and the time to the first odds. Median of 3 runs.
//   desktop a second fresh profile: the desktop layout's first visit (`?userToken=…&device=1`) on
//           devtools' "Fast 4G" (165 ms, 9 Mbps) at the mid tier (index 1000).
// Per visit also: the round trips on the critical path before the first odds request (the longest
// chain of requests, each started only after the one before it ended), and the profile's floor: the
// page, then its scripts with the login beside them, then the list (three round trips on a first
// visit, one on a repeat visit whose shell comes from the service worker) plus those bytes at the
// profile's speed. `BENCH_WATERFALL=1` prints each visit's requests (start, end, bytes).
// `BENCH_PROFILE=first` (or repeat, http, desktop, or several: `first,repeat`) traces that visit with
// V8's sampler and prints the page's main-thread work (to the session's call, to the first list's
// arrival, to the first price) and its CPU by source and by function (self and total, file:line
// through the build's source maps; `BENCH_PROFILE_TOP=n` rows): what the CPU runs when.
// `BENCH_NETLOG=/path/prefix` has each browser write Chromium's net-log (prefix-N.json, numbered as
// launched: a run's phone, then its desktop) for netLog.ts: when each reply reached the browser.
// A visit that fails (no odds, no service worker) is flagged and counted; the medians are of the rest.
// Aims: repeat LCP <= 1.0 s and <= 20 kB over the network before the first odds; first odds <= 3.0 s
// (first), <= 1.5 s (repeat), <= 1.2 s (desktop); <= 3 round trips before the first odds request.
// Readable lines, then one JSON line. The machine may be shared: its load average is printed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { calibrateCpu, calibrationJson, describeCalibration, rateOverride } from './cpuCalibration';
import type { Calibration, CdpSessionLike } from './cpuCalibration';
import { median, sleep, startSimulator, STATIC_DIR } from './kit';
import { floorMs, roundTripsBefore } from './criticalPath';
import { CHROMIUM_PATH } from '../chromium';
import { recordLine } from './record';
import { mainThreadOf, mainThreadWork, TRACE_CATEGORIES, WORK_KINDS } from './trace';
import type { TraceEvent } from './trace';
import {
  profileFromTrace,
  selfTimeBySource,
  sourcePlaceResolver,
  timeByFunction,
} from './cpuProfile';
import type { FunctionTime } from './cpuProfile';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The fixed rate before calibration (`BENCH_CPU_RATE=legacy`). */
const LEGACY_CPU_RATE = 6;
const CPU_OVERRIDE = rateOverride();
/** DevTools' "Slow 4G" preset (formerly "Fast 3G"), as its network panel defines it. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
/** DevTools' "Fast 4G" preset. */
const FAST_4G = {
  offline: false,
  latency: 165,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
};
type Network = typeof SLOW_4G;
const VIEWPORT = { width: 390, height: 844 };
const DESKTOP_VIEWPORT = { width: 1440, height: 900 };
const FIRST_ENTRY = '/one-all-sport?userToken=demo&device=0';
const DESKTOP_ENTRY = '/one-all-sport?userToken=demo&device=1';
const REPEAT_ENTRY = '/one-all-sport';
const ODDS_LIST = /\/api\/member\/event\/[a-z]+\/nokey\//;
const AIM_LCP_MS = 1000;
const AIM_BYTES = 20_000;
const AIM_FIRST_ODDS_MS: Record<Visit, number> = {
  first: 3000,
  repeat: 1500,
  http: Number.POSITIVE_INFINITY,
  desktop: 1200,
};
const AIM_ROUND_TRIPS = 3;
const VISIT_TIMEOUT_MS = 120_000;

type Visit = 'first' | 'repeat' | 'http' | 'desktop';

/** How a visit is made: its network, its screen, its CPU tier. */
interface Profile {
  network: Network;
  viewport: { width: number; height: number };
  mobile: boolean;
}
const PHONE: Profile = { network: SLOW_4G, viewport: VIEWPORT, mobile: true };
const DESKTOP: Profile = { network: FAST_4G, viewport: DESKTOP_VIEWPORT, mobile: false };

interface VisitFigures {
  visit: Visit;
  lcpMs: number;
  firstOddsMs: number;
  bytesBeforeOdds: number;
  oddsBytes: number;
  requestsBeforeOdds: number;
  fromServiceWorker: number;
  /** Round trips on the critical path before the first odds request left. */
  roundTrips: number;
  /** The profile's floor for this visit (round trips and bytes at its speed). */
  floorMs: number;
  /** Every request up to the first odds' arrival: ms from the navigation, bytes. */
  waterfall: WaterfallRow[];
}

interface WaterfallRow {
  url: string;
  startMs: number;
  /** How long the browser held the request before sending it (a free connection): null, unknown. */
  waitedMs: number | null;
  endMs: number | null;
  bytes: number;
  cached: boolean;
}

interface CdpMessage {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

/** A raw CDP connection to the browser, flat sessions: every target's events on one socket. */
class Cdp {
  private next = 1;
  private pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private listeners: ((message: CdpMessage) => void)[] = [];
  private constructor(private socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as CdpMessage;
      if (message.id !== undefined) {
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.error) waiting?.reject(new Error(message.error.message));
        else waiting?.resolve(message.result);
        return;
      }
      for (const listener of this.listeners) listener(message);
    });
  }

  static async connect(url: string): Promise<Cdp> {
    const socket = new WebSocket(url, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new Cdp(socket);
  }

  send<T = Record<string, unknown>>(
    method: string,
    params: Record<string, unknown> = {},
    sessionId?: string,
  ): Promise<T> {
    const id = this.next++;
    this.socket.send(JSON.stringify({ id, method, params, sessionId }));
    return new Promise<T>((resolve, reject) => this.pending.set(id, { resolve: resolve, reject }));
  }

  on(listener: (message: CdpMessage) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((held) => held !== listener);
    };
  }

  close(): void {
    this.socket.close();
  }
}

interface Browser {
  cdp: Cdp;
  close(): Promise<void>;
}

let launches = 0;

async function launch(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-repeat-profile-'));
  launches += 1;
  // The browser's own record of its sockets and requests, one file a browser (chrome://net-export's
  // format): where a reply waited between the server and the page.
  const netLog = process.env.BENCH_NETLOG && `${process.env.BENCH_NETLOG}-${launches}.json`;
  if (netLog) console.log(`  net-log: ${netLog} (read it with tests/bench/netLog.ts)`);
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...(netLog ? [`--log-net-log=${netLog}`] : []),
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      `--window-size=${VIEWPORT.width},${VIEWPORT.height}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const portFile = join(profile, 'DevToolsActivePort');
  let lines: string[] = [];
  for (let waited = 0; waited < 30_000 && lines.length < 2; waited += 100) {
    await sleep(100);
    try {
      lines = readFileSync(portFile, 'utf8').trim().split('\n');
    } catch {
      // Not written yet.
    }
  }
  if (lines.length < 2) throw new Error('Chromium did not open its debugging port');
  const cdp = await Cdp.connect(`ws://127.0.0.1:${lines[0]}${lines[1]}`);
  return {
    cdp,
    async close() {
      cdp.close();
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch (error) {
        // A helper process of Chromium may still be writing into it: the run's figures stand, the
        // temporary profile stays behind.
        console.warn(`could not remove ${profile}: ${String(error)}`);
      }
    },
  };
}

interface RequestRecord {
  url: string;
  sessionId: string;
  startedAt: number;
  /** The browser's clock (s) when the request was made, and how long it then waited to be sent (ms). */
  madeAt: number;
  waitedMs: number | null;
  fromServiceWorker: boolean;
  fromCache: boolean;
  finishedAt: number | null;
  failed: boolean;
  bytes: number;
}

/**
 * Throttles every target as it appears (the page, its workers, the service worker), held at start
 * until throttled, and records every request's encoded bytes by target.
 */
async function instrument(
  cdp: Cdp,
  pageSession: string,
  records: Map<string, RequestRecord>,
  cpuRate: number,
  profile: Profile,
) {
  const sessions = new Set<string>();
  const throttle = async (sessionId: string, type: string) => {
    sessions.add(sessionId);
    // Each step may be missing on some target types; a held target is always let go.
    const step = (method: string, params: Record<string, unknown>) =>
      cdp.send(method, params, sessionId).catch((failure: unknown) => {
        if (process.env.BENCH_VERBOSE)
          console.log(`  ${type}: ${method} failed: ${String(failure)}`);
      });
    // Sent without waiting for the answers: a session runs its commands in order, so the throttle is
    // on before the held target resumes (some targets answer only once running).
    void step('Network.enable', {});
    void step('Network.emulateNetworkConditions', profile.network);
    if (type !== 'page') {
      await step('Runtime.runIfWaitingForDebugger', {});
      return;
    }
    if (type === 'page') {
      await step('Emulation.setCPUThrottlingRate', { rate: cpuRate });
      await step('Emulation.setDeviceMetricsOverride', {
        ...profile.viewport,
        deviceScaleFactor: 1,
        mobile: profile.mobile,
      });
    }
    // The page's dedicated workers (the odds engine) are attached and held the same way.
    if (type === 'page')
      await step('Target.setAutoAttach', {
        autoAttach: true,
        waitForDebuggerOnStart: true,
        flatten: true,
      });
  };
  const key = (sessionId: string, requestId: unknown) => `${sessionId}:${String(requestId)}`;
  cdp.on((message) => {
    const { method, params, sessionId } = message;
    if (method === 'Target.attachedToTarget' && params) {
      const info = params.targetInfo as { type: string; url: string };
      if (process.env.BENCH_VERBOSE) console.log(`  attached ${info.type} ${info.url}`);
      void throttle(params.sessionId as string, info.type).catch(() => undefined);
      return;
    }
    if (sessionId === undefined || !sessions.has(sessionId) || !params) return;
    if (method === 'Network.requestWillBeSent') {
      const request = params.request as { url: string };
      records.set(key(sessionId, params.requestId), {
        url: request.url,
        sessionId,
        startedAt: Date.now(),
        madeAt: Number(params.timestamp ?? 0),
        waitedMs: null,
        fromServiceWorker: false,
        fromCache: false,
        finishedAt: null,
        failed: false,
        bytes: 0,
      });
    } else if (method === 'Network.responseReceived') {
      const record = records.get(key(sessionId, params.requestId));
      const response = params.response as {
        fromServiceWorker?: boolean;
        fromDiskCache?: boolean;
        fromPrefetchCache?: boolean;
        timing?: { requestTime: number; sendStart: number };
      };
      if (record) {
        const timing = response.timing;
        if (timing !== undefined && timing.sendStart >= 0 && record.madeAt > 0)
          record.waitedMs = Math.max(
            0,
            Math.round(timing.requestTime * 1000 + timing.sendStart - record.madeAt * 1000),
          );
        record.fromServiceWorker = response.fromServiceWorker === true;
        record.fromCache = response.fromDiskCache === true || response.fromPrefetchCache === true;
      }
    } else if (method === 'Network.requestServedFromCache') {
      const record = records.get(key(sessionId, params.requestId));
      if (record) record.fromCache = true;
    } else if (method === 'Network.loadingFailed') {
      const record = records.get(key(sessionId, params.requestId));
      // A failed request ended too (the chain after it is a chain); it is never the odds' arrival.
      if (record) {
        record.finishedAt = Date.now();
        record.failed = true;
      }
      if (process.env.BENCH_VERBOSE)
        console.log(`  failed ${String(params.errorText)} ${record?.url ?? ''}`);
    } else if (method === 'Network.loadingFinished') {
      const record = records.get(key(sessionId, params.requestId));
      if (record) {
        record.finishedAt = Date.now();
        record.bytes = Number(params.encodedDataLength ?? 0);
      }
    }
  });
  await throttle(pageSession, 'page');
  return sessions;
}

async function evaluate<T>(cdp: Cdp, sessionId: string, expression: string): Promise<T> {
  const reply = await cdp.send<{ result: { value: T }; exceptionDetails?: unknown }>(
    'Runtime.evaluate',
    { expression, awaitPromise: true, returnByValue: true },
    sessionId,
  );
  if (reply.exceptionDetails) throw new Error(`evaluate failed: ${expression}`);
  return reply.result.value;
}

const LCP_OBSERVER = `(() => {
  window.__lcp = 0;
  window.__lcpEntries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp = Math.max(window.__lcp, entry.startTime);
      const el = entry.element;
      window.__lcpEntries.push(Math.round(entry.startTime) + ' ms ' + entry.size + ' px2 ' +
        (el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.getAttribute('data-testid') ? '[' + el.getAttribute('data-testid') + ']' : '') + ' ' + (el.textContent || '').trim().slice(0, 30) : '(removed)'));
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})()`;

/** When the first price was drawn (epoch ms), for the bench to read. */
const FIRST_PRICE_OBSERVER = `(() => {
  window.__firstPrice = null;
  const seen = () => {
    if (window.__firstPrice !== null) return true;
    if (document.querySelector('[data-testid="price"]') === null) return false;
    // The wall clock: a page that replaced itself started a clock of its own.
    window.__firstPrice = performance.timeOrigin + performance.now();
    performance.mark('first-price');
    return true;
  };
  const watch = () => {
    if (seen()) return;
    const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.documentElement) watch(); else document.addEventListener('DOMContentLoaded', watch);
})()`;

/** A visit that failed (no odds, no service worker): flagged and counted, never the bench's end. */
class VisitFailed extends Error {}

const entryOf: Record<Visit, string> = {
  first: FIRST_ENTRY,
  repeat: REPEAT_ENTRY,
  http: REPEAT_ENTRY,
  desktop: DESKTOP_ENTRY,
};

/** The requests a visit made up to its first odds, from the navigation's start. */
function waterfallOf(
  records: Iterable<RequestRecord>,
  started: number,
  until: number,
): WaterfallRow[] {
  return [...records]
    .filter((record) => record.startedAt <= until)
    .sort((a, b) => a.startedAt - b.startedAt)
    .map((record) => ({
      url: record.url.replace(/^https?:\/\/[^/]+/, ''),
      startMs: record.startedAt - started,
      waitedMs: record.waitedMs,
      endMs: record.finishedAt === null ? null : record.finishedAt - started,
      bytes: record.bytes,
      cached: record.fromCache || record.fromServiceWorker,
    }));
}

/** One visit in a new tab of the run's profile: navigates, waits for the first odds, measures. */
async function visit(
  cdp: Cdp,
  origin: string,
  which: Visit,
  cpuRate: number,
  profile: Profile,
): Promise<{ figures: VisitFigures; sessionId: string; targetId: string }> {
  const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
    url: 'about:blank',
  });
  const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
    targetId,
    flatten: true,
  });
  const records = new Map<string, RequestRecord>();
  await instrument(cdp, sessionId, records, cpuRate, profile);
  swRecords = () => [...records.values()].filter((record) => record.sessionId !== sessionId);
  await cdp.send('Page.enable', {}, sessionId);
  await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: LCP_OBSERVER }, sessionId);
  await cdp.send(
    'Page.addScriptToEvaluateOnNewDocument',
    { source: FIRST_PRICE_OBSERVER },
    sessionId,
  );
  const stopTrace = profiledVisits().includes(which) ? await traceBrowser(cdp) : null;
  const started = Date.now();
  await cdp.send('Page.navigate', { url: `${origin}${entryOf[which]}` }, sessionId);
  const oddsArrived = () =>
    [...records.values()].find(
      (record) => ODDS_LIST.test(record.url) && record.finishedAt !== null && !record.failed,
    );
  // The first price on screen (epoch ms, the machine's clock as `started`); the list's arrival too.
  let shownMs: number | null = null;
  while (Date.now() - started < VISIT_TIMEOUT_MS) {
    shownMs = await evaluate<number | null>(cdp, sessionId, 'window.__firstPrice ?? null').catch(
      () => null,
    );
    if (shownMs !== null && oddsArrived() !== undefined) break;
    await sleep(50);
  }
  const odds = oddsArrived();
  if (odds === undefined || odds.finishedAt === null || shownMs === null) {
    for (const record of records.values()) console.log(`  ${which} seen: ${record.url}`);
    throw new VisitFailed(
      `${which}: ${odds === undefined ? 'no odds list arrived' : 'no price was drawn'}`,
    );
  }
  const oddsAt = odds.finishedAt;
  if (stopTrace !== null) {
    const events = await stopTrace();
    try {
      printCpuStretches(which, events);
    } catch (failure) {
      // The reading is for a person; the visit's figures stand without it.
      console.log(`  ${which} profile could not be read: ${String(failure)}`);
    }
  }
  const firstOddsRequest =
    [...records.values()]
      .filter((record) => ODDS_LIST.test(record.url))
      .sort((a, b) => a.startedAt - b.startedAt)[0] ?? odds;
  // The largest paint that the first odds bring (the board) is drawn after they arrive.
  await sleep(3000);
  const lcpMs = await evaluate<number>(cdp, sessionId, 'window.__lcp ?? 0');
  // `BENCH_LCP_DETAIL=1`: every LCP candidate of the visit (time, size, element).
  if (process.env.BENCH_LCP_DETAIL === '1')
    console.log(
      `${which} LCP candidates: ${(await evaluate<string[]>(cdp, sessionId, 'window.__lcpEntries ?? []')).join(' | ')}`,
    );
  const early = [...records.values()].filter(
    (record) =>
      record !== odds &&
      record.finishedAt !== null &&
      record.finishedAt <= oddsAt &&
      !record.fromServiceWorker &&
      !record.fromCache &&
      record.bytes > 0,
  );
  // What must cross the link before the first odds: the page and the scripts that arrived before
  // them (over the network), and the list.
  const needed = early.filter(
    (record) =>
      record === early[0] || /\.js(\?|$)/.test(record.url) || record.url.includes('/one-all-sport'),
  );
  const neededBytes = needed.reduce((sum, record) => sum + record.bytes, 0) + odds.bytes;
  // A first visit: the page, then its scripts with the login beside them, then the list. A repeat
  // visit's shell is the service worker's: the list alone.
  const floorTrips = which === 'repeat' ? 1 : 3;
  const networkBytes = which === 'repeat' ? odds.bytes : neededBytes;
  const figures: VisitFigures = {
    visit: which,
    lcpMs: Math.round(lcpMs),
    firstOddsMs: Math.round(shownMs - started),
    bytesBeforeOdds: early.reduce((sum, record) => sum + record.bytes, 0),
    oddsBytes: odds.bytes,
    requestsBeforeOdds: early.length,
    fromServiceWorker: [...records.values()].filter((record) => record.fromServiceWorker).length,
    roundTrips: roundTripsBefore(
      [...records.values()].filter((record) => !record.fromServiceWorker && !record.fromCache),
      firstOddsRequest,
    ),
    floorMs: floorMs(profile.network, floorTrips, networkBytes),
    waterfall: waterfallOf(records.values(), started, oddsAt),
  };
  if (process.env.BENCH_VERBOSE)
    for (const record of early) console.log(`  ${which} ${record.bytes} B ${record.url}`);
  if (process.env.BENCH_WATERFALL === '1') printWaterfall(which, figures);
  return { figures, sessionId, targetId };
}

/** The visits `BENCH_PROFILE` names (`first`, or several: `first,repeat`). */
function profiledVisits(): string[] {
  return (process.env.BENCH_PROFILE ?? '').split(',').map((name) => name.trim());
}

/** How many functions each profiled stretch lists (`BENCH_PROFILE_TOP`, 15 unless told). */
const PROFILE_TOP = Number(process.env.BENCH_PROFILE_TOP ?? 15);

/** Traces the whole browser (every renderer), with V8's CPU sampler, until the returned stop. */
async function traceBrowser(cdp: Cdp): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  let complete: () => void = () => undefined;
  const completed = new Promise<void>((resolve) => {
    complete = resolve;
  });
  const stop = cdp.on(({ method, params, sessionId }) => {
    if (sessionId !== undefined || !params) return;
    if (method === 'Tracing.dataCollected') events.push(...(params.value as TraceEvent[]));
    if (method === 'Tracing.tracingComplete') complete();
  });
  await cdp.send('Tracing.start', {
    categories: `${TRACE_CATEGORIES},disabled-by-default-v8.cpu_profiler`,
    transferMode: 'ReportEvents',
  });
  return async () => {
    await cdp.send('Tracing.end', {});
    await completed;
    stop();
    return events;
  };
}

/**
 * The page's main thread in three stretches, bounded by the trace's own network events: from the
 * document's request to the session's first call (login, or the user check), from there to the first
 * odds list's arrival, and from there to the first price (the `first-price` mark). For each, its
 * tasks by kind of work and the CPU by source.
 */
function printCpuStretches(which: Visit, events: TraceEvent[]): void {
  const thread = mainThreadOf(events);
  const mark = events.find(
    (event) => event.name === 'first-price' && event.cat.includes('blink.user_timing'),
  );
  if (thread === null || mark === undefined) {
    console.log(`  ${which} profile: no main thread or no first-price mark in the trace`);
    return;
  }
  const sent = new Map<string, { url: string; ts: number }>();
  for (const event of events) {
    const data = event.args?.data as { requestId?: string; url?: string } | undefined;
    if (
      event.name === 'ResourceSendRequest' &&
      data?.requestId &&
      data.url &&
      !sent.has(data.requestId)
    )
      sent.set(data.requestId, { url: data.url, ts: event.ts });
  }
  const firstSent = (test: RegExp) =>
    Math.min(...[...sent.values()].filter(({ url }) => test.test(url)).map(({ ts }) => ts));
  const firstFinished = (test: RegExp) =>
    Math.min(
      ...events
        .filter((event) => event.name === 'ResourceFinish')
        .filter((event) => {
          const id = (event.args?.data as { requestId?: string } | undefined)?.requestId;
          return id !== undefined && test.test(sent.get(id)?.url ?? '');
        })
        .map((event) => event.ts),
    );
  const zero = firstSent(/\/one-all-sport/);
  const session = firstSent(/\/api\/member\/(login|user)$/);
  const list = firstFinished(ODDS_LIST);
  const bounds: [string, number][] = [
    ['the document asked for', zero],
    ['the session call sent', session],
    ['the first odds list in', list],
    ['the first price', mark.ts],
  ];
  if (bounds.some(([, ts]) => !Number.isFinite(ts))) {
    console.log(
      `  ${which} profile: the trace lacks one of: ${bounds.map(([name]) => name).join(', ')}`,
    );
    return;
  }
  const profile = profileFromTrace(events, thread);
  const place = sourcePlaceResolver(STATIC_DIR);
  const resolve = (url: string, line: number, column: number) => place(url, line, column).label;
  const at = (ts: number) => Math.round((ts - zero) / 1000);
  for (let index = 0; index + 1 < bounds.length; index += 1) {
    const [fromName, from] = bounds[index] ?? ['', 0];
    const [toName, to] = bounds[index + 1] ?? ['', 0];
    const work = mainThreadWork(events, from, to);
    const kinds = WORK_KINDS.map((kind) => `${kind} ${Math.round(work.byKind[kind])}`).join(', ');
    console.log(
      `  ${which} profile, ${fromName} (${at(from)} ms) to ${toName} (${at(to)} ms, trace clock): main thread busy ${Math.round(work.busyMs)} ms in ${work.tasks} tasks (longest ${Math.round(work.longestMs)} ms): ${kinds} ms`,
    );
    if (profile === null) continue;
    const top = [...selfTimeBySource(profile, resolve, from, to)].slice(0, 12);
    console.log(
      `    CPU by source: ${top.map(([label, ms]) => `${label} ${Math.round(ms)}`).join(', ')} (ms)`,
    );
    const functions = timeByFunction(profile, place, from, to);
    const row = (time: FunctionTime) =>
      `      ${String(Math.round(time.selfMs)).padStart(5)} ${String(Math.round(time.totalMs)).padStart(5)}  ${time.label}`;
    console.log(`    by function, self then total ms (top ${PROFILE_TOP} by self):`);
    for (const time of functions.slice(0, PROFILE_TOP)) console.log(row(time));
    // The page's own functions by total: the component or machine whose work holds the packages'.
    const ours = functions
      .filter((time) => time.label.startsWith('src/'))
      .sort((a, b) => b.totalMs - a.totalMs)
      .slice(0, PROFILE_TOP);
    console.log(`    the app's functions by total ms (top ${PROFILE_TOP}):`);
    for (const time of ours) console.log(row(time));
  }
  if (profile === null)
    console.log(`  ${which} profile: the trace has no CPU profile of the main thread`);
}

function printWaterfall(which: Visit, figures: VisitFigures): void {
  console.log(
    `  ${which} waterfall (ms from the navigation; then how long the browser held it before sending; bytes as sent; * = cache or service worker):`,
  );
  for (const row of figures.waterfall)
    console.log(
      `    ${String(row.startMs).padStart(6)} → ${row.endMs === null ? '  open' : String(row.endMs).padStart(6)}  ${row.waitedMs === null ? '     ' : `+${String(row.waitedMs).padStart(4)}`}  ${String(row.bytes).padStart(7)} B${row.cached ? '*' : ' '} ${row.url.slice(0, 100)}`,
    );
}

async function closeTab(cdp: Cdp, targetId: string): Promise<void> {
  await cdp.send('Target.closeTarget', { targetId }).catch(() => undefined);
}

/** Waits for the app's service worker to be active (it registers after the first odds). */
let swRecords: () => Iterable<RequestRecord> = () => [];
async function serviceWorkerActive(cdp: Cdp, sessionId: string): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < VISIT_TIMEOUT_MS) {
    const state = await evaluate<string | null>(
      cdp,
      sessionId,
      `navigator.serviceWorker.getRegistration('/one-all-sport').then((r) => r?.active?.state ?? null)`,
    );
    if (state === 'activated') return;
    if (process.env.BENCH_VERBOSE)
      console.log(
        `  worker (${[...swRecords()].map((r) => `${r.url} ${r.finishedAt === null ? 'open' : r.bytes}`).join(', ')}): ${await evaluate<string>(cdp, sessionId, `navigator.serviceWorker.getRegistrations().then((all) => JSON.stringify(all.map((r) => [r.scope, r.installing?.state, r.waiting?.state, r.active?.state])))`)}`,
      );
    await sleep(500);
  }
  throw new VisitFailed('the service worker never became active');
}

/** The CPU rate for the low tier, calibrated in a blank tab of the run's browser (closed after). */
async function calibrate(cdp: Cdp, tier: 'low' | 'mid' = 'low'): Promise<Calibration> {
  const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
    url: 'about:blank',
  });
  try {
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const session: CdpSessionLike = {
      send: (method: string, params: Record<string, unknown>) =>
        cdp.send(method, params, sessionId),
    };
    return await calibrateCpu(session, tier, {
      legacyRate: LEGACY_CPU_RATE,
      override: CPU_OVERRIDE,
    });
  } finally {
    await closeTab(cdp, targetId);
  }
}

interface RunResult {
  figures: VisitFigures[];
  cpu: Calibration;
  /** The visits that failed, with why: flagged and counted. */
  failures: string[];
}

/** The visit, or its failure noted (a slow or failed visit is counted, not the bench's end). */
async function attempt<T>(failures: string[], run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (failure) {
    failures.push(failure instanceof Error ? failure.message : String(failure));
    return null;
  }
}

async function oneRun(origin: string): Promise<RunResult> {
  const browser = await launch();
  const { cdp } = browser;
  const failures: string[] = [];
  try {
    const cpu = await calibrate(cdp);
    console.log(`  ${describeCalibration(cpu)}`);
    await cdp.send('Target.setDiscoverTargets', { discover: true });
    // The service worker is throttled as soon as it is attached (within milliseconds of its start,
    // before its install fetches anything); held at start it never resumed in this Chromium.
    await cdp.send('Target.setAutoAttach', {
      autoAttach: true,
      waitForDebuggerOnStart: false,
      flatten: true,
      filter: [
        { type: 'service_worker' },
        { type: 'shared_worker' },
        { type: 'page', exclude: true },
      ],
    });
    const figures: VisitFigures[] = [];
    const first = await attempt(failures, () => visit(cdp, origin, 'first', cpu.rate, PHONE));
    if (first === null) return { figures, cpu, failures };
    figures.push(first.figures);
    // A returning member has seen the one-time first-login popup: closed as a member closes it (which
    // stores that it was seen), it does not open again (its picture was the repeat visit's LCP).
    await evaluate(
      cdp,
      first.sessionId,
      `new Promise((resolve) => {
        const started = Date.now();
        const close = () => {
          const button = document.querySelector('[data-testid="popup-first-login"] [data-testid="popup-close"]');
          if (button) { button.click(); resolve(true); }
          else if (Date.now() - started > 10000) resolve(false);
          else setTimeout(close, 100);
        };
        close();
      })`,
    );
    const active = await attempt(failures, () => serviceWorkerActive(cdp, first.sessionId));
    await closeTab(cdp, first.targetId);
    if (active === null) return { figures, cpu, failures };

    const repeat = await attempt(failures, () => visit(cdp, origin, 'repeat', cpu.rate, PHONE));
    if (repeat === null) return { figures, cpu, failures };
    figures.push(repeat.figures);
    await evaluate(
      cdp,
      repeat.sessionId,
      `navigator.serviceWorker.getRegistrations().then((all) => Promise.all(all.map((r) => r.unregister())))`,
    );
    await closeTab(cdp, repeat.targetId);

    const http = await attempt(failures, () => visit(cdp, origin, 'http', cpu.rate, PHONE));
    if (http !== null) {
      figures.push(http.figures);
      await closeTab(cdp, http.targetId);
    }
    return { figures, cpu, failures };
  } finally {
    await browser.close();
  }
}

/** The desktop first visit in a fresh profile of its own: Fast 4G, the mid tier. */
async function desktopRun(origin: string): Promise<RunResult> {
  const browser = await launch();
  const failures: string[] = [];
  try {
    const cpu = await calibrate(browser.cdp, 'mid');
    console.log(`  desktop: ${describeCalibration(cpu)}`);
    const desktop = await attempt(failures, () =>
      visit(browser.cdp, origin, 'desktop', cpu.rate, DESKTOP),
    );
    if (desktop !== null) await closeTab(browser.cdp, desktop.targetId);
    return { figures: desktop === null ? [] : [desktop.figures], cpu, failures };
  } finally {
    await browser.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const spread = (values: readonly number[]) =>
  values.length === 0 ? '' : ` (${Math.min(...values)}–${Math.max(...values)})`;

async function main(): Promise<void> {
  const simulator = await startSimulator('repeat', { SIM_START: '12:00', SIM_EVENTS: '300' });
  const load = loadavg()[0] ?? 0;
  try {
    const runs: VisitFigures[][] = [];
    const cpus: Calibration[] = [];
    const failures: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, result] of [
        ['phone', await oneRun(simulator.origin)],
        ['desktop', await desktopRun(simulator.origin)],
      ] as const) {
        runs.push(result.figures);
        if (name === 'phone') cpus.push(result.cpu);
        failures.push(...result.failures.map((why) => `run ${run + 1}: ${why}`));
        console.log(
          `run ${run + 1} ${name}${result.cpu.missed ? ' (MISSED the tier)' : ''}: CPU ${result.cpu.rate}x, index reached ${result.cpu.reachedIndex}; ${result.figures
            .map(
              (f) =>
                `${f.visit} LCP ${f.lcpMs} ms, ${kB(f.bytesBeforeOdds)} in ${f.requestsBeforeOdds} requests before the odds (+${kB(f.oddsBytes)} list), first odds on screen at ${f.firstOddsMs} ms, ${f.roundTrips} round trips before the list left`,
            )
            .join(
              '; ',
            )}${result.failures.length > 0 ? `; FAILED: ${result.failures.join('; ')}` : ''}`,
        );
      }
    }
    const visits: Visit[] = ['first', 'repeat', 'http', 'desktop'];
    const medians = visits.map((which) => {
      const of = runs.flat().filter((f) => f.visit === which);
      return {
        visit: which,
        runs: of.length,
        lcpMs: median(of.map((f) => f.lcpMs)),
        firstOddsMs: median(of.map((f) => f.firstOddsMs)),
        firstOddsSpread: spread(of.map((f) => f.firstOddsMs)),
        bytesBeforeOdds: median(of.map((f) => f.bytesBeforeOdds)),
        oddsBytes: median(of.map((f) => f.oddsBytes)),
        requestsBeforeOdds: median(of.map((f) => f.requestsBeforeOdds)),
        roundTrips: median(of.map((f) => f.roundTrips)),
        floorMs: median(of.map((f) => f.floorMs)),
      };
    });
    const missed = cpus.filter((cpu) => cpu.missed).length;
    const rates = cpus.map((cpu) => cpu.rate);
    const reached = cpus.map((cpu) => cpu.reachedIndex);
    const cpuLine =
      cpus[0]?.target === null
        ? `${median(rates)}x fixed (BENCH_CPU_RATE)`
        : `calibrated to the low tier (index 264): rate ${median(rates)}x (${Math.min(...rates)}–${Math.max(...rates)}), index reached ${median(reached)} (${Math.min(...reached)}–${Math.max(...reached)})`;
    console.log(
      `\nbench:repeat: Chromium, ${VIEWPORT.width}x${VIEWPORT.height} mobile layout, devtools Slow 4G ` +
        `(${SLOW_4G.latency} ms, ${kB(SLOW_4G.downloadThroughput)}/s down) on page, workers and service ` +
        `worker, CPU ${cpuLine} on the page; desktop ${DESKTOP_VIEWPORT.width}x${DESKTOP_VIEWPORT.height} on Fast 4G ` +
        `(${FAST_4G.latency} ms, ${kB(FAST_4G.downloadThroughput)}/s down) at the mid tier (index 1000); median of ${RUNS} runs, each a fresh profile; ` +
        `load average ${load.toFixed(2)} at start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end, on ${availableParallelism()} cores (shared)`,
    );
    for (const m of medians)
      console.log(
        `  ${m.visit.padEnd(7)} first odds on screen at ${m.firstOddsMs} ms${m.firstOddsSpread} (floor ${m.floorMs} ms, ${m.firstOddsMs - m.floorMs} ms above it), ` +
          `${m.roundTrips} round trips before the list left, LCP ${m.lcpMs} ms, ${kB(m.bytesBeforeOdds)} over the network in ${m.requestsBeforeOdds} requests before the first odds (the list itself ${kB(m.oddsBytes)}); ${m.runs} of ${RUNS} visits`,
      );
    if (failures.length > 0)
      console.log(`  FLAGGED: ${failures.length} visit(s) failed: ${failures.join('; ')}`);
    if (missed > 0)
      console.log(
        `  WARNING: ${missed} of ${RUNS} run(s) missed the low tier (index reached more than 10 % off 264): their figures are not at the tier`,
      );
    const repeat = medians.find((m) => m.visit === 'repeat');
    if (repeat)
      console.log(
        `  aims: repeat LCP <= ${AIM_LCP_MS} ms: ${repeat.lcpMs <= AIM_LCP_MS ? 'met' : 'NOT met'}; ` +
          `<= ${kB(AIM_BYTES)} before the first odds: ${repeat.bytesBeforeOdds <= AIM_BYTES ? 'met' : 'NOT met'}; ` +
          medians
            .filter((m) => Number.isFinite(AIM_FIRST_ODDS_MS[m.visit]))
            .map(
              (m) =>
                `${m.visit} first odds <= ${AIM_FIRST_ODDS_MS[m.visit]} ms: ${m.runs > 0 && m.firstOddsMs <= AIM_FIRST_ODDS_MS[m.visit] ? 'met' : 'NOT met'}`,
            )
            .join('; ') +
          `; first visit <= ${AIM_ROUND_TRIPS} round trips before the list: ${(medians[0]?.roundTrips ?? Infinity) <= AIM_ROUND_TRIPS ? 'met' : 'NOT met'}`,
      );
    console.log(recordLine('bench:repeat'));
    console.log(
      JSON.stringify({
        bench: 'repeat',
        runs: RUNS,
        cpuThrottle: median(cpus.map((cpu) => cpu.rate)),
        cpu: cpus.map(calibrationJson),
        missedRuns: missed,
        failedVisits: failures,
        network: SLOW_4G,
        desktopNetwork: FAST_4G,
        loadAverage: load,
        medians,
        all: runs.map((figures) => figures.map(({ waterfall: _, ...rest }) => rest)),
        firstWaterfall: runs.flat().find((f) => f.visit === 'first')?.waterfall ?? [],
      }),
    );
  } finally {
    await simulator.stop();
  }
}

await main();
