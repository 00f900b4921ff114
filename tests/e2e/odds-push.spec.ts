import { test, expect } from '@playwright/test';
import type { Locator, Page, Response } from '@playwright/test';
import {
  countdownOnly,
  ENTRY_DESKTOP,
  ENTRY_MOBILE,
  positivePrices,
  saveFilterOnce,
  screenshot,
  ticketReply,
} from './helpers';

// Odds on the screen within a second. The simulator nudges `odds-{sport}` when the market
// changes; the board asks for its delta and the ticket re-reads the named pick at once, with no
// countdown tick (`?refresh=600`: the countdown cannot fire during a test). A dropped socket falls
// back to the countdown and comes back; with `realtime.odds` off the board behaves as before.

interface WirePick {
  event_id: number;
  odd_id: number;
  option: 'h' | 'a' | 'x';
  price: number;
  market_type: string;
}
/** The countdown cannot reach zero during a test: what moves the board is the stream. */
const NO_TICK = '&refresh=600';

async function pickFrom(reply: Promise<Response>): Promise<WirePick | null> {
  return ((await (await reply).json()) as { data: WirePick | null }).data;
}

async function movePrice(page: Page, pick: WirePick, delta: number): Promise<void> {
  const response = await page.request.post('/api/test/move-price', {
    data: { odd_id: pick.odd_id, option: pick.option, delta },
  });
  expect(((await response.json()) as { status: boolean }).status).toBe(true);
}

/** Where the board draws a price's cell, read from the attributes of the cell that was clicked. */
async function cellSelector(price: Locator): Promise<string> {
  const attrs = await price.evaluate((el) => ({
    event: el.getAttribute('data-event-id'),
    market: el.getAttribute('data-market'),
    option: el.getAttribute('data-option'),
    row: el.getAttribute('data-row'),
  }));
  return `[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-event-id="${attrs.event}"][data-market="${attrs.market}"][data-option="${attrs.option}"][data-row="${attrs.row}"]`;
}

/** The board's cell of a pick, read from the attributes of the cell that was clicked. */
async function cellOf(page: Page, price: Locator): Promise<Locator> {
  return page.locator(await cellSelector(price)).first();
}

async function addPick(page: Page, price: Locator, tap = false): Promise<WirePick> {
  const reply = ticketReply(page);
  if (tap) await price.tap();
  else await price.click();
  const pick = await pickFrom(reply);
  if (pick === null) throw new Error('the pick was closed');
  return pick;
}

/** Moves a price on the server; the ticket's re-read of the pick (asked by the nudge) answers it. */
async function moveAndFollow(page: Page, pick: WirePick, delta: number): Promise<WirePick> {
  const reread = ticketReply(page, pick.odd_id);
  await movePrice(page, pick, delta);
  const now = await pickFrom(reread);
  if (now === null) throw new Error('the pick closed');
  expect(now.price).not.toBe(pick.price);
  return now;
}

const mode = (page: Page) => page.getByTestId('board-mode').first();

/**
 * The realtime link, dropped and refused for a while by the simulator's test hook: the page's socket
 * lives in the realtime worker, where Playwright's WebSocket routing does not reach.
 */
function droppableSocket(page: Page) {
  const refuse = async (refuse: boolean) => {
    const response = await page.request.post('/api/test/realtime', { data: { refuse } });
    expect(response.ok()).toBe(true);
  };
  return {
    drop: () => refuse(true),
    allow: () => refuse(false),
  };
}

// A test that failed with the link dropped leaves it open again for the next one.
test.afterEach(async ({ page }) => {
  await page.request.post('/api/test/realtime', { data: { refuse: false } });
});

test.describe('desktop', () => {
  test('a moved price shows on the board and on the ticket with no countdown tick; the board says it is live', async ({
    page,
  }) => {
    await saveFilterOnce(page, { quickBet: false });
    await page.goto(ENTRY_DESKTOP + NO_TICK);
    await expect(mode(page)).toHaveAttribute('data-mode', 'live');
    await expect(mode(page)).toHaveText('ราคาสด อัปเดตทันที');
    await expect(mode(page)).toBeVisible();
    await screenshot(page, 'odds-push-live-1440');
    const price = positivePrices(page).nth(3);
    await expect(price).toBeVisible();
    const cell = await cellOf(page, price);
    const pick = await addPick(page, price);
    const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
    await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
    const seconds = await page.getByTestId('refresh').first().textContent();

    const now = await moveAndFollow(page, pick, 0.05);
    await expect(cell).toHaveText(now.price.toFixed(2), { timeout: 3_000 });
    await expect(ticket.getByTestId('ticket-price-old')).toHaveText(pick.price.toFixed(2));
    await expect(ticket.getByTestId('ticket-price-new')).toHaveText(now.price.toFixed(2));
    // The countdown (600 s) is far from zero: the stream moved the board and the ticket.
    expect(
      Number(/\d+/.exec((await page.getByTestId('refresh').first().textContent()) ?? '')?.[0]),
    ).toBeGreaterThan(500);
    expect(seconds).not.toBeNull();
    await screenshot(page, 'odds-push-moved-1440');
  });

  test('a dropped socket falls back to the countdown, says so, and comes back live', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page
      .context()
      .addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: 'http://localhost' }]);
    const socket = droppableSocket(page);
    await saveFilterOnce(page, { quickBet: false });
    await page.goto(`${ENTRY_DESKTOP}&refresh=3`);
    await expect(mode(page)).toHaveAttribute('data-mode', 'live');
    await expect(mode(page)).toHaveText('Live odds');
    const price = positivePrices(page).nth(5);
    await expect(price).toBeVisible();
    const cell = await cellOf(page, price);
    const pick = await addPick(page, price);

    await socket.drop();
    await expect(mode(page)).toHaveAttribute('data-mode', 'countdown');
    await expect(mode(page)).toHaveText('Refreshing every 3 s');
    await screenshot(page, 'odds-push-countdown-1440');
    // Down: the countdown's refresh brings the moved price.
    const reread = ticketReply(page, pick.odd_id);
    await movePrice(page, pick, 0.04);
    const down = await pickFrom(reread);
    if (down === null) throw new Error('the pick closed');
    await expect(cell).toHaveText(down.price.toFixed(2), { timeout: 8_000 });

    // Back: the socket is allowed again; pusher-js reconnects and the board is live again.
    await socket.allow();
    await expect(mode(page)).toHaveAttribute('data-mode', 'live', { timeout: 30_000 });
    const back = await moveAndFollow(page, { ...pick, price: down.price }, 0.03);
    await expect(cell).toHaveText(back.price.toFixed(2), { timeout: 3_000 });
  });

  test('with realtime.odds off the board refreshes on its countdown only, and says so', async ({
    page,
  }) => {
    await countdownOnly(page);
    const oddsChannel: string[] = [];
    page.on('websocket', (ws) =>
      ws.on('framesent', (frame) => {
        if (String(frame.payload).includes('odds-')) oddsChannel.push(String(frame.payload));
      }),
    );
    await saveFilterOnce(page, { quickBet: false });
    await page.goto(ENTRY_DESKTOP + NO_TICK);
    await expect(mode(page)).toHaveAttribute('data-mode', 'countdown');
    await expect(mode(page)).toHaveText('รีเฟรชทุก 600 วินาที');
    const price = positivePrices(page).nth(4);
    await expect(price).toBeVisible();
    const cell = await cellOf(page, price);
    const pick = await addPick(page, price);

    // A second tab that follows the stream shows when the nudge would have moved this one.
    const streamed = await page.context().newPage();
    await streamed.goto(ENTRY_DESKTOP + NO_TICK);
    await expect(mode(streamed)).toHaveAttribute('data-mode', 'live');
    const streamedCell = streamed.locator(await cellSelector(price)).first();
    // The two tabs' first lists may stand up to SIM_LIST_MAX_AGE_MS apart (an earlier test moved
    // prices just before): this tab's refresh, before the move, brings it to the streamed tab's.
    await expect(async () => {
      const streamedText = (await streamedCell.textContent()) ?? '';
      if (((await cell.textContent()) ?? '') !== streamedText)
        await page.getByTestId('refresh').first().click();
      await expect(cell).toHaveText(streamedText, { timeout: 3_000 });
    }).toPass({ timeout: 15_000 });
    const before = (await cell.textContent()) ?? '';
    const oddsCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/member/event/')) oddsCalls.push(request.url());
    });
    await movePrice(page, pick, 0.05);
    await expect(streamedCell).not.toHaveText(before);
    // No nudge here: no call, nothing moved, until a refresh (the button, as a member would).
    expect(oddsCalls).toEqual([]);
    await expect(cell).toHaveText(before);
    await streamed.close();
    // A refresh right after the move may still get a list built before it (up to
    // SIM_LIST_MAX_AGE_MS), which shows no change and re-reads no ticket: refreshed again until one does.
    const reread = ticketReply(page, pick.odd_id);
    await expect(async () => {
      await page.getByTestId('refresh').first().click();
      await Promise.race([
        reread,
        new Promise((_, reject) => setTimeout(() => reject(new Error('no re-read yet')), 3_000)),
      ]);
    }).toPass({ timeout: 20_000 });
    const now = await pickFrom(reread);
    if (now === null) throw new Error('the pick closed');
    await expect(cell).toHaveText(now.price.toFixed(2));
    expect(oddsChannel).toEqual([]);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a moved price shows on the match box and in the open ticket with no countdown tick', async ({
    page,
  }) => {
    await saveFilterOnce(page, { quickBet: true });
    await page.goto(ENTRY_MOBILE + NO_TICK);
    await expect(page.getByTestId('app-mobile')).toBeVisible();
    await expect(mode(page)).toHaveAttribute('data-mode', 'live');
    await expect(mode(page)).toBeVisible();
    await screenshot(page, 'odds-push-live-390');
    await page
      .locator('[data-testid="odds-table"][data-kind="nonlive"]')
      .getByTestId('tournament-group')
      .first()
      .getByTestId('tournament-collapse')
      .scrollIntoViewIfNeeded();
    const price = positivePrices(page).first();
    await expect(price).toBeVisible();
    const cell = await cellOf(page, price);
    const pick = await addPick(page, price, true);
    const modal = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
    await expect(modal.getByTestId('ticket-pick')).toHaveCount(1);

    const now = await moveAndFollow(page, pick, -0.05);
    await expect(modal.getByTestId('ticket-price-new')).toHaveText(now.price.toFixed(2));
    await expect(modal.getByTestId('ticket-price-old')).toHaveText(pick.price.toFixed(2));
    await expect(cell).toHaveText(now.price.toFixed(2), { timeout: 3_000 });
  });
});
