// @ts-nocheck
// Turns one decoded event into what a table row draws: head (names, clock, score, red cards,
// favourite side, fonts) and the price rows of the layout's markets.
import type { BetType } from '@contract/wire';
import { MUAY_THAI_SPORT_ID } from '@contract/wire';
import { sameEventHead } from './equality';
import { HALF_TIME_PERIOD, isClosedForParlay } from './filter';
import { kickoffClockText, kickoffDayText } from './kickoff';
import type { Kickoff } from './kickoff';
import { LAYOUT_MARKETS, derivePriceRows } from './priceRow';
import { marketRefOf } from './view';
import type { EventHead, EventView, Layout, MatchClock, PriceRow, TableType } from './view';
import type { OddsEvent } from '@contract/oddsList';

export const BULLFIGHT_CATEGORY_ID = 10035;
/** The double-line table draws three rows (home, away, draw) per price row. */
export const DOUBLE_LINE_ROWS_PER_PRICE_ROW = 3;

/** Muay Thai has its own table whatever table type is chosen. */
export function layoutFor(tableType: TableType, sportTypeId: number): Layout {
  return sportTypeId === MUAY_THAI_SPORT_ID ? 'muay' : tableType;
}

/** Period '5' shows HT; a running match its period, minute and start time; others the kickoff. */
export function matchClock(event: OddsEvent, kickoff: Kickoff): MatchClock {
  if (event.period === HALF_TIME_PERIOD) return { kind: 'half-time' };
  if (event.is_live !== 0) {
    return {
      kind: 'running',
      period: event.period,
      minute: event.period_start_time,
      startTime: event.show_time === '' ? kickoffClockText(kickoff) : event.show_time,
    };
  }
  return { kind: 'kickoff', time: kickoffClockText(kickoff), day: kickoffDayText(kickoff) };
}

/** Red cards arrive as text; '0' (or anything unreadable) is none. */
export function redCardCount(text: string): number {
  const count = Number.parseInt(text, 10);
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** The highlighted team: in_who of the first row's handicap, full time or else first half. */
export function favouriteSide(rows: readonly PriceRow[]): EventHead['favourite'] {
  const first = rows[0];
  if (first === undefined) return '';
  const inWho =
    (marketRefOf(first.markets, 'Handicap') ?? marketRefOf(first.markets, 'FH_Handicap'))?.in_who ??
    '';
  return inWho === '1' ? 'home' : inWho === '2' ? 'away' : '';
}

/** The single-line '+N': how many of 1x2, FH_1x2 and odd/even have any price. */
export function moreMarketsCount(row: PriceRow | undefined): number {
  if (row === undefined) return 0;
  const oneXtwo =
    row.oneXtwo_h !== undefined || row.oneXtwo_x !== undefined || row.oneXtwo_a !== undefined;
  const firstHalfOneXtwo =
    row.fh_oneXtwo_h !== undefined ||
    row.fh_oneXtwo_x !== undefined ||
    row.fh_oneXtwo_a !== undefined;
  const oddEven = row.oe_h !== undefined || row.oe_a !== undefined;
  return Number(oneXtwo) + Number(firstHalfOneXtwo) + Number(oddEven);
}

/** The first cell spans 3, 6 or 9 rows in the double-line table, one per price row elsewhere. */
export function firstCellRowSpan(layout: Layout, priceRows: number): number {
  return layout === 'd-line' ? priceRows * DOUBLE_LINE_ROWS_PER_PRICE_ROW : priceRows;
}

export function buildEventHead(
  event: OddsEvent,
  kickoff: Kickoff,
  rows: readonly PriceRow[],
): EventHead {
  return {
    eventId: event.event_id,
    tournamentId: event.tournament.tournament_id,
    sportTypeId: event.sport_type_id,
    home_en: event.home_en,
    home_th: event.home_th,
    away_en: event.away_en,
    away_th: event.away_th,
    realKickoffTime: event.real_kickoff_time,
    isLive: event.is_live !== 0,
    clock: matchClock(event, kickoff),
    homeScore: event.live_home_score,
    awayScore: event.live_away_score,
    homeRedCards: redCardCount(event.home_red_cards),
    awayRedCards: redCardCount(event.away_red_cards),
    favourite: favouriteSide(rows),
    channelLive: event.channel_live,
    bullfightFont: event.sport_type_id === BULLFIGHT_CATEGORY_ID,
    league_en: event.tournament.name_en,
    league_th: event.tournament.name_th,
  };
}

function sameRows(a: readonly PriceRow[], b: readonly PriceRow[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The view of one event in a layout, or null when nothing of it is shown (every row closed or
 * without a price, or step/mix during the second half or half time). Whatever equals `previous`
 * is reused from it; an event that did not change at all returns `previous` itself.
 */
export function buildEventView(
  event: OddsEvent,
  kickoff: Kickoff,
  layout: Layout,
  betType: BetType,
  previous: EventView | undefined,
): EventView | null {
  if (betType !== 'sc' && isClosedForParlay(event.period)) return null;
  const rows = derivePriceRows(event, LAYOUT_MARKETS[layout], betType, previous?.rows);
  if (rows.length === 0) return null;
  let head = buildEventHead(event, kickoff, rows);
  const rowSpan = firstCellRowSpan(layout, rows.length);
  const moreCount = layout === 's-line' ? moreMarketsCount(rows[0]) : 0;
  if (previous !== undefined) {
    if (sameEventHead(previous.head, head)) head = previous.head;
    if (
      head === previous.head &&
      sameRows(rows, previous.rows) &&
      rowSpan === previous.rowSpan &&
      moreCount === previous.moreCount
    ) {
      return previous;
    }
  }
  return { key: event.event_id, head, rows, rowSpan, moreCount };
}
