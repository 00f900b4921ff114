// @ts-nocheck
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
  if (slot === null) return;
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

/** Runs its callback with runtime-config.js's settings once they are known. */
export type SettingsWait = (then: (config: unknown) => void) => void;

/** The path of the runtime settings script in index.html (public/runtime-config.js). */
export const BOOT_SETTINGS_PATH = '/runtime-config.js';

/**
 * index.html loads runtime-config.js deferred, so a repeat visit paints the boot shell without waiting
 * for its revalidation over the network; the boot script, which runs first, waits for that script's
 * load (or error) event before a call that needs the API base. Deferred scripts run in document order
 * and each fires its load event before the next starts, so the app's module always finds the call.
 */
export function whenSettingsRan(
  win: Pick<Window, '__APP_CONFIG__'>,
  doc: Pick<Document, 'querySelector'>,
): SettingsWait {
  return (then) => {
    if (win.__APP_CONFIG__ !== undefined) return then(win.__APP_CONFIG__);
    const script = doc.querySelector(`script[src="${BOOT_SETTINGS_PATH}"]`);
    if (script === null) return then(undefined);
    const ran = () => then(win.__APP_CONFIG__);
    script.addEventListener('load', ran, { once: true });
    script.addEventListener('error', ran, { once: true });
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
