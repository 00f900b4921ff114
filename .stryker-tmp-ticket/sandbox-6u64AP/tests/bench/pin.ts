// @ts-nocheck
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
