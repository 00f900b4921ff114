// @ts-nocheck
// The one way the UI talks to the member API. Every reply, good or bad, comes back in the same
// shape so callers branch on `ok` and `status` and never on exceptions.
import { isRecord } from '@contract/read';
import { CALL_TIMEOUT_MS, IDEMPOTENT_REPLAYED_FIELD } from '@contract/calls';

export interface ApiResult<T> {
  ok: boolean;
  /** The HTTP status; 500 when the call itself failed (network, unreadable body). */
  status: number;
  message: string;
  code?: string | number;
  errors?: unknown[];
  /** Seconds the reply's `Retry-After` header asks to wait (429, 503), when it names a number. */
  retryAfterS?: number;
  /** The reply was the stored answer of an earlier request with the same Idempotency-Key. */
  replayed?: true;
  data?: T;
  /**
   * No reply came (the call threw, timed out, or an HTML page answered for the API: a captive
   * portal). The link may be dead although the browser says it is online.
   */
  unreachable?: true;
}

export const SESSION_UNDEFINED = 'session is undefined.';

/** Status of a call refused on the client for want of a session cookie (the API's no-session 401). */
export const MISSING_SESSION_STATUS = 401;

export interface ApiRequest<T> {
  /** Names the call in failure messages: '{context}: An unexpected error occurred: {detail}'. */
  context: string;
  method?: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Only login goes out before a session exists. */
  withoutSession?: boolean;
  /** Extra headers of one call (the bet confirm's Idempotency-Key). */
  headers?: Record<string, string>;
  /** How long the call may take before it fails with a timeout; by default the client's. */
  timeoutMs?: number;
  /** Where the payload sits; by default `body.data`. Odds replies carry their fields at the top. */
  readData?: (body: Record<string, unknown>) => T | undefined;
}

export interface ApiClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  readSessionToken: () => string | null;
  /** Told about every 401 of a session call (with the token it was refused, so the cookie
   *  holding it is dropped), and every session call refused for want of a cookie (null). */
  onUnauthorized?: (result: ApiResult<unknown>, refusedToken: string | null) => void;
  /** Default timeout of a call (AbortSignal.timeout); DEFAULT_TIMEOUT_MS when absent. */
  timeoutMs?: number;
}

/** A member-API call that has not answered in 15 s has failed: the member is told, not left waiting. */
export const DEFAULT_TIMEOUT_MS = CALL_TIMEOUT_MS;

/** The detail of a call that ran out of time, as the member reads it after '{context}: An unexpected error occurred: '. */
export function timeoutDetail(timeoutMs: number): string {
  const limit = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`;
  return `the member API did not answer within ${limit}`;
}

function isTimeout(failure: unknown): boolean {
  return failure instanceof DOMException
    ? failure.name === 'TimeoutError'
    : failure instanceof Error && failure.name === 'TimeoutError';
}

export interface ApiClient {
  request<T>(request: ApiRequest<T>): Promise<ApiResult<T>>;
}

/** An error reply's text: from error when the body has errors or error, otherwise from message. */
export function replyMessage(body: Record<string, unknown>): string {
  const hasErrors = 'errors' in body || 'error' in body;
  const preferred = hasErrors ? body.error : body.message;
  if (typeof preferred === 'string') return preferred;
  // `errors` without `error`: the message is all there is left to say.
  return typeof body.message === 'string' ? body.message : '';
}

/** A reply is good when HTTP says so and the body does not say `status: false` (or `state: false` for odds). */
function isSuccessfulReply(httpOk: boolean, body: Record<string, unknown>): boolean {
  return httpOk && body.status !== false && body.state !== false;
}

export function normaliseReply<T>(
  httpStatus: number,
  body: unknown,
  readData: (body: Record<string, unknown>) => T | undefined = (b) => b.data as T | undefined,
): ApiResult<T> {
  const record = isRecord(body) ? body : {};
  const result: ApiResult<T> = {
    ok: isSuccessfulReply(httpStatus >= 200 && httpStatus < 300, record),
    status: httpStatus,
    message: replyMessage(record),
  };
  if (typeof record.code === 'string' || typeof record.code === 'number') result.code = record.code;
  if (Array.isArray(record.errors)) result.errors = record.errors;
  const data = readData(record);
  if (data !== undefined) result.data = data;
  return result;
}

export function unexpectedFailure<T>(context: string, failure: unknown): ApiResult<T> {
  const detail = failure instanceof Error ? failure.message : String(failure);
  const message = `${context}: An unexpected error occurred: ${detail}`;
  console.error(message, failure);
  return { ok: false, status: 500, message };
}

function buildUrl(baseUrl: string, path: string, query: ApiRequest<unknown>['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) search.set(name, String(value));
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString === '' ? '' : `?${queryString}`}`;
}

function buildHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Reads the body. An empty body is an empty object; a body that is not JSON is a failure only when
 * the reply claims success (an HTML 502 page keeps its HTTP status and text).
 */
async function readBody(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : { data: parsed };
  } catch (failure) {
    if (response.ok) throw failure;
    return { message: response.statusText || `HTTP ${response.status}` };
  }
}

/** `Retry-After` in seconds (RFC 9110: delay-seconds or an HTTP date), or undefined. */
export function retryAfterOf(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month in letters; anything else ('-5', '1.5') is not one.
  if (!/^[A-Za-z]{3}, /.test(text)) return undefined;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  async function request<T>(call: ApiRequest<T>): Promise<ApiResult<T>> {
    const token = deps.readSessionToken();
    if (token === null && call.withoutSession !== true) {
      // No cookie, no call. A cookie that ran out mid-visit ends the session too.
      const refused: ApiResult<T> = {
        ok: false,
        status: MISSING_SESSION_STATUS,
        message: SESSION_UNDEFINED,
      };
      deps.onUnauthorized?.(refused, null);
      return refused;
    }
    let result: ApiResult<T>;
    const timeoutMs = call.timeoutMs ?? deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    try {
      const response = await deps.fetch(buildUrl(deps.baseUrl, call.path, call.query), {
        method: call.method ?? 'GET',
        headers: { ...buildHeaders(token), ...call.headers },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        // The body is read under the same signal: a reply that stalls half-way times out too.
        signal: AbortSignal.timeout(timeoutMs),
      });
      result = normaliseReply(response.status, await readBody(response), call.readData);
      const retryAfterS = retryAfterOf(response.headers.get('retry-after'));
      if (retryAfterS !== undefined) result.retryAfterS = retryAfterS;
      if (response.headers.get(IDEMPOTENT_REPLAYED_FIELD) === 'true') result.replayed = true;
    } catch (failure) {
      return {
        ...unexpectedFailure<T>(
          call.context,
          isTimeout(failure) ? new Error(timeoutDetail(timeoutMs)) : failure,
        ),
        unreachable: true,
      };
    }
    if (result.status === 401 && token !== null && call.withoutSession !== true) {
      deps.onUnauthorized?.(result, token);
    }
    return result;
  }
  return { request };
}
