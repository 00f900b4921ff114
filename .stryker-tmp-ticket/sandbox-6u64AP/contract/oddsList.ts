// @ts-nocheck
// Wire shapes of the member API's odds lists: what the simulator produces and the
// worker core decodes (the UI only sees view models built from them), the list calls' names and
// the sortTime rule. Kept apart from wire.ts, which the first load reads: only the worker, the
// main-thread engine and the simulator import values from here.
import type { SortTime } from './wire';

/** `market_type` is one of these. */
export const MARKET_TYPES = [
  'Handicap',
  'OverUnder',
  '1x2',
  'OE',
  'FH_Handicap',
  'FH_OverUnder',
  'FH_1x2',
] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

/** Options: handicap h home / a away; over/under h over / a under; 1x2 h / x / a; odd/even h / a. */
export const PRICE_OPTIONS = ['h', 'a', 'x'] as const;
export type PriceOption = (typeof PRICE_OPTIONS)[number];

export type EventId = number & { readonly __brand: 'EventId' };
export type TournamentId = number & { readonly __brand: 'TournamentId' };

/** The favourite side of an odds entry: '1' home gives the handicap, '2' away, '' none. */
export type InWho = '1' | '2' | '';
/** The three odds tables a member can see: live, today's non-live list, and the early market. */
export type ListKind = 'live' | 'nonlive' | 'early';

export interface WireTournament {
  tournament_id: number;
  name_en: string;
  name_th: string;
  info_en: string;
  info_th: string;
}

export interface WireRowSetting {
  sort_row: number;
  w_is_open: number;
  st_w_is_open: number;
}

export interface WireOddsEntry {
  market_type: MarketType;
  sort_row: number;
  in_who: InWho;
  id: number;
  odds_id: number;
  point: number;
  calcBall_h: string;
  calcBall_a: string;
  prices: { option: PriceOption; price: number }[];
}

/** One event after decoding by `structures` (null -> "", NaN -> 0 for numeric fields). */
export interface OddsEvent {
  event_id: number;
  sport_type_id: number;
  tournament: WireTournament;
  home_en: string;
  home_th: string;
  away_en: string;
  away_th: string;
  real_kickoff_time: string;
  show_time: string;
  is_live: number;
  channel_live: string;
  period: string;
  period_start_time: number;
  live_home_score: string;
  live_away_score: string;
  home_red_cards: string;
  away_red_cards: string;
  setting_w_b_l: WireRowSetting[];
  odds: WireOddsEntry[];
  calculate_data_odds_all: unknown;
  /** Fields named in `structures` that the client does not know: kept, never read. */
  extra?: Record<string, unknown>;
}

/**
 * One event by field name as a server holds it, before `structures` lays it out: `channel_live` is
 * null when there is no stream (decoding reads that null as "").
 */
export interface WireEvent extends Omit<OddsEvent, 'channel_live' | 'extra'> {
  channel_live: string | null;
}

/** The field names the simulator emits in `structures` (a real server may order them differently). */
export const EVENT_FIELDS = [
  'event_id',
  'sport_type_id',
  'tournament',
  'home_en',
  'home_th',
  'away_en',
  'away_th',
  'real_kickoff_time',
  'show_time',
  'is_live',
  'channel_live',
  'period',
  'period_start_time',
  'live_home_score',
  'live_away_score',
  'home_red_cards',
  'away_red_cards',
  'setting_w_b_l',
  'odds',
  'calculate_data_odds_all',
] as const;

export interface OddsListReply {
  state: boolean;
  message: string;
  change_id?: number;
  fullload?: boolean;
  event_close_id?: number[];
  structures?: string[];
  data: unknown[][];
}

/** Kickoffs from this Bangkok hour on are "after 23:00" (sortTime `after`, the weekend early drop). */
export const LATE_KICKOFF_HOUR = 23;

/** A kickoff at this Bangkok hour is late: at 23:00 or later. */
export function isLateKickoff(bangkokHour: number): boolean {
  return bangkokHour >= LATE_KICKOFF_HOUR;
}

/** The sortTime rule: `before` keeps kickoffs before 23:00, `after` those at or after, `all` every one. */
export function matchesSortTime(bangkokHour: number, sortTime: SortTime): boolean {
  if (sortTime === 'all') return true;
  return isLateKickoff(bangkokHour) === (sortTime === 'after');
}

/** The live and today lists' call names; `_nonfullload` asks for a delta from `change_id`. */
export const FULL_LIST_CALLS = { live: 'get-live-odds', nonlive: 'get-nonlive-odds' } as const;
export const INCREMENTAL_SUFFIX = '_nonfullload';
export const ODDS_LIST_CALLS = [
  FULL_LIST_CALLS.live,
  `${FULL_LIST_CALLS.live}${INCREMENTAL_SUFFIX}`,
  FULL_LIST_CALLS.nonlive,
  `${FULL_LIST_CALLS.nonlive}${INCREMENTAL_SUFFIX}`,
] as const;
export type OddsListCall = (typeof ODDS_LIST_CALLS)[number];

/** The path word of a live or today list call, full or incremental. */
export function oddsListCall(
  kind: keyof typeof FULL_LIST_CALLS,
  incremental: boolean,
): OddsListCall {
  const call = FULL_LIST_CALLS[kind];
  return incremental ? `${call}${INCREMENTAL_SUFFIX}` : call;
}

/** Whether a list call asks for a delta (one of the `_nonfullload` calls). */
export function isIncrementalCall(call: OddsListCall): boolean {
  return call.endsWith(INCREMENTAL_SUFFIX);
}
