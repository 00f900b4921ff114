// @vitest-environment jsdom
import type { ConfirmBody } from '@contract/confirm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useContext } from 'react';
import type { PickRequest, TicketPick } from '@machines/ticketTypes';
import { OddsTableActionsContext, usePriceMark } from '@src/shared/board/actions';
import { MyBetList } from '@src/features/my-bets/MyBetList';
import { AlertProvider } from '@src/features/ticket/alerts';
import { TicketPanel } from '@src/features/ticket/TicketPanel';
import { TicketProvider } from '@src/features/ticket/TicketProvider';
import { PopupProvider } from '@src/shared/popups/PopupProvider';
import { FilterProvider } from '@src/shared/storage/FilterContext';
import { createFilterStore } from '@src/shared/storage/filterStore';
import { fakeServices, ok, renderWithServices } from '@tests/unit/src/helpers';
import { ARSENAL_CHELSEA, ticketPick } from '@tests/fixtures/ticketPick';

const PICK: TicketPick = ticketPick({ ...ARSENAL_CHELSEA });

/**
 * Stands in for a price cell: clicks go through the same context the odds table uses. `asPriceCell`:
 * as PriceCell does, the click hands over its element and the mark is rendered only while pressed.
 */
function PriceButton({
  asPriceCell = false,
  onRender,
}: {
  asPriceCell?: boolean;
  onRender?: () => void;
}) {
  const actions = useContext(OddsTableActionsContext);
  // As PriceCell reads it: one mark, active or pressed.
  const mark = usePriceMark(90001, 'Handicap', 1, 'h');
  const active = mark === 'active';
  const pressed = mark === 'pressed';
  onRender?.();
  return (
    <button
      type="button"
      data-testid="price"
      data-active={active}
      data-pressed={asPriceCell ? (pressed ? true : undefined) : pressed}
      onClick={(event) =>
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
          { x: 10, y: 10, ...(asPriceCell ? { price: event.currentTarget } : {}) },
        )
      }
    >
      0.92
    </button>
  );
}

function renderTicket(fake: ReturnType<typeof fakeServices>, price = <PriceButton />) {
  localStorage.setItem('storageFilter', JSON.stringify({ quickBet: false }));
  const store = createFilterStore(localStorage);
  return renderWithServices(
    <FilterProvider store={store}>
      <PopupProvider firstLogin={false}>
        <AlertProvider>
          <TicketProvider layout="desktop" member="demo01" onBetPlaced={() => undefined}>
            {price}
            <TicketPanel />
            <MyBetList />
          </TicketProvider>
        </AlertProvider>
      </PopupProvider>
    </FilterProvider>,
    fake.services,
  );
}

/** Services whose ticket call answers PICK and keeps every request it was asked. */
function recordingTicketCalls() {
  const requests: PickRequest[] = [];
  const fake = fakeServices({
    sessionToken: 't',
    api: {
      fetchTicketPick: async (request) => {
        requests.push(request);
        return ok(PICK);
      },
    },
  });
  return { requests, fake };
}

/** Services whose ticket call waits until the test answers it (`answer(PICK)`). */
function heldTicketCall() {
  let resolveCall: (value: ReturnType<typeof ok<TicketPick>>) => void = () => undefined;
  const fake = fakeServices({
    sessionToken: 't',
    api: {
      fetchTicketPick: () =>
        new Promise((resolve) => {
          resolveCall = resolve;
        }),
    },
  });
  return { fake, answer: (pick: TicketPick) => resolveCall(ok(pick)) };
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the ticket panel', () => {
  it("sends the clicked price's league names with the ticket call", async () => {
    const { requests, fake } = recordingTicketCalls();
    renderTicket(fake);
    fireEvent.click(screen.getByTestId('price'));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ leagueNameEn: 'Premier League', leagueNameTh: 'พรีเมียร์ลีก' });
  });

  it("hands a tapped price to the ticket after the tap's frame, not inside the tap (so the tap answers quickly, INP)", async () => {
    const { requests, fake } = recordingTicketCalls();
    const frames: FrameRequestCallback[] = [];
    const realFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    try {
      renderTicket(fake);
      fireEvent.click(screen.getByTestId('price'));
      // Inside the tap: no call, the ticket still empty.
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(requests).toHaveLength(0);
      expect(screen.queryByTestId('ticket-pick')).toBeNull();
      // The frame is drawn: the pick goes to the ticket and is checked.
      for (const frame of frames.splice(0)) frame(performance.now());
      await waitFor(() => expect(requests).toHaveLength(1));
      await waitFor(() => expect(screen.getByTestId('ticket-pick')).toBeTruthy());
    } finally {
      window.requestAnimationFrame = realFrame;
    }
  });

  it('shows the clicked price pressed at once, and active instead once the ticket has checked it', async () => {
    const { fake, answer } = heldTicketCall();
    renderTicket(fake);
    const price = screen.getByTestId('price');
    fireEvent.click(price);
    // The click's own render: pressed, not yet active (the check has not answered).
    expect(price.getAttribute('data-pressed')).toBe('true');
    expect(price.getAttribute('data-active')).toBe('false');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(price.getAttribute('data-pressed')).toBe('true');
    await act(async () => answer(PICK));
    await waitFor(() => expect(price.getAttribute('data-active')).toBe('true'));
    expect(price.getAttribute('data-pressed')).toBe('false');
  });

  it('rings a clicked price in the tap with no render of its cell; the cell draws it after the frame and leaves no mark once active', async () => {
    const { fake, answer } = heldTicketCall();
    const frames: FrameRequestCallback[] = [];
    const realFrame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => frames.push(callback);
    let renders = 0;
    try {
      renderTicket(fake, <PriceButton asPriceCell onRender={() => (renders += 1)} />);
      const price = screen.getByTestId('price');
      // A real tap's press comes first: it starts the ticket (which draws the cell with its actions).
      fireEvent.pointerDown(price);
      const before = renders;
      fireEvent.click(price);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      // The tap: the price ringed, its cell not rendered again.
      expect(price.getAttribute('data-pressed')).toBe('true');
      expect(renders).toBe(before);
      // After the frame the pick is sent and the cell renders the same mark.
      await act(async () => {
        for (const frame of frames.splice(0)) frame(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      expect(renders).toBeGreaterThan(before);
      expect(price.getAttribute('data-pressed')).toBe('true');
      expect(price.getAttribute('data-active')).toBe('false');
      // The check answers: active, and the ring is gone.
      await act(async () => answer(PICK));
      await waitFor(() => expect(price.getAttribute('data-active')).toBe('true'));
      expect(price.hasAttribute('data-pressed')).toBe(false);
    } finally {
      window.requestAnimationFrame = realFrame;
    }
  });

  it('adds the clicked price, activates its cell, clamps the stake and places the bet once', async () => {
    let resolveConfirm: (value: {
      kind: 'placed';
      ticketId: number;
      balance: number;
      replayed: boolean;
    }) => void = () => undefined;
    const confirmed: ConfirmBody[] = [];
    const fake = fakeServices({
      sessionToken: 't',
      api: {
        fetchTicketPick: async () => ok(PICK),
        confirmBet: (body) => {
          confirmed.push(body);
          return new Promise((resolve) => {
            resolveConfirm = resolve;
          });
        },
      },
    });
    renderTicket(fake);
    fireEvent.click(screen.getByTestId('price'));
    const ticket = screen.getByTestId('bet-ticket');
    await waitFor(() => expect(within(ticket).getByTestId('ticket-pick')).toBeTruthy());
    expect(screen.getByTestId('price').getAttribute('data-active')).toBe('true');
    expect(ticket.getAttribute('data-mode')).toBe('single');
    expect(within(ticket).getByTestId('ticket-pick').textContent).toContain('Arsenal');
    expect(within(ticket).getByTestId('ticket-limits').textContent).toBe('100 - 20,000');
    expect(within(ticket).getByTestId('max-payout').textContent).toBe('0.00');

    const input = within(ticket).getByTestId<HTMLInputElement>('stake-input');
    const place = within(ticket).getByTestId<HTMLButtonElement>('place-bet');
    fireEvent.change(input, { target: { value: '50' } });
    expect(place.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '99,999x' } });
    expect(input.value).toBe('20,000');
    fireEvent.click(within(ticket).getByTestId('stake-clear'));
    expect(input.value).toBe('');
    fireEvent.click(within(ticket).getByTestId('stake-plus-1000'));
    fireEvent.click(within(ticket).getByTestId('stake-plus-500'));
    expect(input.value).toBe('1,500');
    expect(within(ticket).getByTestId('max-payout').textContent).toBe('1,380.00');

    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(place);
    await waitFor(() => expect(place.disabled).toBe(true));
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ stake: 1500, mainbet: 1, action_type: 'sc' });
    expect(fake.memberApi.confirmBet.mock.calls[0]?.[1]).toMatch(/^[0-9a-f-]{36}$/);
    await act(async () =>
      resolveConfirm({ kind: 'placed', ticketId: 1, balance: 48500, replayed: false }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('แทง สำเร็จ');
    await waitFor(() => expect(within(ticket).queryByTestId('ticket-pick')).toBeNull());
    // The my-bet list reloads after the bet.
    await waitFor(() => expect(fake.memberApi.fetchRunningBets).toHaveBeenCalledTimes(2));
  });

  it('alerts a closed pick and adds nothing', async () => {
    const fake = fakeServices({
      sessionToken: 't',
      api: { fetchTicketPick: async () => ok(null) },
    });
    renderTicket(fake);
    fireEvent.click(screen.getByTestId('price'));
    expect((await screen.findByRole('alert')).textContent).toContain('ไม่ สำเร็จ คู่ปิด');
    expect(screen.queryByTestId('ticket-pick')).toBeNull();
  });

  it('shows old and new price with the banner when the confirm finds the price moved', async () => {
    const fake = fakeServices({
      sessionToken: 't',
      api: {
        fetchTicketPick: async () => ok(PICK),
        confirmBet: async () => ({
          kind: 'pickErrors',
          errors: [{ odd_id: 880001, type_error: 'price', price_old: 0.92, price_new: 0.85 }],
        }),
      },
    });
    renderTicket(fake);
    fireEvent.click(screen.getByTestId('price'));
    const ticket = screen.getByTestId('bet-ticket');
    await waitFor(() => expect(within(ticket).getByTestId('ticket-pick')).toBeTruthy());
    fireEvent.click(within(ticket).getByTestId('stake-min'));
    fireEvent.click(within(ticket).getByTestId('place-bet'));
    await waitFor(() =>
      expect(within(ticket).getByTestId('ticket-banner').getAttribute('data-kind')).toBe('price'),
    );
    expect(within(ticket).getByTestId('ticket-price-old').textContent).toBe('0.92');
    expect(within(ticket).getByTestId('ticket-price-new').textContent).toBe('0.85');
    expect(within(ticket).getByRole('img').textContent).toBe('▼');
  });

  it('alerts Get Ticket History Fail when the my-bet list cannot load', async () => {
    const fake = fakeServices({
      sessionToken: 't',
      api: { fetchRunningBets: async () => ({ ok: false, status: 500, message: 'boom' }) },
    });
    renderTicket(fake);
    expect((await screen.findByRole('alert')).textContent).toContain('Get Ticket History Fail');
  });

  it('loads a failed my-bet list again after 1 s, alerting once, and shows the bets it then gets', async () => {
    let failing = true;
    const fake = fakeServices({
      sessionToken: 't',
      api: {
        fetchRunningBets: async () =>
          failing
            ? { ok: false, status: 502, message: 'Bad gateway' }
            : ok({ tickets: [], total: 3, lastPage: 1 }),
      },
    });
    renderTicket(fake);
    expect((await screen.findByRole('alert')).textContent).toContain('Get Ticket History Fail');
    expect(fake.memberApi.fetchRunningBets).toHaveBeenCalledTimes(1);
    // The first retry (after 1 s) fails too; the second (2 s later) gets the list.
    await waitFor(() => expect(fake.memberApi.fetchRunningBets).toHaveBeenCalledTimes(2), {
      timeout: 2_000,
    });
    failing = false;
    await waitFor(() => expect(screen.getByTestId('mybet-count').textContent).toBe('3'), {
      timeout: 4_000,
    });
    expect(fake.memberApi.fetchRunningBets).toHaveBeenCalledTimes(3);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
