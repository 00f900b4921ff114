// What the page's main thread ran, by source: a V8 CPU profile of the page (CDP Profiler), each
// sample's time given to the function on top of the stack, and that function's place in the build
// mapped back through the build's source maps to the file it came from (a package for
// node_modules). Names the work a stretch of a visit spent its CPU on (bench:repeat's
// `BENCH_PROFILE=first`), where a trace's events say only "a function call in a chunk".
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TraceEvent } from './trace';

/** A V8 CPU profile as CDP's Profiler.stop gives it (the fields read here). */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    /** The caller's node (a trace's chunks say it this way). */
    parent?: number;
    /** The callees' nodes (CDP's Profiler.stop says it this way). */
    children?: number[];
  }[];
  /** Microseconds, the browser's monotonic clock. */
  startTime: number;
  endTime: number;
  samples: number[];
  /** Microseconds between a sample and the one before it. */
  timeDeltas: number[];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One generated line's segments: [generated column, source index] (names and lines not needed). */
export type LineSegments = [number, number][];

/** A source map's `mappings` decoded to each generated line's segments with a source. */
export function decodeMappings(mappings: string): LineSegments[] {
  return decodePositions(mappings).map((line) =>
    line.map(([column, source]): [number, number] => [column, source]),
  );
}

/** One generated line's segments: [generated column, source index, source line (0-based)]. */
export type LinePositions = [number, number, number][];

/** A source map's `mappings` decoded to each generated line's segments, with the source's line. */
export function decodePositions(mappings: string): LinePositions[] {
  const lines: LinePositions[] = [];
  let source = 0;
  let sourceLine = 0;
  for (const line of mappings.split(';')) {
    const segments: LinePositions = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        if (digit < 0) throw new Error(`not a source map segment: ${segment}`);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
          continue;
        }
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        source += fields[1] ?? 0;
        sourceLine += fields[2] ?? 0;
        segments.push([column, source, sourceLine]);
      }
    }
    lines.push(segments);
  }
  return lines;
}

/** The source of a generated position (0-based line and column), or null where none is mapped. */
export function sourceIndexAt(lines: LineSegments[], line: number, column: number): number | null {
  return positionAt(lines, line, column)?.[1] ?? null;
}

/** The segment that covers a generated position: the last at or before its column, or null. */
function positionAt<Segment extends [number, ...number[]]>(
  lines: Segment[][],
  line: number,
  column: number,
): Segment | null {
  let found: Segment | null = null;
  for (const segment of lines[line] ?? []) {
    if (segment[0] > column) break;
    found = segment;
  }
  return found;
}

/** A source path as read: the package for a dependency, the repository's path for ours. */
export function labelOfSource(path: string): string {
  const normalized = path.replace(/\\/g, '/').replace(/^(\.\.\/)+/, '');
  const modules = normalized.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = normalized.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? normalized);
  }
  // A build made outside the repository (`--outDir /tmp/x`) names our files from the filesystem's
  // root: read from the repository's own top folders on.
  return /^(?:.*?\/)?((?:src|machines|contract|workers)\/.*)$/.exec(normalized)?.[1] ?? normalized;
}

/** Where a call frame's function is written: its source's label and, when mapped, its line (1-based). */
export interface SourcePlace {
  label: string;
  line: number | null;
  /** The start of that line as written (the map's `sourcesContent`), to say which function it is. */
  text?: string;
}

/** Maps a profile's call frames to their place, reading `<dir>/assets/x.js.map` for `/assets/x.js`. */
export function sourcePlaceResolver(
  dir: string,
): (url: string, line: number, column: number) => SourcePlace {
  const maps = new Map<
    string,
    { sources: string[]; contents: (string | null)[]; lines: LinePositions[] } | null
  >();
  const linesOf = new Map<string, string[]>();
  const textAt = (content: string | null | undefined, key: string, line: number) => {
    if (content === null || content === undefined) return undefined;
    if (!linesOf.has(key)) linesOf.set(key, content.split('\n'));
    const text = linesOf.get(key)?.[line]?.trim();
    return text === undefined || text === '' ? undefined : text.slice(0, 60);
  };
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const path = join(dir, 'assets', `${file}.map`);
      if (!existsSync(path)) maps.set(file, null);
      else {
        const raw = JSON.parse(readFileSync(path, 'utf8')) as {
          sources: string[];
          sourcesContent?: (string | null)[];
          mappings: string;
        };
        maps.set(file, {
          sources: raw.sources,
          contents: raw.sourcesContent ?? [],
          lines: decodePositions(raw.mappings),
        });
      }
    }
    return maps.get(file) ?? null;
  };
  return (url, line, column) => {
    const file = /\/assets\/([^/?#]+\.js)(?:[?#]|$)/.exec(url)?.[1];
    if (file === undefined)
      return { label: url === '' ? '' : url.replace(/^https?:\/\/[^/]+/, ''), line: null };
    const map = mapOf(file);
    const position = map === null ? null : positionAt(map.lines, line, column);
    const source = position === null ? undefined : map?.sources[position[1]];
    return source === undefined || position === null
      ? { label: `${file} (unmapped)`, line: null }
      : {
          label: labelOfSource(source),
          line: position[2] + 1,
          text: textAt(map?.contents[position[1]], `${file}#${position[1]}`, position[2]),
        };
  };
}

/**
 * Maps a profile's call frames to sources, reading `<dir>/assets/x.js.map` for `/assets/x.js`.
 * With `lines`, a frame is named by its function's first line in the source too (`src/a.ts:12`),
 * which tells one function from another where the build's names are minified.
 */
export function sourceMapResolver(
  dir: string,
  { lines: withLines = false }: { lines?: boolean } = {},
): (url: string, line: number, column: number) => string {
  const place = sourcePlaceResolver(dir);
  return (url, line, column) => {
    const found = place(url, line, column);
    return withLines && found.line !== null ? `${found.label}:${found.line}` : found.label;
  };
}

/**
 * The profile's CPU time (ms) between `fromUs` and `toUs` on its clock, by what was on top of the
 * stack: a source (file, or package) for code of the page, else V8's own names ("(garbage
 * collector)", "(program)": the browser's own work, style, layout and paint; "(idle)" is left out).
 */
export function selfTimeBySource(
  profile: CpuProfile,
  resolve: (url: string, line: number, column: number) => string,
  fromUs = Number.NEGATIVE_INFINITY,
  toUs = Number.POSITIVE_INFINITY,
): Map<string, number> {
  const labels = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    const source = url === '' ? '' : resolve(url, lineNumber, columnNumber);
    labels.set(node.id, source === '' ? functionName || '(anonymous)' : source);
  }
  const totals = new Map<string, number>();
  forEachSample(profile, fromUs, toUs, (id, ms) => {
    const label = labels.get(id) ?? '(unknown)';
    if (label !== '(idle)') totals.set(label, (totals.get(label) ?? 0) + ms);
  });
  return new Map([...totals].sort((a, b) => b[1] - a[1]));
}

/** Each sample's node and its time (ms) inside `fromUs`..`toUs` (a sample lasts until the next). */
function forEachSample(
  profile: CpuProfile,
  fromUs: number,
  toUs: number,
  visit: (id: number, ms: number) => void,
): void {
  let at = profile.startTime;
  for (let index = 0; index < profile.samples.length; index += 1) {
    at += profile.timeDeltas[index] ?? 0;
    const until = at + (profile.timeDeltas[index + 1] ?? 0);
    const start = Math.max(at, fromUs);
    const end = Math.min(until, toUs);
    if (end > start) visit(profile.samples[index] ?? -1, (end - start) / 1000);
  }
}

/**
 * The labels on a node's stack, each once however often it recurs, from the node up (a trace's
 * nodes name their parent, CDP's Profiler.stop their children: either is read). `labelOf` leaves a
 * node out by answering undefined. Remembered per node.
 */
function stackLabels(
  profile: CpuProfile,
  labelOf: (id: number) => string | undefined,
): (id: number) => string[] {
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) {
    if (node.parent !== undefined) parentOf.set(node.id, node.parent);
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  const known = new Map<number, string[]>();
  return (id) => {
    const found = known.get(id);
    if (found !== undefined) return found;
    const labels = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const label = labelOf(at);
      if (label !== undefined) labels.add(label);
    }
    const stack = [...labels];
    known.set(id, stack);
    return stack;
  };
}

/**
 * The profile's CPU time (ms) between `fromUs` and `toUs` by every label on the stack, not only its
 * top (a function's own time and its callees'), for the labels `keep` accepts: what a component's
 * render or a machine's step cost in all, where the time on top is mostly the library it calls.
 * A label on the stack twice (recursion) counts once a sample. Needs the nodes' parents.
 */
export function totalTimeBySource(
  profile: CpuProfile,
  resolve: (url: string, line: number, column: number) => string,
  keep: (label: string) => boolean,
  fromUs = Number.NEGATIVE_INFINITY,
  toUs = Number.POSITIVE_INFINITY,
): Map<string, number> {
  const labelOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    labelOf.set(node.id, url === '' ? functionName : resolve(url, lineNumber, columnNumber));
  }
  const stack = stackLabels(profile, (id) => {
    const label = labelOf.get(id) ?? '';
    return keep(label) ? label : undefined;
  });
  const totals = new Map<string, number>();
  forEachSample(profile, fromUs, toUs, (id, ms) => {
    if (labelOf.get(id) === '(idle)') return;
    for (const label of stack(id)) totals.set(label, (totals.get(label) ?? 0) + ms);
  });
  return new Map([...totals].sort((a, b) => b[1] - a[1]));
}

interface ProfileChunkData {
  cpuProfile?: {
    nodes?: {
      id: number;
      parent?: number;
      callFrame: Partial<CpuProfile['nodes'][number]['callFrame']>;
    }[];
    samples?: number[];
  };
  timeDeltas?: number[];
}

/**
 * The CPU profile a trace carries for one thread (the `disabled-by-default-v8.cpu_profiler`
 * category: a `Profile` event, then `ProfileChunk`s), on the trace's clock; null when it has none.
 */
export function profileFromTrace(
  events: readonly TraceEvent[],
  thread: { pid: number; tid: number },
): CpuProfile | null {
  const start = events.find(
    (event) => event.name === 'Profile' && event.pid === thread.pid && event.tid === thread.tid,
  );
  if (start === undefined) return null;
  const id = start.id;
  const profile: CpuProfile = {
    nodes: [],
    startTime: (start.args?.data as { startTime?: number } | undefined)?.startTime ?? start.ts,
    endTime: start.ts,
    samples: [],
    timeDeltas: [],
  };
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== thread.pid) continue;
    if (event.id !== id) continue;
    const data = event.args?.data as ProfileChunkData | undefined;
    // A trace's frames leave out what is empty (no url for V8's own entries, no line for some).
    for (const node of data?.cpuProfile?.nodes ?? [])
      profile.nodes.push({
        id: node.id,
        ...(node.parent === undefined ? {} : { parent: node.parent }),
        callFrame: {
          functionName: node.callFrame.functionName ?? '',
          url: node.callFrame.url ?? '',
          lineNumber: node.callFrame.lineNumber ?? 0,
          columnNumber: node.callFrame.columnNumber ?? 0,
        },
      });
    profile.samples.push(...(data?.cpuProfile?.samples ?? []));
    profile.timeDeltas.push(...(data?.timeDeltas ?? []));
    profile.endTime = Math.max(profile.endTime, event.ts);
  }
  return profile;
}

/** One function's CPU time in a window: on top of the stack (self), and anywhere on it (total). */
export interface FunctionTime {
  /** `source:line  the line's start` where the map says it, else `name source`. */
  label: string;
  selfMs: number;
  totalMs: number;
}

/**
 * The profile's CPU time (ms) between `fromUs` and `toUs`, by function: where each function is
 * written (its source and line through the build's maps, which name a component or a package's
 * function where the build's own names are minified). Self time is a sample's time given to the
 * function on top of the stack; total time to every function on the stack, once each (a recursive
 * function counts once), which names the component whose render holds react-dom's time. V8's own
 * entries ("(program)", "(garbage collector)") have self time only; "(idle)" is left out.
 */
export function timeByFunction(
  profile: CpuProfile,
  place: (url: string, line: number, column: number) => SourcePlace,
  fromUs = Number.NEGATIVE_INFINITY,
  toUs = Number.POSITIVE_INFINITY,
): FunctionTime[] {
  const labels = new Map<number, string>();
  for (const node of profile.nodes) {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (url === '') {
      labels.set(node.id, functionName || '(anonymous)');
      continue;
    }
    const where = place(url, lineNumber, columnNumber);
    labels.set(
      node.id,
      where.line === null
        ? `${functionName || '(anonymous)'} ${where.label}`
        : `${where.label}:${where.line}${where.text === undefined ? '' : `  ${where.text}`}`,
    );
  }
  // The root sits under everything: not a function of the page.
  const stack = stackLabels(profile, (id) => {
    const label = labels.get(id);
    return label === '(root)' ? undefined : label;
  });
  const times = new Map<string, FunctionTime>();
  const timeOf = (label: string) => {
    let time = times.get(label);
    if (time === undefined) {
      time = { label, selfMs: 0, totalMs: 0 };
      times.set(label, time);
    }
    return time;
  };
  forEachSample(profile, fromUs, toUs, (id, ms) => {
    const top = labels.get(id) ?? '(unknown)';
    if (top === '(idle)') return;
    timeOf(top).selfMs += ms;
    for (const label of stack(id)) timeOf(label).totalMs += ms;
  });
  return [...times.values()].sort((a, b) => b.selfMs - a.selfMs);
}
