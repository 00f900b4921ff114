// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTRY_DESKTOP, ENTRY_MOBILE } from './helpers';

// Screens compared with their reference pictures: only what does not move with the live
// market or the clock, in both layouts. A deliberate change of the look updates the references with
// `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` (look at the new pictures first).

const LAYOUTS = [
  { layout: 'desktop', viewport: { width: 1440, height: 900 }, entry: ENTRY_DESKTOP },
  { layout: 'mobile', viewport: { width: 390, height: 844 }, entry: ENTRY_MOBILE },
] as const;

/** Small anti-aliasing differences pass; a moved, missing or restyled element does not. */
const TOLERANCE = { maxDiffPixelRatio: 0.01, animations: 'disabled' } as const;

async function openRules(page: Page, layout: 'desktop' | 'mobile', entry: string) {
  await page.goto(entry);
  await expect(page.getByTestId(layout === 'desktop' ? 'app-desktop' : 'app-mobile')).toBeVisible();
  if (layout === 'mobile') await page.getByTestId('drawer-toggle').click();
  await page.getByTestId('open-rules').click();
  const popup = page.getByTestId('popup-rules');
  await expect(popup.getByTestId('rule-item')).toHaveCount(6);
  return popup;
}

for (const { layout, viewport, entry } of LAYOUTS) {
  test.describe(layout, () => {
    test.use({ viewport });

    test(`the screen without a session looks as agreed (${layout})`, async ({ page }) => {
      await page.goto('/one-all-sport');
      await expect(page.getByText('session is undefined.')).toBeVisible();
      await expect(page).toHaveScreenshot(`no-session-${layout}.png`, TOLERANCE);
    });

    test(`the rules dialog looks as agreed (${layout})`, async ({ page }) => {
      const popup = await openRules(page, layout, entry);
      const first = popup.getByTestId('rule-item').nth(0);
      await first.getByRole('button').click();
      await expect(first).toHaveAttribute('data-open', 'true');
      await expect(first.locator('table')).toBeVisible();
      await expect(popup).toHaveScreenshot(`rules-${layout}.png`, TOLERANCE);
    });

    test(`the machines page looks as agreed (${layout})`, async ({ page }) => {
      await page.goto('/one-all-sport/machines');
      await expect(page.getByTestId('machines-page')).toHaveAttribute('data-ready', 'true');
      const chart = page.locator('[data-testid="statechart"][data-machine="placeBet"]');
      await expect(chart).toHaveAttribute('data-ready', 'true');
      await expect(chart).toHaveScreenshot(`machine-placeBet-${layout}.png`, TOLERANCE);
    });
  });
}
