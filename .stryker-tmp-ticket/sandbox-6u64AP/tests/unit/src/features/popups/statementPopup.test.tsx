// @ts-nocheck
// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PopupProvider, usePopupActor } from '@src/shared/popups/PopupProvider';
import { PopupLayoutContext } from '@src/features/popups/PopupLayout';
import { StatementPopup } from '@src/features/popups/statement/StatementPopup';
import { paginationItems } from '@src/features/popups/statement/pagination';
import { ticketStatusDisplay } from '@src/features/popups/statement/ticketStatus';
import { AlertProvider } from '@src/features/ticket/alerts';
import type { ApiResult } from '@src/shared/api/client';
import type { Locale } from '@src/shared/i18n/locale';
import type { MyBetChoice, MyBetTicket } from '@contract/history';
import type { MyBetPage } from '@src/shared/ticket/wire';
import { fakeServices, ok, renderWithServices } from '@tests/unit/src/helpers';

afterEach(cleanup);

const CHOICE: MyBetChoice = {
  event_id: 90001,
  odd_id: 880001,
  bet_choice: 'Home',
  bet_choice_lang: 'เจ้าบ้าน',
  market_type: 'Handicap',
  point: 0.5,
  price: 0.92,
  in_who: '1',
  option: 'h',
  h_score: '1',
  a_score: '0',
  home_en: 'Arsenal',
  home_th: 'อาร์เซนอล',
  away_en: 'Chelsea',
  away_th: 'เชลซี',
  is_live: 0,
  tournament: { name_en: 'English Premier League', name_th: 'อังกฤษ พรีเมียร์ลีก' },
  results: {
    first_half_h_socre: '',
    first_half_a_socre: '',
    full_time_h_socre: '',
    full_time_a_socre: '',
  },
  status: 'running',
};

function ticket(id: number, ticket_status: string, odds = 0.92): MyBetTicket {
  return {
    id,
    trans_time: '2026-11-21 19:45:10',
    action_type: 'sc',
    odds,
    odds_type: 'MY',
    stake: 1500,
    winlose_amount: null,
    ticket_status,
    ip: '',
    choice: [CHOICE],
  };
}

function page(tickets: MyBetTicket[], lastPage = 1): MyBetPage {
  return { tickets, total: tickets.length, lastPage };
}

/** The popup machine, on the My bet tab as the see-all button opens it. */
function OnMyBetTab({ children }: { children: ReactNode }) {
  const actor = usePopupActor();
  useState(() => actor.send({ type: 'popup.open', popup: 'statement', tab: 'my-bet' }));
  return <>{children}</>;
}

function WithPopups({ children }: { children: ReactNode }) {
  return (
    <PopupProvider firstLogin={false}>
      <OnMyBetTab>{children}</OnMyBetTab>
    </PopupProvider>
  );
}

function renderPopup(
  fetchRunningBets: (page: number) => Promise<ApiResult<MyBetPage>>,
  locale: Locale = 'en',
) {
  const fake = fakeServices({ api: { fetchRunningBets }, sessionToken: 's' });
  const onClose = vi.fn();
  const onRefreshBalance = vi.fn();
  const view = renderWithServices(
    <AlertProvider>
      <WithPopups>
        <button type="button">see all</button>
        <StatementPopup
          balance={49500}
          balanceRefreshing={false}
          onRefreshBalance={onRefreshBalance}
          onClose={onClose}
        />
      </WithPopups>
    </AlertProvider>,
    fake.services,
    locale,
  );
  return { fake, onClose, onRefreshBalance, view };
}

const popup = () => screen.getByTestId('popup-statement');
const rows = () => within(popup()).queryAllByTestId('mybet-ticket');

describe('ticket status display: each status as its word and colour', () => {
  it.each([
    ['running', 'OK', 'plain'],
    ['waiting', 'Wait ON', 'plain'],
    ['waitingRejected', 'Wait ON Cancel', 'main'],
    ['reject', 'Cancel', 'plain'],
    ['cancel', 'Cancel', 'plain'],
    ['mcancel', 'Cancel', 'plain'],
    ['toString', 'toString', 'plain'],
  ])('%s shows %s in the %s colour', (status, text, tone) => {
    expect(ticketStatusDisplay(status)).toEqual({ text, tone });
  });

  // Results are words of the member's language (the locales' ticket-status.*).
  it.each([
    ['won', 'success'],
    ['lose', 'danger'],
    ['haftlose', 'danger'],
    ['draw', 'info'],
    ['halfwon', 'plain'],
  ])('%s is a word of the member language, in the %s colour', (status, tone) => {
    expect(ticketStatusDisplay(status)).toEqual({ text: status, word: status, tone });
  });
});

describe('pagination pages: every page up to 5, ellipses around the current page beyond', () => {
  const shown = (current: number, last: number) =>
    paginationItems(current, last).map((item) => (item.kind === 'page' ? item.page : '…'));

  it('lists every page up to 5', () => {
    expect(shown(1, 1)).toEqual([1]);
    expect(shown(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('collapses beyond 5 with ellipses around the current page', () => {
    expect(shown(1, 10)).toEqual([1, 2, 3, 4, '…', 10]);
    expect(shown(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(shown(10, 10)).toEqual([1, '…', 7, 8, 9, 10]);
    expect(shown(4, 6)).toEqual([1, '…', 3, 4, 5, 6]);
  });

  it('clamps a page outside the list', () => {
    expect(shown(0, 3)).toEqual([1, 2, 3]);
    expect(shown(12, 10)).toEqual([1, '…', 7, 8, 9, 10]);
  });
});

describe('StatementPopup, My bet tab', () => {
  it('is a labelled modal dialog on the My bet tab, showing the balance', async () => {
    const { onRefreshBalance } = renderPopup(async () => ok(page([ticket(1, 'running')])));
    const dialog = screen.getByRole('dialog', { name: 'Statement / My bet' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(within(dialog).getByRole('tab', { name: 'My bet' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(dialog).getByTestId('statement-balance').textContent).toBe('$ 49,500.00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refresh balance' }));
    expect(onRefreshBalance).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('shows each status as the spec words it, with the status on the row', async () => {
    const statuses = ['running', 'waiting', 'waitingRejected', 'reject', 'mcancel', 'won'];
    renderPopup(async () => ok(page(statuses.map((status, index) => ticket(index + 1, status)))));
    await waitFor(() => expect(rows()).toHaveLength(statuses.length));
    expect(rows().map((row) => row.getAttribute('data-status'))).toEqual(statuses);
    expect(rows().map((row) => within(row).getByTestId('mybet-status').textContent)).toEqual([
      'OK',
      'Wait ON',
      'Wait ON Cancel',
      'Cancel',
      'Cancel',
      'Won',
    ]);
    expect(within(rows()[2]!).getByTestId('mybet-status').getAttribute('data-tone')).toBe('main');
  });

  it('says the results in Thai to a Thai reader, the fixed labels as the spec writes them', async () => {
    const statuses = ['won', 'lose', 'draw', 'halfwon', 'haftlose', 'running'];
    renderPopup(
      async () => ok(page(statuses.map((status, index) => ticket(index + 1, status)))),
      'th',
    );
    await waitFor(() => expect(rows()).toHaveLength(statuses.length));
    expect(rows().map((row) => within(row).getByTestId('mybet-status').textContent)).toEqual([
      'ชนะ',
      'แพ้',
      'เสมอ',
      'ชนะครึ่ง',
      'แพ้ครึ่ง',
      'OK',
    ]);
    // The spec's fixed English label is marked English for a Thai screen reader; the Thai words are not.
    expect(
      rows().map((row) => within(row).getByTestId('mybet-status').getAttribute('lang')),
    ).toEqual([null, null, null, null, null, 'en']);
  });

  it('shows time, league, teams, choice, point, price, score, odds and stake in the interface language', async () => {
    renderPopup(async () => ok(page([ticket(7, 'running')])), 'th');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const row = rows()[0]!;
    expect(within(row).getByTestId('mybet-trans-time').textContent).toBe('2026-11-21 19:45:10');
    const text = row.textContent ?? '';
    for (const part of ['อังกฤษ พรีเมียร์ลีก', 'อาร์เซนอล - เชลซี', 'เจ้าบ้าน', '0.5', '@ 0.92', 'สกอร์ 1-0'])
      expect(text).toContain(part);
    expect(within(row).getByTestId('mybet-odds').textContent).toBe('0.92');
    expect(within(row).getByTestId('mybet-stake').textContent).toBe('1,500.00');
  });

  it('names the choice in English for English readers', async () => {
    renderPopup(async () => ok(page([ticket(7, 'running')])), 'en');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const text = rows()[0]!.textContent ?? '';
    expect(text).toContain('Arsenal - Chelsea');
    expect(text).toContain('Home');
    expect(text).not.toContain('เจ้าบ้าน');
  });

  it('totals the odds of the page in the footer', async () => {
    renderPopup(async () =>
      ok(
        page([ticket(1, 'running', 0.92), ticket(2, 'waiting', 1.85), ticket(3, 'running', -0.5)]),
      ),
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.getByTestId('mybet-total-odds').textContent).toBe('2.27');
  });

  it('shows loading, then the translated no-data message when there are no open bets', async () => {
    let answer: (result: ApiResult<MyBetPage>) => void = () => undefined;
    renderPopup(() => new Promise((resolve) => (answer = resolve)), 'th');
    expect(screen.getByTestId('popup-loading').textContent).toBe('กำลังโหลด…');
    answer(ok(page([])));
    await waitFor(() => expect(within(popup()).getByTestId('no-data').textContent).toBe('ไม่มีข้อมูล'));
    expect(rows()).toHaveLength(0);
  });

  it('moves between pages, marking the current one and disabling prev/next at the ends', async () => {
    const { fake } = renderPopup(async (n) => ok(page([ticket(n * 100, 'running')], 3)));
    await waitFor(() => expect(rows()).toHaveLength(1));
    const prev = () => screen.getByTestId<HTMLButtonElement>('pagination-prev');
    const next = () => screen.getByTestId<HTMLButtonElement>('pagination-next');
    const current = () =>
      screen
        .getAllByTestId('pagination-page')
        .find((b) => b.getAttribute('aria-current') === 'page');
    expect(screen.getAllByTestId('pagination-page').map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(current()?.textContent).toBe('1');
    expect(prev().disabled).toBe(true);
    expect(next().disabled).toBe(false);

    fireEvent.click(next());
    await waitFor(() => expect(rows()[0]?.getAttribute('data-ticket-id')).toBe('200'));
    expect(current()?.textContent).toBe('2');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(rows()[0]?.getAttribute('data-ticket-id')).toBe('300'));
    expect(next().disabled).toBe(true);
    expect(prev().disabled).toBe(false);
    expect(fake.memberApi.fetchRunningBets.mock.calls.map(([n]) => n)).toEqual([1, 2, 3]);
  });

  it('alerts Get Ticket History Fail when the list cannot be loaded', async () => {
    renderPopup(async () => ({
      ok: false,
      status: 500,
      message: 'running bets: An unexpected error occurred: boom',
    }));
    await waitFor(() => expect(screen.getByText(/Get Ticket History Fail/)).toBeTruthy());
    // The list says it failed, with its retry, instead of an empty list.
    expect(within(popup()).getByTestId('popup-failed').textContent).toContain(
      'Could not load this list.',
    );
    expect(within(popup()).queryByTestId('no-data')).toBeNull();
  });

  it('loads the list again by itself when the connection returns after a failure', async () => {
    let reachable = false;
    const { fake } = renderPopup(async (n) =>
      reachable
        ? ok(page([ticket(n * 100, 'running')]))
        : { ok: false, status: 500, message: 'running bets: Failed to fetch' },
    );
    await waitFor(() => expect(screen.getByText(/Get Ticket History Fail/)).toBeTruthy());
    expect(rows()).toHaveLength(0);
    reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    // The second load is a state to wait for, not a time: a loaded CI machine took over 1 s.
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.getAttribute('data-ticket-id')).toBe('100');
    expect(fake.memberApi.fetchRunningBets).toHaveBeenCalledTimes(2);
  });

  it('closes on Escape and on its close button, and gives focus back to the opener', async () => {
    const fake = fakeServices({ sessionToken: 's' });
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <AlertProvider>
          <WithPopups>
            <button type="button" onClick={() => setOpen(true)}>
              see all
            </button>
            {open ? (
              <StatementPopup
                balance={1}
                balanceRefreshing={false}
                onRefreshBalance={() => undefined}
                onClose={() => setOpen(false)}
              />
            ) : null}
          </WithPopups>
        </AlertProvider>
      );
    }
    renderWithServices(<Harness />, fake.services);
    const opener = screen.getByRole('button', { name: 'see all' });
    const openFromOpener = async () => {
      opener.focus();
      fireEvent.click(opener);
      await waitFor(() => expect(screen.queryByTestId('no-data')).not.toBeNull());
      expect(document.activeElement).toBe(screen.getByTestId('popup-close'));
    };

    await openFromOpener();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await openFromOpener();
    fireEvent.click(screen.getByTestId('popup-close'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('StatementPopup on mobile', () => {
  it('shows bet cards whose picks expand on tap, one card at a time', async () => {
    const fake = fakeServices({
      api: { fetchRunningBets: async () => ok(page([ticket(1, 'running'), ticket(2, 'waiting')])) },
      sessionToken: 's',
    });
    renderWithServices(
      <AlertProvider>
        <WithPopups>
          <PopupLayoutContext.Provider value="mobile">
            <StatementPopup
              balance={1}
              balanceRefreshing={false}
              onRefreshBalance={() => undefined}
              onClose={() => undefined}
            />
          </PopupLayoutContext.Provider>
        </WithPopups>
      </AlertProvider>,
      fake.services,
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    const expanded = () => rows().map((row) => row.getAttribute('data-expanded'));
    const toggles = () => screen.getAllByTestId('mybet-card-toggle');
    expect(expanded()).toEqual(['false', 'false']);
    expect(within(rows()[0]!).queryByTestId('mybet-choice')).toBeNull();
    expect(toggles()[0]!.textContent).toContain('Arsenal - Chelsea');
    fireEvent.click(toggles()[0]!);
    expect(expanded()).toEqual(['true', 'false']);
    expect(within(rows()[0]!).getByTestId('mybet-choice')).toBeTruthy();
    expect(toggles()[0]!.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggles()[1]!);
    expect(expanded()).toEqual(['false', 'true']);
    fireEvent.click(toggles()[1]!);
    expect(expanded()).toEqual(['false', 'false']);
  });
});
