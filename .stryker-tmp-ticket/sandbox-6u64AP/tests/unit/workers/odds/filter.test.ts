// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { oddsEntry, oddsEvent } from '@tests/fixtures/odds/events';
import { listView, shownEvents, shownIds } from '@tests/fixtures/odds/views';

const tournament = (id: number, nameEn: string) => ({
  tournament_id: id,
  name_en: nameEn,
  name_th: `th ${nameEn}`,
  info_en: '',
  info_th: '',
});

/** An event with two rows: row 1 and row 2 both priced. */
function twoRowEvent(
  settings: { sort_row: number; w_is_open: number; st_w_is_open: number }[],
  period = '',
) {
  return oddsEvent({
    period,
    setting_w_b_l: settings,
    odds: [
      oddsEntry('Handicap', { h: 0.9, a: -0.9 }, { sort_row: 1 }),
      oddsEntry('Handicap', { h: 0.8, a: -0.8 }, { sort_row: 2 }),
    ],
  });
}

const rowsOf = (event: ReturnType<typeof oddsEvent>, betType: 'sc' | 'step' | 'mix' = 'sc') =>
  shownEvents(listView([event], { betType, kind: 'live' }))[0]?.rows.map(
    (row) => row.sort_row_no,
  ) ?? [];

describe('market row visibility', () => {
  it('hides a row whose w_is_open is 0', () => {
    expect(
      rowsOf(
        twoRowEvent([
          { sort_row: 1, w_is_open: 0, st_w_is_open: 1 },
          { sort_row: 2, w_is_open: 1, st_w_is_open: 1 },
        ]),
      ),
    ).toEqual([2]);
  });

  it('in step and mix also hides a row whose st_w_is_open is 0', () => {
    const event = twoRowEvent([
      { sort_row: 1, w_is_open: 1, st_w_is_open: 0 },
      { sort_row: 2, w_is_open: 1, st_w_is_open: 1 },
    ]);
    expect(rowsOf(event, 'sc')).toEqual([1, 2]);
    expect(rowsOf(event, 'step')).toEqual([2]);
    expect(rowsOf(event, 'mix')).toEqual([2]);
  });

  it('in step and mix hides every row of an event in period 2 or 5', () => {
    const open = [
      { sort_row: 1, w_is_open: 1, st_w_is_open: 1 },
      { sort_row: 2, w_is_open: 1, st_w_is_open: 1 },
    ];
    for (const period of ['2', '5']) {
      expect(rowsOf(twoRowEvent(open, period), 'sc')).toEqual([1, 2]);
      expect(rowsOf(twoRowEvent(open, period), 'step')).toEqual([]);
      expect(rowsOf(twoRowEvent(open, period), 'mix')).toEqual([]);
    }
    expect(rowsOf(twoRowEvent(open, '1'), 'mix')).toEqual([1, 2]);
  });

  it('skips an event whose every row is closed', () => {
    const closed = twoRowEvent([
      { sort_row: 1, w_is_open: 0, st_w_is_open: 1 },
      { sort_row: 2, w_is_open: 0, st_w_is_open: 1 },
    ]);
    expect(shownIds([closed])).toEqual([]);
  });

  it('drops a row without any price, and an event left without rows', () => {
    const event = oddsEvent({
      setting_w_b_l: [],
      odds: [
        oddsEntry('Handicap', { h: 0, a: 0 }, { sort_row: 1 }),
        oddsEntry('OverUnder', { h: 0.9, a: 0.9 }, { sort_row: 2 }),
      ],
    });
    expect(rowsOf(event)).toEqual([2]);
    expect(shownIds([oddsEvent({ odds: [oddsEntry('Handicap', { h: 0 })] })])).toEqual([]);
  });

  it('treats a row the settings do not mention as open', () => {
    expect(rowsOf(twoRowEvent([{ sort_row: 2, w_is_open: 1, st_w_is_open: 1 }]))).toEqual([1, 2]);
  });

  it('treats a row the settings do not mention as open in step and mix too', () => {
    const event = twoRowEvent([{ sort_row: 2, w_is_open: 1, st_w_is_open: 1 }], '1');
    expect(rowsOf(event, 'step')).toEqual([1, 2]);
    expect(rowsOf(event, 'mix')).toEqual([1, 2]);
  });
});

describe('half-time table', () => {
  const firstHalf = [oddsEntry('FH_Handicap', { h: 0.9, a: -0.9 })];
  it('hides events in period 2 or 5 or past minute 40 of their period', () => {
    const events = [
      oddsEvent({ event_id: 1, period: '1', period_start_time: 40, odds: firstHalf }),
      oddsEvent({ event_id: 2, period: '1', period_start_time: 41, odds: firstHalf }),
      oddsEvent({ event_id: 3, period: '2', period_start_time: 5, odds: firstHalf }),
      oddsEvent({ event_id: 4, period: '5', period_start_time: 0, odds: firstHalf }),
      oddsEvent({ event_id: 5, period: '', period_start_time: 0, odds: firstHalf }),
    ];
    expect(shownIds(events, { layout: 'h-line', kind: 'live' })).toEqual([1, 5]);
    expect(shownIds(events, { layout: 's-line', kind: 'live' })).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('weekend early cutoff', () => {
  const kickoffs = {
    friday: oddsEvent({ event_id: 1, real_kickoff_time: '2026-11-20 23:30:00' }),
    saturdayEarly: oddsEvent({ event_id: 2, real_kickoff_time: '2026-11-21 22:59:00' }),
    saturdayLate: oddsEvent({ event_id: 3, real_kickoff_time: '2026-11-21 23:00:00' }),
    sundayLate: oddsEvent({ event_id: 4, real_kickoff_time: '2026-11-22 23:45:00' }),
    mondayLate: oddsEvent({ event_id: 5, real_kickoff_time: '2026-11-23 23:45:00' }),
  };
  it('drops Saturday and Sunday kickoffs at 23:00 or later from the early list', () => {
    expect(shownIds(Object.values(kickoffs), { kind: 'early' })).toEqual([1, 2, 5]);
  });
  it('keeps them in the live and non-live lists', () => {
    expect(shownIds(Object.values(kickoffs), { kind: 'nonlive' })).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('match-time filter', () => {
  const events = [
    oddsEvent({ event_id: 1, real_kickoff_time: '2026-11-20 22:59:00' }),
    oddsEvent({ event_id: 2, real_kickoff_time: '2026-11-20 23:00:00' }),
    oddsEvent({ event_id: 3, real_kickoff_time: '2026-11-21 02:00:00' }),
  ];
  it('all shows every kickoff', () =>
    expect(shownIds(events, { sortTime: 'all' })).toEqual([1, 2, 3]));
  it('before shows kickoffs before 23:00', () =>
    expect(shownIds(events, { sortTime: 'before' })).toEqual([1, 3]));
  it('after shows kickoffs at 23:00 or later', () =>
    expect(shownIds(events, { sortTime: 'after' })).toEqual([2]));
});

describe('league selection', () => {
  const events = [
    oddsEvent({ event_id: 1, tournament: tournament(501, 'Premier League') }),
    oddsEvent({ event_id: 2, tournament: tournament(502, 'La Liga') }),
    oddsEvent({ event_id: 3, tournament: tournament(501, 'Premier League') }),
  ];
  it('sortSelectLeagueAll shows every league', () => {
    expect(shownIds(events, { leagueAll: true, leagueIds: [502] })).toEqual([1, 3, 2]);
  });
  it('otherwise only the leagues in sortSelectLeagueId', () => {
    expect(shownIds(events, { leagueAll: false, leagueIds: [502] })).toEqual([2]);
    expect(shownIds(events, { leagueAll: false, leagueIds: [] })).toEqual([]);
  });
  it('the league list offers every league with its event count, whatever is selected', () => {
    const view = listView(events, { leagueAll: false, leagueIds: [502] });
    expect(view.leagues).toEqual([
      { tournamentId: 501, name_en: 'Premier League', name_th: 'th Premier League', eventCount: 2 },
      { tournamentId: 502, name_en: 'La Liga', name_th: 'th La Liga', eventCount: 1 },
    ]);
    expect(view.eventCount).toBe(1);
  });
});

describe('sort', () => {
  it('normal keeps the order received, grouped by tournament in order of first appearance', () => {
    const events = [
      oddsEvent({ event_id: 1, tournament: tournament(502, 'La Liga') }),
      oddsEvent({ event_id: 2, tournament: tournament(501, 'Premier League') }),
      oddsEvent({ event_id: 3, tournament: tournament(502, 'La Liga') }),
    ];
    const view = listView(events);
    expect(view.groups.map((group) => [group.key, group.events.map((event) => event.key)])).toEqual(
      [
        [502, [1, 3]],
        [501, [2]],
      ],
    );
  });

  it('time orders by kickoff and repeats a tournament when its events are not consecutive', () => {
    const events = [
      oddsEvent({
        event_id: 1,
        real_kickoff_time: '2026-11-20 21:00:00',
        tournament: tournament(502, 'La Liga'),
      }),
      oddsEvent({
        event_id: 2,
        real_kickoff_time: '2026-11-20 19:00:00',
        tournament: tournament(501, 'Premier League'),
      }),
      oddsEvent({
        event_id: 3,
        real_kickoff_time: '2026-11-20 18:00:00',
        tournament: tournament(502, 'La Liga'),
      }),
    ];
    expect(shownIds(events, { sortTypeTime: 'time' })).toEqual([3, 2, 1]);
    expect(shownIds(events, { sortTypeTime: 'normal' })).toEqual([1, 3, 2]);
    expect(
      listView(events, { sortTypeTime: 'time' }).groups.map((g) => g.head.tournamentId),
    ).toEqual([502, 501, 502]);
  });

  it('puts e-sport tournaments last, by any of the markers in any case', () => {
    const names = [
      'E-Sport Cup',
      'ESPORT masters',
      'e-Soccer Battle',
      'Esoccer GT',
      'E-Football League',
      'eFootball Pro',
    ];
    const esports = names.map((name, i) =>
      oddsEvent({ event_id: 10 + i, tournament: tournament(600 + i, name) }),
    );
    const regular = oddsEvent({ event_id: 1, tournament: tournament(501, 'Premier League') });
    const view = listView([...esports, regular]);
    expect(view.groups.map((group) => group.key)).toEqual([501, 600, 601, 602, 603, 604, 605]);
    expect(view.groups.map((group) => group.head.isEsport)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});
