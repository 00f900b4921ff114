// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, homeSettled, openAs } from './axe';
import type { Locale } from './axe';
import { ENTRY_DESKTOP, ENTRY_MOBILE, screenshot } from './helpers';

// The dark theme (system setting, switch, remembered) passes the same axe checks as the
// light one; text spacing (WCAG 1.4.12) and 200 % zoom hide nothing.

async function open(
  page: Page,
  locale: Locale,
  entry: string,
  filter: Record<string, unknown> = {},
) {
  await openAs(page, locale, entry, filter);
  await homeSettled(page);
}

/** The page's background colour, to tell a dark page from a light one. */
function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

const DARK_BACKGROUND = 'rgb(11, 18, 32)';
const LIGHT_BACKGROUND = 'rgb(238, 241, 246)';

test.describe('theme', () => {
  test('follows the system setting until the member chooses; the choice is remembered', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, 'en', ENTRY_DESKTOP);
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    const toggle = page.getByTestId('theme-switch');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName('Dark theme');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
    await page.reload();
    await homeSettled(page);
    // The saved choice wins over the dark system setting.
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
    await expect(page.getByTestId('theme-switch')).toHaveAttribute('aria-pressed', 'false');

    await page.getByTestId('theme-switch').click();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await homeSettled(page);
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
  });

  test('with nothing chosen a light system setting gives the light theme, and a change of it is followed', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, 'th', ENTRY_DESKTOP);
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
  });

  test('the drawer has the switch too, with a 44 px target', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, 'th', ENTRY_MOBILE);
    await page.getByTestId('drawer-toggle').click();
    const toggle = page.getByTestId('drawer').getByTestId('theme-switch');
    await expect(toggle).toHaveAccessibleName('ธีมมืด');
    const box = (await toggle.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await toggle.click();
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
  });
});

for (const locale of ['th', 'en'] as const) {
  test.describe(`axe in the dark theme, ${locale}`, () => {
    test.use({ colorScheme: 'dark' });

    test('desktop home', async ({ page }) => {
      await open(page, locale, ENTRY_DESKTOP);
      expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
      if (locale === 'en') await screenshot(page, 'dark-home-1440-en');
      await expectNoAxeViolations(page, `dark desktop ${locale} home`);
    });

    test('desktop ticket with a pick, live tab', async ({ page }) => {
      await open(page, locale, ENTRY_DESKTOP, { quickBet: false, sortFilterEventId: 1 });
      await page.locator('[data-testid="price"][data-market="Handicap"]').first().click();
      await expect(page.getByTestId('ticket-pick')).toHaveCount(1);
      await page.getByTestId('stake-input').fill('100');
      await expectNoAxeViolations(page, `dark desktop ${locale} ticket`);
    });

    test('quick-bet popup', async ({ page }) => {
      await open(page, locale, ENTRY_DESKTOP);
      await page
        .locator('[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"]')
        .first()
        .click();
      await expect(page.getByTestId('popup-quick-bet').getByTestId('ticket-pick')).toHaveCount(1);
      await expectNoAxeViolations(page, `dark desktop ${locale} quick bet`);
    });

    test('statement popup, settled tickets of a day', async ({ page }) => {
      await open(page, locale, ENTRY_DESKTOP);
      await page.getByTestId('open-statement').click();
      const popup = page.getByTestId('popup-statement');
      await popup.getByTestId('statement-day').first().getByTestId('statement-detail').click();
      await expect(popup.getByTestId('mybet-ticket').first()).toBeVisible();
      if (locale === 'th') await screenshot(page, 'dark-statement-1440-th');
      await expectNoAxeViolations(page, `dark desktop ${locale} statement`);
    });

    test('results popup, a league open', async ({ page }) => {
      await open(page, locale, ENTRY_DESKTOP);
      await page.getByTestId('open-results').click();
      const popup = page.getByTestId('popup-results');
      await popup.getByTestId('result-league').first().getByRole('button').first().click();
      await expectNoAxeViolations(page, `dark desktop ${locale} results`);
    });

    test.describe('mobile', () => {
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

      test('mobile board', async ({ page }) => {
        await open(page, locale, ENTRY_MOBILE);
        await expect(
          page.getByTestId('event-row').first().getByTestId('mobile-line-table'),
        ).toBeVisible();
        if (locale === 'th') await screenshot(page, 'dark-mobile-board-390-th');
        await expectNoAxeViolations(page, `dark mobile ${locale} board`);
      });

      test('mobile ticket modal with a pick', async ({ page }) => {
        await open(page, locale, ENTRY_MOBILE, { quickBet: true });
        await page
          .locator('[data-testid="price"][data-market="Handicap"]')
          .filter({ hasNotText: '-' })
          .first()
          .click();
        const modal = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
        await expect(modal.getByTestId('ticket-pick')).toHaveCount(1);
        await modal.getByTestId('stake-input').fill('100');
        await expectNoAxeViolations(page, `dark mobile ${locale} ticket modal`);
      });

      test('drawer', async ({ page }) => {
        await open(page, locale, ENTRY_MOBILE);
        await page.getByTestId('drawer-toggle').click();
        await expect(page.getByTestId('drawer')).toBeVisible();
        await expectNoAxeViolations(page, `dark mobile ${locale} drawer`);
      });
    });
  });
}

test('the no-session screen in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/one-all-sport');
  await expect(page.getByTestId('no-session')).toBeVisible();
  await expectNoAxeViolations(page, 'dark no session');
});

/**
 * Text cut off by its own box: elements that clip (overflow hidden or clip) and whose content is
 * larger than the box, leaving out one-line ellipsis text (its whole text is its name or title).
 */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (element.closest('[data-testid="inspector"], .keen-slider')) continue;
      const style = getComputedStyle(element);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!clipsX && !clipsY) continue;
      if (element.offsetParent === null && style.position !== 'fixed') continue;
      // Visually hidden text (a 1 px box) is meant for screen readers only.
      if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
      const text = element.innerText?.trim() ?? '';
      if (text === '') continue;
      if (
        style.textOverflow === 'ellipsis' &&
        (element.title !== '' ||
          element.getAttribute('aria-label') !== null ||
          element.closest('[title], [aria-label]') !== null)
      )
        continue;
      const over =
        (clipsX && element.scrollWidth > element.clientWidth + 2) ||
        (clipsY && element.scrollHeight > element.clientHeight + 2);
      if (over)
        found.push(
          `${element.tagName.toLowerCase()}${element.dataset.testid ? `[${element.dataset.testid}]` : ''}.${element.className.toString().slice(0, 30)} "${text.slice(0, 30)}" ${element.scrollWidth}x${element.scrollHeight} in ${element.clientWidth}x${element.clientHeight}`,
        );
    }
    return found;
  });
}

const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

test.describe('text spacing and zoom', () => {
  // The spacing is a member's own style sheet (an extension or bookmarklet): the page's CSP does not
  // apply to it in a real browser, so the test's injected <style> bypasses it too.
  test.use({ bypassCSP: true });

  test('WCAG 1.4.12 text spacing on the desktop home and ticket hides no text', async ({
    page,
  }) => {
    await open(page, 'th', ENTRY_DESKTOP, { quickBet: false });
    await page.addStyleTag({ content: TEXT_SPACING });
    await page
      .locator('[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"]')
      .first()
      .click();
    await expect(page.getByTestId('ticket-pick')).toHaveCount(1);
    await screenshot(page, 'text-spacing-1440-th');
    expect(await clippedText(page)).toEqual([]);
  });

  test('WCAG 1.4.12 text spacing on the mobile board and a popup hides no text', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, 'en', ENTRY_MOBILE);
    await page.addStyleTag({ content: TEXT_SPACING });
    expect(await clippedText(page)).toEqual([]);
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('drawer').getByTestId('open-profile').click();
    await expect(page.getByTestId('profile-username')).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
  });

  // 200 % zoom of the 1440 px desktop: the same layout in a 720 x 450 CSS-pixel window.
  test.describe('200 % zoom', () => {
    test.use({ viewport: { width: 720, height: 450 }, deviceScaleFactor: 2 });

    test('the desktop layout may scroll sideways, but the odds and the ticket stay reachable and a bet can be placed', async ({
      page,
    }) => {
      await open(page, 'en', ENTRY_DESKTOP, { quickBet: false });
      await expect(page.getByTestId('app-desktop')).toBeVisible();
      expect(await clippedText(page)).toEqual([]);
      const price = page.locator('[data-testid="price"][data-market="Handicap"]').first();
      await price.scrollIntoViewIfNeeded();
      await expect(price).toBeInViewport();
      await price.click();
      const stake = page.getByTestId('bet-ticket').getByTestId('stake-input');
      await stake.scrollIntoViewIfNeeded();
      await expect(stake).toBeInViewport();
      await stake.fill('100');
      const place = page.getByTestId('place-bet');
      await place.scrollIntoViewIfNeeded();
      await expect(place).toBeInViewport();
      await screenshot(page, 'zoom-200-ticket');
      await place.click();
      await expect(page.getByRole('alert').filter({ hasText: 'แทง สำเร็จ' })).toBeVisible({
        timeout: 15_000,
      });
    });

    test('the skip link brings the ticket heading into view', async ({ page }) => {
      await open(page, 'th', ENTRY_DESKTOP);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const heading = page.locator('#bet-ticket-heading');
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
    });
  });
});
