// @ts-nocheck
// Wire vocabulary of the member API shared by the worker, the UI, the machines and the simulator:
// odds types, bet types and how they map onto `mainbet` and the event tabs.
// Pure: imports nothing (eslint wall, and no other contract module: the odds lists' module reads
// this one), no DOM, no Node API. The market types and price options live with the odds lists'
// shapes (oddsList.ts), out of the first load.

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

/** The event tabs by name (the saved filter's `sortFilterEventId`). */
export const EVENT_TABS = {
  live: 1,
  today: 2,
  early: 3,
  step: 5,
  mix: 6,
} as const satisfies Record<string, EventTabId>;

/**
 * The one tab -> bet type rule: the live, today and early tabs list single bets, the step tab step
 * parlays, the mix tab mix parlays.
 */
export function betTypeOfTab(tab: EventTabId): BetType {
  if (tab === EVENT_TABS.step) return 'step';
  if (tab === EVENT_TABS.mix) return 'mix';
  return 'sc';
}

/** The tab a bet type is chosen on (the rule above read back): single bets open on Today. */
export function tabOfBetType(betType: BetType): EventTabId {
  if (betType === 'step') return EVENT_TABS.step;
  if (betType === 'mix') return EVENT_TABS.mix;
  return EVENT_TABS.today;
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
