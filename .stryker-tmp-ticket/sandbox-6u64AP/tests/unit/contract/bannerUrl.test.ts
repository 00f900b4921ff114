// @ts-nocheck
// One banner URL rule for the simulator's content, the carousel, the first-login
// popup, lastBanner and the boot script.
import { describe, expect, it } from 'vitest';
import { MAX_BANNER_URL_LENGTH, isBannerLink, isBannerUrl } from '@contract/bannerUrl';
import { BANNER_URL_CASES } from './bannerUrlCases';
import { publishedBanners } from '@server/http/routes/content';
import { BANNERS, BANNER_POPUP } from '@server/content/content';
import {
  bannerPicture,
  PLACEHOLDER_BANNER,
  safeBannerLink,
} from '@src/features/banner/bannerLinks';
import { parseBannerList } from '@src/shared/api/banners';

describe('the banner URL rule', () => {
  it('takes absolute http(s) URLs and paths of this origin, nothing that leads elsewhere', () => {
    for (const [url, allowed] of BANNER_URL_CASES)
      expect(isBannerUrl(url), JSON.stringify(url)).toBe(allowed);
  });

  it('follows links only to absolute http(s) URLs', () => {
    expect(isBannerLink('https://www.fifa.com/')).toBe(true);
    expect(isBannerLink('/one-all-sport')).toBe(false);
    expect(isBannerLink('javascript:alert(1)')).toBe(false);
    expect(isBannerLink('https:/\\evil.example')).toBe(false);
    expect(isBannerLink('http://example.com/')).toBe(true);
    // A path of this app that names an address further on is still a path: not followed.
    expect(isBannerLink('/go?to=https://evil.example')).toBe(false);
  });

  it('takes a URL of MAX_BANNER_URL_LENGTH characters, and none longer or empty', () => {
    const path = (length: number) => `/${'a'.repeat(length - 1)}`;
    expect(isBannerUrl(path(MAX_BANNER_URL_LENGTH))).toBe(true);
    expect(isBannerUrl(path(MAX_BANNER_URL_LENGTH + 1))).toBe(false);
    expect(isBannerUrl('')).toBe(false);
  });
});

describe('where the rule applies', () => {
  it('the simulator publishes only banners it allows', () => {
    const published = publishedBanners(
      [
        { link: 'https://ok.example/', picture: '/banners/1.svg' },
        { link: 'javascript:alert(1)', picture: 'https://cdn.example/2.png' },
        { link: 'https://ok.example/', picture: '/\\evil.example/3.png' },
        { link: 'https://ok.example/', picture: 'data:image/png;base64,AAAA' },
      ],
      { path_img: '//evil.example/welcome.svg', title: 'Welcome' },
    );
    expect(published.data).toEqual([
      { link: 'https://ok.example/', picture: '/banners/1.svg' },
      { link: '', picture: 'https://cdn.example/2.png' },
    ]);
    expect(published.popup).toEqual({ path_img: '', title: 'Welcome' });
    // Its own content passes whole.
    expect(publishedBanners(BANNERS, BANNER_POPUP)).toEqual({
      data: BANNERS,
      popup: BANNER_POPUP,
    });
  });

  it('the carousel draws the placeholder for a refused picture and follows no refused link', () => {
    expect(bannerPicture('/\\evil.example/x.png')).toBe(PLACEHOLDER_BANNER);
    expect(bannerPicture('javascript:alert(1)')).toBe(PLACEHOLDER_BANNER);
    expect(bannerPicture('data:image/png;base64,AAAA')).toBe(PLACEHOLDER_BANNER);
    expect(bannerPicture('/banners/1.svg')).toBe('/banners/1.svg');
    expect(safeBannerLink('//evil.example')).toBeNull();
    expect(safeBannerLink('https://www.fifa.com/')).toBe('https://www.fifa.com/');
  });

  it('the first-login popup draws no refused picture', () => {
    expect(
      parseBannerList({ data: [], popup: { path_img: 'javascript:alert(1)', title: 'x' } }).popup,
    ).toEqual({ pathImg: '', title: 'x' });
    expect(
      parseBannerList({ data: [], popup: { path_img: '/banners/welcome.svg', title: 'x' } }).popup,
    ).toEqual({ pathImg: '/banners/welcome.svg', title: 'x' });
  });
});
