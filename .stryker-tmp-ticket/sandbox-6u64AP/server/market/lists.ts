// @ts-nocheck
// Which events belong to which odds list (the member API's odds lists).
import type { SortTime } from '@contract/wire';
import { ALL_EARLY_DATE } from '@contract/wire';
import { matchesSortTime } from '@contract/oddsList';
import { bangkokMinuteOfDay, parseDdMmYyyy } from './bangkokTime';
import type { Phase } from './matchState';
import type { EventPlan } from './schedule';
import { SCHEDULE_DAYS } from './schedule';
import type { OddsListQuery } from './types';

/** The contract's sortTime rule (23:00 Bangkok) on the kickoff hour of a planned event. */
export function planMatchesSortTime(plan: EventPlan, sortTime: SortTime): boolean {
  return matchesSortTime(Math.floor(bangkokMinuteOfDay(plan.kickoffMs) / 60), sortTime);
}

/** The early list's day: `dd/mm/yyyy`, `Allearly` (null: every day after today), tomorrow when absent. */
export type EarlyDays = { kind: 'day'; day: number } | { kind: 'all' } | { kind: 'none' };

export function earlyDaysOf(date: string | undefined, today: number): EarlyDays {
  if (date === undefined || date === '') return { kind: 'day', day: today + 1 };
  if (date.toLowerCase() === ALL_EARLY_DATE.toLowerCase()) return { kind: 'all' };
  const day = parseDdMmYyyy(date);
  // Only today and the 7 following days have a market.
  return day !== null && day >= today && day < today + SCHEDULE_DAYS
    ? { kind: 'day', day }
    : { kind: 'none' };
}

/** The Bangkok days whose events can be in a list (a match from late yesterday may still be live). */
export function candidateDays(q: OddsListQuery, today: number): number[] {
  if (q.list === 'live') return [today - 1, today];
  if (q.list === 'nonlive') return [today];
  const early = earlyDaysOf(q.date, today);
  if (early.kind === 'day') return [early.day];
  if (early.kind === 'none') return [];
  return Array.from({ length: SCHEDULE_DAYS - 1 }, (_, i) => today + 1 + i);
}

/**
 * Membership of one event in the list a query names, given its phase. `live`: in play;
 * `nonlive`: today's events not started; `early`: not started, on the asked day (or after today).
 * Step and mix lists hold the same events as single: the client hides the rows closed for parlays.
 */
export function isInList(plan: EventPlan, phase: Phase, q: OddsListQuery, today: number): boolean {
  if (q.sportTypeId > 0 && plan.sport.id !== q.sportTypeId) return false;
  if (!planMatchesSortTime(plan, q.sortTime)) return false;
  if (q.list === 'live') return phase === 'live';
  if (phase !== 'upcoming') return false;
  if (q.list === 'nonlive') return plan.day === today;
  const early = earlyDaysOf(q.date, today);
  if (early.kind === 'all') return plan.day > today && plan.day < today + SCHEDULE_DAYS;
  return early.kind === 'day' && plan.day === early.day;
}
