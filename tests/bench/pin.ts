// Keeps a benchmark's load generator off the simulator's core: the machine is shared, and a generator
// on the simulator's core measures its own delays as the simulator's. BENCH_SIM_CPUS (default 0) for
// the simulator, BENCH_LOAD_CPUS (default 1) for the generator (this process, autocannon's workers
// included), BENCH_PIN=0 for neither. `taskset -a` pins every thread; threads made later inherit it.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

export const PIN = process.env.BENCH_PIN !== '0';
export const SIM_CPUS = process.env.BENCH_SIM_CPUS ?? '0';
export const LOAD_CPUS = process.env.BENCH_LOAD_CPUS ?? '1';
/** The machine's cores, read when this module loads (before this process is pinned to some). */
export const CORES = availableParallelism();

/** Pins `pid` (every thread) to `cpus` when pinning is on; the pinning said, for the record. */
export function pin(pid: number, cpus: string): string | null {
  if (!PIN) return null;
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
  return cpus;
}

/** The pinning of this run, for the JSON record. */
export function pinning(): { simulator: string; generator: string } | null {
  return PIN ? { simulator: SIM_CPUS, generator: LOAD_CPUS } : null;
}

/** The cores a taskset list names ("1", "0,2", "0-3"): how many threads a generator pinned there may use. */
export function cpuListSize(list: string): number {
  const cores = new Set<number>();
  for (const part of list.split(',')) {
    const match = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!match) throw new Error(`not a CPU list: "${list}"`);
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (to < from) throw new Error(`not a CPU list: "${list}"`);
    for (let core = from; core <= to; core++) cores.add(core);
  }
  return cores.size;
}

/** Busy and total jiffies of each core (`cpu0`, `cpu1`...) in a /proc/stat text. */
export function coreTimes(procStat: string): Map<number, { busy: number; total: number }> {
  const times = new Map<number, { busy: number; total: number }>();
  for (const line of procStat.split('\n')) {
    const match = /^cpu(\d+)\s+(.*)$/.exec(line);
    if (!match) continue;
    const fields = (match[2] ?? '').trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal (guest time is inside user already)
    const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    times.set(Number(match[1]), { busy: total - idle, total });
  }
  return times;
}

/** How busy the cores of `list` were between two /proc/stat readings (by anything: the machine is shared), %. */
export function busyPercent(
  before: ReturnType<typeof coreTimes>,
  after: ReturnType<typeof coreTimes>,
  list: string,
): number | null {
  let busy = 0;
  let total = 0;
  for (const part of list.split(',')) {
    const [from, to] = part.split('-').map(Number);
    for (let core = from ?? 0; core <= (to ?? from ?? 0); core++) {
      const a = before.get(core);
      const b = after.get(core);
      if (a === undefined || b === undefined) continue;
      busy += b.busy - a.busy;
      total += b.total - a.total;
    }
  }
  return total > 0 ? Math.round((busy / total) * 100) : null;
}
