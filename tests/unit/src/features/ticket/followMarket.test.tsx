// @vitest-environment jsdom
// Which held picks a change of the market re-reads: a nudge or refresh re-reads only the picks
// it concerns, not every held pick.
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('useFollowMarket', () => {
  it("sends the ticket's follow in a task of its own, with the picks held then", () => {
    vi.useFakeTimers();
    try {
      let held = picks;
      const sent: unknown[] = [];
      const ticket = {
        getSnapshot: () => ({ context: { picks: held } }),
        send: (event: unknown) => sent.push(event),
      };
      const actors = { ticket, placeBet: {} } as unknown as TicketActors;
      const { result } = renderHook(() => useFollowMarket(), {
        wrapper: ({ children }) => (
          <TicketActorsContext.Provider value={actors}>{children}</TicketActorsContext.Provider>
        ),
      });
      result.current({ eventIds: [1, 2] });
      // Not in the task that brought the lists: that task was one of the phone's longest.
      expect(sent).toEqual([]);
      held = [{ event_id: 2 }]; // the pick of event 1 was dropped meanwhile
      vi.runAllTimers();
      expect(sent).toEqual([{ type: 'ticket.follow', eventIds: [2] }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
