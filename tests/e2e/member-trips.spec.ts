import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { ENTRY_DESKTOP, saveFilterOnce, screenshot } from './helpers';

// Issue 32: what a member still trips on (items 1-9, client side).

interface WirePick {
  event_id: number;
  odd_id: number;
  option: 'h' | 'a' | 'x';
  price: number;
}

function positivePrices(page: Page): Locator {
  return page
    .locator(
      '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-market="Handicap"]',
    )
    .filter({ hasNotText: '-' });
}

async function clickPick(page: Page, price: Locator): Promise<WirePick> {
  const reply = page.waitForResponse((response) =>
    /\/api\/member\/event\/(sc|step|mix)\/ticket\?/.test(response.url()),
  );
  await price.click();
  const body = (await (await reply).json()) as { data: WirePick | null };
  if (body.data === null) throw new Error('the pick was closed');
  return body.data;
}

const focusInside = (popup: Locator) =>
  popup.evaluate((element) => element.contains(document.activeElement));

test.describe('item 1: the keyboard stays in the quick bet after a refusal (desktop)', () => {
  test('price moved: focus stays inside, Tab cycles inside, Escape closes', async ({ page }) => {
    await saveFilterOnce(page, { quickBet: true });
    await page.goto(ENTRY_DESKTOP);
    const price = positivePrices(page).nth(2);
    await expect(price).toBeVisible({ timeout: 20_000 });
    const pick = await clickPick(page, price);
    const popup = page.getByTestId('popup-quick-bet');
    await expect(popup.getByTestId('stake-input')).toBeFocused();
    await popup.getByTestId('stake-min').click();
    const moved = await page.request.post('/api/test/move-price', {
      data: { odd_id: pick.odd_id, option: pick.option, delta: -0.05 },
    });
    expect(moved.ok()).toBe(true);
    await popup.getByTestId('place-bet').focus();
    await page.keyboard.press('Enter');
    await expect(
      popup.locator('[data-testid="quick-bet-notice"][data-kind="price-change"]'),
    ).toBeVisible();
    await expect.poll(() => focusInside(popup)).toBe(true);
    await screenshot(page, 'trips-quick-bet-refused-1440');
    await expectNoAxeViolations(page, 'quick bet after a refusal', {
      include: ['[data-testid="popup-quick-bet"]'],
    });
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(popup)).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(popup)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });

  test('limits refused: focus stays inside and Escape closes', async ({ page }) => {
    await saveFilterOnce(page, { quickBet: true });
    await page.goto(ENTRY_DESKTOP);
    const price = positivePrices(page).nth(4);
    await expect(price).toBeVisible({ timeout: 20_000 });
    await clickPick(page, price);
    const popup = page.getByTestId('popup-quick-bet');
    await expect(popup.getByTestId('stake-input')).toBeFocused();
    await page.route('**/api/member/ticket/bet/confirm', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, message: 'เกินวงเงินที่กำหนด' }),
      }),
    );
    await popup.getByTestId('stake-min').click();
    await popup.getByTestId('place-bet').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'เกินวงเงิน' })).toBeVisible();
    await expect.poll(() => focusInside(popup)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInside(popup)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  });
});
