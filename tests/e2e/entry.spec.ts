import { test, expect } from '@playwright/test';
import { ENTRY_DESKTOP } from './helpers';

// The entry token must not linger in the address, the history or any Referer; and a failed login
// followed by a reload retries it instead of stranding the member. The address is cleaned in place
// (no second page load): the page's own navigation timing entry keeps the address it was loaded
// from, readable only by this page's scripts, which hold the token anyway until the login (the
// browser's global history records a loaded address either way, as it did with a second load).

test('the entry token is in neither the address, the history nor any Referer, and the page loads once', async ({
  page,
}) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const referers: string[] = [];
  page.on('request', (request) => {
    void request
      .allHeaders()
      .then((headers) => {
        if (headers.referer !== undefined) referers.push(headers.referer);
      })
      // A request still in flight when the test's page closes has no headers left to read; the
      // rejection must not surface in the next test.
      .catch(() => undefined);
  });
  await page.goto(ENTRY_DESKTOP);
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  await expect(page.getByTestId('balance').first()).toBeVisible();

  const seen = await page.evaluate(() => ({
    href: window.location.href,
    historyLength: window.history.length,
    navigations: performance.getEntriesByType('navigation').length,
    kept: sessionStorage.getItem('entryToken'),
  }));
  expect(seen.href).not.toContain('userToken');
  expect(new URL(seen.href).pathname).toBe('/one-all-sport');
  // The address with the token was replaced, not pushed: the tab holds the blank page it opened
  // on and the clean address, and Back does not bring the token back.
  expect(seen.historyLength).toBe(2);
  // One document: the operator's link is not loaded a second time to clean it.
  expect(seen.navigations).toBe(1);
  expect(documents).toHaveLength(1);
  // Logged in: the token has done its work and is forgotten.
  expect(seen.kept).toBeNull();
  // Every asset, API and realtime request went out without the entry address as Referer.
  for (const referer of referers) expect(referer).not.toContain('userToken');
  await page.goBack();
  expect(page.url()).not.toContain('userToken');
});

test('a failed login followed by a reload retries the entry token, then forgets it', async ({
  page,
}) => {
  let logins = 0;
  await page.route('**/api/member/login', async (route) => {
    logins += 1;
    if (logins === 1) {
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: false, message: 'busy' }),
      });
    } else {
      await route.continue();
    }
  });
  await page.goto('/one-all-sport?userToken=demo2&device=1');
  // The login failed: the member sees the error screen, not the odds.
  await expect(page.getByTestId('session-error').or(page.getByTestId('no-session'))).toBeVisible();
  await expect(page.getByTestId('app-desktop')).toHaveCount(0);
  expect(logins).toBe(1);
  expect(page.url()).not.toContain('userToken');

  await page.reload();
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  await expect(page.getByText('demo02').first()).toBeVisible();
  expect(logins).toBe(2);
  expect(await page.evaluate(() => sessionStorage.getItem('entryToken'))).toBeNull();

  // A later reload rides on the session cookie alone.
  await page.reload();
  await expect(page.getByTestId('app-desktop')).toBeVisible();
  expect(logins).toBe(2);
});
