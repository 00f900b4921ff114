// @ts-nocheck
// POST /api/broadcasting/auth: signs a private-channel subscription for a member's socket
// (see contract/realtime.ts). pusher-js posts it form-urlencoded; JSON is accepted too.
import type { FastifyInstance } from 'fastify';
import { PRIVATE_CHANNEL_PREFIX } from '@contract/realtime';
import { channelAuth } from '@server/realtime/signature';
import { API_PATHS } from '@contract/paths';
import type { RouteContext } from '../context';
import { sessionMember } from '../session';

const FORBIDDEN = { status: false, message: 'Forbidden' } as const;

interface AuthBody {
  socket_id: string;
  channel_name: string;
}

const authSchema = {
  body: {
    type: 'object',
    required: ['socket_id', 'channel_name'],
    properties: {
      // The socket id format Pusher hands out: two integers joined by a dot.
      socket_id: { type: 'string', pattern: '^\\d+\\.\\d+$' },
      channel_name: { type: 'string', pattern: '^[-a-zA-Z0-9_=@,.;]{1,164}$' },
    },
  },
} as const;

export function registerBroadcastingRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post<{ Body: AuthBody }>(
    API_PATHS.broadcastingAuth,
    {
      schema: authSchema,
      // The session is checked before the body: without one the answer is 403, whatever was sent.
      onRequest: async (request, reply) => {
        const member = sessionMember(ctx, request);
        if (!member) return reply.code(403).send(FORBIDDEN);
        request.member = member;
      },
    },
    async (request, reply) => {
      const { socket_id: socketId, channel_name: channelName } = request.body;
      // Only private channels are signed here; presence channels would need channel_data.
      if (!channelName.startsWith(PRIVATE_CHANNEL_PREFIX)) return reply.code(403).send(FORBIDDEN);
      return {
        auth: channelAuth(
          ctx.options.pusherAppKey,
          ctx.options.pusherAppSecret,
          socketId,
          channelName,
        ),
      };
    },
  );
}
