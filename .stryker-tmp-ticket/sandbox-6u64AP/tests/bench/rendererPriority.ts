// @ts-nocheck
// The audited page's main thread gets a core whenever it can run (bench:lighthouse).
//
// On this 2-core machine the page shares the cores with the browser process (which records the
// trace), the GPU and network processes, the renderer's own compiler and GC threads, the simulator
// and Lighthouse itself. During the load the renderer's main thread waited in the run queue for
// about as long as it ran (/proc/<pid>/schedstat sampled every 20 ms: 26–58 % of each 200 ms
// waiting; the trace's tasks spent ~50 % of their wall time off the CPU), while Lighthouse's
// benchmarkIndex, measured in the same page just before the load, ran with a core to itself (0 %
// waiting). Simulated throttling multiplies the observed tasks by index / target, so the tier's
// multiplier was applied to tasks stretched ~2x by waiting for a core, not by the page's work:
// Lighthouse's own docs/variability.md lists client resource contention as a high-impact source of
// variance. A phone's foreground page does not queue behind its browser's tracing (Android raises
// the top app's UI thread, and a phone has eight cores). So the bench runs each renderer's main thread under SCHED_FIFO (priority 1,
// `chrt`; Linux's scheduling policy is per thread, and a renderer's main thread has the process's
// id): it runs whenever it is runnable, as it did while the index was measured, and the kernel's
// real-time limit (95 % of each second by default) leaves the other threads their share.
//
// The page's fonts are looked up in the browser on Linux: each new font strike is a synchronous
// request from the renderer's main thread, answered on the browser's foreground thread pool and
// passed through both processes' IO threads (Android's Chromium matches fonts in the page's own
// process: Blink asks for no system render style there). With only the page raised, those requests
// waited for a core as the page had: ~40 ms of its boot layouts per audit (13 family matches and 19
// render-style requests, each answered in ~0.1 ms of the browser's CPU, 0.1–23 ms after it was sent).
// So the threads on that path run under SCHED_FIFO too: the browser's IO thread and foreground pool
// workers, and each raised renderer's IO thread. Threads a raised thread starts afterwards (the
// renderer's compositor, its workers) inherit the policy from it. Raising a
// policy needs CAP_SYS_NICE (root here and in CI); without it, or with
// `BENCH_RENDERER_PRIORITY=0`, the bench says so and measures as before (the figures before the
// thirteenth pass of docs/benchmarks.md).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const POLL_MS = 25;

export interface RendererPriority {
  /** The renderers whose main thread was raised so far (pids). */
  raised(): number[];
  /** The threads on the font requests' path raised so far (browser and renderer IO, browser pool). */
  replyThreads(): number[];
  /** Why raising failed (no permission, no `chrt`, not Linux), or null. */
  failure(): string | null;
  stop(): void;
}

/**
 * The processes under `rootPid` at any depth, from each /proc/<pid>/stat's parent field. `parentOf`
 * keeps the parents between calls (the poll runs 40 times a second beside the audited page): only
 * the processes not seen before are read, and the ones gone are dropped.
 */
export function descendants(rootPid: number, parentOf = new Map<number, number>()): number[] {
  const listed = new Set<number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    listed.add(pid);
    if (parentOf.has(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid ...": comm may hold spaces and parentheses; the last ')' ends it.
      parentOf.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  for (const pid of parentOf.keys()) if (!listed.has(pid)) parentOf.delete(pid);
  const found: number[] = [];
  for (const pid of parentOf.keys()) {
    const seen = new Set<number>();
    for (let parent = parentOf.get(pid); parent !== undefined && !seen.has(parent);) {
      if (parent === rootPid) {
        found.push(pid);
        break;
      }
      seen.add(parent);
      parent = parentOf.get(parent);
    }
  }
  return found;
}

function isRenderer(pid: number): boolean {
  try {
    // Chromium's processes rewrite their title: the arguments may be one string with spaces.
    return /(?:^|[\s\0])--type=renderer(?:[\s\0]|$)/.test(
      readFileSync(`/proc/${pid}/cmdline`, 'utf8'),
    );
  } catch {
    return false;
  }
}

/**
 * Threads that carry a renderer's synchronous font requests and their answers (Linux's thread names
 * are cut to 15 characters): the browser's IO thread and foreground thread pool, a renderer's IO
 * thread.
 */
const BROWSER_REPLY_THREADS = /^(?:Chrome_IOThread|ThreadPoolForeg)$/;
const RENDERER_REPLY_THREADS = /^Chrome_ChildIOT$/;

/** The thread ids of `pid` (none once it has ended). */
function threadIds(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

function threadName(pid: number, tid: number): string {
  try {
    return readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** SCHED_FIFO at priority 1 for the thread `tid` (throws when not permitted or `chrt` is missing). */
function runWhenRunnable(tid: number): void {
  execFileSync('chrt', ['--fifo', '--pid', '1', String(tid)], { stdio: 'pipe' });
}

/**
 * Raises the main thread of every renderer under the browser `browserPid`, and the threads its font
 * requests pass through (renderers and pool threads start as the browser goes: looked for now and
 * every `POLL_MS` until `stop()`). Each thread is raised once; the first failure stops it.
 */
export function raiseRendererPriority(
  browserPid: number,
  raise: (tid: number) => void = runWhenRunnable,
): RendererPriority {
  const raised = new Set<number>();
  const replyThreads = new Set<number>();
  const isRaised = (tid: number) => raised.has(tid) || replyThreads.has(tid);
  const parentOf = new Map<number, number>();
  let failure: string | null = null;
  if (process.platform !== 'linux') failure = 'not Linux';
  else if (process.env.BENCH_RENDERER_PRIORITY === '0') failure = 'BENCH_RENDERER_PRIORITY=0';
  /**
   * Raises `tid` of `pid` (kept in `into`); false when it failed (and says why). Each thread is
   * raised once because callers pass only threads not raised yet (the poll and `onPath` ask
   * `isRaised` before reading a name or a cmdline).
   */
  const raiseThread = (pid: number, tid: number, into: Set<number>): boolean => {
    try {
      raise(tid);
      into.add(tid);
    } catch (error) {
      // A thread that ended before it was raised is not a failure.
      if (!existsSync(`/proc/${pid}/task/${tid}`)) return true;
      const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
      failure = stderr || (error instanceof Error ? error.message : String(error));
      return false;
    }
    return true;
  };
  // A thread takes its name as it starts: one seen under another name in two polls keeps it, and
  // its name is not read again (the poll runs 40 times a second beside the audited page).
  const otherName = new Map<number, number>();
  const onPath = (pid: number, names: RegExp): number[] =>
    threadIds(pid).filter((tid) => {
      const seen = otherName.get(tid) ?? 0;
      if (isRaised(tid) || seen >= 2) return false;
      if (names.test(threadName(pid, tid))) return true;
      otherName.set(tid, seen + 1);
      return false;
    });
  const poll = () => {
    if (failure !== null) return;
    for (const pid of descendants(browserPid, parentOf)) {
      if (!isRaised(pid) && isRenderer(pid) && !raiseThread(pid, pid, raised)) return;
    }
    for (const tid of onPath(browserPid, BROWSER_REPLY_THREADS)) {
      if (!raiseThread(browserPid, tid, replyThreads)) return;
    }
    for (const pid of raised) {
      // Renderers of earlier navigations end; descendants() has dropped those.
      if (!parentOf.has(pid)) continue;
      for (const tid of onPath(pid, RENDERER_REPLY_THREADS)) {
        if (!raiseThread(pid, tid, replyThreads)) return;
      }
    }
  };
  poll();
  const timer = setInterval(poll, POLL_MS);
  return {
    raised: () => [...raised],
    replyThreads: () => [...replyThreads],
    failure: () => failure,
    stop: () => clearInterval(timer),
  };
}

/** One line for the bench's output: what the renderers ran under. */
export function describePriority(priority: RendererPriority): string {
  const failure =
    priority.failure() ?? (priority.raised().length === 0 ? 'no renderer found' : null);
  return failure === null
    ? `renderer main threads under SCHED_FIFO (${priority.raised().length} raised), and the ` +
        `threads their font requests pass through (${priority.replyThreads().length})`
    : `renderer main threads NOT raised (${failure}): measured as before the thirteenth pass`;
}
