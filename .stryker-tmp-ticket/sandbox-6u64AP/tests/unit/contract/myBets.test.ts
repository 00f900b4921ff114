// @ts-nocheck
// The running and settled lists' reader, field by field: each wire value and what the member's
// lists read from it (written out by hand, not computed with the reader's own helpers).
import { describe, expect, it } from 'vitest';
import { readTicketPage } from '@contract/myBets';

const CHOICE = {
  event_id: 101,
  odd_id: 55,
  bet_choice: 'Home',
  bet_choice_lang: 'เจ้าบ้าน',
  market_type: 'Handicap',
  point: -0.5,
  price: 0.92,
  in_who: '1',
  option: 'h',
  h_score: '1',
  a_score: '0',
  is_live: 1,
  home_th: 'ทีมเหย้า',
  home_en: 'Home FC',
  away_th: 'ทีมเยือน',
  away_en: 'Away FC',
  tournament: { name_th: 'ลีก', name_en: 'League' },
  results: {
    first_half_h_socre: '1',
    first_half_a_socre: '0',
    full_time_h_socre: '2',
    full_time_a_socre: '1',
  },
  status: 'won',
};

const TICKET = {
  id: 9,
  trans_time: '2026-11-01 12:00:00',
  action_type: 'sc',
  choice: [CHOICE],
  odds: 0.92,
  odds_type: 'MY',
  stake: 100,
  winlose_amount: 92,
  ticket_status: 'won',
  ip: '10.0.0.1',
};

const META = { current_page: 2, last_page: 3, per_page: 20, total: 45 };

const EMPTY_CHOICE = {
  event_id: 0,
  odd_id: 0,
  bet_choice: '',
  bet_choice_lang: '',
  market_type: '',
  point: 0,
  price: 0,
  in_who: '',
  option: '',
  h_score: '',
  a_score: '',
  is_live: 0,
  home_th: '',
  home_en: '',
  away_th: '',
  away_en: '',
  tournament: { name_th: '', name_en: '' },
  results: {
    first_half_h_socre: '',
    first_half_a_socre: '',
    full_time_h_socre: '',
    full_time_a_socre: '',
  },
  status: '',
};

const page = (ticket: unknown, meta: unknown = META) =>
  readTicketPage({ ticket: { data: [ticket], meta } });

describe('readTicketPage', () => {
  it('reads a well-formed page as sent', () => {
    expect(page(TICKET)).toEqual({ ticket: { data: [TICKET], meta: META } });
  });

  it('numbers sent as digits are read as numbers, numbers sent for text as their digits', () => {
    const read = page({
      ...TICKET,
      id: '9',
      stake: '100',
      odds: '0.92',
      winlose_amount: '-100',
      choice: [{ ...CHOICE, event_id: '101', point: '-0.5', h_score: 1, is_live: '1' }],
    })?.ticket.data[0];
    expect(read).toMatchObject({ id: 9, stake: 100, odds: 0.92, winlose_amount: -100 });
    expect(read?.choice[0]).toMatchObject({ event_id: 101, point: -0.5, h_score: '1', is_live: 1 });
  });

  it('a choice with every field missing reads as its empty values', () => {
    expect(page({ ...TICKET, choice: [{}] })?.ticket.data[0]?.choice).toEqual([EMPTY_CHOICE]);
  });

  it('a tournament or results that are no object read as empty names and scores', () => {
    const choice = page({ ...TICKET, choice: [{ ...CHOICE, tournament: 'x', results: [1] }] })
      ?.ticket.data[0]?.choice[0];
    expect(choice?.tournament).toEqual(EMPTY_CHOICE.tournament);
    expect(choice?.results).toEqual(EMPTY_CHOICE.results);
  });

  it('choices that are no object are dropped; choices that are no list read as none', () => {
    expect(page({ ...TICKET, choice: [null, 'x', CHOICE] })?.ticket.data[0]?.choice).toEqual([
      CHOICE,
    ]);
    expect(page({ ...TICKET, choice: { 0: CHOICE } })?.ticket.data[0]?.choice).toEqual([]);
  });

  it.each([
    ['null (running)', null, null],
    ['missing (running)', undefined, null],
    ['a win', 92, 92],
    ['a loss as digits', '-100', -100],
    ['zero (a draw)', 0, 0],
    ['text that is no number', 'x', 0],
  ])('winlose_amount %s reads as %s', (_, sent, read) => {
    expect(page({ ...TICKET, winlose_amount: sent })?.ticket.data[0]?.winlose_amount).toBe(read);
  });

  it('an ip that is no text reads as none', () => {
    expect(page({ ...TICKET, ip: 10 })?.ticket.data[0]?.ip).toBe('');
    expect(page({ ...TICKET, ip: undefined })?.ticket.data[0]?.ip).toBe('');
  });

  it('tickets that are no object are dropped', () => {
    const read = readTicketPage({ ticket: { data: [null, 3, TICKET], meta: META } });
    expect(read?.ticket.data).toEqual([TICKET]);
  });

  it.each([
    ['as sent', META, META],
    [
      'pages below 1 read as 1',
      { ...META, current_page: 0, last_page: -2 },
      { ...META, current_page: 1, last_page: 1 },
    ],
    [
      'a missing meta: page 1 of 1, total = the rows read',
      null,
      { current_page: 1, last_page: 1, per_page: 0, total: 1 },
    ],
    ['a total of 0 with rows: the rows read', { ...META, total: 0 }, { ...META, total: 1 }],
    ['digits', { current_page: '2', last_page: '3', per_page: '20', total: '45' }, META],
  ])('meta %s', (_, sent, read) => {
    expect(page(TICKET, sent)?.ticket.meta).toEqual(read);
  });

  it('rows that are no list read as an empty page', () => {
    expect(readTicketPage({ ticket: { data: 'x' } })).toEqual({
      ticket: { data: [], meta: { current_page: 1, last_page: 1, per_page: 0, total: 0 } },
    });
  });

  it.each([
    ['null', null],
    ['a list', [TICKET]],
    ['no ticket', {}],
    ['a ticket that is no object', { ticket: 'x' }],
    ['a ticket that is null', { ticket: null }],
  ])('data that is %s reads as nothing', (_, data) => {
    expect(readTicketPage(data)).toBeUndefined();
  });
});
