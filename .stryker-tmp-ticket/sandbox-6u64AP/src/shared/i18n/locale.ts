// @ts-nocheck
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, readCookie, writeCookie } from '../cookies';

export const LOCALES = ['th', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** Members read Thai: it is the language when no NEXT_LOCALE cookie says otherwise. */
export const DEFAULT_LOCALE: Locale = 'th';

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

export function readLocaleCookie(cookieHeader?: string): Locale {
  const stored = readCookie(LOCALE_COOKIE, cookieHeader);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function writeLocaleCookie(locale: Locale): void {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_SECONDS);
}

/** Team, tournament and bet names come in both languages; pick the one of the interface. */
export function nameByLocale(locale: Locale, names: { th: string; en: string }): string {
  const preferred = locale === 'th' ? names.th : names.en;
  return preferred !== '' ? preferred : locale === 'th' ? names.en : names.th;
}
