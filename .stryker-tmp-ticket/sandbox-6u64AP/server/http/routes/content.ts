// @ts-nocheck
// Banner, announcements and rules (see contract/content.ts).
import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENTS,
  ANNOUNCEMENTS_PER_PAGE,
  BANNERS,
  BANNER_POPUP,
  RULES,
} from '@server/content/content';
import type { WireAnnouncementPage, WireBanner, WireBannerPopup } from '@contract/content';
import { isBannerLink, isBannerUrl } from '@contract/bannerUrl';
import { API_PATHS } from '@contract/paths';
import type { WireAnnouncesQuery } from '@contract/queries';

/**
 * The operator's banners as published: contract/bannerUrl.ts's rule applied before anything is sent
 * (a banner whose picture it refuses is left out, a refused link or popup picture is sent empty).
 */
export function publishedBanners(
  banners: readonly WireBanner[],
  popup: WireBannerPopup,
): { data: WireBanner[]; popup: WireBannerPopup } {
  return {
    data: banners
      .filter((banner) => isBannerUrl(banner.picture))
      .map((banner) => ({ ...banner, link: isBannerLink(banner.link) ? banner.link : '' })),
    popup: { ...popup, path_img: isBannerUrl(popup.path_img) ? popup.path_img : '' },
  };
}

export function registerContentRoutes(app: FastifyInstance): void {
  const published = publishedBanners(BANNERS, BANNER_POPUP);
  app.get(API_PATHS.banner, async () => ({ status: true, ...published }));

  app.get<{ Querystring: Required<WireAnnouncesQuery> }>(
    API_PATHS.announces,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } },
        },
      },
    },
    async (request): Promise<WireAnnouncementPage> => {
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

  app.get(API_PATHS.rules, async () => ({ status: true, data: { data: RULES } }));
}
