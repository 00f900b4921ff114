// @ts-nocheck
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import type { ConfirmOutcome } from '@machines/ticketTypes';
import type { MemberApi } from '@src/shared/api/member';
import { loadPendingConfirm } from '@src/shared/ticket/pendingConfirm';
import { CONFIRM_RECOVERY_WINDOW_MS } from '@contract/calls';
import { BET_PLACED_ALERT } from '@src/features/ticket/alerts';
import { useOddsChangePolicy } from '@src/features/ticket/oddsChangePolicy';
import { usePlaceBetActor } from '@src/features/ticket/usePlaceBetActor';
import { useSubmitBet } from '@src/features/ticket/useSubmitBet';
import { useTicketActor } from '@src/features/ticket/useTicketActor';
import { REQUEST, ticketServices, ticketWrapper } from './ticketHooks';

/** The ticket and place-bet actors as the provider runs them, with Place and the policy. */
function renderPlaceBet(confirms: ConfirmOutcome[], member = 'demo01') {
  const confirmBet = vi.fn<MemberApi['confirmBet']>(
    async () => confirms.shift() ?? { kind: 'refused', message: 'no more answers' },
  );
  const onBetPlaced = vi.fn();
  const fake = ticketServices(undefined, { confirmBet });
  const rendered = renderHook(
    () => {
      const ticket = useTicketActor('sc');
      const placeBet = usePlaceBetActor(ticket, { member, onBetPlaced });
      const settings = { betType: 'sc', device: 'pc', tableType: 'f-line' } as const;
      return {
        ticket,
        placeBet,
        ...useSubmitBet(ticket, placeBet, settings),
        ...useOddsChangePolicy(placeBet),
      };
    },
    { wrapper: ticketWrapper(fake) },
  );
  return { ...rendered, confirmBet, onBetPlaced };
}

/** A pick on the ticket with a stake of 500, then Place. */
async function placeOnePick(view: ReturnType<typeof renderPlaceBet>) {
  const { result } = view;
  result.current.ticket.send({ type: 'ticket.add', request: REQUEST });
  await waitFor(() => expect(result.current.ticket.getSnapshot().context.picks).toHaveLength(1));
  act(() => result.current.ticket.send({ type: 'ticket.stake', stake: 500 }));
  act(() => result.current.submit());
}

const PLACED: ConfirmOutcome = { kind: 'placed', ticketId: 42, balance: 49500, replayed: false };

beforeEach(() => {
  localStorage.clear();
  // An unanswered confirm is logged as well as shown.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('usePlaceBetActor', () => {
  it('a placed bet is announced, clears the ticket, reloads the balance and keeps nothing', async () => {
    const view = renderPlaceBet([PLACED]);
    await placeOnePick(view);
    await waitFor(() => expect(view.onBetPlaced).toHaveBeenCalledTimes(1));
    expect(view.confirmBet).toHaveBeenCalledTimes(1);
    expect(view.result.current.ticket.getSnapshot().context.picks).toEqual([]);
    expect(screen.getByTestId('app-alert').textContent).toContain(BET_PLACED_ALERT);
    expect(loadPendingConfirm(localStorage, 'demo01')).toBeNull();
  });

  it("keeps an unanswered confirm as the member's and sends it again, same key, when the link is back", async () => {
    const view = renderPlaceBet([{ kind: 'unreachable', message: 'Failed to fetch' }, PLACED]);
    await placeOnePick(view);
    await waitFor(() =>
      expect(view.result.current.placeBet.getSnapshot().value).toBe('unreachable'),
    );
    const kept = loadPendingConfirm(localStorage, 'demo01');
    expect(kept?.member).toBe('demo01');
    expect(kept?.key).toBe(view.confirmBet.mock.calls[0]?.[1]);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(view.onBetPlaced).toHaveBeenCalledTimes(1));
    expect(view.confirmBet.mock.calls.map(([, key]) => key)).toEqual([kept?.key, kept?.key]);
    expect(loadPendingConfirm(localStorage, 'demo01')).toBeNull();
  });

  it('keeps no unanswered confirm before the member is known', async () => {
    const view = renderPlaceBet([{ kind: 'unreachable', message: 'Failed to fetch' }], '');
    await placeOnePick(view);
    await waitFor(() =>
      expect(view.result.current.placeBet.getSnapshot().value).toBe('unreachable'),
    );
    expect(Object.keys(localStorage).filter((name) => name.startsWith('betConfirm'))).toEqual([]);
  });

  it('a retry answered from the stored key says the bet had already been placed, with its bill', async () => {
    const view = renderPlaceBet([
      { kind: 'unreachable', message: 'Failed to fetch' },
      { ...PLACED, replayed: true },
    ]);
    await placeOnePick(view);
    await waitFor(() =>
      expect(view.result.current.placeBet.getSnapshot().value).toBe('unreachable'),
    );
    act(() => view.result.current.placeBet.send({ type: 'bet.retry' }));
    await waitFor(() => expect(view.onBetPlaced).toHaveBeenCalledTimes(1));
    const said = screen.getAllByTestId('app-alert').at(-1)?.textContent ?? '';
    expect(said).toContain('had already been placed (bill 42)');
    expect(said).not.toContain(BET_PLACED_ALERT);
    expect(view.result.current.ticket.getSnapshot().context.picks).toEqual([]);
  });

  it('past the window the kept confirm waits for the member; sent again it is placed now, same key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const view = renderPlaceBet([{ kind: 'unreachable', message: 'Failed to fetch' }, PLACED]);
      await placeOnePick(view);
      await waitFor(() =>
        expect(view.result.current.placeBet.getSnapshot().value).toBe('unreachable'),
      );
      await act(() => vi.advanceTimersByTimeAsync(CONFIRM_RECOVERY_WINDOW_MS));
      expect(view.result.current.placeBet.getSnapshot().value).toBe('unconfirmed');
      // Told: the kept entry says so; the link coming back sends nothing.
      expect(loadPendingConfirm(localStorage, 'demo01')?.told).toBeTypeOf('number');
      act(() => void window.dispatchEvent(new Event('online')));
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(view.confirmBet).toHaveBeenCalledTimes(1);
      act(() => view.result.current.placeBet.send({ type: 'bet.resend' }));
      await waitFor(() => expect(view.onBetPlaced).toHaveBeenCalledTimes(1));
      const [first, again] = view.confirmBet.mock.calls;
      expect(again?.[1]).toBe(first?.[1]);
      expect(screen.getAllByTestId('app-alert').at(-1)?.textContent).toContain(
        'placed now (bill 42)',
      );
      expect(loadPendingConfirm(localStorage, 'demo01')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the odds-change setting (useOddsChangePolicy)', () => {
  it('starts from the one kept from an earlier visit and keeps a change for the next', () => {
    localStorage.setItem('oddsChangePolicy', 'any');
    const { result } = renderPlaceBet([]);
    expect(result.current.policy).toBe('any');
    act(() => result.current.setPolicy('higher'));
    expect(result.current.policy).toBe('higher');
    expect(result.current.placeBet.getSnapshot().context.setting).toBe('higher');
    expect(localStorage.getItem('oddsChangePolicy')).toBe('higher');
  });

  it('asks when nothing readable was kept', () => {
    localStorage.setItem('oddsChangePolicy', 'always');
    expect(renderPlaceBet([]).result.current.policy).toBe('ask');
  });
});
