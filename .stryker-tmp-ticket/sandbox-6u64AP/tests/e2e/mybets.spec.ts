// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTRY_DESKTOP, placeSingleBet, saveFilterOnce, screenshot } from './helpers';

// The my-bet list's see-all opens the statement popup on its My bet tab (issue: running-bets view).

async function openDesktop(page: Page) {
  // The docked ticket, not the quick-bet popup, so the stake buttons are in one known place.
  await saveFilterOnce(page, { quickBet: false });
  await page.goto(ENTRY_DESKTOP);
  await expect(page.getByTestId('app-desktop')).toBeVisible();
}

test('see-all opens the running bets with the new ticket shown OK, and Escape closes it', async ({
  page,
}) => {
  await openDesktop(page);
  const ticketId = await placeSingleBet(page);

  const seeAll = page.getByTestId('mybet-list').getByTestId('mybet-see-all');
  const running = page.waitForResponse((response) =>
    /\/api\/member\/event\/ticket\/running\?page=1&lang=th/.test(response.url()),
  );
  await seeAll.click();
  await running;

  const popup = page.getByTestId('popup-statement');
  await expect(popup).toBeVisible();
  await expect(popup).toHaveJSProperty('open', true);
  await expect(popup.getByRole('tab', { name: /My bet|เดิมพันของฉัน/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const placed = popup.locator(`[data-testid="mybet-ticket"][data-ticket-id="${ticketId}"]`);
  await expect(placed).toHaveAttribute('data-status', 'running');
  await expect(placed.getByTestId('mybet-status')).toHaveText('OK');
  // The choice in the operator's Thai wording (the interface is in Thai by default).
  await expect(placed).toContainText(/เจ้าบ้าน|ทีมเยือน/);
  await expect(
    popup.getByTestId('pagination-page').and(page.locator('[aria-current="page"]')),
  ).toHaveText('1');
  await expect(popup.getByTestId('pagination-prev')).toBeDisabled();
  await expect(popup.getByTestId('statement-balance')).toHaveText(/^\$ [\d,]+\.\d{2}$/);
  await screenshot(page, 'mybets-popup-1440');

  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(seeAll).toBeFocused();
});
