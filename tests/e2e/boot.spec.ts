import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTRY_DESKTOP, ENTRY_MOBILE, memberGet, screenshot } from './helpers';

// index.html's boot shell and boot script (for the mobile LCP): what a returning member sees before
// the app's bundle has run, and that the app takes over without a second banner call or a leftover.

const APP_BUNDLE = /\/assets\/index-[^/]+\.js$/;
const BANNER_CALL = '/api/member/banner';

async function firstBannerPicture(page: Page): Promise<string> {
  const list = await memberGet<{ data: { picture: string }[] }>(page, BANNER_CALL);
  return list.data[0]?.picture ?? '';
}

function countBannerCalls(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === BANNER_CALL) counter.count += 1;
  });
  return counter;
}

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
  });

  test('a returning member sees the header bar and the first banner before the app runs; the app replaces the shell with one banner call', async ({
    page,
  }) => {
    await page.goto(ENTRY_MOBILE);
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    const picture = await firstBannerPicture(page);

    // The app's bundle held back: what the HTML and the boot script draw alone.
    await page.route(APP_BUNDLE, (route) => route.abort());
    await page.goto('/one-all-sport');
    const shell = page.locator('#boot-shell');
    await expect(shell).toBeVisible();
    await expect(shell).toHaveAttribute('aria-hidden', 'true');
    await expect(shell.locator('.boot-header')).toHaveText('One All Sport');
    const image = page.locator('#boot-banner img');
    await expect(image).toHaveAttribute('src', picture);
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
      )
      .toBe(true);
    const box = (await image.boundingBox())!;
    expect(box.width).toBe(390);
    expect(Math.round(box.height)).toBe(Math.round((390 * 200) / 686));
    await screenshot(page, 'boot-shell-390');

    // With the bundle: the home page, no shell left, the banner asked for once (the app took the boot reply).
    await page.unroute(APP_BUNDLE);
    const calls = countBannerCalls(page);
    await page.reload();
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    await expect(shell).toHaveCount(0);
    expect(calls.count).toBe(1);
  });

  test('the picture of the last visit is drawn before the banner call answers, by the boot script and then by the app', async ({
    page,
  }) => {
    await page.goto(ENTRY_MOBILE);
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    const picture = await firstBannerPicture(page);
    // The visit leaves the first banner's picture behind for the next one.
    expect(await page.evaluate(() => localStorage.getItem('lastBanner'))).toBe(picture);

    // The banner call held: only what was remembered can draw the banner.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${BANNER_CALL}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.route(APP_BUNDLE, (route) => route.abort());
    await page.goto('/one-all-sport');
    const image = page.locator('#boot-banner img');
    await expect(image).toHaveAttribute('src', picture);
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
      )
      .toBe(true);

    // The app's own first screen keeps the same picture in the carousel's room until the list is in.
    await page.unroute(APP_BUNDLE);
    await page.reload();
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    await expect(
      page.getByTestId('app-mobile').locator(`img[src="${picture}"]`).first(),
    ).toBeVisible();
    await expect(page.getByTestId('banner-slide')).toHaveCount(0);
    release();
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
  });

  test('on a host that sends the page as built, the runtime settings held back: the shell and the remembered picture are drawn, the banner call waits for them and the app takes it over', async ({
    page,
  }) => {
    await page.goto(ENTRY_MOBILE);
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    const picture = await firstBannerPicture(page);
    await page.goto('about:blank');

    // A static host: the build's index.html as it is, naming runtime-config.js (the simulator
    // writes the settings into the page instead).
    await page.route(
      (url) => url.pathname === '/one-all-sport',
      async (route) => {
        const asBuilt = await route.fetch({
          url: new URL('/index.html', route.request().url()).href,
        });
        await route.fulfill({ response: asBuilt });
      },
    );

    // runtime-config.js held (a slow revalidation on a weak link): it names this origin's API on
    // another spelling (a trailing slash) so the call is seen to follow it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/runtime-config.js', async (route) => {
      await held;
      const origin = new URL(route.request().url()).origin;
      await route.fulfill({
        contentType: 'text/javascript',
        body: `window.__APP_CONFIG__ = { apiBase: '${origin}/' };`,
      });
    });
    const calls = countBannerCalls(page);
    await page.goto('/one-all-sport', { waitUntil: 'commit' });
    const image = page.locator('#boot-banner img');
    await expect(image).toHaveAttribute('src', picture);
    await expect(page.locator('#boot-shell .boot-header')).toBeVisible();
    // Nothing asked yet: the API's address is not known before the settings have run. The boot
    // script drew the picture before it would have called, so the picture's own load (a request
    // after that call's) is the moment that call would have been seen.
    await expect
      .poll(() =>
        image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
      )
      .toBe(true);
    expect(calls.count).toBe(0);
    // Nor has the app run (its module comes after the settings).
    expect(await page.evaluate(() => document.getElementById('root')!.childElementCount)).toBe(0);

    release();
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    await expect(page.locator('#boot-shell')).toHaveCount(0);
    // The boot script's call, taken over by the app: one banner call in all.
    expect(calls.count).toBe(1);
  });

  test('arriving again with an entry token, the last visit’s picture shows while the login is under way', async ({
    page,
  }) => {
    await page.goto(ENTRY_MOBILE);
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    const picture = await firstBannerPicture(page);
    // Leave the first visit before counting calls: its own late calls (balance, recent bets, a
    // refresh) on a slow machine would otherwise be counted as the second visit's.
    await page.goto('about:blank');

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/member/login', async (route) => {
      await held;
      await route.continue();
    });
    const api: string[] = [];
    const referers: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) api.push(path);
      void request
        .allHeaders()
        .then((headers) => {
          if (headers.referer !== undefined) referers.push(headers.referer);
        })
        // A request still in flight when the test's page closes has no headers left to read; the
        // rejection must not surface in the next test.
        .catch(() => undefined);
    });
    const pictureAsked = page.waitForRequest((request) => request.url().endsWith(picture));
    await page.goto(ENTRY_MOBILE);
    await expect(page.locator('#boot-banner img')).toHaveAttribute('src', picture);
    // Asked for while the entry token is still in the address: the referrer policy keeps it in.
    expect((await (await pictureAsked).allHeaders()).referer).toBeUndefined();
    // Nothing but the login has been asked for: the picture needed no call.
    await expect.poll(() => api).toEqual(['/api/member/login']);
    await expect(page.getByTestId('app-mobile')).toHaveCount(0);
    release();
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    expect(api.filter((path) => path === BANNER_CALL)).toHaveLength(1);
    for (const referer of referers) expect(referer).not.toContain('userToken');
  });

  test('arriving with an entry token, nothing is asked before the login: the boot script waits for the app', async ({
    page,
  }) => {
    const order: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) order.push(path);
    });
    await page.goto(ENTRY_MOBILE);
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    expect(order[0]).toBe('/api/member/login');
    expect(order.filter((path) => path === BANNER_CALL)).toHaveLength(1);
    await expect(page.locator('#boot-shell')).toHaveCount(0);
  });
});

test('on a desktop the boot script only asks for the banners (no banner in the shell); the app removes the shell', async ({
  page,
}) => {
  await page.goto(ENTRY_DESKTOP);
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  await page.route(APP_BUNDLE, (route) => route.abort());
  const calls = countBannerCalls(page);
  await page.goto('/one-all-sport');
  await expect(page.locator('#boot-shell .boot-header')).toBeVisible();
  await expect.poll(() => calls.count).toBe(1);
  await expect(page.locator('#boot-banner')).toBeHidden();
  await expect(page.locator('#boot-banner img')).toHaveCount(0);

  await page.unroute(APP_BUNDLE);
  await page.reload();
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  await expect(page.locator('#boot-shell')).toHaveCount(0);
});

test.describe('the theme before the app has run', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
  });

  /** The page's and the boot header's background, as painted (the app's bundle held back). */
  async function bootColors(page: Page) {
    return page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      page: getComputedStyle(document.documentElement).backgroundColor,
      header: getComputedStyle(document.querySelector('.boot-header')!).backgroundColor,
    }));
  }

  test('a member who chose dark sees a dark page and header from the first paint; light stays light', async ({
    page,
  }) => {
    await page.goto(ENTRY_MOBILE);
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    // What the app itself paints in the dark theme, once it has run.
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(dark).toBe('rgb(11, 18, 32)');
    await page.route(APP_BUNDLE, (route) => route.abort());
    await page.goto('/one-all-sport');
    await expect(page.locator('#boot-shell .boot-header')).toBeVisible();
    const shown = await bootColors(page);
    expect(shown.theme).toBe('dark');
    expect(shown.page).toBe(dark);
    expect(shown.header).toBe('rgb(5, 10, 20)');
    await screenshot(page, 'boot-shell-dark-390');

    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(page.locator('#boot-shell .boot-header')).toBeVisible();
    expect(await bootColors(page)).toEqual({
      theme: 'light',
      page: 'rgba(0, 0, 0, 0)',
      header: 'rgb(15, 30, 61)',
    });
  });

  test('with nothing saved the system’s dark setting is followed', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(ENTRY_MOBILE);
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('theme'));
    await page.route(APP_BUNDLE, (route) => route.abort());
    await page.goto('/one-all-sport');
    await expect(page.locator('#boot-shell .boot-header')).toBeVisible();
    expect((await bootColors(page)).theme).toBe('dark');
  });
});
