// @ts-nocheck
// What one simulator process carries with many members on the odds stream:
// `node --import tsx tests/bench/sockets.ts`. For each count of BENCH_SOCKET_COUNTS the bench opens that
// many sockets subscribed to `odds-1`; each acts as a member's page holding today's list: on every
// `odds-changed` nudge it asks for its `_nonfullload` delta from its own change_id after the engine's
// pace (at most one call in flight and one per NUDGE_MIN_GAP_MS, plus up to NUDGE_JITTER_MS of random
// wait). Beside them one caller asks `/balance` BALANCE_PER_S times a second. Over BENCH_SECONDS it
// records:
// - lag: for each nudge a member receives, the time until that member holds a list at least as new
//   as the nudge's change_id (its delta answered). p50/p99 over every (member, nudge), and how many
//   members ever fell more than 2 s behind;
// - the delta calls and /balance calls (p50/p99), the simulator's CPU (utime + stime from /proc), RSS,
//   peak RSS and market ticks (its change ids per second);
// - the load generator's own CPU and event-loop delay (p99): a generator that cannot keep up shows
//   here, not as the simulator's lag.
// Pinning (the machine is shared, see pin.ts): the simulator on BENCH_SIM_CPUS (0), this generator on
// BENCH_LOAD_CPUS (1); BENCH_PIN=0 turns it off. BENCH_LISTEN_ONLY=1: the sockets only listen (the
// fan-out's own cost per delivered nudge). BENCH_SIM_ENV adds `KEY=VALUE,...` to the simulator's env
// (SIM_LIST_CACHE_WAIT_MS and the like, to compare settings); BENCH_PROFILE=<dir> has the simulator
// write a CPU profile of its main thread into that folder (cpuProfileHook.mjs). The simulator listens on a free port (two benches run side
// by side). One readable line and one JSON line per count.
import { readFileSync, readdirSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { rawDataText } from '@server/realtime/rawData';
import { NUDGE_JITTER_MS, NUDGE_MIN_GAP_MS } from '@workers/odds/engine';
import { startSimulator, sleep } from './kit';
import { recordLine } from './record';
import { CORES, LOAD_CPUS, SIM_CPUS, pin, pinning } from './pin';

const COUNTS = (process.env.BENCH_SOCKET_COUNTS ?? '1000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const EVENTS = process.env.BENCH_EVENTS ?? '3000';
const BALANCE_PER_S = Number(process.env.BENCH_BALANCE_PER_S ?? 10);
const EXTRA_ENV = Object.fromEntries(
  (process.env.BENCH_SIM_ENV ?? '')
    .split(',')
    .filter((pair) => pair.includes('='))
    .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const PROFILE_DIR = process.env.BENCH_PROFILE;
const LIST = '/api/member/event/sc/nokey/get-nonlive-odds';
const QUERY = 'sport_type_id=1&odds_type=MY&nav=side-menu&sortTime=all';
const BEHIND_MS = 2000;
/** BENCH_LISTEN_ONLY=1: the sockets only listen (no delta calls): the fan-out's own cost. */
const LISTEN_ONLY = process.env.BENCH_LISTEN_ONLY === '1';

function procStat(pid: number): { cpuTicks: number; rssKb: number; peakKb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return {
    cpuTicks: Number(fields[11]) + Number(fields[12]),
    rssKb: kb('VmRSS'),
    peakKb: kb('VmHWM'),
  };
}

/** CPU time and run-queue wait of every thread of `pid`, ns (/proc/<pid>/task/<tid>/schedstat). */
function schedstat(pid: number): { runNs: number; waitNs: number } {
  let runNs = 0;
  let waitNs = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const [run = '0', wait = '0'] = readFileSync(
        `/proc/${pid}/task/${tid}/schedstat`,
        'utf8',
      ).split(' ');
      runNs += Number(run);
      waitNs += Number(wait);
    } catch {
      // a thread gone meanwhile
    }
  }
  return { runNs, waitNs };
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

// Plain keep-alive HTTP: cheaper per call than fetch, so the generator's own cost stays small.
const agent = new Agent({ keepAlive: true, maxSockets: 2000 });

function get(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: Buffer }> {
  const url = new URL(path, origin);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function run(count: number): Promise<void> {
  const simulator = await startSimulator('sockets', {
    SIM_EVENTS: EVENTS,
    SIM_SEED: '7',
    SIM_START: '12:00',
    SIM_REALTIME_PER_ADDRESS: String(count + 10),
    SIM_REALTIME_MAX: String(count + 10),
    ...(PROFILE_DIR
      ? {
          NODE_OPTIONS: `--import=${new URL('./cpuProfileHook.mjs', import.meta.url).pathname}`,
          BENCH_PROFILE_DIR: PROFILE_DIR,
        }
      : {}),
    ...EXTRA_ENV,
  });
  const { origin, pid } = simulator;
  pin(pid, SIM_CPUS);
  const sockets: WebSocket[] = [];
  try {
    const login = await fetch(`${origin}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userToken: 'demo', lang: '', page: '' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    // Plain JSON: the generator then parses what a page's worker would, without decompressing.
    const headers = { authorization: `Bearer ${token}` };
    const first = JSON.parse((await get(origin, `${LIST}?${QUERY}`, headers)).body.toString()) as {
      change_id: number;
    };
    let nudges = 0;
    let nudgeBytes = 0;
    let calls = 0;
    let failed = 0;
    let bytes = 0;
    let measuring = false;
    let firstChangeId = 0;
    let lastChangeId = 0;
    const latencies: number[] = [];
    const lags: number[] = [];
    const behind = new Set<number>();
    const url = `${origin.replace('http', 'ws')}/app/sim-key?protocol=7&client=js&version=8.4.0`;
    for (let i = 0; i < count; i += 1) {
      const member = {
        changeId: first.change_id,
        busy: false,
        lastStart: 0,
        again: false,
        /** Nudges not yet caught up with: [change_id, received at]. */
        waiting: [] as [number, number][],
      };
      const caughtUp = () => {
        const at = Date.now();
        member.waiting = member.waiting.filter(([changeId, receivedAt]) => {
          if (changeId > member.changeId) return true;
          if (measuring) {
            lags.push(at - receivedAt);
            if (at - receivedAt > BEHIND_MS) behind.add(i);
          }
          return false;
        });
      };
      const ask = async (): Promise<void> => {
        if (member.busy) {
          member.again = true;
          return;
        }
        member.busy = true;
        await sleep(
          Math.max(0, member.lastStart + NUDGE_MIN_GAP_MS - Date.now()) +
            Math.random() * NUDGE_JITTER_MS,
        );
        member.lastStart = Date.now();
        try {
          const response = await get(
            origin,
            `${LIST}_nonfullload?${QUERY}&change_id=${member.changeId}`,
            headers,
          );
          const reply = JSON.parse(response.body.toString()) as { change_id?: number };
          if (typeof reply.change_id === 'number')
            member.changeId = Math.max(member.changeId, reply.change_id);
          caughtUp();
          if (measuring) {
            calls += 1;
            if (response.status !== 200) failed += 1;
            bytes += response.body.length;
            latencies.push(Date.now() - member.lastStart);
          }
        } catch {
          if (measuring) failed += 1;
        } finally {
          member.busy = false;
          // A nudge that came while this call was out (or one it did not reach) asks again.
          if (member.again || member.waiting.length > 0) {
            member.again = false;
            void ask();
          }
        }
      };
      const ws = new WebSocket(url);
      ws.on('message', (raw) => {
        const text = rawDataText(raw);
        if (text.includes('pusher:connection_established'))
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'odds-1' } }));
        else if (text.includes('odds-changed')) {
          const message = JSON.parse(text) as { data: string };
          const { change_id: changeId } = JSON.parse(message.data) as { change_id: number };
          if (measuring) {
            nudges += 1;
            nudgeBytes += text.length;
          }
          if (LISTEN_ONLY) return;
          if (changeId > member.changeId) member.waiting.push([changeId, Date.now()]);
          void ask();
        }
      });
      ws.on('error', () => undefined);
      sockets.push(ws);
      if (i % 200 === 199) await sleep(100);
    }
    // /balance beside the stream, at a steady rate.
    const balance: number[] = [];
    let balancing = true;
    const balanceLoop = (async () => {
      while (balancing) {
        const startedAt = Date.now();
        void get(origin, '/api/member/balance', headers).then(
          () => {
            if (measuring) balance.push(Date.now() - startedAt);
          },
          () => undefined,
        );
        await sleep(1000 / BALANCE_PER_S);
      }
    })();
    await sleep(3000);
    const load = loadavg()[0] ?? 0;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    const before = procStat(pid);
    const schedBefore = schedstat(pid);
    const ownBefore = process.cpuUsage();
    const changeIdNow = async () =>
      (
        JSON.parse((await get(origin, `${LIST}?${QUERY}`, headers)).body.toString()) as {
          change_id: number;
        }
      ).change_id;
    firstChangeId = await changeIdNow();
    loop.enable();
    measuring = true;
    const started = Date.now();
    await sleep(SECONDS * 1000);
    measuring = false;
    loop.disable();
    const elapsedS = (Date.now() - started) / 1000;
    const after = procStat(pid);
    const schedAfter = schedstat(pid);
    const own = process.cpuUsage(ownBefore);
    lastChangeId = await changeIdNow();
    balancing = false;
    await balanceLoop;
    // Members still waiting on a nudge when the window closed count with their wait so far.
    const row = {
      bench: 'sockets',
      sockets: count,
      open: sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length,
      seconds: +elapsedS.toFixed(1),
      events: Number(EVENTS),
      cores: CORES,
      pinned: pinning(),
      load: +load.toFixed(2),
      simEnv: EXTRA_ENV,
      simulatorCpuPercent: Math.round(((after.cpuTicks - before.cpuTicks) / 100 / elapsedS) * 100),
      // Time its threads were ready to run but waited for a core (other work on the machine).
      simulatorRunqueueWaitPercent: Math.round(
        ((schedAfter.waitNs - schedBefore.waitNs) / 1e9 / elapsedS) * 100,
      ),
      // What one delta call (with its share of the nudges and /balance) costs the simulator: the
      // figure that says where one core saturates whatever else the machine is doing.
      simulatorCpuMsPerDeltaCall:
        calls > 0 ? +(((after.cpuTicks - before.cpuTicks) * 10) / calls).toFixed(3) : null,
      generatorCpuPercent: Math.round(((own.user + own.system) / 1e6 / elapsedS) * 100),
      generatorLoopDelayP99Ms: +(loop.percentile(99) / 1e6).toFixed(1),
      rssMb: Math.round(after.rssKb / 1024),
      peakRssMb: Math.round(after.peakKb / 1024),
      marketChangesPerSecond: +((lastChangeId - firstChangeId) / elapsedS).toFixed(2),
      listenOnly: LISTEN_ONLY,
      nudgesPerSocketPerMin: +((nudges / count / elapsedS) * 60).toFixed(1),
      nudgeFrameBytes: Math.round(nudgeBytes / Math.max(1, nudges)),
      // The fan-out's cost: simulator CPU per nudge delivered to one socket (deltas included unless
      // listen-only).
      simulatorCpuUsPerDeliveredNudge: +(
        ((after.cpuTicks - before.cpuTicks) * 10_000) /
        Math.max(1, nudges)
      ).toFixed(1),
      deltaCallsPerSecond: Math.round(calls / elapsedS),
      deltaFailed: failed,
      deltaBytesPerMemberPerMin: Math.round((bytes / count / elapsedS) * 60),
      deltaP50Ms: percentile(latencies, 50),
      deltaP99Ms: percentile(latencies, 99),
      lagSamples: lags.length,
      lagP50Ms: percentile(lags, 50),
      lagP99Ms: percentile(lags, 99),
      membersBehind2s: behind.size,
      balanceCalls: balance.length,
      balanceP50Ms: percentile(balance, 50),
      balanceP99Ms: percentile(balance, 99),
    };
    console.log(
      `${count} sockets: lag p50 ${row.lagP50Ms} ms p99 ${row.lagP99Ms} ms, ${row.membersBehind2s} members > 2 s behind; ` +
        `/balance p50 ${row.balanceP50Ms} ms p99 ${row.balanceP99Ms} ms; delta p50 ${row.deltaP50Ms} p99 ${row.deltaP99Ms} ms, ` +
        `${row.deltaCallsPerSecond} calls/s; simulator CPU ${row.simulatorCpuPercent} %, waiting for a core ${row.simulatorRunqueueWaitPercent} %, ${row.simulatorCpuMsPerDeltaCall} ms CPU per delta call (generator ${row.generatorCpuPercent} %, ` +
        `loop delay p99 ${row.generatorLoopDelayP99Ms} ms), RSS ${row.rssMb} MB (peak ${row.peakRssMb}), ` +
        `${row.marketChangesPerSecond} changes/s, ${row.nudgesPerSocketPerMin} nudges/min each; load ${row.load}`,
    );
    console.log(JSON.stringify(row));
  } finally {
    for (const ws of sockets) ws.terminate();
    await simulator.stop();
  }
}

pin(process.pid, LOAD_CPUS);
for (const count of COUNTS) await run(count);
agent.destroy();
console.log(recordLine('sockets.ts'));
