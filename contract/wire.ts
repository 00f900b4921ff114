// Wire vocabulary of member-api.md shared by the worker, the UI, the machines and the simulator:
// markets, options, odds types, bet types and how they map onto `mainbet` and the event tabs.
// Pure: imports nothing of the app (eslint wall), no DOM, no Node API.

/** member-api.md "Odds lists": `market_type` is one of these. */
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

/** `odds_type` (MY | HK | EU). */
export const ODDS_TYPES = ['MY', 'HK', 'EU'] as const;
export type OddsType = (typeof ODDS_TYPES)[number];

/** sc = single (tabs 1/2/3), step (tab 5), mix parlay (tab 6): the `{sc|step|mix}` of the paths. */
export const BET_TYPES = ['sc', 'step', 'mix'] as const;
export type BetType = (typeof BET_TYPES)[number];

/** member-api.md "Placing a bet": `mainbet` 1 (single), 5 (step) or 6 (mix parlay). */
export type Mainbet = 1 | 5 | 6;
export const MAINBET_OF: Readonly<Record<BetType, Mainbet>> = { sc: 1, step: 5, mix: 6 };
export const ACTION_TYPE_OF_MAINBET = { 1: 'sc', 5: 'step', 6: 'mix' } as const;

/** A step or mix ticket: several picks whose prices multiply. */
export function isParlay(betType: BetType): boolean {
  return betType !== 'sc';
}

/** product-spec section 9: event tab ids 1 live, 2 today, 3 early, 5 step, 6 mix. */
export const EVENT_TAB_IDS = [1, 2, 3, 5, 6] as const;
export type EventTabId = (typeof EVENT_TAB_IDS)[number];

/** product-spec section 4: tabs 1/2/3 are single bets, 5 step, 6 mix parlay. */
export function betTypeOfTab(tab: EventTabId): BetType {
  return tab === 5 ? 'step' : tab === 6 ? 'mix' : 'sc';
}

/** product-spec section 9: sport ids 1 football, 44 Muay Thai. */
export const FOOTBALL_SPORT_ID = 1;
export const MUAY_THAI_SPORT_ID = 44;

/** member-api.md "Member history": the statement's `dateText` values as the wire spells them. */
export const STATEMENT_DATE_TEXTS = [
  'today',
  'yesterday',
  'this+week',
  'last+week',
  'this+month',
  'last+month',
] as const;
export type StatementDateText = (typeof STATEMENT_DATE_TEXTS)[number];
