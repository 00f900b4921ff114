// @ts-nocheck
// The ticket call's pick reader and the refused confirm's pick errors: each wire value and its
// reading, written out by hand.
import { describe, expect, it } from 'vitest';
import { readPickError, readTicketPick } from '@contract/ticket';

const PICK = {
  league_name_en: 'League',
  league_name_th: 'ลีก',
  market_type: 'Handicap',
  in_who: '1',
  point: -0.5,
  event_id: 101,
  id: 7,
  odd_id: 55,
  option: 'h',
  price: 0.92,
  price_before: 0.9,
  bet_choice: 'Home',
  h_score: '0',
  a_score: '1',
  is_live: 1,
  min_bet: 10,
  max_bet: 5000,
  max_pay_bill_sport: 20000,
  home_en: 'Home FC',
  home_th: 'ทีมเหย้า',
  away_en: 'Away FC',
  away_th: 'ทีมเยือน',
  sport_type_id: 1,
  odds_type: 'HK',
};

describe('readTicketPick', () => {
  it('reads an open pick as sent (fields the front end does not keep are left out)', () => {
    expect(
      readTicketPick({ ...PICK, odd: 0.9, betTicketType: 'x', lang: 'en', real_kickoff_time: 'y' }),
    ).toEqual(PICK);
  });

  it.each([
    ['closed (null)', null],
    ['a list', [PICK]],
    ['text', 'x'],
    ['an unknown market', { ...PICK, market_type: 'Corners' }],
    ['no market', { ...PICK, market_type: undefined }],
    ['an unknown option', { ...PICK, option: 'o' }],
    ['no option', { ...PICK, option: undefined }],
  ])('%s reads as no pick', (_, data) => {
    expect(readTicketPick(data)).toBeNull();
  });

  it.each([
    ['OverUnder', 'a'],
    ['1x2', 'x'],
  ])('market %s with option %s is read', (market, option) => {
    expect(readTicketPick({ ...PICK, market_type: market, option })).toMatchObject({
      market_type: market,
      option,
    });
  });

  it('no price_before reads as the price now; a price_before sent is read even when 0', () => {
    expect(readTicketPick({ ...PICK, price_before: undefined })?.price_before).toBe(0.92);
    expect(readTicketPick({ ...PICK, price_before: 0 })?.price_before).toBe(0);
    expect(readTicketPick({ ...PICK, price_before: '0.85' })?.price_before).toBe(0.85);
  });

  it.each([
    [1, 1],
    ['1', 1],
    [0, 0],
    [2, 0],
    [true, 1],
    [false, 0],
    [undefined, 0],
  ])('is_live %s reads as %s', (sent, read) => {
    expect(readTicketPick({ ...PICK, is_live: sent })?.is_live).toBe(read);
  });

  it.each([
    ['MY', 'MY'],
    ['EU', 'EU'],
    ['HK', 'HK'],
    ['my', 'MY'],
    [undefined, 'MY'],
  ])('odds_type %s reads as %s', (sent, read) => {
    expect(readTicketPick({ ...PICK, odds_type: sent })?.odds_type).toBe(read);
  });

  it('fields of the wrong type read as their empty values', () => {
    expect(
      readTicketPick({
        market_type: 'Handicap',
        option: 'h',
        price: 'x',
        point: null,
        in_who: 1,
        home_en: {},
      }),
    ).toEqual({
      league_name_en: '',
      league_name_th: '',
      market_type: 'Handicap',
      in_who: '1',
      point: 0,
      event_id: 0,
      id: 0,
      odd_id: 0,
      option: 'h',
      price: 0,
      price_before: 0,
      bet_choice: '',
      h_score: '',
      a_score: '',
      is_live: 0,
      min_bet: 0,
      max_bet: 0,
      max_pay_bill_sport: 0,
      home_en: '',
      home_th: '',
      away_en: '',
      away_th: '',
      sport_type_id: 0,
      odds_type: 'MY',
    });
  });
});

describe('readPickError', () => {
  it.each([
    [
      'a moved price',
      { odd_id: 55, type_error: 'price', price_old: 0.9, price_new: '0.85' },
      { odd_id: 55, type_error: 'price', price_old: 0.9, price_new: 0.85 },
    ],
    [
      'a moved point',
      { odd_id: '55', type_error: 'point', point_new: -0.75, price_new: 1 },
      { odd_id: 55, type_error: 'point', point_new: -0.75 },
    ],
    [
      'a price error with nothing else',
      { type_error: 'price' },
      { odd_id: 0, type_error: 'price', price_old: 0, price_new: 0 },
    ],
    ['an unknown kind', { odd_id: 55, type_error: 'closed' }, null],
    ['no kind', { odd_id: 55 }, null],
    ['null', null, null],
    ['text', 'price', null],
  ])('%s', (_, sent, read) => {
    expect(readPickError(sent)).toEqual(read);
  });
});
