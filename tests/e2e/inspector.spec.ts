import { test, expect } from '@playwright/test';
import { screenshot, sessionToken } from './helpers';

// The machine visualizer on the real app (issue 11): ?inspect=1, a bet placed, the place-bet chart.

test('with ?inspect=1 a placed bet shows the place-bet chart passing through placing, with no token shown', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-filter-set') === null) {
      localStorage.setItem('storageFilter', JSON.stringify({ quickBet: false }));
      sessionStorage.setItem('e2e-filter-set', '1');
    }
  });
  await page.goto('/one-all-sport?userToken=demo&device=1&inspect=1');
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  await expect(page.getByTestId('inspector')).toBeVisible();
  const price = page.locator('[data-testid="odds-table"][data-kind="nonlive"] [data-testid="price"][data-market="Handicap"]').filter({ hasNotText: '-' }).first();
  await price.click();
  const ticket = page.locator('[data-testid="bet-ticket"][data-mode="single"]');
  await expect(ticket.getByTestId('ticket-pick')).toHaveCount(1);
  await ticket.getByTestId('stake-input').fill('500');
  await ticket.getByTestId('place-bet').click();
  await expect(page.locator('[data-testid="statechart"][data-machine="placeBet"] [data-state-id="placeBet.placed"]')).toHaveAttribute('data-active', 'true');
  await page.locator('[data-testid="inspector-event"][data-machine="placeBet"][data-event-type="bet.submit"]').last().click();
  await expect(page.locator('[data-testid="statechart"][data-machine="placeBet"] [data-state-id="placeBet.placing"]')).toHaveAttribute('data-active', 'true');
  const token = await sessionToken(page.context());
  expect(await page.getByTestId('inspector').textContent()).not.toContain(token);
  await screenshot(page, 'inspector-1440');
});

test('the machines page draws every machine without a session', async ({ page }) => {
  await page.goto('/one-all-sport/machines');
  await expect(page.getByTestId('machines-page')).toHaveAttribute('data-ready', 'true');
  for (const name of ['session', 'placeBet', 'ticket', 'refresh', 'sportMenu', 'recentBets']) {
    await expect(page.locator(`[data-testid="statechart"][data-machine="${name}"]`)).toHaveAttribute('data-ready', 'true');
  }
  await screenshot(page, 'machines-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'machines-390');
});
