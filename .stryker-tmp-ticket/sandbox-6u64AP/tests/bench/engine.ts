// @ts-nocheck
// Odds engine benchmark: `node --import tsx tests/bench/engine.ts`.
// One full refresh (decode + merge + filter + sort + derive + view model + diff + message) is
// compared with JSON.parse of the same payload string, and a delta refresh (5 % of events changed)
// with the full refresh, side by side in one run: warm-up first, then the median of several runs.
// Prints readable lines, then one JSON line last.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createListState, refreshList } from '@workers/odds/core/pipeline';
import type { ListState } from '@workers/odds/core/pipeline';
import type { Layout, ViewQuery } from '@workers/odds/core/view';
import { createOddsFixture } from '../fixtures/odds/generate';
import {
  createPriceHistory,
  HISTORY_CELLS,
  HISTORY_POINTS,
  HISTORY_TOTAL_POINTS,
  recordPrice,
} from '@workers/odds/core/priceHistory';
import { recordLine } from './record';

// The command line is fixed, so the flag that lets the bench settle the heap between loops
// (never inside a timed step) is set here.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const RUNS = 21;
const WARMUP = 5;
// Delta refreshes are cheap: more of them, after a longer warm-up, reach the steady state.
const DELTA_RUNS = 41;
const DELTA_WARMUP = 20;
const DELTA_SHARE = 0.05;

function median(samples: number[]): number {
  const sorted = samples.slice().sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * CPU time of one step in ms, all threads of the process (the garbage collector's helpers count:
 * garbage is part of the cost). The machine is shared, so wall time would also count the time
 * other processes held the core.
 */
function time(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function queryFor(layout: Layout): ViewQuery {
  return {
    kind: 'nonlive',
    layout,
    betType: 'sc',
    sortTypeTime: 'normal',
    sortTime: 'all',
    leagueAll: true,
    leagueIds: [],
  };
}

function bytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value));
}

interface Figures {
  events: number;
  layout: Layout;
  payloadBytes: number;
  parseMs: number;
  fullMs: number;
  warmFullMs: number;
  deltaMs: number;
  fullOverParse: number;
  deltaOverFull: number;
  deltaMessageBytes: number;
  fullMessageBytes: number;
}

/**
 * Full refreshes: each run times, back to back, JSON.parse of the full payload, a full refresh of
 * it on an empty engine, and the same list loaded again on that engine; the ratio is taken per run,
 * then the median, so a busy moment of the shared machine weighs on both sides of it.
 * Delta refreshes run in a loop of their own, on one engine kept running, so that the concurrent
 * marking started by the multi-megabyte full runs is not billed to them.
 */
function measure(events: number, layout: Layout): Figures {
  const query = queryFor(layout);
  const fixture = createOddsFixture({ events, seed: 42, shuffleStructures: true });
  const text = JSON.stringify(fixture.full());

  collectGarbage();
  const parseTimes: number[] = [];
  const fullTimes: number[] = [];
  const warmTimes: number[] = [];
  const fullOverParse: number[] = [];
  let fullMessageBytes = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const first: unknown = JSON.parse(text);
    const second: unknown = JSON.parse(text);
    const parseMs = time(() => JSON.parse(text));
    let fresh: ListState = createListState(query);
    let fullMessage: unknown;
    const fullMs = time(() => {
      const result = refreshList(fresh, first, query);
      fresh = result.state;
      fullMessage = result.message;
    });
    const warmMs = time(() => {
      refreshList(fresh, second, query);
    });
    if (run < WARMUP) continue;
    parseTimes.push(parseMs);
    fullTimes.push(fullMs);
    warmTimes.push(warmMs);
    fullOverParse.push(fullMs / parseMs);
    fullMessageBytes = bytes(fullMessage);
  }

  let running: ListState = refreshList(createListState(query), JSON.parse(text), query).state;
  // The replies arrive as text, as from the network; the fixture's own bookkeeping stays out of the loop.
  const deltaTexts = Array.from({ length: DELTA_WARMUP + DELTA_RUNS }, () =>
    JSON.stringify(fixture.delta({ changed: DELTA_SHARE })),
  );
  const deltaTimes: number[] = [];
  let deltaMessageBytes = 0;
  collectGarbage();
  for (let run = 0; run < DELTA_WARMUP + DELTA_RUNS; run++) {
    const payload: unknown = JSON.parse(deltaTexts[run]!);
    let deltaMessage: unknown;
    const deltaMs = time(() => {
      const result = refreshList(running, payload, query);
      running = result.state;
      deltaMessage = result.message;
    });
    if (run < DELTA_WARMUP) continue;
    deltaTimes.push(deltaMs);
    deltaMessageBytes = Math.max(deltaMessageBytes, bytes(deltaMessage));
  }
  const fullMs = median(fullTimes);
  const deltaMs = median(deltaTimes);
  return {
    events,
    layout,
    payloadBytes: Buffer.byteLength(text),
    parseMs: median(parseTimes),
    fullMs,
    warmFullMs: median(warmTimes),
    deltaMs,
    fullOverParse: median(fullOverParse),
    deltaOverFull: deltaMs / fullMs,
    deltaMessageBytes,
    fullMessageBytes,
  };
}

function describe(f: Figures): string {
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  return [
    `${f.events} events, ${f.layout}: payload ${kib(f.payloadBytes)}, JSON.parse ${f.parseMs.toFixed(2)} ms (CPU time, medians)`,
    `  full refresh ${f.fullMs.toFixed(2)} ms (${f.fullOverParse.toFixed(2)}x parse), ` +
      `same list reloaded ${f.warmFullMs.toFixed(2)} ms, full message ${kib(f.fullMessageBytes)}`,
    `  delta refresh (${DELTA_SHARE * 100} % changed) ${f.deltaMs.toFixed(2)} ms ` +
      `(${f.deltaOverFull.toFixed(3)}x full), largest delta message ${kib(f.deltaMessageBytes)}`,
  ].join('\n');
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Runs every path of the pipeline on a smaller list first, so the first measured figures do not pay for compilation. */
function warmUpPipeline(): void {
  for (const layout of ['f-line', 's-line'] as const) {
    const query = queryFor(layout);
    const fixture = createOddsFixture({ events: 1_000, seed: 7 });
    let state = refreshList(
      createListState(query),
      JSON.parse(JSON.stringify(fixture.full())),
      query,
    ).state;
    for (let run = 0; run < 60; run++) {
      state = refreshList(
        state,
        JSON.parse(JSON.stringify(fixture.delta({ changed: DELTA_SHARE }))),
        query,
      ).state;
    }
  }
}

/**
 * The worker's price history at its cap, every cell full (the worst a long session can
 * hold), and at one point per cell (what a board of prices that never moved holds): heap bytes.
 */
function historyHeap(pointsPerCell: number): number {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const history = createPriceHistory();
  for (let cell = 0; cell < HISTORY_CELLS; cell++)
    for (let point = 0; point < pointsPerCell; point++)
      recordPrice(
        history,
        `${100_000 + cell}:${cell % 4}:handicap_h`,
        point,
        0.5 + point / 1000,
        0.5,
      );
  collectGarbage();
  const bytes = process.memoryUsage().heapUsed - before;
  const expected = Math.min(HISTORY_CELLS, Math.floor(HISTORY_TOTAL_POINTS / pointsPerCell));
  if (history.cells.size !== expected)
    throw new Error('the history kept the wrong number of prices');
  return bytes;
}

warmUpPipeline();
const main3k = measure(3_000, 'f-line');
const main10k = measure(10_000, 'f-line');
const single3k = measure(3_000, 's-line');
for (const figures of [main3k, main10k, single3k]) console.log(describe(figures));
const historyFull = historyHeap(HISTORY_POINTS);
const historyOne = historyHeap(1);
console.log(
  `price history, per list: at its caps (${HISTORY_TOTAL_POINTS.toLocaleString('en-US')} points, ` +
    `prices of ${HISTORY_POINTS} points) ${(historyFull / 1048576).toFixed(1)} MB of worker heap; ` +
    `${HISTORY_CELLS.toLocaleString('en-US')} prices of one point ${(historyOne / 1048576).toFixed(1)} MB`,
);
console.log(recordLine('bench:engine'));
console.log(
  JSON.stringify({
    events: main3k.events,
    full_over_parse: round(main3k.fullOverParse),
    delta_over_full: round(main3k.deltaOverFull),
    delta_message_kib: round(main3k.deltaMessageBytes / 1024),
    events_10k_full_over_parse: round(main10k.fullOverParse),
    events_10k_delta_over_full: round(main10k.deltaOverFull),
    s_line_full_over_parse: round(single3k.fullOverParse),
    s_line_delta_over_full: round(single3k.deltaOverFull),
    s_line_delta_message_kib: round(single3k.deltaMessageBytes / 1024),
    price_history_cap_mb: round(historyFull / 1048576),
    price_history_one_point_mb: round(historyOne / 1048576),
  }),
);
