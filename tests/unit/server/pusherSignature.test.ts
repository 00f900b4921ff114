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
