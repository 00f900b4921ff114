// @ts-nocheck
// Bearer sessions: every `/api/member/*` call except login carries `Authorization: Bearer <token>`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Member } from '../members/members';
import type { RouteContext } from './context';
import { UNAUTHENTICATED } from './errors';
import { rateLimitedBody } from './rateLimits';
import { API_PATHS, MEMBER_API_PREFIX } from '@contract/paths';

const PUBLIC_MEMBER_ROUTES = new Set<string>([API_PATHS.login]);

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export function sessionMember(ctx: RouteContext, request: FastifyRequest): Member | null {
  const token = bearerToken(request);
  return token ? ctx.members.memberBySession(token, ctx.clock.now()) : null;
}

export function installSessionHook(app: FastifyInstance, ctx: RouteContext): void {
  app.decorateRequest('member', null);
  // onRequest runs before body parsing and validation: no session means 401, whatever the body.
  // The check reads the route the router matched (its declared pattern), never the raw URL, so
  // percent-encoded, double-encoded or absolute-form request lines cannot slip past it.
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    if (
      route === undefined ||
      !route.startsWith(MEMBER_API_PREFIX) ||
      PUBLIC_MEMBER_ROUTES.has(route)
    )
      return;
    const member = sessionMember(ctx, request);
    if (!member) {
      // Confirms without a session are what the per-address limit counts (rateLimits.ts).
      const lockedFor =
        route === API_PATHS.betConfirm ? ctx.limits.confirmWithoutSession(request.ip) : 0;
      if (lockedFor > 0)
        return reply
          .code(429)
          .header('retry-after', String(lockedFor))
          .send(rateLimitedBody(lockedFor));
      return reply.code(401).send(UNAUTHENTICATED);
    }
    request.member = member;
  });
}
