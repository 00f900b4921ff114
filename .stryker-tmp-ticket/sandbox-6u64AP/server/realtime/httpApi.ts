// @ts-nocheck
// The publishing half of the Pusher HTTP API (`POST /apps/{app_id}/events` and `batch_events`), as
// hosted Pusher answers it, so the official `pusher` server library (or any Pusher-compatible
// publisher) triggers events on the simulator's realtime server exactly as it would in production.
// https://pusher.com/docs/channels/library_auth_reference/rest-api/
//
// What a signature does and does not stop (as on hosted Pusher):
// - The signature covers the method, the path and every query parameter, and the body through its
//   `body_md5`: a request whose body, channel, event or timestamp was changed in transit is refused.
// - A request captured on the way (a log, a proxy) can be sent again unchanged for as long as its
//   `auth_timestamp` is within MAX_CLOCK_SKEW_S of the server's clock: ten minutes either side. Pusher
//   keeps no record of the signatures it has seen, and neither does this server, so such a replay
//   delivers the same event again. An `odds-changed` replayed is harmless (the page asks for its
//   delta and gets "nothing newer"); a publisher whose events must not repeat puts a unique id in
//   the data and has the subscriber drop one it has seen. Replays end when the window does.
// - Requests that fail before the signature is proven (an unknown app, a missing, stale or wrong
//   signature, a body that does not match its `body_md5`) are counted per address: past
//   `failuresPerAddress` in `failureWindowMs` the address gets 429 with Retry-After, answered before
//   its body is read or any hash is computed, until the window ends. That includes a correctly signed
//   request from the same address (it cannot be told apart without the work the limit saves): a
//   publisher shares no address with whoever floods the API with bad signatures.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_RATE_LIMITS, createFailureCounter } from '../http/rateLimits';
import type { Realtime } from './pusherServer';
import { MAX_CHANNEL_NAME } from './pusherServer';

export interface HttpApiOptions {
  appId: string;
  appKey: string;
  appSecret: string;
  /** Wall clock in ms: the signature's timestamp is the publisher's real time, not the market's. */
  now?: () => number;
  /** Requests refused before their signature was proven, per address per window, before 429. */
  failuresPerAddress?: number;
  /** The window of `failuresPerAddress`, ms. */
  failureWindowMs?: number;
}

/** Pusher refuses a request signed more than 600 s before or after its own clock. */
export const MAX_CLOCK_SKEW_S = 600;
/** Pusher's default limit on one event's data (the message a client receives must stay small). */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
/** Pusher's limits: channels per trigger, events per batch. */
export const MAX_CHANNELS_PER_EVENT = 100;
export const MAX_BATCH_EVENTS = 10;
/** The request body as a whole: ten events of 10 KB with their envelopes fit comfortably. */
export const MAX_API_BODY_BYTES = 256 * 1024;

const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;

interface ApiEvent {
  name: string;
  data: string;
  channels: string[];
  socketId: string | undefined;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Refused before the signature was proven: counts against the address. */
    readonly unauthenticated = false,
  ) {
    super(message);
  }
}

/** A refusal before the caller proved it holds the secret. */
function unauthenticated(status: number, message: string): ApiError {
  return new ApiError(status, message, true);
}

function hex(text: string, algorithm: 'md5'): string {
  return createHash(algorithm).update(text, 'utf8').digest('hex');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The string Pusher signs: method, path and the sorted `key=value` query without the signature. */
export function stringToSign(method: string, path: string, query: Record<string, string>): string {
  const pairs = Object.keys(query)
    .filter((key) => key !== 'auth_signature')
    .sort()
    .map((key) => `${key}=${query[key] ?? ''}`);
  return [method.toUpperCase(), path, pairs.join('&')].join('\n');
}

export function apiSignature(secret: string, signed: string): string {
  return createHmac('sha256', secret).update(signed).digest('hex');
}

/** The query as single strings with lower-case keys (Pusher reads the auth keys case-insensitively). */
function queryOf(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const raw = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
  for (const [key, value] of new URLSearchParams(raw)) out[key.toLowerCase()] = value;
  return out;
}

function checkSignature(
  request: FastifyRequest,
  body: string,
  appKey: string,
  appSecret: string,
  now: () => number,
): void {
  const query = queryOf(request);
  const { auth_key: key, auth_timestamp: timestamp, auth_signature: signature } = query;
  if (key === undefined || timestamp === undefined || signature === undefined)
    throw unauthenticated(401, 'Missing auth_key, auth_timestamp or auth_signature');
  if (key !== appKey) throw unauthenticated(401, `Unknown auth_key ${key}`);
  const nowS = Math.floor(now() / 1000);
  const givenS = Number(timestamp);
  if (!Number.isFinite(givenS) || Math.abs(nowS - givenS) > MAX_CLOCK_SKEW_S)
    throw unauthenticated(
      401,
      `Timestamp expired: Given timestamp (${timestamp}) not within ${MAX_CLOCK_SKEW_S}s of server time (${nowS})`,
    );
  // The signature covers body_md5, not the body: without this check any body would pass.
  if (body !== '' && query.body_md5 !== hex(body, 'md5'))
    throw unauthenticated(401, 'Invalid body_md5');
  const path = request.url.split('?')[0] ?? '';
  const expected = apiSignature(appSecret, stringToSign(request.method, path, query));
  if (!sameText(signature.toLowerCase(), expected)) throw unauthenticated(401, 'Invalid signature');
}

function field(value: unknown, name: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new ApiError(400, 'Body is not valid JSON');
  }
}

function channelsOf(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0)
    throw new ApiError(400, 'channels must be a non-empty list of channel names');
  if (value.length > MAX_CHANNELS_PER_EVENT)
    throw new ApiError(400, `At most ${MAX_CHANNELS_PER_EVENT} channels per event`);
  return value.map((channel) => {
    if (
      typeof channel !== 'string' ||
      channel.length > MAX_CHANNEL_NAME ||
      !CHANNEL_NAME.test(channel)
    )
      throw new ApiError(400, `Invalid channel name ${JSON.stringify(channel)}`);
    return channel;
  });
}

/** One event of a trigger or a batch, checked as Pusher checks it. */
function eventOf(value: unknown, channels: string[]): ApiEvent {
  const name = field(value, 'name');
  const data = field(value, 'data');
  const socketId = field(value, 'socket_id');
  if (typeof name !== 'string' || name === '' || name.length > 200)
    throw new ApiError(400, 'name must be an event name of at most 200 characters');
  if (typeof data !== 'string') throw new ApiError(400, 'data must be a string');
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_DATA_BYTES)
    throw new ApiError(
      413,
      `The data content of this event exceeds the allowed maximum (10240 bytes)`,
    );
  if (socketId !== undefined && typeof socketId !== 'string')
    throw new ApiError(400, 'socket_id must be a string');
  return { name, data, channels, socketId };
}

function triggerEvents(body: unknown): ApiEvent[] {
  const channel = field(body, 'channel');
  const channels = channelsOf(channel === undefined ? field(body, 'channels') : [channel]);
  return [eventOf(body, channels)];
}

function batchEvents(body: unknown): ApiEvent[] {
  const batch = field(body, 'batch');
  if (!Array.isArray(batch) || batch.length === 0)
    throw new ApiError(400, 'batch must be a non-empty list of events');
  if (batch.length > MAX_BATCH_EVENTS)
    throw new ApiError(400, `Batch too large: at most ${MAX_BATCH_EVENTS} events`);
  return batch.map((item) => eventOf(item, channelsOf([field(item, 'channel')])));
}

export function registerPusherHttpApi(
  app: FastifyInstance,
  realtime: Realtime,
  opts: HttpApiOptions,
): void {
  const now = opts.now ?? Date.now;
  const failures = createFailureCounter(
    opts.failureWindowMs ?? DEFAULT_RATE_LIMITS.windowMs,
    opts.failuresPerAddress ?? DEFAULT_RATE_LIMITS.apiFailuresPerAddress,
    now,
  );
  void app.register(async (scope) => {
    // An address over its failures is answered before its body is read or hashed.
    scope.addHook('onRequest', async (request, reply) => {
      const lockedFor = failures.lockedFor(request.ip);
      if (lockedFor > 0)
        return reply
          .code(429)
          .header('retry-after', String(lockedFor))
          .type('text/plain')
          .send(`Too many failed requests: try again in ${lockedFor} s`);
    });
    // The signature covers the body's MD5: keep the body exactly as sent.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: MAX_API_BODY_BYTES },
      (_request, body, done) => done(null, body),
    );

    const handle =
      (read: (body: unknown) => ApiEvent[]) =>
      async (request: FastifyRequest<{ Params: { appId: string } }>, reply: FastifyReply) => {
        try {
          if (request.params.appId !== opts.appId)
            throw unauthenticated(404, `Unknown app_id ${request.params.appId}`);
          const body = typeof request.body === 'string' ? request.body : '';
          checkSignature(request, body, opts.appKey, opts.appSecret, now);
          const events = read(parseBody(body));
          for (const event of events)
            for (const channel of event.channels)
              realtime.publish(channel, event.name, event.data, event.socketId);
          return reply.code(200).send({});
        } catch (error) {
          if (error instanceof ApiError) {
            if (error.unauthenticated) failures.record(request.ip);
            return reply.code(error.status).type('text/plain').send(error.message);
          }
          throw error;
        }
      };

    scope.post('/apps/:appId/events', handle(triggerEvents));
    scope.post('/apps/:appId/batch_events', handle(batchEvents));
  });
}
