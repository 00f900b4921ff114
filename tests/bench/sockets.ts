// What one simulator process holds with many members on the odds stream:
// `node --import tsx tests/bench/sockets.ts`. For each count of BENCH_SOCKET_COUNTS the bench opens that
// many sockets subscribed to `odds-1`; each acts as a member's page holding today's list: on every
// `odds-changed` nudge it asks for its `_nonfullload` delta from its own change_id after a random
// 0-150 ms, at most one call in flight and one per 500 ms (the engine's NUDGE_* figures). Over
// BENCH_SECONDS it records the simulator's CPU (utime + stime from /proc), its RSS and peak RSS, the
// nudges, the delta calls and their p50/p95. One JSON line per count.
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import WebSocket from 'ws';
import { rawDataText } from '@server/realtime/rawData';
import { NUDGE_JITTER_MS, NUDGE_MIN_GAP_MS } from '@workers/odds/engine';
import { startSimulator, sleep } from './kit';
import { recordLine } from './record';

const COUNTS = (process.env.BENCH_SOCKET_COUNTS ?? '1000,5000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const EVENTS = process.env.BENCH_EVENTS ?? '3000';
const LIST = '/api/member/event/sc/nokey/get-nonlive-odds';
const QUERY = 'sport_type_id=1&odds_type=MY&nav=side-menu&sortTime=all';

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

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function run(count: number): Promise<void> {
  const simulator = await startSimulator('sockets', {
    SIM_EVENTS: EVENTS,
    SIM_SEED: '7',
    SIM_START: '12:00',
    SIM_REALTIME_PER_ADDRESS: String(count + 10),
    SIM_REALTIME_MAX: String(count + 10),
  });
  const { origin, pid } = simulator;
  const sockets: WebSocket[] = [];
  try {
    const login = await fetch(`${origin}/api/member/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userToken: 'demo', lang: '', page: '' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
    const first = (await (await fetch(`${origin}${LIST}?${QUERY}`, { headers })).json()) as {
      change_id: number;
    };
    let nudges = 0;
    let calls = 0;
    let bytes = 0;
    let measuring = false;
    const latencies: number[] = [];
    const url = `${origin.replace('http', 'ws')}/app/sim-key?protocol=7&client=js&version=8.4.0`;
    for (let i = 0; i < count; i += 1) {
      const member = { changeId: first.change_id, busy: false, lastStart: 0, again: false };
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
          const response = await fetch(
            `${origin}${LIST}_nonfullload?${QUERY}&change_id=${member.changeId}`,
            { headers },
          );
          const body = await response.arrayBuffer();
          const reply = JSON.parse(new TextDecoder().decode(body)) as { change_id?: number };
          if (typeof reply.change_id === 'number') member.changeId = reply.change_id;
          if (measuring) {
            calls += 1;
            bytes += Number(response.headers.get('content-length') ?? body.byteLength);
            latencies.push(Date.now() - member.lastStart);
          }
        } catch {
          // a refused or dropped call: the next nudge asks again
        } finally {
          member.busy = false;
          if (member.again) {
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
          if (measuring) nudges += 1;
          void ask();
        }
      });
      ws.on('error', () => undefined);
      sockets.push(ws);
      if (i % 200 === 199) await sleep(100);
    }
    await sleep(3000);
    const load = loadavg()[0] ?? 0;
    const before = procStat(pid);
    measuring = true;
    const started = Date.now();
    await sleep(SECONDS * 1000);
    measuring = false;
    const after = procStat(pid);
    const elapsedS = (Date.now() - started) / 1000;
    const row = {
      bench: 'sockets',
      sockets: count,
      open: sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length,
      seconds: elapsedS,
      events: Number(EVENTS),
      cores: availableParallelism(),
      load,
      simulatorCpuPercent: Math.round(((after.cpuTicks - before.cpuTicks) / 100 / elapsedS) * 100),
      rssMb: Math.round(after.rssKb / 1024),
      peakRssMb: Math.round(after.peakKb / 1024),
      nudgesPerSocketPerMin: +((nudges / count / elapsedS) * 60).toFixed(1),
      deltaCallsPerSecond: Math.round(calls / elapsedS),
      deltaBytesPerMemberPerMin: Math.round((bytes / count / elapsedS) * 60),
      deltaP50Ms: percentile(latencies, 50),
      deltaP95Ms: percentile(latencies, 95),
    };
    console.log(
      `${count} sockets: simulator CPU ${row.simulatorCpuPercent} % of a core, RSS ${row.rssMb} MB (peak ${row.peakRssMb}), ` +
        `${row.nudgesPerSocketPerMin} nudges/min each, ${row.deltaCallsPerSecond} delta calls/s, ` +
        `${row.deltaBytesPerMemberPerMin} B/min per member (compressed), delta p50 ${row.deltaP50Ms} ms p95 ${row.deltaP95Ms} ms; load ${load.toFixed(2)}`,
    );
    console.log(JSON.stringify(row));
  } finally {
    for (const ws of sockets) ws.terminate();
    await simulator.stop();
  }
}

for (const count of COUNTS) await run(count);
console.log(recordLine('sockets.ts'));
