import { TZDate } from '@date-fns/tz';
import {
  endOfMonth,
  endOfWeek,
  format,
  startOfMonth,
  startOfWeek,
  subDays,
  subMonths,
  subWeeks,
} from 'date-fns';
import type { ResultsDay, StatementDateText } from '../../../machines/popupMachine';

// Member-facing days are Bangkok days (member-api.md "Conventions"), whatever zone the browser is in.

export const BANGKOK = 'Asia/Bangkok';
const WEEK = { weekStartsOn: 1 } as const;

/** The results call's `date` (`YYYY-MM-DD`) for today or yesterday in Bangkok. */
export function resultsDate(day: ResultsDay, now: Date): string {
  const today = new TZDate(now.getTime(), BANGKOK);
  return format(day === 'yesterDay' ? subDays(today, 1) : today, 'yyyy-MM-dd');
}

/** The inclusive Bangkok days a statement option covers (weeks start on Monday), for display. */
export function statementRange(
  dateText: StatementDateText,
  now: Date,
): { from: string; to: string } {
  const today = new TZDate(now.getTime(), BANGKOK);
  const day = (date: Date) => format(date, 'yyyy-MM-dd');
  switch (dateText) {
    case 'today':
      return { from: day(today), to: day(today) };
    case 'yesterday':
      return { from: day(subDays(today, 1)), to: day(subDays(today, 1)) };
    case 'this+week':
      return { from: day(startOfWeek(today, WEEK)), to: day(today) };
    case 'last+week': {
      const lastWeek = subWeeks(today, 1);
      return { from: day(startOfWeek(lastWeek, WEEK)), to: day(endOfWeek(lastWeek, WEEK)) };
    }
    case 'this+month':
      return { from: day(startOfMonth(today)), to: day(today) };
    case 'last+month': {
      const lastMonth = subMonths(today, 1);
      return { from: day(startOfMonth(lastMonth)), to: day(endOfMonth(lastMonth)) };
    }
  }
}

/** `2026-11-21` as `21/11/2026`, the way the statement lists days. */
export function displayDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match === null ? isoDay : `${match[3]}/${match[2]}/${match[1]}`;
}
