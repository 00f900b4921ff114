// @ts-nocheck
// Login, user and balance (the member API's session calls: see contract/member.ts).
import type { FastifyInstance } from 'fastify';
import type { WireBalance, WireLoginData, WireUser } from '@contract/member';
import { API_PATHS } from '@contract/paths';
import type { WireLoginBody } from '@contract/queries';
import type { RouteContext } from '../context';
import { memberOf } from '../context';
import { rateLimitedBody } from '../rateLimits';

const INVALID_TOKEN = { status: false, message: 'invalid token', error: 'invalid token' } as const;

/** The login's body as received: the entry token, and the rest when sent. */
type LoginBody = Pick<WireLoginBody, 'userToken'> & Partial<WireLoginBody>;

const loginSchema = {
  body: {
    type: 'object',
    required: ['userToken'],
    properties: {
      userToken: { type: 'string', maxLength: 200 },
      lang: { type: 'string', maxLength: 10 },
      page: { type: 'string', maxLength: 200 },
    },
  },
} as const;

export function registerMemberRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.post<{ Body: LoginBody }>(
    API_PATHS.login,
    { schema: loginSchema, preHandler: ctx.limits.login },
    async (request, reply) => {
      const token = ctx.members.login(request.body.userToken, ctx.clock.now());
      if (!token) {
        // An address over its failed-login limit gets 429 for unknown entry tokens; a valid one
        // (a member behind the same address or proxy) still logs in above.
        const lockedFor = ctx.limits.loginLockedFor(request.ip);
        if (lockedFor > 0)
          return reply
            .code(429)
            .header('retry-after', String(lockedFor))
            .send(rateLimitedBody(lockedFor));
        ctx.limits.loginFailed(request.ip);
        return reply.code(401).send(INVALID_TOKEN);
      }
      return { status: true, message: 'success', data: { token } satisfies WireLoginData };
    },
  );

  // A member's own data: Cache-Control no-store, as every API answer (http/noStore.ts).
  app.get(API_PATHS.user, async (request) => {
    const member = memberOf(request);
    return {
      status: true,
      data: {
        id: member.id,
        username: member.username,
        currency: member.currency,
        first_login: member.first_login,
      } satisfies WireUser,
    };
  });

  app.get(API_PATHS.balance, async (request) => {
    const member = memberOf(request);
    return {
      status: true,
      data: {
        balance: ctx.ledger.balance(member.id),
        currency: member.currency,
      } satisfies WireBalance,
    };
  });
}
