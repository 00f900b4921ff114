import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  REPORT_MARK,
  chooseGenerators,
  delayForRate,
  findWrk,
  luaString,
  parseWrkReport,
  runWrk,
  wrkScript,
} from '@tests/bench/wrk';

const report = (body: object) =>
  `Running 10s test @ http://127.0.0.1:1\n${REPORT_MARK}${JSON.stringify(body)}\n`;
const errors = { connect: 0, read: 0, write: 0, status: 0, timeout: 0 };
const latencyUs = {
  min: 850,
  mean: 181_234.5,
  max: 612_000,
  p50: 180_950,
  p90: 260_000,
  p99: 498_760,
  p999: 600_100,
};

describe("wrk's report", () => {
  it('gives the counts, the rate and the percentiles in ms from the microseconds wrk measures', () => {
    const parsed = parseWrkReport(
      report({ requests: 2_850, durationUs: 10_000_000, bytes: 1_140_000_000, errors, latencyUs }),
    );
    expect(parsed).toEqual({
      requests: 2_850,
      durationMs: 10_000,
      reqPerSec: 285,
      bytes: 1_140_000_000,
      mbPerSec: 114,
      errors: 0,
      timeouts: 0,
      latency: { min: 0.9, mean: 181.2, max: 612, p50: 181, p90: 260, p99: 498.8, p999: 600.1 },
    });
  });

  it('adds every kind of error, and keeps the timeouts apart', () => {
    const parsed = parseWrkReport(
      report({
        requests: 10,
        durationUs: 2_000_000,
        bytes: 100,
        errors: { connect: 1, read: 2, write: 3, status: 4, timeout: 5 },
        latencyUs,
      }),
    );
    expect(parsed.errors).toBe(15);
    expect(parsed.timeouts).toBe(5);
    expect(parsed.reqPerSec).toBe(5);
  });

  it('has no latency when nothing was answered', () => {
    const parsed = parseWrkReport(
      report({
        requests: 0,
        durationUs: 5_000_000,
        bytes: 0,
        errors: { ...errors, timeout: 50 },
        latencyUs: null,
      }),
    );
    expect(parsed.latency).toBeNull();
    expect(parsed.timeouts).toBe(50);
  });

  it('says what is wrong with output it cannot read', () => {
    expect(() => parseWrkReport('Running 10s test\n  2 threads and 50 connections\n')).toThrow(
      /no report line/,
    );
    expect(() => parseWrkReport(`${REPORT_MARK}{"requests":`)).toThrow(/not JSON/);
    expect(() =>
      parseWrkReport(
        report({ requests: 5, durationUs: 1_000_000, bytes: 1, errors, latencyUs: null }),
      ),
    ).toThrow(/no latency/);
    expect(() =>
      parseWrkReport(report({ requests: 5, durationUs: 0, bytes: 1, errors, latencyUs })),
    ).toThrow(/no duration/);
    expect(() =>
      parseWrkReport(
        report({
          requests: 5,
          durationUs: 1_000_000,
          bytes: 1,
          errors,
          latencyUs: { ...latencyUs, p99: -1 },
        }),
      ),
    ).toThrow(/latency p99/);
    expect(() =>
      parseWrkReport(
        report({
          requests: 5,
          durationUs: 1_000_000,
          bytes: 1,
          errors: { ...errors, read: undefined },
          latencyUs,
        }),
      ),
    ).toThrow(/read errors/);
  });
});

describe('the generator chosen', () => {
  it('is wrk when its binary is there and nothing is asked, autocannon otherwise', () => {
    expect(chooseGenerators(undefined, true)).toEqual(['wrk']);
    expect(chooseGenerators(undefined, false)).toEqual(['autocannon']);
    expect(chooseGenerators('', true)).toEqual(['wrk']);
  });

  it('is what was asked, both with wrk first', () => {
    expect(chooseGenerators('autocannon', true)).toEqual(['autocannon']);
    expect(chooseGenerators('autocannon', false)).toEqual(['autocannon']);
    expect(chooseGenerators('WRK', true)).toEqual(['wrk']);
    expect(chooseGenerators('both', true)).toEqual(['wrk', 'autocannon']);
  });

  it('is an error that says how to install wrk when wrk is asked for and missing, or a name is unknown', () => {
    expect(() => chooseGenerators('wrk', false)).toThrow(/apt-get install -y wrk/);
    expect(() => chooseGenerators('both', false)).toThrow(/apt-get install -y wrk/);
    expect(() => chooseGenerators('ab', true)).toThrow(/wrk, autocannon or both/);
  });
});

describe('the pause that holds a rate', () => {
  it('is the connections over the rate, in ms, and none without a rate', () => {
    expect(delayForRate(50, 250)).toBe(200);
    expect(delayForRate(50, 285)).toBe(175);
    expect(delayForRate(10, 1000)).toBe(10);
    expect(delayForRate(50, undefined)).toBe(0);
    expect(delayForRate(50, 0)).toBe(0);
  });
});

describe("the script's strings", () => {
  it('escape quotes and backslashes and refuse what Lua would read otherwise', () => {
    expect(luaString('Bearer "a\\b"')).toBe('"Bearer \\"a\\\\b\\""');
    expect(() => luaString('line\nbreak')).toThrow(/printable ASCII/);
    expect(() => luaString('ทีม')).toThrow(/printable ASCII/);
  });

  it('pause before each request only when a pause is asked', () => {
    expect(wrkScript(['/a'], {}, 175)).toMatch(/function delay\(\)\s+return 175\s+end/);
    expect(wrkScript(['/a'], {})).not.toMatch(/function delay/);
    expect(() => wrkScript([], {})).toThrow(/at least one path/);
  });
});

const wrk = findWrk();

describe.skipIf(wrk === null)('wrk with the round-robin script (wrk installed)', () => {
  it('asks every path in turn with the headers given, and reports what the server answered', async () => {
    const seen = new Map<string, number>();
    const headersSeen = new Set<string>();
    const server = createServer((request, response) => {
      seen.set(request.url ?? '', (seen.get(request.url ?? '') ?? 0) + 1);
      headersSeen.add(`${request.headers.authorization} | ${request.headers['accept-encoding']}`);
      // One path a client mistake: wrk counts its replies as errors.
      response.statusCode = request.url?.startsWith('/p/3?') ? 404 : 200;
      response.end('x'.repeat(2_000));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const paths = Array.from({ length: 18 }, (_, i) => `/p/${i}?odds_type=MY&n=${i}`);
    try {
      const result = await runWrk({
        origin: `http://127.0.0.1:${port}`,
        paths,
        headers: { authorization: 'Bearer t0k"en', 'accept-encoding': 'gzip, deflate, br' },
        connections: 4,
        seconds: 1,
        threads: 2,
      });
      const counts = paths.map((path) => seen.get(path) ?? 0);
      // Every path asked, and evenly: each thread walks the list in turn, so no path falls behind
      // another by more than the requests still in flight when the load stopped.
      expect(Math.min(...counts)).toBeGreaterThan(10);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(4);
      expect([...seen.keys()].sort()).toEqual([...paths].sort());
      expect([...headersSeen]).toEqual(['Bearer t0k"en | gzip, deflate, br']);
      const total = counts.reduce((sum, n) => sum + n, 0);
      expect(result.requests).toBeGreaterThan(total - 5);
      expect(result.requests).toBeLessThanOrEqual(total);
      const notFound = seen.get(paths[3] ?? '') ?? 0;
      expect(result.errors).toBeGreaterThan(notFound - 4);
      expect(result.errors).toBeLessThanOrEqual(notFound);
      expect(result.bytes).toBeGreaterThan(result.requests * 2_000);
      expect(result.latency).not.toBeNull();
      expect(result.latency!.p50).toBeLessThanOrEqual(result.latency!.p99);
      expect(result.latency!.p99).toBeLessThanOrEqual(result.latency!.max);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
