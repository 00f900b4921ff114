// Wire shapes of the odds lists (member-api.md "Odds lists"). Shared as types by the worker core,
// the simulator (which produces them) and the UI (which only sees view models built from them).

export type EventId = number & { readonly __brand: 'EventId' };
export type TournamentId = number & { readonly __brand: 'TournamentId' };

// The market, option, odds-type and bet-type vocabulary lives in contract/wire.ts (one home for the
// worker, the UI, the machines and the simulator); the engine's names for it are kept here.
import type { BetType, MarketType, OddsType, PriceOption } from '@contract/wire';

export { MARKET_TYPES } from '@contract/wire';
export type { MarketType, OddsType, PriceOption };
/** The favourite side of an odds entry: '1' home gives the handicap, '2' away, '' none. */
export type InWho = '1' | '2' | '';
/** The `{sc|step|mix}` of the odds paths. */
export type LiveType = BetType;
export type SortTime = 'all' | 'before' | 'after';
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
  in_who: '1' | '2' | '';
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
