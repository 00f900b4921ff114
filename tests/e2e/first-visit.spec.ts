import { test, expect } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { ENTRY_DESKTOP, ENTRY_MOBILE } from './helpers';

// The session and the first odds list go out with the page, not behind the app's chunks: from the
// operator's link the login leaves before the board's chunk is asked for, and the first odds list
// before that chunk has arrived. Order, not time: the board's chunk is held back until the odds list
// has been asked for (a path that needed the board first would never ask, and the hold gives up),
// then let go, and the order of the requests is what is checked.

// The page's own requests only: the service worker would answer a returning member's chunks.
test.use({ serviceWorkers: 'block' });

const ODDS_LIST = /\/api\/member\/event\/[a-z]+\/nokey\//;
// Each layout's board is in its shell's chunk (src/app/shells.ts).
const BOARD = {
  desktop: /\/assets\/DesktopShell-[\w-]+\.js$/,
  mobile: /\/assets\/MobileShell-[\w-]+\.js$/,
};
/** How long the board's chunk is held at most, waiting for the odds list to be asked for. */
const HOLD_MS = 8000;

type Step = 'session' | 'board requested' | 'board loaded' | 'odds requested';

/** Notes, in order, the first of each step; the board's chunk held until the odds are asked for. */
async function recordBoot(page: Page, board: RegExp, session: RegExp): Promise<Step[]> {
  const steps: Step[] = [];
  const note = (step: Step) => {
    if (!steps.includes(step)) steps.push(step);
  };
  let oddsAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    oddsAsked = resolve;
  });
  page.on('request', (request) => {
    const url = request.url();
    if (session.test(new URL(url).pathname)) note('session');
    if (board.test(url)) note('board requested');
    if (ODDS_LIST.test(url)) {
      note('odds requested');
      oddsAsked();
    }
  });
  page.on('requestfinished', (request) => {
    if (board.test(request.url())) note('board loaded');
  });
  await page.route(board, async (route: Route) => {
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);
    await route.continue();
  });
  return steps;
}

for (const [layout, entry, app] of [
  ['desktop', ENTRY_DESKTOP, 'app-desktop'],
  ['mobile', ENTRY_MOBILE, 'app-mobile'],
] as const) {
  test(`${layout}: from the operator’s link the login and the first odds list go out before the board’s chunk is in`, async ({
    page,
  }) => {
    const steps = await recordBoot(page, BOARD[layout], /^\/api\/member\/login$/);
    await page.goto(entry);
    await expect(page.getByTestId(app)).toBeVisible();
    await expect(page.getByTestId('price').first()).toBeVisible();
    expect(steps.indexOf('session')).toBeGreaterThanOrEqual(0);
    expect(steps.indexOf('session')).toBeLessThan(steps.indexOf('board requested'));
    expect(steps.indexOf('odds requested')).toBeGreaterThanOrEqual(0);
    expect(steps.indexOf('odds requested')).toBeLessThan(steps.indexOf('board loaded'));
  });

  test(`${layout}: a returning member’s session check and first odds list go out before the board’s chunk is in`, async ({
    page,
  }) => {
    await page.goto(entry);
    await expect(page.getByTestId('price').first()).toBeVisible();
    // The same tab again, with the session cookie the login left (and the HTTP cache).
    const steps = await recordBoot(page, BOARD[layout], /^\/api\/member\/user$/);
    await page.goto('/one-all-sport');
    await expect(page.getByTestId(app)).toBeVisible();
    await expect(page.getByTestId('price').first()).toBeVisible();
    expect(steps.indexOf('session')).toBeGreaterThanOrEqual(0);
    // (A routed page bypasses the HTTP cache: the chunk is asked for again.)
    expect(steps.indexOf('session')).toBeLessThan(steps.indexOf('board requested'));
    expect(steps.indexOf('odds requested')).toBeGreaterThanOrEqual(0);
    expect(steps.indexOf('odds requested')).toBeLessThan(steps.indexOf('board loaded'));
  });
}

// The server writes the runtime settings into the page and the boot script runs in its head, so
// the login is sent as the document is parsed: ahead of the stylesheet and the app's modules, which
// over HTTP/1.1 (six connections a host) it would otherwise queue behind, and without a request for
// runtime-config.js. Order, not time.
for (const [layout, entry] of [
  ['desktop', ENTRY_DESKTOP],
  ['mobile', ENTRY_MOBILE],
] as const) {
  test(`${layout}: the login leaves before the app’s scripts are asked for, and the settings come with the page`, async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.resourceType() !== 'document') asked.push(pathname);
    });
    await page.goto(entry);
    await expect(page.getByTestId('price').first()).toBeVisible();
    const login = asked.indexOf('/api/member/login');
    const firstScript = asked.findIndex((path) => path.endsWith('.js'));
    expect(login, asked.join(' ')).toBeGreaterThanOrEqual(0);
    // Only the stylesheet, which the browser finds in the markup before the parser runs anything.
    expect(login, asked.join(' ')).toBeLessThanOrEqual(1);
    expect(login, asked.join(' ')).toBeLessThan(firstScript);
    expect(asked, asked.join(' ')).not.toContain('/runtime-config.js');
  });
}

// The first screen's scripts carry V8's compile hint at their top, so their functions compile as the
// files stream in, off the main thread; a chunk the first screen does not run (a popup's, the
// carousel's) does not, since compiling it all would be wasted work. Read from the files the page
// itself was sent.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
for (const [layout, entry, shell] of [
  ['desktop', ENTRY_DESKTOP, BOARD.desktop],
  ['mobile', ENTRY_MOBILE, BOARD.mobile],
] as const) {
  test(`${layout}: the first screen’s scripts are marked to compile as they load, the later chunks are not`, async ({
    page,
  }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      const url = response.url();
      if (new URL(url).pathname.startsWith('/assets/') && url.endsWith('.js'))
        scripts.push({ url, body: response.text() });
    });
    await page.goto(entry);
    await expect(page.getByTestId('price').first()).toBeVisible();
    // The first screen: the boot meta's entry and preloads, and the layout's shared and own chunks.
    const firstScreen = await page.evaluate(() => {
      const meta = document.querySelector('meta[name="boot-modules"]');
      const layout = document.querySelector('[data-testid="app-desktop"]') ? 'desktop' : 'mobile';
      return ['data-entry', 'data-entry-preloads', 'data-shared', `data-${layout}`]
        .flatMap((name) => (meta?.getAttribute(name) ?? '').split(' '))
        .filter((file) => file.endsWith('.js'));
    });
    expect(
      firstScreen.some((file) => shell.test(file)),
      firstScreen.join(' '),
    ).toBe(true);
    // The later chunks: the announcement bar's and the carousel's, asked for after the first odds.
    await expect
      .poll(() => scripts.filter(({ url }) => /AnnouncementBar|BannerCarousel/.test(url)).length)
      .toBe(2);
    const sent = await Promise.all(
      scripts.map(async ({ url, body }) => ({ path: new URL(url).pathname, body: await body })),
    );
    // The language's messages are data (no functions to compile): not marked.
    for (const file of firstScreen.filter((path) => !/^\/assets\/(th|en)-/.test(path))) {
      const script = sent.find(({ path }) => path === file);
      expect(script, `${file} was not sent`).toBeDefined();
      expect(script?.body.startsWith(COMPILE_HINT), file).toBe(true);
    }
    const later = sent.filter(({ path }) => !firstScreen.includes(path) && !/worker/i.test(path));
    for (const { path, body } of later)
      expect(body.startsWith('//# allFunctions'), path).toBe(false);
  });
}
