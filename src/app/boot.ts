// index.html's boot script (a chunk of its own, see bootBanner.ts), run before the first paint: a page
// that arrived with the entry token is replaced by its clean address at once (bootEntry.ts); else it
// names the member's theme on <html>; for a returning member it asks for the banner list before the
// app's bundle has arrived, and on a phone draws the first banner.
import {
  BOOT_LAST_BANNER_KEY,
  BOOT_THEME_KEY,
  bootBanners,
  bootTheme,
  whenSettingsRan,
} from './bootBanner';
import { leaveEntryAddress } from './bootEntry';

/** The storage, or null where it is unavailable (reading it throws when the browser blocks it). */
function storageOrNull(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

// A page that arrived with the entry token goes at once (bootEntry.ts); the clean page boots.
if (!leaveEntryAddress(window, storageOrNull('sessionStorage'))) boot();

function boot(): void {
  const local = storageOrNull('localStorage');

  document.documentElement.dataset.theme = bootTheme(
    local?.getItem(BOOT_THEME_KEY) ?? null,
    typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches,
  );

  bootBanners(
    {
      href: window.location.href,
      cookie: document.cookie,
      storage: storageOrNull('sessionStorage'),
      userAgent: navigator.userAgent,
      width: window.innerWidth,
      config: window.__APP_CONFIG__,
      lastBanner: local?.getItem(BOOT_LAST_BANNER_KEY) ?? null,
    },
    document,
    globalThis.fetch.bind(globalThis),
    window,
    whenSettingsRan(window, document),
  );
}
