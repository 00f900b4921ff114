// @ts-nocheck
// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PopupHost } from '@src/features/popups/PopupHost';
import { PopupProvider, takeEntryPopup } from '@src/shared/popups/PopupProvider';
import { FIRST_LOGIN_KEY, readFirstLogin } from '@src/shared/popups/firstLogin';
import { AlertProvider } from '@src/features/ticket/alerts';
import { fakeServices, ok, renderWithServices } from '@tests/unit/src/helpers';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

describe('?p= at entry', () => {
  it.each([
    ['/one-all-sport?device=1&p=result', 'results', '/one-all-sport?device=1'],
    ['/one-all-sport?p=statement&device=0', 'statement', '/one-all-sport?device=0'],
    ['/one-all-sport?p=nothing', null, '/one-all-sport'],
  ])('%s opens %s and leaves %s', (address, popup, after) => {
    window.history.replaceState(null, '', address);
    expect(takeEntryPopup(window.location, window.history)).toBe(popup);
    expect(window.location.pathname + window.location.search).toBe(after);
  });

  it('leaves an address without p alone', () => {
    window.history.replaceState(null, '', '/one-all-sport?device=1');
    expect(takeEntryPopup(window.location, window.history)).toBeNull();
    expect(window.location.search).toBe('?device=1');
  });
});

function renderHost(firstLogin: boolean, fake = fakeServices({ sessionToken: 's' })) {
  return renderWithServices(
    <AlertProvider>
      <PopupProvider firstLogin={firstLogin}>
        <PopupHost
          layout="desktop"
          username="demo01"
          balance={1}
          balanceRefreshing={false}
          onRefreshBalance={() => undefined}
          selectedSportId={1}
          onChooseSport={() => undefined}
        />
      </PopupProvider>
    </AlertProvider>,
    fake.services,
  );
}

describe('first-login popup', () => {
  it('without a picture shows the title lines as the caption', async () => {
    window.history.replaceState(null, '', '/one-all-sport');
    renderHost(
      true,
      fakeServices({
        sessionToken: 's',
        memberArea: {
          fetchBanners: async () =>
            ok({ banners: [], popup: { pathImg: '', title: 'Welcome<br>to the sportsbook' } }),
        },
      }),
    );
    await screen.findByTestId('popup-first-login');
    expect(
      [...screen.getByTestId('first-login-title').querySelectorAll(':scope > span')].map(
        (s) => s.textContent,
      ),
    ).toEqual(['Welcome', 'to the sportsbook']);
  });

  const withPopup = () =>
    fakeServices({
      sessionToken: 's',
      memberArea: {
        fetchBanners: async () =>
          ok({
            banners: [],
            popup: {
              pathImg: '/banners/welcome.svg',
              title: 'Welcome<br>to the <b>sportsbook</b>',
            },
          }),
      },
    });

  it('opens on first login with the picture and the title as text (never HTML), and closing stores first login false', async () => {
    window.history.replaceState(null, '', '/one-all-sport');
    renderHost(true, withPopup());
    const popup = await screen.findByTestId('popup-first-login');
    // The picture and the title in words; the picture is then decoration.
    expect(screen.getByTestId('first-login-image').getAttribute('alt')).toBe('');
    expect(
      [...screen.getByTestId('first-login-title').querySelectorAll(':scope > span')].map(
        (s) => s.textContent,
      ),
    ).toEqual(['Welcome', 'to the <b>sportsbook</b>']);
    expect(popup.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByTestId('popup-close'));
    expect(screen.queryByTestId('popup-first-login')).toBeNull();
    expect(localStorage.getItem(FIRST_LOGIN_KEY)).toBe('false');
    expect(readFirstLogin(localStorage)).toBe(false);
  });

  it('does not open once the stored state says first login is done', async () => {
    localStorage.setItem(FIRST_LOGIN_KEY, 'false');
    renderHost(true, withPopup());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('popup-first-login')).toBeNull();
  });

  it('closes by itself without storing anything when the operator has no popup', async () => {
    renderHost(true);
    await waitFor(() => expect(screen.queryByTestId('popup-first-login')).toBeNull());
    expect(localStorage.getItem(FIRST_LOGIN_KEY)).toBeNull();
  });

  it('does not store first login false when it closes because the page is unloading', async () => {
    renderHost(true, withPopup());
    await screen.findByTestId('popup-first-login');
    window.dispatchEvent(new Event('pagehide'));
    fireEvent.click(screen.getByTestId('popup-close'));
    expect(screen.queryByTestId('popup-first-login')).toBeNull();
    expect(localStorage.getItem(FIRST_LOGIN_KEY)).toBeNull();
  });
});
