// @ts-nocheck
import { bangkokDate, DAY_MS } from '@contract/bangkok';
import type { ResultsDay } from '@machines/popupMachine';

// Member-facing days are Bangkok days (the member API's times are Bangkok times), whatever zone
// the browser is in: contract/bangkok.ts (statementRange there too).

/** The results call's `date` (`YYYY-MM-DD`) for today or yesterday in Bangkok. */
export function resultsDate(day: ResultsDay, now: Date): string {
  return bangkokDate(now.getTime() - (day === 'yesterDay' ? DAY_MS : 0));
}

/** `2026-11-21` as `21/11/2026`, the way the statement lists days. */
export function displayDay(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return match === null ? isoDay : `${match[3]}/${match[2]}/${match[1]}`;
}
