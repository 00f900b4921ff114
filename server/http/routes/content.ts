// Banner, announcements and rules (member-api.md "Content").
import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENTS,
  ANNOUNCEMENTS_PER_PAGE,
  BANNERS,
  BANNER_POPUP,
  RULES,
} from '../../content/content';

export function registerContentRoutes(app: FastifyInstance): void {
  app.get('/api/member/banner', async () => ({ status: true, data: BANNERS, popup: BANNER_POPUP }));

  app.get<{ Querystring: { page: number } }>(
    '/api/member/announces',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } },
        },
      },
    },
    async (request) => {
      const { page } = request.query;
      const start = (page - 1) * ANNOUNCEMENTS_PER_PAGE;
      return {
        status: true,
        data: ANNOUNCEMENTS.slice(start, start + ANNOUNCEMENTS_PER_PAGE),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(ANNOUNCEMENTS.length / ANNOUNCEMENTS_PER_PAGE)),
          per_page: ANNOUNCEMENTS_PER_PAGE,
          total: ANNOUNCEMENTS.length,
        },
      };
    },
  );

  app.get('/api/member/rules', async () => ({ status: true, data: { data: RULES } }));
}
