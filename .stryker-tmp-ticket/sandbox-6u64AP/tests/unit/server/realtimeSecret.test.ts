// @ts-nocheck
// The realtime secret: never the public default unless configured, one per data folder, and the
// production mode refuses public defaults and test routes.
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Json, TestSimulator } from './helpers';
import { startSimulator } from './helpers';
import { optionsFromEnv } from '@server/config';
import { rawDataText } from '@server/realtime/rawData';

const KEY = 'sim-key';
const CHANNEL = 'private-ticket-channel';
const sign = (secret: string, socketId: string) =>
  `${KEY}:${createHmac('sha256', secret).update(`${socketId}:${CHANNEL}`).digest('hex')}`;

let t: TestSimulator | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Opens a raw socket, subscribes with `auth(socketId)` and says which event answered. */
async function subscribeWith(
  sim: TestSimulator,
  auth: (socketId: string) => string,
): Promise<string> {
  const ws = new WebSocket(
    `ws://127.0.0.1:${sim.sim.port}/app/${KEY}?protocol=7&client=js&version=8.4.0&flash=false`,
  );
  try {
    return await new Promise<string>((resolve, reject) => {
      ws.on('error', reject);
      ws.on('message', (raw) => {
        const message = JSON.parse(rawDataText(raw));
        if (message.event === 'pusher:connection_established') {
          const socketId = JSON.parse(message.data).socket_id as string;
          ws.send(
            JSON.stringify({
              event: 'pusher:subscribe',
              data: { channel: CHANNEL, auth: auth(socketId) },
            }),
          );
        } else if (message.channel === CHANNEL || message.event === 'pusher:error') {
          resolve(message.event as string);
        }
      });
    });
  } finally {
    ws.close();
  }
}

describe('realtime secret', () => {
  it('a default-secret signature is refused when no secret is configured', async () => {
    t = await startSimulator({ pusherAppKey: KEY });
    expect(await subscribeWith(t, (id) => sign('sim-secret', id))).toBe(
      'pusher:subscription_error',
    );
  });

  it('the generated secret is kept beside the database and survives a restart', async () => {
    t = await startSimulator({ pusherAppKey: KEY });
    const dataDir = t.dataDir;
    const file = join(dataDir, 'pusher-secret');
    expect(existsSync(file)).toBe(true);
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await t.close(false);
    t = await startSimulator({ pusherAppKey: KEY, dataDir });
    expect(await subscribeWith(t, (id) => sign(secret, id))).toBe(
      'pusher_internal:subscription_succeeded',
    );
  });

  it('production mode refuses the public default secret and the test routes', () => {
    expect(() =>
      optionsFromEnv({ NODE_ENV: 'production', PUSHER_APP_SECRET: 'sim-secret' }),
    ).toThrow(/PUSHER_APP_SECRET/);
    expect(() => optionsFromEnv({ NODE_ENV: 'production', SIM_TEST_HOOKS: '1' })).toThrow(
      /SIM_TEST_HOOKS/,
    );
    expect(
      optionsFromEnv({ NODE_ENV: 'production', PUSHER_APP_SECRET: 'a-real-secret-of-ours' })
        .pusherAppSecret,
    ).toBe('a-real-secret-of-ours');
    expect(optionsFromEnv({ PUSHER_APP_SECRET: 'sim-secret' }).pusherAppSecret).toBe('sim-secret');
  });

  it('production is production whatever its case, and a short secret is refused there', () => {
    for (const mode of ['Production', 'PRODUCTION', ' production '])
      expect(() => optionsFromEnv({ NODE_ENV: mode, SIM_TEST_HOOKS: '1' }), mode).toThrow(
        /SIM_TEST_HOOKS/,
      );
    for (const secret of ['x', '0123456789abcde'])
      expect(() => optionsFromEnv({ NODE_ENV: 'Production', PUSHER_APP_SECRET: secret })).toThrow(
        /PUSHER_APP_SECRET is too short: at least 16 characters/,
      );
    expect(
      optionsFromEnv({ NODE_ENV: 'production', PUSHER_APP_SECRET: '0123456789abcdef' })
        .pusherAppSecret,
    ).toBe('0123456789abcdef');
    // Unset: a random secret is made for the data folder.
    expect(optionsFromEnv({ NODE_ENV: 'production' }).pusherAppSecret).toBe('');
  });
});

describe('realtime limits', () => {
  function open(
    sim: TestSimulator,
  ): Promise<{ ws: WebSocket; messages: Json[]; closed: Promise<number> }> {
    const ws = new WebSocket(
      `ws://127.0.0.1:${sim.sim.port}/app/${KEY}?protocol=7&client=js&version=8.4.0&flash=false`,
    );
    const messages: Json[] = [];
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    ws.on('error', () => undefined);
    return new Promise((resolve) => {
      ws.on('message', (raw) => {
        const message = JSON.parse(rawDataText(raw));
        messages.push(message);
        if (message.event === 'pusher:connection_established') resolve({ ws, messages, closed });
      });
    });
  }
  const until = async (test: () => boolean) => {
    for (let i = 0; i < 200 && !test(); i++) await new Promise((r) => setTimeout(r, 10));
  };

  it('an oversized frame closes the socket with 1009 and the server still serves', async () => {
    t = await startSimulator({ pusherAppKey: KEY });
    const socket = await open(t);
    socket.ws.send(JSON.stringify({ event: 'pusher:ping', data: 'x'.repeat(70 * 1024) }));
    expect(await socket.closed).toBe(1009);
    const again = await open(t);
    again.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await until(() => again.messages.some((m) => m.event === 'pusher:pong'));
    expect(again.messages.some((m) => m.event === 'pusher:pong')).toBe(true);
    again.ws.close();
  });

  it('a channel flood and an overlong channel name are refused', async () => {
    t = await startSimulator({ pusherAppKey: KEY });
    const socket = await open(t);
    for (let i = 0; i < 101; i++)
      socket.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: `news-${i}` } }));
    socket.ws.send(
      JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'n'.repeat(200) } }),
    );
    await until(() => socket.messages.some((m) => m.event === 'pusher:error'));
    const ok = socket.messages.filter((m) => m.event === 'pusher_internal:subscription_succeeded');
    expect(ok).toHaveLength(100);
    expect(socket.messages.find((m) => m.event === 'pusher:subscription_error')?.channel).toBe(
      'news-100',
    );
    expect(socket.messages.find((m) => m.event === 'pusher:error')?.data.message).toMatch(/164/);
    socket.ws.close();
  });
});
