// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { defaultEarlyDate } from '@contract/bangkok';
import type { ListKind } from '@contract/oddsList';
import { DEFAULT_ODDS_QUERY, createListsState } from '@workers/odds/engine/listsState';
import type { OddsQuery } from '@workers/odds/engine/listsState';
import { oddsEntry, oddsEvent, oddsReply } from '@tests/fixtures/odds/events';

// The lists the engine holds under the filter bar's settings: what each call asks for, each reply
// folded in, which lists failed, and which settings start the lists afresh.

function reply(changeId: number, eventIds: number[] = [1, 2], fullload = true) {
  return oddsReply(
    eventIds.map((event_id) =>
      oddsEvent({
        event_id,
        odds: [
          oddsEntry(
            'Handicap',
            { h: 0.9, a: -0.98 },
            { in_who: '1', point: 0.5, id: event_id, odds_id: event_id * 10 },
          ),
        ],
      }),
    ),
    { changeId, fullload },
  );
}

const FAILED = { state: false, message: 'error', data: [] };

function setUp(query: Partial<OddsQuery> = {}, moving: Record<string, number[]> = {}) {
  return createListsState({
    query,
    movingEvents: (kind: ListKind) => new Set(moving[kind] ?? []),
  });
}

const AT = Date.UTC(2026, 10, 29, 3, 0);

describe("the lists' state", () => {
  it('starts with the default settings and the given ones, nothing held', () => {
    const lists = setUp({ sportTypeId: 2 });
    expect(lists.query()).toEqual({ ...DEFAULT_ODDS_QUERY, sportTypeId: 2 });
    expect(lists.generation()).toBe(0);
    expect(lists.held('live')).toBeUndefined();
    expect(lists.fullMessage('live')).toBeNull();
    expect(lists.rebuild('live')).toBeNull();
    expect(lists.isFailing('live')).toBe(false);
  });

  it('asks for a list with the settings, the early list as single bets on tomorrow, and the change id held', () => {
    const lists = setUp({ betType: 'mix', oddsType: 'HK', sortTime: 'before' });
    expect(lists.request('live', AT)).toEqual({
      kind: 'live',
      betType: 'mix',
      sportTypeId: 1,
      oddsType: 'HK',
      sortTime: 'before',
      earlyDate: defaultEarlyDate(AT),
      changeId: null,
    });
    expect(lists.request('early', AT)).toMatchObject({ betType: 'sc' });
    lists.fold('live', reply(41));
    expect(lists.request('live', AT).changeId).toBe(41);
    lists.setQuery({ earlyDate: '05/12/2026' });
    expect(lists.request('early', AT).earlyDate).toBe('05/12/2026');
  });

  it('folds a reply into the list held; a failure keeps the list and is noted, the next good reply clears it', () => {
    const lists = setUp();
    const first = lists.fold('nonlive', reply(1));
    expect(first.message?.type).toBe('odds.full');
    expect(lists.held('nonlive')?.view?.eventCount).toBe(2);
    expect(lists.fullMessage('nonlive')).toMatchObject({
      type: 'odds.full',
      kind: 'nonlive',
      seq: 1,
    });
    expect(lists.fold('nonlive', FAILED).message?.type).toBe('odds.error');
    expect(lists.isFailing('nonlive')).toBe(true);
    expect(lists.isFailing('live')).toBe(false);
    expect(lists.held('nonlive')?.view?.eventCount).toBe(2);
    expect(lists.fold('nonlive', reply(2, [1, 2, 3])).message?.type).toBe('odds.delta');
    expect(lists.isFailing('nonlive')).toBe(false);
  });

  it('a setting the server answers to starts the lists afresh in a new generation; a view setting rebuilds the lists shown', () => {
    const lists = setUp();
    lists.fold('live', reply(1));
    lists.fold('nonlive', FAILED);
    expect(lists.setQuery({ tableType: 'd-line' })).toEqual({
      afresh: false,
      rebuilt: [expect.objectContaining({ type: 'odds.full', kind: 'live', seq: 2 })],
    });
    expect(lists.generation()).toBe(0);
    expect(lists.setQuery({ sportTypeId: 2 })).toEqual({ afresh: true });
    expect(lists.generation()).toBe(1);
    expect(lists.held('live')).toBeUndefined();
    expect(lists.isFailing('nonlive')).toBe(false);
  });

  it('which settings the server answers to: sport, bet type, odds type as quoted, time and early date', () => {
    // Whether moving from `from` to `from + change` starts the held lists afresh.
    const afresh = (from: Partial<OddsQuery>, change: Partial<OddsQuery>) =>
      setUp(from).setQuery(change).afresh;
    const base = DEFAULT_ODDS_QUERY;
    const parlay = { ...base, betType: 'step' as const, oddsType: 'EU' as const };
    expect(afresh(parlay, { betType: 'mix' })).toBe(true);
    for (const change of [
      { sportTypeId: 2 },
      { betType: 'step' as const },
      { oddsType: 'HK' as const },
      { sortTime: 'before' as const },
      { earlyDate: 'Allearly' },
    ])
      expect(afresh(base, change)).toBe(true);
    for (const change of [
      { tableType: 'd-line' as const },
      { leagueAll: false, leagueIds: [3] },
      { sortTypeTime: 'time' as const },
      { search: 'arsenal' },
      { movingOnly: true },
    ])
      expect(afresh(base, change)).toBe(false);
    // A parlay is quoted in EU whatever is chosen: another odds type asks nothing new.
    expect(afresh({ ...base, betType: 'mix' }, { oddsType: 'HK' })).toBe(false);
  });

  it('"moving now" shows only the events with a moving price; the early list is single bets', () => {
    const lists = setUp({ movingOnly: true, betType: 'step' }, { live: [2] });
    expect(lists.viewQuery('live')).toMatchObject({ betType: 'step', onlyEvents: new Set([2]) });
    expect(lists.viewQuery('early')).toMatchObject({ betType: 'sc', onlyEvents: new Set() });
    lists.fold('live', reply(1));
    expect(lists.held('live')?.view?.eventCount).toBe(1);
    lists.setQuery({ movingOnly: false });
    expect(lists.viewQuery('live').onlyEvents).toBeUndefined();
    expect(lists.rebuild('live')).toMatchObject({ kind: 'live' });
    expect(lists.held('live')?.view?.eventCount).toBe(2);
  });

  it('a search narrows each list by its words; none: every event', () => {
    const lists = setUp();
    expect(lists.viewQuery('live').search).toBe('');
    lists.setQuery({ search: 'arsenal' });
    expect(lists.viewQuery('nonlive').search).toBe('arsenal');
  });

  it('a delta that cannot follow the list held posts nothing and drops the change id: the next call is a full load', () => {
    const lists = setUp();
    lists.fold('live', reply(9));
    const result = lists.fold('live', reply(3, [1], false));
    expect(result.message).toBeNull();
    expect(lists.isFailing('live')).toBe(false);
    expect(lists.request('live', AT).changeId).toBeNull();
  });
});
