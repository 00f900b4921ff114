// @ts-nocheck
import type { BootBanners } from '@src/shared/bootBanners';

/**
 * A fetch for the early-banners client: its first call is answered with the banner reply index.html's
 * boot script already asked for, when it is the same call (URL and token); once, then the real fetch.
 */
export function withBootBanners(
  fetchImpl: typeof fetch,
  source: { __BOOT_BANNERS__?: BootBanners } = window,
): typeof fetch {
  return (input, init) => {
    const boot = source.__BOOT_BANNERS__;
    if (boot !== undefined) {
      source.__BOOT_BANNERS__ = undefined;
      const authorization = new Headers(init?.headers).get('Authorization');
      const url = input instanceof Request ? input.url : String(input);
      if (url === boot.url && authorization === `Bearer ${boot.token}`) return boot.reply;
    }
    return fetchImpl(input, init);
  };
}
