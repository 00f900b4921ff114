// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Locator, Page, Request } from '@playwright/test';
import { ENTRY_DESKTOP, saveFilterOnce, screenshot, sessionToken } from './helpers';

// The machine visualizer on the real app: ?inspect=1, a bet placed, the place-bet chart.

test('with ?inspect=1 a placed bet shows the place-bet chart passing through placing, with no token shown', async ({
  page,
}) => {
  await saveFilterOnce(page, { quickBet: false });
  await page.goto('/one-all-sport?userToken=demo&device=1&inspect=1');
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  await expect(page.getByTestId('inspector')).toBeVisible();
  const price = page
    .locator(
      '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-market="Handicap"]',
    )
    .filter({ hasNotText: '-' })
    .first();
  await price.click();
  const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
  await ticket.getByTestId('stake-input').fill('500');
  // Enter in the stake field places (as Place does): the docked visualizer may cover the button of a
  // ticket grown by its price line on a 900 px high window.
  await ticket.getByTestId('stake-input').press('Enter');
  await expect(
    page.locator(
      '[data-testid="statechart"][data-machine="placeBet"] [data-state-id="placeBet.placed"]',
    ),
  ).toHaveAttribute('data-active', 'true');
  await page
    .locator(
      '[data-testid="inspector-event"][data-machine="placeBet"][data-event-type="bet.submit"]',
    )
    .last()
    .click();
  await expect(
    page.locator(
      '[data-testid="statechart"][data-machine="placeBet"] [data-state-id="placeBet.placing"]',
    ),
  ).toHaveAttribute('data-active', 'true');
  const token = await sessionToken(page.context());
  expect(await page.getByTestId('inspector').textContent()).not.toContain(token);
  await screenshot(page, 'inspector-1440');
});

test('the machines page draws every machine without a session', async ({ page }) => {
  await page.goto('/one-all-sport/machines');
  await expect(page.getByTestId('machines-page')).toHaveAttribute('data-ready', 'true');
  for (const name of [
    'session',
    'placeBet',
    'ticket',
    'refresh',
    'sportMenu',
    'recentBets',
    'popup',
    'loader',
  ]) {
    await expect(
      page.locator(`[data-testid="statechart"][data-machine="${name}"]`),
    ).toHaveAttribute('data-ready', 'true');
  }
  await screenshot(page, 'machines-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'machines-390');
});

test('the machines page makes no member call, even for a member with a session', async ({
  page,
}) => {
  // A member logged in on the app (the session cookie is set), then opens the machines page.
  await page.goto(ENTRY_DESKTOP);
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  expect(await sessionToken(page.context())).not.toBe('');
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 844 });
    // Leave the board first: its odds stream's calls could still go out while it unloads and would
    // be counted against the machines page.
    await page.goto('about:blank');
    const calls: string[] = [];
    const record = (request: Request) => {
      const authorized = request.headers()['authorization'] !== undefined;
      if (new URL(request.url()).pathname.startsWith('/api/') || authorized)
        calls.push(`${request.method()} ${request.url()}${authorized ? ' (bearer)' : ''}`);
    };
    page.on('request', record);
    await page.goto('/one-all-sport/machines');
    await expect(page.getByTestId('machines-page')).toHaveAttribute('data-ready', 'true');
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    expect(calls, `at ${width} px`).toEqual([]);
  }
});

test('the worker lane shows each refresh: list kind, full or delta, event counts, message size and time to drawn', async ({
  page,
}) => {
  await page.goto('/one-all-sport?userToken=demo&device=1&inspect=1');
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  const lane = page.getByTestId('inspector-worker-lane');
  await expect(lane).toBeVisible();
  const cells = async (row: Locator) =>
    (await row.locator('td').allTextContents()).map((text) => text.trim());
  // The early market is a list the worker has not sent yet: its first message is the full list.
  await page.locator('[data-testid="event-tab"][data-tab="3"]').click();
  await expect(page.locator('[data-testid="odds-table"][data-kind="early"]').first()).toBeVisible();
  const full = lane
    .locator('[data-testid="inspector-worker-message"][data-kind="early"][data-type="full"]')
    .first();
  await expect(full).toBeVisible();
  await expect(full.locator('td').nth(3)).toHaveText(/^\d+(\.\d)? (B|KiB)$/);
  await expect(full.locator('td').nth(4)).toHaveText(/^\d+ ms$/);
  const [kind, type, events] = await cells(full);
  expect([kind, type]).toEqual(['early', 'full']);
  // A full list sends every event it holds.
  const [count, sent] =
    /^(\d+) \((\d+)\)/
      .exec(events ?? '')
      ?.slice(1)
      .map(Number) ?? [];
  expect(count).toBeGreaterThan(0);
  expect(sent).toBe(count);
  // The refresh button asks again: the answer is a delta of the same list, timed from the request.
  const deltas = lane.locator(
    '[data-testid="inspector-worker-message"][data-kind="early"][data-type="delta"]',
  );
  const before = await deltas.count();
  await page.getByTestId('refresh').click();
  await expect.poll(() => deltas.count()).toBeGreaterThan(before);
  const delta = deltas.first();
  await expect(delta.locator('td').nth(3)).toHaveText(/^\d+(\.\d)? (B|KiB)$/);
  await expect(delta.locator('td').nth(4)).toHaveText(/^\d+ ms$/);
  const [, , deltaEvents] = await cells(delta);
  expect(deltaEvents).toMatch(/^\d+ \(\d+\)( −\d+)?$/);
  await expect(lane.getByRole('columnheader')).toHaveCount(5);
});

/** The text of every script the page loads, in order. */
function scriptsOf(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  return scripts;
}

test('with ?inspect=stately and no internet the app works, nothing throws, and the in-app visualizer still opens', async ({
  page,
  context,
}) => {
  // Offline: only the app's own server answers.
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) => route.abort('internetdisconnected'),
  );
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts = scriptsOf(page);
  await page.goto('/one-all-sport?userToken=demo&device=1&inspect=stately');
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  const price = page
    .locator(
      '[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-market="Handicap"]',
    )
    .filter({ hasNotText: '-' })
    .first();
  await price.click();
  await expect(
    page.locator('[data-testid="bet-ticket"] [data-testid="ticket-pick"]').first(),
  ).toBeVisible();
  // Stately's client was asked for (its own chunk) ...
  await expect
    .poll(async () => (await Promise.all(scripts)).some((text) => text.includes('stately.ai')))
    .toBe(true);
  // ... and the offline visualizer is one shortcut away, with the ticket drawn in its new state.
  await page.keyboard.press('Alt+Shift+KeyI');
  const inspector = page.getByTestId('inspector');
  await expect(inspector).toBeVisible();
  await expect(
    inspector.locator('[data-testid="statechart"][data-machine="ticket"]'),
  ).toHaveAttribute('data-ready', 'true');
  await expect(
    inspector
      .locator(
        '[data-testid="inspector-event"][data-machine="ticket"][data-event-type="ticket.add"]',
      )
      .first(),
  ).toBeAttached();
  expect(errors).toEqual([]);
});

test('without ?inspect=stately no Stately code is loaded', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/one-all-sport?userToken=demo&device=1&inspect=1');
  await expect(page.getByTestId('inspector')).toBeVisible();
  await expect(
    page.locator('[data-testid="inspector"] [data-testid="statechart"]').first(),
  ).toHaveAttribute('data-ready', 'true');
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(3);
  expect(loaded.filter((text) => text.includes('stately.ai'))).toHaveLength(0);
});
