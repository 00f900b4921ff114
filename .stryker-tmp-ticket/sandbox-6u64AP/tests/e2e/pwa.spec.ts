// @ts-nocheck
import { chromium, test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoAxeViolations } from './axe';
import { ENTRY_DESKTOP, ENTRY_MOBILE, memberGet, saveFilterOnce, screenshot } from './helpers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

// The installable app and its service worker: the manifest and Chromium's installability
// check, an open with no network, the odds and Place while offline, the link coming back, a bet whose
// answer was lost when the link dropped, and a new version offered and applied. The other specs run
// with service workers blocked (playwright.config.ts); these allow them.
test.use({ serviceWorkers: 'allow' });

const SW_FILE = join('dist', 'sw.js');

/** Waits until the app's service worker is active (it registers after the first odds). */
async function workerActive(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/one-all-sport');
          return registration?.active?.state ?? null;
        }),
      { timeout: 30_000 },
    )
    .toBe('activated');
}

async function open(page: Page, entry: string): Promise<void> {
  await saveFilterOnce(page, { quickBet: false });
  await page.goto(entry);
  await expect(page.locator('[data-testid="price"]').first()).toBeVisible({ timeout: 20_000 });
}

/** A non-negative price of the non-live list (the mobile boxes carry the same test ids). */
function positivePrice(page: Page): Locator {
  return page
    .locator('[data-testid="price"][data-market="Handicap"]')
    .filter({ hasNotText: '-' })
    .nth(1);
}

async function runningCount(page: Page): Promise<number> {
  const reply = await memberGet<{ data: { ticket: { meta: { total: number } } } }>(
    page,
    '/api/member/event/ticket/running?page=1&lang=th',
  );
  return reply.data.ticket.meta.total;
}

/** Clicks a price and waits for the ticket's check of the pick. */
async function pick(page: Page): Promise<void> {
  const checked = page.waitForResponse((response) =>
    /\/api\/member\/event\/(sc|step|mix)\/ticket\?/.test(response.url()),
  );
  const price = positivePrice(page);
  await price.scrollIntoViewIfNeeded();
  await price.click();
  await checked;
}

const ticketPanel = (page: Page) => page.locator('[data-testid="bet-ticket"][data-mode]').first();

test('the manifest passes Chromium installability with an active worker, named in the member language', async ({
  baseURL,
}) => {
  // A profile on disk: Chromium never offers to install from an incognito context (Playwright's own).
  const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'allow',
  });
  try {
    await context.addInitScript(() => localStorage.setItem('firstLogin', 'false'));
    const page = context.pages()[0] ?? (await context.newPage());
    await checkInstallable(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(page: Page): Promise<void> {
  await open(page, ENTRY_DESKTOP);
  await workerActive(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; data: string };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  const data = JSON.parse(manifest.data) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(data).toMatchObject({
    lang: 'th',
    start_url: '/one-all-sport',
    scope: '/one-all-sport',
    display: 'standalone',
    theme_color: '#0f1e3d',
  });
  expect(String(data.name)).toContain('สมาชิก');
  expect(
    data.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes),
  ).toEqual(['192x192', '512x512']);
  for (const icon of data.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
  }

  // English: the page points at the English manifest.
  await page.getByTestId('language-switch').first().getByRole('button', { name: /^EN/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest-en.webmanifest',
  );
  const english = (await cdp.send('Page.getAppManifest')) as { data: string };
  expect(JSON.parse(english.data)).toMatchObject({
    lang: 'en',
    name: 'One All Sport for members',
    start_url: '/one-all-sport',
  });
}

/** Whether the worker's kept runtime-config.js carries the test's mark (null: nothing kept). */
function keptCopyMarked(page: Page): Promise<boolean | null> {
  return page.evaluate(async () => {
    const kept = await (await caches.open('runtime-config')).match('/runtime-config.js');
    return kept === undefined ? null : (await kept.text()).includes('__keptSettings');
  });
}
const settingsMarked = (page: Page) =>
  page.evaluate(() => (window as { __keptSettings?: boolean }).__keptSettings === true);

test('a returning member’s page runs the runtime settings kept from the last visit at once; the server’s copy replaces them behind, for the next visit', async ({
  page,
}) => {
  await open(page, ENTRY_DESKTOP);
  await workerActive(page);
  // The kept copy, marked: it stands for settings the server has changed since this member's last
  // visit (the server's own copy has no mark).
  expect(await keptCopyMarked(page)).toBe(false);
  await page.evaluate(async () => {
    const cache = await caches.open('runtime-config');
    const kept = await cache.match('/runtime-config.js');
    if (kept === undefined) throw new Error('no runtime-config.js kept');
    await cache.put(
      '/runtime-config.js',
      new Response(`${await kept.text()}\nwindow.__keptSettings = true;\n`, {
        headers: { 'content-type': 'application/javascript; charset=utf-8' },
      }),
    );
  });
  // The return: the kept copy ran, not a round trip to the server first.
  await page.goto('/one-all-sport');
  await expect(page.getByTestId('price').first()).toBeVisible({ timeout: 20_000 });
  expect(await settingsMarked(page)).toBe(true);
  // Refreshed behind: the server's copy is kept now, and the next visit runs it.
  await expect.poll(() => keptCopyMarked(page)).toBe(false);
  await page.reload();
  await expect(page.getByTestId('price').first()).toBeVisible({ timeout: 20_000 });
  expect(await settingsMarked(page)).toBe(false);
});

test('opened with no network: the shell and the offline notice, then the app by itself when the link returns', async ({
  page,
  context,
}) => {
  await open(page, ENTRY_DESKTOP);
  await workerActive(page);
  await context.setOffline(true);
  await page.goto('/one-all-sport');
  // Debian's Chromium 150 starts a document loaded under emulated offline with navigator.onLine
  // true (a real device without a link reports false): the page's own emulation says it again.
  const cdp = await context.newCDPSession(page);
  const link = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  await link(true);
  await expect(page.getByTestId('session-offline')).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await expect(page.getByTestId('session-error')).toHaveCount(0);
  await screenshot(page, 'pwa-offline-open-1440');
  await expectNoAxeViolations(page, 'offline open');

  const odds = page.waitForResponse((response) => /\/api\/member\/event\//.test(response.url()));
  await context.setOffline(false);
  await link(false);
  await odds;
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  await expect(page.locator('[data-testid="price"]').first()).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

for (const layout of ['desktop', 'mobile'] as const) {
  test(`${layout}: offline, the odds are greyed with their time, Place is refused with the reason; back online all refreshes`, async ({
    page,
    context,
  }) => {
    if (layout === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    await open(page, layout === 'desktop' ? ENTRY_DESKTOP : ENTRY_MOBILE);
    await pick(page);
    const ticket = ticketPanel(page);
    await ticket.getByTestId('stake-min').click();
    await expect(ticket.getByTestId('place-bet')).toBeEnabled();

    await context.setOffline(true);
    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(ticket.getByTestId('place-bet')).toBeDisabled();
    await expect(ticket.getByTestId('place-bet-offline')).toBeVisible();
    await expect(ticket.getByTestId('place-bet')).toHaveAccessibleDescription(
      /ออฟไลน์/, // "Betting is paused while you are offline"
    );
    const notice = page.getByTestId('odds-offline');
    await expect(notice).toBeVisible();
    const asOf = await notice.getAttribute('data-as-of');
    expect(Date.now() - Date.parse(asOf ?? '')).toBeLessThan(10 * 60_000);
    await expect(page.getByTestId('odds-lists')).toHaveAttribute('data-offline', 'true');
    expect(
      await page.getByTestId('odds-lists').evaluate((element) => (element as HTMLElement).inert),
    ).toBe(true);
    await screenshot(page, `pwa-offline-${layout}`);
    // The greyed odds are inert (an inactive part of the page, outside WCAG 1.4.3's contrast rule).
    await expectNoAxeViolations(page, `offline ${layout}`, {
      exclude: ['[data-testid="odds-lists"][data-offline="true"]'],
    });

    const refreshed = page.waitForResponse((response) =>
      /\/api\/member\/event\//.test(response.url()),
    );
    await context.setOffline(false);
    await refreshed;
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await expect(page.getByTestId('odds-offline')).toHaveCount(0);
    await expect(page.getByTestId('odds-lists')).toHaveAttribute('data-offline', 'false');
    await expect(ticket.getByTestId('place-bet')).toBeEnabled();
  });
}

test('a bet whose answer was lost when the link dropped keeps its key; its outcome is found out when the link returns', async ({
  page,
  context,
}) => {
  await open(page, ENTRY_DESKTOP);
  await pick(page);
  const ticket = ticketPanel(page);
  await ticket.getByTestId('stake-min').click();
  const before = await runningCount(page);
  const keys: string[] = [];
  await page.route('**/api/member/ticket/bet/confirm', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      // The server takes the bet; the link drops before its answer arrives.
      await route.fetch();
      await context.setOffline(true);
      await route.abort('internetdisconnected');
      return;
    }
    await route.continue();
  });
  await ticket.getByTestId('place-bet').click();
  await expect(ticket.getByTestId('ticket-failure')).toContainText('ไม่แทงซ้ำ');
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
  expect(keys).toHaveLength(1);

  // The server took the first request: the ask under the same key is answered from it (the reply's
  // replay header) and told as placed before, never as a bet placed now.
  await context.setOffline(false);
  await expect(
    page.getByRole('alert').filter({ hasText: 'เดิมพันนี้แทงสำเร็จไปก่อนหน้านี้แล้ว' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'แทง สำเร็จ' })).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await runningCount(page)).toBe(before + 1);
});

test('with the worker unregistered the app opens and works as before', async ({ page }) => {
  await open(page, ENTRY_DESKTOP);
  await workerActive(page);
  await page.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  });
  await page.reload();
  await expect(page.locator('[data-testid="price"]').first()).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('a new version is offered, waits while a bet is being placed, and is applied on reload', async ({
  page,
}) => {
  await open(page, ENTRY_DESKTOP);
  await workerActive(page);
  await page.reload();
  await expect(page.locator('[data-testid="price"]').first()).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A new deployment: another sw.js (this one also answers which version it is).
  const original = readFileSync(SW_FILE, 'utf8');
  const compressed = ['.br', '.gz'].map((ext) => `${SW_FILE}${ext}`).filter(existsSync);
  for (const file of compressed) copyFileSync(file, `${file}.e2e`);
  try {
    for (const file of compressed) renameSync(file, `${file}.off`);
    writeFileSync(
      SW_FILE,
      `${original}\nself.addEventListener('message', (event) => { if (event.data === 'e2e-version') event.ports[0]?.postMessage('next'); });\n`,
    );
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/one-all-sport');
      await registration?.update();
    });
    const offer = page.getByTestId('update-offer');
    await expect(offer).toBeVisible({ timeout: 20_000 });
    await screenshot(page, 'pwa-update-offer-1440');
    await expectNoAxeViolations(page, 'update offer', {
      include: ['[data-testid="update-offer"]'],
    });

    // A bet being placed: the update cannot be applied until it has its answer.
    await pick(page);
    const ticket = ticketPanel(page);
    await ticket.getByTestId('stake-min').click();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/member/ticket/bet/confirm', async (route) => {
      await held;
      await route.continue();
    });
    await ticket.getByTestId('place-bet').click();
    await expect(page.getByTestId('update-reload')).toBeDisabled();
    await expect(offer).toContainText('ยืนยัน');
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'แทง สำเร็จ' })).toBeVisible();
    await expect(page.getByTestId('update-reload')).toBeEnabled();

    const reloaded = page.waitForEvent('load');
    await page.getByTestId('update-reload').click();
    await reloaded;
    await expect(page.locator('[data-testid="price"]').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('update-offer')).toHaveCount(0);
    const version = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(String(event.data));
          navigator.serviceWorker.controller?.postMessage('e2e-version', [channel.port2]);
          setTimeout(() => resolve('old'), 3000);
        }),
    );
    expect(version).toBe('next');
  } finally {
    writeFileSync(SW_FILE, original);
    for (const file of compressed) {
      if (existsSync(`${file}.off`)) renameSync(`${file}.off`, file);
      if (existsSync(`${file}.e2e`)) renameSync(`${file}.e2e`, file);
    }
  }
});

/** Which version the worker controlling the page is ('next' for the one this spec deploys). */
function workerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller?.postMessage('e2e-version', [channel.port2]);
        setTimeout(() => resolve('old'), 3000);
      }),
  );
}

test('two tabs and an update: after one tab applies it, the other tab reloads into it', async ({
  page,
  context,
}) => {
  await open(page, ENTRY_DESKTOP);
  await workerActive(page);
  await page.reload();
  await expect(page.locator('[data-testid="price"]').first()).toBeVisible({ timeout: 20_000 });
  const other = await context.newPage();
  await other.setViewportSize({ width: 390, height: 844 });
  await other.goto(ENTRY_MOBILE);
  await expect(other.locator('[data-testid="price"]').first()).toBeVisible({ timeout: 20_000 });
  expect(await other.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const original = readFileSync(SW_FILE, 'utf8');
  const compressed = ['.br', '.gz'].map((ext) => `${SW_FILE}${ext}`).filter(existsSync);
  try {
    for (const file of compressed) renameSync(file, `${file}.off`);
    writeFileSync(
      SW_FILE,
      `${original}\nself.addEventListener('message', (event) => { if (event.data === 'e2e-version') event.ports[0]?.postMessage('next'); });\n`,
    );
    for (const tab of [page, other])
      await tab.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/one-all-sport');
        await registration?.update();
      });
    await expect(page.getByTestId('update-offer')).toBeVisible({ timeout: 20_000 });
    await expect(other.getByTestId('update-offer')).toBeVisible({ timeout: 20_000 });

    // The first tab applies it.
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('update-reload').click();
    await reloaded;
    await expect(page.locator('[data-testid="price"]').first()).toBeVisible({ timeout: 20_000 });
    expect(await workerVersion(page)).toBe('next');

    // The other tab now runs the old build under the new worker: its offer stays, and works.
    const offer = other.getByTestId('update-offer');
    await expect(offer).toBeVisible();
    const reload = other.getByTestId('update-reload');
    await expect(reload).toBeEnabled();
    await screenshot(other, 'pwa-update-other-tab-390');
    await expectNoAxeViolations(other, 'update offer, other tab', {
      include: ['[data-testid="update-offer"]'],
    });
    const otherReloaded = other.waitForEvent('load', { timeout: 10_000 });
    await reload.click();
    await otherReloaded;
    await expect(other.locator('[data-testid="price"]').first()).toBeVisible({ timeout: 20_000 });
    await expect(other.getByTestId('update-offer')).toHaveCount(0);
    expect(await workerVersion(other)).toBe('next');
  } finally {
    writeFileSync(SW_FILE, original);
    for (const file of compressed) if (existsSync(`${file}.off`)) renameSync(`${file}.off`, file);
  }
});
