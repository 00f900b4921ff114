// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useContext } from 'react';
import type { PickRequest, TicketPick } from '@machines/ticketTypes';
import { OddsTableActionsContext, usePriceMark } from '@src/shared/board/actions';
import { systemActor } from '@src/shared/appSystem';
import { noteOddsShown } from '@src/shared/firstOdds';
import { AlertProvider } from '@src/features/ticket/alerts';
import { TicketPanel } from '@src/features/ticket/TicketPanel';
import { TicketProvider } from '@src/features/ticket/TicketProvider';
import { PopupProvider } from '@src/shared/popups/PopupProvider';
import { FilterProvider } from '@src/shared/storage/FilterContext';
import { createFilterStore } from '@src/shared/storage/filterStore';
import { EVENT_TABS } from '@contract/wire';
import { ARSENAL_CHELSEA, ticketPick } from '@tests/fixtures/ticketPick';
import { fakeServices, ok, renderWithServices } from '@tests/unit/src/helpers';

// The ticket's machines start after the first prices (or at the first press), not with the first
// screen: nothing is on the ticket before, and a click made before they start is not lost.

const PICK = (eventId: number): TicketPick => ticketPick({ ...ARSENAL_CHELSEA, event_id: eventId });

/** A price cell of event `eventId`, clicked through the board's context as PriceCell does. */
function Price({ eventId }: { eventId: number }) {
  const actions = useContext(OddsTableActionsContext);
  const mark = usePriceMark(eventId, 'Handicap', 1, 'h');
  return (
    <button
      type="button"
      data-testid={`price-${eventId}`}
      data-active={mark === 'active'}
      onClick={() =>
        actions.pickPrice(
          {
            eventId,
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

function renderTicket(tab: number = EVENT_TABS.today) {
  const requests: PickRequest[] = [];
  const fake = fakeServices({
    sessionToken: 't',
    api: {
      fetchTicketPick: async (request) => {
        requests.push(request);
        return ok(PICK(request.eventId));
      },
    },
  });
  localStorage.setItem(
    'storageFilter',
    JSON.stringify({ quickBet: false, sortFilterEventId: tab }),
  );
  renderWithServices(
    <FilterProvider store={createFilterStore(localStorage)}>
      <PopupProvider firstLogin={false}>
        <AlertProvider>
          <TicketProvider layout="desktop" member="demo01" onBetPlaced={() => undefined}>
            <Price eventId={90001} />
            <Price eventId={90002} />
            <TicketPanel />
          </TicketProvider>
        </AlertProvider>
      </PopupProvider>
    </FilterProvider>,
    fake.services,
  );
  return requests;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the ticket before its machines start', () => {
  it('starts no ticket or place-bet actor with the first screen, and shows an empty ticket', async () => {
    renderTicket();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    expect(systemActor('ticket')).toBeUndefined();
    expect(systemActor('placeBet')).toBeUndefined();
    expect(screen.getByTestId('bet-ticket').getAttribute('data-mode')).toBe('single');
    expect(screen.getByTestId('bet-ticket').textContent).toMatch(/0/);
    expect(screen.queryByTestId('ticket-pick')).toBeNull();
  });

  it('shows the tab’s bet type on the waiting ticket (a parlay tab: step)', () => {
    renderTicket(EVENT_TABS.step);
    expect(systemActor('ticket')).toBeUndefined();
    expect(screen.getByTestId('bet-ticket').getAttribute('data-mode')).toBe('step');
  });

  it('keeps clicks made before the start, in order, and hands them to the ticket it starts', async () => {
    // Two picks of a parlay: both reach the ticket, in the order they were made.
    const requests = renderTicket(EVENT_TABS.step);
    fireEvent.click(screen.getByTestId('price-90001'));
    fireEvent.click(screen.getByTestId('price-90002'));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((request) => request.eventId)).toEqual([90001, 90002]);
    expect(systemActor('ticket')).toBeDefined();
    expect(systemActor('placeBet')).toBeDefined();
    await waitFor(() => expect(screen.getAllByTestId('ticket-pick')).toHaveLength(2));
    expect(screen.getByTestId('price-90001').getAttribute('data-active')).toBe('true');
    expect(screen.getByTestId('price-90002').getAttribute('data-active')).toBe('true');
  });

  it('starts at the first press anywhere, before that press’s click', () => {
    renderTicket();
    expect(systemActor('ticket')).toBeUndefined();
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(systemActor('ticket')).toBeDefined();
    expect(systemActor('placeBet')).toBeDefined();
  });
});

describe('the ticket once the first prices are on screen', () => {
  it('starts by itself once the first prices are shown and the page is idle, with no press', async () => {
    renderTicket();
    expect(systemActor('ticket')).toBeUndefined();
    noteOddsShown();
    await waitFor(() => expect(systemActor('ticket')).toBeDefined());
    expect(systemActor('placeBet')).toBeDefined();
  });
});
