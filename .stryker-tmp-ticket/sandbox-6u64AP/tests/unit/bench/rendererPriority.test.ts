// @ts-nocheck
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  descendants,
  describePriority,
  raiseRendererPriority,
} from '@tests/bench/rendererPriority';

const onLinux = process.platform === 'linux';
const started: ChildProcess[] = [];

/**
 * A parent shell with three sleeping children: a renderer by its arguments, a renderer by its title
 * (Chromium rewrites a process's arguments into one string with spaces), and a GPU process.
 */
async function fakeBrowser(): Promise<{
  browser: number;
  renderer: number;
  titled: number;
  other: number;
}> {
  const shell = spawn(
    'sh',
    [
      '-c',
      "sh -c 'sleep 30; :' --type=renderer & echo $!; sh -c 'sleep 30; :' --type=gpu-process & echo $!; " +
        'bash -c \'exec -a "chromium --type=renderer --lang=th" sleep 30\' & echo $!; wait',
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  started.push(shell);
  const pids = await new Promise<number[]>((resolve) => {
    let out = '';
    shell.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const lines = out.trim().split('\n');
      if (lines.length >= 3) resolve(lines.map(Number));
    });
  });
  const [renderer = 0, other = 0, titled = 0] = pids;
  // The shell says each pid as it forks; until a child has exec'd, its command line is a copy of
  // its parent's, renderer flag included (the whole script's, or a renderer shell's for the sleep it
  // starts), and a poll that came first raised it too. The test starts once every process under the
  // browser shows its own.
  await expect
    .poll(() => [renderer, other, titled].map(commandLine))
    .toEqual([
      'sh|-c|sleep 30; :|--type=renderer',
      'sh|-c|sleep 30; :|--type=gpu-process',
      'chromium --type=renderer --lang=th|30',
    ]);
  await expect
    .poll(() =>
      descendants(shell.pid ?? 0)
        .filter((pid) => ![renderer, other, titled].includes(pid))
        .map(commandLine),
    )
    .toEqual(['sleep|30', 'sleep|30']);
  return { browser: shell.pid ?? 0, renderer, other, titled };
}

/** A process's arguments, joined by '|' ('' once it has ended). */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join('|');
  } catch {
    return '';
  }
}

/**
 * Node renames its own threads through /proc (a process may rename any of its threads): a browser
 * with an IO thread and a pool worker, and under it a renderer with an IO thread (Chromium's names,
 * cut to 15 characters as Linux keeps them).
 */
async function fakeBrowserThreads(): Promise<{
  browser: number;
  browserThreads: number[];
  renderer: number;
  rendererThread: number;
}> {
  const rename = (names: string[]) =>
    `const fs = require('fs'); const tids = fs.readdirSync('/proc/self/task').map(Number)` +
    `.filter((tid) => tid !== process.pid).sort((a, b) => a - b);` +
    `${JSON.stringify(names)}.forEach((name, i) => fs.writeFileSync('/proc/self/task/' + tids[i] + '/comm', name));`;
  const renderer =
    `${rename(['Chrome_ChildIOT'])} console.log(JSON.stringify({ renderer: process.pid, ` +
    `rendererThread: tids[0] })); setTimeout(() => {}, 30000);`;
  const browser =
    `${rename(['Chrome_IOThread', 'ThreadPoolForeg'])} const child = require('child_process')` +
    `.spawn(process.execPath, ['-e', ${JSON.stringify(renderer)}, '--', '--type=renderer'], ` +
    `{ stdio: ['ignore', 'pipe', 'ignore'] }); child.stdout.on('data', (d) => { const r = ` +
    `JSON.parse(d); console.log(JSON.stringify({ ...r, browser: process.pid, browserThreads: ` +
    `tids.slice(0, 2) })); }); setTimeout(() => {}, 30000);`;
  const shell = spawn(process.execPath, ['-e', browser], { stdio: ['ignore', 'pipe', 'ignore'] });
  started.push(shell);
  return new Promise((resolve) => {
    let out = '';
    shell.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.endsWith('\n'))
        resolve(JSON.parse(out) as Awaited<ReturnType<typeof fakeBrowserThreads>>);
    });
  });
}

/** The poll beside `browser` for `ms` (a few polls), then stopped. */
async function pollFor(browser: number, raise?: (tid: number) => void, ms = 80) {
  const priority = raiseRendererPriority(browser, raise);
  await new Promise((resolve) => setTimeout(resolve, ms));
  priority.stop();
  return priority;
}

/** Whether the process still runs: not gone, and not a zombie waiting to be reaped. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

afterEach(async () => {
  const killed: number[] = [];
  for (const child of started.splice(0)) {
    for (const pid of [...descendants(child.pid ?? 0), child.pid ?? 0]) {
      try {
        process.kill(pid);
        killed.push(pid);
      } catch {
        // Already ended.
      }
    }
  }
  // A kill is only asked for: on a busy machine a fake renderer outlived it into the next test,
  // which looks for renderers among this process's descendants and found it. The next test starts
  // once every process killed here has ended.
  await expect.poll(() => killed.filter(isRunning)).toEqual([]);
});

describe.runIf(onLinux)(
  "the audited page's main thread raised for the audit (bench:lighthouse)",
  () => {
    it('finds the processes under the browser at any depth, and not the browser itself', async () => {
      const { browser, renderer, other } = await fakeBrowser();
      const found = descendants(browser);
      expect(found).toContain(renderer);
      expect(found).toContain(other);
      expect(found).not.toContain(browser);
      expect(descendants(process.pid)).toContain(renderer);
    });

    it('keeps the parents between polls: a process started later is found, one gone is dropped', async () => {
      const parentOf = new Map<number, number>();
      const first = await fakeBrowser();
      expect(descendants(first.browser, parentOf)).toContain(first.renderer);
      expect(parentOf.get(first.renderer)).toBe(first.browser);
      process.kill(first.renderer);
      await expect.poll(() => existsSync(`/proc/${first.renderer}`)).toBe(false);
      const second = await fakeBrowser();
      expect(descendants(first.browser, parentOf)).not.toContain(first.renderer);
      expect(parentOf.has(first.renderer)).toBe(false);
      expect(descendants(second.browser, parentOf)).toContain(second.renderer);
    });

    it('raises the renderers only, once each, until stopped', async () => {
      const { browser, renderer, titled, other } = await fakeBrowser();
      const raisedTids: number[] = [];
      const priority = await pollFor(browser, (tid) => raisedTids.push(tid));
      expect(raisedTids.sort()).toEqual([renderer, titled].sort());
      expect(priority.raised().sort()).toEqual([renderer, titled].sort());
      expect(priority.failure()).toBeNull();
      expect(raisedTids).not.toContain(other);
      expect(describePriority(priority)).toBe(
        'renderer main threads under SCHED_FIFO (2 raised), and the threads their font requests pass through (0)',
      );
    });

    it("raises the font requests' path once each: the browser's IO and pool threads, a renderer's IO thread", async () => {
      const { browser, browserThreads, renderer, rendererThread } = await fakeBrowserThreads();
      const raisedTids: number[] = [];
      const priority = await pollFor(browser, (tid) => raisedTids.push(tid));
      expect(priority.failure()).toBeNull();
      expect(priority.raised()).toEqual([renderer]);
      expect(priority.replyThreads().sort()).toEqual([...browserThreads, rendererThread].sort());
      // Once each over several polls, and none of the other threads of either process.
      expect(raisedTids.sort()).toEqual([renderer, ...browserThreads, rendererThread].sort());
      expect(describePriority(priority)).toBe(
        'renderer main threads under SCHED_FIFO (1 raised), and the threads their font requests pass through (3)',
      );
    });

    it('says so when it found no renderer to raise', () => {
      const priority = raiseRendererPriority(process.pid, () => undefined);
      priority.stop();
      expect(priority.raised()).toEqual([]);
      expect(describePriority(priority)).toMatch(/NOT raised \(no renderer found\)/);
    });

    it('says why it could not raise, and stops trying', async () => {
      const { browser } = await fakeBrowser();
      let tries = 0;
      const priority = await pollFor(browser, () => {
        tries += 1;
        throw Object.assign(new Error('exit 1'), {
          stderr: Buffer.from("chrt: failed to set pid 1's policy: Operation not permitted"),
        });
      });
      expect(tries).toBe(1);
      expect(priority.raised()).toEqual([]);
      expect(describePriority(priority)).toMatch(/NOT raised \(chrt: .*Operation not permitted\)/);
    });

    it('puts a renderer under SCHED_FIFO for real where the machine allows it', async () => {
      const { browser, renderer } = await fakeBrowser();
      const priority = await pollFor(browser);
      const policy = execFileSync('chrt', ['--pid', String(renderer)]).toString();
      if (priority.failure() === null) expect(policy).toMatch(/SCHED_FIFO/);
      else expect(policy).toMatch(/SCHED_OTHER/);
    });

    it('is off with BENCH_RENDERER_PRIORITY=0', async () => {
      const { browser } = await fakeBrowser();
      process.env.BENCH_RENDERER_PRIORITY = '0';
      try {
        const raisedTids: number[] = [];
        const priority = await pollFor(browser, (tid) => raisedTids.push(tid), 60);
        expect(raisedTids).toEqual([]);
        expect(describePriority(priority)).toMatch(/NOT raised \(BENCH_RENDERER_PRIORITY=0\)/);
      } finally {
        delete process.env.BENCH_RENDERER_PRIORITY;
      }
    });
  },
);
