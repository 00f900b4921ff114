// @ts-nocheck
import { MARKET_TYPES } from '@contract/oddsList';
import { marketRefOf } from '@workers/odds/core/view';
import { describe, expect, it } from 'vitest';
import {
  buildListView,
  createListState,
  createViewCache,
  refreshList,
} from '@workers/odds/core/pipeline';
import type { EventView, OddsListView, ViewQuery } from '@workers/odds/core/view';
import type { OddsEvent } from '@contract/oddsList';
import { oddsEntry, oddsEvent, oddsReply } from '@tests/fixtures/odds/events';
import { DEFAULT_VIEW_QUERY, listView, shownEvents } from '@tests/fixtures/odds/views';

/** Row 1 with every market, as a main line has. */
function fullMarketEvent(overrides: Partial<OddsEvent> = {}): OddsEvent {
  return oddsEvent({
    odds: [
      oddsEntry(
        'Handicap',
        { h: 0.92, a: -0.98 },
        { id: 11, odds_id: 21, in_who: '2', point: 0.75, calcBall_a: '0.5-1' },
      ),
      oddsEntry(
        'OverUnder',
        { h: 0.85, a: 0.95 },
        { id: 12, odds_id: 22, point: 2.5, calcBall_h: '2.5' },
      ),
      oddsEntry('1x2', { h: 2.1, x: 3.2, a: 3.4 }, { id: 13, odds_id: 23 }),
      oddsEntry('OE', { h: 0.9, a: 0.9 }, { id: 14, odds_id: 24 }),
      oddsEntry(
        'FH_Handicap',
        { h: 0.8, a: -0.9 },
        { id: 15, odds_id: 25, in_who: '2', point: 0.25, calcBall_a: '0-0.5' },
      ),
      oddsEntry(
        'FH_OverUnder',
        { h: 0.7, a: -0.8 },
        { id: 16, odds_id: 26, point: 1, calcBall_h: '1' },
      ),
      oddsEntry('FH_1x2', { h: 2.9, x: 2.0, a: 4.1 }, { id: 17, odds_id: 27 }),
    ],
    ...overrides,
  });
}

function onlyEvent(events: OddsEvent[], query: Partial<ViewQuery> = {}): EventView {
  const [event] = shownEvents(listView(events, query));
  if (event === undefined) throw new Error('no event shown');
  return event;
}

describe('derived price row', () => {
  it('lays every market of a row side by side under the spec names (double line)', () => {
    const [row] = onlyEvent([fullMarketEvent()], { layout: 'd-line' }).rows;
    expect(row).toMatchObject({
      sort_row_no: 1,
      handicap_point: 0.75,
      handicap_h: 0.92,
      handicap_a: -0.98,
      overUnder_point: 2.5,
      overUnder_h: 0.85,
      overUnder_a: 0.95,
      oneXtwo_h: 2.1,
      oneXtwo_x: 3.2,
      oneXtwo_a: 3.4,
      oe_h: 0.9,
      oe_a: 0.9,
      fh_handicap_point: 0.25,
      fh_handicap_h: 0.8,
      fh_handicap_a: -0.9,
      fh_overUnder_point: 1,
      fh_overUnder_h: 0.7,
      fh_overUnder_a: -0.8,
      fh_oneXtwo_h: 2.9,
      fh_oneXtwo_x: 2.0,
      fh_oneXtwo_a: 4.1,
      calcBall_h: '',
      calcBall_a: '0.5-1',
      calcBall_h_overUnder: '2.5',
      calcBall_a_overUnder: '',
      fh_calcBall_h: '',
      fh_calcBall_a: '0-0.5',
      fh_calcBall_h_overUnder: '1',
      fh_calcBall_a_overUnder: '',
      price_change: undefined,
    });
  });

  it('carries the ids a ticket pick needs for each market', () => {
    const [row] = onlyEvent([fullMarketEvent()], { layout: 'd-line' }).rows;
    const markets = row?.markets ?? '';
    expect(marketRefOf(markets, 'Handicap')).toEqual({
      id: 11,
      odds_id: 21,
      in_who: '2',
      point: 0.75,
    });
    expect(marketRefOf(markets, 'FH_1x2')).toEqual({ id: 17, odds_id: 27, in_who: '', point: 0 });
  });

  it('the full-time line table fills only full-time handicap and over/under', () => {
    const [row] = onlyEvent([fullMarketEvent()], { layout: 'f-line' }).rows;
    expect(row?.handicap_h).toBe(0.92);
    expect(row?.overUnder_a).toBe(0.95);
    expect(row?.oneXtwo_h).toBeUndefined();
    expect(row?.fh_handicap_h).toBeUndefined();
    expect(MARKET_TYPES.filter((market) => marketRefOf(row?.markets ?? '', market))).toEqual([
      'Handicap',
      'OverUnder',
    ]);
  });

  it('the half-time table fills only first-half handicap, over/under and 1x2', () => {
    const [row] = onlyEvent([fullMarketEvent()], { layout: 'h-line' }).rows;
    expect(row?.handicap_h).toBeUndefined();
    expect(row).toMatchObject({ fh_handicap_h: 0.8, fh_overUnder_h: 0.7, fh_oneXtwo_x: 2.0 });
  });

  it('leaves a zero price blank', () => {
    const [row] = onlyEvent([oddsEvent({ odds: [oddsEntry('Handicap', { h: 0, a: 0.9 })] })]).rows;
    expect(row?.handicap_h).toBeUndefined();
    expect(row?.handicap_a).toBe(0.9);
  });

  it('orders rows by sort_row', () => {
    const event = oddsEvent({
      setting_w_b_l: [],
      odds: [
        oddsEntry('Handicap', { h: 0.5 }, { sort_row: 3 }),
        oddsEntry('Handicap', { h: 0.6 }, { sort_row: 1 }),
      ],
    });
    expect(onlyEvent([event]).rows.map((row) => row.sort_row_no)).toEqual([1, 3]);
  });
});

describe('price_change', () => {
  const query: ViewQuery = { ...DEFAULT_VIEW_QUERY, layout: 'd-line' };
  function refreshed(...events: OddsEvent[][]) {
    let state = createListState(query);
    const views: OddsListView[] = [];
    for (const list of events) {
      state = refreshList(state, oddsReply(list), query).state;
      views.push(state.view!);
    }
    return views.map((view) => shownEvents(view)[0]!.rows[0]!);
  }
  const withPrices = (handicapH: number, oneXtwoX: number) =>
    oddsEvent({
      odds: [
        oddsEntry('Handicap', { h: handicapH, a: -0.9 }, { id: 1, odds_id: 1 }),
        oddsEntry('1x2', { h: 2, x: oneXtwoX, a: 3 }, { id: 2, odds_id: 2 }),
      ],
    });

  it('marks each price that rose (true) or fell (false) since the previous refresh, nothing for unchanged ones', () => {
    const [, second] = refreshed([withPrices(0.9, 3.1)], [withPrices(0.94, 3.0)]);
    expect(second?.price_change).toEqual({ handicap_h: true, oneXtwo_x: false });
  });

  it('has no change on the first load, and clears the flags when the next refresh moves nothing', () => {
    const [first, second, third] = refreshed(
      [withPrices(0.9, 3.1)],
      [withPrices(0.94, 3.1)],
      [withPrices(0.94, 3.1)],
    );
    expect(first?.price_change).toBeUndefined();
    expect(second?.price_change).toEqual({ handicap_h: true });
    expect(third?.price_change).toBeUndefined();
  });
});

describe('event view', () => {
  it('single line: +N counts which of 1x2, FH_1x2 and odd/even have any price', () => {
    expect(onlyEvent([fullMarketEvent()], { layout: 's-line' }).moreCount).toBe(3);
    expect(onlyEvent([oddsEvent()], { layout: 's-line' }).moreCount).toBe(0);
    const withOddEven = oddsEvent({
      odds: [oddsEntry('Handicap', { h: 0.9 }), oddsEntry('OE', { a: 0.9 })],
    });
    expect(onlyEvent([withOddEven], { layout: 's-line' }).moreCount).toBe(1);
  });

  it('double line: the first cell spans 3, 6 or 9 rows for 1, 2 or 3 price rows', () => {
    const rows = (count: number) =>
      oddsEvent({
        setting_w_b_l: [],
        odds: Array.from({ length: count }, (_, i) =>
          oddsEntry('Handicap', { h: 0.9 }, { sort_row: i + 1 }),
        ),
      });
    expect(
      [1, 2, 3].map((count) => onlyEvent([rows(count)], { layout: 'd-line' }).rowSpan),
    ).toEqual([3, 6, 9]);
    expect(onlyEvent([rows(2)], { layout: 'f-line' }).rowSpan).toBe(2);
  });

  it('Muay Thai (sport 44): handicap, over/under and odd/even', () => {
    const view = listView([fullMarketEvent({ sport_type_id: 44 })], { layout: 'muay' });
    const [row] = shownEvents(view)[0]!.rows;
    expect(view.layout).toBe('muay');
    expect(row).toMatchObject({
      handicap_h: 0.92,
      overUnder_h: 0.85,
      oe_a: 0.9,
      oneXtwo_h: undefined,
      fh_handicap_h: undefined,
    });
  });

  it('match clock: HT at period 5', () => {
    expect(onlyEvent([oddsEvent({ is_live: 1, period: '5' })]).head.clock).toEqual({
      kind: 'half-time',
    });
  });

  it('match clock: a running match shows period, minute and start time', () => {
    const head = onlyEvent([
      oddsEvent({ is_live: 1, period: '2', period_start_time: 12, show_time: '19:30' }),
    ]).head;
    expect(head.clock).toEqual({ kind: 'running', period: '2', minute: 12, startTime: '19:30' });
  });

  it('match clock: an event not started shows its kickoff in 24-hour form with its day', () => {
    const head = onlyEvent([oddsEvent({ real_kickoff_time: '2026-11-22 03:05:00' })], {
      kind: 'early',
    }).head;
    expect(head.clock).toEqual({ kind: 'kickoff', time: '03:05', day: '22/11' });
  });

  it('red cards by count, none for "0"', () => {
    const head = onlyEvent([oddsEvent({ home_red_cards: '2', away_red_cards: '0' })]).head;
    expect([head.homeRedCards, head.awayRedCards]).toEqual([2, 0]);
  });

  it('favourite side from in_who of the handicap: 1 home, 2 away', () => {
    expect(onlyEvent([fullMarketEvent()]).head.favourite).toBe('away');
    expect(onlyEvent([oddsEvent()]).head.favourite).toBe('home');
  });

  it('keeps both languages of the names and the score', () => {
    const head = onlyEvent([oddsEvent({ live_home_score: '2', live_away_score: '1' })]).head;
    expect(head).toMatchObject({
      home_en: 'Arsenal',
      home_th: 'อาร์เซนอล',
      away_en: 'Chelsea',
      away_th: 'เชลซี',
      homeScore: '2',
      awayScore: '1',
    });
  });

  it('bullfight font for category 10035 only', () => {
    expect(onlyEvent([oddsEvent({ sport_type_id: 10035 })]).head.bullfightFont).toBe(true);
    expect(onlyEvent([oddsEvent()]).head.bullfightFont).toBe(false);
  });

  it("carries the event's league names for the ticket call", () => {
    expect(onlyEvent([oddsEvent()]).head).toMatchObject({
      league_en: 'English Premier League',
      league_th: 'อังกฤษ พรีเมียร์ลีก',
    });
  });

  it('live icon on a tournament when any of its events has a live channel', () => {
    const view = listView([
      oddsEvent({ event_id: 1 }),
      oddsEvent({ event_id: 2, channel_live: 'ch7' }),
    ]);
    expect(view.groups[0]?.head.liveIcon).toBe(true);
    expect(listView([oddsEvent()]).groups[0]?.head.liveIcon).toBe(false);
  });
});

describe('reuse across refreshes', () => {
  it('an unchanged event keeps its view object; a changed one gets a new one', () => {
    const query = DEFAULT_VIEW_QUERY;
    const a = oddsEvent({ event_id: 1 });
    const b = oddsEvent({ event_id: 2 });
    const first = buildListView(
      { events: [a, b], changeId: 1 },
      query,
      createViewCache(query),
      null,
    );
    const bMoved = { ...b, live_home_score: '1' };
    const second = buildListView(
      { events: [structuredClone(a), bMoved], changeId: 2 },
      query,
      first.cache,
      first.view,
    );
    const [firstA, firstB] = shownEvents(first.view);
    const [secondA, secondB] = shownEvents(second.view);
    expect(secondA).toBe(firstA);
    expect(secondB).not.toBe(firstB);
    expect(secondB?.rows[0]).toBe(firstB?.rows[0]);
  });
});
