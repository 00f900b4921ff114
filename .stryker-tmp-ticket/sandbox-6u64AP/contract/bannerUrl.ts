// @ts-nocheck
// The one rule for the operator's banner URLs (nothing but safe pictures and links): which pictures
// may be drawn and which links followed, the same in the simulator's content, the carousel, the
// first-login popup, the remembered `lastBanner` and index.html's boot script (which keeps a copy:
// it imports nothing; a unit test holds the copy equal to this rule).
// Pure: imports nothing, no DOM, no Node API.

/** Longer is no banner URL an operator sends. */
export const MAX_BANNER_URL_LENGTH = 2048;

/**
 * An absolute http(s) URL, or a path of this origin (`/banners/1.svg`). Refused: `//host` and `/\host`
 * (browsers read both as another host), any backslash, control character, tab or newline (browsers
 * drop or rewrite those inside URLs), other schemes (`javascript:`, `data:`, `blob:`...), relative
 * paths and anything longer than MAX_BANNER_URL_LENGTH.
 */
export function isBannerUrl(value: string): boolean {
  if (value.length > MAX_BANNER_URL_LENGTH) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  return /^https?:\/\/[^/\s]/i.test(value) || /^\/(?!\/)/.test(value);
}

/** A link to follow from a banner: the rule's absolute http(s) URLs only (never a path of this app). */
export function isBannerLink(value: string): boolean {
  return isBannerUrl(value) && /^https?:\/\//i.test(value);
}
