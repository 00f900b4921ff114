// @ts-nocheck
// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '@src/app/App';
import { loadDesktopShell, loadMobileShell } from '@src/app/shells';
import { createInspectionStore } from '@src/features/inspector/inspectionStore';
import type { EntryParams } from '@src/shared/entry';
import { createFilterStore } from '@src/shared/storage/filterStore';
import { STORAGE_FILTER_KEY } from '@src/shared/storage/storageFilter';
import { fakeServices } from '../helpers';

// The menu's sports are drawn in transitions after the shell's own renders (the wait for them is
// the suite's, tests/unit/setup/asyncWaits.ts: the behaviour, not its speed, is tested).
const menuDrawn = () =>
  waitFor(() => expect(screen.getAllByTestId('sport-menu-item')).toHaveLength(3));

const desktopEntry: EntryParams = { userToken: 'demo', deviceLayout: 'desktop', inspect: false };

// The layouts' shells (each with its board) are lazy chunks. On a cold cache their first import is a module
// transform that took over a second on a busy 2-core machine, longer than findBy's wait: the tests
// then failed on load time, not on behaviour. Importing them once before the tests makes each test
// wait only for what the app itself does.
beforeAll(async () => {
  await Promise.all([loadDesktopShell(), loadMobileShell()]);
}, 60_000);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

function renderApp(
  entry: EntryParams,
  fake: ReturnType<typeof fakeServices>,
  locale: 'en' | 'th' = 'en',
) {
  return render(
    <App
      entry={entry}
      services={fake.services}
      filterStore={createFilterStore(localStorage)}
      inspection={createInspectionStore()}
      initialLocale={locale}
    />,
  );
}

function tab(id: number): HTMLElement {
  const element = screen.getAllByTestId('event-tab').find((el) => el.dataset.tab === String(id));
  if (element === undefined) throw new Error(`no tab ${id}`);
  return element;
}

function storedFilter(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(STORAGE_FILTER_KEY) ?? '{}') as Record<string, unknown>;
}

describe('App', () => {
  it('with no token and no session cookie: makes no call and shows the no-session screen', async () => {
    const fake = fakeServices();
    renderApp({ userToken: null, deviceLayout: null, inspect: false }, fake);
    // The session's chunk (XState and the gate) comes after the first frame, which does not wait.
    expect((await screen.findByTestId('no-session')).textContent).toContain(
      'session is undefined.',
    );
    for (const call of Object.values(fake.memberApi)) expect(call).not.toHaveBeenCalled();
    expect(fake.feed.open).not.toHaveBeenCalled();
  });

  it('with an entry token: logs in, stores the session, and shows the desktop shell', async () => {
    const fake = fakeServices();
    renderApp(desktopEntry, fake);
    const shell = await screen.findByTestId('app-desktop');
    expect(fake.memberApi.login).toHaveBeenCalledWith('demo');
    expect(fake.token).toBe('session-1');
    expect(screen.getByTestId('balance').textContent).toBe('$ 50,000.00');
    expect(screen.getByTestId('username').textContent).toBe('demo01');
    expect(shell.querySelector('header')).not.toBeNull();
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('complementary')).toBeTruthy();
    await menuDrawn();
    expect(tab(2).getAttribute('aria-selected')).toBe('true');
    expect(tab(2).textContent).toContain('84');
    expect(screen.getByRole('tabpanel')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Football · Today');
    // The feed of others' bets waits for the first odds and idle time, or the first input.
    expect(fake.feed.connections).toBe(0);
    fireEvent.pointerDown(window);
    await waitFor(() => expect(fake.feed.connections).toBe(1));
  });

  it('choosing a sport stores selectCategoryId and resets the tab to Today', async () => {
    const fake = fakeServices({ sessionToken: 'cookie' });
    renderApp({ userToken: null, deviceLayout: 'desktop', inspect: false }, fake);
    await menuDrawn();
    fireEvent.click(tab(1));
    expect(storedFilter().sortFilterEventId).toBe(1);
    const muayThai = screen
      .getAllByTestId('sport-menu-item')
      .find((el) => el.dataset.sportId === '44');
    fireEvent.click(muayThai as HTMLElement);
    expect(storedFilter()).toMatchObject({ selectCategoryId: 44, sortFilterEventId: 2 });
    expect(tab(2).getAttribute('aria-selected')).toBe('true');
    expect(tab(3).textContent).toContain('14');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Muay Thai · Today');
    expect(fake.memberApi.login).not.toHaveBeenCalled();
  });

  it('starts from a storageFilter written before load', async () => {
    localStorage.setItem(
      STORAGE_FILTER_KEY,
      JSON.stringify({ sortFilterEventId: 3, selectCategoryId: 44, junk: true }),
    );
    const fake = fakeServices({ sessionToken: 'cookie' });
    renderApp({ userToken: null, deviceLayout: 'desktop', inspect: false }, fake);
    await screen.findByTestId('app-desktop');
    expect(tab(3).getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('sport-menu-item')
          .find((el) => el.dataset.sportId === '44')
          ?.getAttribute('aria-current'),
      ).toBe('true'),
    );
  });

  it('a refused token shows the no-session screen with the reason', async () => {
    const fake = fakeServices({
      api: { login: async () => ({ ok: false, status: 401, message: 'invalid token' }) },
    });
    renderApp(desktopEntry, fake);
    const noSession = await screen.findByTestId('no-session');
    expect(noSession.textContent).toContain('sign-in link was not accepted');
    expect(noSession.textContent).toContain('Reason: invalid token');
    expect(fake.memberApi.fetchUser).not.toHaveBeenCalled();
  });

  it('a server failure at start shows the error screen, and Retry recovers', async () => {
    let attempts = 0;
    const fake = fakeServices({
      sessionToken: 'cookie',
      api: {
        fetchUser: async () => {
          attempts += 1;
          return attempts === 1
            ? {
                ok: false,
                status: 500,
                message: 'Server Error',
              }
            : {
                ok: true,
                status: 200,
                message: '',
                data: { id: 7, username: 'demo01', currency: 'THB', firstLogin: false },
              };
        },
      },
    });
    renderApp({ userToken: null, deviceLayout: 'desktop', inspect: false }, fake);
    await screen.findByTestId('session-error');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('app-desktop')).toBeTruthy();
  });

  it('a session lost while browsing (any 401) replaces the page with the no-session screen', async () => {
    const fake = fakeServices({ sessionToken: 'cookie' });
    renderApp({ userToken: null, deviceLayout: 'desktop', inspect: false }, fake);
    await screen.findByTestId('app-desktop');
    fireEvent.pointerDown(window);
    await waitFor(() => expect(fake.feed.connections).toBe(1));
    act(() => fake.loseSession('session expired'));
    expect(screen.getByTestId('no-session').textContent).toContain('Your session has ended');
    expect(screen.queryByTestId('app-desktop')).toBeNull();
    expect(fake.feed.connections).toBe(0);
  });

  it("the session's end clears what can no longer be asked: the member's ticket and a bet they were told of", async () => {
    const body = {
      stake: 100,
      action_type: 'sc',
      mainbet: 1,
      ticket: { item: [{ odd_id: 1, price: 0.9 }] },
    };
    const pick = { event_id: 1, odd_id: 2, market_type: 'Handicap', option: 'h' };
    localStorage.setItem('betTicket:demo01', JSON.stringify({ betType: 'step', picks: [pick] }));
    localStorage.setItem('betTicket:demo02', JSON.stringify({ betType: 'step', picks: [pick] }));
    // Told of long ago (past the window: not asked for again by itself) ...
    const told = { member: 'demo01', key: 'k1', body, at: 1, told: Date.now() };
    localStorage.setItem('betConfirmPending:demo01', JSON.stringify(told));
    // ... and another member's bet they were never told of: theirs to learn of, kept.
    const untold = { member: 'demo02', key: 'k2', body, at: 1 };
    localStorage.setItem('betConfirmPending:demo02', JSON.stringify(untold));
    const fake = fakeServices({ sessionToken: 'cookie' });
    renderApp({ userToken: null, deviceLayout: 'desktop', inspect: false }, fake);
    await screen.findByTestId('app-desktop');
    expect(localStorage.getItem('betTicket:demo01')).not.toBeNull();
    act(() => fake.loseSession('session expired'));
    expect(screen.getByTestId('no-session')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('betTicket:demo01')).toBeNull());
    expect(localStorage.getItem('betConfirmPending:demo01')).toBeNull();
    expect(localStorage.getItem('betTicket:demo02')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem('betConfirmPending:demo02') ?? 'null')).toEqual(untold);
  });

  it('device 0 gives the mobile shell whose drawer opens, closes with Escape and returns focus', async () => {
    const fake = fakeServices({ sessionToken: 'cookie' });
    renderApp({ userToken: null, deviceLayout: 'mobile', inspect: false }, fake, 'th');
    await screen.findByTestId('app-mobile');
    expect(screen.queryByTestId('drawer')).toBeNull();
    const toggle = screen.getByTestId('drawer-toggle');
    toggle.focus();
    fireEvent.click(toggle);
    const drawer = await screen.findByTestId('drawer');
    expect(drawer.tagName).toBe('DIALOG');
    expect(drawer.textContent).toContain('demo01');
    expect(drawer.textContent).toContain('$ 50,000.00');
    expect(drawer.textContent).toContain('ยอดนิยม');
    await menuDrawn();
    expect(drawer.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('drawer')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('the layout toggle switches shells and is remembered for reloads of the tab', async () => {
    const fake = fakeServices({ sessionToken: 'cookie' });
    renderApp({ userToken: null, deviceLayout: null, inspect: false }, fake);
    await screen.findByTestId('app-desktop');
    fireEvent.click(screen.getByTestId('layout-toggle'));
    // Its chunks are fetched first (a deploy may have removed them).
    expect(await screen.findByTestId('app-mobile')).toBeTruthy();
    expect(sessionStorage.getItem('layoutMode')).toBe('mobile');
    cleanup();
    renderApp(
      { userToken: null, deviceLayout: null, inspect: false },
      fakeServices({ sessionToken: 'cookie' }),
    );
    expect(await screen.findByTestId('app-mobile')).toBeTruthy();
  });
});
