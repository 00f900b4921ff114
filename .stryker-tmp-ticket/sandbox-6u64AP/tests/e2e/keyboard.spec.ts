// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTRY_DESKTOP, saveFilterOnce } from './helpers';

// Betting by keyboard alone, measured in presses from page load.

async function open(page: Page, filter: Record<string, unknown> = {}) {
  await saveFilterOnce(page, filter);
  await page.goto(ENTRY_DESKTOP);
  await expect(
    page.locator('[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"]').first(),
  ).toBeVisible({ timeout: 20_000 });
}

/** What has focus: its test id and, for a price, where it sits. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      testId: element?.dataset.testid ?? null,
      kind: element?.closest<HTMLElement>('[data-testid="odds-table"]')?.dataset.kind ?? null,
      name: element?.getAttribute('aria-label') ?? element?.textContent ?? '',
      tag: element?.tagName ?? '',
    };
  });
}

/** Skip link, then Tab across grids until a non-live price has focus; returns the presses used. */
async function reachNonlivePrice(page: Page): Promise<number> {
  let presses = 0;
  await page.keyboard.press('Tab');
  presses++;
  await expect(page.locator(':focus')).toHaveAttribute('href', /#/);
  await page.keyboard.press('Enter');
  presses++;
  for (let more = 0; more < 3 && (await focused(page)).kind !== 'nonlive'; more++) {
    await page.keyboard.press('Tab');
    presses++;
  }
  expect(await focused(page)).toMatchObject({ testId: 'price', kind: 'nonlive' });
  return presses;
}

test('quick bet by keyboard: price in at most 5 presses, stake focused, Enter places, focus back on the price', async ({
  page,
}) => {
  await open(page);
  const presses = await reachNonlivePrice(page);
  expect(presses).toBeLessThanOrEqual(5);
  console.log(JSON.stringify({ figure: 'key presses to first price', presses }));
  const price = page.locator(':focus');
  const name = (await focused(page)).name;
  // The name says match, market, side, line and price, not only the number.
  expect(name).toMatch(/ (v|พบ) .+, .+, .*\d\.\d\d$/);
  const priceBox = (await price.boundingBox())!;

  await page.keyboard.press('Enter');
  const popup = page.getByTestId('popup-quick-bet');
  await expect(popup.getByTestId('ticket-pick')).toHaveCount(1);
  await expect(popup.getByTestId('stake-input')).toBeFocused();
  console.log(JSON.stringify({ figure: 'key presses to the stake field', presses: presses + 1 }));
  // Opened by keyboard, the popup sits next to its price (not at the top-left corner).
  const popupBox = (await popup.boundingBox())!;
  // Its top at the price's bottom, unless moved up to stay inside the window: either way beside it.
  // The board may have moved the price since it was measured (a live event joined above): the
  // price where it is now counts as well as where it was at Enter.
  const beside = (box: { x: number; y: number; width: number; height: number }) => {
    const bottom = box.y + box.height;
    return (
      bottom > popupBox.y - 48 &&
      bottom < popupBox.y + popupBox.height &&
      Math.abs(popupBox.x + popupBox.width - box.x) < 48
    );
  };
  const priceNow = await price.boundingBox();
  expect(
    beside(priceBox) || (priceNow !== null && beside(priceNow)),
    JSON.stringify({ price: priceBox, priceNow, popup: popupBox }),
  ).toBe(true);

  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'แทง สำเร็จ' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(popup).toBeHidden();
  expect((await focused(page)).testId).toBe('price');
});

test('Escape closes the quick bet and focus returns to the price; Tab stays inside it', async ({
  page,
}) => {
  await open(page);
  await reachNonlivePrice(page);
  const name = (await focused(page)).name;
  await page.keyboard.press('Space');
  const popup = page.getByTestId('popup-quick-bet');
  await expect(popup.getByTestId('stake-input')).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  expect(await focused(page)).toMatchObject({ testId: 'price', name });
});

test('ticket panel by keyboard: Space adds, the stake field has focus, Enter places, focus on the ticket heading', async ({
  page,
}) => {
  await open(page, { quickBet: false });
  await reachNonlivePrice(page);
  await page.keyboard.press('Space');
  const ticket = page.getByTestId('bet-ticket');
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
  await expect(ticket.getByTestId('stake-input')).toBeFocused();
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'แทง สำเร็จ' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(
    page.getByRole('heading', { level: 2 }).and(page.locator('#bet-ticket-heading')),
  ).toBeFocused();
});

test('arrow keys, Home/End and Page Down move inside the grid, which is one Tab stop', async ({
  page,
}) => {
  await open(page);
  await reachNonlivePrice(page);
  const grid = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
  expect(await grid.locator('[tabindex="0"]').count()).toBe(1);
  const first = await focused(page);
  await page.keyboard.press('ArrowRight');
  const right = await focused(page);
  expect(right.name).not.toBe(first.name);
  await page.keyboard.press('ArrowLeft');
  expect((await focused(page)).name).toBe(first.name);
  await page.keyboard.press('End');
  const end = await focused(page);
  expect(end.name).not.toBe(first.name);
  await page.keyboard.press('Home');
  const home = await focused(page);
  expect(home.name).not.toBe(end.name);
  await page.keyboard.press('ArrowDown');
  const down = await focused(page);
  expect(down.kind).toBe('nonlive');
  expect(down.name).not.toBe(home.name);
  const before = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('PageDown');
  expect((await focused(page)).kind).toBe('nonlive');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  // Still one Tab stop: the control with focus.
  expect(await grid.locator('[tabindex="0"]').count()).toBe(1);
  await expect(grid.locator('[tabindex="0"]')).toBeFocused();
});

test('the skip link to the ticket lands on the ticket heading', async ({ page }) => {
  await open(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#bet-ticket-heading')).toBeFocused();
});
