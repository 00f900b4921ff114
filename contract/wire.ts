// Wire vocabulary of the member API shared by the worker, the UI, the machines and the simulator:
// markets, options, odds types, bet types and how they map onto `mainbet` and the event tabs.
// Pure: imports nothing of the app (eslint wall), no DOM, no Node API.
import type { MARKET_TYPES, PRICE_OPTIONS } from './oddsList';

// The lists of market types and price options sit in oddsList.ts (with the odds lists' wire
// shapes), out of the first load: only the readers, the worker and the simulator need them as
// values.
export type MarketType = (typeof MARKET_TYPES)[number];
export type PriceOption = (typeof PRICE_OPTIONS)[number];

/** `odds_type` (MY | HK | EU). */
export const ODDS_TYPES = ['MY', 'HK', 'EU'] as const;
export type OddsType = (typeof ODDS_TYPES)[number];

/** sc = single (tabs 1/2/3), step (tab 5), mix parlay (tab 6): the `{sc|step|mix}` of the paths. */
export const BET_TYPES = ['sc', 'step', 'mix'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** The bet confirm's `mainbet`: 1 (single), 5 (step) or 6 (mix parlay). */
export type Mainbet = 1 | 5 | 6;
export const MAINBET_OF: Readonly<Record<BetType, Mainbet>> = { sc: 1, step: 5, mix: 6 };
export const ACTION_TYPE_OF_MAINBET = { 1: 'sc', 5: 'step', 6: 'mix' } as const;

/** A step or mix ticket: several picks whose prices multiply. */
export function isParlay(betType: BetType): boolean {
  return betType !== 'sc';
}

/** The event tab ids: 1 live, 2 today, 3 early, 5 step, 6 mix. */
export const EVENT_TAB_IDS = [1, 2, 3, 5, 6] as const;
export type EventTabId = (typeof EVENT_TAB_IDS)[number];

/** Tabs 1/2/3 are single bets, 5 step, 6 mix parlay. */
export function betTypeOfTab(tab: EventTabId): BetType {
  return tab === 5 ? 'step' : tab === 6 ? 'mix' : 'sc';
}

/** The sport ids: 1 football, 44 Muay Thai. */
export const FOOTBALL_SPORT_ID = 1;
export const MUAY_THAI_SPORT_ID = 44;

/** The member history's statement `dateText` values as the wire spells them. */
export const STATEMENT_DATE_TEXTS = [
  'today',
  'yesterday',
  'this+week',
  'last+week',
  'this+month',
  'last+month',
] as const;
export type StatementDateText = (typeof STATEMENT_DATE_TEXTS)[number];

/** The odds lists' `sortTime`: all kickoffs, before 23:00 or at/after 23:00 (Bangkok). */
export const SORT_TIMES = ['all', 'before', 'after'] as const;
export type SortTime = (typeof SORT_TIMES)[number];

/** The early list's `date` for every day after today (else `dd/mm/yyyy`). */
export const ALL_EARLY_DATE = 'Allearly';

/** Placing a bet: a retried identical request under this header returns the first result. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The same header as a Node server reads it (incoming header names are lower-cased). */
export const IDEMPOTENCY_KEY_FIELD = 'idempotency-key';
