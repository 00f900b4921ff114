// @ts-nocheck
import { isBannerUrl } from '@contract/bannerUrl';
import type { WireBanner } from '@contract/content';
import { isRecord, readList, readText } from '@contract/read';
import type { ApiResult } from './client';

// The member API's banner list (see contract/content.ts): the home carousel and the first-login
// popup's image. Its own module, in the first load: the list is asked for at boot
// (src/features/banner/earlyBanners.ts), before the member-area calls' chunk is needed.

/** The popup as the first-login popup draws it (from the wire's `path_img` and `title`). */
export interface BannerPopup {
  pathImg: string;
  title: string;
}

export interface BannerList {
  banners: WireBanner[];
  popup: BannerPopup | null;
}

/** The popup's picture when contract/bannerUrl.ts's rule allows it, else none ('' draws no image). */
function popupPicture(pathImg: string): string {
  return isBannerUrl(pathImg) ? pathImg : '';
}

export function parseBannerList(body: Record<string, unknown>): BannerList {
  const banners = readList(body.data)
    .filter(isRecord)
    .map((row) => ({ link: readText(row.link), picture: readText(row.picture) }));
  const popup = isRecord(body.popup)
    ? { pathImg: popupPicture(readText(body.popup.path_img)), title: readText(body.popup.title) }
    : null;
  return { banners, popup };
}

/**
 * The banner list, asked for as soon as a session token exists (at boot from the cookie, or right
 * after the login), beside the member check rather than after the home page and the carousel's
 * chunk have loaded. The first picture is preloaded at high priority and drawn by the carousel's
 * placeholder: on a phone it is the largest thing on the first screen. Made by the banner feature
 * (createEarlyBanners in src/features/banner/earlyBanners.ts); the services hold it by this type.
 */
export interface EarlyBanners {
  /** Asks for the list now with the current token (a later start supersedes an earlier one). */
  start(): void;
  /** The early answer while it is fresh and good, else `ask()`: what `fetchBanners` returns. */
  fetch(ask: () => Promise<ApiResult<BannerList>>): Promise<ApiResult<BannerList>>;
  /**
   * The picture the carousel will show first: once the early answer is in, its first banner's;
   * before that, after a start, the one remembered from the last visit; else null.
   */
  firstPicture(): string | null;
  subscribe(listener: () => void): () => void;
}
