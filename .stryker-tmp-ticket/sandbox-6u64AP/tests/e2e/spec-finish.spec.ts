// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { ENTRY_DESKTOP, ENTRY_MOBILE, placeSingleBet, saveFilterOnce, screenshot } from './helpers';

// The product rules that were last only partly met, in both layouts (and both languages where words
// are involved): the drawer's groups fold, open bets show their ip on desktop, bet statuses are
// words of the member's language, mix parlays are named so, the first-login picture is not
// captioned with its own text, and a failed refresh says so above the list with a Retry.

const RUNNING = '**/api/member/event/ticket/running?**';
const NONLIVE = '**/api/member/event/sc/nokey/get-nonlive-odds**';

async function open(page: Page, layout: 'desktop' | 'mobile', locale: 'th' | 'en' = 'th') {
  await page
    .context()
    .addCookies([{ name: 'NEXT_LOCALE', value: locale, url: 'http://localhost' }]);
  await saveFilterOnce(page, { quickBet: false });
  if (layout === 'mobile') await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(layout === 'desktop' ? ENTRY_DESKTOP : ENTRY_MOBILE);
  await expect(page.getByTestId(layout === 'desktop' ? 'app-desktop' : 'app-mobile')).toBeVisible();
}

/** The running-bets reply made of one real ticket of the member's, cloned with other statuses and kinds. */
async function runningAs(
  page: Page,
  tickets: { status: string; action_type?: string; picks?: number }[],
): Promise<void> {
  await page.route(RUNNING, async (route: Route) => {
    const reply = await route.fetch();
    const body = (await reply.json()) as {
      data: { ticket: { data: Record<string, unknown>[]; meta: Record<string, number> } };
    };
    const real = body.data.ticket.data[0];
    if (real === undefined) throw new Error('no running bet to copy');
    const choice = (real.choice as unknown[])[0];
    body.data.ticket.data = tickets.map((t, i) => ({
      ...real,
      id: 900_000 + i,
      ticket_status: t.status,
      action_type: t.action_type ?? 'sc',
      choice: Array.from({ length: t.picks ?? 1 }, () => choice),
    }));
    body.data.ticket.meta = { ...body.data.ticket.meta, total: tickets.length, last_page: 1 };
    await route.fulfill({ response: reply, json: body });
  });
}

async function openMyBetTab(page: Page, layout: 'desktop' | 'mobile') {
  if (layout === 'mobile') await page.getByTestId('drawer-toggle').click();
  await page.getByTestId('open-statement').click();
  const popup = page.getByTestId('popup-statement');
  await popup.getByRole('tab', { name: /My bet|เดิมพันของฉัน/ }).click();
  return popup;
}

test('desktop: open bets show where they were placed from; a mix parlay is named a mix parlay', async ({
  page,
}) => {
  await open(page, 'desktop');
  await placeSingleBet(page);
  const home = page.getByTestId('mybet-list');
  await expect(home.getByTestId('mybet-ip').first()).toHaveText(/^(IP|ไอพี) \S+/);
  const popup = await openMyBetTab(page, 'desktop');
  await expect(popup.getByTestId('mybet-ip').first()).toHaveText(/^(IP|ไอพี) \S+/);
  await page.keyboard.press('Escape');

  await runningAs(page, [
    { status: 'running', action_type: 'mix', picks: 3 },
    { status: 'running', action_type: 'step', picks: 2 },
  ]);
  await page.reload();
  await expect(home.getByTestId('mybet-ticket')).toHaveCount(2);
  await expect(home.getByTestId('mybet-ticket').nth(0)).toContainText('มิกซ์พาร์เลย์ 3');
  await expect(home.getByTestId('mybet-ticket').nth(1)).toContainText('สเต็ป 2');
  await screenshot(page, 'spec-finish-mybets-1440');
});

test('mobile: open bets do not show an ip (desktop only in the spec); parlays name their kind', async ({
  page,
}) => {
  await open(page, 'desktop');
  await placeSingleBet(page);
  await open(page, 'mobile', 'en');
  await runningAs(page, [
    { status: 'running' },
    { status: 'running', action_type: 'mix', picks: 3 },
  ]);
  const popup = await openMyBetTab(page, 'mobile');
  await expect(popup.getByTestId('mybet-ticket')).toHaveCount(2);
  await expect(popup.getByTestId('mybet-ip')).toHaveCount(0);
  await expect(popup.getByTestId('mybet-ticket').nth(1)).toContainText('Mix parlay');
});

for (const layout of ['desktop', 'mobile'] as const) {
  for (const locale of ['th', 'en'] as const) {
    test(`${layout}, ${locale}: bet statuses are words of the member's language, the fixed labels as written`, async ({
      page,
    }) => {
      await open(page, 'desktop');
      await placeSingleBet(page);
      await open(page, layout, locale);
      const statuses = ['won', 'lose', 'draw', 'halfwon', 'haftlose', 'running', 'waiting'];
      await runningAs(
        page,
        statuses.map((status) => ({ status })),
      );
      const popup = await openMyBetTab(page, layout);
      const shown = popup.getByTestId('mybet-status');
      await expect(shown).toHaveCount(statuses.length);
      await expect(shown).toHaveText(
        locale === 'th'
          ? ['ชนะ', 'แพ้', 'เสมอ', 'ชนะครึ่ง', 'แพ้ครึ่ง', 'OK', 'Wait ON']
          : ['Won', 'Lost', 'Draw', 'Half won', 'Half lost', 'OK', 'Wait ON'],
      );
      // The spec's colours: won success, lose and haftlose danger, draw info.
      await expect(shown.nth(0)).toHaveAttribute('data-tone', 'success');
      await expect(shown.nth(1)).toHaveAttribute('data-tone', 'danger');
      await expect(shown.nth(4)).toHaveAttribute('data-tone', 'danger');
      await expect(shown.nth(2)).toHaveAttribute('data-tone', 'info');
      await screenshot(page, `spec-finish-statuses-${layout}-${locale}`);
    });
  }
}

test('mobile: the drawer Popular and Favorites groups fold, and stay folded for the visit', async ({
  page,
}) => {
  await open(page, 'mobile', 'en');
  // A favourite tournament, so the Favorites group is there.
  await page
    .locator('[data-testid="odds-table"][data-kind="nonlive"] [data-testid="favorite-star"]')
    .first()
    .click();
  await page.getByTestId('drawer-toggle').click();
  const drawer = page.getByTestId('drawer');
  for (const [toggle, item] of [
    ['popular-toggle', 'popular-sport-item'],
    ['favorites-toggle', 'favorite-sport-item'],
  ] as const) {
    const button = drawer.getByTestId(toggle);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByTestId(item).first()).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByTestId(item).first()).toBeHidden();
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await screenshot(page, 'spec-finish-drawer-folded-390');
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByTestId('drawer-toggle').click();
  await expect(drawer.getByTestId('popular-toggle')).toHaveAttribute('aria-expanded', 'false');
  await drawer.getByTestId('popular-toggle').press('Enter');
  await expect(drawer.getByTestId('popular-toggle')).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByTestId('popular-sport-item').first()).toBeVisible();
});

test('desktop: the left menu groups stay open (they fold in the drawer only)', async ({ page }) => {
  await open(page, 'desktop');
  await expect(page.getByTestId('popular-toggle')).toHaveCount(0);
  await expect(page.getByTestId('popular-sport-item').first()).toBeVisible();
});

test.describe('first login, on the phone', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the picture and the operator title in words beside it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(ENTRY_MOBILE);
    const popup = page.getByTestId('popup-first-login');
    await expect(popup).toBeVisible();
    await expect(popup.locator('img')).toHaveAttribute('alt', '');
    await expect(popup.getByTestId('first-login-title')).toHaveText('Welcometo the sportsbook');
    await screenshot(page, 'spec-finish-first-login-390');
  });
});

for (const layout of ['desktop', 'mobile'] as const) {
  for (const locale of ['th', 'en'] as const) {
    test(`${layout}, ${locale}: a failed refresh says so in words above the list, with a Retry that works`, async ({
      page,
    }) => {
      await open(page, layout, locale);
      const table = page.locator('[data-testid="odds-table"][data-kind="nonlive"]');
      await expect(table).toHaveCount(1);
      let failing = true;
      await page.route(NONLIVE, async (route) => {
        if (failing)
          await route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"state":false,"message":"error"}',
          });
        else await route.continue();
      });
      await page.getByTestId('refresh').first().click();
      const notice = page.getByTestId('odds-error');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(
        locale === 'th' ? 'โหลดราคาไม่สำเร็จ' : 'Odds could not be loaded',
      );
      await expect(table).toHaveAttribute('data-stale', 'true');
      const retry = notice.getByTestId('odds-error-retry');
      await expect(retry).toHaveText(locale === 'th' ? 'ลองอีกครั้ง' : 'Retry');
      await screenshot(page, `spec-finish-failed-refresh-${layout}-${locale}`);
      // Clicked the moment the calls may succeed again (before the list's own retry can), without
      // waiting for the button to hold still: on a loaded machine the board around it kept moving.
      failing = false;
      await retry.dispatchEvent('click');
      await expect(notice).toHaveCount(0);
      await expect(page.locator('[data-stale="true"]')).toHaveCount(0);
    });
  }
}

for (const width of [360, 390]) {
  test(`mobile at ${width} px: one-line brand, Thai titles broken between words only, tabs that show they scroll, quarter lines and results that do not wrap`, async ({
    page,
  }) => {
    await open(page, 'mobile');
    await page.setViewportSize({ width, height: 800 });
    const lines = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((element) => {
        const style = getComputedStyle(element);
        const lineHeight =
          Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
        return Math.round(element.getBoundingClientRect().height / lineHeight);
      });
    // The brand.
    await expect(page.getByText('One All Sport', { exact: true })).toBeVisible();
    expect(await lines(page.getByText('One All Sport', { exact: true }))).toBe(1);
    // The event tabs run past the edge: it fades; scrolled to the end, it does not.
    const tabs = page.getByTestId('event-tabs');
    await expect(tabs).toHaveAttribute('data-more', 'true');
    await tabs.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(tabs).toHaveAttribute('data-more', 'false');
    // Quarter lines in the match boxes: one line each.
    const quarter = page
      .locator('[data-testid="mobile-line-table"] span')
      .filter({ hasText: /^\d+(\.\d+)?-\d+(\.\d+)?$/ })
      .first();
    await expect(quarter).toBeVisible();
    expect(await lines(quarter)).toBe(1);
    // The statement title: every spaced part on one line (เดิมพันของฉัน is never split).
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('open-statement').click();
    const title = page.getByTestId('popup-statement').getByRole('heading').first();
    await expect(title).toContainText('เดิมพัน');
    for (const part of await title.locator('span').all()) expect(await lines(part)).toBe(1);
    await screenshot(page, `spec-finish-statement-${width}-th`);
    await page.getByTestId('popup-statement').getByTestId('popup-close').click();
    // The results: a match's teams take at most two lines.
    await page.getByTestId('drawer-toggle').click();
    await page.getByTestId('open-results').click();
    const results = page.getByTestId('popup-results');
    await results.getByTestId('result-league').first().getByRole('button').first().click();
    const teams = results.getByTestId('result-teams').first();
    await expect(teams).toBeVisible();
    expect(await lines(teams)).toBeLessThanOrEqual(2);
    await screenshot(page, `spec-finish-results-${width}-th`);
  });
}
