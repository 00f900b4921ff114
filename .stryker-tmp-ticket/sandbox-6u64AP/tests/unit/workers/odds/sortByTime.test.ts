// @ts-nocheck
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { oddsEvent } from '@tests/fixtures/odds/events';
import { listView, shownIds } from '@tests/fixtures/odds/views';
import { applyDelta, diffListView } from '@workers/odds/core/delta';
import {
  buildMobileBoard,
  EMPTY_MOBILE_COLLAPSE,
  toggleMobileCollapse,
} from '@src/features/odds-table/mobileItems';
import { groupConsecutive, runKey } from '@workers/odds/core/sort';
import { buildListView, createViewCache } from '@workers/odds/core/pipeline';
import type { ViewQuery } from '@workers/odds/core/view';
import { DEFAULT_VIEW_QUERY } from '@tests/fixtures/odds/views';

const tournament = (id: number, nameEn: string) => ({
  tournament_id: id,
  name_en: nameEn,
  name_th: `th ${nameEn}`,
  info_en: '',
  info_th: '',
});
const PREMIER = tournament(501, 'Premier League');
const LIGA = tournament(502, 'La Liga');
const ESOCCER = tournament(900, 'E-Soccer Battle');

const at = (id: number, time: string, league = PREMIER) =>
  oddsEvent({ event_id: id, real_kickoff_time: `2026-11-20 ${time}:00`, tournament: league });

/** Premier 19:00, Liga 18:00, Premier 20:00, Liga 21:00, e-soccer 17:00, Premier 22:00 */
const EVENTS = [
  at(1, '19:00', PREMIER),
  at(2, '18:00', LIGA),
  at(3, '20:00', PREMIER),
  at(4, '21:00', LIGA),
  at(5, '17:00', ESOCCER),
  at(6, '22:00', PREMIER),
];

const headers = (query: Partial<ViewQuery>) =>
  listView(EVENTS, query).groups.map((group) => [
    group.head.tournamentId,
    group.events.map((event) => event.key),
  ]);

describe('sort by time', () => {
  it('lists events in kickoff order with a tournament header before each run of one tournament', () => {
    expect(headers({ sortTypeTime: 'time' })).toEqual([
      [502, [2]],
      [501, [1, 3]],
      [502, [4]],
      [501, [6]],
      [900, [5]],
    ]);
  });

  it('normal keeps one group per tournament, as received', () => {
    expect(headers({ sortTypeTime: 'normal' })).toEqual([
      [501, [1, 3, 6]],
      [502, [2, 4]],
      [900, [5]],
    ]);
  });

  it('gives every run a key of its own; the first run keeps the tournament id', () => {
    const keys = listView(EVENTS, { sortTypeTime: 'time' }).groups.map((group) => group.key);
    expect(keys).toEqual([502, 501, runKey(502, 1), runKey(501, 1), 900]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('the league modal still lists each league once, with all its events', () => {
    const view = listView(EVENTS, { sortTypeTime: 'time' });
    expect(view.leagues.map((league) => [league.tournamentId, league.eventCount])).toEqual([
      [502, 2],
      [501, 3],
      [900, 1],
    ]);
  });

  it('the change-league list has each shown league once, pointing at its first run', () => {
    const view = listView(EVENTS, { sortTypeTime: 'time' });
    expect(view.jumps.map((jump) => [jump.tournamentId, jump.groupKey, jump.eventCount])).toEqual([
      [502, 502, 2],
      [501, 501, 3],
      [900, 900, 1],
    ]);
    const selected = listView(EVENTS, { sortTypeTime: 'time', leagueAll: false, leagueIds: [501] });
    expect(selected.jumps.map((jump) => jump.tournamentId)).toEqual([501]);
    expect(selected.groups.map((group) => group.events.map((event) => event.key))).toEqual([
      [1, 3, 6],
    ]);
  });

  it('events kicking off together keep the order received (stable sort)', () => {
    const same = [at(10, '19:00', LIGA), at(11, '19:00', PREMIER), at(12, '19:00', LIGA)];
    expect(shownIds(same, { sortTypeTime: 'time' })).toEqual([10, 11, 12]);
  });

  it('a delta between time-sorted views rebuilds the next view exactly', () => {
    const query = { ...DEFAULT_VIEW_QUERY, sortTypeTime: 'time' as const };
    const first = buildListView(
      { events: EVENTS, changeId: 1 },
      query,
      createViewCache(query),
      null,
    );
    // Event 3 moves to 18:30: Premier now runs 18:30..19:00 after Liga's 18:00.
    const moved = EVENTS.map((event) =>
      event.event_id === 3 ? { ...event, real_kickoff_time: '2026-11-20 18:30:00' } : event,
    );
    const second = buildListView({ events: moved, changeId: 2 }, query, first.cache, first.view);
    const applied = applyDelta(first.view, diffListView(first.view, second.view));
    expect(
      applied.groups.map((group) => [group.key, group.events.map((event) => event.key)]),
    ).toEqual(
      second.view.groups.map((group) => [group.key, group.events.map((event) => event.key)]),
    );
    expect(applied.jumps).toEqual(second.view.jumps);
  });

  it('mobile: folding a tournament folds every run of it', () => {
    const view = listView(EVENTS, { sortTypeTime: 'time' });
    const folded = toggleMobileCollapse(EMPTY_MOBILE_COLLAPSE, 'nonlive', 'tournament', 501);
    const board = buildMobileBoard(
      [{ kind: 'nonlive', layout: 'f-line', groups: view.groups, isEmpty: false }],
      folded,
    );
    const groups = board.tables[0]!.groups.map((range) => [
      range.group.head.tournamentId,
      range.collapsed,
    ]);
    expect(groups).toEqual([
      [502, false],
      [501, true],
      [502, false],
      [501, true],
      [900, false],
    ]);
    const matches = board.items
      .filter((item) => item.type === 'match')
      .map((item) => (item.type === 'match' ? item.event.key : 0));
    expect(matches).toEqual([2, 4, 5]);
    expect(new Set(board.items.map((item) => item.key)).size).toBe(board.items.length);
  });

  it('runs: every item once, in order, no two neighbouring runs of one tournament (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 4 }), esport: fc.boolean() }), {
          maxLength: 40,
        }),
        (items) => {
          const named = items.map((item, index) => ({
            ...item,
            index,
            name: item.esport ? `E-Sport ${item.id}` : `League ${item.id}`,
            tid: item.esport ? item.id + 10 : item.id,
          }));
          const runs = groupConsecutive(
            named,
            (item) => item.tid,
            (item) => item.name,
          );
          const flat = runs.flatMap((run) => run.items);
          expect(flat).toEqual([
            ...named.filter((item) => !item.esport),
            ...named.filter((item) => item.esport),
          ]);
          for (let i = 1; i < runs.length; i++)
            expect(runs[i]!.tournamentId).not.toBe(runs[i - 1]!.tournamentId);
          expect(new Set(runs.map((run) => run.key)).size).toBe(runs.length);
        },
      ),
    );
  });
});
