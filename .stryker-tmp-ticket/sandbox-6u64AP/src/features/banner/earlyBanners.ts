// @ts-nocheck
import type { ApiClient, ApiResult } from '@src/shared/api/client';
import { parseBannerList } from '@src/shared/api/banners';
import type { BannerList, EarlyBanners } from '@src/shared/api/banners';
import { createListeners } from '@src/shared/valueStore';
import { API_PATHS } from '@contract/paths';
import { bannerPicture, drawablePicture, PLACEHOLDER_BANNER } from './bannerLinks';

/** An early answer stands in for the carousel's and the first-login popup's own call this long. */
export const EARLY_BANNERS_FRESH_MS = 10_000;

/** localStorage: the first picture of the last banner list (index.html's boot script reads it too). */
export const LAST_BANNER_KEY = 'lastBanner';

/**
 * Where the first picture of the last banner list this browser received is kept: on the next visit
 * index.html's boot script and the placeholder draw it at once, before the new list is in.
 */
export interface PictureMemory {
  read(): string | null;
  write(picture: string): void;
}

/** localStorage's `lastBanner`; nothing is kept where storage is unavailable. */
export const localPictureMemory: PictureMemory = {
  read() {
    try {
      return window.localStorage.getItem(LAST_BANNER_KEY);
    } catch {
      return null;
    }
  },
  write(picture) {
    try {
      window.localStorage.setItem(LAST_BANNER_KEY, picture);
    } catch {
      // Full or blocked storage: the next visit waits for the list, as a first one does.
    }
  },
};

export interface EarlyBannersDeps {
  /** A client that does not report a 401 as a lost session: the member check does that. */
  client: ApiClient;
  now?: () => number;
  /** Fetches an image ahead of its `<img>`; by default a high-priority preload link. */
  preload?: (url: string) => void;
  /** By default localStorage's `lastBanner`. */
  memory?: PictureMemory;
}

/** `<link rel="preload" as="image" fetchpriority="high">` in the head, once per picture. */
export function preloadImage(url: string): void {
  const preloads = document.head.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="image"]',
  );
  if ([...preloads].some((link) => link.getAttribute('href') === url)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', url);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

export function createEarlyBanners({
  client,
  now = Date.now,
  preload = preloadImage,
  memory = localPictureMemory,
}: EarlyBannersDeps): EarlyBanners {
  let current: { at: number; answer: Promise<ApiResult<BannerList>> } | null = null;
  let picture: string | null = null;
  const stored = memory.read();
  const remembered = stored === null ? null : drawablePicture(stored);
  const listeners = createListeners();
  return {
    start() {
      const answer = client.request({
        context: 'banner',
        path: API_PATHS.banner,
        readData: parseBannerList,
      });
      const started = { at: now(), answer };
      current = started;
      void answer.then((result) => {
        if (current !== started || !result.ok || result.data === undefined) return;
        const first = result.data.banners[0];
        picture = first === undefined ? PLACEHOLDER_BANNER : bannerPicture(first.picture);
        preload(picture);
        memory.write(picture);
        listeners.notify();
      });
    },
    async fetch(ask) {
      const early = current;
      if (early !== null && now() - early.at <= EARLY_BANNERS_FRESH_MS) {
        const result = await early.answer;
        if (result.ok) return result;
      }
      return ask();
    },
    firstPicture: () => picture ?? (current === null ? null : remembered),
    subscribe: listeners.subscribe,
  };
}
