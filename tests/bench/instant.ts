// Starts instantServer.mjs (the same bodies, answered at once) and takes the simulator's replies it
// serves: what "the generator alone" in bench:server is measured against.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listening } from './kit';

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
  return listening(child, dir, {
    name: 'the instant server',
    port: /instant server on (\d+)/,
    startTimeoutMs: 20_000,
    killAfterMs: 5_000,
  });
}
