// @ts-nocheck
// Which held picks a change of the market re-reads: a nudge or refresh re-reads only the picks
// it concerns, not every held pick; after a nudge, the events it named and those the delta changed.
import { describe, expect, it } from 'vitest';
import { eventsToFollow, nudgedChange } from '@machines/marketChange';

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

describe('nudgedChange', () => {
  it('the events a nudge named and those its delta says changed, each once', () => {
    expect(nudgedChange([1, 2], [2, 3])).toEqual([1, 2, 3]);
    expect(nudgedChange([], [])).toEqual([]);
  });
  it('anything, when either names nothing in particular', () => {
    expect(nudgedChange(null, [1])).toBeNull();
    expect(nudgedChange([1], null)).toBeNull();
  });
});
