// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { statementRange } from '@contract/bangkok';
import { displayDay, resultsDate } from '@src/features/popups/dates';
import { titleLines } from '@src/features/popups/first-login/FirstLoginPopup';
import {
  groupByLeague,
  leagueOptions,
  score,
  sportOptions,
} from '@src/features/popups/results/resultsView';
import { favoriteGroups } from '@src/features/popups/favorites/favoriteGroups';
import { settledTotals, statementTotals } from '@src/features/popups/statement/ticketView';
import { announcementLang, announcementText } from '@src/shared/text/announcementText';
import type { ResultEvent } from '@src/shared/api/memberArea';
import type { MyBetTicket } from '@contract/history';

// Saturday 21 November 2026, 23:30 in Bangkok = 16:30 UTC; and the first minutes of Sunday there.
const SATURDAY_NIGHT = new Date('2026-11-21T16:30:00Z');
const SUNDAY_EARLY = new Date('2026-11-21T17:10:00Z');

describe('statement date ranges in Bangkok days (date-fns + @date-fns/tz)', () => {
  it.each([
    ['today', '2026-11-21', '2026-11-21'],
    ['yesterday', '2026-11-20', '2026-11-20'],
    ['this+week', '2026-11-16', '2026-11-21'],
    ['last+week', '2026-11-09', '2026-11-15'],
    ['this+month', '2026-11-01', '2026-11-21'],
    ['last+month', '2026-10-01', '2026-10-31'],
  ] as const)('%s covers %s to %s', (dateText, from, to) => {
    expect(statementRange(dateText, SATURDAY_NIGHT.getTime())).toEqual({ from, to });
  });

  it('turns the day at midnight in Bangkok, not in the browser', () => {
    expect(statementRange('today', SUNDAY_EARLY.getTime())).toEqual({
      from: '2026-11-22',
      to: '2026-11-22',
    });
    expect(statementRange('this+week', SUNDAY_EARLY.getTime())).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
  });

  it('gives the results call today or yesterday as YYYY-MM-DD', () => {
    expect(resultsDate('toDay', SUNDAY_EARLY)).toBe('2026-11-22');
    expect(resultsDate('yesterDay', SUNDAY_EARLY)).toBe('2026-11-21');
    expect(resultsDate('yesterDay', new Date('2026-03-01T05:00:00Z'))).toBe('2026-02-28');
  });

  it('lists days as dd/mm/yyyy', () => {
    expect(displayDay('2026-11-05')).toBe('05/11/2026');
    expect(displayDay('bad')).toBe('bad');
  });
});

function ticket(odds: number, winlose_amount?: number): MyBetTicket {
  return {
    id: 1,
    trans_time: '',
    action_type: 'sc',
    odds,
    odds_type: 'MY',
    stake: 100,
    winlose_amount: winlose_amount ?? null,
    ticket_status: 'won',
    ip: '',
    choice: [],
  };
}

describe('statement totals', () => {
  it('totals the odds and win/loss of a settled page', () => {
    const totals = settledTotals([ticket(0.92, 92), ticket(-0.5, -50), ticket(1.85)]);
    expect(totals.odds).toBeCloseTo(2.27, 10);
    expect(totals.winlose).toBeCloseTo(42, 10);
  });

  it('totals stake and win/loss of the daily rows', () => {
    expect(
      statementTotals([
        { stake: 1500, winloss: -320.5 },
        { stake: 200, winloss: 180.25 },
      ]),
    ).toEqual({ stake: 1700, winloss: -140.25 });
    expect(statementTotals([])).toEqual({ stake: 0, winloss: 0 });
  });
});

describe('first-login title', () => {
  it('splits at <br> in any spelling, as plain text', () => {
    expect(titleLines('Welcome<br>to the sportsbook')).toEqual(['Welcome', 'to the sportsbook']);
    expect(titleLines('A<BR/>B<br />C')).toEqual(['A', 'B', 'C']);
    expect(titleLines('<img src=x onerror=alert(1)><br>hi')).toEqual([
      '<img src=x onerror=alert(1)>',
      'hi',
    ]);
  });
});

function result(sportId: number, leagueId: number, status = 'Completed'): ResultEvent {
  return {
    sportId,
    sport: sportId === 1 ? 'Football' : 'Muay Thai',
    leagueId,
    leagueTh: `ลีก ${leagueId}`,
    leagueEn: `League ${leagueId}`,
    homeTh: 'เหย้า',
    homeEn: 'Home',
    awayTh: 'เยือน',
    awayEn: 'Away',
    settleTime: '2026-11-21 21:00:00',
    firstHalfHome: '1',
    firstHalfAway: '0',
    fullTimeHome: '2',
    fullTimeAway: '1',
    status,
  };
}

describe('results view', () => {
  const results = [
    result(1, 501),
    result(44, 4401, 'Running'),
    result(1, 502, 'Cancel'),
    result(1, 501),
  ];

  it('offers the sports of the day and narrows the league options to the chosen sport', () => {
    expect(sportOptions(results).map((s) => s.id)).toEqual([1, 44]);
    expect(leagueOptions(results, null, 'en').map((l) => l.id)).toEqual([501, 4401, 502]);
    expect(leagueOptions(results, 1, 'th')).toEqual([
      { id: 501, name: 'ลีก 501' },
      { id: 502, name: 'ลีก 502' },
    ]);
  });

  it('groups by league after the sport and league filters', () => {
    expect(
      groupByLeague(results, { sportId: null, leagueId: null }, 'en').map((l) => [
        l.leagueId,
        l.events.length,
      ]),
    ).toEqual([
      [501, 2],
      [4401, 1],
      [502, 1],
    ]);
    expect(
      groupByLeague(results, { sportId: 1, leagueId: 502 }, 'en').map((l) => l.leagueId),
    ).toEqual([502]);
    expect(groupByLeague(results, { sportId: 44, leagueId: 501 }, 'en')).toEqual([]);
  });

  it('shows a score as home-away, or - when the half has none yet', () => {
    expect(score('2', '1')).toBe('2-1');
    expect(score('', '')).toBe('-');
  });
});

describe('favorites popup groups', () => {
  it('groups dataFavorites by sport with event counts per sport and tournament', () => {
    const groups = favoriteGroups([
      { tournamentId: 501, sportTypeId: 1, sportName: 'Football', event_id: [1, 2] },
      { tournamentId: 4401, sportTypeId: 44, sportName: 'Muay Thai', event_id: [9] },
      { tournamentId: 502, sportTypeId: 1, sportName: 'Football', event_id: [3] },
    ]);
    expect(groups).toEqual([
      {
        sportTypeId: 1,
        sportName: 'Football',
        count: 3,
        tournaments: [
          { tournamentId: 501, count: 2 },
          { tournamentId: 502, count: 1 },
        ],
      },
      {
        sportTypeId: 44,
        sportName: 'Muay Thai',
        count: 1,
        tournaments: [{ tournamentId: 4401, count: 1 }],
      },
    ]);
  });
});

describe('announcement text', () => {
  it('is in the member language, falling back to the other one', () => {
    const item = { dateTime: '', contentTh: 'ไทย', contentEn: 'English' };
    expect(announcementText(item, 'th')).toBe('ไทย');
    expect(announcementText(item, 'en')).toBe('English');
    expect(announcementText({ ...item, contentEn: '' }, 'en')).toBe('ไทย');
  });

  it('marks the fallback text with its language and the member language with none', () => {
    const item = { dateTime: '', contentTh: 'ไทย', contentEn: 'English' };
    expect(announcementLang(item, 'en')).toBeUndefined();
    expect(announcementLang({ ...item, contentEn: '' }, 'en')).toBe('th');
    expect(announcementLang({ ...item, contentTh: '' }, 'th')).toBe('en');
  });
});
