// @ts-nocheck
// The odds lists' requests written out by hand: their paths (the routes the simulator registers,
// filled in by bet type and call), their fixed words, and the one "restart the lists" rule: which
// change of the member's settings makes the lists start afresh (the calls send it) and which keeps
// them (the calls do not: an odds type the calls override, the leagues, the layout).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EARLY_LIST_PATH,
  EARLY_SORT_TIME,
  NAV_SIDE_MENU,
  ODDS_LIST_ROUTE,
  listsRestart,
  oddsListPath,
  oddsListsKey,
} from '@contract/oddsListQuery';
import type { OddsListSettings } from '@contract/oddsListQuery';
import { ODDS_LIST_CALLS } from '@contract/oddsList';
import { BET_TYPES, ODDS_TYPES, SORT_TIMES } from '@contract/wire';

describe('the lists’ paths', () => {
  it('the route the simulator registers, and the early list’s one path', () => {
    expect(ODDS_LIST_ROUTE).toBe('/api/member/event/:betType/nokey/:call');
    expect(EARLY_LIST_PATH).toBe('/api/member/event/sc/nokey/early');
  });

  it.each([
    ['sc', 'get-live-odds', '/api/member/event/sc/nokey/get-live-odds'],
    ['sc', 'get-nonlive-odds', '/api/member/event/sc/nokey/get-nonlive-odds'],
    ['step', 'get-live-odds_nonfullload', '/api/member/event/step/nokey/get-live-odds_nonfullload'],
    [
      'mix',
      'get-nonlive-odds_nonfullload',
      '/api/member/event/mix/nokey/get-nonlive-odds_nonfullload',
    ],
  ] as const)('a %s list, %s: %s', (betType, call, path) => {
    expect(oddsListPath(betType, call)).toBe(path);
  });

  it('every list path is its route with the bet type and the call in their places', () => {
    for (const betType of BET_TYPES)
      for (const call of ODDS_LIST_CALLS) {
        const [, before, after] = /^(.*):betType(.*):call$/.exec(ODDS_LIST_ROUTE)!;
        expect(oddsListPath(betType, call)).toBe(`${before}${betType}${after}${call}`);
      }
  });
});

describe('the lists’ fixed words', () => {
  it('asked for from the side menu, the early list with every kickoff time', () => {
    expect(NAV_SIDE_MENU).toBe('side-menu');
    expect(EARLY_SORT_TIME).toBe('all');
  });
});

const FOOTBALL: OddsListSettings = {
  sportTypeId: 1,
  betType: 'sc',
  oddsType: 'MY',
  sortTime: 'all',
  earlyDate: '',
};

describe('oddsListsKey: the settings the calls send', () => {
  it.each<[string, OddsListSettings, string]>([
    ['football, single bets, as chosen', FOOTBALL, '1|sc|MY|all|'],
    ['HK chosen', { ...FOOTBALL, oddsType: 'HK' }, '1|sc|HK|all|'],
    [
      'step: EU whatever was chosen',
      { ...FOOTBALL, betType: 'step', oddsType: 'HK' },
      '1|step|EU|all|',
    ],
    ['mix: EU too', { ...FOOTBALL, betType: 'mix', oddsType: 'MY' }, '1|mix|EU|all|'],
    ['Muay Thai: EU too', { ...FOOTBALL, sportTypeId: 44, oddsType: 'HK' }, '44|sc|EU|all|'],
    [
      'kickoffs before 23:00, an early day',
      { ...FOOTBALL, sortTime: 'before', earlyDate: '24/11/2026' },
      '1|sc|MY|before|24/11/2026',
    ],
  ])('%s: %s', (_, settings, key) => {
    expect(oddsListsKey(settings)).toBe(key);
  });
});

describe('listsRestart: which change starts the lists afresh', () => {
  it.each<[string, OddsListSettings, OddsListSettings, boolean]>([
    ['nothing changed', FOOTBALL, { ...FOOTBALL }, false],
    ['another sport', FOOTBALL, { ...FOOTBALL, sportTypeId: 44 }, true],
    ['single to step', FOOTBALL, { ...FOOTBALL, betType: 'step' }, true],
    ['step to mix', { ...FOOTBALL, betType: 'step' }, { ...FOOTBALL, betType: 'mix' }, true],
    ['MY to HK on single bets', FOOTBALL, { ...FOOTBALL, oddsType: 'HK' }, true],
    ['MY to EU on single bets', FOOTBALL, { ...FOOTBALL, oddsType: 'EU' }, true],
    [
      'MY to HK on step (asked for in EU either way)',
      { ...FOOTBALL, betType: 'step' },
      { ...FOOTBALL, betType: 'step', oddsType: 'HK' },
      false,
    ],
    [
      'HK to MY on mix',
      { ...FOOTBALL, betType: 'mix', oddsType: 'HK' },
      { ...FOOTBALL, betType: 'mix' },
      false,
    ],
    [
      'MY to HK on Muay Thai',
      { ...FOOTBALL, sportTypeId: 44 },
      { ...FOOTBALL, sportTypeId: 44, oddsType: 'HK' },
      false,
    ],
    [
      'EU on single bets to step (EU both, another bet type)',
      { ...FOOTBALL, oddsType: 'EU' },
      { ...FOOTBALL, oddsType: 'EU', betType: 'step' },
      true,
    ],
    ['all kickoffs to before 23:00', FOOTBALL, { ...FOOTBALL, sortTime: 'before' }, true],
    [
      'before to after 23:00',
      { ...FOOTBALL, sortTime: 'before' },
      { ...FOOTBALL, sortTime: 'after' },
      true,
    ],
    ['the default early day to every day', FOOTBALL, { ...FOOTBALL, earlyDate: 'Allearly' }, true],
    [
      'one early day to another',
      { ...FOOTBALL, earlyDate: '24/11/2026' },
      { ...FOOTBALL, earlyDate: '25/11/2026' },
      true,
    ],
  ])('%s: %s', (_, before, after, restart) => {
    expect(listsRestart(before, after)).toBe(restart);
    expect(listsRestart(after, before)).toBe(restart);
  });

  it('settings that only narrow or lay out the lists held keep them', () => {
    const board = { ...FOOTBALL, tableType: 'f-line', leagueAll: true, leagueIds: [] as number[] };
    const narrowed = { ...board, tableType: 'd-line', leagueAll: false, leagueIds: [501] };
    expect(listsRestart(board, narrowed)).toBe(false);
  });

  it('restarts exactly when a setting the calls send differs', () => {
    const settings = fc.record({
      sportTypeId: fc.constantFrom(1, 44, 7),
      betType: fc.constantFrom(...BET_TYPES),
      oddsType: fc.constantFrom(...ODDS_TYPES),
      sortTime: fc.constantFrom(...SORT_TIMES),
      earlyDate: fc.constantFrom('', 'Allearly', '24/11/2026'),
    });
    const sent = (s: OddsListSettings) => ({
      ...s,
      oddsType: s.betType !== 'sc' || s.sportTypeId === 44 ? 'EU' : s.oddsType,
    });
    fc.assert(
      fc.property(settings, settings, (a, b) => {
        expect(listsRestart(a, b)).toBe(JSON.stringify(sent(a)) !== JSON.stringify(sent(b)));
      }),
    );
  });
});
