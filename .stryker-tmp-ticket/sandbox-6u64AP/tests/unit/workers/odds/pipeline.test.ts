// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { oddsEntry, oddsEvent, oddsReply } from '@tests/fixtures/odds/events';
import { DEFAULT_VIEW_QUERY } from '@tests/fixtures/odds/views';
import {
  buildListView,
  createListState,
  createViewCache,
  rebuildList,
  refreshList,
} from '@workers/odds/core/pipeline';
import type { BuiltView, ListState } from '@workers/odds/core/pipeline';
import type { OddsListView, ViewQuery } from '@workers/odds/core/view';
import type { OddsEvent, WireTournament } from '@contract/oddsList';

// One refresh of one list as the engine runs it and the board reads it: what is shown, and which
// objects of the last view come back unchanged (the board redraws only what is new: a group, a
// league list or a jump list handed back as the same object is not drawn again).

const EPL: WireTournament = {
  tournament_id: 501,
  name_en: 'English Premier League',
  name_th: 'อังกฤษ พรีเมียร์ลีก',
  info_en: '',
  info_th: '',
};
const LIGA: WireTournament = { ...EPL, tournament_id: 502, name_en: 'La Liga', name_th: 'ลาลีกา' };

function event(id: number, tournament: WireTournament, overrides: Partial<OddsEvent> = {}) {
  return oddsEvent({
    event_id: id,
    tournament,
    home_en: `Home ${id}`,
    away_en: `Away ${id}`,
    real_kickoff_time: `2026-11-20 ${String(10 + id).padStart(2, '0')}:00:00`,
    ...overrides,
  });
}

/** The same events as new objects with the same content, as a full reload decodes them. */
const reloaded = (events: readonly OddsEvent[]) => events.map((e) => structuredClone(e));

const query = (changes: Partial<ViewQuery> = {}): ViewQuery => ({
  ...DEFAULT_VIEW_QUERY,
  ...changes,
});

function build(events: readonly OddsEvent[], q: ViewQuery = query(), last?: BuiltView): BuiltView {
  return buildListView(
    { events, changeId: 1 },
    q,
    last?.cache ?? createViewCache(q),
    last?.view ?? null,
  );
}

/** Each group drawn: its league and its events. */
const shown = (view: OddsListView) =>
  view.groups.map((group) => [group.head.tournamentId, group.events.map((e) => e.key)]);

const BASE = [event(1, EPL), event(2, EPL), event(3, LIGA)];

describe('an unchanged refresh', () => {
  it('hands back the same groups, events, leagues and jumps', () => {
    const first = build(BASE);
    const second = build(reloaded(BASE), query(), first);
    expect(second.view.groups).toHaveLength(2);
    second.view.groups.forEach((group, i) => expect(group).toBe(first.view.groups[i]));
    expect(second.view.leagues).toBe(first.view.leagues);
    expect(second.view.jumps).toBe(first.view.jumps);
    expect(second.cache).toBe(first.cache);
  });
});

describe('a group is drawn anew when anything it shows changed, and only that group', () => {
  const renamed = (changes: Partial<WireTournament>) =>
    BASE.map((e) =>
      e.tournament.tournament_id === 501 ? { ...e, tournament: { ...EPL, ...changes } } : e,
    );

  it.each([
    ['its English name', renamed({ name_en: 'Premier League' }), 'name_en', 'Premier League'],
    ['its Thai name', renamed({ name_th: 'พรีเมียร์ลีก' }), 'name_th', 'พรีเมียร์ลีก'],
    ['its e-sport mark', renamed({ name_en: 'EPL e-Sport' }), 'isEsport', true],
    [
      'its live icon',
      BASE.map((e) => (e.event_id === 2 ? { ...e, channel_live: 'ch1' } : e)),
      'liveIcon',
      true,
    ],
  ] as const)('%s', (_, events, field, value) => {
    const first = build(BASE);
    const second = build(events, query(), first);
    const epl = second.view.groups.find((group) => group.key === 501)!;
    expect(epl).not.toBe(first.view.groups.find((group) => group.key === 501));
    expect(epl.head[field]).toBe(value);
    expect(second.view.groups.find((group) => group.key === 502)).toBe(
      first.view.groups.find((group) => group.key === 502),
    );
  });

  it('an event more or less, or an event changed: the group is new, its head the same object', () => {
    const first = build(BASE);
    const fewer = build(
      BASE.filter((e) => e.event_id !== 2),
      query(),
      first,
    );
    expect(shown(fewer.view)).toEqual([
      [501, [1]],
      [502, [3]],
    ]);
    expect(fewer.view.groups[0]!.head).toBe(first.view.groups[0]!.head);
    const changed = build(
      BASE.map((e) => (e.event_id === 2 ? { ...e, home_en: 'Renamed' } : e)),
      query(),
      first,
    );
    const group = changed.view.groups[0]!;
    expect(group).not.toBe(first.view.groups[0]);
    expect(group.head).toBe(first.view.groups[0]!.head);
    expect(group.events[0]).toBe(first.view.groups[0]!.events[0]);
    expect(group.events[1]!.head.home_en).toBe('Renamed');
  });
});

describe('the league list and the jumps', () => {
  it('are the same objects while their leagues, names and counts are', () => {
    const first = build(BASE);
    const changedEvent = build(
      BASE.map((e) => (e.event_id === 1 ? { ...e, home_en: 'Renamed' } : e)),
      query(),
      first,
    );
    expect(changedEvent.view.leagues).toBe(first.view.leagues);
    expect(changedEvent.view.jumps).toBe(first.view.jumps);
  });

  it.each([
    [
      'an event fewer',
      BASE.filter((e) => e.event_id !== 2),
      [1, 1],
      ['English Premier League', 'La Liga'],
    ],
    [
      'another league',
      [...BASE.slice(0, 2), event(3, { ...LIGA, tournament_id: 503 })],
      [2, 1],
      ['English Premier League', 'La Liga'],
    ],
    [
      'an English name',
      BASE.map((e) =>
        e.event_id === 3 ? { ...e, tournament: { ...LIGA, name_en: 'LaLiga' } } : e,
      ),
      [2, 1],
      ['English Premier League', 'LaLiga'],
    ],
    [
      'a league more',
      [...BASE, event(4, { ...LIGA, tournament_id: 504, name_en: 'Serie A' })],
      [2, 1, 1],
      ['English Premier League', 'La Liga', 'Serie A'],
    ],
  ] as const)('are new, and right, after %s', (_, events, counts, names) => {
    const first = build(BASE);
    const next = build(events, query(), first);
    expect(next.view.leagues).not.toBe(first.view.leagues);
    expect(next.view.leagues.map((league) => league.eventCount)).toEqual(counts);
    expect(next.view.leagues.map((league) => league.name_en)).toEqual(names);
    expect(next.view.jumps.map((jump) => jump.eventCount)).toEqual(counts);
  });

  it('a Thai name: new leagues and jumps, in Thai', () => {
    const first = build(BASE);
    const next = build(
      BASE.map((e) => (e.event_id === 3 ? { ...e, tournament: { ...LIGA, name_th: 'สเปน' } } : e)),
      query(),
      first,
    );
    expect(next.view.leagues).not.toBe(first.view.leagues);
    expect(next.view.leagues.map((league) => league.name_th)).toEqual([EPL.name_th, 'สเปน']);
    expect(next.view.leagues[1]!.tournamentId).toBe(502);
  });
});

describe('what is shown', () => {
  it('a moved price is flagged once; the next refresh clears it and keeps the other events', () => {
    const first = build(BASE);
    const moved = BASE.map((e) =>
      e.event_id === 1
        ? {
            ...e,
            odds: [
              oddsEntry('Handicap', { h: 0.95, a: -0.98 }, { in_who: '1', point: 0.75 }),
              e.odds[1]!,
            ],
          }
        : e,
    );
    const second = build(moved, query(), first);
    const row = second.view.groups[0]!.events[0]!.rows[0]!;
    expect(row.price_change).toBeDefined();
    const third = build(moved, query(), second);
    expect(third.view.groups[0]!.events[0]!.rows[0]!.price_change).toBeUndefined();
    expect(third.view.groups[0]!.events[0]!.rows[0]!.handicap_h).toBe(0.95);
    expect(third.view.groups[0]!.events[1]).toBe(first.view.groups[0]!.events[1]);
  });

  it('a kickoff that moved is shown at its new time', () => {
    const first = build(BASE);
    const next = build(
      BASE.map((e) => (e.event_id === 1 ? { ...e, real_kickoff_time: '2026-11-20 21:15:00' } : e)),
      query(),
      first,
    );
    const head = next.view.groups[0]!.events[0]!.head;
    expect(head.realKickoffTime).toBe('2026-11-20 21:15:00');
    expect(head.clock).toMatchObject({ kind: 'kickoff', time: '21:15' });
  });

  it('a closed event is forgotten: it leaves the cache with the list', () => {
    const first = build(BASE);
    const next = build(BASE.slice(0, 2), query(), first);
    expect([...next.cache.events.keys()]).toEqual([1, 2]);
  });

  it('only the events asked for, when the query names them', () => {
    expect(shown(build(BASE, query({ onlyEvents: new Set([2, 3]) })).view)).toEqual([
      [501, [2]],
      [502, [3]],
    ]);
  });

  it('the half-time table drops a match past its first half; the full-time table keeps it', () => {
    const fh = [
      oddsEntry('FH_Handicap', { h: 0.9, a: 0.9 }, { point: 0.25 }),
      oddsEntry('Handicap', { h: 0.92, a: -0.98 }, { in_who: '1', point: 0.75 }),
    ];
    const events = [
      event(1, EPL, { odds: fh }),
      event(2, EPL, { odds: fh, is_live: 1, period: '2', period_start_time: 60 }),
    ];
    expect(shown(build(events, query({ layout: 'h-line' })).view)).toEqual([[501, [1]]]);
    expect(shown(build(events, query({ layout: 'f-line' })).view)).toEqual([[501, [1, 2]]]);
  });

  it('a search keeps a whole league by its name, else only the matches of a team', () => {
    expect(shown(build(BASE, query({ search: 'liga' })).view)).toEqual([[502, [3]]]);
    const byTeam = build(BASE, query({ search: 'home 2' })).view;
    expect(shown(byTeam)).toEqual([[501, [2]]]);
    expect(byTeam.eventCount).toBe(1);
    // The league list is of the whole list, before the search.
    expect(byTeam.leagues.map((league) => league.eventCount)).toEqual([2, 1]);
    expect(shown(build(BASE, query({ search: 'nobody' })).view)).toEqual([]);
  });

  it('sorted by time, a search keeps the runs of what it found, in kickoff order', () => {
    const events = [event(1, EPL), event(3, LIGA), event(2, EPL), event(4, EPL)];
    expect(shown(build(events, query({ sortTypeTime: 'time' })).view)).toEqual([
      [501, [1, 2]],
      [502, [3]],
      [501, [4]],
    ]);
    const found = build(events, query({ sortTypeTime: 'time', search: 'home 4' })).view;
    expect(found.groups.flatMap((group) => group.events.map((e) => e.key))).toEqual([4]);
    expect(found.eventCount).toBe(1);
  });

  it('another bet type or layout takes a cache of its own; the same keeps it', () => {
    const first = build(BASE);
    const step = buildListView(
      { events: BASE, changeId: 2 },
      query({ betType: 'step' }),
      first.cache,
      first.view,
    );
    expect(step.cache).not.toBe(first.cache);
    expect(step.cache.betType).toBe('step');
    const single = buildListView(
      { events: BASE, changeId: 2 },
      query({ layout: 's-line' }),
      first.cache,
      first.view,
    );
    expect(single.cache).not.toBe(first.cache);
    expect(single.cache.layout).toBe('s-line');
  });
});

describe('rebuildList: the same list under new settings', () => {
  it('posts what the new settings show, as a delta of the last view sent', () => {
    let state: ListState = createListState(query());
    state = { ...state, list: { events: BASE, changeId: 4 } };
    const full = rebuildList(state, query());
    expect(full.message).toMatchObject({ type: 'odds.full', seq: 1 });
    const searched = rebuildList(full.state, query({ search: 'liga' }));
    expect(searched.message).toMatchObject({ type: 'odds.delta', seq: 2, baseSeq: 1 });
    expect(shown(searched.state.view!)).toEqual([[502, [3]]]);
    expect(searched.state.list).toBe(state.list);
  });
});

describe('refreshList: one odds reply in, one message out', () => {
  function loaded(): ListState {
    const first = refreshList(createListState(query()), oddsReply(BASE, { changeId: 10 }), query());
    expect(first.message).toMatchObject({ type: 'odds.full', seq: 1 });
    return first.state;
  }

  it('a failed reply posts its message under the last sequence and keeps what was held', () => {
    const held = loaded();
    const failed = refreshList(held, { state: false, message: 'maintenance' }, query());
    expect(failed.message).toEqual({
      type: 'odds.error',
      kind: 'nonlive',
      seq: 1,
      message: 'maintenance',
    });
    expect(failed.state).toBe(held);
  });

  it('a delta that does not follow the list held posts nothing and asks for a full load', () => {
    const held = loaded();
    const behind = refreshList(held, oddsReply([], { fullload: false, changeId: 9 }), query());
    expect(behind.message).toBeNull();
    expect(behind.state.list.changeId).toBeNull();
    expect(behind.state.list.events).toBe(held.list.events);
    expect(behind.state.view).toBe(held.view);
  });

  it('a delta that follows posts the change against the last view', () => {
    const held = loaded();
    const next = refreshList(
      held,
      oddsReply([{ ...BASE[0]!, home_en: 'Renamed' }], { fullload: false, changeId: 11 }),
      query(),
    );
    expect(next.message).toMatchObject({ type: 'odds.delta', seq: 2, baseSeq: 1 });
    expect(next.state.list.changeId).toBe(11);
  });

  it('another layout is posted whole, not as a change of the last view', () => {
    const held = loaded();
    const single = rebuildList(held, query({ layout: 's-line' }));
    expect(single.message).toMatchObject({ type: 'odds.full', seq: 2 });
  });
});
