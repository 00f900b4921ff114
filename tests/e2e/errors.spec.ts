import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTRY_DESKTOP, ENTRY_MOBILE, countdownOnly, screenshot } from './helpers';

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
  // Without the odds stream: its first "live" calls every list shown once more, the failing one
  // too, at a moment of its own, and that call is out while the loader still says it waits. Then
  // only the list's retries call it (the countdown's next call is 20 s after the first list).
  await countdownOnly(page);
  await page.goto(`${ENTRY_DESKTOP}&inspect=1`);
  const notice = page.getByTestId('odds-error');
  const attempt = (n: number) => new RegExp(`(attempt|ครั้งที่) ${n} (of|จาก) 5`);
  const chart = page.locator('[data-testid="statechart"][data-machine="loader.odds.nonlive"]');
  const waiting = chart.locator('[data-state-id="loader.waiting"]');
  // The visualizer draws its charts when it has loaded (seconds on a busy machine): before the
  // count, so that no wait for it falls between the looks at the loader and the count.
  await expect(chart).toBeVisible({ timeout: 20_000 });
  /**
   * The calls made, read while the loader waits after its n-th failure, and seen to wait for that
   * same retry after the read: no retry went meanwhile, and every call made has failed.
   */
  const countedWhileWaiting = async (n: number) => {
    await expect(notice).toContainText(attempt(n), { timeout: 20_000 });
    await expect(waiting).toHaveAttribute('data-active', 'true');
    const counted = calls;
    expect(await waiting.getAttribute('data-active')).toBe('true');
    await expect(notice).toContainText(attempt(n), { timeout: 0 });
    return counted;
  };
  // The first call and the retries after 1 and 2 s failed: the third waits 4 s.
  expect(await countedWhileWaiting(3)).toBe(3);
  // The loader's steps in the visualizer's log (numbered in the order they happened).
  const loaderSteps = () =>
    page
      .locator('[data-testid="inspector-event"][data-machine="loader.odds.nonlive"]')
      .evaluateAll((rows) =>
        rows.map((row) => ({
          seq: Number((row as HTMLElement).dataset.seq),
          type: (row as HTMLElement).dataset.eventType ?? '',
        })),
      );
  // Retry now: the countdown and the waiting retry ask together, and the engine makes one call.
  // Pressed in the task that finds the loader still waiting for its 4 s: on a busy machine a click
  // that came a moment later landed after that retry had gone by itself.
  const pressed = await page.evaluate(() => {
    const shown = document.querySelector('[data-testid="odds-error"]');
    const chartWaits = document.querySelector(
      '[data-testid="statechart"][data-machine="loader.odds.nonlive"] [data-state-id="loader.waiting"]',
    );
    const button = shown?.querySelector<HTMLButtonElement>('[data-testid="odds-error-retry"]');
    if (chartWaits?.getAttribute('data-active') !== 'true' || button == null) return null;
    const text = shown?.textContent ?? '';
    button.click();
    return text;
  });
  expect(pressed).toMatch(attempt(3));
  expect(await countedWhileWaiting(4)).toBe(4);
  // The click's ask and the failure it brought, logged: from there on only the retry's own wait
  // may make the loader call.
  let clicked = 0;
  await expect
    .poll(async () => {
      const steps = await loaderSteps();
      const last = steps.at(-1);
      if (last?.type !== 'load.failed' || !steps.some((step) => step.type === 'loader.retryNow'))
        return false;
      clicked = last.seq;
      return true;
    })
    .toBe(true);
  // The next call is the fourth retry's, once its 8 s are up: a second call of the click would have
  // come before it (and counted a fifth failure, so that the next retry waited 16 s).
  await page.waitForRequest(NONLIVE, { timeout: 15_000 });
  expect(await countedWhileWaiting(5)).toBe(5);
  const sinceClick = async () =>
    (await loaderSteps()).filter((step) => step.seq > clicked).map((step) => step.type);
  await expect.poll(sinceClick).toContain('xstate.after.retryDelay.loader.waiting');
  expect(await sinceClick()).not.toContain('loader.retryNow');

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
