// @ts-nocheck
// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { MemberApi } from '@src/shared/api/member';
import { usePlaceBetActor } from '@src/features/ticket/usePlaceBetActor';
import { useSubmitBet } from '@src/features/ticket/useSubmitBet';
import { useTicketActor } from '@src/features/ticket/useTicketActor';
import { REQUEST, ticketServices, ticketWrapper } from './ticketHooks';

function renderSubmit(device: 'pc' | 'mb') {
  const confirmBet = vi.fn<MemberApi['confirmBet']>(() => new Promise(() => undefined));
  const fake = ticketServices(undefined, { confirmBet });
  const rendered = renderHook(
    () => {
      const ticket = useTicketActor('sc');
      const placeBet = usePlaceBetActor(ticket, { member: 'demo01', onBetPlaced: () => {} });
      const settings = { betType: 'sc', device, tableType: 'f-line' } as const;
      return { ticket, placeBet, ...useSubmitBet(ticket, placeBet, settings) };
    },
    { wrapper: ticketWrapper(fake) },
  );
  return { ...rendered, confirmBet };
}

async function pickWithStake(result: ReturnType<typeof renderSubmit>['result']) {
  act(() => result.current.ticket.send({ type: 'ticket.add', request: REQUEST }));
  await waitFor(() => expect(result.current.ticket.getSnapshot().context.picks).toHaveLength(1));
  act(() => result.current.ticket.send({ type: 'ticket.stake', stake: 500 }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useSubmitBet', () => {
  it("holds no bet without a stake; with one, the picks' confirm from the layout's device", async () => {
    const { result } = renderSubmit('mb');
    expect(result.current.submitEvent).toBeNull();
    await pickWithStake(result);
    expect(result.current.submitEvent?.body).toMatchObject({ device: 'mb', stake: 500 });
    act(() => result.current.submit());
    expect(result.current.placeBet.getSnapshot().value).toBe('placing');
  });

  it('sends nothing while offline', async () => {
    const { result, confirmBet } = renderSubmit('pc');
    await pickWithStake(result);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => result.current.submit());
    expect(result.current.placeBet.getSnapshot().value).toBe('ready');
    expect(confirmBet).not.toHaveBeenCalled();
  });
});
