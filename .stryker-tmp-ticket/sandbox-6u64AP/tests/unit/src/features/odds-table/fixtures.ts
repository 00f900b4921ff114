// @ts-nocheck
import { packMarketRef } from '@workers/odds/core/view';
import type { EventHead, EventView, PriceRow, TournamentGroupView } from '@workers/odds/core/view';

export function priceRow(sortRowNo: number, prices: Partial<PriceRow> = {}): PriceRow {
  return {
    sort_row_no: sortRowNo,
    handicap_point: 0.5,
    handicap_h: 0.92,
    handicap_a: -0.98,
    overUnder_point: 2.5,
    overUnder_h: 0.85,
    overUnder_a: undefined,
    oneXtwo_h: 2.1,
    oneXtwo_x: 3.3,
    oneXtwo_a: 3.6,
    oe_h: 0.95,
    oe_a: 0.93,
    fh_handicap_point: 0.25,
    fh_handicap_h: 0.8,
    fh_handicap_a: -0.9,
    fh_overUnder_point: 1,
    fh_overUnder_h: 0.9,
    fh_overUnder_a: 0.88,
    fh_oneXtwo_h: 2.9,
    fh_oneXtwo_x: 2.1,
    fh_oneXtwo_a: 4.2,
    calcBall_h: '0.5',
    calcBall_a: '',
    calcBall_h_overUnder: '2.5',
    calcBall_a_overUnder: '',
    fh_calcBall_h: '0-0.5',
    fh_calcBall_a: '',
    fh_calcBall_h_overUnder: '1',
    fh_calcBall_a_overUnder: '',
    markets: packMarketRef('', 'Handicap', { id: 1, odds_id: 11, in_who: '1', point: 0.5 }),
    price_change: undefined,
    ...prices,
  };
}

export function eventHead(eventId: number, head: Partial<EventHead> = {}): EventHead {
  return {
    eventId,
    tournamentId: 501,
    sportTypeId: 1,
    home_en: `Home ${eventId}`,
    home_th: `เหย้า ${eventId}`,
    away_en: `Away ${eventId}`,
    away_th: `เยือน ${eventId}`,
    realKickoffTime: '2026-11-21 19:30:00',
    isLive: false,
    clock: { kind: 'kickoff', time: '19:30', day: '21/11' },
    homeScore: '',
    awayScore: '',
    homeRedCards: 0,
    awayRedCards: 0,
    favourite: 'home',
    channelLive: '',
    bullfightFont: false,
    league_en: '',
    league_th: '',
    ...head,
  };
}

export function eventView(
  eventId: number,
  options: {
    head?: Partial<EventHead>;
    rows?: PriceRow[];
    rowSpan?: number;
    moreCount?: number;
  } = {},
): EventView {
  const rows = options.rows ?? [priceRow(1)];
  return {
    key: eventId,
    head: eventHead(eventId, options.head),
    rows,
    rowSpan: options.rowSpan ?? rows.length,
    moreCount: options.moreCount ?? 3,
  };
}

export function group(
  tournamentId: number,
  events: EventView[],
  liveIcon = false,
): TournamentGroupView {
  return {
    key: tournamentId,
    head: {
      tournamentId,
      name_en: `League ${tournamentId}`,
      name_th: `ลีก ${tournamentId}`,
      isEsport: false,
      liveIcon,
    },
    events,
  };
}
