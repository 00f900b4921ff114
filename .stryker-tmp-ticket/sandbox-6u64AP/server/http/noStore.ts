// @ts-nocheck
// The API's answers are a member's own data (balance, bets, statement) or given on their session:
// no cache, shared or the browser's, may keep them. Every `/api/` answer, errors
// included, is `Cache-Control: no-store` unless its route says otherwise: the odds lists send
// `private, no-cache` with an ETag (revalidated, 304 when unchanged; docs/benchmarks.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '@contract/paths';

function isApiCall(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith(API_PREFIX);
}

export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiCall(request) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
