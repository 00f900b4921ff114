// @vitest-environment jsdom
// Which held picks a change of the market re-reads: a nudge or refresh re-reads only the picks
// it concerns, not every held pick.
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventsToFollow, useFollowMarket } from '@src/features/ticket/followMarket';
import { TicketActorsContext } from '@src/features/ticket/ticketContext';
import type { TicketActors } from '@src/features/ticket/ticketContext';

const picks = [{ event_id: 1 }, { event_id: 2 }, { event_id: 3 }];

describe('eventsToFollow', () => {
  it('a nudge re-reads only the picks of the events it names', () => {
    expect(eventsToFollow(picks, { eventIds: [2, 9] })).toEqual([2]);
    expect(eventsToFollow(picks, { eventIds: [9] })).toEqual([]);
  });

  it('a nudge or a full load that names nothing in particular re-reads every pick', () => {
    expect(eventsToFollow(picks, { eventIds: null })).toEqual([1, 2, 3]);
  });

  it('after a refresh: the events the replies say changed, and the picks no held list shows', () => {
    expect(eventsToFollow(picks, { eventIds: [1], shown: new Set([1, 2]) })).toEqual([1, 3]);
    expect(eventsToFollow(picks, { eventIds: [], shown: new Set([1, 2, 3]) })).toEqual([]);
  });
});

/** A ticket actor as the hook reads it: its held picks, and what it was sent. */
function fakeTicket(held: readonly { event_id: number }[]) {
  const sent: unknown[] = [];
  const ticket = {
    getSnapshot: () => ({ context: { picks: held } }),
    send: (event: unknown) => sent.push(event),
  };
  return { sent, actors: { ticket, placeBet: {} } as unknown as TicketActors };
}

/** The hook under a ticket's provider; `provide` swaps the actors it provides for the next render. */
function followWith(initial: TicketActors) {
  let provided = initial;
  const hook = renderHook(() => useFollowMarket(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <TicketActorsContext.Provider value={provided}>{children}</TicketActorsContext.Provider>
    ),
  });
  const provide = (actors: TicketActors) => {
    provided = actors;
    hook.rerender();
  };
  return { result: hook.result, provide };
}

describe('useFollowMarket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('outside a ticket (a board on its own) does nothing, and never fails', () => {
    const { result } = renderHook(() => useFollowMarket());
    result.current({ eventIds: null });
    expect(() => vi.runAllTimers()).not.toThrow();
  });

  it('a change that concerns no held pick sends the ticket nothing', () => {
    const { sent, actors } = fakeTicket(picks);
    const { result } = followWith(actors);
    result.current({ eventIds: [9] });
    vi.runAllTimers();
    expect(sent).toEqual([]);
  });

  it('is the same function while the ticket is the same, and follows a new ticket', () => {
    const first = fakeTicket(picks);
    const { result, provide } = followWith(first.actors);
    const follow = result.current;
    provide(first.actors);
    expect(result.current).toBe(follow);
    const next = fakeTicket([{ event_id: 7 }]);
    provide(next.actors);
    result.current({ eventIds: null });
    vi.runAllTimers();
    expect(first.sent).toEqual([]);
    expect(next.sent).toEqual([{ type: 'ticket.follow', eventIds: [7] }]);
  });

  it("sends the ticket's follow in a task of its own, with the picks held then", () => {
    let held = picks;
    const sent: unknown[] = [];
    const ticket = {
      getSnapshot: () => ({ context: { picks: held } }),
      send: (event: unknown) => sent.push(event),
    };
    const { result } = followWith({ ticket, placeBet: {} } as unknown as TicketActors);
    result.current({ eventIds: [1, 2] });
    // Not in the task that brought the lists: that task was one of the phone's longest.
    expect(sent).toEqual([]);
    held = [{ event_id: 2 }]; // the pick of event 1 was dropped meanwhile
    vi.runAllTimers();
    expect(sent).toEqual([{ type: 'ticket.follow', eventIds: [2] }]);
  });
});
