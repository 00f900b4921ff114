// Issue 32 item 11 and issue 28 item 3: which held picks a change of the market re-reads.
import { describe, expect, it } from 'vitest';
import { eventsToFollow } from '@src/features/ticket/followMarket';

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
