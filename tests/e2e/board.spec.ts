import { test, expect } from '@playwright/test';
import { ENTRY_DESKTOP } from './helpers';

// Issue 7's "Also fix" items a member sees on the odds board and ticket.

test('on the step tab the odds-format control shows EU in force', async ({ page }) => {
  await page.goto(ENTRY_DESKTOP);
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  const format = page.getByTestId('odds-format');
  await expect(format.locator('[data-currency="MY"]')).toHaveAttribute('aria-pressed', 'true');
  await page.locator('[data-testid="event-tab"][data-tab="5"]').click();
  await expect(format.locator('[data-currency="EU"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(format.locator('[data-currency="MY"]')).toHaveAttribute('aria-pressed', 'false');
});

test("a clicked price asks the ticket with the event's league names", async ({ page }) => {
  await page.goto(ENTRY_DESKTOP);
  const price = page.locator('[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"]').first();
  await expect(price).toBeVisible();
  const request = page.waitForRequest((candidate) => /\/api\/member\/event\/sc\/ticket\?/.test(candidate.url()));
  await price.click();
  const url = new URL((await request).url());
  expect(url.searchParams.get('league_name_en') ?? '').not.toBe('');
  expect(url.searchParams.get('league_name_th') ?? '').not.toBe('');
});
