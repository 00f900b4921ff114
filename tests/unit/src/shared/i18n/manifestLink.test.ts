// @vitest-environment jsdom
// The web app manifest is linked by the app after the first odds (not asked for with the page), in
// the page's language, once; the language switch then points it at the other language's file.
import { afterEach, describe, expect, it } from 'vitest';
import { linkManifest, manifestHref } from '@src/shared/i18n/LocaleProvider';

afterEach(() => {
  document.head.replaceChildren();
  document.documentElement.lang = '';
});

const links = () =>
  [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('linkManifest', () => {
  it('links the manifest of the page’s language, once', () => {
    document.documentElement.lang = 'en';
    linkManifest(document);
    linkManifest(document);
    expect(links()).toEqual(['/manifest-en.webmanifest']);
  });

  it('links the Thai manifest for Thai, and for a page whose language is not one of the app’s', () => {
    for (const lang of ['th', '', 'fr']) {
      document.head.replaceChildren();
      document.documentElement.lang = lang;
      linkManifest(document);
      expect(links(), lang).toEqual([manifestHref('th')]);
    }
  });

  it('leaves a manifest already linked as it is', () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest-en.webmanifest';
    document.head.append(link);
    document.documentElement.lang = 'th';
    linkManifest(document);
    expect(links()).toEqual(['/manifest-en.webmanifest']);
  });
});
