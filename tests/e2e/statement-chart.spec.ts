import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, openAs } from './axe';
import { screenshot } from './helpers';

// The statement's month at a glance. Above the daily summary, a bar per day of
// win/loss and the running total, for the chosen period, from demo01's two months of settled
// history on the simulator. Each bar is the day's row; the running total ends at the footer's total;
// a bar opens that day's settled list as the row's detail icon does; keyboard and axe reach it.

const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

async function openStatement(page: Page, device: 0 | 1, locale: 'th' | 'en') {
  await openAs(page, locale, `/one-all-sport?userToken=demo&device=${device}&p=statement`);
  const popup = page.getByTestId('popup-statement');
  await expect(popup).toBeVisible();
  await popup.getByTestId('statement-date').selectOption('last+month');
  await expect(popup.getByTestId('statement-day').first()).toBeVisible();
  return popup;
}

const layouts = [
  { name: 'desktop', device: 1, viewport: { width: 1440, height: 900 }, mobile: false },
  { name: 'phone', device: 0, viewport: { width: 390, height: 844 }, mobile: true },
] as const;

for (const layout of layouts) {
  test.describe(`statement chart (${layout.name})`, () => {
    test.use({ viewport: layout.viewport, hasTouch: layout.mobile, isMobile: layout.mobile });

    test('a bar per summary row, equal to it; the running total ends at the footer total', async ({
      page,
    }) => {
      const popup = await openStatement(page, layout.device, 'en');
      const rows = popup.getByTestId('statement-day');
      const count = await rows.count();
      expect(count).toBeGreaterThan(3);
      const bars = popup.getByTestId('statement-bar');
      await expect(bars).toHaveCount(count);

      const byDate = new Map<string, number>();
      for (let i = 0; i < count; i += 1) {
        const row = rows.nth(i);
        const date = (await row.getAttribute('data-date')) ?? '';
        byDate.set(date, money(await row.getByTestId('statement-winloss').innerText()));
      }
      // Oldest on the left; each bar is its day's win/loss, the running total adds them up.
      let running = 0;
      let previous = '';
      for (let i = 0; i < count; i += 1) {
        const bar = bars.nth(i);
        const date = (await bar.getAttribute('data-date')) ?? '';
        expect(date > previous).toBe(true);
        previous = date;
        const winloss = Number(await bar.getAttribute('data-winloss'));
        expect(winloss).toBeCloseTo(byDate.get(date) ?? NaN, 2);
        running += winloss;
        expect(Number(await bar.getAttribute('data-running'))).toBeCloseTo(running, 2);
      }
      const total = money(await popup.getByTestId('statement-total-winloss').innerText());
      expect(running).toBeCloseTo(total, 2);
      await expect(popup.getByTestId('statement-chart-running')).toContainText(
        (await popup.getByTestId('statement-total-winloss').innerText()).trim(),
      );
      // Losses red, wins green (the theme's danger and success colours).
      const loss = popup.locator('[data-testid="statement-bar"][data-winloss^="-"] span').first();
      if ((await loss.count()) > 0)
        await expect(loss).toHaveCSS('background-color', 'rgb(200, 30, 30)');
      await screenshot(page, `statement-chart-${layout.name}-en`);
    });

    test('a bar opens its day; the keyboard and a screen reader reach every bar; axe clean (Thai)', async ({
      page,
    }) => {
      const popup = await openStatement(page, layout.device, 'th');
      const bars = popup.getByTestId('statement-bar');
      const last = bars.last();
      const date = (await last.getAttribute('data-date')) ?? '';
      await expect(last).toHaveAttribute('aria-label', /ได้ \/ เสีย .* ยอดสะสม/);
      if (layout.mobile) {
        const box = await last.boundingBox();
        expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      }
      await expectNoAxeViolations(page, `statement chart ${layout.name} th`, {
        include: ['[data-testid="popup-statement"]'],
      });
      await screenshot(page, `statement-chart-${layout.name}-th`);
      // Keyboard: focus the last bar, Enter opens that day's settled list.
      await last.focus();
      await expect(last).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(popup.getByTestId('statement-level-title')).toContainText(
        date.split('-').reverse().join('/'),
      );
      await popup.getByTestId('statement-back').click();
      // A tap on the first bar does the same.
      const first = popup.getByTestId('statement-bar').first();
      const firstDate = (await first.getAttribute('data-date')) ?? '';
      await first.click();
      await expect(popup.getByTestId('statement-level-title')).toContainText(
        firstDate.split('-').reverse().join('/'),
      );
    });
  });
}
