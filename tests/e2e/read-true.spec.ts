import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, openAs } from './axe';
import { ENTRY_MOBILE, saveFilterOnce, screenshot } from './helpers';

// What a member reads must be true: the board's words follow the link, a control that cannot open
// says so where it was pressed, a stale page reloads by itself at the safe moment after a bet, and
// the early-market tab on a phone shows its own table (the live one hidden, the phone layout kept).

const layouts = [
  { name: 'desktop', device: 1, viewport: { width: 1440, height: 900 }, mobile: false },
  { name: 'phone', device: 0, viewport: { width: 390, height: 844 }, mobile: true },
] as const;

const MODE_WORDS = {
  en: { live: 'Live odds', offline: 'Offline: prices as last received' },
  th: { live: 'ราคาสด อัปเดตทันที', offline: 'ออฟไลน์ ราคาตามที่ได้รับล่าสุด' },
} as const;

for (const layout of layouts) {
  test.describe(`the board's words (${layout.name})`, () => {
    test.use({ viewport: layout.viewport, hasTouch: layout.mobile, isMobile: layout.mobile });

    for (const locale of ['th', 'en'] as const) {
      test(`offline, the mode words say offline, not live; back online, live again (${locale})`, async ({
        page,
        context,
      }) => {
        await openAs(page, locale, `/one-all-sport?userToken=demo&device=${layout.device}`);
        const mode = page.getByTestId('board-mode').first();
        await expect(mode).toHaveAttribute('data-mode', 'live', { timeout: 20_000 });
        await expect(mode).toHaveText(MODE_WORDS[locale].live);
        await context.setOffline(true);
        await expect(page.getByTestId('offline-notice')).toBeVisible();
        await expect(mode).toHaveAttribute('data-mode', 'offline');
        await expect(mode).toHaveText(MODE_WORDS[locale].offline);
        await expect(mode).not.toContainText(MODE_WORDS[locale].live);
        await screenshot(page, `mode-offline-${layout.name}-${locale}`);
        await expectNoAxeViolations(page, `board offline ${layout.name} ${locale}`, {
          include: ['[data-testid="board-mode"]'],
        });
        await context.setOffline(false);
        await expect(mode).not.toHaveAttribute('data-mode', 'offline');
        await expect(page.getByTestId('offline-notice')).toHaveCount(0);
      });
    }
  });
}

/**
 * This page's build no longer on the server: the drawer's chunk is gone and the page the server
 * serves loads another entry script (what the update actor checks before it calls the page stale).
 */
async function deployUnder(page: Page): Promise<void> {
  await page.route('**/assets/Drawer-*.js', (route) => route.abort('failed'));
  await page.route('**/one-all-sport', async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    const reply = await route.fetch();
    // The built page names its module on the boot meta (the boot script adds it).
    const html = (await reply.text()).replace(
      /(<meta\b[^>]*\bdata-entry=")([^"]+)"/,
      '$1/assets/index-next.js"',
    );
    return route.fulfill({ response: reply, body: html });
  });
}

test.describe('after a deploy, on a phone without a service worker', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const locale of ['th', 'en'] as const) {
    test(`the drawer button says why it cannot open, under it; the page reloads by itself a quiet minute after a bet (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.clock.install();
      await page
        .context()
        .addCookies([{ name: 'NEXT_LOCALE', value: locale, url: 'http://localhost' }]);
      await saveFilterOnce(page, { quickBet: true });
      await page.goto(ENTRY_MOBILE);
      await expect(page.getByTestId('app-mobile')).toBeVisible();
      await deployUnder(page);

      // A bet placed through the ticket modal.
      await page
        .locator('[data-testid="odds-table"][data-kind="nonlive"]')
        .getByTestId('tournament-group')
        .first()
        .getByTestId('tournament-collapse')
        .scrollIntoViewIfNeeded();
      const price = page
        .locator(
          '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-market="Handicap"]',
        )
        .filter({ hasNotText: '-' })
        .first();
      await price.scrollIntoViewIfNeeded();
      await price.tap();
      const modal = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
      await expect(modal.getByTestId('ticket-pick')).toHaveCount(1);
      await modal.getByTestId('stake-min').tap();
      const confirmed = page.waitForResponse((response) =>
        response.url().includes('/api/member/ticket/bet/confirm'),
      );
      await modal.getByTestId('place-bet').tap();
      expect(((await (await confirmed).json()) as { status: boolean }).status).toBe(true);
      await expect(modal).toHaveCount(0);

      // The drawer's chunk is gone: the press is answered under the button, not by nothing.
      const toggle = page.getByTestId('drawer-toggle');
      await toggle.tap();
      const note = page.getByTestId('drawer-unavailable');
      await expect(note).toBeVisible();
      await expect(note).toHaveAttribute('role', 'alert');
      await expect(note).toHaveAttribute('data-reason', 'update');
      await expect(note).toContainText(
        locale === 'th' ? 'เมนูจะเปิดได้เมื่อโหลดหน้าใหม่' : 'The menu opens once the page reloads',
      );
      const button = (await toggle.boundingBox())!;
      const box = (await note.boundingBox())!;
      // Right under the button pressed, on screen.
      expect(box.y).toBeGreaterThanOrEqual(button.y + button.height - 1);
      expect(box.y).toBeLessThan(button.y + button.height + 24);
      expect(box.x + box.width).toBeGreaterThanOrEqual(button.x);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      for (const action of await note.getByRole('button').all()) {
        const target = (await action.boundingBox())!;
        expect(target.height).toBeGreaterThanOrEqual(44);
        expect(target.width).toBeGreaterThanOrEqual(44);
      }
      await expect(page.getByTestId('update-offer')).toHaveAttribute('data-state', 'stale');
      await screenshot(page, `drawer-unavailable-390-${locale}`);
      await expectNoAxeViolations(page, `drawer unavailable ${locale}`, {
        include: ['[data-testid="drawer-unavailable"]'],
      });
      await note.getByTestId('drawer-unavailable-close').tap();
      await expect(note).toHaveCount(0);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // A quiet minute after the member's last touch: the page reloads by itself, the new build.
      const reloaded = page.waitForEvent('load', { timeout: 30_000 });
      await page.clock.runFor(61_000);
      await reloaded;
    });
  }
});

for (const locale of ['th', 'en'] as const) {
  test.describe(`the early-market tab on a phone (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('shows the phone layout with the early table alone, and its date choice', async ({
      page,
    }) => {
      await openAs(page, locale, ENTRY_MOBILE, { sortFilterEventId: 3 });
      await expect(page.getByTestId('app-mobile')).toBeVisible();
      await expect(page.getByTestId('app-desktop')).toHaveCount(0);
      const early = page.locator('[data-testid="odds-table"][data-kind="early"]');
      await expect(early).toBeVisible();
      await expect(early.getByTestId('event-row').first()).toBeAttached();
      await expect(page.locator('[data-testid="odds-table"][data-kind="live"]')).toHaveCount(0);
      await expect(page.locator('[data-testid="odds-table"][data-kind="nonlive"]')).toHaveCount(0);
      await expect(page.getByTestId('early-date-open')).toBeVisible();
      await screenshot(page, `early-phone-390-${locale}`);
      await expectNoAxeViolations(page, `early tab phone ${locale}`, {
        include: ['[data-testid="app-mobile"]'],
      });
    });
  });
}

for (const width of [360, 390] as const) {
  test.describe(`the phone's ticket button at the page's end (${width} px)`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });

    test('covers no amount of the recent bets, their last row included', async ({ page }) => {
      await openAs(page, 'th', ENTRY_MOBILE, { sortFilterEventId: 5 });
      const fab = page.getByTestId('ticket-fab');
      await expect(fab).toBeVisible();
      await expect(page.getByTestId('recent-bet').first()).toBeVisible({ timeout: 20_000 });
      // The page and the recent-bets list both at their ends, measured in the same task (the feed
      // grows by itself).
      const overlap = async () =>
        page.evaluate(() => {
          const rows = [...document.querySelectorAll('[data-testid="recent-bet"]')];
          let list = rows[0]?.parentElement ?? null;
          while (list !== null && getComputedStyle(list).overflowY === 'visible')
            list = list.parentElement;
          if (list !== null) list.scrollTop = list.scrollHeight;
          window.scrollTo(0, document.documentElement.scrollHeight);
          const button = document
            .querySelector('[data-testid="ticket-fab"]')!
            .getBoundingClientRect();
          const clip = list?.getBoundingClientRect() ?? { top: -Infinity, bottom: Infinity };
          const covered: string[] = [];
          for (const row of rows) {
            const r = row.getBoundingClientRect();
            const top = Math.max(r.top, clip.top);
            const bottom = Math.min(r.bottom, clip.bottom);
            if (top >= bottom) continue;
            if (top < button.bottom && bottom > button.top && r.right > button.left)
              covered.push((row as HTMLElement).innerText.replace(/\s+/g, ' '));
          }
          return covered;
        });
      // Looked at again each time the feed has brought a bet (every second or so).
      const feed = () =>
        page
          .getByTestId('recent-bet')
          .evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText).join('|'));
      for (let round = 0; round < 3; round += 1) {
        expect(await overlap()).toEqual([]);
        const seen = await feed();
        await expect.poll(feed, { timeout: 20_000 }).not.toBe(seen);
      }
      expect(await overlap()).toEqual([]);
      await screenshot(page, `fab-end-${width}`);
    });
  });
}
