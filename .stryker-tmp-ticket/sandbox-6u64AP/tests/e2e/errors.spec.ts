// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTRY_DESKTOP, ENTRY_MOBILE, screenshot } from './helpers';

// Honest errors in the app: a render error in one area leaves the rest of the page usable.

/** Makes the listed areas throw while rendering (see src/shared/ui/ErrorBoundary.tsx), from the first paint on. */
async function faultAreas(page: Page, areas: string[]): Promise<void> {
  await page.addInitScript((names) => {
    (window as unknown as { __TEST_RENDER_FAULT__?: string[] }).__TEST_RENDER_FAULT__ = names;
  }, areas);
}

async function healAreas(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __TEST_RENDER_FAULT__?: string[] }).__TEST_RENDER_FAULT__ = [];
  });
}

test('a render error in the odds area shows a notice there; header, menu, tabs and ticket still work; Try again recovers', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await faultAreas(page, ['odds']);
  await page.goto(ENTRY_DESKTOP);
  await expect(page.getByTestId('app-desktop')).toBeVisible();

  const notice = page.locator('[data-testid="area-error"][data-area="odds"]');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('odds-table')).toHaveCount(0);
  // The rest of the page is there and answers.
  await expect(page.getByTestId('balance').first()).toBeVisible();
  await expect(page.getByTestId('sport-menu-item').first()).toBeVisible();
  await expect(page.getByTestId('bet-ticket').first()).toBeVisible();
  await expect(page.getByTestId('mybet-list')).toBeVisible();
  await page.locator('[data-testid="event-tab"][data-tab="3"]').click();
  await expect(page.locator('[data-testid="event-tab"][data-tab="3"]')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.locator('[data-testid="event-tab"][data-tab="2"]').click();
  await screenshot(page, 'errors-odds-area-1440');

  // The fault is gone: Try again mounts the area afresh and the odds come back.
  await healAreas(page);
  await notice.getByRole('button').click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByTestId('odds-table').first()).toBeVisible();
  await expect(page.getByTestId('price').first()).toBeVisible();
  // A render error is caught by its boundary, never an uncaught page error.
  expect(pageErrors).toEqual([]);
});

test('a render error in the ticket leaves the odds and my bets usable', async ({ page }) => {
  await faultAreas(page, ['ticket']);
  await page.goto(ENTRY_DESKTOP);
  await expect(page.locator('[data-testid="area-error"][data-area="ticket"]')).toBeVisible();
  await expect(page.getByTestId('odds-table').first()).toBeVisible();
  await expect(page.getByTestId('mybet-list')).toBeVisible();
  await expect(page.locator('[data-testid="area-error"]')).toHaveCount(1);
  // Prices still answer to the pointer (the quick-bet popup has its own boundary).
  await page.getByTestId('price').first().click();
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  await expect(page.getByTestId('balance').first()).toBeVisible();
});

// Failed odds calls, retried with backoff.
const NONLIVE = '**/api/member/event/sc/nokey/get-nonlive-odds**';

test('a failed odds call on a list not yet shown gives the empty table with the message, and says it retries', async ({
  page,
}) => {
  let failing = true;
  await page.context().route(NONLIVE, async (route) => {
    if (failing)
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    else await route.continue();
  });
  await page.goto(ENTRY_DESKTOP);
  const notice = page.getByTestId('odds-error');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-stale', 'false');
  await expect(notice).toHaveAttribute('data-retrying', 'true');
  await expect(notice).toContainText('(error)');
  await expect(
    page.locator('[data-testid="odds-table"][data-kind="nonlive"]').getByTestId('no-data'),
  ).toBeVisible();
  const nonlivePrices = page.locator(
    '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"]',
  );
  await expect(nonlivePrices).toHaveCount(0);
  await screenshot(page, 'errors-odds-first-load-1440');

  // The server is back: a retry (1, 2, 4 … s) brings the list without a click.
  failing = false;
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  await expect(nonlivePrices.first()).toBeVisible();
});

test('a failing list says which retry of 5 waits; Retry now calls it at once (one call), and the retry chart follows', async ({
  page,
}) => {
  let failing = true;
  let calls = 0;
  await page.context().route(NONLIVE, async (route) => {
    calls += 1;
    if (failing)
      await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' });
    else await route.continue();
  });
  await page.goto(`${ENTRY_DESKTOP}&inspect=1`);
  const notice = page.getByTestId('odds-error');
  const attempt = (n: number) => new RegExp(`(attempt|ครั้งที่) ${n} (of|จาก) 5`);
  // The first call and the retries after 1 and 2 s failed: the third waits 4 s.
  await expect(notice).toContainText(attempt(3), { timeout: 10_000 });
  const chart = page.locator('[data-testid="statechart"][data-machine="loader.odds.nonlive"]');
  await expect(chart.locator('[data-state-id="loader.waiting"]')).toHaveAttribute(
    'data-active',
    'true',
  );
  expect(calls).toBe(3);
  // Retry now: the countdown and the waiting retry ask together, and the engine makes one call.
  await notice.getByTestId('odds-error-retry').click();
  await expect(notice).toContainText(attempt(4));
  expect(calls).toBe(4);
  // The next call is the fourth retry's, once its 8 s are up: a second call of the click would have
  // come before it (and counted a fifth failure, so that the next retry waited 16 s).
  await page.waitForRequest(NONLIVE, { timeout: 15_000 });
  await expect.poll(() => calls).toBe(5);
  await expect(notice).toContainText(attempt(5));

  failing = false;
  await notice.getByTestId('odds-error-retry').click();
  await expect(notice).toHaveCount(0);
  await expect(chart.locator('[data-state-id="loader.idle"]')).toHaveAttribute(
    'data-active',
    'true',
  );
  await expect(
    page.locator('[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"]').first(),
  ).toBeVisible();
});

test('a failed refresh of a list already shown keeps it visible, dimmed and not clickable until the next good refresh', async ({
  page,
}) => {
  await page.goto(ENTRY_DESKTOP);
  const price = page.getByTestId('price').first();
  await expect(price).toBeVisible();
  let failing = true;
  await page.context().route(NONLIVE, async (route) => {
    if (failing)
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"state":false,"message":"error"}',
      });
    else await route.continue();
  });
  await page.getByTestId('refresh').first().click();

  const notice = page.getByTestId('odds-error');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('data-stale', 'true');
  await expect(notice).toHaveAttribute('data-retrying', 'true');
  // The failing list stays, dimmed and inert; the live list, which refreshed fine, is untouched.
  const stale = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
  await expect(stale).toHaveAttribute('data-stale', 'true');
  expect(await stale.evaluate((element) => (element as HTMLElement).inert)).toBe(true);
  await expect(stale.getByTestId('price').first()).toBeVisible();
  expect(await stale.evaluate((element) => Number(getComputedStyle(element).opacity))).toBeLessThan(
    1,
  );
  const live = page.locator('[data-testid="odds-table"][data-kind="live"]');
  // At noon in Bangkok (SIM_START=12:00) matches are in play: the live list is on screen.
  await expect(live).toHaveCount(1);
  expect(await live.evaluate((element) => (element as HTMLElement).inert)).toBe(false);
  expect(await live.evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(1);
  await screenshot(page, 'errors-odds-stale-1440');

  failing = false;
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[data-stale="true"]')).toHaveCount(0);
  expect(await stale.evaluate((element) => (element as HTMLElement).inert)).toBe(false);
  await stale.getByTestId('price').first().click();
  await expect(page.getByTestId('bet-ticket').first()).toBeVisible();
});

test('on mobile a render error in the member column leaves the drawer and the odds tabs usable', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await faultAreas(page, ['member']);
  await page.goto(ENTRY_MOBILE);
  await expect(page.getByTestId('app-mobile')).toBeVisible();
  await expect(page.locator('[data-testid="area-error"][data-area="member"]')).toBeVisible();
  await expect(page.getByTestId('mybet-list')).toHaveCount(0);
  await page.locator('[data-testid="event-tab"][data-tab="3"]').click();
  await expect(page.locator('[data-testid="event-tab"][data-tab="3"]')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByTestId('drawer-toggle').click();
  await expect(page.getByTestId('drawer')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('[data-testid="area-error"][data-area="member"]').scrollIntoViewIfNeeded();
  await screenshot(page, 'errors-member-area-390');
});

test('a render error outside every area still leaves a page with a notice, never a blank one; Try again loads the page again', async ({
  page,
}) => {
  await faultAreas(page, ['app']);
  await page.goto(ENTRY_DESKTOP);
  const notice = page.locator('[data-testid="area-error"][data-area="app"]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('ไม่สามารถแสดงหน้านี้ได้');
  // The fault is gone on the next load: the entry token kept in sessionStorage logs the member in.
  await page.evaluate(() => {
    (window as unknown as { __TEST_RENDER_FAULT__?: string[] }).__TEST_RENDER_FAULT__ = [];
  });
  await page.addInitScript(() => {
    (window as unknown as { __TEST_RENDER_FAULT__?: string[] }).__TEST_RENDER_FAULT__ = [];
  });
  await notice.getByRole('button').click();
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  await expect(page.getByTestId('balance').first()).toBeVisible();
});
