// Starts instantServer.mjs (the same bodies, answered at once) and takes the simulator's replies it
// serves: what "the generator alone" in bench:server is measured against.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RawReply {
  path: string;
  /** The headers a browser would act on (content type and encoding), as the simulator sent them. */
  headers: Record<string, string>;
  body: Buffer;
}

/** The headers kept for the copy: those that change what a client does with the body. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary', 'cache-control'] as const;

/** One GET's status, kept headers and body bytes as sent (compressed stays compressed: no fetch decoding). */
export function rawGet(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, origin), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        if (response.statusCode !== 200) {
          reject(new Error(`${path} answered ${response.statusCode}`));
          return;
        }
        const kept: Record<string, string> = {};
        for (const name of KEPT_HEADERS) {
          const value = response.headers[name];
          if (typeof value === 'string') kept[name] = value;
        }
        resolve({ path, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

export interface InstantServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/** The instant server on a free loopback port, answering `replies`. */
export async function startInstantServer(replies: readonly RawReply[]): Promise<InstantServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-instant-'));
  const file = join(dir, 'replies.json');
  writeFileSync(
    file,
    JSON.stringify(replies.map((r) => ({ ...r, body: r.body.toString('base64') }))),
  );
  const child = spawn(
    process.execPath,
    [new URL('./instantServer.mjs', import.meta.url).pathname],
    {
      env: { ...process.env, NODE_OPTIONS: '', BENCH_INSTANT_FILE: file },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the instant server did not start')), 20_000);
      child.once('exit', (code) => reject(new Error(`the instant server exited (${code})`)));
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /instant server on (\d+)/.exec(chunk.toString());
        if (match?.[1] === undefined) return;
        clearTimeout(timer);
        resolve(Number(match[1]));
      });
    });
    return { origin: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
