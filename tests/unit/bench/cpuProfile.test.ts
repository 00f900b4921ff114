import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeMappings,
  decodePositions,
  labelOfSource,
  profileFromTrace,
  selfTimeBySource,
  sourceIndexAt,
  sourceMapResolver,
  sourcePlaceResolver,
  timeByFunction,
} from '../../bench/cpuProfile';
import type { CpuProfile } from '../../bench/cpuProfile';
import type { TraceEvent } from '../../bench/trace';

// The bench's "what the CPU ran" reading: a profile's samples, their places in the build mapped back
// to the source files through the build's source maps.

// Line 0: column 0 in source 0, column 16 ("gB") in source 1. Line 1 (columns start again, sources
// do not): column 0 in source 2, a segment with no source at column 1, column 3 in source 1.
const MAPPINGS = 'AAAA,gBCAA;ACAA,C,EDAA';

describe('source maps', () => {
  it('decodes each line’s segments: columns relative within a line, sources across lines', () => {
    expect(decodeMappings(MAPPINGS)).toEqual([
      [
        [0, 0],
        [16, 1],
      ],
      [
        [0, 2],
        [3, 1],
      ],
    ]);
    expect(decodeMappings('')).toEqual([[]]);
    expect(() => decodeMappings('A!AA')).toThrow(/not a source map segment/);
  });

  it('finds the source of a generated position: the last segment at or before its column', () => {
    const lines = decodeMappings(MAPPINGS);
    expect(sourceIndexAt(lines, 0, 0)).toBe(0);
    expect(sourceIndexAt(lines, 0, 15)).toBe(0);
    expect(sourceIndexAt(lines, 0, 16)).toBe(1);
    expect(sourceIndexAt(lines, 0, 900)).toBe(1);
    expect(sourceIndexAt(lines, 1, 2)).toBe(2);
    expect(sourceIndexAt(lines, 1, 3)).toBe(1);
    expect(sourceIndexAt(lines, 7, 0)).toBeNull();
  });

  it('names a dependency by its package and our code by its path', () => {
    expect(labelOfSource('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'react-dom',
    );
    expect(labelOfSource('../node_modules/@xstate/react/dist/index.js')).toBe('@xstate/react');
    expect(labelOfSource('../../src/app/SessionGate.tsx')).toBe('src/app/SessionGate.tsx');
    expect(labelOfSource('../../../work/wt/T/src/app/App.tsx')).toBe('src/app/App.tsx');
    expect(labelOfSource('../../../work/wt/T/machines/ticketMachine.ts')).toBe(
      'machines/ticketMachine.ts',
    );
    expect(labelOfSource('../virtual/thing.js')).toBe('virtual/thing.js');
  });

  it('maps a profile’s call frame in /assets/x.js through x.js.map; what has no map says so', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cpu-profile-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(
        join(dir, 'assets', 'chunk-a.js.map'),
        JSON.stringify({
          sources: ['../src/a.ts', '../node_modules/xstate/dist/x.js', '../src/b.tsx'],
          mappings: MAPPINGS,
        }),
      );
      const resolve = sourceMapResolver(dir);
      expect(resolve('http://127.0.0.1:1/assets/chunk-a.js', 0, 20)).toBe('xstate');
      expect(resolve('http://127.0.0.1:1/assets/chunk-a.js', 1, 0)).toBe('src/b.tsx');
      expect(resolve('http://127.0.0.1:1/assets/chunk-a.js', 0, 3)).toBe('src/a.ts');
      expect(resolve('http://127.0.0.1:1/assets/chunk-b.js', 0, 0)).toBe('chunk-b.js (unmapped)');
      expect(resolve('http://127.0.0.1:1/runtime-config.js', 0, 0)).toBe('/runtime-config.js');
      // With lines: the function's first line in its source too (1-based), to tell functions apart.
      const withLines = sourceMapResolver(dir, { lines: true });
      expect(withLines('http://127.0.0.1:1/assets/chunk-a.js', 0, 20)).toBe('xstate:1');
      expect(withLines('http://127.0.0.1:1/assets/chunk-a.js', 1, 0)).toBe('src/b.tsx:1');
      expect(withLines('http://127.0.0.1:1/assets/chunk-b.js', 0, 0)).toBe('chunk-b.js (unmapped)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const frame = (functionName: string, url = '') => ({
  functionName,
  url,
  lineNumber: 0,
  columnNumber: 0,
});

describe('the line a frame is written on', () => {
  // Line 0: column 0 at source 0 line 0, column 16 at source 1 line 3 ("gBCGA": +16, +1, +3, +0).
  // Line 1: column 0 at source 2 line 3 ("ACAA": lines carry over), column 3 at source 1 line 1.
  const WITH_LINES = 'AAAA,gBCGA;ACAA,C,EDFA';

  it('decodes each segment’s source line, which carries over from segment to segment', () => {
    expect(decodePositions(WITH_LINES)).toEqual([
      [
        [0, 0, 0],
        [16, 1, 3],
      ],
      [
        [0, 2, 3],
        [3, 1, 1],
      ],
    ]);
  });

  it('gives a frame its source, line (1-based) and that line as written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cpu-place-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(
        join(dir, 'assets', 'chunk-a.js.map'),
        JSON.stringify({
          sources: ['../src/a.ts', '../node_modules/react-dom/x.js', '../src/b.tsx'],
          sourcesContent: [
            'one',
            'a\n  function performWork(root) {\nc\n  function beginWork() {',
            null,
          ],
          mappings: WITH_LINES,
        }),
      );
      const place = sourcePlaceResolver(dir);
      expect(place('http://h/assets/chunk-a.js', 0, 20)).toEqual({
        label: 'react-dom',
        line: 4,
        text: 'function beginWork() {',
      });
      expect(place('http://h/assets/chunk-a.js', 1, 5)).toEqual({
        label: 'react-dom',
        line: 2,
        text: 'function performWork(root) {',
      });
      expect(place('http://h/assets/chunk-a.js', 1, 0)).toEqual({
        label: 'src/b.tsx',
        line: 4,
        text: undefined,
      });
      expect(place('http://h/assets/chunk-b.js', 0, 0)).toEqual({
        label: 'chunk-b.js (unmapped)',
        line: null,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CPU time by function', () => {
  // root → Board (board.tsx:10) → Row (row.tsx:3) → Row again (recursion) → (garbage collector);
  // root → (program). Samples: Row 100 µs, Row (recursive) 200, GC 300, program 400, idle, last.
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)'), children: [2, 6, 7] },
      { id: 2, callFrame: { ...frame('Xe', 'http://h/assets/a.js'), lineNumber: 10 } },
      { id: 3, parent: 2, callFrame: { ...frame('Ft', 'http://h/assets/a.js'), lineNumber: 3 } },
      { id: 4, parent: 3, callFrame: { ...frame('Ft', 'http://h/assets/a.js'), lineNumber: 3 } },
      { id: 5, parent: 4, callFrame: frame('(garbage collector)') },
      { id: 6, callFrame: frame('(program)') },
      { id: 7, callFrame: frame('(idle)') },
      { id: 8, parent: 1, callFrame: frame('lost', 'http://h/assets/unmapped.js') },
    ],
    startTime: 0,
    endTime: 1500,
    samples: [3, 4, 5, 6, 7, 8, 8],
    timeDeltas: [0, 100, 200, 300, 400, 500, 500],
  };
  const place = (url: string, line: number) =>
    url.endsWith('/a.js')
      ? line === 10
        ? { label: 'src/board.tsx', line: 10, text: 'export function Board() {' }
        : { label: 'src/row.tsx', line: 3 }
      : { label: 'unmapped.js (unmapped)', line: null };

  it('gives self time to the top frame and total time to each function on the stack once', () => {
    const times = timeByFunction(profile, place);
    const byLabel = new Map(times.map((time) => [time.label, time]));
    // By self time, largest first; a tie keeps the order first seen.
    expect(times.map((time) => time.label)).toEqual([
      'lost unmapped.js (unmapped)',
      '(program)',
      'src/row.tsx:3',
      '(garbage collector)',
      'src/board.tsx:10  export function Board() {',
    ]);
    expect(byLabel.get('src/row.tsx:3')?.selfMs).toBeCloseTo(0.3, 9);
    // Row's own 0.3 ms and the collector's 0.3 ms under it; the recursion counted once.
    expect(byLabel.get('src/row.tsx:3')?.totalMs).toBeCloseTo(0.6, 9);
    expect(byLabel.get('src/board.tsx:10  export function Board() {')?.selfMs).toBe(0);
    expect(byLabel.get('src/board.tsx:10  export function Board() {')?.totalMs).toBeCloseTo(0.6, 9);
    expect(byLabel.get('(program)')?.selfMs).toBeCloseTo(0.4, 9);
    expect(byLabel.get('lost unmapped.js (unmapped)')?.selfMs).toBeCloseTo(0.5, 9);
    expect(byLabel.has('(idle)')).toBe(false);
    expect(byLabel.has('(root)')).toBe(false);
  });

  it('counts only the part of each sample inside the window', () => {
    const times = timeByFunction(profile, place, 50, 350);
    const byLabel = new Map(times.map((time) => [time.label, time]));
    expect(byLabel.get('src/row.tsx:3')?.selfMs).toBeCloseTo(0.25, 9);
    expect(byLabel.get('src/row.tsx:3')?.totalMs).toBeCloseTo(0.3, 9);
    expect(byLabel.get('(garbage collector)')?.selfMs).toBeCloseTo(0.05, 9);
    expect(byLabel.has('(program)')).toBe(false);
  });
});

describe('CPU time by source', () => {
  // Samples at 1000 (a.js, for 100 µs), 1100 (a.js, 200), 1300 (GC, 300), 1600 (idle, the last).
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('run', 'http://h/assets/a.js') },
      { id: 3, callFrame: frame('(idle)') },
      { id: 4, callFrame: frame('(garbage collector)') },
    ],
    startTime: 1000,
    endTime: 1600,
    samples: [2, 2, 4, 3],
    timeDeltas: [0, 100, 200, 300],
  };
  const resolve = (url: string) => (url.endsWith('/a.js') ? 'src/a.ts' : url);

  it('gives each sample the time until the next one, by source; idle time is not counted', () => {
    const totals = selfTimeBySource(profile, resolve);
    expect([...totals.keys()]).toEqual(['src/a.ts', '(garbage collector)']);
    expect(totals.get('src/a.ts')).toBeCloseTo(0.3, 9);
    expect(totals.get('(garbage collector)')).toBeCloseTo(0.3, 9);
  });

  it('counts only the part of each sample inside the window', () => {
    const totals = selfTimeBySource(profile, resolve, 1050, 1400);
    expect([...totals.keys()]).toEqual(['src/a.ts', '(garbage collector)']);
    expect(totals.get('src/a.ts')).toBeCloseTo(0.25, 9);
    expect(totals.get('(garbage collector)')).toBeCloseTo(0.1, 9);
    expect(selfTimeBySource(profile, resolve, 2000, 3000).size).toBe(0);
  });
});

describe('a CPU profile read from a trace', () => {
  const base = { cat: 'disabled-by-default-v8.cpu_profiler', ph: 'P', tid: 2 };
  const events: TraceEvent[] = [
    { ...base, name: 'Profile', pid: 1, ts: 400, id: '0x1', args: { data: { startTime: 500 } } },
    { ...base, name: 'Profile', pid: 9, ts: 400, id: '0x2', args: { data: { startTime: 50 } } },
    {
      ...base,
      name: 'ProfileChunk',
      pid: 1,
      ts: 600,
      id: '0x1',
      args: {
        data: {
          cpuProfile: { nodes: [{ id: 1, callFrame: frame('(root)') }], samples: [1] },
          timeDeltas: [10],
        },
      },
    },
    {
      ...base,
      name: 'ProfileChunk',
      pid: 1,
      ts: 700,
      id: '0x1',
      args: {
        data: {
          // A trace leaves out a frame's empty fields (V8's own entries have no url).
          cpuProfile: {
            nodes: [
              { id: 2, parent: 1, callFrame: frame('f') },
              { id: 3, parent: 1, callFrame: { functionName: '(program)' } },
            ],
            samples: [2, 1],
          },
          timeDeltas: [20, 30],
        },
      },
    },
    {
      ...base,
      name: 'ProfileChunk',
      pid: 9,
      ts: 800,
      id: '0x2',
      args: { data: { cpuProfile: { samples: [7] }, timeDeltas: [5] } },
    },
  ];

  it('joins the thread’s chunks in order, on the trace’s clock, each node with its caller; other threads’ chunks stay out', () => {
    expect(profileFromTrace(events, { pid: 1, tid: 2 })).toEqual({
      nodes: [
        { id: 1, callFrame: frame('(root)') },
        { id: 2, parent: 1, callFrame: frame('f') },
        { id: 3, parent: 1, callFrame: frame('(program)') },
      ],
      startTime: 500,
      endTime: 700,
      samples: [1, 2, 1],
      timeDeltas: [10, 20, 30],
    });
  });

  it('is null for a thread the trace has no profile of', () => {
    expect(profileFromTrace(events, { pid: 1, tid: 3 })).toBeNull();
  });
});
