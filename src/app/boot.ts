// index.html's boot script (a chunk of its own, see bootBanner.ts), run before the first paint: it
// names the member's theme on <html>; for a returning member it asks for the banner list before the
// app's bundle has arrived, and on a phone draws the first banner.
import { BOOT_LAST_BANNER_KEY, BOOT_THEME_KEY, bootBanners, bootTheme } from './bootBanner';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function local(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

document.documentElement.dataset.theme = bootTheme(
  local(BOOT_THEME_KEY),
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches,
);

bootBanners(
  {
    href: window.location.href,
    cookie: document.cookie,
    storage: sessionStorageOrNull(),
    userAgent: navigator.userAgent,
    width: window.innerWidth,
    config: window.__APP_CONFIG__,
    lastBanner: local(BOOT_LAST_BANNER_KEY),
  },
  document,
  globalThis.fetch.bind(globalThis),
  window,
);
