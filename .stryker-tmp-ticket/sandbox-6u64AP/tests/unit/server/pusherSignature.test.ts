// @ts-nocheck
// The Pusher HTTP API's request signing, checked against Pusher's own published worked example and
// against the official `pusher` library's signing, and the API's refusals (a changed body, a stale
// timestamp, a wrong key, an address flooding it with bad signatures) on a bare Fastify with a
// clock of the test's choosing.
import { createHash, createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Realtime } from '@server/realtime/pusherServer';
import {
  MAX_CLOCK_SKEW_S,
  apiSignature,
  registerPusherHttpApi,
  stringToSign,
} from '@server/realtime/httpApi';

// Pusher's worked authentication example (HTTP API reference, "Worked authentication example").
const DOC = {
  appId: '3',
  key: '278d425bdf160c739803',
  secret: '7ad3773142a6692b25b8',
  timestamp: 1353088179,
  body: '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}',
  bodyMd5: 'ec365a775a4cd0599faeb73354201b6f',
  signed:
    'POST\n/apps/3/events\nauth_key=278d425bdf160c739803&auth_timestamp=1353088179&auth_version=1.0&body_md5=ec365a775a4cd0599faeb73354201b6f',
  signature: 'da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c',
} as const;

const DOC_QUERY = {
  auth_key: DOC.key,
  auth_timestamp: String(DOC.timestamp),
  auth_version: '1.0',
  body_md5: DOC.bodyMd5,
};
const DOC_URL = `/apps/3/events?auth_key=${DOC.key}&auth_timestamp=${DOC.timestamp}&auth_version=1.0&body_md5=${DOC.bodyMd5}&auth_signature=${DOC.signature}`;

const requireCjs = createRequire(import.meta.url);
/** The official library's signer (what `pusher.trigger` puts in its query string). */
const { createSignedQueryString } = requireCjs('pusher/lib/requests') as {
  createSignedQueryString(
    token: { key: string; sign(text: string): string },
    request: { method: string; path: string; body?: string; params?: Record<string, string> },
  ): string;
};
const Token = requireCjs('pusher/lib/token') as new (
  key: string,
  secret: string,
) => { key: string; sign(text: string): string };

describe('the string to sign and its signature', () => {
  it("match Pusher's published worked example", () => {
    expect(createHash('md5').update(DOC.body).digest('hex')).toBe(DOC.bodyMd5);
    expect(stringToSign('post', '/apps/3/events', DOC_QUERY)).toBe(DOC.signed);
    expect(apiSignature(DOC.secret, DOC.signed)).toBe(DOC.signature);
    // The pairs are signed sorted by key, whatever order the query came in.
    const shuffled = {
      body_md5: DOC.bodyMd5,
      auth_version: '1.0',
      auth_timestamp: String(DOC.timestamp),
      auth_key: DOC.key,
    };
    expect(stringToSign('POST', '/apps/3/events', shuffled)).toBe(DOC.signed);
    // auth_signature itself is never part of what is signed.
    expect(
      stringToSign('POST', '/apps/3/events', { ...DOC_QUERY, auth_signature: DOC.signature }),
    ).toBe(DOC.signed);
  });

  const rows: {
    name: string;
    method: string;
    path: string;
    body?: string;
    params?: Record<string, string>;
  }[] = [
    { name: 'a trigger', method: 'POST', path: '/apps/3/events', body: DOC.body },
    {
      name: 'a batch with Thai text',
      method: 'POST',
      path: '/apps/3/batch_events',
      body: JSON.stringify({ batch: [{ channel: 'odds-1', name: 'x', data: 'สวัสดี' }] }),
    },
    { name: 'a GET with no body', method: 'GET', path: '/apps/3/channels' },
    {
      name: 'a GET with parameters sorting before and after auth_*',
      method: 'GET',
      path: '/apps/3/channels',
      params: { filter_by_prefix: 'presence-', info: 'user_count', zeta: '1' },
    },
  ];
  it.each(rows)("equal the official library's for $name", ({ method, path, body, params }) => {
    vi.useFakeTimers({ now: DOC.timestamp * 1000 });
    try {
      const query = createSignedQueryString(new Token(DOC.key, DOC.secret), {
        method,
        path,
        ...(body !== undefined ? { body } : {}),
        ...(params ? { params } : {}),
      });
      const parsed = Object.fromEntries(new URLSearchParams(query));
      const { auth_signature: signature, ...rest } = parsed;
      expect(rest.auth_timestamp).toBe(String(DOC.timestamp));
      if (body !== undefined)
        expect(rest.body_md5).toBe(createHash('md5').update(body, 'utf8').digest('hex'));
      expect(apiSignature(DOC.secret, stringToSign(method, path, rest))).toBe(signature);
    } finally {
      vi.useRealTimers();
    }
  });
});

interface Published {
  channel: string;
  event: string;
  data: string;
  except: string | undefined;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The API on a bare Fastify, its clock at `clock.ms`; `published` is what reached the realtime server. */
async function api(opts: { failuresPerAddress?: number; failureWindowMs?: number } = {}) {
  const clock = { ms: DOC.timestamp * 1000 };
  const published: Published[] = [];
  const realtime = {
    publish: (channel: string, event: string, data: string, except?: string) =>
      published.push({ channel, event, data, except }),
  } as unknown as Realtime;
  app = Fastify({ trustProxy: true });
  registerPusherHttpApi(app, realtime, {
    appId: DOC.appId,
    appKey: DOC.key,
    appSecret: DOC.secret,
    now: () => clock.ms,
    ...opts,
  });
  await app.ready();
  const post = (url: string, body: string, address = '203.0.113.7') =>
    app!.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    });
  return { clock, published, post };
}

/** `DOC_URL` with the body's MD5 and the signature made for `body` and `timestamp`. */
function signedUrl(
  body: string,
  timestamp: number = DOC.timestamp,
  secret: string = DOC.secret,
): string {
  const query: Record<string, string> = { ...DOC_QUERY, auth_timestamp: String(timestamp) };
  query.body_md5 = createHash('md5').update(body).digest('hex');
  const signature = createHmac('sha256', secret)
    .update(stringToSign('POST', '/apps/3/events', query))
    .digest('hex');
  return `/apps/3/events?${new URLSearchParams({ ...query, auth_signature: signature })}`;
}

describe('the HTTP API on the worked example', () => {
  it('delivers the example request as signed', async () => {
    const { post, published } = await api();
    const reply = await post(DOC_URL, DOC.body);
    expect(reply.statusCode).toBe(200);
    expect(published).toEqual([
      { channel: 'project-3', event: 'foo', data: '{"some":"data"}', except: undefined },
    ]);
  });

  it('refuses the example query with a changed body (its body_md5 no longer matches) and delivers nothing', async () => {
    const { post, published } = await api();
    const changed = DOC.body.replace('project-3', 'project-4');
    const reply = await post(DOC_URL, changed);
    expect(reply.statusCode).toBe(401);
    expect(reply.body).toBe('Invalid body_md5');
    // Same length, one character changed in the data only.
    const reply2 = await post(DOC_URL, DOC.body.replace('some', 'same'));
    expect(reply2.statusCode).toBe(401);
    expect(published).toEqual([]);
  });

  it('refuses a body sent without its body_md5, even when the rest of the query is signed', async () => {
    const { post, published } = await api();
    const query = { auth_key: DOC.key, auth_timestamp: String(DOC.timestamp), auth_version: '1.0' };
    const signature = apiSignature(DOC.secret, stringToSign('POST', '/apps/3/events', query));
    const reply = await post(
      `/apps/3/events?${new URLSearchParams({ ...query, auth_signature: signature })}`,
      DOC.body,
    );
    expect(reply.statusCode).toBe(401);
    expect(published).toEqual([]);
  });

  it('refuses a changed signature, another key and another app', async () => {
    const { post, published } = await api();
    const flipped = DOC_URL.replace(DOC.signature, `${DOC.signature.slice(0, -1)}d`);
    expect((await post(flipped, DOC.body)).statusCode).toBe(401);
    expect(
      (await post(signedUrl(DOC.body, DOC.timestamp, 'other-secret'), DOC.body)).statusCode,
    ).toBe(401);
    expect(
      (await post(DOC_URL.replace(`auth_key=${DOC.key}`, 'auth_key=other'), DOC.body)).statusCode,
    ).toBe(401);
    expect((await post(DOC_URL.replace('/apps/3/', '/apps/4/'), DOC.body)).statusCode).toBe(404);
    expect(published).toEqual([]);
  });

  it('accepts a timestamp up to 600 s either side of its clock and refuses one beyond', async () => {
    const { post, published } = await api();
    const at = DOC.timestamp;
    for (const skew of [-MAX_CLOCK_SKEW_S, MAX_CLOCK_SKEW_S])
      expect((await post(signedUrl(DOC.body, at + skew), DOC.body)).statusCode).toBe(200);
    for (const skew of [-MAX_CLOCK_SKEW_S - 1, MAX_CLOCK_SKEW_S + 1]) {
      const reply = await post(signedUrl(DOC.body, at + skew), DOC.body);
      expect(reply.statusCode).toBe(401);
      expect(reply.body).toMatch(/^Timestamp expired/);
    }
    expect(published).toHaveLength(2);
  });

  it('replays a captured request within the window and refuses it once the window has passed', async () => {
    const { post, published, clock } = await api();
    expect((await post(DOC_URL, DOC.body)).statusCode).toBe(200);
    clock.ms += MAX_CLOCK_SKEW_S * 1000;
    expect((await post(DOC_URL, DOC.body)).statusCode).toBe(200);
    clock.ms += 1000;
    expect((await post(DOC_URL, DOC.body)).statusCode).toBe(401);
    expect(published).toHaveLength(2);
  });
});

describe('unauthenticated requests, per address', () => {
  it('answer 429 with Retry-After past the limit, before the signature is checked, and only for that address', async () => {
    const { post, published, clock } = await api({
      failuresPerAddress: 3,
      failureWindowMs: 10_000,
    });
    const bad = DOC_URL.replace(DOC.signature, '0'.repeat(64));
    for (let i = 0; i < 3; i += 1) expect((await post(bad, DOC.body)).statusCode).toBe(401);
    const limited = await post(bad, DOC.body);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('10');
    // A good request from the flooding address waits too; another address is answered.
    expect((await post(DOC_URL, DOC.body)).statusCode).toBe(429);
    expect((await post(DOC_URL, DOC.body, '198.51.100.9')).statusCode).toBe(200);
    clock.ms += 4000;
    expect((await post(bad, DOC.body)).headers['retry-after']).toBe('6');
    // The window over, the address starts again.
    clock.ms += 6000;
    expect((await post(DOC_URL, DOC.body)).statusCode).toBe(200);
    expect(published).toHaveLength(2);
  });

  it('count refusals before the signature is proven (unknown app, stale, changed body), not a signed bad event', async () => {
    const { post } = await api({ failuresPerAddress: 3, failureWindowMs: 10_000 });
    // Signed but malformed: 400s from a proven publisher never lock it out.
    for (let i = 0; i < 5; i += 1)
      expect((await post(signedUrl('not json'), 'not json')).statusCode).toBe(400);
    expect((await post(DOC_URL.replace('/apps/3/', '/apps/4/'), DOC.body)).statusCode).toBe(404);
    expect((await post(signedUrl(DOC.body, DOC.timestamp - 601), DOC.body)).statusCode).toBe(401);
    expect((await post(DOC_URL, `${DOC.body} `)).statusCode).toBe(401);
    expect((await post(DOC_URL, DOC.body)).statusCode).toBe(429);
  });
});

/** A request to `path` signed for `body` with the worked example's credentials and clock. */
function signedFor(path: string, body: string, extra: Record<string, string> = {}): string {
  const query: Record<string, string> = { ...DOC_QUERY, ...extra };
  if (body === '') delete query.body_md5;
  else query.body_md5 = createHash('md5').update(body).digest('hex');
  const signature = apiSignature(DOC.secret, stringToSign('POST', path, query));
  return `${path}?${new URLSearchParams({ ...query, auth_signature: signature })}`;
}

describe('what a signed request may carry', () => {
  const event = (fields: Record<string, unknown>) =>
    JSON.stringify({ name: 'e', data: '{}', channels: ['c'], ...fields });

  it.each([
    ['a body that is not JSON', 'nope', 400, 'Body is not valid JSON'],
    [
      'no channels',
      event({ channels: [] }),
      400,
      'channels must be a non-empty list of channel names',
    ],
    [
      'channels not a list',
      event({ channels: 'c' }),
      400,
      'channels must be a non-empty list of channel names',
    ],
    [
      '101 channels',
      event({ channels: Array.from({ length: 101 }, (_, i) => `c${i}`) }),
      400,
      'At most 100 channels per event',
    ],
    [
      'a channel name with a space',
      event({ channels: ['a b'] }),
      400,
      'Invalid channel name "a b"',
    ],
    ['a channel name that is a number', event({ channels: [7] }), 400, 'Invalid channel name 7'],
    [
      'a channel name of 165 characters',
      event({ channels: ['x'.repeat(165)] }),
      400,
      `Invalid channel name "${'x'.repeat(165)}"`,
    ],
    [
      'an empty event name',
      event({ name: '' }),
      400,
      'name must be an event name of at most 200 characters',
    ],
    [
      'an event name of 201 characters',
      event({ name: 'n'.repeat(201) }),
      400,
      'name must be an event name of at most 200 characters',
    ],
    [
      'an event name that is not a string',
      event({ name: 5 }),
      400,
      'name must be an event name of at most 200 characters',
    ],
    ['data that is not a string', event({ data: { a: 1 } }), 400, 'data must be a string'],
    [
      'data of 10,241 bytes',
      event({ data: 'x'.repeat(10_241) }),
      413,
      'The data content of this event exceeds the allowed maximum (10240 bytes)',
    ],
    [
      '3,414 Thai letters of data (10,242 bytes: the limit counts bytes, not letters)',
      event({ data: 'ก'.repeat(3414) }),
      413,
      'The data content of this event exceeds the allowed maximum (10240 bytes)',
    ],
    [
      'a socket_id that is not a string',
      event({ socket_id: 12 }),
      400,
      'socket_id must be a string',
    ],
  ])('refuses %s (%i)', async (_name, body, status, message) => {
    const { post, published } = await api();
    const reply = await post(signedFor('/apps/3/events', body), body);
    expect(reply.statusCode).toBe(status);
    expect(reply.body).toBe(message);
    expect(published).toEqual([]);
  });

  it('accepts the limits themselves: 100 channels, names of 164 and 200 characters, 10,240 bytes of data', async () => {
    const { post, published } = await api();
    const channels = Array.from({ length: 99 }, (_, i) => `c-${i}_=@,.;`).concat('y'.repeat(164));
    const body = event({
      channels,
      name: 'n'.repeat(200),
      data: 'x'.repeat(10_240),
      socket_id: '1.2',
    });
    const reply = await post(signedFor('/apps/3/events', body), body);
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('{}');
    expect(published).toHaveLength(100);
    expect(published[0]).toEqual({
      channel: 'c-0_=@,.;',
      event: 'n'.repeat(200),
      data: 'x'.repeat(10_240),
      except: '1.2',
    });
  });

  it('delivers a single `channel` as a one-channel event', async () => {
    const { post, published } = await api();
    const body = JSON.stringify({ name: 'e', data: 'd', channel: 'only' });
    expect((await post(signedFor('/apps/3/events', body), body)).statusCode).toBe(200);
    expect(published).toEqual([{ channel: 'only', event: 'e', data: 'd', except: undefined }]);
  });

  it('delivers a batch in order and refuses an empty one, one of 11, or one with a bad event', async () => {
    const { post, published } = await api();
    const item = (i: number) => ({ channel: `b${i}`, name: 'e', data: String(i) });
    const ten = JSON.stringify({ batch: Array.from({ length: 10 }, (_, i) => item(i)) });
    expect((await post(signedFor('/apps/3/batch_events', ten), ten)).statusCode).toBe(200);
    expect(published.map((p) => p.data)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    for (const [body, message] of [
      [JSON.stringify({ batch: [] }), 'batch must be a non-empty list of events'],
      [JSON.stringify({ batch: {} }), 'batch must be a non-empty list of events'],
      [
        JSON.stringify({ batch: Array.from({ length: 11 }, (_, i) => item(i)) }),
        'Batch too large: at most 10 events',
      ],
      [JSON.stringify({ batch: [item(1), { channel: 'x', name: 'e' }] }), 'data must be a string'],
    ] as const) {
      const reply = await post(signedFor('/apps/3/batch_events', body), body);
      expect(reply.statusCode).toBe(400);
      expect(reply.body).toBe(message);
    }
    expect(published).toHaveLength(10);
  });

  it('answers each refusal before the signature is proven with its own message', async () => {
    const { post } = await api();
    const cases: [string, string, number, string][] = [
      ['/apps/3/events', DOC.body, 401, 'Missing auth_key, auth_timestamp or auth_signature'],
      [
        DOC_URL.replace(`&auth_signature=${DOC.signature}`, ''),
        DOC.body,
        401,
        'Missing auth_key, auth_timestamp or auth_signature',
      ],
      [
        DOC_URL.replace(`auth_timestamp=${DOC.timestamp}&`, ''),
        DOC.body,
        401,
        'Missing auth_key, auth_timestamp or auth_signature',
      ],
      [
        DOC_URL.replace(`auth_key=${DOC.key}&`, ''),
        DOC.body,
        401,
        'Missing auth_key, auth_timestamp or auth_signature',
      ],
      [DOC_URL.replace(`auth_key=${DOC.key}`, 'auth_key=k2'), DOC.body, 401, 'Unknown auth_key k2'],
      [DOC_URL.replace('/apps/3/', '/apps/9/'), DOC.body, 404, 'Unknown app_id 9'],
      [
        DOC_URL.replace(`auth_timestamp=${DOC.timestamp}`, 'auth_timestamp=soon'),
        DOC.body,
        401,
        `Timestamp expired: Given timestamp (soon) not within 600s of server time (${DOC.timestamp})`,
      ],
      [
        signedUrl(DOC.body, DOC.timestamp + 601),
        DOC.body,
        401,
        `Timestamp expired: Given timestamp (${DOC.timestamp + 601}) not within 600s of server time (${DOC.timestamp})`,
      ],
      [DOC_URL.replace(DOC.signature, 'f'.repeat(64)), DOC.body, 401, 'Invalid signature'],
      [DOC_URL.replace(DOC.signature, 'abc'), DOC.body, 401, 'Invalid signature'],
    ];
    for (const [url, body, status, message] of cases) {
      const reply = await post(url, body);
      expect([url, reply.statusCode, reply.body]).toEqual([url, status, message]);
      expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    }
  });

  it('reads the auth keys whatever their case, and the signature in upper-case hex', async () => {
    const { post, published } = await api();
    const upper = DOC_URL.replace('auth_key=', 'AUTH_KEY=').replace(
      DOC.signature,
      DOC.signature.toUpperCase(),
    );
    expect((await post(upper, DOC.body)).statusCode).toBe(200);
    expect(published).toHaveLength(1);
  });

  it('answers a body of JSON null, a string or a number with 400, never 500', async () => {
    const { post } = await api();
    for (const body of ['null', '"text"', '5']) {
      const reply = await post(signedFor('/apps/3/events', body), body);
      expect([body, reply.statusCode]).toEqual([body, 400]);
      expect(reply.body).toBe('channels must be a non-empty list of channel names');
    }
  });

  it('answers a signed POST with no body at all (no content type) as a body that is not JSON', async () => {
    const { published } = await api();
    const reply = await app!.inject({
      method: 'POST',
      url: signedFor('/apps/3/events', ''),
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toBe('Body is not valid JSON');
    expect(published).toEqual([]);
  });

  it('accepts a signed request with no body (nothing to hash) as far as its JSON', async () => {
    const { post } = await api();
    const reply = await post(signedFor('/apps/3/events', ''), '');
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toBe('Body is not valid JSON');
  });

  it('answers 429 as text with its wait, and keeps counting failures in the window', async () => {
    const { post } = await api({ failuresPerAddress: 1, failureWindowMs: 60_000 });
    const bad = DOC_URL.replace(DOC.signature, '0'.repeat(64));
    expect((await post(bad, DOC.body)).statusCode).toBe(401);
    const limited = await post(bad, DOC.body);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toBe('Too many failed requests: try again in 60 s');
    expect(limited.headers['content-type']).toMatch(/^text\/plain/);
  });
});
