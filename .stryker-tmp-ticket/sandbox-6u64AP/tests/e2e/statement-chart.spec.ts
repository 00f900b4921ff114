// @ts-nocheck
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

// One scale, one zero: a month in profit drawn above the zero line, one in loss below it, the
// bars standing on the same line; the days, the tallest bar's amount and the running total's end
// printed on the picture.
for (const layout of layouts) {
  for (const locale of ['th', 'en'] as const) {
    test.describe(`statement chart reads true (${layout.name}, ${locale})`, () => {
      test.use({ viewport: layout.viewport, hasTouch: layout.mobile, isMobile: layout.mobile });

      for (const period of ['this+month', 'last+month'] as const) {
        test(`${period}: the line and the bars share the zero line; dates and amounts shown`, async ({
          page,
        }) => {
          const popup = await openStatement(page, layout.device, locale);
          await popup.getByTestId('statement-date').selectOption(period);
          await expect(popup.getByTestId('statement-day').first()).toBeVisible();
          const chart = popup.getByTestId('statement-chart');
          await chart.scrollIntoViewIfNeeded();
          const zero = (await chart.getByTestId('statement-chart-zero').boundingBox())!;
          const zeroY = zero.y + zero.height / 2;
          const bars = chart.getByTestId('statement-bar');
          const count = await bars.count();
          for (let i = 0; i < count; i += 1) {
            const bar = bars.nth(i);
            const winloss = Number(await bar.getAttribute('data-winloss'));
            if (winloss === 0) continue;
            const fill = await bar.getByTestId('statement-bar-fill').boundingBox();
            if (fill === null) continue;
            // A win stands on the zero line, a loss hangs from it.
            if (winloss > 0) expect(fill.y + fill.height).toBeCloseTo(zeroY, -0.5);
            else expect(fill.y).toBeCloseTo(zeroY, -0.5);
          }
          const total = money(await popup.getByTestId('statement-total-winloss').innerText());
          const end = chart.getByTestId('statement-chart-end');
          await expect(end).toBeVisible();
          await expect(end).toHaveText(
            (await popup.getByTestId('statement-total-winloss').innerText()).trim(),
          );
          const endBox = (await end.boundingBox())!;
          const endY = endBox.y + endBox.height / 2;
          if (total > 0) expect(endY).toBeLessThan(zeroY);
          if (total < 0) expect(endY).toBeGreaterThan(zeroY);
          // The line's last point is where its label is.
          const lastRunning = Number(await bars.last().getAttribute('data-running'));
          expect(lastRunning).toBeCloseTo(total, 2);

          // The first and last days under their bars, today's marked when the period holds it.
          const dates = chart.getByTestId('statement-chart-date');
          const first = (await bars.first().getAttribute('data-date'))!;
          const last = (await bars.last().getAttribute('data-date'))!;
          const short = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
          await expect(dates.first()).toContainText(short(first));
          await expect(dates.last()).toContainText(short(last));
          await expect(dates.last()).toBeInViewport();
          if (period === 'this+month')
            await expect(dates.last()).toContainText(locale === 'th' ? 'วันนี้' : 'Today');
          if (layout.mobile) await expect(dates).toHaveCount(count);

          // The tallest bar's amount, on the bar and in the legend.
          let tallest = 0;
          for (let i = 0; i < count; i += 1) {
            const winloss = Number(await bars.nth(i).getAttribute('data-winloss'));
            if (Math.abs(winloss) > Math.abs(tallest)) tallest = winloss;
          }
          const amount = chart.getByTestId('statement-chart-tallest');
          expect(money(await amount.innerText())).toBeCloseTo(tallest, 2);
          await expect(chart.getByTestId('statement-chart-largest')).toContainText(
            (await amount.innerText()).trim(),
          );
          await expect(chart.getByTestId('statement-chart-largest')).toBeInViewport();

          // The statement's rows fit the screen: the › of each row whole, on screen.
          const detail = popup.getByTestId('statement-detail').first();
          const detailBox = (await detail.boundingBox())!;
          expect(detailBox.x + detailBox.width).toBeLessThanOrEqual(layout.viewport.width);
          await screenshot(page, `statement-chart-true-${layout.name}-${locale}-${period}`);
        });
      }
    });
  }
}

test.describe('statement rows at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const locale of ['th', 'en'] as const) {
    test(`every row's › is whole on screen, a 44 px target (${locale})`, async ({ page }) => {
      const popup = await openStatement(page, 0, locale);
      const popupBox = (await popup.boundingBox())!;
      const details = popup.getByTestId('statement-detail');
      const count = await details.count();
      expect(count).toBeGreaterThan(3);
      for (let i = 0; i < Math.min(count, 6); i += 1) {
        const box = (await details.nth(i).boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(Math.min(360, popupBox.x + popupBox.width));
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      await screenshot(page, `statement-360-${locale}`);
    });
  }
});
