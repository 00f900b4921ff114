import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { ENTRY_DESKTOP, ENTRY_MOBILE, saveFilterOnce, screenshot } from './helpers';

// Small fixes a member sees on the odds board and ticket.

test('on the step tab the odds-format control shows EU in force', async ({ page }) => {
  await page.goto(ENTRY_DESKTOP);
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  const format = page.getByTestId('odds-format');
  await expect(format.locator('[data-currency="MY"]')).toHaveAttribute('aria-pressed', 'true');
  await page.locator('[data-testid="event-tab"][data-tab="5"]').click();
  await expect(format.locator('[data-currency="EU"]')).toHaveAttribute('aria-pressed', 'true');
  await expect(format.locator('[data-currency="MY"]')).toHaveAttribute('aria-pressed', 'false');
});

test("a clicked price asks the ticket with the event's league names", async ({ page }) => {
  await page.goto(ENTRY_DESKTOP);
  const price = page
    .locator('[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"]')
    .first();
  await expect(price).toBeVisible();
  const request = page.waitForRequest((candidate) =>
    /\/api\/member\/event\/sc\/ticket\?/.test(candidate.url()),
  );
  await price.click();
  const url = new URL((await request).url());
  expect(url.searchParams.get('league_name_en') ?? '').not.toBe('');
  expect(url.searchParams.get('league_name_th') ?? '').not.toBe('');
});

// Sort by time (the filter bar): kickoff order, the tournament header repeated whenever
// the next event belongs to another tournament.

/** The tournament ids of a table's groups, top to bottom. */
async function groupOrder(table: Locator): Promise<number[]> {
  const ids = await table
    .getByTestId('tournament-group')
    .evaluateAll((groups) =>
      groups.map((group) => Number(group.getAttribute('data-tournament-id'))),
    );
  return ids;
}

/**
 * 'HH:mm' kickoff texts of the table's events, top to bottom: the list is virtualised, so the page
 * scrolls through the table and notes every event drawn on the way, at its place on the page.
 */
async function kickoffTimes(
  page: Page,
  table: Locator,
): Promise<{ time: string; league: string }[]> {
  // An event's place: its list item's index (a virtualised list draws items where it estimates them
  // until it has measured them, so a page position noted at one scroll step may not hold at the next),
  // then its position inside that item, noted at one moment.
  const seen = new Map<string, { item: number; top: number; time: string; league: string }>();
  await table.evaluate((element) =>
    window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY),
  );
  for (let step = 0; step < 12; step++) {
    const rows = await table.getByTestId('event-row').evaluateAll((elements) =>
      elements.map((row) => ({
        id: row.getAttribute('data-event-id') ?? '',
        item: Number(row.closest('[data-index]')?.getAttribute('data-index') ?? -1),
        top: row.getBoundingClientRect().top + window.scrollY,
        time: /(?<!\d)\d{2}:\d{2}(?!\d)/.exec(row.textContent ?? '')?.[0] ?? '',
        league:
          row
            .closest('[data-testid="tournament-group"]')
            ?.querySelector('[data-testid="tournament-name"]')?.textContent ?? '',
      })),
    );
    for (const row of rows)
      seen.set(row.id, { item: row.item, top: row.top, time: row.time, league: row.league });
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    // The list's items drawn where the page now is (it renders them after the scroll), unless the
    // table ended above the screen's middle half.
    await expect
      .poll(() =>
        table.evaluate((element) => {
          const [upper, lower] = [window.innerHeight / 4, (window.innerHeight * 3) / 4];
          if (element.getBoundingClientRect().bottom < upper) return true;
          return [...element.querySelectorAll('[data-index]')].some((item) => {
            const box = item.getBoundingClientRect();
            return box.top < lower && box.bottom > upper;
          });
        }),
      )
      .toBe(true);
  }
  return [...seen.values()]
    .sort((a, b) => a.item - b.item || a.top - b.top)
    .map(({ time, league }) => ({ time, league }));
}

function expectRuns(ids: readonly number[]): void {
  expect(ids.length).toBeGreaterThan(1);
  for (let i = 1; i < ids.length; i++)
    expect(ids[i], `group ${i} repeats its neighbour`).not.toBe(ids[i - 1]);
  // The simulated day has leagues whose matches interleave: some tournament is repeated.
  expect(new Set(ids).size).toBeLessThan(ids.length);
}

for (const layout of ['desktop', 'mobile'] as const) {
  test.describe(`sort by time (${layout})`, () => {
    if (layout === 'mobile')
      test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('events in kickoff order, the tournament repeated at each run', async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: 'http://localhost' }]);
      // Before 23:00: today's kickoffs, so their 'HH:mm' sorts as the time does.
      await saveFilterOnce(page, {
        sortTypeTime: 'time',
        sortBeforeTime: 'before',
        sortFilterEventId: 2,
      });
      await page.goto(layout === 'desktop' ? ENTRY_DESKTOP : ENTRY_MOBILE);
      const table = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
      // On a phone the today table is below the live one, its match boxes virtualised: scroll to it.
      if (layout === 'mobile')
        await table
          .getByTestId('tournament-group')
          .first()
          .getByTestId('tournament-collapse')
          .scrollIntoViewIfNeeded();
      await expect(table.getByTestId('event-row').first()).toBeVisible();
      expectRuns(await groupOrder(table));
      const rows = (await kickoffTimes(page, table)).filter((row) => row.time !== '');
      // E-sport leagues come after all others (the sort rule), each part in kickoff order.
      const isEsport = (row: { league: string }) => /e-?(sport|soccer|football)/i.test(row.league);
      const regular = rows.filter((row) => !isEsport(row)).map((row) => row.time);
      const esport = rows.filter(isEsport).map((row) => row.time);
      expect(regular.length).toBeGreaterThan(3);
      expect(rows.map((row) => row.time)).toEqual([...regular, ...esport]);
      expect(regular).toEqual([...regular].sort());
      expect(esport).toEqual([...esport].sort());
      await table.evaluate((element) =>
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY),
      );
      await screenshot(page, `board-sort-time-${layout}`);
    });
  });
}

test('the normal sort keeps one group per tournament', async ({ page }) => {
  await saveFilterOnce(page, {
    sortTypeTime: 'normal',
    sortBeforeTime: 'before',
    sortFilterEventId: 2,
  });
  await page.goto(ENTRY_DESKTOP);
  const table = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
  await expect(table.getByTestId('event-row').first()).toBeVisible();
  const ids = await groupOrder(table);
  expect(new Set(ids).size).toBe(ids.length);
});

// Change league (the filter bar): jump to a league of the current list.

test('change league (desktop): the popup lists the leagues shown and jumps to one, unfolded', async ({
  page,
}) => {
  await page.goto(ENTRY_DESKTOP);
  const table = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
  await expect(table.getByTestId('event-row').first()).toBeVisible();
  const ids = await groupOrder(table);
  const target = ids[ids.length - 1]!;
  const group = table.locator(`[data-testid="tournament-group"][data-tournament-id="${target}"]`);
  // Folded first: the jump opens it.
  // (dispatched: the virtualised list may still settle under a pointer click far down the page)
  await group.getByTestId('tournament-collapse').dispatchEvent('click');
  await expect(group).toHaveAttribute('data-collapsed', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));

  await page.getByTestId('open-change-league').click();
  const popup = page.getByTestId('popup-change-league');
  await expect(popup).toBeVisible();
  const options = popup.locator('[data-testid="change-league-option"][data-kind="nonlive"]');
  expect(
    await options.evaluateAll((buttons) =>
      buttons.map((button) => Number(button.getAttribute('data-tournament-id'))),
    ),
  ).toEqual(ids);
  await screenshot(page, 'board-change-league-desktop');
  await options.last().click();

  await expect(popup).toHaveCount(0);
  await expect(group).toHaveAttribute('data-collapsed', 'false');
  await expect(group.getByTestId('event-row').first()).toBeInViewport();
  await expect(group.getByTestId('tournament-name')).toBeInViewport();
});

test('change league (mobile): opened from the drawer, jumps to the league', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ENTRY_MOBILE);
  const table = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
  // Headers are always drawn; the match boxes only near the screen (the live table comes first).
  await expect(table.getByTestId('tournament-group').first()).toBeAttached();
  const ids = await groupOrder(table);
  const target = ids[ids.length - 1]!;

  await page.getByTestId('drawer-toggle').click();
  await page.getByTestId('open-change-league').click();
  const popup = page.getByTestId('popup-change-league');
  await expect(popup).toBeVisible();
  await screenshot(page, 'board-change-league-mobile');
  await popup
    .locator(
      `[data-testid="change-league-option"][data-kind="nonlive"][data-tournament-id="${target}"]`,
    )
    .click();
  await expect(popup).toHaveCount(0);
  const group = table.locator(`[data-testid="tournament-group"][data-tournament-id="${target}"]`);
  await expect(group.getByTestId('event-row').first()).toBeInViewport();
});

// Category 10035's bullfight font: shipped in public/fonts, preloaded and loaded only when such an
// event is on screen.

async function bullfightState(page: Page): Promise<{ loaded: number; preloads: string[] }> {
  return page.evaluate(() => ({
    loaded: [...document.fonts].filter(
      (face) => face.family.replace(/"/g, '') === 'Bullfight' && face.status === 'loaded',
    ).length,
    preloads: [...document.querySelectorAll('link[rel="preload"][as="font"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
  }));
}

for (const layout of ['desktop', 'mobile'] as const) {
  test(`the bullfight font loads only when a category 10035 event is shown (${layout})`, async ({
    page,
  }) => {
    if (layout === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(layout === 'desktop' ? ENTRY_DESKTOP : ENTRY_MOBILE);
    await expect(page.getByTestId('event-row').first()).toBeVisible();
    // Football: no bullfight face fetched, nothing preloaded.
    expect(await bullfightState(page)).toEqual({ loaded: 0, preloads: [] });

    if (layout === 'mobile') await page.getByTestId('drawer-toggle').click();
    await page.locator('[data-testid="sport-menu-item"][data-sport-id="10035"]').first().click();
    if (layout === 'mobile' && (await page.getByTestId('drawer').isVisible()))
      await page.keyboard.press('Escape');
    const row = page.getByTestId('event-row').first();
    await expect(row).toBeVisible();
    await expect.poll(async () => (await bullfightState(page)).loaded).toBeGreaterThan(0);
    const state = await bullfightState(page);
    expect(state.preloads).toContain('/fonts/chonburi-latin.woff2');
    // The team names are drawn in it.
    const inFont = await row.evaluate((element) =>
      [...element.querySelectorAll('*')]
        .filter((node) => getComputedStyle(node).fontFamily.includes('Bullfight'))
        .map((node) => node.textContent ?? ''),
    );
    expect(inFont.join(' ')).not.toBe('');
    await screenshot(page, `board-bullfight-${layout}`);
  });
}
