// @ts-nocheck
// A small, fully controlled Market for the HTTP-layer tests: four football events with
// handicap, over/under and 1x2 rows, prices kept in MY and converted on the way out.
// Tests finish events themselves (`finish`) to drive settlement.
import type { OddsType } from '@contract/wire';
import type { OddsListReply, WireOddsEntry, MarketType, PriceOption } from '@contract/oddsList';
import { EVENT_FIELDS } from '@contract/oddsList';
import type { EventResult } from '@contract/history';
import type { PickQuote } from '@contract/ticket';
import type { WireSportMenuItem } from '@contract/member';
import type { ChoiceOutcome, Market } from '@server/market/types';

interface FakeEntry {
  market_type: MarketType;
  id: number;
  odds_id: number;
  in_who: '1' | '2' | '';
  point: number;
  /** MY prices for h/a markets, decimal for 1x2. */
  prices: Partial<Record<PriceOption, number>>;
}

interface FakeEvent {
  event_id: number;
  home_en: string;
  home_th: string;
  away_en: string;
  away_th: string;
  kickoff: string;
  is_live: number;
  h_score: string;
  a_score: string;
  open: boolean;
  entries: FakeEntry[];
}

export const FAKE_LIMITS = { min_bet: 100, max_bet: 20_000, max_pay_bill_sport: 100_000 } as const;
const TOURNAMENT = {
  tournament_id: 501,
  name_en: 'English Premier League',
  name_th: 'อังกฤษ พรีเมียร์ลีก',
  info_en: '',
  info_th: '',
};

function makeEvent(
  n: number,
  home: [string, string],
  away: [string, string],
  myHandicap: [number, number],
): FakeEvent {
  const base = 880000 + n * 10;
  return {
    event_id: 90000 + n,
    home_en: home[0],
    home_th: home[1],
    away_en: away[0],
    away_th: away[1],
    kickoff: '2026-11-21 19:30:00',
    is_live: 0,
    h_score: '0',
    a_score: '0',
    open: true,
    entries: [
      {
        market_type: 'Handicap',
        id: 700000 + n * 10 + 1,
        odds_id: base + 1,
        in_who: '1',
        point: 0.5,
        prices: { h: myHandicap[0], a: myHandicap[1] },
      },
      {
        market_type: 'OverUnder',
        id: 700000 + n * 10 + 2,
        odds_id: base + 2,
        in_who: '',
        point: 2.5,
        prices: { h: 0.85, a: 0.95 },
      },
      {
        market_type: '1x2',
        id: 700000 + n * 10 + 3,
        odds_id: base + 3,
        in_who: '',
        point: 0,
        prices: { h: 2.1, x: 3.3, a: 3.4 },
      },
    ],
  };
}

function isDecimalMarket(marketType: MarketType): boolean {
  return marketType === '1x2' || marketType === 'FH_1x2';
}

/** MY -> EU: a positive p pays 1 + p; a negative p risks |p| to win 1, i.e. 1 + 1/|p|. */
export function myToDecimal(my: number): number {
  return my >= 0 ? 1 + my : 1 + 1 / Math.abs(my);
}

function priceIn(entry: FakeEntry, option: PriceOption, oddsType: OddsType): number | undefined {
  const raw = entry.prices[option];
  if (raw === undefined) return undefined;
  if (isDecimalMarket(entry.market_type) || oddsType === 'MY') return raw;
  const decimal = Number(myToDecimal(raw).toFixed(2));
  return oddsType === 'EU' ? decimal : Number((decimal - 1).toFixed(2));
}

const BET_CHOICES: Record<string, Partial<Record<PriceOption, string>>> = {
  Handicap: { h: 'Home', a: 'Away' },
  OverUnder: { h: 'Over', a: 'Under' },
  '1x2': { h: 'Home', a: 'Away', x: 'Draw' },
};

export interface FakeMarket extends Market {
  /** Finishes an event with a full-time score; the result is emitted to onResult listeners. */
  finish(eventId: number, home: number, away: number, status?: EventResult['status']): EventResult;
  /** The events, for tests that want their ids and names. */
  readonly events: readonly FakeEvent[];
  readonly startMs: number;
}

export function createFakeMarket(startMs = Date.now()): FakeMarket {
  const events: FakeEvent[] = [
    makeEvent(1, ['Arsenal', 'อาร์เซนอล'], ['Chelsea', 'เชลซี'], [0.92, -0.98]),
    makeEvent(2, ['Liverpool', 'ลิเวอร์พูล'], ['Everton', 'เอฟเวอร์ตัน'], [-0.9, 0.8]),
    makeEvent(3, ['Leeds', 'ลีดส์'], ['Fulham', 'ฟูแล่ม'], [0.75, 0.95]),
    makeEvent(4, ['Brighton', 'ไบรท์ตัน'], ['Wolves', 'วูล์ฟส์'], [0.88, 0.98]),
  ];
  const listeners = new Set<(r: EventResult) => void>();
  const results: EventResult[] = [];
  let changeId = 1;

  function findEntry(oddId: number): { event: FakeEvent; entry: FakeEntry } | undefined {
    for (const event of events) {
      const entry = event.entries.find((e) => e.odds_id === oddId);
      if (entry) return { event, entry };
    }
    return undefined;
  }

  function wireEntry(entry: FakeEntry, oddsType: OddsType): WireOddsEntry {
    const options = Object.keys(entry.prices) as PriceOption[];
    return {
      market_type: entry.market_type,
      sort_row: 1,
      in_who: entry.in_who,
      id: entry.id,
      odds_id: entry.odds_id,
      point: entry.point,
      calcBall_h:
        entry.market_type === 'Handicap' && entry.in_who === '1' ? String(entry.point) : '',
      calcBall_a:
        entry.market_type === 'Handicap' && entry.in_who === '2' ? String(entry.point) : '',
      prices: options.map((option) => ({ option, price: priceIn(entry, option, oddsType) ?? 0 })),
    };
  }

  function row(event: FakeEvent, oddsType: OddsType): unknown[] {
    const byField: Record<(typeof EVENT_FIELDS)[number], unknown> = {
      event_id: event.event_id,
      sport_type_id: 1,
      tournament: TOURNAMENT,
      home_en: event.home_en,
      home_th: event.home_th,
      away_en: event.away_en,
      away_th: event.away_th,
      real_kickoff_time: event.kickoff,
      show_time: event.kickoff.slice(11, 16),
      is_live: event.is_live,
      channel_live: null,
      period: '',
      period_start_time: 0,
      live_home_score: event.h_score,
      live_away_score: event.a_score,
      home_red_cards: '0',
      away_red_cards: '0',
      setting_w_b_l: [{ sort_row: 1, w_is_open: 1, st_w_is_open: 1 }],
      odds: event.entries.map((e) => wireEntry(e, oddsType)),
      calculate_data_odds_all: null,
    };
    return EVENT_FIELDS.map((f) => byField[f]);
  }

  const market: FakeMarket = {
    events,
    startMs,
    advance() {},
    get changeId() {
      return changeId;
    },
    oddsList(q): OddsListReply {
      const open = q.list === 'live' ? [] : events.filter((e) => e.open);
      return {
        state: true,
        message: 'ok',
        change_id: changeId,
        fullload: true,
        event_close_id: [],
        structures: [...EVENT_FIELDS],
        data: open.map((e) => row(e, q.oddsType)),
      };
    },
    answersDeltaFrom: () => false,
    menu(): Record<string, WireSportMenuItem> {
      const open = events.filter((e) => e.open).length;
      return {
        '1': { type: 'Football', live: 0, non_live: open, early: 0, step: open, mix: open },
      };
    },
    quote(q): PickQuote | null {
      const found = findEntry(q.oddId);
      if (
        !found ||
        !found.event.open ||
        found.event.event_id !== q.eventId ||
        found.entry.market_type !== q.marketType
      )
        return null;
      const { event, entry } = found;
      const price = priceIn(entry, q.option, q.oddsType);
      if (price === undefined) return null;
      return {
        event_id: event.event_id,
        id: entry.id,
        odd_id: entry.odds_id,
        sport_type_id: 1,
        market_type: entry.market_type,
        option: q.option,
        in_who: entry.in_who,
        point: entry.point,
        price,
        bet_choice: BET_CHOICES[entry.market_type]?.[q.option] ?? '',
        h_score: event.h_score,
        a_score: event.a_score,
        is_live: event.is_live,
        ...FAKE_LIMITS,
        league_name_en: TOURNAMENT.name_en,
        league_name_th: TOURNAMENT.name_th,
        home_en: event.home_en,
        home_th: event.home_th,
        away_en: event.away_en,
        away_th: event.away_th,
        real_kickoff_time: event.kickoff,
      };
    },
    results(date) {
      return results.filter((r) => r.settle_time.startsWith(date));
    },
    onResult(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    settleChoice(choice, r): ChoiceOutcome {
      const home = Number(r.full_time_h_socre);
      const away = Number(r.full_time_a_socre);
      const signed = (margin: number): ChoiceOutcome =>
        margin > 0 ? 'won' : margin < 0 ? 'lose' : 'draw';
      switch (choice.market_type) {
        case 'Handicap': {
          const homeMargin =
            home -
            away -
            (Number(choice.h_score) - Number(choice.a_score)) +
            (choice.in_who === '1' ? -choice.point : choice.point);
          return signed(choice.option === 'h' ? homeMargin : -homeMargin);
        }
        case 'OverUnder':
          return signed(
            choice.option === 'h' ? home + away - choice.point : choice.point - (home + away),
          );
        default: {
          const winner: PriceOption = home > away ? 'h' : home < away ? 'a' : 'x';
          return choice.option === winner ? 'won' : 'lose';
        }
      }
    },
    testMovePrice(oddId, option, delta) {
      const entry = findEntry(oddId)?.entry;
      const current = entry?.prices[option];
      if (!entry || current === undefined) return false;
      entry.prices[option] = Number((current + delta).toFixed(2));
      changeId++;
      return true;
    },
    testHoldPrices(eventId) {
      // The fake market's prices move only by testMovePrice: holding is knowing the event.
      return events.some((e) => e.event_id === eventId);
    },
    testSetOpen(eventId, open) {
      const event = events.find((e) => e.event_id === eventId);
      if (!event) return false;
      event.open = open;
      changeId++;
      return true;
    },
    finish(eventId, home, away, status = 'Completed') {
      const event = events.find((e) => e.event_id === eventId);
      if (!event) throw new Error(`no fake event ${eventId}`);
      event.open = false;
      // Like the real market: a change to what the lists show is a new change id.
      changeId++;
      const settleMs = startMs + 7 * 60 * 60 * 1000;
      const iso = new Date(settleMs).toISOString();
      const result: EventResult = {
        event_id: eventId,
        sport_id: 1,
        sport: 'Football',
        league_id: TOURNAMENT.tournament_id,
        league_name_en: TOURNAMENT.name_en,
        league_name_th: TOURNAMENT.name_th,
        home_en: event.home_en,
        home_th: event.home_th,
        away_en: event.away_en,
        away_th: event.away_th,
        settle_time: `${iso.slice(0, 10)} ${iso.slice(11, 19)}`,
        first_half_h_socre: String(Math.min(home, 1)),
        first_half_a_socre: String(Math.min(away, 1)),
        full_time_h_socre: String(home),
        full_time_a_socre: String(away),
        status,
      };
      results.push(result);
      for (const cb of listeners) cb(result);
      return result;
    },
  };
  return market;
}
