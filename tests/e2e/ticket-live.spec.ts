import { test, expect } from '@playwright/test';
import type { Locator, Page, Response } from '@playwright/test';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoAxeViolations } from './axe';
import {
  countdownOnly,
  ENTRY_DESKTOP,
  ENTRY_MOBILE,
  positivePrices,
  saveFilterOnce,
  screenshot,
  testHook,
  ticketReply,
} from './helpers';

// The ticket follows the market. Each refresh of the lists re-reads the held picks: a moved
// price shows old and new with its arrow before Place, a closed market is marked closed with Place
// off and the pick removable, a reopened one comes back; a simulator restart under an open page
// leaves neither the board nor the ticket stale.

interface WirePick {
  event_id: number;
  odd_id: number;
  option: 'h' | 'a' | 'x';
  price: number;
  min_bet: number;
}

async function pickFrom(reply: Promise<Response>): Promise<WirePick | null> {
  return ((await (await reply).json()) as { data: WirePick | null }).data;
}

async function addPick(page: Page, price: Locator, tap = false): Promise<WirePick> {
  const reply = ticketReply(page);
  if (tap) await price.tap();
  else await price.click();
  const pick = await pickFrom(reply);
  if (pick === null) throw new Error('the pick was closed');
  return pick;
}

/** The refresh button, then the ticket's own re-read of `pick`: what the market says of it now. */
async function refreshAndFollow(page: Page, pick: WirePick): Promise<WirePick | null> {
  const reply = ticketReply(page, pick.odd_id);
  await page.getByTestId('refresh').first().click();
  return pickFrom(reply);
}

/** The live and today lists' calls (whole and delta): made to fail while a price moves. */
const LIST_CALLS = /\/api\/member\/event\/.*get-(live|nonlive)-odds/;

/**
 * While the lists fail: the pick's price moves, then the link comes back (the next retry of a list, 1
 * or 2 s on, answers long before the 20 s countdown), and the ticket's own re-read of the pick.
 */
async function moveWhileListsFail(page: Page, pick: WirePick): Promise<WirePick> {
  await testHook(page, '/api/test/move-price', {
    odd_id: pick.odd_id,
    option: pick.option,
    delta: 0.05,
  });
  const reply = ticketReply(page, pick.odd_id);
  await page.unroute(LIST_CALLS);
  const now = await pickFrom(reply);
  if (now === null) throw new Error('the pick closed');
  return now;
}

test.describe('desktop', () => {
  test('a price moved on the server shows old and new with its arrow after the next refresh, and Place sends it', async ({
    page,
  }) => {
    await saveFilterOnce(page, { quickBet: false });
    await page.goto(ENTRY_DESKTOP);
    const price = positivePrices(page).nth(2);
    await expect(price).toBeVisible();
    // The simulator drifts some events' prices by itself, and the ticket follows every move within
    // a second: this event's prices are held, so the only move the ticket sees is the one made here.
    const eventId = Number(await price.getAttribute('data-event-id'));
    await testHook(page, '/api/test/hold-prices', { event_id: eventId, hold: true });
    const pick = await addPick(page, price);
    const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
    const shown = ticket.getByTestId('ticket-pick');
    await expect(shown).toHaveCount(1);
    await expect(shown.getByTestId('ticket-price-old')).toHaveCount(0);

    await testHook(page, '/api/test/move-price', {
      odd_id: pick.odd_id,
      option: pick.option,
      delta: 0.05,
    });
    const now = await refreshAndFollow(page, pick);
    if (now === null) throw new Error('the pick closed');
    expect(now.price).not.toBe(pick.price);
    await expect(shown.getByTestId('ticket-price-old')).toHaveText(pick.price.toFixed(2));
    await expect(shown.getByTestId('ticket-price-new')).toHaveText(now.price.toFixed(2));
    // Up when the new price pays more for the same stake: MY 0.98 moved up by 0.05 reads -0.97, a
    // smaller number that pays more (a stake of 0.97 wins 1), so the plain numbers are no oracle.
    const pays = (price: number) => (price < 0 ? 1 + 1 / -price : 1 + price);
    await expect(shown.getByTestId('ticket-price').getByRole('img')).toHaveText(
      pays(now.price) > pays(pick.price) ? '▲' : '▼',
    );
    // Heard once by a screen reader: the polite region says it.
    await expect(ticket.getByTestId('ticket-price-announcement')).toContainText(
      now.price.toFixed(2),
    );
    await screenshot(page, 'ticket-live-moved-1440');

    // Place sends the price shown: placed at once, no refusal and no price-changed banner.
    await ticket.getByTestId('stake-min').click();
    const confirm = page.waitForRequest((request) =>
      request.url().endsWith('/api/member/ticket/bet/confirm'),
    );
    await ticket.getByTestId('place-bet').click();
    const body = (await confirm).postDataJSON() as { ticket: { item: { price: number }[] } };
    expect(body.ticket.item[0]?.price).toBe(now.price);
    await expect(page.getByRole('alert').filter({ hasText: 'แทง สำเร็จ' })).toBeVisible();
    await expect(ticket.getByTestId('ticket-banner')).toHaveCount(0);
    await testHook(page, '/api/test/hold-prices', { event_id: eventId, hold: false });
  });

  test('a list that failed comes back by its own retry: the ticket follows the price it brought, as the board does', async ({
    page,
  }) => {
    // No odds stream: no nudge re-reads the pick, so only the retry can bring the moved price.
    await countdownOnly(page);
    await saveFilterOnce(page, { quickBet: false });
    await page.goto(ENTRY_DESKTOP);
    const price = positivePrices(page).nth(3);
    await expect(price).toBeVisible();
    const eventId = Number(await price.getAttribute('data-event-id'));
    await testHook(page, '/api/test/hold-prices', { event_id: eventId, hold: true });
    try {
      const pick = await addPick(page, price);
      const shown = page.locator(
        '[data-testid="bet-ticket"][data-mode="single"] [data-testid="ticket-pick"]',
      );
      await expect(shown).toHaveCount(1);

      // The lists fail (the refresh's call, then each list's own retry), and the price moves.
      await page.route(LIST_CALLS, (route) => route.abort());
      const failed = page.waitForEvent('requestfailed', (request) =>
        LIST_CALLS.test(request.url()),
      );
      await page.getByTestId('refresh').first().click();
      await failed;
      const now = await moveWhileListsFail(page, pick);
      expect(now.price).not.toBe(pick.price);
      await expect(shown.getByTestId('ticket-price-old')).toHaveText(pick.price.toFixed(2));
      await expect(shown.getByTestId('ticket-price-new')).toHaveText(now.price.toFixed(2));
      await expect(
        page
          .locator(
            `[data-testid="price"][data-event-id="${pick.event_id}"][data-market="Handicap"][data-active="true"]`,
          )
          .first(),
      ).toHaveText(now.price.toFixed(2));
    } finally {
      await testHook(page, '/api/test/hold-prices', { event_id: eventId, hold: false });
    }
  });

  test('a pick whose market closed is marked closed, Place is off with the reason, it comes back when it reopens, and it can be removed', async ({
    page,
  }) => {
    await saveFilterOnce(page, { quickBet: false });
    await page.goto(ENTRY_DESKTOP);
    const price = positivePrices(page).nth(4);
    await expect(price).toBeVisible();
    const pick = await addPick(page, price);
    const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
    const shown = ticket.getByTestId('ticket-pick');
    await ticket.getByTestId('stake-min').click();
    await expect(ticket.getByTestId('place-bet')).toBeEnabled();

    await testHook(page, '/api/test/set-open', { event_id: pick.event_id, open: false });
    try {
      expect(await refreshAndFollow(page, pick)).toBeNull();
      await expect(shown).toHaveAttribute('data-closed', 'true');
      await expect(shown.getByTestId('ticket-pick-closed')).toHaveText(/Closed|ปิดแล้ว/);
      await expect(ticket.getByTestId('place-bet')).toBeDisabled();
      await expect(ticket.getByTestId('place-bet-closed')).toBeVisible();
      await expect(ticket.getByTestId('ticket-price-announcement')).toContainText(/Closed|ปิดแล้ว/);
      await expectNoAxeViolations(page, 'ticket with a closed pick (desktop)', {
        include: ['[data-testid="bet-ticket"]'],
      });
      await screenshot(page, 'ticket-live-closed-1440');
    } finally {
      await testHook(page, '/api/test/set-open', { event_id: pick.event_id, open: true });
    }
    expect(await refreshAndFollow(page, pick)).not.toBeNull();
    await expect(shown).not.toHaveAttribute('data-closed', 'true');
    await expect(ticket.getByTestId('place-bet-closed')).toHaveCount(0);
    await expect(ticket.getByTestId('place-bet')).toBeEnabled();

    await shown.getByTestId('ticket-remove').click();
    await expect(shown).toHaveCount(0);
  });

  test('the quick bet follows too, and says a moved price once', async ({ page }) => {
    await saveFilterOnce(page, { quickBet: true });
    await page.goto(ENTRY_DESKTOP);
    const price = positivePrices(page).nth(6);
    await expect(price).toBeVisible();
    const pick = await addPick(page, price);
    const popup = page.getByTestId('popup-quick-bet');
    await expect(popup.getByTestId('ticket-pick')).toHaveCount(1);
    await testHook(page, '/api/test/move-price', {
      odd_id: pick.odd_id,
      option: pick.option,
      delta: -0.05,
    });
    // The popup is modal: the board behind it refreshes on its countdown.
    const reply = ticketReply(page, pick.odd_id);
    const now = await pickFrom(reply);
    if (now === null) throw new Error('the pick closed');
    await expect(popup.getByTestId('ticket-price-new')).toHaveText(now.price.toFixed(2));
    await expect(popup.getByTestId('ticket-price-old')).toHaveText(pick.price.toFixed(2));
    await expect(popup.getByTestId('quick-bet-notice')).toHaveCount(1);
    await expect(popup.getByTestId('ticket-banner')).toHaveCount(0);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the open ticket modal follows the market: a moved price, then a closed pick with Place off', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await saveFilterOnce(page, { quickBet: true });
    await page.goto(ENTRY_MOBILE);
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    const table = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
    await table
      .getByTestId('tournament-group')
      .first()
      .getByTestId('tournament-collapse')
      .scrollIntoViewIfNeeded();
    const price = positivePrices(page).first();
    await expect(price).toBeVisible();
    const pick = await addPick(page, price, true);
    const modal = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
    await expect(modal.getByTestId('ticket-pick')).toHaveCount(1);

    // The modal stays open; the board's countdown (20 s) refreshes behind it and the ticket follows.
    await testHook(page, '/api/test/move-price', {
      odd_id: pick.odd_id,
      option: pick.option,
      delta: 0.05,
    });
    const now = await pickFrom(ticketReply(page, pick.odd_id));
    if (now === null) throw new Error('the pick closed');
    await expect(modal.getByTestId('ticket-price-new')).toHaveText(now.price.toFixed(2));
    await expect(modal.getByTestId('ticket-price-old')).toHaveText(pick.price.toFixed(2));
    await screenshot(page, 'ticket-live-moved-390');

    await testHook(page, '/api/test/set-open', { event_id: pick.event_id, open: false });
    try {
      expect(await pickFrom(ticketReply(page, pick.odd_id))).toBeNull();
      const shown = modal.getByTestId('ticket-pick');
      await expect(shown).toHaveAttribute('data-closed', 'true');
      await expect(modal.getByTestId('place-bet')).toBeDisabled();
      await expect(modal.getByTestId('place-bet-closed')).toBeVisible();
      await expectNoAxeViolations(page, 'ticket modal with a closed pick (mobile)', {
        include: ['[data-testid="bet-ticket"]'],
      });
      await screenshot(page, 'ticket-live-closed-390');
      await shown.getByTestId('ticket-remove').tap();
      await expect(
        page.locator('[data-testid="bet-ticket"] [data-testid="ticket-pick"]'),
      ).toHaveCount(0);
    } finally {
      await testHook(page, '/api/test/set-open', { event_id: pick.event_id, open: true });
    }
  });

  test('a list that failed comes back by its own retry: the open ticket modal follows the price it brought', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // No odds stream: no nudge re-reads the pick, so only the retry can bring the moved price.
    await countdownOnly(page);
    await saveFilterOnce(page, { quickBet: true });
    await page.goto(ENTRY_MOBILE);
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    const price = positivePrices(page).first();
    await expect(price).toBeVisible();
    const eventId = Number(await price.getAttribute('data-event-id'));
    await testHook(page, '/api/test/hold-prices', { event_id: eventId, hold: true });
    try {
      // The lists fail from now on: the countdown's next call (the modal covers the refresh button).
      await page.route(LIST_CALLS, (route) => route.abort());
      const failed = page.waitForEvent('requestfailed', {
        predicate: (request) => LIST_CALLS.test(request.url()),
        timeout: 30_000,
      });
      const pick = await addPick(page, price, true);
      const modal = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
      await expect(modal.getByTestId('ticket-pick')).toHaveCount(1);
      await failed;
      const now = await moveWhileListsFail(page, pick);
      await expect(modal.getByTestId('ticket-price-old')).toHaveText(pick.price.toFixed(2));
      await expect(modal.getByTestId('ticket-price-new')).toHaveText(now.price.toFixed(2));
      await screenshot(page, 'ticket-live-retry-390');
    } finally {
      await testHook(page, '/api/test/hold-prices', { event_id: eventId, hold: false });
    }
  });
});

test.describe('a simulator restart under an open page', () => {
  const port = Number(process.env.E2E_PORT ?? 4390) + 7;
  const origin = `http://localhost:${port}`;
  let dataDir = '';
  let server: ChildProcess | null = null;

  async function startServer(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: 'dist',
        SIM_SEED: '7',
        SIM_EVENTS: '300',
        SIM_FEED_MS: '1500',
        SIM_TEST_HOOKS: '1',
        SIM_START: '12:00',
      },
      stdio: 'ignore',
    });
    server = child;
    for (let i = 0; i < 120; i++) {
      try {
        if ((await fetch(`${origin}/runtime-config.js`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error('the second simulator did not start');
  }

  function killServer(): Promise<void> {
    const child = server;
    server = null;
    if (child === null || child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  test.beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-restart-'));
    await startServer();
  });
  test.afterAll(async () => {
    await killServer();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('after a SIGKILL and a restart the board and the ticket show the new market, not a mix of old and new', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('firstLogin', 'false'));
    await saveFilterOnce(page, { quickBet: false });
    await page.goto(`${origin}${ENTRY_DESKTOP}`);
    await expect(page.getByTestId('app-desktop')).toBeVisible();
    const price = positivePrices(page).nth(1);
    await expect(price).toBeVisible();
    const pick = await addPick(page, price);
    const shown = page.locator(
      '[data-testid="bet-ticket"][data-mode="single"] [data-testid="ticket-pick"]',
    );
    await expect(shown).toHaveCount(1);

    // Every list answered by the restarted process, in order (the page's own retries may come first).
    const listsAfter: Response[] = [];
    let restarting = false;
    page.on('response', (response) => {
      if (restarting && response.ok() && /get-nonlive-odds/.test(response.url()))
        listsAfter.push(response);
    });
    await killServer();
    restarting = true;
    await startServer();
    // The restarted market moves the pick's price; the page holds the old process's change id.
    const moved = await page.request.post(`${origin}/api/test/move-price`, {
      data: { odd_id: pick.odd_id, option: pick.option, delta: 0.07 },
    });
    expect(moved.ok()).toBe(true);
    const now = await refreshAndFollow(page, pick);
    if (now === null) throw new Error('the pick closed');
    // The first list the page asked for with its old change id came back whole (fullload), not as a
    // delta (later ones, from the new process's change id, are deltas).
    await expect.poll(() => listsAfter.length).toBeGreaterThan(0);
    expect(((await listsAfter[0]!.json()) as { fullload: boolean }).fullload).toBe(true);
    await expect(shown.getByTestId('ticket-price-new')).toHaveText(now.price.toFixed(2));
    const cell = page
      .locator(
        `[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-event-id="${pick.event_id}"][data-market="Handicap"][data-active="true"]`,
      )
      .first();
    await expect(cell).toHaveText(now.price.toFixed(2));
  });
});
