// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { ENTRY_DESKTOP, ENTRY_MOBILE, screenshot } from './helpers';

// The member-area popups on the simulator, desktop and mobile, in both languages.

async function openDesktop(page: Page, entry = ENTRY_DESKTOP) {
  await page.goto(entry);
  await expect(page.getByTestId('app-desktop')).toBeVisible();
}

/** Opens a popup from its opener in the left menu (desktop). */
async function fromMenu(page: Page, name: string): Promise<Locator> {
  await page.getByTestId(`open-${name}`).click();
  const popup = page.getByTestId(`popup-${name}`);
  await expect(popup).toBeVisible();
  return popup;
}

async function expectClosedBackTo(page: Page, popup: Locator, opener: Locator) {
  await expect(popup).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('statement: six periods sent as dateText, daily rows, drill-down to Statement / Settled with totals, and back', async ({
  page,
}) => {
  await openDesktop(page);
  const today = page.waitForResponse((r) =>
    r.url().includes('/api/member/event/ticket/statement?dateText=today'),
  );
  const popup = await fromMenu(page, 'statement');
  await today;
  await expect(popup.getByRole('tab', { name: /Statement|รายการบัญชี/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(popup.getByTestId('statement-day').first()).toBeVisible();

  const select = popup.getByTestId('statement-date');
  await expect(select.locator('option')).toHaveCount(6);
  const wire: string[] = [];
  page.on('request', (r) => {
    const match = /statement\?dateText=([^&]+)/.exec(r.url());
    if (match) wire.push(match[1]!);
  });
  for (const value of ['yesterday', 'this+week', 'last+week', 'this+month', 'last+month']) {
    const reply = page.waitForResponse((r) => r.url().endsWith(`dateText=${value}`));
    await select.selectOption(value);
    await reply;
    await expect(popup.getByTestId('statement-day').first()).toBeVisible();
  }
  expect(wire).toEqual(['yesterday', 'this+week', 'last+week', 'this+month', 'last+month']);

  const day = popup.getByTestId('statement-day').first();
  const date = await day.getAttribute('data-date');
  await expect(day.getByTestId('statement-winloss')).toHaveText(/^-?[\d,]+\.\d{2}$/);
  const settled = page.waitForResponse((r) =>
    r.url().includes(`/api/member/event/ticket/settled?page=1&date=${date}`),
  );
  await day.getByTestId('statement-detail').click();
  await settled;
  await expect(popup.getByTestId('statement-back')).toBeVisible();
  await expect(popup.getByTestId('mybet-ticket').first()).toBeVisible();
  await expect(popup.getByTestId('settled-total-winlose')).toHaveText(/^-?[\d,]+\.\d{2}$/);
  await expect(popup.getByTestId('pagination-prev')).toBeDisabled();
  await screenshot(page, 'popup-statement-settled-1440');
  await popup.getByTestId('statement-back').click();
  await expect(popup.getByTestId('statement-day').first()).toBeVisible();

  // Closing and opening again starts over: tab 1, today, page 1.
  await popup.getByTestId('popup-close').click();
  await expect(popup).toHaveCount(0);
  const again = await fromMenu(page, 'statement');
  await expect(again.getByTestId('statement-date')).toHaveValue('today');
  await again.getByRole('tab', { name: /My bet|เดิมพันของฉัน/ }).click();
  await expect(again.getByTestId('pagination-prev')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(again).toHaveCount(0);
});

test('rules: loaded on open, one sport open at a time, Thai HTML with its link opening in a new tab', async ({
  page,
}) => {
  await openDesktop(page);
  const popup = await fromMenu(page, 'rules');
  const items = popup.getByTestId('rule-item');
  await expect(items).toHaveCount(6);
  await items.nth(0).getByRole('button').click();
  await expect(items.nth(0)).toHaveAttribute('data-open', 'true');
  const link = items.nth(0).getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(items.nth(0).locator('table')).toBeVisible();
  await items.nth(3).getByRole('button').click();
  await expect(items.nth(3)).toHaveAttribute('data-open', 'true');
  await expect(items.nth(0)).toHaveAttribute('data-open', 'false');
  await screenshot(page, 'popup-rules-1440');
  // Tab stays inside the dialog; the page behind is inert.
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await popup.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expectClosedBackTo(page, popup, page.getByTestId('open-rules'));
});

test('announcements: bar shows the first one, the popup pages 100 at a time with prev/next disabled at the ends', async ({
  page,
}) => {
  await openDesktop(page);
  const bar = page.getByTestId('announcement-bar');
  await expect(bar).toBeVisible();
  await bar.click();
  const popup = page.getByTestId('popup-announcement');
  await expect(popup.getByTestId('announcement-item')).toHaveCount(100);
  await expect(popup.getByTestId('announcement-item').first()).toContainText(
    await bar.locator('span').last().innerText(),
  );
  await expect(popup.getByTestId('pagination-page')).toHaveText(['1', '2', '3']);
  await expect(popup.getByTestId('pagination-prev')).toBeDisabled();
  await popup.getByTestId('pagination-next').click();
  await expect(popup.locator('[data-testid="pagination-page"][aria-current="page"]')).toHaveText(
    '2',
  );
  await popup.getByTestId('pagination-next').click();
  await expect(popup.getByTestId('pagination-next')).toBeDisabled();
  await expect(popup.getByTestId('announcement-item')).not.toHaveCount(100);
  await screenshot(page, 'popup-announcement-1440');
  await popup.getByTestId('popup-close').click();
  await expectClosedBackTo(page, popup, bar);
});

test('results: today by default, league boxes one open at a time, sport filter narrowing leagues, yesterday', async ({
  page,
}) => {
  await openDesktop(page);
  const popup = await fromMenu(page, 'results');
  const leagues = popup.getByTestId('result-league');
  await expect(leagues.first()).toBeVisible();
  await leagues.nth(0).getByRole('button').click();
  await expect(leagues.nth(0)).toHaveAttribute('data-open', 'true');
  await expect(leagues.nth(0).getByTestId('result-event').first()).toBeVisible();
  if ((await leagues.count()) > 1) {
    await leagues.nth(1).getByRole('button').click();
    await expect(leagues.nth(0)).toHaveAttribute('data-open', 'false');
  }
  const sportOptions = await popup.getByTestId('results-sport').locator('option').allTextContents();
  expect(sportOptions.length).toBeGreaterThan(1);
  // Each sport narrows the league choice to its own leagues: one sport's list is shorter than the
  // whole, and the sports' lists together are the whole (each list has one "all leagues" option).
  const leagueOptions = popup.getByTestId('results-league').locator('option');
  const leagueCountAll = await leagueOptions.count();
  const perSport: number[] = [];
  for (let index = 1; index < sportOptions.length; index += 1) {
    await popup.getByTestId('results-sport').selectOption({ index });
    perSport.push(await leagueOptions.count());
  }
  expect(Math.min(...perSport)).toBeLessThan(leagueCountAll);
  expect(perSport.reduce((sum, count) => sum + count - 1, 0)).toBe(leagueCountAll - 1);
  await popup.getByTestId('results-sport').selectOption({ index: 1 });
  await screenshot(page, 'popup-results-1440');
  const yesterday = page.waitForResponse((r) => r.url().includes('/api/member/results?date='));
  await popup.getByTestId('results-day').selectOption('yesterDay');
  await yesterday;
  await expect(popup.getByTestId('result-league').first()).toBeVisible();
  await expect(
    popup.locator('[data-testid="result-event"][data-status="Completed"]').first(),
  ).toBeAttached();
});

test('profile shows username, balance with refresh and THB; favorites are grouped by sport and open in the board', async ({
  page,
}) => {
  await openDesktop(page);
  const profile = await fromMenu(page, 'profile');
  await expect(profile.getByTestId('profile-username')).toHaveText('demo01');
  await expect(profile.getByTestId('profile-balance')).toHaveText(/^\$ [\d,]+\.\d{2}$/);
  await expect(profile.getByTestId('profile-currency')).toHaveText('THB');
  await screenshot(page, 'popup-profile-1440');
  await profile.getByTestId('popup-close').click();

  const empty = await fromMenu(page, 'favorites');
  await expect(empty.getByTestId('no-data')).toBeVisible();
  await empty.getByTestId('popup-close').click();

  // Star the last tournament of today's list, then find it through the favorites popup.
  const group = page
    .locator('[data-testid="odds-table"][data-kind="nonlive"] [data-testid="tournament-group"]')
    .last();
  const tournamentId = await group.getAttribute('data-tournament-id');
  const name = (await group.getByTestId('tournament-name').innerText()).trim();
  await group
    .locator(`[data-testid="favorite-star"][data-tournament-id="${tournamentId}"]`)
    .first()
    .click();
  const favorites = await fromMenu(page, 'favorites');
  await expect(favorites.getByTestId('favorite-sport')).toHaveCount(1);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('dataFavorites') ?? '[]') as { event_id: number[] }[],
  );
  expect(stored).toHaveLength(1);
  expect(stored[0]!.event_id.length).toBeGreaterThan(0);
  await expect(favorites.getByTestId('favorite-sport-count')).toHaveText(
    String(stored[0]!.event_id.length),
  );
  const entry = favorites.locator(
    `[data-testid="favorite-tournament"][data-tournament-id="${tournamentId}"]`,
  );
  await expect(entry.getByTestId('favorite-tournament-name')).toHaveText(name);
  await entry.click();
  await expect(favorites).toHaveCount(0);
  // The first block of that tournament (the live list comes before today's) is scrolled to.
  await expect(
    page.locator(`[data-testid="tournament-group"][data-tournament-id="${tournamentId}"]`).first(),
  ).toBeInViewport();
});

test.describe('first login', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('opens for a first-login member with the image and title lines, and not again after closing', async ({
    page,
  }) => {
    await page.goto(ENTRY_DESKTOP);
    const popup = page.getByTestId('popup-first-login');
    await expect(popup).toBeVisible();
    await expect(popup.locator('img')).toHaveAttribute('src', /\/banners\//);
    // The picture and the operator's title in words; the picture carries no words.
    await expect(popup.locator('img')).toHaveAttribute('alt', '');
    await expect(popup.getByTestId('first-login-title')).toHaveText('Welcometo the sportsbook');
    await expect(popup.getByRole('heading')).toHaveText('ยินดีต้อนรับ');
    await screenshot(page, 'popup-first-login-1440');
    await popup.getByTestId('popup-close').click();
    await expect(popup).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('firstLogin'))).toBe('false');
    await page.reload();
    await expect(page.getByTestId('app-desktop')).toBeVisible();
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    await expect(page.getByTestId('popup-first-login')).toHaveCount(0);
  });
});

test('banners: one slide per banner, an <a> opening http(s) in a new tab', async ({ page }) => {
  await openDesktop(page);
  const slides = page.getByTestId('banner-slide');
  await expect(slides).toHaveCount(3);
  for (const slide of await slides.all()) {
    await expect(slide).toHaveAttribute('href', /^https:\/\//);
    await expect(slide).toHaveAttribute('target', '_blank');
    await expect(slide).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const box = await page.getByTestId('banner-carousel').boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(686);
  expect(Math.round(box?.height ?? 0)).toBe(200);
});

test('?p=result opens the results and ?p=statement the statement; the address loses p and keeps device', async ({
  page,
}) => {
  await page.goto('/one-all-sport?userToken=demo&device=1&p=result');
  await expect(page.getByTestId('popup-results')).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await page.goto('/one-all-sport?device=1&p=statement');
  await expect(page.getByTestId('popup-statement')).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe('?device=1');
});

test('mobile: drawer buttons close the drawer and toggle their popup', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ENTRY_MOBILE);
  await expect(page.getByTestId('app-mobile')).toBeVisible();
  for (const name of ['statement', 'rules', 'announcement', 'profile', 'results', 'favorites']) {
    await page.getByTestId('drawer-toggle').click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByTestId(`open-${name}`).click();
    await expect(drawer).toHaveCount(0);
    const popup = page.getByTestId(`popup-${name}`);
    await expect(popup).toBeVisible();
    const box = await popup.boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(390);
    await screenshot(page, `popup-${name}-390`);
    await popup.getByTestId('popup-close').click();
    await expect(popup).toHaveCount(0);
  }
});

test('fixtures served by the test: hostile rule HTML is defused, 12 announcement pages collapse with ellipses, a failed load offers a retry', async ({
  page,
}) => {
  let rulesCalls = 0;
  await page.route('**/api/member/rules', async (route) => {
    rulesCalls += 1;
    if (rulesCalls === 1) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, message: 'boom' }),
      });
      return;
    }
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        status: true,
        data: {
          data: [
            {
              sport_name_th: 'ทดสอบ',
              detail_th:
                '<p>ok</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">js</a>' +
                '<iframe srcdoc="<script>parent.__xss=4</script>"></iframe><svg onload="window.__xss=5"></svg><a href="https://example.com">safe</a>',
            },
          ],
        },
      }),
    });
  });
  await page.route('**/api/member/announces?page=*', async (route) => {
    const current = Number(new URL(route.request().url()).searchParams.get('page'));
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        status: true,
        data: [
          {
            date_time: '2026-11-21 10:00:00',
            content_th: `หน้า ${current}`,
            content_en: `Page ${current}`,
          },
        ],
        meta: { current_page: current, last_page: 12, per_page: 100, total: 1101 },
      }),
    });
  });
  await openDesktop(page);
  const rules = await fromMenu(page, 'rules');
  await expect(rules.getByTestId('popup-failed')).toBeVisible();
  await rules.getByTestId('popup-retry').click();
  await rules.getByTestId('rule-item').getByRole('button').click();
  const body = rules.getByTestId('rule-body');
  await expect(body).toContainText('ok');
  await expect(body.locator('script, iframe, svg')).toHaveCount(0);
  await expect(body.locator('a', { hasText: 'js' })).not.toHaveAttribute('href', /.*/);
  await expect(body.getByRole('link', { name: 'safe' })).toHaveAttribute('target', '_blank');
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  await rules.getByTestId('popup-close').click();

  const popup = await fromMenu(page, 'announcement');
  await popup.getByRole('button', { name: /^(Page|หน้า) 12$/ }).waitFor();
  const pages = () => popup.locator('nav li').allTextContents();
  expect((await pages()).slice(1, -1)).toEqual(['1', '2', '3', '4', '…', '12']);
  await popup.getByTestId('pagination-page').filter({ hasText: '4' }).click();
  await expect(popup.getByTestId('announcement-item')).toHaveText(/Page 4|หน้า 4/);
  await popup.getByTestId('pagination-next').click();
  await expect(popup.getByTestId('announcement-item')).toHaveText(/Page 5|หน้า 5/);
  expect((await pages()).slice(1, -1)).toEqual(['1', '…', '4', '5', '6', '…', '12']);
});

test('the inspector shows the popup machine and which popup is open', async ({ page }) => {
  await openDesktop(page, `${ENTRY_DESKTOP}&inspect=1`);
  const inspector = page.getByTestId('inspector');
  await expect(inspector).toBeVisible();
  const chart = inspector.locator('[data-testid="statechart"][data-machine="popup"]');
  await expect(chart).toHaveAttribute('data-ready', 'true');
  const state = (id: string) =>
    chart.locator(`[data-testid="statechart-state"][data-state-id="${id}"]`);
  await expect(state('popup.popup.closed')).toHaveAttribute('data-active', 'true');
  await expect(state('popup.popup.rules')).toHaveAttribute('data-active', 'false');
  // The panel docks over the page's lower part; the header menu stays in view above it.
  const toggle = page.getByTestId('open-menu');
  await toggle.click();
  await page
    .locator(`#${await toggle.getAttribute('aria-controls')}`)
    .locator('[data-action="rules"]')
    .click();
  await expect(page.getByTestId('popup-rules')).toBeVisible();
  await expect(state('popup.popup.rules')).toHaveAttribute('data-active', 'true');
  await expect(state('popup.popup.closed')).toHaveAttribute('data-active', 'false');
  const opened = inspector.locator(
    '[data-testid="inspector-event"][data-machine="popup"][data-event-type="popup.open"]',
  );
  await expect(opened.last()).toBeAttached();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('popup-rules')).toHaveCount(0);
  await expect(state('popup.popup.closed')).toHaveAttribute('data-active', 'true');
  await expect(state('popup.popup.rules')).toHaveAttribute('data-active', 'false');
  // Time travel: the opening event shows the chart as it was then, rules open.
  await opened.last().click();
  await expect(state('popup.popup.rules')).toHaveAttribute('data-active', 'true');
  await expect(inspector.getByTestId('inspector-detail')).toContainText('rules');
});

test('axe finds no serious or critical problems inside the popups', async ({ page }) => {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  await openDesktop(page);
  for (const name of ['statement', 'rules', 'announcement', 'results', 'profile']) {
    const popup = await fromMenu(page, name);
    if (name === 'rules') await popup.getByTestId('rule-item').first().getByRole('button').click();
    if (name === 'results')
      await popup.getByTestId('result-league').first().getByRole('button').click();
    await expect(popup.getByTestId('popup-loading')).toHaveCount(0);
    const report = await new AxeBuilder({ page })
      .include(`[data-testid="popup-${name}"]`)
      .analyze();
    const serious = report.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    await popup.getByTestId('popup-close').click();
  }
});

test('the header burger menu lists the member actions and opens each popup', async ({ page }) => {
  await openDesktop(page);
  const toggle = page.getByTestId('open-menu');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  // The six popups and the first-login notification (open-first-login).
  await expect(list.getByRole('button')).toHaveCount(7);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(toggle).toBeFocused();
  for (const name of [
    'statement',
    'rules',
    'announcement',
    'profile',
    'results',
    'favorites',
    'first-login',
  ]) {
    await toggle.click();
    await list.locator(`[data-action="${name}"]`).click();
    await expect(list).toBeHidden();
    const popup = page.getByTestId(`popup-${name}`);
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expectClosedBackTo(page, popup, toggle);
  }
});
