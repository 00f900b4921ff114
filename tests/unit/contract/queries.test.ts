// The requests' fixed words, and the one "restart the lists" rule written out by hand: which
// change of the member's settings makes the odds lists start afresh (the calls send it) and which
// keeps them (the calls do not: an odds type the calls override, the leagues, the layout).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EARLY_SORT_TIME,
  NAV_SIDE_MENU,
  PAYLOAD_LANG,
  TICKET_QUERY_REQUIRED,
  listsRestart,
  oddsListsKey,
} from '@contract/queries';
import type { OddsListSettings } from '@contract/queries';
import { BET_TYPES, ODDS_TYPES, SORT_TIMES } from '@contract/wire';

const FOOTBALL: OddsListSettings = {
  sportTypeId: 1,
  betType: 'sc',
  oddsType: 'MY',
  sortTime: 'all',
  earlyDate: '',
};

describe('the requests’ fixed words', () => {
  it('payloads in Thai, lists from the side menu, the early list with every kickoff time', () => {
    expect(PAYLOAD_LANG).toBe('th');
    expect(NAV_SIDE_MENU).toBe('side-menu');
    expect(EARLY_SORT_TIME).toBe('all');
  });

  it('a ticket call needs the market, the event, the odds id and the option', () => {
    expect(TICKET_QUERY_REQUIRED).toEqual(['market_type', 'event_id', 'odd_id', 'option']);
  });
});

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
    expect(
      listsRestart(board, { ...board, tableType: 'd-line', leagueAll: false, leagueIds: [501] }),
    ).toBe(false);
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
