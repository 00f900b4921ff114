// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, homeSettled, openAs } from './axe';
import { ENTRY_DESKTOP, ENTRY_MOBILE } from './helpers';

// axe-core (WCAG 2.2 AA) finds no critical or serious violation on any screen, in Thai
// and in English, desktop and mobile. Each screen is opened the way a member gets there.

function nonlivePrice(page: Page) {
  return page
    .locator(
      '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-market="Handicap"]',
    )
    .first();
}

const TABS = [
  { tab: 2, name: 'today' },
  { tab: 1, name: 'live' },
  { tab: 3, name: 'early market' },
  { tab: 5, name: 'step' },
  { tab: 6, name: 'mix parlay' },
] as const;

for (const locale of ['th', 'en'] as const) {
  test.describe(`axe, ${locale}`, () => {
    for (const { tab, name } of TABS) {
      test(`desktop home, ${name} tab`, async ({ page }) => {
        await openAs(page, locale, ENTRY_DESKTOP, { sortFilterEventId: tab });
        await expect(page.getByTestId('app-desktop')).toBeVisible();
        await homeSettled(page);
        await expectNoAxeViolations(page, `desktop ${locale} ${name}`);
      });
    }

    for (const tableType of ['s-line', 'd-line', 'h-line'] as const) {
      test(`desktop home, today, ${tableType} table`, async ({ page }) => {
        await openAs(page, locale, ENTRY_DESKTOP, { sortTypeTable: tableType });
        await homeSettled(page);
        await expect(
          page.locator(`[data-testid="odds-table"][data-table-type="${tableType}"]`).first(),
        ).toBeVisible();
        await expectNoAxeViolations(page, `desktop ${locale} ${tableType}`);
      });
    }

    test('desktop ticket with a pick', async ({ page }) => {
      await openAs(page, locale, ENTRY_DESKTOP, { quickBet: false });
      await homeSettled(page);
      await nonlivePrice(page).click();
      await expect(page.getByTestId('ticket-pick')).toHaveCount(1);
      await page.getByTestId('stake-input').fill('100');
      await expectNoAxeViolations(page, `desktop ${locale} ticket`);
    });

    test('quick-bet popup', async ({ page }) => {
      await openAs(page, locale, ENTRY_DESKTOP);
      await homeSettled(page);
      await nonlivePrice(page).click();
      await expect(page.getByTestId('popup-quick-bet').getByTestId('ticket-pick')).toHaveCount(1);
      await expectNoAxeViolations(page, `desktop ${locale} quick bet`);
    });

    test('league modal', async ({ page }) => {
      await openAs(page, locale, ENTRY_DESKTOP);
      await homeSettled(page);
      await page.getByTestId('open-league').click();
      await expect(page.getByTestId('league-option').first()).toBeVisible();
      await expectNoAxeViolations(page, `desktop ${locale} league modal`);
    });

    test('machine inspector', async ({ page }) => {
      await openAs(page, locale, `${ENTRY_DESKTOP}&inspect=1`);
      await homeSettled(page);
      await expect(page.getByTestId('inspector')).toBeVisible();
      await expectNoAxeViolations(page, `desktop ${locale} inspector`);
    });

    test('no-session screen', async ({ page }) => {
      await openAs(page, locale, '/one-all-sport');
      await expect(page.getByTestId('no-session')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} no session`);
    });

    test('error screen', async ({ page }) => {
      await page.route('**/api/member/login', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Server Error"}',
        }),
      );
      await openAs(page, locale, ENTRY_DESKTOP);
      await expect(page.getByTestId('session-error')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} error`);
    });

    test.describe('mobile', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('mobile home', async ({ page }) => {
        await openAs(page, locale, ENTRY_MOBILE);
        await expect(page.getByTestId('app-mobile')).toBeVisible();
        await homeSettled(page);
        await expectNoAxeViolations(page, `mobile ${locale} home`);
      });

      test('mobile drawer', async ({ page }) => {
        await openAs(page, locale, ENTRY_MOBILE);
        await page.getByTestId('drawer-toggle').click();
        await expect(page.getByTestId('drawer')).toBeVisible();
        await expectNoAxeViolations(page, `mobile ${locale} drawer`);
      });
    });
  });
}

test('the Thai ticket shows the Thai bet choice; the Thai success alert is marked lang="th" in the English interface', async ({
  page,
}) => {
  await openAs(page, 'th', ENTRY_DESKTOP, { quickBet: false });
  await homeSettled(page);
  await nonlivePrice(page).click();
  await expect(page.getByTestId('ticket-choice')).toHaveText(/^(เจ้าบ้าน|ทีมเยือน)$/);

  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: 'http://localhost' }]);
  await page.reload();
  await expect(page.getByTestId('ticket-choice')).toHaveText(/^(Home|Away)$/);
  await page.getByTestId('stake-input').fill('100');
  await page.getByTestId('place-bet').click();
  const alert = page.getByRole('alert').filter({ hasText: 'แทง สำเร็จ' });
  await expect(alert).toBeVisible({ timeout: 15_000 });
  await expect(alert.locator('[lang="th"]')).toHaveText('แทง สำเร็จ');
});

test('while the odds load the area says so and is marked busy', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/get-(non)?live-odds/, async (route) => {
    await held;
    await route.continue();
  });
  await openAs(page, 'en', ENTRY_DESKTOP);
  const busy = page.locator('[aria-busy="true"]').filter({ hasText: 'Loading odds' });
  await expect(busy).toBeVisible();
  await expectNoAxeViolations(page, 'desktop en odds loading');
  release();
  await homeSettled(page);
  await expect(busy).toHaveCount(0);
});

test('in the Thai interface the quick bet and the home my-bet list name the choice in Thai', async ({
  page,
}) => {
  await openAs(page, 'th', ENTRY_DESKTOP);
  await homeSettled(page);
  await nonlivePrice(page).click();
  const popup = page.getByTestId('popup-quick-bet');
  await expect(popup.getByTestId('ticket-choice')).toHaveText(/^(เจ้าบ้าน|ทีมเยือน)$/);
  await popup.getByTestId('stake-input').fill('100');
  await popup.getByTestId('place-bet').click();
  await expect(page.getByRole('alert').filter({ hasText: 'แทง สำเร็จ' })).toBeVisible({
    timeout: 15_000,
  });
  const newest = page.getByTestId('mybet-list').getByTestId('mybet-ticket').first();
  await expect(newest).toContainText(/เจ้าบ้าน|ทีมเยือน/);
  await expect(newest).not.toContainText(/\b(Home|Away)\b/);
});

test('settled statuses are Thai words in the Thai statement, not marked English; nothing marked in the English one', async ({
  page,
}) => {
  await openAs(page, 'th', ENTRY_DESKTOP);
  await homeSettled(page);
  await page.getByTestId('open-statement').click();
  const popup = page.getByTestId('popup-statement');
  await popup.getByTestId('statement-day').first().getByTestId('statement-detail').click();
  const status = popup.getByTestId('mybet-status').first();
  await expect(status).toHaveText(/^[\u0E00-\u0E7F ]+$/);
  await expect(status).not.toHaveAttribute('lang', /./);
  await page.keyboard.press('Escape');

  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: 'http://localhost' }]);
  await page.reload();
  await homeSettled(page);
  await page.getByTestId('open-statement').click();
  await popup.getByTestId('statement-day').first().getByTestId('statement-detail').click();
  await expect(popup.getByTestId('mybet-status').first()).not.toHaveAttribute('lang', /./);
});
