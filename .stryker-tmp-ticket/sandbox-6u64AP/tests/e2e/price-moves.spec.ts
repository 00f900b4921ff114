// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  ENTRY_DESKTOP,
  ENTRY_MOBILE,
  holdPrices,
  positivePrices,
  recordNonliveLists,
  saveFilterOnce,
  screenshot,
  testHook,
  ticketReply,
} from './helpers';

// A pick's price line (where its price has been since the page opened,
// the price clicked marked, the line in words for a screen reader) on the desktop ticket and the
// phone's ticket modal, and the board's mark on a price that moved more than once lately, with the
// "moving now" filter. Prices are moved by the simulator's test hook; the board refreshes every 3 s.

interface WirePick {
  event_id: number;
  odd_id: number;
  option: string;
  price: number;
}

const REFRESH = '&refresh=3';

/** The board's cell of the clicked price, found again by its event, row, market and side. */
async function cellOf(page: Page, price: Locator): Promise<Locator> {
  const attrs = await price.evaluate((node) => ({
    event: node.getAttribute('data-event-id'),
    row: node.getAttribute('data-row'),
    market: node.getAttribute('data-market'),
    option: node.getAttribute('data-option'),
  }));
  return page.locator(
    `[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-event-id="${attrs.event}"][data-row="${attrs.row}"][data-market="${attrs.market}"][data-option="${attrs.option}"]`,
  );
}

/** Moves the pick's price on the server and waits for the board's cell to show it. */
async function moveAndSee(page: Page, cell: Locator, pick: WirePick, delta: number) {
  const before = (await cell.innerText()).trim();
  await testHook(page, '/api/test/move-price', { odd_id: pick.odd_id, option: pick.option, delta });
  await expect(cell).not.toHaveText(before, { timeout: 15_000 });
}

const layouts = [
  {
    name: 'desktop',
    entry: ENTRY_DESKTOP,
    viewport: { width: 1440, height: 900 },
    mobile: false,
  },
  { name: 'phone', entry: ENTRY_MOBILE, viewport: { width: 390, height: 844 }, mobile: true },
] as const;

for (const layout of layouts) {
  test.describe(`price moves (${layout.name})`, () => {
    test.use({ viewport: layout.viewport, hasTouch: layout.mobile, isMobile: layout.mobile });

    test('the ticket draws the pick price line with the clicked price; the board marks a price that moved twice; "moving now" filters', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page
        .context()
        .addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: 'http://localhost' }]);
      await saveFilterOnce(page, { quickBet: false });
      const toFirstGroup = async () => {
        if (!layout.mobile) return;
        const table = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
        await table.getByTestId('tournament-group').first().scrollIntoViewIfNeeded();
      };
      const lists = recordNonliveLists(page);
      await page.goto(`${layout.entry}${REFRESH}`);
      await toFirstGroup();
      const cell = await cellOf(page, positivePrices(page).nth(1));
      // This event's prices are held and the page opened again: the only moves it sees are the two
      // made here.
      const eventId = Number(await cell.getAttribute('data-event-id'));
      await holdPrices(page, eventId, lists);
      await page.reload();
      await toFirstGroup();
      await expect(cell).toBeVisible();
      const clicked = Number((await cell.innerText()).trim());
      const reply = ticketReply(page);
      if (layout.mobile) await cell.tap();
      else await cell.click();
      const pick = ((await (await reply).json()) as { data: WirePick }).data;
      const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
      await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
      // On the phone the ticket modal stays open: the board refreshes behind it.
      await moveAndSee(page, cell, pick, 0.05);
      await moveAndSee(page, cell, pick, -0.08);
      // Moved twice lately: the board's cell carries its moves, in words for a screen reader too.
      await expect(cell).toHaveAttribute('data-moves', '▲1▼1');
      await expect(cell).toHaveAttribute('aria-label', /moving: up 1, down 1/);
      // Drawn readable: the ups green at the cell's top, the downs red at its foot, 10 px, on
      // chips placed in the cell (its positioned box), not on the grid line between rows.
      await expect(cell).toHaveAttribute('data-up', '▲1');
      await expect(cell).toHaveAttribute('data-down', '▼1');
      const chips = await cell.evaluate((button) => {
        const up = getComputedStyle(button, '::before');
        const down = getComputedStyle(button, '::after');
        const box = button.parentElement!;
        return {
          cell: getComputedStyle(box).position,
          upSize: up.fontSize,
          downSize: down.fontSize,
          up: up.color,
          down: down.color,
          upTop: up.top,
          downBottom: down.bottom,
          upBackground: up.backgroundColor,
        };
      });
      expect(chips.cell).toBe('relative');
      expect(chips.upSize).toBe('10px');
      expect(chips.downSize).toBe('10px');
      expect(chips.up).toBe('rgb(21, 128, 61)');
      expect(chips.down).toBe('rgb(200, 30, 30)');
      expect(chips.downBottom).toBe('1px');
      if (!layout.mobile) expect(chips.upTop).toBe('1px');
      expect(chips.upBackground).not.toBe('rgba(0, 0, 0, 0)');
      const now = Number((await cell.innerText()).trim());

      const line = ticket.getByTestId('price-line');
      await expect(line).toBeVisible();
      await expect(line).toHaveAttribute('data-points', '3');
      await expect(line.getByTestId('price-line-clicked')).toHaveAttribute(
        'data-price',
        String(clicked),
      );
      // For a sighted member: the first and the last price, each with its Bangkok time, and the
      // dashed level's key.
      await expect(line.getByTestId('price-line-first')).toContainText(clicked.toFixed(2));
      await expect(line.getByTestId('price-line-first')).toContainText(/\d\d:\d\d/);
      await expect(line.getByTestId('price-line-last')).toContainText(now.toFixed(2));
      await expect(line.getByTestId('price-line-last')).toContainText(/\d\d:\d\d/);
      await expect(line.getByTestId('price-line-key')).toHaveText(
        `Your price ${clicked.toFixed(2)}`,
      );
      await expect(line.getByTestId('price-line-words')).toHaveText(
        `Price ${clicked.toFixed(2)} to ${now.toFixed(2)}: up once and down once in the last 10 minutes. You chose it at ${clicked.toFixed(2)}.`,
      );
      await screenshot(page, `price-line-${layout.name}`);
      await expectNoAxeViolations(page, `ticket with a price line (${layout.name})`, {
        include: ['[data-testid="bet-ticket"]'],
      });
      if (layout.mobile) {
        await page.keyboard.press('Escape');
        await expect(ticket).toHaveCount(0);
      }

      // "Moving now": only events with a marked price stay, ours among them; off, all come back.
      const rows = page.locator('[data-testid="odds-table"] [data-testid="event-row"]');
      const events = () =>
        page
          .locator('[data-testid="odds-table"]')
          .evaluateAll((tables) =>
            tables.reduce((sum, table) => sum + Number(table.getAttribute('data-event-count')), 0),
          );
      const all = await events();
      if (layout.mobile) await page.getByTestId('mobile-filters').tap();
      const moving = page.getByTestId('moving-now');
      // The key to the chips, beside the switch.
      await expect(page.getByTestId('moving-legend')).toBeVisible();
      await expect(page.getByTestId('moving-legend')).toContainText(
        'up twice, down once in the last 10 minutes',
      );
      await moving.check();
      await expect.poll(events).toBeLessThan(all);
      const filtered = await events();
      if (layout.mobile) await page.keyboard.press('Escape');
      await expect(
        page.locator(`[data-testid="event-row"][data-event-id="${eventId}"]`),
      ).toHaveCount(1);
      const shown = await rows.count();
      for (let i = 0; i < shown; i += 1)
        await expect(
          rows.nth(i).locator('[data-testid="price"][data-moves]').first(),
        ).toBeVisible();
      await screenshot(page, `moving-now-${layout.name}`);
      await expectNoAxeViolations(page, `board with moving prices (${layout.name})`, {
        include: ['[data-testid="odds-table"]'],
      });
      if (layout.mobile) await page.getByTestId('mobile-filters').tap();
      await page.getByTestId('moving-now').uncheck();
      // All come back: more than the moving ones (the market may have closed an event meanwhile).
      await expect.poll(events).toBeGreaterThan(filtered);
      await testHook(page, '/api/test/hold-prices', { event_id: eventId, hold: false });
    });
  });
}

const ROSE = { en: 'price rose', th: 'ราคาสูงขึ้น' } as const;

// A price "rises" when it pays more: a Malay price crossing from positive to negative pays more
// though its number fell. The board's colour and the ticket's arrow say so.
for (const layout of layouts) {
  for (const locale of ['en', 'th'] as const) {
    test.describe(`a Malay price crossing zero (${layout.name}, ${locale})`, () => {
      test.use({ viewport: layout.viewport, hasTouch: layout.mobile, isMobile: layout.mobile });

      test('0.x to a negative price pays more: the board and the ticket show a rise', async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page
          .context()
          .addCookies([{ name: 'NEXT_LOCALE', value: locale, url: 'http://localhost' }]);
        await saveFilterOnce(page, { quickBet: false });
        const lists = recordNonliveLists(page);
        await page.goto(`${layout.entry}${REFRESH}`);
        if (layout.mobile)
          await page
            .locator('[data-testid="odds-table"][data-kind="nonlive"]')
            .getByTestId('tournament-group')
            .first()
            .scrollIntoViewIfNeeded();
        const cell = await cellOf(page, positivePrices(page).nth(2));
        const eventId = Number(await cell.getAttribute('data-event-id'));
        await holdPrices(page, eventId, lists);
        await page.reload();
        if (layout.mobile)
          await page
            .locator('[data-testid="odds-table"][data-kind="nonlive"]')
            .getByTestId('tournament-group')
            .first()
            .scrollIntoViewIfNeeded();
        await expect(cell).toBeVisible();
        const before = Number((await cell.innerText()).trim());
        expect(before).toBeGreaterThan(0);
        const reply = ticketReply(page);
        if (layout.mobile) await cell.tap();
        else await cell.click();
        const pick = ((await (await reply).json()) as { data: WirePick }).data;
        const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
        await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
        // To 2.25 decimal: Malay -0.80, which pays 2.25 a unit against 1 + the old price.
        const selector = await cell.evaluate(
          (node) =>
            `[data-testid="price"][data-event-id="${node.getAttribute('data-event-id')}"][data-row="${node.getAttribute('data-row')}"][data-market="${node.getAttribute('data-market')}"][data-option="${node.getAttribute('data-option')}"]`,
        );
        const sawRise = page.waitForFunction(
          (sel) => document.querySelector(sel)?.getAttribute('data-change') === 'up',
          selector,
          { polling: 'raf', timeout: 20_000 },
        );
        const delta = 2.25 - (1 + before);
        await testHook(page, '/api/test/move-price', {
          odd_id: pick.odd_id,
          option: pick.option,
          delta,
        });
        await expect(cell).toHaveText('-0.80', { timeout: 15_000 });
        await sawRise;
        const price = ticket.getByTestId('ticket-price');
        await expect(price).toHaveAttribute('data-move', 'up', { timeout: 15_000 });
        await expect(price.getByRole('img', { name: ROSE[locale] })).toHaveText('▲');
        await expect(price.getByTestId('ticket-price-new')).toHaveText('-0.80');
        await screenshot(page, `malay-cross-${layout.name}-${locale}`);
        await expectNoAxeViolations(page, `ticket after a rise ${layout.name} ${locale}`, {
          include: ['[data-testid="bet-ticket"]'],
        });
        // The market as it was, for the next run.
        await testHook(page, '/api/test/move-price', {
          odd_id: pick.odd_id,
          option: pick.option,
          delta: -delta,
        });
        await testHook(page, '/api/test/hold-prices', { event_id: eventId, hold: false });
      });
    });
  }
}
