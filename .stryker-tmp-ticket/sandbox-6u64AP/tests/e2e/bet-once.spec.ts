// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  ENTRY_DESKTOP,
  ENTRY_MOBILE,
  firstHandicap,
  memberGet,
  saveFilterOnce,
  screenshot,
  setLocale,
} from './helpers';

// A bet is placed once, whatever the member does. The confirm reaches the simulator and is
// placed, but its answer never arrives (the link resets); the member reloads, or opens the app in
// another tab. Before anything else the app asks again under the same Idempotency-Key and says the
// bet was placed: exactly one ticket, the member told so. Also: a throttled confirm (429) is told in
// the member's language with the wait, and Place is held until then.

const CONFIRM = '**/api/member/ticket/bet/confirm';

interface RunningPage {
  data: { ticket: { data: { id: number }[]; meta: { total: number } } };
}

async function runningBets(page: Page): Promise<{ total: number; ids: number[] }> {
  const reply = await memberGet<RunningPage>(
    page,
    '/api/member/event/ticket/running?page=1&lang=th',
  );
  return { total: reply.data.ticket.meta.total, ids: reply.data.ticket.data.map((t) => t.id) };
}

/** The placed answer goes to the simulator and is thrown away: the browser sees a reset link. */
async function loseConfirmAnswers(page: Page): Promise<{ placedIds: number[] }> {
  const placedIds: number[] = [];
  await page.route(CONFIRM, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { status: boolean; data?: { ticket_id: number } };
    if (body.status && body.data) placedIds.push(body.data.ticket_id);
    await route.abort('connectionreset');
  });
  return { placedIds };
}

const layouts = [
  { name: 'desktop', entry: ENTRY_DESKTOP, viewport: { width: 1440, height: 900 }, mobile: false },
  { name: 'phone', entry: ENTRY_MOBILE, viewport: { width: 390, height: 844 }, mobile: true },
] as const;

for (const layout of layouts) {
  test.describe(`a lost confirm answer and a reload (${layout.name})`, () => {
    test.use({ viewport: layout.viewport, hasTouch: layout.mobile, isMobile: layout.mobile });

    /** Opens the app, puts the first today handicap price on the ticket with the minimum stake. */
    async function ticketWithStake(page: Page): Promise<Locator> {
      await page.goto(layout.entry);
      if (layout.mobile) {
        const table = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
        await table.getByTestId('tournament-group').first().scrollIntoViewIfNeeded();
      }
      const price = firstHandicap(page);
      await expect(price).toBeVisible();
      await price.click();
      const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
      await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
      await ticket.getByTestId('stake-min').click();
      return ticket;
    }

    test('the reload asks again under the same key: one ticket, and the member is told', async ({
      page,
    }) => {
      await setLocale(page, 'en');
      await saveFilterOnce(page, { quickBet: false });
      const ticket = await ticketWithStake(page);
      const before = await runningBets(page);
      const lost = await loseConfirmAnswers(page);
      const keys: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/ticket/bet/confirm'))
          keys.push(request.headers()['idempotency-key'] ?? '');
      });

      await ticket.getByTestId('place-bet').click();
      await expect(ticket.getByTestId('ticket-failure')).toBeVisible();
      expect(lost.placedIds).toHaveLength(1);
      const placedId = lost.placedIds[0]!;
      // The server placed it; the page does not know.
      await expect.poll(async () => (await runningBets(page)).total).toBe(before.total + 1);

      await page.unroute(CONFIRM);
      await page.reload();
      const told = page
        .getByTestId('app-alert')
        .filter({ hasText: 'sent before the page reloaded was placed' });
      await expect(told).toBeVisible();
      await expect(told).toContainText(String(placedId));
      await screenshot(page, `bet-once-recovered-${layout.name}`);

      // Asked once more, under the key of the lost answer; nothing new was placed.
      expect(keys.length).toBe(2);
      expect(keys[1]).toBe(keys[0]);
      const after = await runningBets(page);
      expect(after.total).toBe(before.total + 1);
      expect(after.ids).toContain(placedId);
      // The ticket that was placed is gone, nothing is left to place again, and nothing is pending.
      await expect(page.getByTestId('ticket-pick')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('betConfirmPending'))).toBeNull();
      // A second reload asks nothing.
      await page.reload();
      await expect(page.getByTestId('app-alert').filter({ hasText: 'reloaded' })).toHaveCount(0);
      expect(keys.length).toBe(2);
      expect((await runningBets(page)).total).toBe(before.total + 1);
    });
  });
}

test('another tab opened after the lost answer finds the bet placed, in Thai', async ({
  context,
  page,
}) => {
  await setLocale(page, 'th');
  await saveFilterOnce(page, { quickBet: false });
  await page.goto(ENTRY_DESKTOP);
  const price = firstHandicap(page);
  await price.click();
  const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
  await ticket.getByTestId('stake-min').click();
  const before = await runningBets(page);
  const lost = await loseConfirmAnswers(page);
  await ticket.getByTestId('place-bet').click();
  await expect(ticket.getByTestId('place-bet-retry')).toBeVisible();

  const other = await context.newPage();
  await other.goto(ENTRY_DESKTOP);
  await expect(
    other.getByTestId('app-alert').filter({ hasText: 'ก่อนโหลดหน้าใหม่แทงสำเร็จแล้ว' }),
  ).toContainText(String(lost.placedIds[0]));
  // The first tab's retry asks under the same key: the first answer, not a second bet, and told as
  // such (the reply's replay header), never as a bet placed now.
  await page.unroute(CONFIRM);
  await ticket.getByTestId('place-bet-retry').click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'เดิมพันนี้แทงสำเร็จไปก่อนหน้านี้แล้ว' }),
  ).toContainText(String(lost.placedIds[0]));
  await expect(page.getByRole('alert').filter({ hasText: 'แทง สำเร็จ' })).toHaveCount(0);
  expect((await runningBets(page)).total).toBe(before.total + 1);
});

test.describe('too many confirms (429)', () => {
  for (const layout of layouts) {
    test(`the wait is told in Thai and Place is held until then (${layout.name})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        viewport: layout.viewport,
        hasTouch: layout.mobile,
        isMobile: layout.mobile,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('firstLogin', 'false'));
      await setLocale(page, 'th');
      await saveFilterOnce(page, { quickBet: false });
      await page.goto(layout.entry);
      if (layout.mobile) {
        const table = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
        await table.getByTestId('tournament-group').first().scrollIntoViewIfNeeded();
      }
      await firstHandicap(page).click();
      const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
      await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
      await ticket.getByTestId('stake-min').click();
      let confirms = 0;
      // The simulator's own 429 (server/http/rateLimits.ts): English text, a code, Retry-After.
      await page.route(CONFIRM, async (route) => {
        confirms += 1;
        await route.fulfill({
          status: 429,
          headers: { 'retry-after': '4', 'content-type': 'application/json' },
          body: JSON.stringify({
            status: false,
            message: 'Too many requests: try again in 4 s',
            error: 'Too many requests: try again in 4 s',
            code: 'rate_limited',
          }),
        });
      });
      const place = ticket.getByTestId('place-bet');
      await place.click();
      const notice = ticket.getByTestId('place-bet-throttled');
      await expect(notice).toContainText('ส่งเดิมพันถี่เกินไป');
      await expect(notice).toContainText(/[1-4] วินาที/);
      await expect(page.getByText('Too many requests')).toHaveCount(0);
      await expect(place).toBeDisabled();
      await screenshot(page, `bet-throttled-${layout.name}`);
      // Held: pressing again spends nothing.
      await place.click({ force: true });
      expect(confirms).toBe(1);
      // After the wait Place is back, the notice gone.
      await expect(place).toBeEnabled({ timeout: 8_000 });
      await expect(notice).toHaveCount(0);
      await context.close();
    });
  }
});
