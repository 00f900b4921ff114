import { describe, expect, it } from 'vitest';
import { decodePositions, totalTimeBySource } from '../../bench/cpuProfile';
import type { CpuProfile } from '../../bench/cpuProfile';
import type { Interaction } from '../../bench/kit';
import { describeTap, isOwnSource, tapsOf, tapsSummary, withWork } from '../../bench/tapProfile';
import type { TraceEvent } from '../../bench/trace';

// The phone bench's reading of each tap: its Event Timing parts, when it came after a list, and what
// the main thread ran in its span (from a trace of the clicked minute with V8's sampler).

const interaction = (start: number, latency: number, extra: Partial<Interaction> = {}) => ({
  start,
  latency,
  isClick: true,
  onPrice: true,
  inputDelayMs: 10,
  processingMs: latency - 30,
  presentationMs: 20,
  ...extra,
});

describe('taps of a clicked minute', () => {
  it('puts them in time order, each with its parts and how long after the last list it came', () => {
    const taps = tapsOf(
      [interaction(7_400, 90), interaction(1_250.4, 60.6, { onPrice: false })],
      [500, 6_900, 7_000, 9_000],
      1_000,
    );
    expect(taps).toEqual([
      {
        n: 1,
        atS: 0.3,
        startMs: 1_250.4,
        latencyMs: 61,
        delayMs: 10,
        processingMs: 31,
        presentationMs: 20,
        onPrice: false,
        // The only list before it came before the minute began.
        sinceListMs: null,
      },
      {
        n: 2,
        atS: 6.4,
        startMs: 7_400,
        latencyMs: 90,
        delayMs: 10,
        processingMs: 60,
        presentationMs: 20,
        onPrice: true,
        sinceListMs: 400,
      },
    ]);
  });
});

const frame = (url: string, functionName = 'f') => ({
  functionName,
  url,
  lineNumber: 0,
  columnNumber: 0,
});

// Root → (idle); root → src/a.ts:3 → react-dom:100; root → (garbage collector).
const PROFILE: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('', '(root)') },
    { id: 2, parent: 1, callFrame: frame('http://h/assets/a.js') },
    { id: 3, parent: 2, callFrame: frame('http://h/assets/b.js') },
    { id: 4, parent: 1, callFrame: frame('', '(idle)') },
    { id: 5, parent: 1, callFrame: frame('', '(garbage collector)') },
    { id: 6, parent: 3, callFrame: frame('http://h/assets/a.js') },
  ],
  startTime: 0,
  endTime: 600,
  // 0: a (100 µs), 100: b under a (100), 200: a under b under a (100), 300: idle (100), 400: GC (200).
  samples: [2, 3, 6, 4, 5, 4],
  timeDeltas: [0, 100, 100, 100, 100, 200],
};
const resolve = (url: string) =>
  url.endsWith('/a.js') ? 'src/a.ts:3' : url.endsWith('/b.js') ? 'react-dom:100' : url;

describe('CPU time in all, by function', () => {
  it('gives a sample to every kept function on its stack, once however often it recurs', () => {
    const totals = totalTimeBySource(PROFILE, resolve, isOwnSource);
    expect([...totals.keys()]).toEqual(['src/a.ts:3']);
    expect(totals.get('src/a.ts:3')).toBeCloseTo(0.3, 9);
    const all = totalTimeBySource(PROFILE, resolve, () => true);
    expect(all.get('src/a.ts:3')).toBeCloseTo(0.3, 9);
    expect(all.get('react-dom:100')).toBeCloseTo(0.2, 9);
    expect(all.get('(root)')).toBeCloseTo(0.5, 9);
    expect(all.has('(idle)')).toBe(false);
  });

  it('counts only the part of each sample inside the window', () => {
    const window = totalTimeBySource(PROFILE, resolve, isOwnSource, 150, 250);
    expect([...window.keys()]).toEqual(['src/a.ts:3']);
    expect(window.get('src/a.ts:3')).toBeCloseTo(0.1, 9);
    expect(totalTimeBySource(PROFILE, resolve, isOwnSource, 300, 600).size).toBe(0);
  });

  it('reads our code by its folders, not a library', () => {
    expect(isOwnSource('src/app/App.tsx:4')).toBe(true);
    expect(isOwnSource('machines/ticketMachine.ts:9')).toBe(true);
    expect(isOwnSource('react-dom:100')).toBe(false);
    expect(isOwnSource('(garbage collector)')).toBe(false);
  });
});

describe('source map positions', () => {
  it('keeps each segment’s source line, relative across segments and lines', () => {
    // Line 0: column 0 in source 0 at its line 0, column 16 in source 1 at line 2.
    // Line 1: column 0 in source 2 at line 1 (2 - 1), a segment with no source, column 3 back at line 3.
    expect(decodePositions('AAAA,gBCEA;ACDA,C,EDEA')).toEqual([
      [
        [0, 0, 0],
        [16, 1, 2],
      ],
      [
        [0, 2, 1],
        [3, 1, 3],
      ],
    ]);
  });
});

describe('a tap’s work from a trace of the minute', () => {
  const main = { pid: 1, tid: 2 };
  const x = (name: string, ts: number, dur: number): TraceEvent => ({
    ...main,
    name,
    cat: 'devtools.timeline',
    ph: 'X',
    ts,
    dur,
  });
  // The mark: page clock 0 ms is trace 5 s. The tap: page 1000 ms for 100 ms = trace 6.0-6.1 s.
  const profileAt = 6_000_000;
  const events: TraceEvent[] = [
    {
      ...main,
      name: 'thread_name',
      cat: '__metadata',
      ph: 'M',
      ts: 0,
      args: { name: 'CrRendererMain' },
    },
    x('RunTask', 5_990_000, 5_000), // before the tap: not its work
    { ...x('RunTask', 6_010_000, 60_000), tdur: 25_000 },
    x('EventDispatch', 6_010_000, 45_000),
    x('FunctionCall', 6_010_000, 40_000),
    { ...x('RunTask', 6_080_000, 10_000), tdur: 4_000 },
    x('Paint', 6_080_000, 10_000),
    x('RunTask', 6_200_000, 30_000), // after the tap's paint
    {
      ...main,
      name: 'Profile',
      cat: 'disabled-by-default-v8.cpu_profiler',
      ph: 'P',
      ts: profileAt,
      id: '0x1',
      args: { data: { startTime: profileAt + 10_000 } },
    },
    {
      ...main,
      name: 'ProfileChunk',
      cat: 'disabled-by-default-v8.cpu_profiler',
      ph: 'P',
      ts: profileAt + 1,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: PROFILE.nodes.map(({ id, parent, callFrame }) => ({ id, parent, callFrame })),
            samples: [2, 3, 3, 5, 4],
          },
          // 6.010 s a (10 ms), 6.020 b (20), 6.040 b (10), 6.050 GC (...), 6.300 idle.
          timeDeltas: [0, 10_000, 20_000, 10_000, 250_000],
        },
      },
    },
  ];
  const [tap] = tapsOf([interaction(1_000, 100)], [], 0);

  it('counts the tasks that began in its span by kind, and its CPU by function', () => {
    const [read] = withWork(
      tap === undefined ? [] : [tap],
      events,
      { traceUs: 5_000_000, pageMs: 0 },
      resolve,
    );
    expect(read?.work).toEqual({
      busyMs: 70,
      cpuMs: 29,
      // Only the first task dispatched an event.
      inputCpuMs: 25,
      longestTaskMs: 60,
      byKind: { script: 45, style: 0, layout: 0, paint: 10, gc: 0, other: 15 },
      // The GC sample lasts to the next one (6.3 s): only its 50 ms inside the span count.
      self: [
        ['(garbage collector)', 50],
        ['react-dom:100', 30],
        ['src/a.ts:3', 10],
      ],
      total: [['src/a.ts:3', 40]],
    });
    expect(describeTap(read ?? tap!)).toBe(
      [
        '#1 at 1 s, no list yet: 100 ms = delay 10 + handlers 70 + drawing 20',
        '    main thread 70 ms (its CPU 29, the input’s tasks 25; longest task 60): script 45, style 0, layout 0, paint 10, gc 0, other 15',
        '    own time: (garbage collector) 50, react-dom:100 30, src/a.ts:3 10',
        '    in all (our code): src/a.ts:3 40',
      ].join('\n'),
    );
  });

  it('leaves the profile’s parts empty when the trace has no sampler', () => {
    const plain = events.filter((event) => !event.name.startsWith('Profile'));
    const [read] = withWork(
      tap === undefined ? [] : [tap],
      plain,
      { traceUs: 5_000_000, pageMs: 0 },
      resolve,
    );
    expect(read?.work?.self).toEqual([]);
    expect(read?.work?.total).toEqual([]);
    expect(read?.work?.busyMs).toBe(70);
  });
});

describe('the taps of a session in all', () => {
  const work = (cpuMs: number, self: [string, number][]) => ({
    busyMs: cpuMs * 2,
    cpuMs,
    inputCpuMs: cpuMs / 10,
    longestTaskMs: cpuMs,
    byKind: { script: cpuMs, style: 1, layout: 0, paint: 2, gc: 0, other: 0 },
    self,
    total: [],
  });
  const [base] = tapsOf([interaction(0, 50)], [], 0);

  it('gives the median and largest thread CPU, and sums kinds and functions over the taps', () => {
    const taps = [
      {
        ...base!,
        work: work(30, [
          ['focus', 2],
          ['src/a.ts:1', 5],
        ]),
      },
      { ...base!, work: work(10, [['src/a.ts:1', 1]]) },
      { ...base!, work: work(20, [['focus', 7]]) },
      // An untraced tap is left out.
      { ...base! },
    ];
    expect(tapsSummary(taps)).toEqual({
      cpuMedianMs: 20,
      cpuMaxMs: 30,
      cpuSumMs: 60,
      inputCpuMedianMs: 2,
      inputCpuMaxMs: 3,
      byKind: { script: 60, style: 3, layout: 0, paint: 6, gc: 0, other: 0 },
      self: [
        ['focus', 9],
        ['src/a.ts:1', 6],
      ],
    });
  });

  it('is null for a minute that was not traced', () => {
    expect(tapsSummary(base === undefined ? [] : [base])).toBeNull();
  });
});
