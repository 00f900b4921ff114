// @vitest-environment jsdom
import type { ConfirmBody } from '@contract/confirm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useContext } from 'react';
import type { ConfirmOutcome, TicketPick } from '@machines/ticketTypes';
import { OddsTableActionsContext } from '@src/shared/board/actions';
import { AlertProvider } from '@src/features/ticket/alerts';
import { TicketPanel } from '@src/features/ticket/TicketPanel';
import { TicketProvider } from '@src/features/ticket/TicketProvider';
import { PopupProvider } from '@src/shared/popups/PopupProvider';
import { UpdateOffer } from '@src/features/app-update/UpdateOffer';
import { applyUpdate, offerUpdate, resetUpdateForTests } from '@src/shared/appUpdate';
import { OfflineNotice } from '@src/features/offline/OfflineNotice';
import { OfflineOdds, oddsAsOfTime } from '@src/features/offline/OfflineOdds';
import { LoadState } from '@src/features/popups/LoadState';
import type { OddsListSnapshot } from '@src/shared/odds/oddsClient';
import { FilterProvider } from '@src/shared/storage/FilterContext';
import { createFilterStore } from '@src/shared/storage/filterStore';
import { ARSENAL_CHELSEA, ticketPick } from '@tests/fixtures/ticketPick';
import { fakeServices, ok, renderInLocale, renderWithServices } from '@tests/unit/src/helpers';

// Honest offline: the page's notice, the odds greyed with their time, Place refused with
// its reason, popups that need the network, a lost confirm found out on return, and an update that
// waits while a bet is being placed.

const PICK: TicketPick = ticketPick(ARSENAL_CHELSEA);

let online = true;
function setOnline(next: boolean): void {
  online = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  localStorage.clear();
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  resetUpdateForTests();
});
afterEach(cleanup);

function PriceButton() {
  const actions = useContext(OddsTableActionsContext);
  return (
    <button
      type="button"
      data-testid="price"
      onClick={() =>
        actions.pickPrice(
          {
            eventId: 90001,
            sortRowNo: 1,
            field: 'handicap_h',
            price: 0.92,
            market: { id: 700001, odds_id: 880001, in_who: '1', point: 0.5 },
            leagueNameEn: 'Premier League',
            leagueNameTh: 'พรีเมียร์ลีก',
          },
          { x: 10, y: 10 },
        )
      }
    >
      0.92
    </button>
  );
}

function renderTicket(confirmBet: (body: ConfirmBody, key: string) => Promise<ConfirmOutcome>) {
  const fake = fakeServices({
    sessionToken: 't',
    api: { fetchTicketPick: async () => ok(PICK), confirmBet },
  });
  localStorage.setItem('storageFilter', JSON.stringify({ quickBet: false }));
  const store = createFilterStore(localStorage);
  renderWithServices(
    <FilterProvider store={store}>
      <PopupProvider firstLogin={false}>
        <AlertProvider>
          <TicketProvider layout="desktop" member="demo01" onBetPlaced={() => undefined}>
            <OfflineNotice />
            <UpdateOffer />
            <PriceButton />
            <TicketPanel />
          </TicketProvider>
        </AlertProvider>
      </PopupProvider>
    </FilterProvider>,
    fake.services,
  );
}

async function ticketWithStake() {
  fireEvent.click(screen.getByTestId('price'));
  const ticket = screen.getByTestId('bet-ticket');
  await waitFor(() => expect(within(ticket).getByTestId('ticket-pick')).toBeTruthy());
  fireEvent.click(within(ticket).getByTestId('stake-min'));
  return ticket;
}

describe('offline: the ticket', () => {
  it('refuses Place with the reason while offline, by click and by Enter, and allows it back online', async () => {
    const confirmBet = vi.fn(async (): Promise<ConfirmOutcome> => ({
      kind: 'placed',
      ticketId: 1,
      balance: 1,
      replayed: false,
    }));
    renderTicket(confirmBet);
    const ticket = await ticketWithStake();
    const place = within(ticket).getByTestId<HTMLButtonElement>('place-bet');
    expect(place.disabled).toBe(false);

    setOnline(false);
    expect(screen.getByTestId('offline-notice').textContent).toContain('You are offline');
    expect(place.disabled).toBe(true);
    const reason = within(ticket).getByTestId('place-bet-offline');
    expect(reason.textContent).toContain('Betting is paused while you are offline');
    expect(place.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.keyDown(within(ticket).getByTestId('stake-input'), { key: 'Enter' });
    fireEvent.click(place);
    expect(confirmBet).not.toHaveBeenCalled();

    setOnline(true);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    expect(within(ticket).queryByTestId('place-bet-offline')).toBeNull();
    expect(place.disabled).toBe(false);
    fireEvent.click(place);
    await waitFor(() => expect(confirmBet).toHaveBeenCalledTimes(1));
  });

  it('a confirm lost when the link dropped is sent again, same key, when it returns', async () => {
    const keys: string[] = [];
    const confirmBet = vi.fn(async (_body: ConfirmBody, key: string): Promise<ConfirmOutcome> => {
      keys.push(key);
      if (keys.length === 1) {
        online = false;
        window.dispatchEvent(new Event('offline'));
        return { kind: 'unreachable', message: 'Failed to fetch' };
      }
      return { kind: 'placed', ticketId: 9, balance: 100, replayed: false };
    });
    renderTicket(confirmBet);
    const ticket = await ticketWithStake();
    fireEvent.click(within(ticket).getByTestId('place-bet'));
    await waitFor(() =>
      expect(within(ticket).getByTestId('ticket-failure').textContent).toContain(
        'never placed twice',
      ),
    );
    // Offline, a retry by hand would fail too: the ticket says it is checked by itself instead.
    expect(within(ticket).queryByTestId('place-bet-retry')).toBeNull();

    setOnline(true);
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    await waitFor(() => expect(within(ticket).queryByTestId('ticket-pick')).toBeNull());
  });
});

describe('a new version', () => {
  it('is offered, cannot be applied while a bet is being placed, and is applied after', async () => {
    let answer: (outcome: ConfirmOutcome) => void = () => undefined;
    renderTicket(
      () =>
        new Promise<ConfirmOutcome>((resolve) => {
          answer = resolve;
        }),
    );
    expect(screen.queryByTestId('update-offer')).toBeNull();
    const apply = vi.fn();
    act(() => offerUpdate(apply));
    const reload = screen.getByTestId<HTMLButtonElement>('update-reload');
    expect(screen.getByTestId('update-offer').textContent).toContain('A new version');
    expect(reload.disabled).toBe(false);

    const ticket = await ticketWithStake();
    fireEvent.click(within(ticket).getByTestId('place-bet'));
    await waitFor(() => expect(reload.disabled).toBe(true));
    expect(screen.getByTestId('update-offer').textContent).toContain('once your bet is confirmed');
    expect(applyUpdate(true)).toBe(false);
    expect(apply).not.toHaveBeenCalled();

    act(() => answer({ kind: 'placed', ticketId: 3, balance: 10, replayed: false }));
    await waitFor(() => expect(reload.disabled).toBe(false));
    fireEvent.click(reload);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(reload.disabled).toBe(true);
  });
});

const VIEW = { layout: 'f-line', groups: [] } as unknown as NonNullable<OddsListSnapshot['view']>;

describe('offline: the odds', () => {
  it('dates the odds by the oldest list shown, and none without odds', () => {
    const lists: OddsListSnapshot[] = [
      { status: 'ready', view: VIEW, seq: 1, error: null, receivedAt: 2_000 },
      { status: 'ready', view: VIEW, seq: 1, error: null, receivedAt: 1_000 },
      { status: 'loading', view: null, seq: 0, error: null },
    ];
    expect(oddsAsOfTime(lists)).toBe(1_000);
    expect(oddsAsOfTime([{ status: 'error', view: null, seq: 0, error: 'x' }])).toBeNull();
  });

  it('greys the last odds with their time while offline, and shows them as they are online', () => {
    const at = new Date(2026, 10, 23, 18, 4, 5).getTime();
    renderInLocale(
      <OfflineOdds lists={[{ status: 'ready', view: VIEW, seq: 1, error: null, receivedAt: at }]}>
        <button type="button">price</button>
      </OfflineOdds>,
    );
    const lists = screen.getByTestId('odds-lists');
    expect(lists.dataset.offline).toBe('false');
    expect(screen.queryByTestId('odds-offline')).toBeNull();

    setOnline(false);
    const notice = screen.getByTestId('odds-offline');
    expect(notice.textContent).toContain('last odds received, at 18:04:05');
    expect(notice.dataset.asOf).toBe(new Date(at).toISOString());
    expect(lists.dataset.offline).toBe('true');
    expect(lists.hasAttribute('inert')).toBe(true);

    setOnline(true);
    expect(screen.queryByTestId('odds-offline')).toBeNull();
    expect(lists.hasAttribute('inert')).toBe(false);
  });

  it('says the odds load when the link returns when none were received', () => {
    online = false;
    renderInLocale(
      <OfflineOdds lists={[{ status: 'error', view: null, seq: 0, error: 'Failed to fetch' }]}>
        <p>empty</p>
      </OfflineOdds>,
      'th',
    );
    expect(screen.getByTestId('odds-offline').textContent).toContain('ออฟไลน์');
  });
});

describe('offline: a popup that needs the network', () => {
  it('says so instead of a failure, and offers the retry again online', () => {
    online = false;
    const retry = vi.fn();
    renderInLocale(
      <LoadState<number[]>
        load={{ status: 'failed', message: 'Failed to fetch' }}
        retry={retry}
        isEmpty={(data) => data.length === 0}
      >
        {() => null}
      </LoadState>,
    );
    expect(screen.getByTestId('popup-offline').textContent).toContain('needs the connection');
    expect(screen.queryByTestId('popup-retry')).toBeNull();
    setOnline(true);
    expect(screen.queryByTestId('popup-offline')).toBeNull();
    expect(screen.getByTestId('popup-retry')).toBeTruthy();
  });
});
