// The page's socket backs off after any refusal, whatever close code the server sends: the wait's
// table, which errors count as refusals, and pusher-js itself (its Node build, the same connection
// manager as the worker's) against a server that refuses every socket.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import Pusher from 'pusher-js';
import {
  RECONNECT_BASE_MS,
  RECONNECT_MAX_MS,
  RECONNECT_STABLE_MS,
  reconnectDelayMs,
  refusalCode,
  superviseReconnects,
} from '@workers/realtime/reconnect';
import type { ReconnectingSocket } from '@workers/realtime/reconnect';

describe('the wait before reconnecting', () => {
  it.each([
    // refusals in a row, the shortest wait (random 0), the longest (random → 1)
    [1, 500, 1_000],
    [2, 1_000, 2_000],
    [3, 2_000, 4_000],
    [4, 4_000, 8_000],
    [5, 8_000, 16_000],
    [6, 15_000, 30_000],
    [7, 15_000, 30_000],
    [20, 15_000, 30_000],
  ])('after %i refusals: %i ms to %i ms', (failures, shortest, longest) => {
    expect(reconnectDelayMs(failures, 0)).toBe(shortest);
    expect(reconnectDelayMs(failures, 0.5)).toBe((shortest + longest) / 2);
    expect(reconnectDelayMs(failures, 1 - Number.EPSILON)).toBeLessThan(longest);
    expect(reconnectDelayMs(failures, 1 - Number.EPSILON)).toBeGreaterThan(longest - 1);
  });

  it('starts at half the base and never passes the cap', () => {
    expect(reconnectDelayMs(1, 0)).toBe(RECONNECT_BASE_MS / 2);
    expect(reconnectDelayMs(1_000, 0.999)).toBeLessThan(RECONNECT_MAX_MS);
  });
});

describe('which connection errors are refusals', () => {
  const closed = (code: number) => ({
    type: 'WebSocketError',
    error: { type: 'PusherError', data: { code, message: 'x' } },
  });
  const bare = (code: unknown) => ({ type: 'PusherError', data: { code, message: 'x' } });
  it.each([
    ['a 42xx close (reconnect)', 4202, closed(4202)],
    ['a 41xx close (back off)', 4100, closed(4100)],
    ['a 40xx close (do not reconnect)', 4001, closed(4001)],
    ['a 43xx close', 4301, closed(4301)],
    ['a close the server named 1011', 1011, closed(1011)],
    ['a closing pusher:error 4201', 4201, bare(4201)],
    ['a closing pusher:error 4000', 4000, bare(4000)],
    ['a pusher:error the socket outlives (4301)', null, bare(4301)],
    ['a pusher:error 4399 (the socket outlives it)', null, bare(4399)],
    ['a close once connected, 1006 (the link went away)', 1006, bare(1006)],
    ['a close once connected, 4400', 4400, bare(4400)],
    ['a code that is text', null, bare('4202')],
    ['a code that is no integer', null, bare(4202.5)],
    ['a socket error with no code (a DOM event)', null, { type: 'WebSocketError', error: {} }],
    ['a message it could not read', null, { type: 'MessageParseError', error: 'x', data: 'y' }],
    ['a wrapped error of another type', null, { type: 'WebSocketError', error: bare(4202).data }],
    [
      'a wrapped error of another type that carries a code',
      null,
      { type: 'WebSocketError', error: { type: 'TransportError', data: { code: 4202 } } },
    ],
    ['an error of another type that carries a code', null, { type: 'Error', data: { code: 4202 } }],
    ['a pusher:error 4300 (the socket outlives it)', null, bare(4300)],
    ['a pusher:error with no data', null, { type: 'PusherError' }],
    ['a pusher:error whose data is text', null, { type: 'PusherError', data: '4202' }],
    ['a socket error with nothing inside', null, { type: 'WebSocketError' }],
    ['nothing', null, null],
    ['undefined', null, undefined],
    ['a string', null, 'closed'],
    ['a number', null, 4202],
  ])('%s → %s', (_, code, error) => {
    expect(refusalCode(error)).toBe(code);
  });
});

/** A pusher-js connection as the supervisor sees it, on a hand-driven clock. */
function fakeSocket() {
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  const log: string[] = [];
  const timers: { at: number; run: () => void }[] = [];
  let clock = 0;
  const socket: ReconnectingSocket = {
    connection: {
      state: 'connected',
      bind: (event, callback) =>
        handlers.set(event, (handlers.get(event) ?? new Set()).add(callback)),
      unbind: (event, callback) => handlers.get(event)?.delete(callback),
    },
    connect: () => log.push('connect'),
    disconnect: () => log.push('disconnect'),
  };
  const waits: { code: number | null; failures: number; ms: number }[] = [];
  const stop = superviseReconnects(socket, {
    random: () => 0,
    now: () => clock,
    setTimer: (run, ms) => {
      const timer = { at: clock + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const i = timers.indexOf(timer as (typeof timers)[number]);
      if (i >= 0) timers.splice(i, 1);
    },
    onWait: (wait) => waits.push(wait),
  });
  const emit = (event: string, data: unknown) => {
    for (const handler of handlers.get(event) ?? []) handler(data);
  };
  return {
    log,
    waits,
    stop,
    handlers,
    emit,
    async advance(ms: number) {
      clock += ms;
      await Promise.resolve();
      for (const timer of timers.filter((t) => t.at <= clock)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
    },
    refuse: async (code: number) => {
      emit('error', { type: 'PusherError', data: { code } });
      emit('error', { type: 'WebSocketError', error: { type: 'PusherError', data: { code } } });
      await Promise.resolve();
    },
  };
}

/** A socket for the supervisor on the page's own (faked) timers: what it was told, its handlers. */
function pageClockSocket() {
  const log: string[] = [];
  const handlers = new Map<string, (data: unknown) => void>();
  const socket: ReconnectingSocket = {
    connection: {
      state: 'connected',
      bind: (event, callback) => handlers.set(event, callback),
      unbind: (event) => handlers.delete(event),
    },
    connect: () => log.push('connect'),
    disconnect: () => log.push('disconnect'),
  };
  return { log, handlers, socket };
}

/** The server refuses the socket (a 42xx close), and the faked timers run what is due now. */
async function refuseOn(handlers: Map<string, (data: unknown) => void>): Promise<void> {
  handlers.get('error')?.({ type: 'PusherError', data: { code: 4202 } });
  await vi.advanceTimersByTimeAsync(0);
}

describe("the supervisor on its own clock (the page's timers and Date)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits on real timers, restarts the count after RECONNECT_STABLE_MS connected, and stops its timer', async () => {
    vi.useFakeTimers();
    const { log, handlers, socket } = pageClockSocket();
    const waits: number[] = [];
    const stop = superviseReconnects(socket, { random: () => 0, onWait: (w) => waits.push(w.ms) });
    const refuse = () => refuseOn(handlers);
    await refuse();
    await vi.advanceTimersByTimeAsync(499);
    expect(log).toEqual(['disconnect', 'disconnect']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log.at(-1)).toBe('connect');
    handlers.get('state_change')?.({ previous: 'connecting', current: 'connected' });
    await vi.advanceTimersByTimeAsync(RECONNECT_STABLE_MS - 1);
    await refuse();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    handlers.get('state_change')?.({ previous: 'connecting', current: 'connected' });
    await vi.advanceTimersByTimeAsync(RECONNECT_STABLE_MS);
    await refuse();
    expect(waits).toEqual([500, 1_000, 500]);
    stop();
    const calls = log.length;
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(log).toHaveLength(calls);
  });
});

describe("the supervisor as the realtime worker starts it (no options: the page's timers, Math.random)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a refusal waits between half the base and the base, then connects once; stopped, no connect follows', async () => {
    vi.useFakeTimers();
    const { log, handlers, socket } = pageClockSocket();
    const stop = superviseReconnects(socket);
    const refuse = () => refuseOn(handlers);
    await refuse();
    expect(log).toEqual(['disconnect', 'disconnect']);
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS / 2 - 1);
    expect(log).toEqual(['disconnect', 'disconnect']);
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS / 2);
    expect(log).toEqual(['disconnect', 'disconnect', 'connect']);
    // Refused again, then stopped while the wait runs (the page signs out): the wait is dropped.
    await refuse();
    stop();
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(log).toEqual(['disconnect', 'disconnect', 'connect', 'disconnect', 'disconnect']);
  });
});

describe('the supervisor on a fake socket', () => {
  it("the page's own disconnect (connected → disconnected) is no refusal", async () => {
    const s = fakeSocket();
    s.emit('state_change', { previous: 'connected', current: 'disconnected' });
    await s.advance(60_000);
    expect(s.waits).toEqual([]);
    expect(s.log).toEqual([]);
  });

  it("one close reported twice is one wait; pusher-js's reconnect is cancelled in the same turn", async () => {
    const s = fakeSocket();
    await s.refuse(4202);
    expect(s.waits).toEqual([{ code: 4202, failures: 1, ms: 500 }]);
    expect(s.log).toEqual(['disconnect', 'disconnect']);
    await s.advance(499);
    expect(s.log).toEqual(['disconnect', 'disconnect']);
    await s.advance(1);
    expect(s.log).toEqual(['disconnect', 'disconnect', 'connect']);
  });

  it('refusals in a row double the wait; a connection up RECONNECT_STABLE_MS starts afresh', async () => {
    const s = fakeSocket();
    for (const code of [4202, 4100, 4001]) {
      await s.refuse(code);
      await s.advance(RECONNECT_MAX_MS);
    }
    expect(s.waits.map((w) => w.ms)).toEqual([500, 1_000, 2_000]);
    s.emit('state_change', { previous: 'connecting', current: 'connected' });
    await s.advance(RECONNECT_STABLE_MS - 1);
    await s.refuse(4202);
    expect(s.waits.at(-1)).toEqual({ code: 4202, failures: 4, ms: 4_000 });
    await s.advance(60_000);
    s.emit('state_change', { previous: 'connecting', current: 'connected' });
    await s.advance(RECONNECT_STABLE_MS);
    await s.refuse(4202);
    expect(s.waits.at(-1)).toEqual({ code: 4202, failures: 1, ms: 500 });
  });

  it('a drop with no code (connected → connecting) waits its turn too', async () => {
    const s = fakeSocket();
    s.emit('state_change', { previous: 'connected', current: 'connecting' });
    await Promise.resolve();
    expect(s.waits).toEqual([{ code: null, failures: 1, ms: 500 }]);
    expect(s.log).toEqual(['disconnect', 'disconnect']);
    // Our own disconnect and connect are no refusals.
    s.emit('state_change', { previous: 'connected', current: 'disconnected' });
    s.emit('state_change', { previous: 'disconnected', current: 'connecting' });
    await s.advance(500);
    expect(s.waits).toHaveLength(1);
  });

  it('errors that are no refusal change nothing', async () => {
    const s = fakeSocket();
    s.emit('error', { type: 'PusherError', data: { code: 4301 } });
    s.emit('error', { type: 'WebSocketError', error: { type: 'TransportError' } });
    s.emit('error', { type: 'MessageParseError', error: 'x' });
    await s.advance(10_000);
    expect(s.log).toEqual([]);
  });

  it('stopped, it cancels the connect waiting and hears nothing more', async () => {
    const s = fakeSocket();
    await s.refuse(4202);
    s.stop();
    await s.advance(60_000);
    expect(s.log).toEqual(['disconnect', 'disconnect']);
    expect([...s.handlers.values()].every((set) => set.size === 0)).toBe(true);
    await s.refuse(4202);
    expect(s.waits).toHaveLength(1);
  });

  it('stopped between the refusal and its microtask: no second disconnect, no connect', async () => {
    const s = fakeSocket();
    s.emit('error', { type: 'PusherError', data: { code: 4202 } });
    s.stop();
    await s.advance(60_000);
    expect(s.log).toEqual(['disconnect']);
  });
});

/**
 * A realtime server that closes every socket with `code`: at once (the handshake never completes)
 * or, with `afterConnected`, 20 ms after a completed handshake. Counts the sockets opened.
 */
async function refusingServer(code: number | 'terminate', afterConnected = false) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  let opened = 0;
  const openedAt: number[] = [];
  server.on('connection', (ws) => {
    opened += 1;
    openedAt.push(performance.now());
    const refuse = () => (code === 'terminate' ? ws.terminate() : ws.close(code, 'refused'));
    if (!afterConnected) return refuse();
    ws.send(
      JSON.stringify({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: `1.${opened}`, activity_timeout: 120 }),
      }),
    );
    setTimeout(refuse, 20);
  });
  return {
    port: (server.address() as AddressInfo).port,
    opened: () => opened,
    /** When each socket was opened (performance.now()). */
    openedAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function pusherOn(port: number): Pusher {
  return new Pusher('sim-key', {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
  });
}

// Each test holds its own server and client and mostly waits: they run side by side. Only lower
// bounds of time are asserted (a loaded machine makes every step later, never sooner). Alone,
// pusher-js opened 55 sockets in 1.5 s against the 42xx server on this machine.
describe.concurrent('pusher-js against a server that refuses every socket', () => {
  it.each([
    [4202, false],
    [4100, false],
    [4001, false],
    [4301, false],
    [1011, false],
    [4202, true],
    ['terminate', true],
  ] as const)(
    'supervised, after a close %s (after the handshake: %s) the next socket waits 0.5 s, the one after 1 s more',
    async (code, afterConnected) => {
      const server = await refusingServer(code, afterConnected);
      const pusher = pusherOn(server.port);
      const waits: number[] = [];
      const stop = superviseReconnects(pusher, {
        random: () => 0,
        onWait: (wait) => waits.push(wait.ms),
      });
      try {
        await expect.poll(() => server.opened(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
        const [first, second, third] = server.openedAt as [number, number, number];
        // Each socket is opened its wait after the refusal of the one before (a timer may fire
        // a millisecond early).
        expect(second - first).toBeGreaterThanOrEqual(500 - 2);
        expect(third - second).toBeGreaterThanOrEqual(1_000 - 2);
        expect(waits.slice(0, 2)).toEqual([500, 1_000]);
      } finally {
        stop();
        pusher.disconnect();
        await server.close();
      }
    },
  );
});
