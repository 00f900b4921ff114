// @ts-nocheck
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ENTRY_DESKTOP, ENTRY_MOBILE } from './helpers';

// The built app runs under the simulator's Content-Security-Policy (scripts,
// calls, the realtime socket and the odds worker from its own origin only) with not one violation,
// on desktop and mobile, and with the machine visualizer open.

async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

for (const [layout, entry] of [
  ['desktop', ENTRY_DESKTOP],
  ['mobile', ENTRY_MOBILE],
  ['desktop with the visualizer', `${ENTRY_DESKTOP}&inspect=1`],
] as const) {
  test(`${layout}: odds, a pick, the realtime feed and the worker run with no CSP violation`, async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const reply = await page.goto(entry);
    expect(reply?.headers()['content-security-policy']).toContain("script-src 'self'");
    const price = page.locator('[data-testid="odds-table"] [data-testid="price"]').first();
    await expect(price).toBeVisible();
    // The realtime client connected (the feed is live) through connect-src 'self'.
    await expect(page.getByTestId('recent-bets')).toHaveAttribute('data-connected', 'true', {
      timeout: 20_000,
    });
    if (layout.includes('visualizer'))
      await expect(
        page.locator('[data-testid="inspector"] [data-testid="statechart"]').first(),
      ).toBeVisible();
    await price.click();
    await expect(page.getByTestId('bet-ticket').getByTestId('ticket-pick').first()).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('the operator HTML of the rules and the member popups add no violation', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto(ENTRY_DESKTOP);
  await expect(
    page.locator('[data-testid="odds-table"] [data-testid="price"]').first(),
  ).toBeVisible();
  for (const name of ['rules', 'announcement', 'statement', 'results', 'profile']) {
    await page.getByTestId(`open-${name}`).first().click();
    const popup = page.getByTestId(`popup-${name}`);
    await expect(popup).toBeVisible();
    if (name === 'rules')
      await expect(popup.locator('table, ul, ol, h2, h3').first()).toBeVisible();
    await popup.getByTestId('popup-close').click();
    await expect(popup).toHaveCount(0);
  }
  expect(violations).toEqual([]);
});
