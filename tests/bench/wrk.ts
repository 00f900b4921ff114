// A load generator that is not the limit: wrk (C, one epoll loop a thread, reads bodies without
// decoding them) drives the simulator where autocannon (JavaScript on one core, ~110 MB/s of bodies
// here) ran out first. A Lua script walks the paths in turn on each thread with the bench's headers
// and, when the load ends, prints the counts and the latency percentiles as one JSON line that
// `parseWrkReport` reads. Debian and Ubuntu: `apt-get install -y wrk`; macOS: `brew install wrk`.
import { spawn } from 'node:child_process';
import { accessSync, constants as fsConstants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export const WRK_INSTALL_HINT =
  'install wrk (Debian/Ubuntu: apt-get install -y wrk; macOS: brew install wrk)';

/** The line prefix the script's done() prints before its JSON, so the report is found among wrk's own lines. */
export const REPORT_MARK = 'WRK_REPORT ';

export type Generator = 'wrk' | 'autocannon';

/**
 * The generators a variety run uses, the first giving its headline figures: BENCH_GENERATOR=wrk,
 * autocannon or both; unset, wrk when its binary is there, else autocannon. Asking for wrk where it
 * is missing is an error that says how to install it, not a quiet fall back to the slower generator.
 */
export function chooseGenerators(requested: string | undefined, wrkFound: boolean): Generator[] {
  const wanted = (requested ?? '').trim().toLowerCase();
  if (wanted === '') return wrkFound ? ['wrk'] : ['autocannon'];
  if (wanted === 'autocannon') return ['autocannon'];
  if (wanted !== 'wrk' && wanted !== 'both')
    throw new Error(`BENCH_GENERATOR must be wrk, autocannon or both, not "${requested}"`);
  if (!wrkFound)
    throw new Error(`BENCH_GENERATOR=${wanted} but wrk is not on PATH: ${WRK_INSTALL_HINT}`);
  return wanted === 'both' ? ['wrk', 'autocannon'] : ['wrk'];
}

/** The wrk binary on PATH, or null. */
export function findWrk(path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter)) {
    if (dir === '') continue;
    const file = join(dir, 'wrk');
    try {
      accessSync(file, fsConstants.X_OK);
      return file;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/** A Lua string literal of `text`; only printable ASCII goes in (a path or header with anything else is a bench bug). */
export function luaString(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text))
    throw new Error(`only printable ASCII goes into the wrk script: ${JSON.stringify(text)}`);
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * The pause before each request on a connection that holds a closed loop of `connections` near
 * `ratePerSecond` against a server that answers at once (each connection then asks every
 * connections / rate seconds), ms; 0 for no pause (as fast as it goes).
 */
export function delayForRate(connections: number, ratePerSecond: number | undefined): number {
  if (ratePerSecond === undefined || !(ratePerSecond > 0)) return 0;
  return Math.round((connections / ratePerSecond) * 1000);
}

/**
 * The Lua script: each thread starts at its own offset in `paths` and takes the next one for every
 * request (so 18 paths are asked evenly whatever the connections), sends `headers`, pauses
 * `delayMs` before each request when asked, and prints the report line when the load ends.
 */
export function wrkScript(
  paths: readonly string[],
  headers: Readonly<Record<string, string>>,
  delayMs = 0,
): string {
  if (paths.length === 0) throw new Error('the wrk script needs at least one path');
  const pathList = paths.map(luaString).join(',\n  ');
  const headerList = Object.entries(headers)
    .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
    .join(',\n  ');
  return `-- written by tests/bench/wrk.ts
local paths = {
  ${pathList}
}
local headers = {
  ${headerList}
}
local threadCount = 0
local turn = 0

function setup(thread)
  thread:set("offset", threadCount)
  threadCount = threadCount + 1
end

function init(args)
  turn = tonumber(offset) or 0
  for name, value in pairs(headers) do
    wrk.headers[name] = value
  end
end

function request()
  local path = paths[(turn % #paths) + 1]
  turn = turn + 1
  return wrk.format("GET", path)
end
${delayMs > 0 ? `\nfunction delay()\n  return ${Math.round(delayMs)}\nend\n` : ''}
function done(summary, latency, requests)
  local e = summary.errors
  if summary.requests == 0 then
    -- nothing answered: wrk's latency figures are then its empty histogram's sentinels, not times
    io.write(string.format(
      '${REPORT_MARK}{"requests":0,"durationUs":%d,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"latencyUs":null}\\n',
      summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout))
    return
  end
  io.write(string.format(
    '${REPORT_MARK}{"requests":%d,"durationUs":%d,"bytes":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"latencyUs":{"min":%d,"mean":%.1f,"max":%d,"p50":%d,"p90":%d,"p99":%d,"p999":%d}}\\n',
    summary.requests, summary.duration, summary.bytes,
    e.connect, e.read, e.write, e.status, e.timeout,
    latency.min, latency.mean, latency.max,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency:percentile(99.9)))
end
`;
}

export interface WrkReport {
  /** Requests answered (wrk counts a request when its whole reply has been read). */
  requests: number;
  durationMs: number;
  reqPerSec: number;
  /** Bytes read (headers and bodies, as sent: compressed bodies stay compressed). */
  bytes: number;
  mbPerSec: number;
  /** Connection, read, write and timeout errors, and replies with a status of 400 and up. */
  errors: number;
  timeouts: number;
  /** Latencies of the answered requests, ms (one decimal); null when none was answered. */
  latency: {
    min: number;
    mean: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    p999: number;
  } | null;
}

const ms = (us: number) => Math.round(us / 100) / 10;

function whole(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
    throw new Error(`wrk's report has no ${name}`);
  return value;
}

/** The report the script's done() printed in wrk's output; an error saying what is missing otherwise. */
export function parseWrkReport(stdout: string): WrkReport {
  const line = stdout.split('\n').find((l) => l.startsWith(REPORT_MARK));
  if (line === undefined)
    throw new Error(`wrk printed no report line (${REPORT_MARK.trim()}): ${stdout.slice(0, 300)}`);
  let raw: {
    requests?: unknown;
    durationUs?: unknown;
    bytes?: unknown;
    errors?: Record<string, unknown>;
    latencyUs?: Record<string, unknown> | null;
  };
  try {
    raw = JSON.parse(line.slice(REPORT_MARK.length)) as typeof raw;
  } catch {
    throw new Error(`wrk's report line is not JSON: ${line.slice(0, 300)}`);
  }
  const requests = whole(raw.requests, 'requests');
  const durationUs = whole(raw.durationUs, 'duration');
  if (durationUs === 0) throw new Error("wrk's report has no duration");
  const bytes = whole(raw.bytes, 'bytes');
  const errors = raw.errors ?? {};
  const errorNames = ['connect', 'read', 'write', 'status', 'timeout'] as const;
  const errorCounts = errorNames.map((name) => whole(errors[name], `${name} errors`));
  if (requests > 0 && (raw.latencyUs === null || typeof raw.latencyUs !== 'object'))
    throw new Error("wrk's report has answered requests but no latency");
  const lat = raw.latencyUs ?? {};
  const latency = (name: string) => ms(whole(lat[name], `latency ${name}`));
  const seconds = durationUs / 1e6;
  return {
    requests,
    durationMs: Math.round(durationUs / 1000),
    reqPerSec: Math.round((requests / seconds) * 10) / 10,
    bytes,
    mbPerSec: Math.round((bytes / 1e6 / seconds) * 10) / 10,
    errors: errorCounts.reduce((sum, n) => sum + n, 0),
    timeouts: whole(errors.timeout, 'timeout errors'),
    latency:
      requests === 0
        ? null
        : {
            min: latency('min'),
            mean: latency('mean'),
            max: latency('max'),
            p50: latency('p50'),
            p90: latency('p90'),
            p99: latency('p99'),
            p999: latency('p999'),
          },
  };
}

export interface WrkLoad {
  origin: string;
  paths: readonly string[];
  headers: Readonly<Record<string, string>>;
  connections: number;
  seconds: number;
  /** wrk's threads (one epoll loop each): one per core it may use. */
  threads: number;
  /** Pause before each request, ms (delayForRate); 0 runs as fast as the server answers. */
  delayMs?: number;
  /** The wrk binary (default: `wrk` on PATH). */
  wrk?: string;
}

/** Runs wrk with the round-robin script; wrk inherits this process's pinning. */
export async function runWrk(load: WrkLoad): Promise<WrkReport> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const script = join(dir, 'paths.lua');
  writeFileSync(script, wrkScript(load.paths, load.headers, load.delayMs ?? 0));
  try {
    const threads = Math.max(1, Math.min(load.threads, load.connections));
    const stdout = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        load.wrk ?? 'wrk',
        [
          `-t${threads}`,
          `-c${load.connections}`,
          `-d${load.seconds}s`,
          // A slow answer is measured, not dropped: wrk's 2 s default would leave the worst out of the p99.
          '--timeout',
          '30s',
          '-s',
          script,
          load.origin,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`wrk exited ${code}: ${err || out}`)),
      );
    });
    return parseWrkReport(stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
