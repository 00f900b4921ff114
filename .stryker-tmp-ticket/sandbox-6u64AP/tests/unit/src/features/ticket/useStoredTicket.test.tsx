// @ts-nocheck
// @vitest-environment jsdom
import type { BetType } from '@contract/wire';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { TicketPick } from '@machines/ticketTypes';
import type { ApiResult } from '@src/shared/api/client';
import { recheckRequest } from '@src/shared/ticket/request';
import { loadStoredTicket, ticketStorageKey } from '@src/shared/ticket/ticketStorage';

const TICKET_STORAGE_KEY = ticketStorageKey('demo01');
import { useStoredTicket } from '@src/features/ticket/useStoredTicket';
import { useTicketActor } from '@src/features/ticket/useTicketActor';
import { ok } from '@tests/unit/src/helpers';
import { PICK, REQUEST, ticketServices, ticketWrapper } from './ticketHooks';

function renderStoredTicket(
  fake: ReturnType<typeof ticketServices>,
  betType: BetType = 'sc',
  member = 'demo01',
) {
  return renderHook(
    ({ type }: { type: BetType }) => {
      const ticket = useTicketActor(type);
      useStoredTicket(ticket, member);
      return ticket;
    },
    { wrapper: ticketWrapper(fake), initialProps: { type: betType } },
  );
}

const picksOf = (ticket: { getSnapshot(): { context: { picks: readonly TicketPick[] } } }) =>
  ticket.getSnapshot().context.picks;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useStoredTicket: the ticket survives a reload', () => {
  it('restores the stored picks of its bet type once, each asked for again', async () => {
    localStorage.setItem(TICKET_STORAGE_KEY, JSON.stringify({ betType: 'sc', picks: [PICK] }));
    const fake = ticketServices();
    const { result, rerender } = renderStoredTicket(fake);
    await waitFor(() => expect(picksOf(result.current)).toHaveLength(1));
    expect(fake.fetchTicketPick.mock.calls).toEqual([[recheckRequest('sc', PICK)]]);
    rerender({ type: 'sc' });
    expect(fake.fetchTicketPick).toHaveBeenCalledTimes(1);
  });

  it('leaves a stored ticket of another bet type alone', () => {
    localStorage.setItem(TICKET_STORAGE_KEY, JSON.stringify({ betType: 'mix', picks: [PICK] }));
    const fake = ticketServices();
    const { result } = renderStoredTicket(fake, 'sc');
    expect(fake.fetchTicketPick).not.toHaveBeenCalled();
    expect(picksOf(result.current)).toEqual([]);
  });

  it('saves a pick once its check answered, not while it is being checked', async () => {
    let answer: (result: ApiResult<TicketPick>) => void = () => undefined;
    const fake = ticketServices(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderStoredTicket(fake);
    result.current.send({ type: 'ticket.add', request: REQUEST });
    await waitFor(() => expect(fake.fetchTicketPick).toHaveBeenCalledTimes(1));
    expect(loadStoredTicket(localStorage, 'demo01')).toBeNull();
    answer(ok(PICK));
    await waitFor(() =>
      expect(loadStoredTicket(localStorage, 'demo01')).toEqual({ betType: 'sc', picks: [PICK] }),
    );
  });

  it('writes again only when the picks change, not on every step of the ticket', async () => {
    const { result } = renderStoredTicket(ticketServices());
    result.current.send({ type: 'ticket.add', request: REQUEST });
    await waitFor(() =>
      expect(loadStoredTicket(localStorage, 'demo01')).toEqual({ betType: 'sc', picks: [PICK] }),
    );
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    try {
      result.current.send({ type: 'ticket.stake', stake: 100 });
      result.current.send({ type: 'ticket.stake', stake: 200 });
      expect(result.current.getSnapshot().context.stake).toBe(200);
      expect(writes).not.toHaveBeenCalled();
      result.current.send({ type: 'ticket.remove', eventId: PICK.event_id });
      expect(loadStoredTicket(localStorage, 'demo01')).toBeNull();
    } finally {
      writes.mockRestore();
    }
  });
});

describe('useStoredTicket: per member', () => {
  it("another member's ticket is neither shown nor overwritten; nothing is read before the member is known", async () => {
    localStorage.setItem(
      ticketStorageKey('demo02'),
      JSON.stringify({ betType: 'sc', picks: [PICK] }),
    );
    const fake = ticketServices();
    const { result } = renderStoredTicket(fake, 'sc', 'demo01');
    expect(fake.fetchTicketPick).not.toHaveBeenCalled();
    expect(picksOf(result.current)).toEqual([]);
    result.current.send({ type: 'ticket.add', request: REQUEST });
    await waitFor(() => expect(loadStoredTicket(localStorage, 'demo01')?.picks).toHaveLength(1));
    expect(loadStoredTicket(localStorage, 'demo02')).toEqual({ betType: 'sc', picks: [PICK] });
    cleanup();
    localStorage.removeItem(ticketStorageKey('demo01'));
    const unknown = renderStoredTicket(ticketServices(), 'sc', '');
    unknown.result.current.send({ type: 'ticket.add', request: REQUEST });
    await waitFor(() => expect(picksOf(unknown.result.current)).toHaveLength(1));
    expect(localStorage.getItem(ticketStorageKey('demo01'))).toBeNull();
    expect(Object.keys(localStorage).filter((name) => name.startsWith('betTicket'))).toEqual([
      ticketStorageKey('demo02'),
    ]);
  });
});

describe('useTicketActor: the tab decides the bet type', () => {
  it('keeps the picks on a tab of the same bet type and clears them on another', async () => {
    const { result, rerender } = renderStoredTicket(ticketServices());
    result.current.send({ type: 'ticket.add', request: REQUEST });
    await waitFor(() => expect(picksOf(result.current)).toHaveLength(1));
    rerender({ type: 'sc' });
    expect(picksOf(result.current)).toHaveLength(1);
    rerender({ type: 'mix' });
    expect(result.current.getSnapshot().context.betType).toBe('mix');
    expect(picksOf(result.current)).toEqual([]);
    // An empty ticket is not kept: a reload starts with none.
    expect(localStorage.getItem(TICKET_STORAGE_KEY)).toBeNull();
  });
});
