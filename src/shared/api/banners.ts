import { isBannerUrl } from '@contract/bannerUrl';
import type { WireBanner } from '@contract/content';
import { isRecord, readList, readText } from '@contract/read';

// The banner list of member-api.md ("Content"): the home carousel and the first-login popup's image.
// Its own module, in the first load: the list is asked for at boot (src/features/banner/earlyBanners.ts),
// before the member-area calls' chunk is needed.

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
