// @ts-nocheck
// The page's own pace of reconnecting after the realtime server refused or dropped its socket.
// pusher-js reconnects at once after a close in 4200–4299 ("reconnect"), after 1 s in 4100–4199
// ("back off"), and never after 4000–4099; a server that refuses every socket with a 42xx close
// then sees each page reconnect tens of times a second. Whatever code the server sends, this takes
// the reconnect over: pusher-js's own retry is cancelled and the socket connects again after a
// capped exponential wait with jitter, so that the pages a refusal dropped together do not come
// back together. A connection that stayed up RECONNECT_STABLE_MS starts the count afresh.

/** The wait after the first refusal in a row (before jitter). */
export const RECONNECT_BASE_MS = 1_000;
/** The longest wait (before jitter): the countdown keeps the odds fresh meanwhile. */
export const RECONNECT_MAX_MS = 30_000;
/** A connection up this long was not refused: the next refusal waits RECONNECT_BASE_MS again. */
export const RECONNECT_STABLE_MS = 30_000;

/**
 * The wait before reconnecting after `failures` refusals in a row (1-based): the capped doubling
 * `d`, of which half is fixed and half random ("equal jitter"), so the wait is in [d/2, d).
 * `random` in [0, 1).
 */
export function reconnectDelayMs(failures: number, random: number): number {
  const doubled = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, failures - 1));
  return doubled / 2 + (random * doubled) / 2;
}

/**
 * The close code of a refusal that a pusher-js connection error reports, or null when the error is
 * no refusal. A close during the handshake is reported as `{ type: 'WebSocketError', error: { type:
 * 'PusherError', data: { code } } }`; once connected, first as the bare `{ type: 'PusherError',
 * data: { code } }` (any code but 1000 and 1001), which is also how a `pusher:error` message
 * arrives: of those, 4300–4399 are errors the socket outlives (a close with such a code is reported
 * wrapped too), the rest announce the server's close. A message it could not read carries no code.
 */
export function refusalCode(error: unknown): number | null {
  const outer = recordOf(error);
  const wrapped = outer.type === 'WebSocketError';
  const inner = wrapped ? recordOf(outer.error) : outer;
  if (inner.type !== 'PusherError') return null;
  const code = recordOf(inner.data).code;
  // Stryker disable next-line ConditionalExpression: equivalent, Number.isInteger is false for anything but a number (the typeof narrows the type).
  if (typeof code !== 'number' || !Number.isInteger(code)) return null;
  return wrapped || code < 4300 || code >= 4400 ? code : null;
}

/** An object's fields; anything else has none. */
function recordOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** What the supervisor needs of a pusher-js client (`Pusher`). */
export interface ReconnectingSocket {
  connection: {
    readonly state: string;
    bind(event: string, callback: (data: unknown) => void): unknown;
    unbind(event: string, callback: (data: unknown) => void): unknown;
  };
  connect(): void;
  disconnect(): void;
}

export interface ReconnectOptions {
  /** Random in [0, 1) for the jitter (tests pass a fixed one). */
  random?: () => number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** Told of each wait taken over: the close code (null: a drop that named none), the refusals
   *  in a row, and how long. */
  onWait?: (wait: { code: number | null; failures: number; ms: number }) => void;
}

/**
 * Paces `socket`'s reconnects after any refusal (any close code the server sent) from now on; the
 * returned function stops it (before the socket is disconnected for good).
 */
export function superviseReconnects(
  socket: ReconnectingSocket,
  options: ReconnectOptions = {},
): () => void {
  const random = options.random ?? Math.random;
  const now = options.now ?? (() => Date.now());
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ??
    ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let failures = 0;
  let connectedAt: number | null = null;
  /** A refusal taken over: the wait before connecting again is running (or about to). */
  let waiting = false;
  let timer: unknown;
  let stopped = false;

  /** A refusal: pusher-js's own reconnect is cancelled and the socket connects after the wait. */
  const refused = (code: number | null) => {
    // One close is reported more than once (the socket's error, then the action's): one wait.
    if (waiting || stopped) return;
    if (connectedAt !== null && now() - connectedAt >= RECONNECT_STABLE_MS) failures = 0;
    connectedAt = null;
    failures += 1;
    waiting = true;
    const ms = reconnectDelayMs(failures, random());
    options.onWait?.({ code, failures, ms });
    // Once connected, pusher-js reports the close before it acts on it: disconnecting now unbinds
    // the closed connection, so neither of its reconnects (at once for the close code, in 1 s for
    // the close itself) is scheduled. During the handshake it schedules its reconnect right after
    // the report, in the same task: disconnecting again in the next microtask cancels that one.
    socket.disconnect();
    queueMicrotask(() => {
      if (stopped) return;
      socket.disconnect();
      timer = setTimer(() => {
        timer = undefined;
        waiting = false;
        if (!stopped) socket.connect();
      }, ms);
    });
  };

  const onError = (error: unknown) => {
    const code = refusalCode(error);
    if (code !== null) refused(code);
  };

  const onState = (data: unknown) => {
    const change = recordOf(data);
    if (change.current === 'connected') connectedAt = now();
    // A socket dropped without a code pusher-js acts on (1006: the link or the server went away):
    // pusher-js reconnects within a second, every second; that too waits its turn.
    else if (change.previous === 'connected' && change.current === 'connecting') refused(null);
  };

  socket.connection.bind('state_change', onState);
  socket.connection.bind('error', onError);
  return () => {
    stopped = true;
    clearTimer(timer);
    socket.connection.unbind('state_change', onState);
    socket.connection.unbind('error', onError);
  };
}
