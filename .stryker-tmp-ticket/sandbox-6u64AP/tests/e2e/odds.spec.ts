// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  countdownOnly,
  ENTRY_DESKTOP,
  holdPrices,
  memberGet,
  recordNonliveLists,
  screenshot,
  testHook,
} from './helpers';

type TableType = 'f-line' | 's-line' | 'd-line' | 'h-line';

async function openWithFilter(page: Page, filter: Record<string, unknown> = {}) {
  await page.addInitScript((saved) => {
    if (Object.keys(saved).length > 0 && sessionStorage.getItem('e2e-filter-set') === null) {
      localStorage.setItem('storageFilter', JSON.stringify(saved));
      sessionStorage.setItem('e2e-filter-set', '1');
    }
  }, filter);
  await page.goto(ENTRY_DESKTOP);
  await expect(page.getByTestId('app-desktop')).toBeVisible();
}

function table(page: Page, kind: 'live' | 'nonlive' | 'early') {
  return page.locator(`[data-testid="odds-table"][data-kind="${kind}"]`);
}

test('today shows the live and non-live tables with prices in 2 decimals', async ({ page }) => {
  await openWithFilter(page);
  await expect(table(page, 'nonlive').getByTestId('event-row').first()).toBeVisible();
  await expect(table(page, 'nonlive')).toHaveAttribute('data-table-type', 'f-line');
  await expect(table(page, 'live')).toBeVisible();
  const prices = page.getByTestId('price');
  await expect(prices.first()).toHaveText(/^-?\d+\.\d{2}$/);
  await expect(page.getByTestId('refresh')).toHaveText(/\d+/);
  await screenshot(page, 'odds-f-line-1440');
});

const TABLE_TYPES: TableType[] = ['s-line', 'd-line', 'h-line'];

for (const tableType of TABLE_TYPES) {
  test(`the ${tableType} table draws events with prices`, async ({ page }) => {
    await openWithFilter(page, { sortTypeTable: tableType });
    const nonlive = table(page, 'nonlive');
    await expect(nonlive).toHaveAttribute('data-table-type', tableType);
    const row = nonlive.getByTestId('event-row').first();
    await expect(row).toBeVisible();
    await expect(row.getByTestId('price').first()).toHaveText(/^-?\d+\.\d{2}$/);
    if (tableType === 's-line') {
      const more = nonlive.getByTestId('more-markets').first();
      await expect(more).toHaveText(/^\+[1-3]$/);
      await more.click();
      await expect(page.getByTestId('more-markets-panel')).toHaveCount(1);
      await expect(
        page.getByTestId('more-markets-panel').locator('[data-market="1x2"]').first(),
      ).toBeVisible();
      // One panel at a time: opening another closes the first; clicking again closes it.
      await nonlive.getByTestId('more-markets').nth(1).click();
      await expect(page.getByTestId('more-markets-panel')).toHaveCount(1);
      await nonlive.getByTestId('more-markets').nth(1).click();
      await expect(page.getByTestId('more-markets-panel')).toHaveCount(0);
    }
    if (tableType === 'd-line') {
      // Three rows per price row: home, away and the draw of the 1x2.
      await expect(row.locator('[data-market="1x2"][data-option="x"]').first()).toBeVisible();
    }
    if (tableType === 'h-line') {
      await expect(row.locator('[data-market="Handicap"]')).toHaveCount(0);
      await expect(row.locator('[data-market^="FH_"]').first()).toBeVisible();
    }
    await screenshot(page, `odds-${tableType}-1440`);
  });
}

test('Muay Thai uses its own table', async ({ page }) => {
  await openWithFilter(page, { selectCategoryId: 44, sortFilterEventId: 3 });
  const early = table(page, 'early');
  await expect(early).toBeVisible();
  await expect(early).toHaveAttribute('data-layout', 'muay');
  await screenshot(page, 'odds-muay-1440');
});

test('the odds format switch asks for HK and EU prices and is remembered', async ({ page }) => {
  await openWithFilter(page);
  const firstHandicap = table(page, 'nonlive')
    .locator('[data-testid="price"][data-market="Handicap"]')
    .first();
  await expect(firstHandicap).toBeVisible();
  const hkRequest = page.waitForRequest(
    (request) =>
      request.url().includes('get-nonlive-odds') && request.url().includes('odds_type=HK'),
  );
  await page.getByTestId('odds-format').locator('[data-currency="HK"]').click();
  await hkRequest;
  // HK prices are never negative.
  await expect.poll(async () => Number(await firstHandicap.innerText())).toBeGreaterThan(0);
  await page.getByTestId('odds-format').locator('[data-currency="EU"]').click();
  await expect.poll(async () => Number(await firstHandicap.innerText())).toBeGreaterThan(1);
  const saved = await page.evaluate(
    () => JSON.parse(localStorage.getItem('storageFilter') ?? '{}') as { sortCurrency?: string },
  );
  expect(saved.sortCurrency).toBe('EU');
});

test('the early market lists a date chosen in the dropdown', async ({ page }) => {
  await openWithFilter(page, { sortFilterEventId: 3 });
  const dates = page.getByTestId('early-date');
  await expect(dates).toBeVisible();
  const options = await dates
    .locator('option')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
  expect(options).toHaveLength(8);
  expect(options[7]).toBe('Allearly');
  const third = options[2]!;
  const request = page.waitForRequest(
    (r) =>
      r.url().includes('/nokey/early') && r.url().includes(`date=${encodeURIComponent(third)}`),
  );
  await dates.selectOption(third);
  await request;
  const early = table(page, 'early');
  // The simulator schedules football every day of the week ahead (SIM_EVENTS=300): the day two
  // days out has matches, and each early kickoff shows the day and a 24-hour time.
  await expect(early.getByTestId('event-row').first()).toBeVisible();
  await expect(early.getByTestId('no-data')).toHaveCount(0);
  await expect(early.getByTestId('match-clock').first()).toHaveText(/\d{2}\/\d{2}\s*\d{2}:\d{2}/);
  await screenshot(page, 'odds-early-1440');
  // The day chosen is saved with the filters and comes back after a reload.
  const again = page.waitForRequest(
    (r) =>
      r.url().includes('/nokey/early') && r.url().includes(`date=${encodeURIComponent(third)}`),
  );
  await page.reload();
  await again;
  await expect(page.getByTestId('early-date')).toHaveValue(third);
});

test('favourites survive a reload and show in the left menu', async ({ page }) => {
  await openWithFilter(page);
  const group = table(page, 'nonlive').getByTestId('tournament-group').first();
  const tournamentId = await group.getAttribute('data-tournament-id');
  const star = group.locator(`[data-testid="favorite-star"][data-tournament-id="${tournamentId}"]`);
  await expect(page.getByTestId('favorites-menu')).toHaveCount(0);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('favorites-menu')).toBeVisible();
  await page.reload();
  const again = page.locator(
    `[data-testid="odds-table"][data-kind="nonlive"] [data-testid="favorite-star"][data-tournament-id="${tournamentId}"]`,
  );
  await expect(again).toHaveAttribute('aria-pressed', 'true');
  const stored = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('dataFavorites') ?? '[]') as {
        tournamentId: number;
        event_id: number[];
      }[],
  );
  expect(stored.map((entry) => entry.tournamentId)).toContain(Number(tournamentId));
  await expect(page.getByTestId('favorite-sport-item').first()).toContainText(/\d+/);
  await again.click();
  await expect(page.getByTestId('favorites-menu')).toHaveCount(0);
});

test('league selection narrows the tables to the leagues saved', async ({ page }) => {
  await openWithFilter(page);
  const nonlive = table(page, 'nonlive');
  await expect(nonlive.getByTestId('tournament-group').first()).toBeVisible();
  await page.getByTestId('open-league').click();
  const popup = page.getByTestId('popup-league');
  await expect(popup).toBeVisible();
  const options = popup.getByTestId('league-option');
  expect(await options.count()).toBeGreaterThan(1);
  await popup.getByTestId('league-select-all').uncheck();
  const chosen = await options.first().getAttribute('data-tournament-id');
  await options.first().check();
  await screenshot(page, 'odds-league-modal-1440');
  await popup.getByTestId('league-save').click();
  await expect(popup).toHaveCount(0);
  const groups = page.locator('[data-testid="odds-table"] [data-testid="tournament-group"]');
  await expect
    .poll(
      async () =>
        new Set(
          await groups.evaluateAll((nodes) =>
            nodes.map((node) => node.getAttribute('data-tournament-id')),
          ),
        ).size,
    )
    .toBe(1);
  await expect(groups.first()).toHaveAttribute('data-tournament-id', chosen!);
  const saved = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('storageFilter') ?? '{}') as {
        sortSelectLeagueAll?: boolean;
        sortSelectLeagueId?: number[];
      },
  );
  expect(saved.sortSelectLeagueAll).toBe(false);
  expect(saved.sortSelectLeagueId).toEqual([Number(chosen)]);
});

interface OddsListReply {
  structures: string[];
  data: unknown[][];
}
interface WireEntry {
  market_type: string;
  odds_id: number;
  sort_row: number;
  prices: { option: string; price: number }[];
}

const NONLIVE_LIST =
  '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=MY&nav=side-menu&sortTime=all';

test('a live price update reaches the screen with its up or down background', async ({ page }) => {
  test.setTimeout(90_000);
  // The move shows at the refresh clicked below (not earlier, by the odds stream).
  await countdownOnly(page);
  const lists = recordNonliveLists(page);
  await openWithFilter(page);
  const nonlive = table(page, 'nonlive');
  const firstRow = nonlive.getByTestId('event-row').first();
  await expect(firstRow).toBeVisible();
  const eventId = Number(await firstRow.getAttribute('data-event-id'));
  // The simulator drifts some events' prices by itself (a drift between the page's list and the one
  // read here failed this test in about one run of three): this event's prices are held and the
  // page opened again, so the only move it sees is the one made here.
  await holdPrices(page, eventId, lists);
  try {
    await page.reload();
    await showsMove(page, nonlive.locator(`[data-testid="event-row"][data-event-id="${eventId}"]`));
  } finally {
    await testHook(page, '/api/test/hold-prices', { event_id: eventId, hold: false });
  }
});

/** The event's Over/Under entry in the board's non-live list, as the API answers it now. */
async function overUnderEntry(page: Page, eventId: number): Promise<WireEntry> {
  const reply = await memberGet<OddsListReply>(page, NONLIVE_LIST);
  const at = (name: string) => reply.structures.indexOf(name);
  const event = reply.data.find((fields) => fields[at('event_id')] === eventId)!;
  return (event[at('odds')] as WireEntry[]).find(
    (candidate) => candidate.market_type === 'OverUnder',
  )!;
}

const overPrice = (entry: WireEntry) => entry.prices.find((price) => price.option === 'h')!.price;

async function showsMove(page: Page, row: Locator): Promise<void> {
  await expect(row).toBeVisible();
  const eventId = Number(await row.getAttribute('data-event-id'));
  const entry = await overUnderEntry(page, eventId);
  const before = overPrice(entry);
  const cell = row.locator(
    `[data-testid="price"][data-market="OverUnder"][data-option="h"][data-row="${entry.sort_row}"]`,
  );
  await expect(cell).toHaveText(before.toFixed(2));

  // The simulator moves the decimal price; a Malaysian price above 0.9 would wrap past 1.00 to a
  // negative number (a numeric fall), so there the move goes the other way.
  const rises = before <= 0.9;
  const moved = await page.request.post('/api/test/move-price', {
    data: { odd_id: entry.odds_id, option: 'h', delta: rises ? 0.05 : -0.05 },
  });
  expect(((await moved.json()) as { status: boolean }).status).toBe(true);
  // The list the refresh asks for holds the move (a busy list cache may answer an earlier build).
  await expect.poll(async () => overPrice(await overUnderEntry(page, eventId))).not.toBe(before);
  await page.getByTestId('refresh').click();
  await expect(cell).toHaveAttribute('data-change', rises ? 'up' : 'down');
  await expect(cell).not.toHaveText(before.toFixed(2));
  await screenshot(page, 'odds-price-up-1440');
  // Spec section 5: the background shows for 2 s, and only while the countdown is above zero. The
  // board's scope says zero by an attribute (no price re-renders for it): read in one step in the
  // page while the cell is highlighted, with the scope as the countdown sets it at 0 and back.
  const backgrounds = await cell.evaluate((element) => {
    const scope = element.closest('[data-countdown-zero]');
    const read = () => getComputedStyle(element).backgroundColor;
    const highlighted = element.getAttribute('data-change');
    const running = read();
    const zeroBefore = scope?.getAttribute('data-countdown-zero') ?? null;
    scope?.setAttribute('data-countdown-zero', 'true');
    const atZero = read();
    scope?.setAttribute('data-countdown-zero', 'false');
    return { highlighted, zeroBefore, running, atZero };
  });
  expect(backgrounds.highlighted).toBe(rises ? 'up' : 'down');
  expect(backgrounds.zeroBefore).toBe('false');
  expect(backgrounds.running).not.toBe('rgba(0, 0, 0, 0)');
  expect(backgrounds.atZero).toBe('rgba(0, 0, 0, 0)');
  // The background goes after 2 seconds.
  await expect(cell).not.toHaveAttribute('data-change', /.+/, { timeout: 5000 });
}
