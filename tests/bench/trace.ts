// The main thread's time per refresh, from a Chromium trace: long tasks say only what
// lasted over 50 ms; the trace says what every task of the page's main thread cost and where the
// time went (script, style, layout, paint, garbage collection). Taken over a quiet window (no input),
// so what it counts is the refreshes, the countdown and the realtime feed.
import type { CDPSession } from 'playwright-core';

/** A trace event as Chromium writes it (only the fields read here). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** The thread's own CPU time in a complete event (µs): what it ran, not what it waited. */
  tdur?: number;
  /** Ties an async or sampled event's parts together (a CPU profile's chunks). */
  id?: string;
  args?: { name?: string; data?: unknown };
}

export const TRACE_CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'blink.user_timing',
  '__metadata',
].join(',');

/** Starts a trace of the page behind `cdp`; the returned function stops it and gives its events. */
export async function startTrace(
  cdp: CDPSession,
  categories = TRACE_CATEGORIES,
): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  const collect = (payload: { value: object[] }) => {
    events.push(...(payload.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return async () => {
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    return events;
  };
}

export const WORK_KINDS = ['script', 'style', 'layout', 'paint', 'gc', 'other'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** Which kind of work a trace event's own time is. */
export function workKindOf(name: string): WorkKind | null {
  switch (name) {
    case 'FunctionCall':
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
    case 'TimerFire':
    case 'EventDispatch':
    case 'FireAnimationFrame':
    case 'RunMicrotasks':
    case 'v8.run':
    case 'v8.callFunction':
    case 'V8.Execute':
      return 'script';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
      return 'style';
    case 'Layout':
    case 'UpdateLayerTree':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'CompositeLayers':
    case 'Commit':
    case 'PaintImage':
    case 'Decode Image':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
    case 'V8.GCIncrementalMarking':
    case 'BlinkGC.AtomicPhase':
    case 'ThreadState::performIdleLazySweep':
      return 'gc';
    case 'RunTask':
    case 'ThreadControllerImpl::RunTask':
      return 'other';
    default:
      return null;
  }
}

export interface MainThreadWork {
  /** Top-level tasks of the page's main thread that began in the window. */
  tasks: number;
  /** Their wall time in all (ms): what the throttled main thread was busy for. */
  busyMs: number;
  /**
   * The tasks' thread CPU time (ms), where the trace gives it: the work itself, without the time
   * the thread was held by the CPU throttle or by other processes on a busy machine.
   */
  cpuMs: number;
  /** The longest of them (ms). */
  longestMs: number;
  /** Tasks over 50 ms and their blocking time (ms), as TBT counts it. */
  longTasks: number;
  blockingMs: number;
  /** The busy time by kind of work (each event's own time, children taken out). */
  byKind: Record<WorkKind, number>;
}

/** The renderer main thread of the page: the `CrRendererMain` with the most top-level tasks. */
export function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let best: { pid: number; tid: number; count: number } | null = null;
  for (const main of mains) {
    const count = events.filter(
      (event) => event.pid === main.pid && event.tid === main.tid && event.name === 'RunTask',
    ).length;
    if (best === null || count > best.count) best = { pid: main.pid, tid: main.tid, count };
  }
  return best === null ? null : { pid: best.pid, tid: best.tid };
}

/**
 * The page's main-thread work between `fromUs` and `toUs` (trace microseconds): top-level tasks
 * (`RunTask`) and, inside them, each known event's own time by kind (a parent's time minus its
 * children's, so nothing is counted twice).
 */
export function mainThreadWork(
  events: readonly TraceEvent[],
  fromUs: number,
  toUs: number,
): MainThreadWork {
  const byKind = Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Record<
    WorkKind,
    number
  >;
  const empty = {
    tasks: 0,
    busyMs: 0,
    cpuMs: 0,
    longestMs: 0,
    longTasks: 0,
    blockingMs: 0,
    byKind,
  };
  const thread = mainThreadOf(events);
  if (thread === null) return empty;
  const complete = events
    .filter(
      (event) =>
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ph === 'X' &&
        event.dur !== undefined &&
        event.ts >= fromUs &&
        event.ts < toUs &&
        workKindOf(event.name) !== null,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const work = { ...empty };
  // A stack of open events: each event's own time is its duration less its direct children's.
  const stack: { end: number; kind: WorkKind; own: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack[stack.length - 1]?.end ?? 0) <= until) {
      const done = stack.pop();
      if (done !== undefined) byKind[done.kind] += Math.max(0, done.own) / 1000;
    }
  };
  for (const event of complete) {
    close(event.ts);
    const dur = event.dur ?? 0;
    const kind = workKindOf(event.name) ?? 'other';
    const parent = stack[stack.length - 1];
    if (parent === undefined) {
      // Only top-level tasks open a new span; anything else outside a task is not the page's work.
      if (event.name !== 'RunTask' && event.name !== 'ThreadControllerImpl::RunTask') continue;
      work.tasks += 1;
      work.busyMs += dur / 1000;
      work.cpuMs += (event.tdur ?? 0) / 1000;
      work.longestMs = Math.max(work.longestMs, dur / 1000);
      if (dur / 1000 > 50) {
        work.longTasks += 1;
        work.blockingMs += dur / 1000 - 50;
      }
    } else {
      parent.own -= dur;
    }
    stack.push({ end: event.ts + dur, kind, own: dur });
  }
  close(Number.POSITIVE_INFINITY);
  return { ...work, byKind };
}

/** The trace's clock (µs) at the page's `performance.now()` moment, from a user-timing mark. */
export function markTime(events: readonly TraceEvent[], name: string): number | null {
  const mark = events.find(
    (event) => event.name === name && event.cat.includes('blink.user_timing'),
  );
  return mark?.ts ?? null;
}
