// @ts-nocheck
// Cookies the spec names: the session token (`token`, 1 day) and the language (`NEXT_LOCALE`, 1 year).

export const SESSION_COOKIE = 'token';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const SESSION_COOKIE_MAX_AGE_SECONDS = 86_400; // 1 day, the session's lifetime
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

// Reading document.cookie asks the browser's cookie store, a synchronous round trip that
// waits while the network is busy: one read at a phone's boot held the main thread for 19 ms in a
// Lighthouse trace, and the app reads the session cookie for every call it makes. The cookies are
// read once and kept until one changes: the app's own writes, and the browser's `cookieStore`
// change event for every other (another tab, the server, an expiry). A browser without
// `cookieStore` reads document.cookie each time, as before.
let held: string | null = null;
let watching = false;

function watchCookieChanges(): boolean {
  if (watching) return true;
  const store = (globalThis as { cookieStore?: Partial<EventTarget> }).cookieStore;
  if (typeof store?.addEventListener !== 'function') return false;
  store.addEventListener('change', () => {
    held = null;
  });
  watching = true;
  return true;
}

/** document.cookie, as of the last change the page was told of. */
export function documentCookies(): string {
  if (held !== null) return held;
  const cookies = document.cookie;
  if (watchCookieChanges()) held = cookies;
  return cookies;
}

export function readCookie(name: string, cookieHeader: string = documentCookies()): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure =
    typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax` + secure;
  held = null;
}

/** The session token, or null when there is no (non-empty) session cookie. */
export function readSessionToken(): string | null {
  const token = readCookie(SESSION_COOKIE);
  return token === null || token === '' ? null : token;
}

export function writeSessionToken(token: string): void {
  writeCookie(SESSION_COOKIE, token, SESSION_COOKIE_MAX_AGE_SECONDS);
}

/**
 * Drops the session cookie when it still holds `refused`, a token the API answered 401 to (else
 * a dead token would be kept for a day and sent again); a newer token written meanwhile is kept.
 */
export function dropSessionToken(refused: string): void {
  if (readSessionToken() === refused) writeCookie(SESSION_COOKIE, '', 0);
}
