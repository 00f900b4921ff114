// index.html's first script (a chunk of its own, see bootBanner.ts): for a returning member it asks
// for the banner list before the app's bundle has arrived, and on a phone draws the first banner.
import { BOOT_LAST_BANNER_KEY, bootBanners } from './bootBanner';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function lastBanner(): string | null {
  try {
    return window.localStorage.getItem(BOOT_LAST_BANNER_KEY);
  } catch {
    return null;
  }
}

bootBanners(
  {
    href: window.location.href,
    cookie: document.cookie,
    storage: sessionStorageOrNull(),
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    config: window.__APP_CONFIG__,
    lastBanner: lastBanner(),
  },
  document,
  globalThis.fetch.bind(globalThis),
  window,
);
