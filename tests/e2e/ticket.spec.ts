import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  countdownOnly,
  ENTRY_DESKTOP,
  memberGet,
  saveFilterOnce,
  screenshot,
  sessionToken,
  ticketReply,
} from './helpers';

// The bet ticket against the simulator: picks, limits, placing, failures.

interface WirePick {
  event_id: number;
  odd_id: number;
  option: 'h' | 'a' | 'x';
  price: number;
  min_bet: number;
  max_bet: number;
  max_pay_bill_sport: number;
}

async function openWithFilter(page: Page, filter: Record<string, unknown> = {}) {
  await saveFilterOnce(page, filter);
  await page.goto(ENTRY_DESKTOP);
  await expect(page.getByTestId('app-desktop')).toBeVisible();
}

/** Prices of the non-live table, one event after the other, that are not negative (risk = stake). */
function positivePrices(page: Page, market = 'Handicap'): Locator {
  return page
    .locator(
      `[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-market="${market}"]`,
    )
    .filter({ hasNotText: '-' });
}

async function clickPick(page: Page, price: Locator): Promise<WirePick> {
  // The pick's own call: a pick already held may be read again meanwhile (the ticket follows the
  // market, e.g. when the odds stream comes up and the lists are refreshed).
  const reply = ticketReply(page, { eventId: await price.getAttribute('data-event-id') });
  await price.click();
  const body = (await (await reply).json()) as { data: WirePick | null };
  if (body.data === null) throw new Error('the pick was closed');
  return body.data;
}

async function balanceOf(page: Page): Promise<number> {
  const reply = await memberGet<{ data: { balance: number } }>(page, '/api/member/balance');
  return reply.data.balance;
}

async function runningCount(page: Page): Promise<number> {
  const reply = await memberGet<{ data: { ticket: { meta: { total: number } } } }>(
    page,
    '/api/member/event/ticket/running?page=1&lang=th',
  );
  return reply.data.ticket.meta.total;
}

async function testHook(page: Page, path: string, body: Record<string, unknown>) {
  const response = await page.request.post(path, { data: body });
  expect(response.ok()).toBe(true);
}

const ticketPanel = (page: Page) => page.locator('[data-testid="bet-ticket"][data-mode]').first();
const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('a single bet lowers the balance by the stake and appears in the my-bet list', async ({
  page,
}) => {
  await openWithFilter(page, { quickBet: false });
  const price = positivePrices(page).first();
  await expect(price).toBeVisible();
  const pick = await clickPick(page, price);
  const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
  await expect(ticket.getByTestId('ticket-pick')).toHaveAttribute(
    'data-event-id',
    String(pick.event_id),
  );
  await expect(price).toHaveAttribute('data-active', 'true');
  await expect(ticket.getByTestId('ticket-limits')).toHaveText(
    `${Math.floor(pick.min_bet).toLocaleString('en-US')} - ${Math.floor(pick.max_bet).toLocaleString('en-US')}`,
  );
  await expect(ticket.getByTestId('max-payout')).toHaveText('0.00');
  await expect(ticket.getByTestId('place-bet')).toBeDisabled();

  const listBefore = await runningCount(page);
  const balanceBefore = await balanceOf(page);
  const stake = Math.max(500, Math.floor(pick.min_bet));
  await ticket.getByTestId('stake-input').fill(`${stake}abc`);
  await expect(ticket.getByTestId('stake-input')).toHaveValue(stake.toLocaleString('en-US'));
  await expect(ticket.getByTestId('max-payout')).toHaveText(
    (pick.price * stake).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
  );
  await screenshot(page, 'ticket-single-1440');
  await ticket.getByTestId('place-bet').click();

  await expect(alert(page, 'แทง สำเร็จ')).toBeVisible();
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(0);
  await expect.poll(() => balanceOf(page)).toBeCloseTo(balanceBefore - stake, 2);
  await expect(page.getByTestId('balance')).toHaveText(
    `$ ${(balanceBefore - stake).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  await expect(page.getByTestId('mybet-count')).toHaveText(String(listBefore + 1));
  await expect(page.getByTestId('mybet-list').getByTestId('mybet-ticket').first()).toBeVisible();
  await screenshot(page, 'ticket-single-placed-1440');
});

test('a 3-pick mix parlay shows the product of the prices and the right maximum', async ({
  page,
}) => {
  await openWithFilter(page, { sortFilterEventId: 6 });
  const ticket = page.locator('[data-testid="bet-ticket"][data-mode="mix"]');
  // Live and non-live events alike: the mix list is short.
  const rows = page.getByTestId('event-row');
  await expect(rows.nth(2)).toBeVisible();
  const picks: WirePick[] = [];
  for (let i = 0; i < 3; i += 1) {
    picks.push(
      await clickPick(
        page,
        rows.nth(i).locator('[data-testid="price"][data-market="Handicap"]').first(),
      ),
    );
    await expect(ticket.getByTestId('ticket-pick')).toHaveCount(i + 1);
  }
  const odds = picks.reduce((product, pick) => product * pick.price, 1);
  const max = Math.floor(
    Math.min(
      ...picks.map((p) => p.max_bet),
      Math.min(...picks.map((p) => p.max_pay_bill_sport)) / odds,
    ),
  );
  await expect(ticket.getByTestId('ticket-odds-total')).toHaveText(odds.toFixed(2));
  await expect(ticket.getByTestId('ticket-limits')).toHaveText(
    `${Math.floor(picks[0]!.min_bet).toLocaleString('en-US')} - ${max.toLocaleString('en-US')}`,
  );
  // Typing more than the maximum is clamped to it.
  await ticket.getByTestId('stake-input').fill(String(max * 10));
  await expect(ticket.getByTestId('stake-input')).toHaveValue(max.toLocaleString('en-US'));

  // One pick per event: another price of the first event replaces its pick.
  await clickPick(
    page,
    rows.nth(0).locator('[data-testid="price"][data-market="Handicap"]').nth(1),
  );
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(3);
  await screenshot(page, 'ticket-mix-1440');
});

test('a price moved between pick and confirm shows the old and new price and the banner', async ({
  page,
}) => {
  await countdownOnly(page);
  await openWithFilter(page, { quickBet: false });
  const price = positivePrices(page).nth(3);
  await expect(price).toBeVisible();
  const pick = await clickPick(page, price);
  const ticket = ticketPanel(page);
  await ticket.getByTestId('stake-min').click();
  const before = await runningCount(page);
  await testHook(page, '/api/test/move-price', {
    odd_id: pick.odd_id,
    option: pick.option,
    delta: -0.05,
  });
  await ticket.getByTestId('place-bet').click();
  await expect(ticket.getByTestId('ticket-banner')).toHaveAttribute('data-kind', 'price');
  const shown = ticket.getByTestId('ticket-pick');
  await expect(shown.getByTestId('ticket-price-old')).toHaveText(pick.price.toFixed(2));
  await expect(shown.getByTestId('ticket-price-new')).not.toHaveText(pick.price.toFixed(2));
  await expect(shown.getByTestId('ticket-price').getByRole('img')).toHaveText('▼');
  expect(await runningCount(page)).toBe(before);
  await screenshot(page, 'ticket-price-changed-1440');
  // Placing again at the new price goes through.
  await ticket.getByTestId('place-bet').click();
  await expect(alert(page, 'แทง สำเร็จ')).toBeVisible();
  await expect.poll(() => runningCount(page)).toBe(before + 1);
});

test('a double click places one bet', async ({ page }) => {
  await openWithFilter(page, { quickBet: false });
  await clickPick(page, positivePrices(page).nth(5));
  const ticket = ticketPanel(page);
  await ticket.getByTestId('stake-min').click();
  const before = await runningCount(page);
  await ticket.getByTestId('place-bet').dblclick();
  await expect(alert(page, 'แทง สำเร็จ')).toBeVisible();
  await expect(page.getByTestId('mybet-count')).toHaveText(String(before + 1));
  expect(await runningCount(page)).toBe(before + 1);
});

test('a closed pick alerts and adds nothing', async ({ page }) => {
  // On the countdown alone: the odds stream takes a closed event off the board within ~0.1-0.3 s of
  // its closing, which raced the click below (what is tested here is the ticket's check refusing a
  // pick that closed after it was drawn; the board's own removal is odds-push.spec's).
  await countdownOnly(page);
  await openWithFilter(page, { quickBet: false });
  const last = page
    .locator('[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"]')
    .last();
  await expect(last).toBeVisible();
  const eventId = Number(await last.getAttribute('data-event-id'));
  // Pinned to that event: the virtualised list may draw more rows below by the time of the click.
  const price = page
    .locator(
      `[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-event-id="${eventId}"]`,
    )
    .first();
  await testHook(page, '/api/test/set-open', { event_id: eventId, open: false });
  await price.click();
  await expect(alert(page, 'ไม่ สำเร็จ คู่ปิด')).toBeVisible();
  await expect(ticketPanel(page).getByTestId('ticket-pick')).toHaveCount(0);
  await testHook(page, '/api/test/set-open', { event_id: eventId, open: true });
});

test('the ticket survives a reload, each pick checked again', async ({ page }) => {
  await openWithFilter(page, { sortFilterEventId: 5 });
  const rows = page.getByTestId('event-row');
  await expect(rows.nth(1)).toBeVisible();
  const first = await clickPick(
    page,
    rows.nth(0).locator('[data-testid="price"][data-market="OverUnder"]').first(),
  );
  const second = await clickPick(
    page,
    rows.nth(1).locator('[data-testid="price"][data-market="Handicap"]').first(),
  );
  const ticket = page.locator('[data-testid="bet-ticket"][data-mode="step"]');
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(2);
  const rechecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/step/ticket?')) rechecks.push(request.url());
  });
  await page.reload();
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(2);
  await expect(
    ticket.locator(`[data-testid="ticket-pick"][data-event-id="${first.event_id}"]`),
  ).toBeVisible();
  await expect(
    ticket.locator(`[data-testid="ticket-pick"][data-event-id="${second.event_id}"]`),
  ).toBeVisible();
  // Each pick was asked for again after the reload. The first refresh of the lists may re-read them
  // once more (the ticket follows the market), so the calls are counted per pick.
  const checked = new Set(rechecks.map((url) => new URL(url).searchParams.get('event_id')));
  expect(checked).toEqual(new Set([String(first.event_id), String(second.event_id)]));
  // Switching to a single-bet tab changes the bet type: the ticket is cleared.
  await page.locator('[data-testid="event-tab"][data-tab="2"]').click();
  await expect(
    page.locator('[data-testid="bet-ticket"][data-mode="single"] [data-testid="ticket-pick"]'),
  ).toHaveCount(0);
});

test('quick bet opens at the click with min-max placeholder and places the bet', async ({
  page,
}) => {
  await openWithFilter(page, {});
  // The switch sits in the filter bar and is on by default.
  await expect(page.getByTestId('filter-bar').getByTestId('quick-bet-switch')).toBeChecked();
  const price = positivePrices(page).nth(2);
  await expect(price).toBeVisible();
  const pick = await clickPick(page, price);
  const popup = page.getByTestId('popup-quick-bet');
  await expect(popup).toBeVisible();
  const quick = popup.locator('[data-testid="bet-ticket"][data-mode="quick"]');
  await expect(quick.getByTestId('stake-input')).toHaveAttribute(
    'placeholder',
    `${Math.floor(pick.min_bet).toLocaleString('en-US')}-${Math.floor(pick.max_bet).toLocaleString('en-US')}`,
  );
  await expect(popup).toHaveCSS('z-index', '1000');
  await quick.getByTestId('stake-plus-500').click();
  await quick.getByTestId('stake-plus-1000').click();
  await expect(quick.getByTestId('stake-input')).toHaveValue('1,500');
  await screenshot(page, 'ticket-quick-bet-1440');
  await quick.getByTestId('stake-clear').click();
  await expect(quick.getByTestId('stake-input')).toHaveValue('');
  await expect(quick.getByTestId('max-payout')).toHaveText('0.00');
  await quick.getByTestId('stake-min').click();
  await quick.getByTestId('stake-input').press('Enter');
  await expect(alert(page, 'แทง สำเร็จ')).toBeVisible();
  await expect(popup).toHaveCount(0);
});

test('the mouse wheel over the quick bet or beside it does not scroll the board behind it', async ({
  page,
}) => {
  await openWithFilter(page, {});
  const price = positivePrices(page).nth(1);
  await expect(price).toBeVisible();
  await clickPick(page, price);
  const popup = page.getByTestId('popup-quick-bet');
  await expect(popup.getByTestId('stake-input')).toBeVisible();
  // Whatever scrolls the board (the page or a panel of it), its position is read everywhere.
  const scrolled = () =>
    page.evaluate(() =>
      [document.scrollingElement, ...document.querySelectorAll('main, [data-testid="odds-area"]')]
        .map((element) => element?.scrollTop ?? 0)
        .reduce((sum, top) => sum + top, 0),
    );
  // The page's own wheel events, counted as they reach it: a check waits for the wheels it sent
  // and two frames drawn after them (a scroll shows in the first frame after its wheel), not a
  // fixed time.
  await page.evaluate(() => {
    const counted = window as unknown as { wheels: number };
    counted.wheels = 0;
    addEventListener('wheel', () => (counted.wheels += 1), { capture: true, passive: true });
  });
  const wheelsDrawn = async (count: number) => {
    await page.waitForFunction(
      (wanted) => (window as unknown as { wheels: number }).wheels >= wanted,
      count,
    );
    await page.evaluate(
      () =>
        new Promise<void>((done) =>
          requestAnimationFrame(() => requestAnimationFrame(() => done())),
        ),
    );
  };
  const before = await scrolled();
  const box = await popup.boundingBox();
  if (box === null) throw new Error('no quick bet box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 600);
  await page.mouse.move(box.x + box.width + 40, box.y + 40);
  await page.mouse.wheel(0, 600);
  await wheelsDrawn(2);
  expect(await scrolled()).toBe(before);
  // Closed, the same wheel, waited for the same way, scrolls the board: the check above could see
  // a scroll.
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await page.mouse.wheel(0, 600);
  await wheelsDrawn(3);
  expect(await scrolled()).toBeGreaterThan(before);
});

test('a click beside the quick bet closes it, reaches nothing behind it, and the page is usable again', async ({
  page,
}) => {
  await openWithFilter(page, {});
  await clickPick(page, positivePrices(page).nth(2));
  const popup = page.getByTestId('popup-quick-bet');
  await expect(popup.getByTestId('ticket-pick')).toHaveCount(1);
  await expect(popup).toHaveAttribute('aria-modal', 'true');
  // The popup at its full height (its price line comes from a chunk of its own, a moment later)
  // before another price is looked for outside it.
  await expect(popup.getByTestId('price-line')).toBeVisible();
  // Another price, clear of the popup, under the click: the backdrop takes the click, so no second
  // pick is asked for.
  const popupBox = (await popup.boundingBox())!;
  const apart = (box: { x: number; y: number; width: number; height: number }) =>
    box.x + box.width < popupBox.x ||
    box.x > popupBox.x + popupBox.width ||
    box.y + box.height < popupBox.y ||
    box.y > popupBox.y + popupBox.height;
  const prices = positivePrices(page);
  let index = 0;
  while (!apart((await prices.nth(index).boundingBox())!)) index += 1;
  const other = prices.nth(index);
  let asked = 0;
  page.on('request', (request) => {
    if (/\/ticket\?/.test(request.url())) asked += 1;
  });
  const box = (await other.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(popup).toHaveCount(0);
  expect(asked).toBe(0);
  // The next click on that price opens the quick bet again.
  await clickPick(page, other);
  await expect(popup.getByTestId('ticket-pick')).toHaveCount(1);
});

test('the session token is sent with the confirm and the Idempotency-Key header', async ({
  page,
}) => {
  await openWithFilter(page, { quickBet: false });
  await clickPick(page, positivePrices(page).nth(4));
  await ticketPanel(page).getByTestId('stake-min').click();
  const confirm = page.waitForRequest((request) =>
    request.url().endsWith('/api/member/ticket/bet/confirm'),
  );
  await ticketPanel(page).getByTestId('place-bet').click();
  const request = await confirm;
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(request.headers()['authorization']).toBe(`Bearer ${await sessionToken(page.context())}`);
  await expect(alert(page, 'แทง สำเร็จ')).toBeVisible();
});

test('a confirm whose reply is lost keeps the ticket; the retry reuses the key and places once', async ({
  page,
}) => {
  await openWithFilter(page, { quickBet: false });
  await clickPick(page, positivePrices(page).nth(1));
  const ticket = ticketPanel(page);
  await ticket.getByTestId('stake-min').click();
  const before = await runningCount(page);
  const keys: string[] = [];
  let lost = false;
  await page.route('**/api/member/ticket/bet/confirm', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (!lost) {
      // The server takes the bet, the answer never reaches the browser.
      lost = true;
      await route.fetch();
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  await ticket.getByTestId('place-bet').click();
  await expect(ticket.getByTestId('place-bet-retry')).toBeVisible();
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
  await expect(page.getByRole('alert').first()).toBeVisible();
  await screenshot(page, 'ticket-unreachable-1440');
  await ticket.getByTestId('place-bet-retry').click();
  // The retry's answer is the stored one (the reply's replay header): told as placed before.
  await expect(alert(page, 'เดิมพันนี้แทงสำเร็จไปก่อนหน้านี้แล้ว')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await runningCount(page)).toBe(before + 1);
});

test('"accept any odds" re-confirms once by itself at the new price and says so', async ({
  page,
}) => {
  await countdownOnly(page);
  await openWithFilter(page, { quickBet: false });
  const pick = await clickPick(page, positivePrices(page).nth(2));
  const ticket = ticketPanel(page);
  await ticket.getByTestId('odds-change-policy').selectOption('any');
  await ticket.getByTestId('stake-min').click();
  const before = await runningCount(page);
  await testHook(page, '/api/test/move-price', {
    odd_id: pick.odd_id,
    option: pick.option,
    delta: -0.04,
  });
  await ticket.getByTestId('place-bet').click();
  await expect(page.getByRole('alert').filter({ hasText: /ราคาใหม่|new odds/ })).toBeVisible();
  await expect(alert(page, 'แทง สำเร็จ')).toBeVisible();
  expect(await runningCount(page)).toBe(before + 1);
  // The setting is the place-bet machine's, kept for the next visit.
  await page.reload();
  await clickPick(page, positivePrices(page).nth(2));
  await expect(ticketPanel(page).getByTestId('odds-change-policy')).toHaveValue('any');
});
