// @ts-nocheck
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { preloadBullfightFont } from '@src/features/odds-table/bullfightFont';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    type: link.getAttribute('type'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

afterEach(() => {
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

describe('bullfight font preload', () => {
  it('in Thai preloads both subsets (Thai letters, Latin spaces and digits) as CORS fonts', () => {
    preloadBullfightFont('th');
    expect(preloads()).toEqual([
      {
        href: '/fonts/chonburi-thai.woff2',
        as: 'font',
        type: 'font/woff2',
        crossorigin: 'anonymous',
      },
      {
        href: '/fonts/chonburi-latin.woff2',
        as: 'font',
        type: 'font/woff2',
        crossorigin: 'anonymous',
      },
    ]);
  });

  it('in English preloads the Latin subset only', () => {
    preloadBullfightFont('en');
    expect(preloads().map((link) => link.href)).toEqual(['/fonts/chonburi-latin.woff2']);
  });

  it('adds each file once, however many rows ask', () => {
    preloadBullfightFont('en');
    preloadBullfightFont('en');
    preloadBullfightFont('th');
    expect(preloads().map((link) => link.href)).toEqual([
      '/fonts/chonburi-latin.woff2',
      '/fonts/chonburi-thai.woff2',
    ]);
  });
});
