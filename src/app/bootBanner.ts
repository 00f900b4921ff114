// What index.html's boot script (boot.ts) does, kept apart so tests can call it. It imports nothing
// but types: boot.ts must stay a chunk of its own that runs the moment it has arrived, long before
// the app's bundle on a slow phone. The few app constants it needs are repeated here, and a unit
// test keeps them equal to the app's (cookie and storage names, the layout rule, the API path).
import type { LayoutMode } from '../shared/entry';

export const BOOT_SESSION_COOKIE = 'token';
export const BOOT_ENTRY_TOKEN_KEY = 'entryToken';
export const BOOT_LAYOUT_KEY = 'layoutMode';
export const BOOT_MOBILE_BELOW_PX = 768;
export const BOOT_MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;
export const BOOT_BANNER_PATH = '/api/member/banner';
export const BOOT_PLACEHOLDER_BANNER = '/banners/placeholder.svg';
export const BOOT_TIMEOUT_MS = 15_000;
/** localStorage: the member's light or dark choice (src/features/theme/theme.ts). */
export const BOOT_THEME_KEY = 'theme';
/** localStorage: the first picture of the last banner list this browser received (earlyBanners.ts writes it). */
export const BOOT_LAST_BANNER_KEY = 'lastBanner';
/** The boot shell's banner slot in index.html. */
export const BOOT_BANNER_SLOT_ID = 'boot-banner';

// The call handed over on `window.__BOOT_BANNERS__`: its type is src/shared/bootBanners.ts.

export interface BootPage {
  href: string;
  cookie: string;
  /** sessionStorage, or null where it is unavailable. */
  storage: Pick<Storage, 'getItem'> | null;
  userAgent: string;
  width: number;
  /** `window.__APP_CONFIG__` as runtime-config.js set it (undefined until that deferred script ran). */
  config: unknown;
  /** localStorage's `lastBanner`, or null (none, or storage unavailable). */
  lastBanner: string | null;
}

export function cookieValue(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function stored(storage: BootPage['storage'], key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The API base of the runtime settings: '' (this origin) or an http(s) origin; null when unreadable. */
export function apiBase(config: unknown): string | null {
  if (typeof config !== 'object' || config === null) return '';
  const base = (config as { apiBase?: unknown }).apiBase;
  if (base === undefined || base === '') return '';
  if (typeof base !== 'string' || !/^https?:\/\/[^/]/i.test(base)) return null;
  return base.replace(/\/+$/, '');
}

/**
 * The banner call to make at once, or null: only for a returning member on the app page (a
 * session cookie, no entry token in the address or waiting in sessionStorage to log in with).
 */
export function bootBannerCall(page: BootPage): { url: string; token: string } | null {
  if (entryTokenWaiting(page) || !onAppPage(page)) return null;
  const token = cookieValue(page.cookie, BOOT_SESSION_COOKIE);
  const base = apiBase(page.config);
  if (token === null || token === '' || base === null) return null;
  return { url: `${base}${BOOT_BANNER_PATH}`, token };
}

/** The machine visualizer's page (MachinesRoute.tsx's MACHINES_PATH). */
export const BOOT_MACHINES_PATH = '/one-all-sport/machines';

/**
 * Not the machine visualizer's page, which shows no banner and makes no member call: the app's
 * `/one-all-sport/machines` (with or without a trailing slash, as isMachinesPage reads it), or any
 * `/machines` path at the root.
 */
export function onAppPage(page: Pick<BootPage, 'href'>): boolean {
  const path = new URL(page.href).pathname;
  return path.replace(/\/+$/, '') !== BOOT_MACHINES_PATH && !path.startsWith('/machines');
}

/** An entry token in the address, or kept in sessionStorage until its login succeeds. */
function entryTokenWaiting(page: BootPage): boolean {
  return (
    new URL(page.href).searchParams.has('userToken') ||
    stored(page.storage, BOOT_ENTRY_TOKEN_KEY) !== null
  );
}

/** The layout the app will choose (src/shared/layoutMode.ts's rule: device, this tab's choice, detection). */
export function bootLayout(page: BootPage): LayoutMode {
  const device = new URL(page.href).searchParams.get('device');
  if (device !== null) return device === '1' ? 'desktop' : 'mobile';
  const chosen = stored(page.storage, BOOT_LAYOUT_KEY);
  if (chosen === 'desktop' || chosen === 'mobile') return chosen;
  return BOOT_MOBILE_AGENT.test(page.userAgent) || page.width < BOOT_MOBILE_BELOW_PX
    ? 'mobile'
    : 'desktop';
}

/** The first banner's picture in a banner reply: a same-origin path or an http(s) URL, else null. */
export function firstBannerPicture(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const rows = (body as { data?: unknown }).data;
  if (!Array.isArray(rows)) return null;
  const first: unknown = rows[0];
  if (first === undefined) return BOOT_PLACEHOLDER_BANNER;
  if (typeof first !== 'object' || first === null) return null;
  const picture = (first as { picture?: unknown }).picture;
  if (typeof picture !== 'string') return null;
  if (picture.trim() === '') return BOOT_PLACEHOLDER_BANNER;
  return drawablePicture(picture);
}

/**
 * The picture when the boot script may draw it, else null: a copy of contract/bannerUrl.ts's rule
 * (an absolute http(s) URL or a path of this origin; never `//host`, `/\host`, a backslash, a control
 * character, another scheme, or longer than 2048), which a unit test holds equal to it.
 */
export function drawablePicture(picture: string): string | null {
  if (picture.length === 0 || picture.length > 2048) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(picture)) return null;
  return /^https?:\/\/[^/\s]/i.test(picture) || /^\/(?!\/)/.test(picture) ? picture : null;
}

/**
 * Draws the picture into the shell's slot while the shell is still there (the app's render replaces
 * it); a picture already drawn there (the remembered one) gives way to a newer one.
 */
export function drawBootBanner(doc: Document, picture: string): void {
  const slot = doc.getElementById(BOOT_BANNER_SLOT_ID);
  if (slot === null) {
    // The boot script runs in the head, before the parser has made the slot: drawn once it has.
    // The observer's callback runs at the end of the parser's task, before the page is painted.
    if (doc.readyState !== 'loading' || typeof MutationObserver !== 'function') return;
    const watch = new MutationObserver(() => {
      if (doc.getElementById(BOOT_BANNER_SLOT_ID) === null) return;
      watch.disconnect();
      drawBootBanner(doc, picture);
    });
    watch.observe(doc.documentElement, { childList: true, subtree: true });
    doc.addEventListener('DOMContentLoaded', () => watch.disconnect(), { once: true });
    return;
  }
  const drawn = slot.firstElementChild;
  if (drawn !== null && drawn.tagName === 'IMG') {
    if (drawn.getAttribute('src') !== picture) drawn.setAttribute('src', picture);
    return;
  }
  if (slot.firstChild !== null) return;
  const image = doc.createElement('img');
  image.alt = '';
  image.width = 686;
  image.height = 200;
  image.fetchPriority = 'high';
  image.src = picture;
  slot.append(image);
  slot.hidden = false;
}

/**
 * The id of the runtime settings the server wrote into the page (a JSON data block, which runs no
 * code and needs no hash in the Content-Security-Policy), in place of runtime-config.js's preload.
 */
export const BOOT_PAGE_SETTINGS_ID = 'app-config';

/**
 * Takes the runtime settings written into the page, when the server wrote them, as
 * `window.__APP_CONFIG__` (what runtime-config.js would set): the boot script's calls then leave at
 * once and the app reads the same object. Unreadable, they are left alone: the page falls back to
 * runtime-config.js if it names it, else to this origin (whenSettingsRan).
 */
export function adoptPageSettings(
  win: Pick<Window, '__APP_CONFIG__'>,
  doc: Pick<Document, 'getElementById'>,
): void {
  if (win.__APP_CONFIG__ !== undefined) return;
  const text = doc.getElementById(BOOT_PAGE_SETTINGS_ID)?.textContent;
  if (text === undefined || text === null) return;
  try {
    const settings: unknown = JSON.parse(text);
    if (typeof settings === 'object' && settings !== null) win.__APP_CONFIG__ = settings;
  } catch {
    // Left to runtime-config.js or this origin, as above.
  }
}

/** Runs its callback with runtime-config.js's settings once they are known. */
export type SettingsWait = (then: (config: unknown) => void) => void;

/** The path of the runtime settings script in index.html (public/runtime-config.js). */
export const BOOT_SETTINGS_PATH = '/runtime-config.js';

/**
 * index.html runs runtime-config.js as a classic script right after the boot script (and #root), so
 * the boot shell and the first banner are drawn without waiting for the settings (a repeat visit
 * revalidates them over the network) and the settings run the moment they arrive. The boot script,
 * which runs first, waits for that script's load (or error) event before a call that needs the API
 * base, seen on the document whether the parser has made the element yet or not (a script's load
 * and error events do not bubble, but pass the document on the way down). The app's module is
 * deferred, so it always runs after the settings and finds the call. A page with no settings
 * script uses this origin, once the document is parsed.
 */
export function whenSettingsRan(
  win: Pick<Window, '__APP_CONFIG__'>,
  doc: Pick<Document, 'querySelector' | 'addEventListener' | 'readyState'>,
): SettingsWait {
  const selector = `script[src="${BOOT_SETTINGS_PATH}"]`;
  const present = () => doc.querySelector(selector) !== null;
  return (then) => {
    if (win.__APP_CONFIG__ !== undefined) return then(win.__APP_CONFIG__);
    if (doc.readyState !== 'loading' && !present()) return then(undefined);
    let waiting = true;
    const ran = (event: Event) => {
      const settings =
        event.type === 'DOMContentLoaded'
          ? !present()
          : (event.target as Partial<Element>).matches?.(selector) === true;
      if (waiting && settings) {
        waiting = false;
        then(win.__APP_CONFIG__);
      }
    };
    doc.addEventListener('load', ran, true);
    doc.addEventListener('error', ran, true);
    doc.addEventListener('DOMContentLoaded', ran);
  };
}

/** A member coming back with a session (no entry token waiting), on the app's page. */
function returningMember(page: BootPage): boolean {
  const token = cookieValue(page.cookie, BOOT_SESSION_COOKIE);
  return !entryTokenWaiting(page) && onAppPage(page) && token !== null && token !== '';
}

/**
 * boot.ts's whole work: on a phone the first banner drawn at once, and the call, once the runtime
 * settings are known, handed over on `window`.
 */
export function bootBanners(
  page: BootPage,
  doc: Document,
  fetchImpl: typeof fetch,
  target: Window,
  settings: SettingsWait = (then) => then(page.config),
): void {
  const mobile = bootLayout(page) === 'mobile';
  // The picture remembered from the last visit is drawn at once, for a returning member and for one
  // arriving from the operator with an entry token (no call is made before that login): on a slow
  // phone the largest paint then waits for neither the settings, the banner call nor its reply. A
  // different first banner replaces it.
  const remembered = page.lastBanner === null ? null : drawablePicture(page.lastBanner);
  const member = returningMember(page) || (entryTokenWaiting(page) && onAppPage(page));
  if (mobile && member && remembered !== null) drawBootBanner(doc, remembered);
  settings((config) => {
    const call = bootBannerCall({ ...page, config });
    if (call === null) return;
    const reply = fetchImpl(call.url, {
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${call.token}` },
      signal: AbortSignal.timeout(BOOT_TIMEOUT_MS),
    }).then((response) => {
      // Read a copy here, before the app can read the reply itself.
      if (mobile && response.ok) {
        void response
          .clone()
          .json()
          .then((body: unknown) => {
            const picture = firstBannerPicture(body);
            if (picture !== null) drawBootBanner(doc, picture);
          })
          .catch(() => undefined);
      }
      return response;
    });
    // A failure is the app's to report when it takes the reply over; unhandled it is not.
    reply.catch(() => undefined);
    target.__BOOT_BANNERS__ = { ...call, reply };
  });
}

/**
 * The theme the app will apply (theme.ts's rule: the member's saved choice, else the system's), for
 * boot.ts to name on <html> before the first paint: a dark-theme page is never white first.
 */
export function bootTheme(stored: string | null, systemDark: boolean): 'light' | 'dark' {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemDark ? 'dark' : 'light';
}
