// @ts-nocheck
// Realtime sockets are capped per address and in all, a page of another origin
// cannot open one, and each refusal is a Pusher protocol error (pusher:error with its code, then the
// close with the same code: 4009 unauthorized, 4100 over capacity, which clients retry after a pause).
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Json, TestSimulator } from './helpers';
import { startSimulator } from './helpers';
import { rawDataText } from '@server/realtime/rawData';

let t: TestSimulator | undefined;
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await t?.close();
  t = undefined;
});

interface Outcome {
  first: Json;
  closeCode: number | null;
  ws: WebSocket;
}

/** Opens a socket and reports its first message, and its close code if it closes soon after. */
function open(sim: TestSimulator, opts: { origin?: string; from?: string } = {}): Promise<Outcome> {
  const ws = new WebSocket(`ws://127.0.0.1:${sim.sim.port}/app/sim-key?protocol=7&client=js`, {
    ...(opts.origin !== undefined ? { origin: opts.origin } : {}),
    ...(opts.from !== undefined ? { localAddress: opts.from } : {}),
  });
  sockets.push(ws);
  return new Promise((resolve, reject) => {
    let first: Json;
    ws.once('error', reject);
    ws.once('message', (raw) => {
      first = JSON.parse(rawDataText(raw));
      if (first.event === 'pusher:connection_established') resolve({ first, closeCode: null, ws });
    });
    ws.once('close', (code) => resolve({ first, closeCode: code, ws }));
  });
}

describe('realtime connection limits', () => {
  it('caps the sockets of one address with 4100; other addresses still connect, a closed one frees its place', async () => {
    t = await startSimulator({ realtimePerAddress: 3, realtimeMax: 100 });
    const mine: Outcome[] = [];
    for (let i = 0; i < 3; i++) mine.push(await open(t, { from: '127.0.0.1' }));
    expect(mine.map((o) => o.first.event)).toEqual(Array(3).fill('pusher:connection_established'));
    const refused = await open(t, { from: '127.0.0.1' });
    expect(refused.first).toMatchObject({ event: 'pusher:error', data: { code: 4100 } });
    expect(refused.closeCode).toBe(4100);
    expect((await open(t, { from: '127.0.0.2' })).first.event).toBe(
      'pusher:connection_established',
    );
    const closed = new Promise((resolve) => mine[0]?.ws.once('close', resolve));
    mine[0]?.ws.close();
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await open(t, { from: '127.0.0.1' })).first.event).toBe(
      'pusher:connection_established',
    );
  });

  it('caps the sockets in all with 4100', async () => {
    t = await startSimulator({ realtimePerAddress: 100, realtimeMax: 2 });
    await open(t, { from: '127.0.0.1' });
    await open(t, { from: '127.0.0.2' });
    const refused = await open(t, { from: '127.0.0.3' });
    expect(refused.first).toMatchObject({ event: 'pusher:error', data: { code: 4100 } });
    expect(refused.closeCode).toBe(4100);
  });
});

describe('realtime Origin check', () => {
  it('lets the page’s own origin and the allowed ones in, and refuses other pages with 4009', async () => {
    t = await startSimulator({ allowedOrigins: ['https://members.operator.example'] });
    const own = `http://127.0.0.1:${t.sim.port}`;
    expect((await open(t, { origin: own })).first.event).toBe('pusher:connection_established');
    expect((await open(t, { origin: 'https://members.operator.example' })).first.event).toBe(
      'pusher:connection_established',
    );
    // No Origin: not a browser page (a server-side client), nothing a page could abuse.
    expect((await open(t)).first.event).toBe('pusher:connection_established');
    for (const origin of [
      'https://evil.example',
      `http://127.0.0.1:${t.sim.port + 1}`,
      'null',
      `https://127.0.0.1:${t.sim.port}.evil.example`,
    ]) {
      const refused = await open(t, { origin });
      expect(refused.first, origin).toMatchObject({ event: 'pusher:error', data: { code: 4009 } });
      expect(refused.closeCode, origin).toBe(4009);
    }
  });
});
