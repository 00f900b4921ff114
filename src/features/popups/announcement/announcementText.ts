import type { Announcement } from '../../../shared/api/memberArea';
import type { Locale } from '../../../shared/i18n/locale';

/** The announcement in the member's language; the other language when that one is empty. */
export function announcementText(item: Announcement, locale: Locale): string {
  const wanted = locale === 'en' ? item.contentEn : item.contentTh;
  return wanted !== '' ? wanted : locale === 'en' ? item.contentTh : item.contentEn;
}
