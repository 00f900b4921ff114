// @ts-nocheck
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeOddsReply } from '@workers/odds/core/decode';
import { createListState, refreshList } from '@workers/odds/core/pipeline';
import { EVENT_FIELDS } from '@contract/oddsList';
import { createOddsFixture, createRandom, shuffled } from '@tests/fixtures/odds/generate';
import { oddsEvent, oddsReply } from '@tests/fixtures/odds/events';

function decodedEvents(payload: unknown) {
  const reply = decodeOddsReply(payload);
  if (!reply.ok) throw new Error(`not decoded: ${reply.message}`);
  return reply.events;
}

describe('decode', () => {
  it("rebuilds the member API's example odds reply by the names in structures", () => {
    const reply = decodeOddsReply({
      state: true,
      message: 'ok',
      change_id: 1042,
      fullload: false,
      event_close_id: [90017, 90233],
      structures: [...EVENT_FIELDS],
      data: [
        [
          90001,
          1,
          {
            tournament_id: 501,
            name_en: 'English Premier League',
            name_th: 'อังกฤษ พรีเมียร์ลีก',
            info_en: '',
            info_th: '',
          },
          'Arsenal',
          'อาร์เซนอล',
          'Chelsea',
          'เชลซี',
          '2026-11-21 19:30:00',
          '19:30',
          1,
          null,
          '2',
          12,
          '1',
          '0',
          '0',
          '1',
          [{ sort_row: 1, w_is_open: 1, st_w_is_open: 1 }],
          [
            {
              market_type: 'Handicap',
              sort_row: 1,
              in_who: '1',
              id: 700001,
              odds_id: 880001,
              point: 0.75,
              calcBall_h: '0.5-1',
              calcBall_a: '',
              prices: [
                { option: 'h', price: 0.92 },
                { option: 'a', price: -0.98 },
              ],
            },
          ],
          null,
        ],
      ],
    });
    expect(reply).toMatchObject({
      ok: true,
      fullload: false,
      changeId: 1042,
      eventCloseIds: [90017, 90233],
      skipped: 0,
    });
    const [event] = reply.ok ? reply.events : [];
    expect(event).toMatchObject({
      event_id: 90001,
      sport_type_id: 1,
      home_en: 'Arsenal',
      away_th: 'เชลซี',
      is_live: 1,
      channel_live: '',
      period: '2',
      period_start_time: 12,
      live_home_score: '1',
      live_away_score: '0',
      away_red_cards: '1',
      calculate_data_odds_all: '',
    });
    expect(event?.odds[0]).toEqual({
      market_type: 'Handicap',
      sort_row: 1,
      in_who: '1',
      id: 700001,
      odds_id: 880001,
      point: 0.75,
      calcBall_h: '0.5-1',
      calcBall_a: '',
      prices: [
        { option: 'h', price: 0.92 },
        { option: 'a', price: -0.98 },
      ],
    });
  });

  it('turns null into "" and reads numeric fields with Number(), NaN as 0', () => {
    const structures = [
      'event_id',
      'period',
      'period_start_time',
      'is_live',
      'live_home_score',
      'setting_w_b_l',
      'odds',
      'home_en',
    ];
    const [event] = decodedEvents({
      state: true,
      structures,
      data: [
        [
          '90002',
          2,
          'abc',
          '1',
          null,
          [{ sort_row: '2', w_is_open: 'x', st_w_is_open: null }],
          [
            {
              market_type: 'OverUnder',
              sort_row: '1',
              point: '2.25',
              id: 'n',
              odds_id: 5,
              prices: [{ option: 'h', price: '0.9' }],
            },
          ],
          null,
        ],
      ],
    });
    expect(event).toMatchObject({
      event_id: 90002,
      period: '2',
      period_start_time: 0,
      is_live: 1,
      live_home_score: '',
      home_en: '',
    });
    expect(event?.setting_w_b_l).toEqual([{ sort_row: 2, w_is_open: 0, st_w_is_open: 0 }]);
    expect(event?.odds[0]).toMatchObject({
      sort_row: 1,
      point: 2.25,
      id: 0,
      odds_id: 5,
      prices: [{ option: 'h', price: 0.9 }],
    });
  });

  it('keeps names it does not know on the event, apart from the fields it reads', () => {
    const [event] = decodedEvents({
      state: true,
      structures: ['event_id', 'weather', 'home_en'],
      data: [[90003, 'rain', 'Ajax']],
    });
    expect(event).toMatchObject({ event_id: 90003, home_en: 'Ajax', extra: { weather: 'rain' } });
  });

  it('skips events without a readable event_id and keeps the rest', () => {
    const reply = decodeOddsReply({
      state: true,
      structures: ['event_id'],
      data: [[0], 'junk', [null], [90004]],
    });
    expect(reply).toMatchObject({ ok: true, skipped: 3 });
    expect(reply.ok && reply.events.map((event) => event.event_id)).toEqual([90004]);
  });

  it('drops odds entries of unknown markets and prices of unknown options', () => {
    const [event] = decodedEvents({
      state: true,
      structures: ['event_id', 'odds'],
      data: [
        [
          90005,
          [
            { market_type: 'Corners', prices: [] },
            {
              market_type: '1x2',
              prices: [
                { option: 'z', price: 2 },
                { option: 'x', price: 3.1 },
              ],
            },
          ],
        ],
      ],
    });
    expect(event?.odds).toHaveLength(1);
    expect(event?.odds[0]?.prices).toEqual([{ option: 'x', price: 3.1 }]);
  });

  it('reports a reply that is not a valid odds reply as an error', () => {
    expect(decodeOddsReply({ state: false, message: 'error', data: [] })).toEqual({
      ok: false,
      message: 'error',
    });
    expect(decodeOddsReply(null)).toEqual({ ok: false, message: 'error' });
    expect(decodeOddsReply({ state: true, data: 'x' })).toMatchObject({ ok: false });
    expect(decodeOddsReply({ state: true, data: [[1]] })).toMatchObject({ ok: false });
  });

  it('reads a reply without fullload as a full load, and one without change_id as asking for a full load next', () => {
    expect(decodeOddsReply({ state: true, data: [] })).toMatchObject({
      ok: true,
      fullload: true,
      changeId: null,
    });
  });

  it('gives the same events whatever the order of structures (property)', () => {
    const fixture = createOddsFixture({ events: 30, seed: 7 });
    const inOrder = decodedEvents(fixture.full());
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const structures = shuffled(createRandom(seed), EVENT_FIELDS);
        const reordered = fixture.full();
        reordered.structures = structures;
        reordered.data = fixture.events.map((event) =>
          structures.map((name) => event[name] as unknown),
        );
        expect(decodedEvents(reordered)).toEqual(inOrder);
      }),
      { numRuns: 50 },
    );
  });

  it('never throws, whatever the payload (property)', () => {
    const field = fc.oneof(fc.anything(), fc.constantFrom(...EVENT_FIELDS));
    const payload = fc.oneof(
      fc.anything(),
      fc.record({
        state: fc.oneof(fc.constant(true), fc.anything()),
        structures: fc.oneof(fc.array(field), fc.anything()),
        data: fc.oneof(fc.array(fc.oneof(fc.array(fc.anything()), fc.anything())), fc.anything()),
        fullload: fc.anything(),
        change_id: fc.anything(),
        event_close_id: fc.anything(),
      }),
    );
    fc.assert(
      fc.property(payload, (value) => {
        const reply = decodeOddsReply(value);
        expect(typeof reply.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });

  it('a whole refresh never throws either: garbage leaves the list as it was (property)', () => {
    const query = {
      kind: 'live',
      layout: 'd-line',
      betType: 'mix',
      sortTypeTime: 'time',
      sortTime: 'all',
      leagueAll: true,
      leagueIds: [],
    } as const;
    const held = refreshList(
      createListState(query),
      createOddsFixture({ events: 5, seed: 9, live: true }).full(),
      query,
    ).state;
    const event = fc.array(
      fc.oneof(
        fc.anything(),
        fc.array(
          fc.record({
            market_type: fc.constantFrom('Handicap', '1x2', 'OE'),
            sort_row: fc.anything(),
            prices: fc.anything(),
          }),
        ),
      ),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            state: fc.constant(true),
            fullload: fc.boolean(),
            structures: fc.constant([...EVENT_FIELDS]),
            data: fc.array(event, { maxLength: 5 }),
          }),
        ),
        (payload) => {
          const result = refreshList(held, payload, query);
          // A delta that cannot follow the list held posts nothing and asks for a full load.
          if (result.message === null) expect(result.state.list.changeId).toBeNull();
          else expect(['odds.full', 'odds.delta', 'odds.error']).toContain(result.message.type);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads every generated event back as built', () => {
    const event = oddsEvent();
    expect(decodedEvents(oddsReply([event]))).toEqual([event]);
  });
});
