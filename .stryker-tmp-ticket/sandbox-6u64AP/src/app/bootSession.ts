// @ts-nocheck
// What index.html's boot script (boot.ts) starts for the session, kept apart so tests can call it:
// the login (an entry token waiting in sessionStorage) or a returning member's user and balance (a
// session cookie), and the first odds lists the board will ask for, as soon as the session's token
// is known. On a slow link every round trip the app's chunks would otherwise add before these calls
// is more than half a second. Nothing here decides anything for the app: each reply is handed over
// (src/shared/bootCalls.ts) to the app's first identical call, which reads it as its own (a 401, a
// 429, a failure as ever); a call the app does not repeat is simply never read. It imports nothing
// but types (boot.ts stays a chunk of its own); a unit test holds its constants and its odds
// addresses equal to the app's.
import type { BootCall } from '../shared/bootCalls';
import type { SettingsWait } from './bootBanner';
import {
  BOOT_ENTRY_TOKEN_KEY,
  BOOT_SESSION_COOKIE,
  BOOT_TIMEOUT_MS,
  apiBase,
  cookieValue,
  onAppPage,
  stored,
} from './bootBanner';

export const BOOT_LOGIN_PATH = '/api/member/login';
export const BOOT_USER_PATH = '/api/member/user';
export const BOOT_BALANCE_PATH = '/api/member/balance';
/** localStorage: the member's saved filters (src/shared/storage/storageFilter.ts). */
export const BOOT_FILTER_KEY = 'storageFilter';

// The saved filter fields the odds list's address depends on, read as the app reads them: a field
// missing or malformed takes its default.
const TABS = [1, 2, 3, 5, 6];
const EARLY_TAB = 3;
const LIVE_TAB = 1;
const ODDS_TYPES = ['MY', 'HK', 'EU'];
const SORT_TIMES = ['all', 'before', 'after'];
const MUAY_THAI = 44;
const DEFAULTS = { tab: 2, sport: 1, oddsType: 'MY', sortTime: 'all' };

export interface BootSessionPage {
  href: string;
  cookie: string;
  /** sessionStorage, or null where it is unavailable. */
  storage: Pick<Storage, 'getItem'> | null;
  /** localStorage's saved filters (`storageFilter`), or null. */
  filter: string | null;
}

function savedFilter(stored: string | null): Record<string, unknown> {
  if (stored === null) return {};
  try {
    const raw: unknown = JSON.parse(stored);
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function oneOf<T>(value: unknown, choices: readonly T[], fallback: T): T {
  return choices.includes(value as T) ? (value as T) : fallback;
}

/**
 * The addresses of the first odds lists the board asks for with these saved filters: the live
 * list, and the today list beside it except on the Live tab; none on the Early tab (its day is the
 * board's to choose).
 */
export function bootOddsUrls(base: string, filter: string | null): string[] {
  const source = savedFilter(filter);
  const tab = oneOf(source.sortFilterEventId, TABS, DEFAULTS.tab);
  if (tab === EARLY_TAB) return [];
  const sport =
    typeof source.selectCategoryId === 'number' &&
    Number.isInteger(source.selectCategoryId) &&
    source.selectCategoryId > 0
      ? source.selectCategoryId
      : DEFAULTS.sport;
  const betType = tab === 5 ? 'step' : tab === 6 ? 'mix' : 'sc';
  const chosen = oneOf(source.sortCurrency, ODDS_TYPES, DEFAULTS.oddsType);
  // Step and mix lists, and Muay Thai, are asked for in decimal.
  const oddsType = sport === MUAY_THAI || betType !== 'sc' ? 'EU' : chosen;
  const sortTime = oneOf(source.sortBeforeTime, SORT_TIMES, DEFAULTS.sortTime);
  const query = `sport_type_id=${sport}&odds_type=${oddsType}&nav=side-menu&sortTime=${sortTime}`;
  const calls = tab === LIVE_TAB ? ['get-live-odds'] : ['get-live-odds', 'get-nonlive-odds'];
  return calls.map((call) => `${base}/api/member/event/${betType}/nokey/${call}?${query}`);
}

/** A session token of the cookie, or null (none, or empty). */
function sessionCookie(cookie: string): string | null {
  const token = cookieValue(cookie, BOOT_SESSION_COOKIE);
  return token === null || token === '' ? null : token;
}

/** The token a login reply gives, when it is a success the app will take as one; else null. */
export function loginToken(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { status?: unknown; state?: unknown; data?: unknown };
  if (record.status === false || record.state === false) return null;
  const data = record.data as { token?: unknown } | null | undefined;
  return typeof data?.token === 'string' && data.token !== '' ? data.token : null;
}

/** The app will start a session here: its page, with an entry token waiting or a session cookie. */
export function sessionExpected(page: BootSessionPage): boolean {
  return (
    onAppPage(page) &&
    (stored(page.storage, BOOT_ENTRY_TOKEN_KEY) !== null || sessionCookie(page.cookie) !== null)
  );
}

/**
 * boot.ts's session work: once the runtime settings are known, the login (then, with its token, the
 * user, the balance and the first lists) or, for a returning member, all of those at once. The calls
 * are handed over on `window.__BOOT_CALLS__` and `window.__BOOT_ODDS__`.
 */
export function bootSession(
  page: BootSessionPage,
  fetchImpl: typeof fetch,
  target: Pick<Window, '__BOOT_CALLS__' | '__BOOT_ODDS__'>,
  settings: SettingsWait,
): void {
  if (!sessionExpected(page)) return;
  const entryToken = stored(page.storage, BOOT_ENTRY_TOKEN_KEY);
  const cookieToken = sessionCookie(page.cookie);
  settings((config) => {
    const base = apiBase(config);
    if (base === null) return;
    const calls: BootCall[] = (target.__BOOT_CALLS__ ??= []);
    // As the app's client sends them: JSON, the bearer token when there is one.
    const call = (
      method: BootCall['method'],
      url: string,
      body: string | null,
      token: string | null,
    ): BootCall => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token !== null) headers.Authorization = `Bearer ${token}`;
      const reply = fetchImpl(url, {
        method,
        headers,
        ...(body === null ? {} : { body }),
        signal: AbortSignal.timeout(BOOT_TIMEOUT_MS),
      });
      // A failure is the app's to report when it takes the reply over; unhandled it is not.
      reply.catch(() => undefined);
      return { method, url, body, token, reply };
    };
    const withSession = (token: string) => {
      calls.push(
        call('GET', `${base}${BOOT_USER_PATH}`, null, token),
        call('GET', `${base}${BOOT_BALANCE_PATH}`, null, token),
      );
      // Read at each push: once the odds worker has started, the app has put its hand-over there.
      for (const url of bootOddsUrls(base, page.filter))
        (target.__BOOT_ODDS__ ??= []).push(call('GET', url, null, token));
    };
    if (entryToken === null) {
      // A returning member: the check and the lists together; a 401 is the app's, as ever.
      if (cookieToken !== null) withSession(cookieToken);
      return;
    }
    const body = JSON.stringify({ userToken: entryToken, lang: '', page: '' });
    const login = call('POST', `${base}${BOOT_LOGIN_PATH}`, body, cookieToken);
    calls.push(login);
    // A copy is read here, before the app can read the reply itself.
    void login.reply
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((reply: unknown) => {
        const token = loginToken(reply);
        if (token !== null) withSession(token);
      })
      .catch(() => undefined);
  });
}
