// @ts-nocheck
// Abuse limits: login and bet confirm are throttled per member and per address. Over a
// limit the caller gets 429 `{status:false, message, error, code:"rate_limited"}` with Retry-After.
// A member is only ever throttled for what they did themselves: per address, only what comes without
// a member counts (failed logins, confirms without a session), so one member's abuse, or a guesser's,
// never refuses another member behind the same address (a NAT, an office, a proxy).
// The limits come from the settings (SIM_LIMIT_*); the defaults are generous enough that a member
// clicking, a page reloading or the browser suite never meets them.
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import rateLimit from '@fastify/rate-limit';

export interface RateLimits {
  /** Length of every window, ms. */
  windowMs: number;
  /** Failed logins per window from one address (against token guessing): past it, unknown entry
   *  tokens from there get 429 while a valid entry token still logs in (it did not cause the
   *  failures). */
  loginPerAddress: number;
  /** Logins per window for one entry token, failed or not (one member, from anywhere). */
  loginPerMember: number;
  /** Bet confirms without a valid session per window from one address: past it such confirms from
   *  there get 429 instead of 401, while a member's confirm from the same address is still answered. */
  confirmPerAddress: number;
  /** Bet confirms per window by one member (all their sessions). */
  confirmPerMember: number;
  /** Pusher HTTP API requests refused before their signature was proven, per window from one
   *  address: past it the address gets 429 before its body is read (server/realtime/httpApi.ts). */
  apiFailuresPerAddress: number;
}

export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = {
  windowMs: 60_000,
  loginPerAddress: 600,
  loginPerMember: 300,
  confirmPerAddress: 600,
  confirmPerMember: 120,
  apiFailuresPerAddress: 60,
};

export const RATE_LIMITED_CODE = 'rate_limited';

export function rateLimitedBody(retryAfterSec: number) {
  const message = `Too many requests: try again in ${retryAfterSec} s`;
  return { status: false, message, error: message, code: RATE_LIMITED_CODE } as const;
}

type Check = (
  request: FastifyRequest,
) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number; isAllowed: boolean }>;

/** A preHandler that counts the request against every limiter and answers 429 when any is exceeded. */
function limitHook(checks: Check[]): preHandlerAsyncHookHandler {
  return async function limited(request: FastifyRequest, reply: FastifyReply) {
    let retryAfter = 0;
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded)
        retryAfter = Math.max(retryAfter, Math.max(1, result.ttlInSeconds ?? 1));
    }
    if (retryAfter > 0)
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send(rateLimitedBody(retryAfter));
  };
}

export interface LimitHooks {
  login: preHandlerAsyncHookHandler;
  confirm: preHandlerAsyncHookHandler;
  /** Seconds until the address's failed-login window ends when it is over its limit, else 0. */
  loginLockedFor(address: string): number;
  /** Counts one failed login of the address. */
  loginFailed(address: string): void;
  /** Counts one confirm without a valid session from the address; the seconds to wait when the
   *  address is already over its limit (answer 429 rather than 401), else 0. */
  confirmWithoutSession(address: string): number;
}

/** Most addresses tracked at once; the oldest windows go first beyond it. */
const MAX_TRACKED = 50_000;

/** Fixed windows of failures per key. */
export function createFailureCounter(windowMs: number, max: number, now: () => number = Date.now) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window === undefined || window.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    lockedFor(key: string): number {
      const window = current(key);
      if (window === undefined || window.count < max) return 0;
      return Math.max(1, Math.ceil((window.endsAt - now()) / 1000));
    },
    record(key: string): void {
      const window = current(key);
      if (window) {
        window.count += 1;
        return;
      }
      windows.set(key, { count: 1, endsAt: now() + windowMs });
      while (windows.size > MAX_TRACKED) {
        const oldest = windows.keys().next().value;
        if (oldest === undefined) break;
        windows.delete(oldest);
      }
    },
  };
}

export async function installRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
): Promise<LimitHooks> {
  await app.register(rateLimit, { global: false, timeWindow: limits.windowMs, cache: 50_000 });
  const limiter = (
    prefix: string,
    max: number,
    key: (request: FastifyRequest) => string,
  ): Check => {
    const check = app.createRateLimit({
      max,
      timeWindow: limits.windowMs,
      keyGenerator: (request) => `${prefix}:${key(request)}`,
    });
    return (request) => check(request);
  };
  const entryToken = (request: FastifyRequest) => {
    const body = request.body as { userToken?: unknown } | undefined;
    return typeof body?.userToken === 'string' ? body.userToken : '';
  };
  // The confirm route runs only with a session (session.ts answers 401 before): always a member.
  const memberId = (request: FastifyRequest) => String(request.member?.id ?? request.ip);
  const failures = createFailureCounter(limits.windowMs, limits.loginPerAddress);
  const sessionless = createFailureCounter(limits.windowMs, limits.confirmPerAddress);
  return {
    // Per entry token every attempt counts; per address only failures (see loginLockedFor).
    login: limitHook([limiter('login-member', limits.loginPerMember, entryToken)]),
    loginLockedFor: (address) => failures.lockedFor(address),
    loginFailed: (address) => failures.record(address),
    // Per member over all their sessions and addresses; never per address (members may share one).
    confirm: limitHook([limiter('confirm-member', limits.confirmPerMember, memberId)]),
    confirmWithoutSession: (address) => {
      const lockedFor = sessionless.lockedFor(address);
      if (lockedFor === 0) sessionless.record(address);
      return lockedFor;
    },
  };
}
