// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, homeSettled, openAs } from './axe';
import { ENTRY_DESKTOP, ENTRY_MOBILE } from './helpers';

// axe-core (WCAG 2.2 AA) on the screens a11y.spec.ts does not open: every member popup
// (both statement levels and my bet), the burger menu, the mobile board, ticket modal, filter sheet
// and early date modal, an area's error notice; in Thai and English, desktop and mobile.

/** Opens a member popup from its opener (left menu on desktop, drawer on mobile) and waits for its content. */
async function openPopup(page: Page, name: string, mobile: boolean): Promise<Locator> {
  if (mobile) {
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('drawer').getByTestId(`open-${name}`).click();
  } else {
    await page.getByTestId(`open-${name}`).click();
  }
  const popup = page.getByTestId(`popup-${name}`);
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('popup-loading')).toHaveCount(0, { timeout: 15_000 });
  return popup;
}

/** What each popup shows once opened the way a member goes further into it. */
const POPUPS: { name: string; screen: string; then?: (popup: Locator) => Promise<void> }[] = [
  {
    name: 'statement',
    screen: 'statement, daily list',
    then: (popup) => expect(popup.getByTestId('statement-day').first()).toBeVisible(),
  },
  {
    name: 'statement',
    screen: 'statement, settled tickets of a day',
    then: async (popup) => {
      await popup.getByTestId('statement-day').first().getByTestId('statement-detail').click();
      await expect(popup.getByTestId('mybet-ticket').first()).toBeVisible();
    },
  },
  {
    name: 'statement',
    screen: 'my bet',
    then: async (popup) => {
      await popup.getByRole('tab').nth(1).click();
      await expect(popup.getByTestId('pagination-prev')).toBeVisible();
    },
  },
  {
    name: 'results',
    screen: 'results, a league open',
    then: async (popup) => {
      await popup.getByTestId('result-league').first().getByRole('button').first().click();
    },
  },
  {
    name: 'rules',
    screen: 'rules, a sport open',
    then: async (popup) => {
      await popup.getByTestId('rule-item').first().getByRole('button').first().click();
    },
  },
  { name: 'announcement', screen: 'announcements' },
  {
    name: 'profile',
    screen: 'profile',
    then: (popup) => expect(popup.getByTestId('profile-username')).toBeVisible(),
  },
  { name: 'favorites', screen: 'favorites' },
];

for (const locale of ['th', 'en'] as const) {
  test.describe(`axe screens, ${locale}, desktop`, () => {
    for (const { name, screen, then } of POPUPS) {
      test(`popup: ${screen}`, async ({ page }) => {
        await openAs(page, locale, ENTRY_DESKTOP);
        await homeSettled(page);
        const popup = await openPopup(page, name, false);
        await then?.(popup);
        await expectNoAxeViolations(page, `desktop ${locale} popup ${screen}`);
      });
    }

    test('header burger menu open', async ({ page }) => {
      await openAs(page, locale, ENTRY_DESKTOP);
      await homeSettled(page);
      const toggle = page.getByTestId('open-menu');
      await toggle.click();
      await expect(
        page
          .locator(`#${await toggle.getAttribute('aria-controls')}`)
          .getByRole('button')
          .first(),
      ).toBeVisible();
      await expectNoAxeViolations(page, `desktop ${locale} burger menu`);
    });

    test('an area error notice (odds area fails to render)', async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __TEST_RENDER_FAULT__?: string[] }).__TEST_RENDER_FAULT__ = [
          'odds',
        ];
      });
      await openAs(page, locale, ENTRY_DESKTOP);
      await expect(page.locator('[data-testid="area-error"][data-area="odds"]')).toBeVisible();
      await expectNoAxeViolations(page, `desktop ${locale} odds area error`);
    });

    test('the page error notice (the whole app fails to render)', async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __TEST_RENDER_FAULT__?: string[] }).__TEST_RENDER_FAULT__ = ['app'];
      });
      await openAs(page, locale, ENTRY_DESKTOP);
      await expect(page.locator('[data-testid="area-error"][data-area="app"]')).toBeVisible();
      await expectNoAxeViolations(page, `desktop ${locale} app error`);
    });
  });

  test.describe(`axe screens, ${locale}, first login`, () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('first-login popup, desktop', async ({ page }) => {
      await openAs(page, locale, ENTRY_DESKTOP);
      await expect(page.getByTestId('popup-first-login')).toBeVisible();
      await expect(page.getByTestId('popup-first-login').locator('img')).toBeVisible();
      await expectNoAxeViolations(page, `desktop ${locale} first login`);
    });
  });

  test.describe(`axe screens, ${locale}, mobile`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    for (const { name, screen, then } of POPUPS) {
      test(`popup: ${screen}`, async ({ page }) => {
        await openAs(page, locale, ENTRY_MOBILE);
        await expect(page.getByTestId('app-mobile')).toBeVisible();
        await homeSettled(page);
        const popup = await openPopup(page, name, true);
        await then?.(popup);
        await expectNoAxeViolations(page, `mobile ${locale} popup ${screen}`);
      });
    }

    test('board: tournament and match boxes open', async ({ page }) => {
      await openAs(page, locale, ENTRY_MOBILE);
      await homeSettled(page);
      const match = page.getByTestId('event-row').first();
      await expect(match.getByTestId('mobile-line-table')).toBeVisible({ timeout: 20_000 });
      await expect(match).not.toHaveAttribute('data-collapsed', 'true');
      await expectNoAxeViolations(page, `mobile ${locale} board`);
    });

    test('ticket modal with a pick', async ({ page }) => {
      await openAs(page, locale, ENTRY_MOBILE, { quickBet: true });
      await homeSettled(page);
      const price = page
        .locator('[data-testid="price"][data-market="Handicap"]')
        .filter({ hasNotText: '-' })
        .first();
      await price.click();
      const modal = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
      await expect(modal.getByTestId('ticket-pick')).toHaveCount(1);
      await modal.getByTestId('stake-input').fill('100');
      await expectNoAxeViolations(page, `mobile ${locale} ticket modal`);
    });

    test('filter sheet', async ({ page }) => {
      await openAs(page, locale, ENTRY_MOBILE);
      await homeSettled(page);
      await page.getByTestId('mobile-filters').click();
      await expect(page.getByTestId('filter-sheet')).toBeVisible();
      await expectNoAxeViolations(page, `mobile ${locale} filter sheet`);
    });

    test('early date modal', async ({ page }) => {
      await openAs(page, locale, ENTRY_MOBILE, { sortFilterEventId: 3 });
      await homeSettled(page);
      await page.getByTestId('early-date-open').click();
      await expect(page.getByTestId('early-date-option').first()).toBeVisible();
      await expectNoAxeViolations(page, `mobile ${locale} early date modal`);
    });

    test('an area error notice (member column fails to render)', async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { __TEST_RENDER_FAULT__?: string[] }).__TEST_RENDER_FAULT__ = [
          'member',
        ];
      });
      await openAs(page, locale, ENTRY_MOBILE);
      await expect(page.locator('[data-testid="area-error"][data-area="member"]')).toBeVisible();
      await expectNoAxeViolations(page, `mobile ${locale} member area error`);
    });

    test('no-session screen', async ({ page }) => {
      await openAs(page, locale, '/one-all-sport?device=0');
      await expect(page.getByTestId('no-session')).toBeVisible();
      await expectNoAxeViolations(page, `mobile ${locale} no session`);
    });
  });
}
