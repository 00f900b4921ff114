// @ts-nocheck
// Preloads the bullfight font (category 10035) the first time such an event is drawn, and only then:
// a `<link rel="preload" as="font" crossorigin>` per file the member's language needs (Thai names
// use both subsets: the spaces and digits are in the Latin one).
import { useEffect } from 'react';
import type { Locale } from '@src/shared/i18n/locale';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { BULLFIGHT_FONT_FILES } from '@src/styles/bullfightFontFiles';

export function bullfightFontFiles(locale: Locale): string[] {
  return locale === 'th'
    ? [BULLFIGHT_FONT_FILES.thai, BULLFIGHT_FONT_FILES.latin]
    : [BULLFIGHT_FONT_FILES.latin];
}

/** Adds the preload links once per file and page. */
export function preloadBullfightFont(locale: Locale, doc: Document = document): void {
  for (const href of bullfightFontFiles(locale)) {
    if (doc.head.querySelector(`link[rel="preload"][href="${href}"]`) !== null) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'font');
    link.type = 'font/woff2';
    link.href = href;
    // Fonts are fetched in CORS mode: without it the preload would not be reused.
    link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
}

/** Call from a row that may show a bullfight event: preloads while `shown` is true. */
export function useBullfightFontPreload(shown: boolean): void {
  const { locale } = useLocale();
  useEffect(() => {
    if (shown) preloadBullfightFont(locale);
  }, [shown, locale]);
}
