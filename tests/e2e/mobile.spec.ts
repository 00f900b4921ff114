import { test, expect } from '@playwright/test';
import type { Locator, Page, Response } from '@playwright/test';
import {
  ENTRY_MOBILE,
  memberGet,
  saveFilterOnce,
  screenshot,
  TICKET_CALL,
  ticketReply,
} from './helpers';

// The mobile layout at phone sizes with touch: odds board, ticket modal, ticket-fab,
// early date modal, touch targets and horizontal overflow.

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  deviceScaleFactor: 1,
  actionTimeout: 10_000,
});

interface WirePick {
  event_id: number;
  price: number;
  min_bet: number;
}

async function openMobile(page: Page, filter: Record<string, unknown> = {}, locale = 'th') {
  await page.context().addCookies([
    {
      name: 'NEXT_LOCALE',
      value: locale,
      url: page.url().startsWith('http') ? page.url() : 'http://localhost',
    },
  ]);
  await saveFilterOnce(page, filter);
  await page.goto(ENTRY_MOBILE);
  await expect(page.getByTestId('app-mobile')).toBeVisible();
}

async function tapPick(page: Page, price: Locator): Promise<WirePick> {
  // The board redraws a moving price's cell now and then (the odds stream): a tap that keeps
  // meeting a replaced cell is tried again on the cell drawn now.
  let reply: Promise<Response> | null = null;
  // The pick's own call: a pick already held may be read again meanwhile (the ticket follows the
  // market, e.g. when the odds stream comes up and the lists are refreshed).
  const eventId = await price.getAttribute('data-event-id');
  for (let attempt = 1; reply === null; attempt += 1) {
    const waiting = ticketReply(page, { eventId });
    try {
      await price.tap({ timeout: 4_000 });
      reply = waiting;
    } catch (failure) {
      waiting.catch(() => undefined);
      if (attempt >= 3) throw failure;
    }
  }
  const body = (await (await reply).json()) as { data: WirePick | null };
  if (body.data === null) throw new Error('the pick was closed');
  return body.data;
}

async function balanceOf(page: Page): Promise<number> {
  const reply = await memberGet<{ data: { balance: number } }>(page, '/api/member/balance');
  return reply.data.balance;
}

/**
 * The today table sits below the live table, and match boxes are virtualised: bring its first
 * tournament head into view so its first match boxes are drawn.
 */
async function showNonlive(page: Page): Promise<Locator> {
  const table = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
  await table
    .getByTestId('tournament-group')
    .first()
    .getByTestId('tournament-collapse')
    .scrollIntoViewIfNeeded();
  return table;
}

const money = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('the board shows tournament boxes and match boxes with the two tables; a match box folds', async ({
  page,
}) => {
  await openMobile(page);
  const table = await showNonlive(page);
  const match = table.getByTestId('event-row').first();
  await expect(match).toBeVisible();
  await expect(match.getByTestId('mobile-line-table')).toBeVisible();
  await expect(match.getByTestId('price').first()).toBeVisible();
  // A price cell without a value is not a button.
  expect(await match.locator('[data-testid="price"]').filter({ hasText: /^-$/ }).count()).toBe(0);
  await match.getByTestId('match-toggle').tap();
  await expect(match).toHaveAttribute('data-collapsed', 'true');
  await expect(match.getByTestId('mobile-line-table')).toHaveCount(0);
  const group = table.getByTestId('tournament-group').first();
  await group.getByTestId('tournament-collapse').tap();
  await expect(group).toHaveAttribute('data-collapsed', 'true');
  await expect(group.getByTestId('event-row')).toHaveCount(0);
  await screenshot(page, 'mobile-board-390-th');
});

test('a single bet through the ticket modal lowers the balance by the stake', async ({ page }) => {
  await openMobile(page, { quickBet: true }, 'en');
  await expect(page.getByTestId('bet-ticket')).toHaveCount(0);
  await showNonlive(page);
  const price = page
    .locator(
      '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-market="Handicap"]',
    )
    .filter({ hasNotText: '-' })
    .first();
  await expect(price).toBeVisible();
  const pick = await tapPick(page, price);
  const modal = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('ticket-pick')).toHaveAttribute(
    'data-event-id',
    String(pick.event_id),
  );
  await expect(modal.getByTestId('stake-input')).toHaveAttribute('inputmode', 'numeric');
  expect((await phoneOffenders(page)).small, 'targets under 44x44 in the ticket modal').toEqual([]);
  const balanceBefore = await balanceOf(page);
  const stake = Math.max(500, Math.floor(pick.min_bet));
  await modal.getByTestId('stake-input').fill(String(stake));
  await expect(modal.getByTestId('max-payout')).toHaveText(money(pick.price * stake));
  await screenshot(page, 'mobile-ticket-390-en');
  const placeBet = modal.getByTestId('place-bet');
  await placeBet.scrollIntoViewIfNeeded();
  await expect(placeBet).toBeInViewport();
  await placeBet.tap();
  await expect(modal).toHaveCount(0);
  await expect.poll(() => balanceOf(page)).toBeCloseTo(balanceBefore - stake, 2);
  await expect(page.getByTestId('balance')).toHaveText(`$ ${money(balanceBefore - stake)}`);
});

test('a step ticket through the ticket-fab keeps one pick per event', async ({ page }) => {
  await openMobile(page, { sortFilterEventId: 5 });
  const fab = page.getByTestId('ticket-fab');
  await expect(fab).toHaveText(/0/);
  const rows = page.getByTestId('event-row');
  await expect(rows.nth(1)).toBeVisible();
  const first = rows.nth(0).locator('[data-testid="price"][data-market="Handicap"]');
  await tapPick(page, first.first());
  await expect(fab).toHaveText(/1/);
  // The picked price shows it is on the ticket (each price listens for its own key).
  await expect(first.first()).toHaveAttribute('data-active', 'true');
  // Step: no modal on a tap.
  await expect(page.getByTestId('bet-ticket')).toHaveCount(0);
  await tapPick(page, rows.nth(1).locator('[data-testid="price"][data-market="Handicap"]').first());
  await expect(fab).toHaveText(/2/);
  // Another price of the first event replaces its pick.
  await tapPick(page, first.nth(1));
  await expect(fab).toHaveText(/2/);
  await expect(first.nth(1)).toHaveAttribute('data-active', 'true');
  await expect(first.first()).toHaveAttribute('data-active', 'false');
  await fab.tap();
  const modal = page.locator('[data-testid="bet-ticket"][data-mode="step"]');
  await expect(modal.getByTestId('ticket-pick')).toHaveCount(2);
  await expect(modal.getByTestId('ticket-odds-total')).toBeVisible();
  await screenshot(page, 'mobile-step-ticket-390-th');
});

test('a touch tap on a price picks it once at the touch, with no click after it; a swipe from a price picks nothing', async ({
  page,
}) => {
  // The board answers a one-finger tap at its touchend, so the tap answers at once, and cancels the
  // mouse events and click the browser would send after it. A listener added before the app's
  // counts what arrives.
  await page.addInitScript(() => {
    const seen = { clicks: 0 };
    Object.assign(window, { seen });
    window.addEventListener('click', () => (seen.clicks += 1), true);
  });
  await openMobile(page, { sortFilterEventId: 5 });
  const fab = page.getByTestId('ticket-fab');
  await expect(fab).toHaveText(/0/);
  const rows = page.getByTestId('event-row');
  await expect(rows.nth(1)).toBeVisible();
  const tickets: string[] = [];
  page.on('request', (request) => {
    if (TICKET_CALL.test(request.url())) tickets.push(request.url());
  });
  const first = rows.nth(0).locator('[data-testid="price"][data-market="Handicap"]').first();
  await tapPick(page, first);
  await expect(fab).toHaveText(/1/);
  await expect(first).toHaveAttribute('data-active', 'true');
  // Focus went to the price, as a tap's mousedown would have moved it; no click reached the page.
  await expect(first).toBeFocused();
  expect(
    await page.evaluate(() => (window as unknown as { seen: { clicks: number } }).seen.clicks),
  ).toBe(0);
  const asked = tickets.length;
  expect(asked).toBeGreaterThanOrEqual(1);

  // A finger put down on a price and moved (a swipe over the board) picks nothing.
  const second = rows.nth(1).locator('[data-testid="price"][data-market="Handicap"]').first();
  const box = await second.boundingBox();
  if (box === null) throw new Error('the second price is not drawn');
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  for (let step = 1; step <= 6; step += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: at.x, y: at.y - step * 12 }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // A tap after the swipe: its pick is checked after anything the swipe would have asked, so
  // once its check is answered, a pick of the swipe would show.
  const third = rows.nth(2).locator('[data-testid="price"][data-market="Handicap"]').first();
  await tapPick(page, third);
  await expect(fab).toHaveText(/2/);
  await expect(third).toHaveAttribute('data-active', 'true');
  await expect(second).not.toHaveAttribute('data-active', 'true');
  await expect(second).not.toHaveAttribute('data-pressed', 'true');
  // The swipe asked for nothing, the tap once (a held pick may be read again as the market moves).
  const askedFor = (price: Locator) =>
    price
      .getAttribute('data-event-id')
      .then((id) =>
        tickets.slice(asked).filter((url) => new URL(url).searchParams.get('event_id') === id),
      );
  expect(await askedFor(second)).toHaveLength(0);
  expect(await askedFor(third)).toHaveLength(1);
});

test('the early date modal changes the date only on Confirm', async ({ page }) => {
  await openMobile(page, { sortFilterEventId: 3 });
  await expect(page.locator('[data-testid="odds-table"][data-kind="early"]')).toBeVisible();
  // The live table is not shown with the early market.
  await expect(page.locator('[data-testid="odds-table"][data-kind="live"]')).toHaveCount(0);
  const opener = page.getByTestId('early-date-open');
  const before = await opener.textContent();
  await opener.tap();
  const modal = page.getByTestId('early-date-modal');
  await expect(modal).toBeVisible();
  expect((await phoneOffenders(page)).small, 'targets under 44x44 in the date modal').toEqual([]);
  const last = modal.getByTestId('early-date-option').last();
  await last.tap();
  await screenshot(page, 'mobile-early-date-390-th');
  await modal.getByTestId('early-date-cancel').tap();
  await expect(modal).toHaveCount(0);
  await expect(opener).toHaveText(before ?? '');
  await opener.tap();
  await modal.getByTestId('early-date-option').last().tap();
  const value = await modal.getByTestId('early-date-option').last().getAttribute('data-value');
  const reply = page.waitForResponse(
    (response) =>
      response.url().includes('/early?') &&
      response.url().includes(`date=${encodeURIComponent(value ?? '')}`),
  );
  await modal.getByTestId('early-date-confirm').tap();
  await reply;
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('storageFilter') ?? '{}') as { sortEarlyDate?: string },
  );
  expect(stored.sortEarlyDate).toBe(value);
});

test('the filter sheet offers the settings the match boxes follow, stored', async ({ page }) => {
  await openMobile(page);
  await page.getByTestId('mobile-filters').tap();
  const sheet = page.getByTestId('filter-sheet');
  await expect(sheet).toBeVisible();
  // Desktop only: the quick bet, and what a match box does not follow (the table type and
  // the font size changed nothing on the phone).
  await expect(sheet.getByTestId('quick-bet-switch')).toHaveCount(0);
  await expect(sheet.getByTestId('table-type')).toHaveCount(0);
  await expect(sheet.getByTestId('font-size')).toHaveCount(0);
  await expect(sheet.getByTestId('odds-format')).toBeVisible();
  expect((await phoneOffenders(page)).small, 'targets under 44x44 in the filter sheet').toEqual([]);
  await sheet.getByRole('button', { name: 'EU', exact: true }).tap();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('storageFilter') ?? '{}') as { sortCurrency?: string })
            .sortCurrency,
      ),
    )
    .toBe('EU');
  await screenshot(page, 'mobile-filters-390-th');
  await sheet.getByTestId('popup-close').tap();
  await expect(sheet).toHaveCount(0);
});

/** Every visible tap target smaller than 44x44, and every element sticking out of the viewport. */
async function phoneOffenders(
  page: Page,
): Promise<{ small: string[]; overflow: string[]; scrollWidth: number }> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      const label =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 20) ?? '';
      return `${element.tagName.toLowerCase()}${testId ? `[${testId}]` : ''} "${label}"`;
    };
    const small: string[] = [];
    for (const element of document.querySelectorAll(
      'button, a[href], select, input:not([type=radio]):not([type=checkbox]), [role="button"], [role="tab"], label:has(> input[type=radio]), label:has(> input[type=checkbox])',
    )) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      if (box.width < 43.5 || box.height < 43.5)
        small.push(`${describe(element)} ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    const overflow: string[] = [];
    const width = document.documentElement.clientWidth;
    // Inside a box that scrolls sideways on its own (the tab strip) is not page overflow, nor is what a
    // box inside the screen clips on purpose (the carousel's next slides); a clipping box that itself
    // sticks out is reported as that box.
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent !== null && parent !== document.body;
        parent = parent.parentElement
      ) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
        if (
          (overflowX === 'hidden' || overflowX === 'clip') &&
          parent.getBoundingClientRect().right <= width + 0.5
        )
          return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll('body *')) {
      if (clipped(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5)
        overflow.push(`${describe(element)} right=${Math.round(box.right)}`);
    }
    return {
      small,
      overflow: overflow.slice(0, 20),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

for (const width of [320, 390, 430]) {
  test(`at ${width} px no target is under 44 px and nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openMobile(page, {}, width === 320 ? 'th' : 'en');
    await expect(page.getByTestId('price').first()).toBeVisible();
    if (width === 320) await screenshot(page, 'mobile-board-320-th');
    const found = await phoneOffenders(page);
    expect(found.small, 'targets under 44x44').toEqual([]);
    expect(found.overflow, 'elements past the right edge').toEqual([]);
    expect(found.scrollWidth).toBeLessThanOrEqual(width);
  });
}

test('without a device parameter a 390 px viewport gets the mobile layout, and the toggle keeps the ticket', async ({
  page,
}) => {
  await page.goto('/one-all-sport?userToken=demo');
  await expect(page.getByTestId('app-mobile')).toBeVisible();
  await page.getByTestId('match-toggle').first().waitFor();
  await tapPick(page, page.locator('[data-testid="odds-table"] [data-testid="price"]').first());
  await expect(page.getByTestId('bet-ticket').getByTestId('ticket-pick')).toHaveCount(1);
  await page.getByTestId('bet-ticket').getByTestId('popup-close').tap();
  await page.getByTestId('layout-toggle').tap();
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  await expect(page.getByTestId('bet-ticket').getByTestId('ticket-pick')).toHaveCount(1);
  // In a phone-emulating window the desktop header's own box covers its toggle for Playwright's
  // hit test (a desktop layout at 390 px, not a mobile concern): press it directly.
  await page.getByTestId('layout-toggle').dispatchEvent('click');
  await expect(page.getByTestId('app-mobile')).toBeVisible();
  await expect(page.getByTestId('bet-ticket')).toHaveCount(0);
  await page
    .locator('[data-testid="odds-table"] [data-testid="price"][data-active="true"]')
    .first()
    .waitFor();
});

test('the search narrows the mobile list to a team, marks it, and Escape clears it', async ({
  page,
}) => {
  await openMobile(page, {}, 'en');
  await showNonlive(page);
  const rows = page.locator(
    '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="event-row"]',
  );
  await expect(rows.first()).toBeVisible();
  const team =
    (await rows
      .first()
      .getByTestId('match-toggle')
      .locator('span span span')
      .first()
      .textContent()) ?? '';
  const field = page.getByTestId('odds-search').first();
  await field.fill(team.slice(0, 5));
  // A name breaks only between its words, so a hit across a space is marked word by word.
  await expect
    .poll(() =>
      page
        .locator('[data-words]:has([data-testid="search-hit"])')
        .first()
        .evaluate((name) =>
          [...name.querySelectorAll('[data-testid="search-hit"]')]
            .map((hit) => hit.textContent)
            .join(' '),
        ),
    )
    .toMatch(new RegExp(team.slice(0, 5), 'i'));
  // The mark is drawn at once on the main thread; the narrowed list comes back from the worker a
  // moment later, so wait for it rather than read the rows once.
  const wanted = team.slice(0, 5).toLowerCase();
  await expect
    .poll(async () => {
      const texts = await page
        .getByTestId('event-row')
        .evaluateAll((found) => found.map((row) => row.textContent ?? ''));
      return texts.length > 0 && texts.every((text) => text.toLowerCase().includes(wanted));
    })
    .toBe(true);
  await screenshot(page, 'mobile-search-390-en');
  await field.press('Escape');
  await expect(field).toHaveValue('');
  await expect(page.getByTestId('search-hit')).toHaveCount(0);
  // The whole list is back: the today table may now sit below the live one, out of the drawn window.
  await showNonlive(page);
  await expect(rows.first()).toBeVisible();
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 }, hasTouch: false, isMobile: false });

  test('the filter bar search narrows the table to matching teams or leagues in either language', async ({
    page,
  }) => {
    await page.goto('/one-all-sport?userToken=demo&device=1');
    const table = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
    // Below the live table: brought into the window, where its rows are drawn.
    await table.scrollIntoViewIfNeeded({ timeout: 20_000 });
    await expect(table.getByTestId('event-row').nth(3)).toBeVisible({ timeout: 20_000 });
    const league = (await table.getByTestId('tournament-name').first().textContent()) ?? '';
    const before = await table.getAttribute('data-event-count');
    await page.getByTestId('odds-search').fill(league);
    await expect(table.getByTestId('tournament-group')).toHaveCount(1);
    await expect(table.getByTestId('tournament-name')).toHaveText(league);
    await expect(table.getByTestId('search-hit').first()).toHaveText(league);
    expect(Number(await table.getAttribute('data-event-count'))).toBeLessThan(Number(before));
    await screenshot(page, 'desktop-search-1440-th');
    await page.getByTestId('odds-search').press('Escape');
    await expect(table).toHaveAttribute('data-event-count', before ?? '');
  });
});

test('Muay Thai boxes show handicap and over/under without half time, and odd/even', async ({
  page,
}) => {
  await openMobile(page, { selectCategoryId: 44 });
  const match = page.locator('[data-testid="event-row"][data-layout="muay"]').first();
  await expect(match).toBeVisible();
  await expect(match.locator('[data-testid="price"][data-market^="FH_"]')).toHaveCount(0);
  await expect(
    match.locator('[data-testid="price"][data-market="Handicap"]').first(),
  ).toBeVisible();
  await screenshot(page, 'mobile-muay-390-th');
});

test('the drawer opens from its button, its targets are 44 px, and choosing a sport closes it', async ({
  page,
}) => {
  await openMobile(page, {}, 'en');
  await page.getByTestId('drawer-toggle').tap();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  const found = await phoneOffenders(page);
  expect(found.small, 'targets under 44x44 with the drawer open').toEqual([]);
  await screenshot(page, 'mobile-drawer-390-en');
  await drawer.locator('[data-testid="sport-menu-item"][data-sport-id="44"]').first().tap();
  await expect(drawer).toHaveCount(0);
  await expect(page.locator('[data-testid="event-row"][data-layout="muay"]').first()).toBeVisible();
});

test.describe('viewport', () => {
  test.use({ viewport: { width: 1200, height: 900 }, hasTouch: false, isMobile: false });

  test('with nothing chosen the layout follows the window across 768 px', async ({ page }) => {
    await page.goto('/one-all-sport?userToken=demo');
    await expect(page.getByTestId('app-desktop')).toBeVisible();
    await page.setViewportSize({ width: 600, height: 900 });
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.getByTestId('app-desktop')).toBeVisible();
  });
});
