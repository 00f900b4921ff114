// @ts-nocheck
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  timeoutDetail,
  normaliseReply,
  replyMessage,
  retryAfterOf,
  SESSION_UNDEFINED,
} from '@src/shared/api/client';
import type { ApiClientDeps, ApiResult } from '@src/shared/api/client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function makeClient(overrides: Partial<ApiClientDeps> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    jsonResponse(200, { status: true, data: { x: 1 } }),
  );
  const onUnauthorized = vi.fn<(result: ApiResult<unknown>, refusedToken: string | null) => void>();
  const client = createApiClient({
    baseUrl: 'https://api.example',
    fetch: fetchMock,
    readSessionToken: () => 'session-123',
    onUnauthorized,
    ...overrides,
  });
  return { client, fetchMock, onUnauthorized };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('replyMessage (from error when the body has errors or error, else from message)', () => {
  it('takes the message when the body has neither errors nor error', () => {
    expect(replyMessage({ status: true, message: 'success' })).toBe('success');
  });

  it('takes error when the body has error', () => {
    expect(replyMessage({ status: false, message: 'invalid token', error: 'token rejected' })).toBe(
      'token rejected',
    );
  });

  it('takes error when the body has errors and error', () => {
    expect(replyMessage({ message: 'm', errors: [{}], error: 'e' })).toBe('e');
  });

  it('falls back to message when the body has errors but no error string', () => {
    expect(replyMessage({ status: false, message: 'odds changed', errors: [{ odd_id: 1 }] })).toBe(
      'odds changed',
    );
  });

  it('is empty when the body says nothing', () => {
    expect(replyMessage({})).toBe('');
  });
});

describe('normaliseReply', () => {
  it('a 200 success carries ok, status, message and data', () => {
    expect(normaliseReply(200, { status: true, message: 'success', data: { token: 't' } })).toEqual(
      {
        ok: true,
        status: 200,
        message: 'success',
        data: { token: 't' },
      },
    );
  });

  it('a 200 business failure (status false) is not ok and keeps errors and code', () => {
    const errors = [{ odd_id: 880001, type_error: 'price', price_old: 0.92, price_new: 0.88 }];
    expect(
      normaliseReply(200, { status: false, message: 'odds changed', errors, code: 'E42' }),
    ).toEqual({
      ok: false,
      status: 200,
      message: 'odds changed',
      code: 'E42',
      errors,
    });
  });

  it('an odds reply with state false is not ok', () => {
    expect(normaliseReply(200, { state: false, message: 'error', data: [] }).ok).toBe(false);
  });

  it('a 401 is not ok and its message comes from error', () => {
    const result = normaliseReply(401, {
      status: false,
      message: 'invalid token',
      error: 'invalid token',
    });
    expect(result).toMatchObject({ ok: false, status: 401, message: 'invalid token' });
  });

  it('a non-2xx reply is not ok even without status false', () => {
    expect(normaliseReply(500, { message: 'boom' })).toMatchObject({
      ok: false,
      status: 500,
      message: 'boom',
    });
  });

  it('reads data where the caller says it is', () => {
    const result = normaliseReply(
      200,
      { state: true, change_id: 7 },
      (body) => body.change_id as number,
    );
    expect(result.data).toBe(7);
  });

  it('ignores a code that is neither string nor number', () => {
    expect('code' in normaliseReply(200, { status: true, code: { nested: 1 } })).toBe(false);
  });
});

describe('createApiClient', () => {
  it('sends the bearer token and JSON content type to base + path + query', async () => {
    const { client, fetchMock } = makeClient();
    await client.request({
      context: 'latest',
      path: '/api/member/event/ticket/latest',
      query: { lang: 'th' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example/api/member/event/ticket/latest?lang=th');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toEqual({
      Authorization: 'Bearer session-123',
      'Content-Type': 'application/json',
    });
  });

  it('sends a POST body as JSON', async () => {
    const { client, fetchMock } = makeClient();
    await client.request({ context: 'x', method: 'POST', path: '/p', body: { a: 1 } });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"a":1}');
  });

  it('with no session cookie makes no call and answers "session is undefined."', async () => {
    const { client, fetchMock, onUnauthorized } = makeClient({ readSessionToken: () => null });
    const result = await client.request({ context: 'balance', path: '/api/member/balance' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result).toMatchObject({ ok: false, message: SESSION_UNDEFINED });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('lets login go out without a session, and without an Authorization header', async () => {
    const { client, fetchMock } = makeClient({ readSessionToken: () => null });
    const result = await client.request({
      context: 'login',
      method: 'POST',
      path: '/api/member/login',
      withoutSession: true,
    });
    expect(result.ok).toBe(true);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('turns a thrown network failure into status 500 with the context in the message, and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = makeClient({
      fetch: vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    const result = await client.request({ context: 'user', path: '/api/member/user' });
    expect(result).toEqual({
      ok: false,
      status: 500,
      message: 'user: An unexpected error occurred: Failed to fetch',
      // No reply at all: the start treats it as a dead link.
      unreachable: true,
    });
    expect(consoleError).toHaveBeenCalled();
  });

  it('treats an unreadable success body as an unexpected error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = makeClient({
      fetch: vi.fn<typeof fetch>(async () => new Response('<html>', { status: 200 })),
    });
    const result = await client.request({ context: 'menu', path: '/m' });
    expect(result.status).toBe(500);
    expect(result.message).toMatch(/^menu: An unexpected error occurred: /);
  });

  it('keeps the HTTP status of an error page that is not JSON', async () => {
    const { client } = makeClient({
      fetch: vi.fn<typeof fetch>(
        async () =>
          new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    });
    expect(await client.request({ context: 'menu', path: '/m' })).toEqual({
      ok: false,
      status: 502,
      message: 'Bad Gateway',
    });
  });

  it('reads an empty 401 body as a 401 and reports the lost session', async () => {
    const { client, onUnauthorized } = makeClient({
      fetch: vi.fn<typeof fetch>(async () => new Response(null, { status: 401 })),
    });
    const result = await client.request({ context: 'balance', path: '/b' });
    expect(result).toMatchObject({ ok: false, status: 401 });
    // With the token refused, so its cookie can be dropped.
    expect(onUnauthorized).toHaveBeenCalledWith(result, 'session-123');
  });

  it('does not report a refused login as a lost session', async () => {
    const { client, onUnauthorized } = makeClient({
      readSessionToken: () => null,
      fetch: vi.fn<typeof fetch>(async () =>
        jsonResponse(401, { status: false, message: 'invalid token', error: 'invalid token' }),
      ),
    });
    const result = await client.request({ context: 'login', path: '/l', withoutSession: true });
    expect(result).toMatchObject({ ok: false, status: 401, message: 'invalid token' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('timeouts', () => {
  /** A server that never answers: the fetch settles only when its signal aborts. */
  const silentFetch = vi.fn<typeof fetch>(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as DOMException));
      }),
  );

  it('a call with no answer fails after its timeout with a clear message, never hangs', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = makeClient({ fetch: silentFetch, timeoutMs: 50 });
    const result = await client.request({ context: 'balance', path: '/api/member/balance' });
    expect(result).toEqual({
      ok: false,
      status: 500,
      message: 'balance: An unexpected error occurred: the member API did not answer within 50 ms',
      unreachable: true,
    });
    expect(errors).toHaveBeenCalled();
  });

  it('one call may set its own timeout, and every call carries an abort signal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client } = makeClient({ fetch: silentFetch });
    const result = await client.request({
      context: 'confirm',
      path: '/api/member/bet',
      timeoutMs: 50,
    });
    expect(result.message).toBe(
      'confirm: An unexpected error occurred: the member API did not answer within 50 ms',
    );
    expect(timeoutDetail(DEFAULT_TIMEOUT_MS)).toBe('the member API did not answer within 15 s');
    const { client: quick, fetchMock } = makeClient();
    await quick.request({ context: 'menu', path: '/api/member/event/sport/menu' });
    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });
});

describe('Retry-After (a throttled confirm says how long to wait)', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-26T01:00:00Z');
    expect(retryAfterOf('42', now)).toBe(42);
    expect(retryAfterOf(' 7 ', now)).toBe(7);
    expect(retryAfterOf('Thu, 26 Nov 2026 01:00:30 GMT', now)).toBe(30);
    expect(retryAfterOf('Thu, 26 Nov 2026 00:59:00 GMT', now)).toBe(0);
    expect(retryAfterOf(null, now)).toBeUndefined();
    expect(retryAfterOf('', now)).toBeUndefined();
    expect(retryAfterOf('soon', now)).toBeUndefined();
    expect(retryAfterOf('-5', now)).toBeUndefined();
  });

  it('a 429 reply carries its Retry-After to the caller', async () => {
    const { client } = makeClient({
      fetch: vi.fn<typeof fetch>(
        async () =>
          new Response(
            JSON.stringify({ status: false, message: 'Too many requests', code: 'rate_limited' }),
            { status: 429, headers: { 'Retry-After': '17' } },
          ),
      ),
    });
    const result = await client.request({ context: 'bet confirm', path: '/x' });
    expect(result).toMatchObject({ ok: false, status: 429, code: 'rate_limited', retryAfterS: 17 });
  });

  it('a reply marked Idempotent-Replayed: true is told as replayed; no other is', async () => {
    const reply = (headers: Record<string, string>) =>
      makeClient({
        fetch: vi.fn<typeof fetch>(
          async () =>
            new Response(JSON.stringify({ status: true, message: 'success', data: {} }), {
              status: 200,
              headers,
            }),
        ),
      }).client.request({ context: 'bet confirm', path: '/x' });
    expect((await reply({ 'Idempotent-Replayed': 'true' })).replayed).toBe(true);
    expect(await reply({ 'Idempotent-Replayed': 'false' })).not.toHaveProperty('replayed');
    expect(await reply({})).not.toHaveProperty('replayed');
  });
});
