import { expect } from '@playwright/test';
import type { BrowserContext, Locator, Page, Response, Route } from '@playwright/test';

export const ENTRY_DESKTOP = '/one-all-sport?userToken=demo&device=1';
export const ENTRY_MOBILE = '/one-all-sport?userToken=demo&device=0';

/** The session token the app stored after login (cookie `token`). */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('no session cookie');
  return cookie.value;
}

/** Calls the member API as the logged-in member, the way the app does. */
export async function memberGet<T>(page: Page, path: string): Promise<T> {
  const token = await sessionToken(page.context());
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok()) throw new Error(`${path} -> ${res.status()}`);
  return (await res.json()) as T;
}

/**
 * A screenshot to look at (test-results/screens/), taken only with E2E_SCREENSHOTS=1: the pictures
 * compared with a reference are in visual.spec.ts; these are for a person reviewing a change.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({
    path: `test-results/screens/${name}.png`,
    fullPage: false,
    animations: 'disabled',
  });
}

/**
 * The member's saved filter (`storageFilter`) before the app starts: written once per tab, so a
 * reload keeps whatever the test changed since.
 */
export async function saveFilterOnce(page: Page, filter: Record<string, unknown>): Promise<void> {
  await page.addInitScript((saved) => {
    if (sessionStorage.getItem('e2e-filter-set') === null) {
      localStorage.setItem('storageFilter', JSON.stringify(saved));
      sessionStorage.setItem('e2e-filter-set', '1');
    }
  }, filter);
}

/** Places a minimum single bet on the first positive handicap price; returns the new ticket id. */
export async function placeSingleBet(page: Page): Promise<number> {
  const price = page
    .locator(
      '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-market="Handicap"]',
    )
    .filter({ hasNotText: '-' })
    .first();
  await expect(price).toBeVisible();
  await price.click();
  const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
  await ticket.getByTestId('stake-min').click();
  const confirmed = page.waitForResponse((response) =>
    response.url().includes('/api/member/ticket/bet/confirm'),
  );
  await ticket.getByTestId('place-bet').click();
  const body = (await (await confirmed).json()) as {
    status: boolean;
    data?: { ticket_id: number };
  };
  expect(body.status).toBe(true);
  await expect(page.getByRole('alert').filter({ hasText: 'แทง สำเร็จ' })).toBeVisible();
  return body.data?.ticket_id ?? 0;
}

/** The ticket's check of a pick (single, step or mix parlay). */
export const TICKET_CALL = /\/api\/member\/event\/(sc|step|mix)\/ticket\?/;

/**
 * Which pick's check a test waits for: an odd (its odd id, a number), or an event (`eventId`, as a
 * price's `data-event-id` gives it). Absent, or an event id of null: the next check, whichever.
 */
export type TicketReplyFor = number | { eventId: number | string | null };

/** The ticket endpoint's next reply (for one odd or one event, when given). */
export function ticketReply(page: Page, pick?: TicketReplyFor): Promise<Response> {
  const [param, id] = typeof pick === 'number' ? ['odd_id', pick] : ['event_id', pick?.eventId];
  return page.waitForResponse(
    (response) =>
      TICKET_CALL.test(response.url()) &&
      (id === undefined ||
        id === null ||
        new URL(response.url()).searchParams.get(param) === String(id)),
  );
}

/** A test-only route of the simulator (SIM_TEST_HOOKS), which must say it was done. */
export async function testHook(
  page: Page,
  path: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await page.request.post(path, { data: body });
  expect(response.ok()).toBe(true);
  const reply = (await response.json()) as { status: boolean } & Record<string, unknown>;
  expect(reply.status).toBe(true);
  return reply;
}

/** The board's full non-live list calls (made by the odds worker), recorded in order from now on. */
export function recordNonliveLists(page: Page): string[] {
  const lists: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/get-nonlive-odds')) lists.push(url.pathname + url.search);
  });
  return lists;
}

/**
 * Holds an event's prices where they are (the simulator drifts some events' prices by itself) and
 * waits until the board's last full list (`lists`, recordNonliveLists) is built at or after the hold:
 * the list cache may answer an earlier build while it is busy. A page opened again after it sees
 * only the moves the test makes. Released by `/api/test/hold-prices` with `hold: false`.
 */
export async function holdPrices(page: Page, eventId: number, lists: string[]): Promise<void> {
  const held = await testHook(page, '/api/test/hold-prices', { event_id: eventId, hold: true });
  const list = lists.at(-1);
  expect(list).toBeDefined();
  await expect
    .poll(async () => (await memberGet<{ change_id: number }>(page, list!)).change_id)
    .toBeGreaterThanOrEqual(held.change_id as number);
}

/** Prices of the today table that are not negative, on desktop and on the phone. */
export function positivePrices(page: Page): Locator {
  return page
    .locator(
      '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-market="Handicap"]',
    )
    .filter({ hasNotText: '-' });
}

/**
 * The page as with `realtime.odds: false` in its runtime config: the board refreshes on its countdown
 * only (no odds stream), so a price moved on the simulator shows at the next refresh, not
 * before a click the test makes.
 */
export async function countdownOnly(page: Page): Promise<void> {
  const oddsOff = async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('"odds":true', '"odds":false');
    await route.fulfill({ response, body });
  };
  // The settings the server writes into the app's page, and the file a page from a service worker runs.
  await page.route((url) => url.pathname.startsWith('/one-all-sport'), oddsOff);
  await page.route('**/runtime-config.js', oddsOff);
}

/**
 * Two frames drawn: what the page did for what came before (a scroll's rows, a resize observer's
 * measure, a render its last task asked for) is laid out.
 */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** The first today (non-live) handicap price with no '-' in it: a price the bet tests can place at. */
export function firstHandicap(page: Page): Locator {
  return page
    .locator(
      '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-market="Handicap"]',
    )
    .filter({ hasNotText: '-' })
    .first();
}

/** The app's language for the next load (the NEXT_LOCALE cookie it reads at boot). */
export async function setLocale(page: Page, locale: 'th' | 'en'): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'NEXT_LOCALE', value: locale, url: 'http://localhost' }]);
}

/**
 * Closes a context whose pages ran the service worker. Chromium now and then never answers the close
 * of such a context: once in a clean-clone run, after every step of the deploy test had passed, the
 * close took the rest of the test's time. The close is let go after `ms` (the browser drops the
 * context when it closes), so a teardown the app has no part in does not fail the test.
 */
export async function closeWorkerContext(context: BrowserContext, ms = 20_000): Promise<void> {
  const closed = await settleWithin(
    context.close().then(() => true),
    ms,
    false,
  );
  if (!closed)
    console.warn(`closeWorkerContext: no answer to the close within ${ms} ms; left open`);
}

/** What `promise` settles to, or `late` once `ms` have passed without it. */
export async function settleWithin<T>(promise: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    return await Promise.race([promise, waited]);
  } finally {
    clearTimeout(timer);
  }
}
