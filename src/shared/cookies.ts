// Cookies the spec names: the session token (`token`, 1 day) and the language (`NEXT_LOCALE`, 1 year).

export const SESSION_COOKIE = 'token';
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const SESSION_COOKIE_MAX_AGE_SECONDS = 86_400; // 1 day, spec section 9
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 86_400;

export function readCookie(name: string, cookieHeader: string = document.cookie): string | null {
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
 * Drops the session cookie when it still holds `refused`, a token the API answered 401 to (issue 18:
 * a dead token was kept for a day and sent again); a newer token written meanwhile is kept.
 */
export function dropSessionToken(refused: string): void {
  if (readSessionToken() === refused) writeCookie(SESSION_COOKIE, '', 0);
}
