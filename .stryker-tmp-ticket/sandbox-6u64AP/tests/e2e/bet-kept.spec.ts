// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  ENTRY_DESKTOP,
  ENTRY_MOBILE,
  firstHandicap,
  memberGet,
  saveFilterOnce,
  screenshot,
  setLocale,
} from './helpers';

// A kept bet is the member's alone and never placed by surprise. A confirm that never reached the
// server (blocked in the browser before it left) is asked for again by itself only within the
// recovery window (2 min); reopened later the page sends nothing and tells the member, who can check
// My bet or send it again under the same key. What the member is told follows the server's
// Idempotent-Replayed header: placed before the reload, or placed now. The kept confirm and ticket
// belong to one member: another member on the same browser sees and sends nothing of them. Behind the
// quick bet the page is inert.

const CONFIRM = '**/api/member/ticket/bet/confirm';
const ENTRY_DEMO2 = '/one-all-sport?userToken=demo2&device=1';

interface RunningPage {
  data: { ticket: { data: { id: number }[]; meta: { total: number } } };
}

async function runningTotal(page: Page): Promise<number> {
  const reply = await memberGet<RunningPage>(
    page,
    '/api/member/event/ticket/running?page=1&lang=th',
  );
  return reply.data.ticket.meta.total;
}

/** Opens the app as the entry given, puts the first today handicap price on the ticket, min stake. */
async function ticketWithStake(page: Page, entry = ENTRY_DESKTOP): Promise<Locator> {
  await page.goto(entry);
  if (entry === ENTRY_MOBILE) {
    const table = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
    await table.getByTestId('tournament-group').first().scrollIntoViewIfNeeded();
  }
  await firstHandicap(page).click();
  const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
  await ticket.getByTestId('stake-min').click();
  return ticket;
}

/** Every confirm the page sends from now on: its Idempotency-Key. */
function confirmKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ticket/bet/confirm'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

/**
 * The confirm never leaves the browser (the link dropped before it was sent): the request is
 * stopped here, so the server never sees it.
 */
async function blockConfirms(page: Page): Promise<string[]> {
  const keys: string[] = [];
  await page.route(CONFIRM, async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    await route.abort('internetdisconnected');
  });
  return keys;
}

/**
 * My bet, opened now, once it shows what its own call brought. By then whatever the page sent by
 * itself at its start has been reported to `confirmKeys`: opening the popup is a render, React runs
 * the effects still pending from the start (the kept confirm's recovery among them) before it renders
 * anything new, My bet's call leaves after that render, and its answer is drawn after its request was
 * reported. No fixed wait, which a slow machine could outlast and a fast run slip through.
 */
async function myBetShown(page: Page, open: () => Promise<void>): Promise<Locator> {
  await open();
  const popup = page.getByTestId('popup-statement');
  const name = /My bet|เดิมพันของฉัน/;
  const tab = popup.getByRole('tab', { name });
  if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click();
  await expect(popup.getByRole('tabpanel', { name }).locator('[aria-busy]')).toHaveAttribute(
    'aria-busy',
    'false',
  );
  return popup;
}

/** The kept-confirm entries in this browser's storage, by name. */
async function keptEntries(page: Page): Promise<Record<string, { key: string; told?: number }>> {
  return page.evaluate(() =>
    Object.fromEntries(
      Object.keys(localStorage)
        .filter((name) => name.startsWith('betConfirmPending'))
        .map((name) => [name, JSON.parse(localStorage.getItem(name) ?? 'null')]),
    ),
  );
}

/** A bet the server never saw, left on the member's page: its key, and the running count before. */
async function betThatNeverLeft(
  page: Page,
  entry = ENTRY_DESKTOP,
): Promise<{ key: string; before: number }> {
  const ticket = await ticketWithStake(page, entry);
  const before = await runningTotal(page);
  const blocked = await blockConfirms(page);
  await ticket.getByTestId('place-bet').click();
  await expect(ticket.getByTestId('ticket-failure')).toBeVisible();
  expect(blocked).toHaveLength(1);
  await page.unroute(CONFIRM);
  expect(await runningTotal(page)).toBe(before);
  return { key: blocked[0]!, before };
}

const layouts = [
  { name: 'desktop', entry: ENTRY_DESKTOP, viewport: { width: 1440, height: 900 }, mobile: false },
  { name: 'phone', entry: ENTRY_MOBILE, viewport: { width: 390, height: 844 }, mobile: true },
] as const;

for (const layout of layouts) {
  test.describe(`a confirm that never reached the server, reopened after the window (${layout.name})`, () => {
    test.use({ viewport: layout.viewport, hasTouch: layout.mobile, isMobile: layout.mobile });

    test('nothing is sent without a click, the member is told', async ({ context, page }) => {
      await setLocale(page, 'en');
      await saveFilterOnce(page, { quickBet: false });
      const { key, before } = await betThatNeverLeft(page, layout.entry);
      const sentAt = Date.now();
      await page.close();

      // The next day, as reported: the browser's clock 23 h on, nothing else touched.
      const later = await context.newPage();
      await later.clock.setSystemTime(sentAt + 23 * 3_600_000);
      const sent = confirmKeys(later);
      await later.goto(layout.entry);
      const notice = later.getByTestId('place-bet-unconfirmed');
      await expect(notice).toBeVisible();
      const clock = new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Bangkok',
      });
      // The minute of the send, give or take the one it may have turned over in.
      const minutes = [sentAt - 60_000, sentAt].map((at) => clock.format(at));
      const said = (await notice.textContent()) ?? '';
      expect(
        minutes.some((hhmm) => said.includes(`A bet from ${hhmm} may not have reached us`)),
      ).toBe(true);
      await screenshot(later, `bet-kept-unconfirmed-${layout.name}`);
      await expectNoAxeViolations(later, `${layout.name} en bet held past the window`);
      // A way to check My bet, which shows that nothing went out at the start: not the bet, and no
      // ticket more on the server.
      const statement = await myBetShown(later, () =>
        notice.getByTestId('place-bet-check-my-bets').click(),
      );
      expect(sent).toEqual([]);
      expect(await runningTotal(later)).toBe(before);
      const kept = await keptEntries(later);
      expect(kept['betConfirmPending:demo01']?.key).toBe(key);
      expect(kept['betConfirmPending:demo01']?.told).toBeGreaterThan(sentAt);
      await statement.getByTestId('popup-close').click();
      await expect(statement).toHaveCount(0);
      // ... and to send it again, under the same key: the server re-checks it and places it now.
      await later.getByTestId('place-bet-send-again').click();
      const told = later
        .getByTestId('app-alert')
        .filter({ hasText: 'had not reached us: it is placed now' });
      await expect(told).toBeVisible();
      expect(sent).toEqual([key]);
      expect(await runningTotal(later)).toBe(before + 1);
      expect(await keptEntries(later)).toEqual({});
    });
  });
}

test.describe('a confirm that never reached the server', () => {
  test('reopened within the window: asked for by itself, one ticket, told it is placed now', async ({
    page,
  }) => {
    await setLocale(page, 'en');
    await saveFilterOnce(page, { quickBet: false });
    const { key, before } = await betThatNeverLeft(page);
    const sent = confirmKeys(page);
    await page.reload();
    const told = page.getByTestId('app-alert').filter({ hasText: /placed now \(bill \d+\)/ });
    await expect(told).toBeVisible();
    // Never the words of a bet placed before the reload: the server placed it on this request.
    await expect(
      page.getByTestId('app-alert').filter({ hasText: 'sent before the page reloaded was placed' }),
    ).toHaveCount(0);
    expect(sent).toEqual([key]);
    expect(await runningTotal(page)).toBe(before + 1);
    const bill = /bill (\d+)/.exec((await told.textContent()) ?? '')?.[1];
    const running = await memberGet<RunningPage>(
      page,
      '/api/member/event/ticket/running?page=1&lang=th',
    );
    expect(running.data.ticket.data.map((ticket) => String(ticket.id))).toContain(bill);
    expect(await keptEntries(page)).toEqual({});
    // Asked once: a second reload sends nothing.
    await page.reload();
    await expect(firstHandicap(page)).toBeVisible();
    await myBetShown(page, () => page.getByTestId('open-statement').click());
    expect(sent).toEqual([key]);
    expect(await runningTotal(page)).toBe(before + 1);
  });
});

test('two members on one browser: each sees and sends only their own, and the first is told on return', async ({
  page,
}) => {
  await setLocale(page, 'en');
  await saveFilterOnce(page, { quickBet: false });
  const { key, before } = await betThatNeverLeft(page);

  // The second member signs in on the same browser: no pick of the first, nothing sent for them.
  const sent = confirmKeys(page);
  await page.goto(ENTRY_DEMO2);
  await expect(firstHandicap(page)).toBeVisible();
  const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(0);
  await expect(page.getByTestId('place-bet-unconfirmed')).toHaveCount(0);
  // Nothing of the first member's went out at the start: their own bet (chosen and staked in renders
  // after the start's effects) is the first confirm the page sends, under a key of its own, and it
  // leaves the first member's entry alone.
  const theirsBefore = await runningTotal(page);
  await firstHandicap(page).click();
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
  await ticket.getByTestId('stake-min').click();
  await ticket.getByTestId('place-bet').click();
  await expect(page.getByRole('alert').filter({ hasText: 'แทง สำเร็จ' })).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]).not.toBe(key);
  expect(await runningTotal(page)).toBe(theirsBefore + 1);
  const kept = await keptEntries(page);
  expect(Object.keys(kept)).toEqual(['betConfirmPending:demo01']);
  expect(kept['betConfirmPending:demo01']?.key).toBe(key);

  // The first member comes back (within the window): told what became of their bet.
  await page.goto(ENTRY_DESKTOP);
  await expect(
    page.getByTestId('app-alert').filter({ hasText: /placed now \(bill \d+\)/ }),
  ).toBeVisible();
  expect(sent).toEqual([sent[0], key]);
  expect(await runningTotal(page)).toBe(before + 1);
  expect(await keptEntries(page)).toEqual({});
});

test('two tabs: the tab that retries after the other recovered the bet is told it was placed before', async ({
  context,
  page,
}) => {
  await setLocale(page, 'en');
  await saveFilterOnce(page, { quickBet: false });
  const ticket = await ticketWithStake(page);
  const before = await runningTotal(page);
  // Placed by the server, its answer lost on the way back.
  const placedIds: number[] = [];
  await page.route(CONFIRM, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { status: boolean; data?: { ticket_id: number } };
    if (body.status && body.data) placedIds.push(body.data.ticket_id);
    await route.abort('connectionreset');
  });
  await ticket.getByTestId('place-bet').click();
  await expect(ticket.getByTestId('place-bet-retry')).toBeVisible();
  expect(placedIds).toHaveLength(1);

  const other = await context.newPage();
  await other.goto(ENTRY_DESKTOP);
  await expect(
    other.getByTestId('app-alert').filter({ hasText: 'sent before the page reloaded was placed' }),
  ).toContainText(`bill ${placedIds[0]}`);

  // Tab A's retry is answered from the stored key: the words say so, never a new bet.
  await page.unroute(CONFIRM);
  await ticket.getByTestId('place-bet-retry').click();
  const told = page.getByTestId('app-alert').filter({ hasText: 'had already been placed' });
  await expect(told).toContainText(`bill ${placedIds[0]}`);
  await expect(page.getByRole('alert').filter({ hasText: 'แทง สำเร็จ' })).toHaveCount(0);
  expect(await runningTotal(page)).toBe(before + 1);
});

test('behind the quick bet the page is inert: nothing interactive is reachable but the popup', async ({
  page,
}) => {
  await setLocale(page, 'en');
  await saveFilterOnce(page, { quickBet: true });
  await page.goto(ENTRY_DESKTOP);
  await expect(firstHandicap(page)).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const INTERACTIVE = new Set([
    'button',
    'link',
    'textbox',
    'combobox',
    'checkbox',
    'radio',
    'tab',
    'menuitem',
    'spinbutton',
    'switch',
    'slider',
    'listbox',
    'option',
  ]);
  /** Interactive nodes of the accessibility tree a screen reader reaches (not ignored). */
  const reachable = async (): Promise<number> => {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value?: unknown } }[];
    };
    return nodes.filter((node) => !node.ignored && INTERACTIVE.has(String(node.role?.value)))
      .length;
  };
  const behind = await reachable();
  expect(behind).toBeGreaterThan(50);

  await firstHandicap(page).click();
  const popup = page.getByTestId('popup-quick-bet');
  await expect(popup.getByTestId('ticket-pick')).toHaveCount(1);
  // Only the popup's own controls: its close, stake, quick stakes, setting and Place.
  const inPopup = await popup
    .locator('button, a[href], input, select, textarea, [role="button"], [role="link"]')
    .count();
  await expect.poll(reachable).toBe(inPopup);
  // Keyboard too: Tab from the last control comes back into the popup.
  for (let i = 0; i < inPopup + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await popup.evaluate((box) => box.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  // The page is back (with the pick now on the panel's ticket as well).
  await expect.poll(reachable).toBeGreaterThanOrEqual(behind);
});
