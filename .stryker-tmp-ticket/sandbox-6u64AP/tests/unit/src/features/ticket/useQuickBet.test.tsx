// @ts-nocheck
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { PricePick } from '@src/shared/board/actions';
import { useStorageFilter } from '@src/shared/storage/FilterContext';
import type { StorageFilter } from '@src/shared/storage/storageFilter';
import { afterNextPaint } from '@src/shared/ui/afterFrame';
import { useLatest } from '@src/shared/useLatest';
import { usePriceActions } from '@src/features/ticket/usePriceActions';
import { useQuickBet } from '@src/features/ticket/useQuickBet';
import { useTicketActor } from '@src/features/ticket/useTicketActor';
import { REQUEST, ticketServices, ticketWrapper } from './ticketHooks';

/** The ticket, its quick bet and the board's price actions, as the provider wires them. */
function renderQuickBet(filter: Partial<StorageFilter> = {}) {
  const fake = ticketServices();
  const rendered = renderHook(
    ({ allowed }: { allowed: boolean }) => {
      const ticket = useTicketActor('sc');
      const filterRef = useLatest(useStorageFilter());
      const quick = useQuickBet(allowed, filterRef);
      return { ticket, ...quick, ...usePriceActions(ticket, filterRef, quick) };
    },
    { wrapper: ticketWrapper(fake, filter), initialProps: { allowed: true } },
  );
  return { ...rendered, fake };
}

/** The price of REQUEST's pick, as the board hands it to pickPrice. */
const PRICE: PricePick = {
  eventId: REQUEST.eventId,
  sortRowNo: REQUEST.sortRowNo,
  field: 'handicap_h',
  price: REQUEST.odd,
  market: { id: REQUEST.id, odds_id: REQUEST.oddId, in_who: '1', point: REQUEST.point },
  leagueNameEn: REQUEST.leagueNameEn,
  leagueNameTh: REQUEST.leagueNameTh,
};

async function addPick(result: ReturnType<typeof renderQuickBet>['result']) {
  act(() => result.current.ticket.send({ type: 'ticket.add', request: REQUEST }));
  await waitFor(() => expect(result.current.ticket.getSnapshot().context.picks).toHaveLength(1));
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useQuickBet', () => {
  it('opens at a point only with a pick to show, and closes when the pick is gone', async () => {
    const { result } = renderQuickBet();
    act(() => result.current.openQuickBet({ x: 10, y: 20 }));
    expect(result.current.quickBet).toBeNull();
    await addPick(result);
    act(() => result.current.openQuickBet({ x: 10, y: 20 }));
    expect(result.current.quickBet).toEqual({ x: 10, y: 20, early: false });
    act(() => result.current.ticket.send({ type: 'ticket.clear' }));
    expect(result.current.quickBet).toBeNull();
  });

  it('is anchored for the early popup on the early tab', async () => {
    const { result } = renderQuickBet({ sortFilterEventId: 3 });
    await addPick(result);
    act(() => result.current.openQuickBet({ x: 1, y: 2 }));
    expect(result.current.quickBet).toEqual({ x: 1, y: 2, early: true });
  });

  it('does not open while not allowed, and closes when it stops being allowed', async () => {
    const { result, rerender } = renderQuickBet();
    await addPick(result);
    act(() => result.current.openQuickBet({ x: 10, y: 20 }));
    rerender({ allowed: false });
    expect(result.current.quickBetAllowed).toBe(false);
    expect(result.current.quickBet).toBeNull();
    act(() => result.current.openQuickBet({ x: 10, y: 20 }));
    rerender({ allowed: true });
    expect(result.current.quickBet).toBeNull();
  });
});

describe('usePriceActions', () => {
  it("hands a clicked price to the ticket after the click's frame, and shows it active", async () => {
    const { result, fake } = renderQuickBet();
    const actions = result.current.tableActions;
    act(() => actions.pickPrice(PRICE, { x: 5, y: 6 }));
    expect(fake.fetchTicketPick).not.toHaveBeenCalled();
    await waitFor(() => expect(fake.fetchTicketPick).toHaveBeenCalledTimes(1));
    expect(fake.fetchTicketPick.mock.calls[0]?.[0]).toMatchObject({
      betType: 'sc',
      eventId: REQUEST.eventId,
      marketType: 'Handicap',
      option: 'h',
      leagueNameEn: REQUEST.leagueNameEn,
    });
    await waitFor(() => expect(actions.isActive(REQUEST.eventId, 'Handicap', 1, 'h')).toBe(true));
    // One identity for the life of the ticket: a pick re-renders no price through the context.
    expect(result.current.tableActions).toBe(actions);
  });

  it("opens the quick bet at the click's point where it is allowed", async () => {
    const { result } = renderQuickBet();
    act(() => result.current.tableActions.pickPrice(PRICE, { x: 5, y: 6 }));
    await waitFor(() => expect(result.current.quickBet).toEqual({ x: 5, y: 6, early: false }));
    expect(result.current.takeStakeFocusRequest()).toBe(false);
  });

  it('asks the ticket panel to focus the stake once after a keyboard pick of a single', async () => {
    const { result, rerender } = renderQuickBet();
    rerender({ allowed: false });
    act(() => result.current.tableActions.pickPrice(PRICE, { x: 0, y: 0, keyboard: true }));
    expect(result.current.takeStakeFocusRequest()).toBe(true);
    expect(result.current.takeStakeFocusRequest()).toBe(false);
    act(() => result.current.tableActions.pickPrice(PRICE, { x: 0, y: 0 }));
    expect(result.current.takeStakeFocusRequest()).toBe(false);
  });

  it('ignores a price without a market', async () => {
    const { result, fake } = renderQuickBet();
    act(() =>
      result.current.tableActions.pickPrice(
        { ...PRICE, market: undefined },
        { x: 0, y: 0, keyboard: true },
      ),
    );
    await act(() => afterNextPaint());
    expect(fake.fetchTicketPick).not.toHaveBeenCalled();
    expect(result.current.quickBet).toBeNull();
    expect(result.current.takeStakeFocusRequest()).toBe(false);
  });
});
