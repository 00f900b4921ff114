// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTRY_DESKTOP, ENTRY_MOBILE, memberGet, screenshot, sessionToken } from './helpers';

/** The member's balance as the header shows it: `$ 50,000.00` for the seeded demo01 before any bet. */
async function expectedBalanceText(page: Page): Promise<string> {
  const { data } = await memberGet<{ data: { balance: number } }>(page, '/api/member/balance');
  return `$ ${data.balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

interface MenuReply {
  data: {
    menu: Record<
      string,
      { type: string; live: number; non_live: number; early: number; step: number; mix: number }
    >;
  };
}

test('entry link logs in, cleans the address and shows the desktop shell', async ({
  page,
  context,
}) => {
  await page.goto(ENTRY_DESKTOP);
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  // The entry token and device never stay in the address.
  const url = new URL(page.url());
  expect(url.pathname).toBe('/one-all-sport');
  expect(url.searchParams.has('userToken')).toBe(false);
  expect(url.searchParams.has('device')).toBe(false);

  // Other specs may have bet as demo01 already: the header shows whatever the ledger says.
  await expect(page.getByTestId('balance').first()).toHaveText(await expectedBalanceText(page));
  await expect(page.getByText('demo01').first()).toBeVisible();

  // Session cookie for one day.
  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  expect(cookie).toBeDefined();
  const hoursLeft = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
  expect(hoursLeft).toBeGreaterThan(23);
  expect(hoursLeft).toBeLessThanOrEqual(24.1);

  // Today is the selected tab by default.
  await expect(page.locator('[data-testid="event-tab"][data-tab="2"]')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('[data-testid="event-tab"][data-tab="1"]')).toHaveAttribute(
    'aria-selected',
    'false',
  );
  await screenshot(page, 'shell-desktop-1440');
});

test('the left menu shows every sport of the menu call with live + today + early + step + mix', async ({
  page,
}) => {
  await page.goto(ENTRY_DESKTOP);
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  const { data } = await memberGet<MenuReply>(page, '/api/member/event/sport/menu');
  const ids = Object.keys(data.menu);
  expect(ids).toContain('1');
  expect(ids).toContain('44');
  for (const id of ids) {
    const m = data.menu[id]!;
    const total = m.live + m.non_live + m.early + m.step + m.mix;
    const item = page.locator(`[data-testid="sport-menu-item"][data-sport-id="${id}"]`).first();
    await expect(item).toBeVisible();
    // Totals move with the live market; allow the count shown to be from a menu load moments apart.
    const text = (await item.innerText()).replace(/,/g, '');
    const shown = Number(/(\d+)\s*$/.exec(text.trim())?.[1] ?? /(\d+)/.exec(text)?.[1]);
    expect(Math.abs(shown - total)).toBeLessThanOrEqual(Math.max(3, total * 0.05));
  }
});

test('language switch changes the interface text and remembers it in NEXT_LOCALE', async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: 'http://localhost' }]);
  await page.goto(ENTRY_DESKTOP);
  const today = page.locator('[data-testid="event-tab"][data-tab="2"]');
  await expect(today).toContainText(/Today/i);
  await page.getByTestId('language-switch').first().locator('button[lang="th"]').click();
  await expect(today).toContainText('วันนี้');
  const locale = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  expect(locale?.value).toBe('th');
  await page.reload();
  await expect(today).toContainText('วันนี้');
});

test('saved filters written before load are where the app starts', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'storageFilter',
      JSON.stringify({ sortFilterEventId: 3, sortCurrency: 'EU' }),
    );
  });
  await page.goto(ENTRY_DESKTOP);
  await expect(page.locator('[data-testid="event-tab"][data-tab="3"]')).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('device=0 gives the mobile shell with a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ENTRY_MOBILE);
  await expect(page.getByTestId('app-mobile')).toBeVisible();
  expect(new URL(page.url()).searchParams.has('device')).toBe(false);
  await screenshot(page, 'shell-mobile-390');
  await page.getByTestId('drawer-toggle').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('demo01');
  const balance = await expectedBalanceText(page);
  await expect(drawer.getByTestId('drawer-balance')).toHaveText(balance);
  await expect(page.getByTestId('balance')).toHaveText(balance);
  await screenshot(page, 'drawer-mobile-390');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('without a token or session no call is made and the member is told to enter through the operator', async ({
  page,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  await page.goto('/one-all-sport');
  await expect(page.getByText('session is undefined.')).toBeVisible();
  // Everything the page loads has loaded (no request for 500 ms): a call would have gone by then.
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);
  await screenshot(page, 'no-session-1440');
});

test('an unknown entry token shows the same screen with the reason, never a blank page', async ({
  page,
}) => {
  await page.goto('/one-all-sport?userToken=not-a-member&device=1');
  await expect(page.getByText(/invalid token/i)).toBeVisible();
  expect(new URL(page.url()).searchParams.has('userToken')).toBe(false);
});

test('an expired session cookie shows the no-session screen', async ({ page, context }) => {
  await context.addCookies([
    { name: 'token', value: 'expired-or-unknown', url: 'http://localhost' },
  ]);
  await page.goto('/one-all-sport');
  const screen = page.getByTestId('no-session');
  await expect(screen).toBeVisible();
  await expect(screen).toContainText('session is undefined.');
  await expect(screen).toContainText('Unauthenticated.');
});

test('recent bets arrive over the realtime channel; closing the panel disconnects and clears it', async ({
  page,
  context,
}) => {
  await page.goto(ENTRY_DESKTOP);
  const panel = page.getByTestId('recent-bets');
  await expect(panel).toHaveAttribute('data-connected', 'true', { timeout: 15_000 });
  // Count bets that arrive after the panel connected (the list is capped, so watch insertions).
  await panel.evaluate((el) => {
    const w = window as unknown as { __arrived: number };
    w.__arrived = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (
            n instanceof HTMLElement &&
            (n.dataset.testid === 'recent-bet' || n.querySelector('[data-testid="recent-bet"]'))
          )
            w.__arrived++;
    }).observe(el, { childList: true, subtree: true });
  });
  // The simulator's other members bet every 1.5 s in this suite.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __arrived: number }).__arrived), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  const first = page.getByTestId('recent-bet').first();
  await expect(first).toContainText(/\*\*\*/);
  await expect(first).toContainText(/\d/);
  expect(await sessionToken(context)).not.toBe('');

  await page.getByTestId('recent-bets-toggle').click();
  await expect(panel).toHaveAttribute('data-connected', 'false');
  await expect(page.getByTestId('recent-bet')).toHaveCount(0);
  await page.getByTestId('recent-bets-toggle').click();
  await expect(panel).toHaveAttribute('data-connected', 'true', { timeout: 15_000 });
});
