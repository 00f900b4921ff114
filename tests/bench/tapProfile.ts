// Each tap of a board session read on its own: its Event Timing parts (waiting for the main thread,
// handlers, drawing), how long after a list's answer it came, and, when the clicked minute was
// traced with V8's sampler (`BENCH_TAP_PROFILE=1`), what the main thread ran from the tap to its
// next paint: the work by kind and the CPU by function, on top of the stack and in all. A tap's
// worst case says which kind it is (the first ticket opened, a tap in a list's merge, ...), which the
// minute's INP alone does not.
import { profileFromTrace, selfTimeBySource, totalTimeBySource } from './cpuProfile';
import type { Interaction } from './kit';
import { mainThreadOf, mainThreadWork, WORK_KINDS } from './trace';
import type { TraceEvent, WorkKind } from './trace';

/** What ran on the main thread in a tap's span (its start to its next paint). */
export interface TapWork {
  busyMs: number;
  /** The tasks' thread CPU time: the work itself, the same on a quiet or a busy machine. */
  cpuMs: number;
  /**
   * The thread CPU of the tasks that dispatched the tap's own events (its touch, pointer, mouse
   * and click events, in its span): the tap's handlers alone, whatever else shared the span.
   */
  inputCpuMs: number;
  /** The longest top-level task that began in the span. */
  longestTaskMs: number;
  byKind: Record<WorkKind, number>;
  /** CPU by function on top of the stack (`file:line`, V8's own names for the rest), the largest first. */
  self: [string, number][];
  /** CPU by our own functions anywhere on the stack (what they and their callees cost). */
  total: [string, number][];
}

export interface Tap {
  /** Its place in the session's clicked minute (1-based, in time order). */
  n: number;
  /** Seconds into the clicked minute. */
  atS: number;
  /** Its start on the page's clock (ms). */
  startMs: number;
  latencyMs: number;
  delayMs: number;
  processingMs: number;
  presentationMs: number;
  onPrice: boolean;
  /** How long after the last list answer reached the page (ms); null before any in the minute. */
  sinceListMs: number | null;
  work?: TapWork;
}

/** How many functions a tap's profile keeps (by own time, and by time in all). */
export const TOP_FUNCTIONS = 8;

/** Our code: the app's, the machines', the contract's and the worker's sources. */
export const isOwnSource = (label: string): boolean =>
  /^(src|machines|contract|workers)\//.test(label);

/**
 * The clicked minute's taps in time order. `listTimes` are the page-clock moments list answers
 * arrived; `windowStart` is the minute's start on the same clock.
 */
export function tapsOf(
  interactions: readonly Interaction[],
  listTimes: readonly number[],
  windowStart: number,
): Tap[] {
  const lists = listTimes.slice().sort((a, b) => a - b);
  return interactions
    .slice()
    .sort((a, b) => a.start - b.start)
    .map((interaction, index) => {
      const before = lists.filter((time) => time <= interaction.start);
      const last = before[before.length - 1];
      return {
        n: index + 1,
        atS: Number(((interaction.start - windowStart) / 1000).toFixed(1)),
        startMs: interaction.start,
        latencyMs: Math.round(interaction.latency),
        delayMs: Math.round(interaction.inputDelayMs),
        processingMs: Math.round(interaction.processingMs),
        presentationMs: Math.round(interaction.presentationMs),
        onPrice: interaction.onPrice,
        sinceListMs:
          last === undefined || last < windowStart ? null : Math.round(interaction.start - last),
      };
    });
}

/**
 * Each tap's main-thread work from a trace of the minute: `mark` is the trace clock (µs) of the
 * page-clock moment `mark.pageMs`, which places the taps' Event Timing spans on the trace.
 */
export function withWork(
  taps: readonly Tap[],
  events: readonly TraceEvent[],
  mark: { traceUs: number; pageMs: number },
  resolve: (url: string, line: number, column: number) => string,
): Tap[] {
  const thread = mainThreadOf(events);
  const profile = thread === null ? null : profileFromTrace(events, thread);
  const toTrace = (pageMs: number) => mark.traceUs + (pageMs - mark.pageMs) * 1000;
  const round = (ms: number) => Number(ms.toFixed(1));
  return taps.map((tap) => {
    const from = toTrace(tap.startMs);
    const to = toTrace(tap.startMs + tap.latencyMs);
    const work = mainThreadWork(events, from, to);
    const top = (totals: Map<string, number>): [string, number][] =>
      [...totals].slice(0, TOP_FUNCTIONS).map(([label, ms]) => [label, round(ms)]);
    return {
      ...tap,
      work: {
        busyMs: round(work.busyMs),
        cpuMs: round(work.cpuMs),
        inputCpuMs: round(inputTaskCpu(events, thread, from, to)),
        longestTaskMs: round(work.longestMs),
        byKind: Object.fromEntries(
          WORK_KINDS.map((kind) => [kind, round(work.byKind[kind])]),
        ) as Record<WorkKind, number>,
        self: profile === null ? [] : top(selfTimeBySource(profile, resolve, from, to)),
        total:
          profile === null ? [] : top(totalTimeBySource(profile, resolve, isOwnSource, from, to)),
      },
    };
  });
}

/** The thread CPU (ms) of the main thread's top-level tasks in the span that dispatched an event. */
export function inputTaskCpu(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number } | null,
  fromUs: number,
  toUs: number,
): number {
  if (thread === null) return 0;
  const mine = events.filter(
    (event) =>
      event.pid === thread.pid &&
      event.tid === thread.tid &&
      event.ph === 'X' &&
      event.ts >= fromUs &&
      event.ts < toUs,
  );
  const dispatches = mine.filter((event) => event.name === 'EventDispatch');
  return mine
    .filter(
      (task) =>
        task.name === 'RunTask' &&
        dispatches.some(
          (dispatch) => dispatch.ts >= task.ts && dispatch.ts < task.ts + (task.dur ?? 0),
        ),
    )
    .reduce((sum, task) => sum + (task.tdur ?? 0) / 1000, 0);
}

/** A tap as one line: its parts, its kind of moment, and where its main thread went. */
export function describeTap(tap: Tap): string {
  const list = tap.sinceListMs === null ? 'no list yet' : `${tap.sinceListMs} ms after a list`;
  const head = `#${tap.n} at ${tap.atS} s${tap.onPrice ? '' : ' (not on a price)'}, ${list}: ${tap.latencyMs} ms = delay ${tap.delayMs} + handlers ${tap.processingMs} + drawing ${tap.presentationMs}`;
  if (tap.work === undefined) return head;
  const kinds = WORK_KINDS.map((kind) => `${kind} ${tap.work?.byKind[kind] ?? 0}`).join(', ');
  const list2 = (rows: [string, number][]) =>
    rows.map(([label, ms]) => `${label} ${ms}`).join(', ');
  return [
    head,
    `    main thread ${tap.work.busyMs} ms (its CPU ${tap.work.cpuMs}, the input’s tasks ${tap.work.inputCpuMs}; longest task ${tap.work.longestTaskMs}): ${kinds}`,
    `    own time: ${list2(tap.work.self)}`,
    `    in all (our code): ${list2(tap.work.total)}`,
  ].join('\n');
}

/**
 * What the session's taps cost in all, from their traced work: the thread CPU of each (median and
 * largest) and the main thread's time by kind and by function summed over every tap, the largest
 * first. Null when the minute was not traced.
 */
export function tapsSummary(taps: readonly Tap[]): {
  cpuMedianMs: number;
  cpuMaxMs: number;
  cpuSumMs: number;
  inputCpuMedianMs: number;
  inputCpuMaxMs: number;
  byKind: Record<WorkKind, number>;
  self: [string, number][];
} | null {
  const traced = taps.flatMap((tap) => (tap.work === undefined ? [] : [tap.work]));
  if (traced.length === 0) return null;
  const cpu = traced.map((work) => work.cpuMs).sort((a, b) => a - b);
  const input = traced.map((work) => work.inputCpuMs).sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  const byKind = Object.fromEntries(
    WORK_KINDS.map((kind) => [
      kind,
      round(traced.reduce((sum, work) => sum + work.byKind[kind], 0)),
    ]),
  ) as Record<WorkKind, number>;
  const self = new Map<string, number>();
  for (const work of traced)
    for (const [label, ms] of work.self) self.set(label, (self.get(label) ?? 0) + ms);
  return {
    cpuMedianMs: round(cpu[Math.floor((cpu.length - 1) / 2)] ?? 0),
    cpuMaxMs: round(cpu[cpu.length - 1] ?? 0),
    cpuSumMs: round(cpu.reduce((sum, ms) => sum + ms, 0)),
    inputCpuMedianMs: round(input[Math.floor((input.length - 1) / 2)] ?? 0),
    inputCpuMaxMs: round(input[input.length - 1] ?? 0),
    byKind,
    self: [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP_FUNCTIONS)
      .map(([label, ms]) => [label, round(ms)]),
  };
}
