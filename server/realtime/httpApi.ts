// The publishing half of the Pusher HTTP API (`POST /apps/{app_id}/events` and `batch_events`), as
// hosted Pusher answers it, so the official `pusher` server library (or any Pusher-compatible
// publisher) triggers events on the simulator's realtime server exactly as it would in production.
// https://pusher.com/docs/channels/library_auth_reference/rest-api/
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Realtime } from './pusherServer';
import { MAX_CHANNEL_NAME } from './pusherServer';

export interface HttpApiOptions {
  appId: string;
  appKey: string;
  appSecret: string;
  /** Wall clock in ms: the signature's timestamp is the publisher's real time, not the market's. */
  now?: () => number;
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
  ) {
    super(message);
  }
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

function checkSignature(request: FastifyRequest, body: string, opts: HttpApiOptions): void {
  const query = queryOf(request);
  const { auth_key: key, auth_timestamp: timestamp, auth_signature: signature } = query;
  if (key === undefined || timestamp === undefined || signature === undefined)
    throw new ApiError(401, 'Missing auth_key, auth_timestamp or auth_signature');
  if (key !== opts.appKey) throw new ApiError(401, `Unknown auth_key ${key}`);
  const nowS = Math.floor((opts.now ?? Date.now)() / 1000);
  const givenS = Number(timestamp);
  if (!Number.isFinite(givenS) || Math.abs(nowS - givenS) > MAX_CLOCK_SKEW_S)
    throw new ApiError(
      401,
      `Timestamp expired: Given timestamp (${timestamp}) not within ${MAX_CLOCK_SKEW_S}s of server time (${nowS})`,
    );
  if (body !== '' && query.body_md5 !== hex(body, 'md5'))
    throw new ApiError(401, 'Invalid body_md5');
  const path = request.url.split('?')[0] ?? '';
  const expected = apiSignature(opts.appSecret, stringToSign(request.method, path, query));
  if (!sameText(signature.toLowerCase(), expected)) throw new ApiError(401, 'Invalid signature');
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
  void app.register(async (scope) => {
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
            throw new ApiError(404, `Unknown app_id ${request.params.appId}`);
          const body = typeof request.body === 'string' ? request.body : '';
          checkSignature(request, body, opts);
          const events = read(parseBody(body));
          for (const event of events)
            for (const channel of event.channels)
              realtime.publish(channel, event.name, event.data, event.socketId);
          return reply.code(200).send({});
        } catch (error) {
          if (error instanceof ApiError)
            return reply.code(error.status).type('text/plain').send(error.message);
          throw error;
        }
      };

    scope.post('/apps/:appId/events', handle(triggerEvents));
    scope.post('/apps/:appId/batch_events', handle(batchEvents));
  });
}
