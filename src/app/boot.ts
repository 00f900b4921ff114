// index.html's boot script, written into the head by the build (vite.config.ts) and run as the
// document is parsed, before the stylesheet and the app's modules are asked for: the entry token
// leaves the address at once, in place (bootEntry.ts); it names the member's theme on <html>; it
// starts the session's calls and the first odds lists (bootSession.ts) and, for a returning member,
// the banner list, with the runtime settings the server wrote into the page (or once
// runtime-config.js has run, on a host that does not); on a phone it draws the first banner.
import {
  BOOT_LAST_BANNER_KEY,
  BOOT_THEME_KEY,
  adoptPageSettings,
  bootBanners,
  bootLayout,
  bootTheme,
  whenSettingsRan,
} from './bootBanner';
import { cleanEntryAddress } from './bootEntry';
import { BOOT_FILTER_KEY, bootSession, sessionExpected } from './bootSession';
import { bootApp, bootPreload } from './bootPreload';

/** The storage, or null where it is unavailable (reading it throws when the browser blocks it). */
function storageOrNull(name: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[name];
  } catch {
    return null;
  }
}

// The address as the operator's link gave it: `device` is read from it below, once it is clean.
const entryHref = window.location.href;
let appAsked = false;
/** The app itself, once: its module and the chunks it imports (bootPreload.ts). */
const askForApp = () => {
  if (appAsked) return;
  appAsked = true;
  bootApp(document);
};
try {
  cleanEntryAddress(window, storageOrNull('sessionStorage'));
  boot();
} finally {
  // Whatever happened above, the app still loads (and its own reader takes the entry token out of
  // the address).
  askForApp();
}

function boot(): void {
  const local = storageOrNull('localStorage');
  adoptPageSettings(window, document);
  const settings = whenSettingsRan(window, document);

  const session = {
    href: window.location.href,
    cookie: document.cookie,
    storage: storageOrNull('sessionStorage'),
    filter: local?.getItem(BOOT_FILTER_KEY) ?? null,
  };
  bootSession(session, globalThis.fetch.bind(globalThis), window, settings);
  // Over HTTP/1.1 the first six requests made get the link's six connections, and later ones wait
  // for one to free: the session's first call, then the app's module and its imports (it runs
  // nothing until all have come), then the first screen's chunks, which it asks for once it runs.
  askForApp();
  // The first screen's chunks of the layout the app will choose, when it will show the board: once
  // the session's first call has left (the settings are waited for, in that order), so that call is
  // never queued behind them on a connection-limited link. The settings run right after this
  // script, deferred as they are: the chunks are asked for at once all the same.
  if (sessionExpected(session))
    settings(() =>
      bootPreload(
        document,
        bootLayout({
          ...session,
          href: entryHref,
          userAgent: navigator.userAgent,
          width: window.innerWidth,
          config: undefined,
          lastBanner: null,
        }),
      ),
    );

  document.documentElement.dataset.theme = bootTheme(
    local?.getItem(BOOT_THEME_KEY) ?? null,
    typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches,
  );

  bootBanners(
    {
      href: entryHref,
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
    settings,
  );
}
