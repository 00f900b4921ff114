// Banner links come from the operator: only http(s) links are followed (member-api.md "Content").

export const PLACEHOLDER_BANNER = '/banners/placeholder.svg';

/** The link to follow, or null when it is not an absolute http(s) URL. */
export function safeBannerLink(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The picture, falling back to the placeholder when the banner names none (spec section 3). */
export function bannerPicture(picture: string): string {
  return picture.trim() === '' ? PLACEHOLDER_BANNER : picture;
}

/** A picture worth drawing before the list is checked again: a same-origin path or an http(s) URL. */
export function drawablePicture(picture: string): string | null {
  return /^https?:\/\/[^/]/i.test(picture) || /^\/(?!\/)/.test(picture) ? picture : null;
}
