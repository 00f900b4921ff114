// Abuse limits (issue 9): login and bet confirm are throttled per member and per address. Over a
// limit the caller gets 429 `{status:false, message, error, code:"rate_limited"}` with Retry-After.
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
  /** Logins per window from one address. */
  loginPerAddress: number;
  /** Logins per window for one entry token (one member, from anywhere). */
  loginPerMember: number;
  /** Bet confirms per window from one address. */
  confirmPerAddress: number;
  /** Bet confirms per window by one member (all their sessions). */
  confirmPerMember: number;
}

export const DEFAULT_RATE_LIMITS: Readonly<RateLimits> = {
  windowMs: 60_000,
  loginPerAddress: 600,
  loginPerMember: 300,
  confirmPerAddress: 600,
  confirmPerMember: 120,
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
}

export async function installRateLimits(
  app: FastifyInstance,
  limits: RateLimits,
): Promise<LimitHooks> {
  await app.register(rateLimit, { global: false, timeWindow: limits.windowMs, cache: 50_000 });
  const byAddress = (request: FastifyRequest) => request.ip;
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
  const memberId = (request: FastifyRequest) => String(request.member?.id ?? request.ip);
  return {
    login: limitHook([
      limiter('login-address', limits.loginPerAddress, byAddress),
      limiter('login-member', limits.loginPerMember, entryToken),
    ]),
    confirm: limitHook([
      limiter('confirm-address', limits.confirmPerAddress, byAddress),
      limiter('confirm-member', limits.confirmPerMember, memberId),
    ]),
  };
}
