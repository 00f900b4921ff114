// @ts-nocheck
import type { Announcement } from '@src/shared/api/memberArea';
import type { Locale } from '@src/shared/i18n/locale';

/** The announcement in the member's language; the other language when that one is empty. */
export function announcementText(item: Announcement, locale: Locale): string {
  const wanted = locale === 'en' ? item.contentEn : item.contentTh;
  return wanted !== '' ? wanted : locale === 'en' ? item.contentTh : item.contentEn;
}

/** The `lang` of what announcementText shows when it is the other language; undefined otherwise. */
export function announcementLang(item: Announcement, locale: Locale): Locale | undefined {
  const wanted = locale === 'en' ? item.contentEn : item.contentTh;
  return wanted !== '' ? undefined : locale === 'en' ? 'th' : 'en';
}
