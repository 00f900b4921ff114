// @ts-nocheck
// Banner links and pictures come from the operator (the member API's content calls):
// contract/bannerUrl.ts's one rule decides which are drawn and followed.
import { isBannerLink, isBannerUrl } from '@contract/bannerUrl';

export const PLACEHOLDER_BANNER = '/banners/placeholder.svg';

/** The link to follow, or null when the rule refuses it (only absolute http(s) URLs). */
export function safeBannerLink(link: string): string | null {
  if (!isBannerLink(link)) return null;
  try {
    return new URL(link).href;
  } catch {
    return null;
  }
}

/** The picture, falling back to the placeholder when the banner names none or one the rule refuses. */
export function bannerPicture(picture: string): string {
  return picture.trim() === '' || !isBannerUrl(picture) ? PLACEHOLDER_BANNER : picture;
}

/** A picture worth drawing before the list is checked again (the remembered `lastBanner`), or null. */
export function drawablePicture(picture: string): string | null {
  return isBannerUrl(picture) ? picture : null;
}
