// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { decodeOddsReply, toNumber, toText } from '@workers/odds/core/decode';

// What the decoder reads from each awkward field an operator may send (the tests the surviving
// mutants of decode.ts showed missing).

function onlyEvent(structures: string[], row: unknown[]) {
  const reply = decodeOddsReply({ state: true, structures, data: [row] });
  if (!reply.ok) throw new Error(`not decoded: ${reply.message}`);
  expect(reply.events).toHaveLength(1);
  return reply.events[0]!;
}

describe('decode: each field as sent', () => {
  it('reads true and false as 1 and 0 in a number field, and "true" in a text field', () => {
    expect(toNumber(true)).toBe(1);
    expect(toNumber(false)).toBe(0);
    expect(toNumber('2.5')).toBe(2.5);
    expect(toNumber('abc')).toBe(0);
    expect(toNumber(Number.POSITIVE_INFINITY)).toBe(0);
    expect(toNumber({})).toBe(0);
    expect(toText(true)).toBe('true');
    expect(toText(false)).toBe('false');
    expect(toText(12)).toBe('12');
    expect(toText(Number.NaN)).toBe('');
    expect(toText(Number.NEGATIVE_INFINITY)).toBe('');
    expect(toText({ a: 1 })).toBe('');
    expect(toText(['x'])).toBe('');
    const event = onlyEvent(['event_id', 'is_live', 'home_en', 'period'], [90100, true, 7, false]);
    expect(event).toMatchObject({ is_live: 1, home_en: '7', period: 'false' });
  });

  it('keeps every market the spec names, first half ones and odd/even too', () => {
    const markets = ['Handicap', 'OverUnder', '1x2', 'OE', 'FH_Handicap', 'FH_OverUnder', 'FH_1x2'];
    const event = onlyEvent(
      ['event_id', 'odds'],
      [
        90101,
        markets.map((market_type, sort) => ({ market_type, sort_row: sort + 1, prices: [] })),
      ],
    );
    expect(event.odds.map((entry) => entry.market_type)).toEqual(markets);
    expect(event.odds.map((entry) => entry.sort_row)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('reads the favourite side as "1" or "2" (numbers too), anything else as none', () => {
    const sides = ['1', '2', 1, 2, '3', 0, 'h', '', null];
    const event = onlyEvent(
      ['event_id', 'odds'],
      [90102, sides.map((in_who) => ({ market_type: 'Handicap', in_who, prices: [] }))],
    );
    expect(event.odds.map((entry) => entry.in_who)).toEqual([
      '1',
      '2',
      '1',
      '2',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('gives an event whose tournament is not an object an empty tournament', () => {
    for (const tournament of [null, 'EPL', 501, ['EPL']]) {
      const event = onlyEvent(['event_id', 'tournament'], [90103, tournament]);
      expect(event.tournament).toEqual({
        tournament_id: 0,
        name_en: '',
        name_th: '',
        info_en: '',
        info_th: '',
      });
    }
  });

  it('skips row settings, odds entries and prices that are not objects, and reads a prices field that is not a list as none', () => {
    const event = onlyEvent(
      ['event_id', 'setting_w_b_l', 'odds'],
      [
        90104,
        [null, 3, 'x', [1], { sort_row: 2, w_is_open: 1, st_w_is_open: 0 }],
        [
          null,
          'Handicap',
          ['Handicap'],
          { market_type: 'OverUnder', point: 2.5, prices: 'h:1.9' },
          { market_type: '1x2', prices: [null, 'h', ['h', 2], { option: 'h', price: '2.1' }] },
        ],
      ],
    );
    expect(event.setting_w_b_l).toEqual([{ sort_row: 2, w_is_open: 1, st_w_is_open: 0 }]);
    expect(event.odds.map((entry) => entry.market_type)).toEqual(['OverUnder', '1x2']);
    expect(event.odds[0]?.prices).toEqual([]);
    expect(event.odds[1]?.prices).toEqual([{ option: 'h', price: 2.1 }]);
  });

  it('reads a prices field sent as an object (not a list) as no prices, without failing', () => {
    const event = onlyEvent(
      ['event_id', 'odds'],
      [90108, [{ market_type: 'Handicap', point: 0.5, prices: { h: 0.9, a: -0.8 } }]],
    );
    expect(event.odds).toHaveLength(1);
    expect(event.odds[0]?.prices).toEqual([]);
  });

  it('skips and counts an event that is not a list, even text of digits or an object by position', () => {
    const reply = decodeOddsReply({
      state: true,
      structures: ['event_id', 'home_en'],
      data: ['90109', { 0: 90110, 1: 'Arsenal' }, [90111, 'Chelsea']],
    });
    expect(reply).toMatchObject({ ok: true, skipped: 2 });
    expect(reply.ok && reply.events.map((event) => [event.event_id, event.home_en])).toEqual([
      [90111, 'Chelsea'],
    ]);
  });

  it('keeps calculate_data_odds_all as sent, and reads it as "" when null, undefined or missing', () => {
    const calculated = { handicap: [0.5, 0.9] };
    const structures = ['event_id', 'calculate_data_odds_all'];
    expect(onlyEvent(structures, [90112, calculated]).calculate_data_odds_all).toEqual(calculated);
    expect(onlyEvent(structures, [90113, 0]).calculate_data_odds_all).toBe(0);
    expect(onlyEvent(structures, [90114, null]).calculate_data_odds_all).toBe('');
    expect(onlyEvent(structures, [90115, undefined]).calculate_data_odds_all).toBe('');
    expect(onlyEvent(structures, [90116]).calculate_data_odds_all).toBe('');
  });

  it('refuses a reply with events whose structures name anything but text', () => {
    expect(
      decodeOddsReply({ state: true, structures: ['event_id', 7], data: [[90117, 'x']] }),
    ).toEqual({ ok: false, message: 'error' });
    expect(
      decodeOddsReply({ state: true, structures: [null, 'event_id'], data: [[null, 90118]] }),
    ).toEqual({ ok: false, message: 'error' });
  });

  it('an event repeated in one reply is listed once, at its first place, with its last content', () => {
    const reply = decodeOddsReply({
      state: true,
      structures: ['event_id', 'home_en'],
      data: [
        [90119, 'Arsenal'],
        [90120, 'Liverpool'],
        [90119, 'Arsenal FC'],
      ],
    });
    expect(reply.ok && reply.events.map((event) => [event.event_id, event.home_en])).toEqual([
      [90119, 'Arsenal FC'],
      [90120, 'Liverpool'],
    ]);
  });

  it('reads a setting list that is not a list as none', () => {
    expect(
      onlyEvent(['event_id', 'setting_w_b_l'], [90105, { sort_row: 1 }]).setting_w_b_l,
    ).toEqual([]);
  });

  it('takes the first place of a name structures repeats', () => {
    const event = onlyEvent(['event_id', 'home_en', 'home_en'], [90106, 'Arsenal', 'Stray']);
    expect(event.home_en).toBe('Arsenal');
  });

  it('reads fields past the end of a short row as missing: defaults, and null for unknown names', () => {
    const event = onlyEvent(['event_id', 'weather', 'home_en', 'is_live', 'odds'], [90107]);
    expect(event).toMatchObject({ home_en: '', is_live: 0, odds: [] });
    expect(event.extra).toEqual({ weather: null });
  });

  it('lists only readable closed event ids', () => {
    const reply = decodeOddsReply({
      state: true,
      data: [],
      event_close_id: [90017, 0, '90018', 'x', null, 90019.5],
    });
    expect(reply.ok && reply.eventCloseIds).toEqual([90017, 90018, 90019.5]);
    expect(decodeOddsReply({ state: true, data: [], event_close_id: 90017 })).toMatchObject({
      eventCloseIds: [],
    });
  });

  it('passes the API’s own failure message on, and says "error" when it gives none', () => {
    expect(decodeOddsReply({ state: false, message: 'session is undefined.' })).toEqual({
      ok: false,
      message: 'session is undefined.',
    });
    expect(decodeOddsReply({ state: false, message: '' })).toEqual({ ok: false, message: 'error' });
    expect(decodeOddsReply({ state: false })).toEqual({ ok: false, message: 'error' });
    expect(decodeOddsReply('nope')).toEqual({ ok: false, message: 'error' });
  });

  it('accepts an empty list without structures, and reads the change id', () => {
    expect(decodeOddsReply({ state: true, data: [], change_id: '77', fullload: false })).toEqual({
      ok: true,
      fullload: false,
      changeId: 77,
      eventCloseIds: [],
      events: [],
      skipped: 0,
    });
  });
});
