// @ts-nocheck
// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerPlaceholder } from '@src/features/banner/BannerPlaceholder';
import {
  createEarlyBanners,
  EARLY_BANNERS_FRESH_MS,
  LAST_BANNER_KEY,
  localPictureMemory,
  preloadImage,
} from '@src/features/banner/earlyBanners';
import { LoadingScreen, NoSessionScreen } from '@src/features/session-screens/SessionScreens';
import { BOOT_SHELL_ID } from '@src/shared/bootShell';
import type { ApiClient, ApiRequest, ApiResult } from '@src/shared/api/client';
import type { BannerList } from '@src/shared/api/banners';
import { fakeServices, ok, renderWithServices } from '@tests/unit/src/helpers';

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** A client whose answers the test releases one by one. */
function heldClient() {
  const calls: { request: ApiRequest<unknown>; answer(result: ApiResult<unknown>): void }[] = [];
  const client: ApiClient = {
    request: <T,>(request: ApiRequest<T>) =>
      new Promise<ApiResult<T>>((resolve) =>
        calls.push({
          request: request,
          answer: resolve as (r: ApiResult<unknown>) => void,
        }),
      ),
  };
  return { client, calls };
}

const list = (...pictures: string[]): ApiResult<BannerList> =>
  ok({ banners: pictures.map((picture) => ({ link: '', picture })), popup: null });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createEarlyBanners', () => {
  it('asks for the banner list, preloads the first picture once and stands in for the next banner call while fresh', async () => {
    const { client, calls } = heldClient();
    let now = 1_000;
    const preload = vi.fn();
    const early = createEarlyBanners({ client, now: () => now, preload });
    const changed = vi.fn();
    early.subscribe(changed);
    early.start();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.request.path).toBe('/api/member/banner');
    expect(early.firstPicture()).toBeNull();
    calls[0]?.answer(list('/banners/2.svg', '/banners/3.svg'));
    await flush();
    expect(early.firstPicture()).toBe('/banners/2.svg');
    expect(preload).toHaveBeenCalledExactlyOnceWith('/banners/2.svg');
    expect(changed).toHaveBeenCalledTimes(1);

    const ask = vi.fn(async () => list('/banners/9.svg'));
    now += EARLY_BANNERS_FRESH_MS;
    expect((await early.fetch(ask)).data?.banners[0]?.picture).toBe('/banners/2.svg');
    expect(ask).not.toHaveBeenCalled();
    // Too old: asked again.
    now += 1;
    expect((await early.fetch(ask)).data?.banners[0]?.picture).toBe('/banners/9.svg');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('a failed early call is not handed out (the carousel asks itself) and draws nothing', async () => {
    const { client, calls } = heldClient();
    const preload = vi.fn();
    const early = createEarlyBanners({ client, preload });
    early.start();
    calls[0]?.answer({ ok: false, status: 401, message: 'session is undefined.' });
    const ask = vi.fn(async () => list('/banners/1.svg'));
    expect((await early.fetch(ask)).ok).toBe(true);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(early.firstPicture()).toBeNull();
    expect(preload).not.toHaveBeenCalled();
  });

  it('a later start (the login) supersedes an earlier one (a stale cookie)', async () => {
    const { client, calls } = heldClient();
    const early = createEarlyBanners({ client, preload: vi.fn() });
    early.start();
    early.start();
    calls[1]?.answer(list('/banners/new.svg'));
    calls[0]?.answer(list('/banners/old.svg'));
    await flush();
    expect(early.firstPicture()).toBe('/banners/new.svg');
    expect((await early.fetch(vi.fn())).data?.banners[0]?.picture).toBe('/banners/new.svg');
  });

  it('an empty list shows the placeholder picture, as the carousel will', async () => {
    const { client, calls } = heldClient();
    const early = createEarlyBanners({ client, preload: vi.fn() });
    early.start();
    calls[0]?.answer(list());
    await flush();
    expect(early.firstPicture()).toBe('/banners/placeholder.svg');
  });

  it('remembers the first picture of a good list for the next visit, and offers the remembered one once started', async () => {
    const kept: string[] = [];
    const memory = {
      read: () => '/banners/1.svg',
      write: (picture: string) => void kept.push(picture),
    };
    const { client, calls } = heldClient();
    const early = createEarlyBanners({ client, preload: vi.fn(), memory });
    // No session yet (nothing started): nothing to show.
    expect(early.firstPicture()).toBeNull();
    early.start();
    expect(early.firstPicture()).toBe('/banners/1.svg');
    calls[0]?.answer(list('/banners/2.svg'));
    await flush();
    expect(early.firstPicture()).toBe('/banners/2.svg');
    expect(kept).toEqual(['/banners/2.svg']);
  });

  it('keeps nothing from a failed list and offers no remembered picture of another scheme', async () => {
    const kept: string[] = [];
    const { client, calls } = heldClient();
    const early = createEarlyBanners({
      client,
      preload: vi.fn(),
      memory: { read: () => 'javascript:alert(1)', write: (picture) => void kept.push(picture) },
    });
    early.start();
    expect(early.firstPicture()).toBeNull();
    calls[0]?.answer({ ok: false, status: 500, message: 'down' });
    await flush();
    expect(kept).toEqual([]);
  });

  it('localPictureMemory keeps the picture in localStorage under lastBanner', () => {
    localStorage.removeItem(LAST_BANNER_KEY);
    expect(localPictureMemory.read()).toBeNull();
    localPictureMemory.write('/banners/3.svg');
    expect(localStorage.getItem('lastBanner')).toBe('/banners/3.svg');
    expect(localPictureMemory.read()).toBe('/banners/3.svg');
    localStorage.removeItem(LAST_BANNER_KEY);
  });

  it('preloadImage adds one high-priority image preload per picture', () => {
    preloadImage('/banners/1.svg');
    preloadImage('/banners/1.svg');
    const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/banners/1.svg');
    expect(links[0]?.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('BannerPlaceholder', () => {
  it('keeps the room, then shows the first picture as soon as the early list is in', async () => {
    const { client, calls } = heldClient();
    const early = createEarlyBanners({ client, preload: vi.fn() });
    const fake = fakeServices({ sessionToken: 's' });
    const { container } = renderWithServices(<BannerPlaceholder />, {
      ...fake.services,
      earlyBanners: early,
    });
    expect(container.querySelector('img')).toBeNull();
    early.start();
    await act(async () => {
      calls[0]?.answer(list('/banners/1.svg'));
      await flush();
    });
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/banners/1.svg');
    expect(image?.getAttribute('alt')).toBe('');
  });
});

describe('LoadingScreen under the boot shell', () => {
  it('says it is loading to screen readers only while index.html’s shell is shown, and keeps the shell', () => {
    document.body.innerHTML = `<div id="${BOOT_SHELL_ID}"></div>`;
    const fake = fakeServices();
    renderWithServices(<LoadingScreen />, fake.services);
    expect(screen.getByRole('status').textContent).not.toBe('');
    expect(screen.queryByRole('main')).toBeNull();
    expect(document.getElementById(BOOT_SHELL_ID)).not.toBeNull();
  });

  it('without the shell it is the full loading screen; a screen of the app’s own removes the shell', () => {
    const fake = fakeServices();
    const first = renderWithServices(<LoadingScreen />, fake.services);
    expect(screen.getByTestId('session-loading').tagName).toBe('MAIN');
    first.unmount();
    document.body.innerHTML = `<div id="${BOOT_SHELL_ID}"></div>`;
    renderWithServices(<NoSessionScreen reason="missing" detail={null} />, fake.services);
    expect(screen.getByTestId('no-session')).toBeTruthy();
    expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
  });
});
