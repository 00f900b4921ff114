// @ts-nocheck
// The market row visibility rules (which rows each bet type shows) and the filter bar
// (match time, league selection), each as one named predicate.
import type { Kickoff } from './kickoff';
import type { SortTime } from '@contract/wire';
import { isLateKickoff, matchesSortTime } from '@contract/oddsList';
import type { ListKind, OddsEvent, WireRowSetting } from '@contract/oddsList';

export const HALF_TIME_PERIOD = '5';
export const SECOND_HALF_PERIOD = '2';
/** The half-time table shows events whose current period is at most this minute. */
export const HALF_TIME_TABLE_MAX_MINUTE = 40;

const SATURDAY = 6;
const SUNDAY = 0;

import type { BetType } from '@contract/wire';

/** Step and mix never offer an event in the second half or at half time. */
export function isClosedForParlay(period: string): boolean {
  return period === SECOND_HALF_PERIOD || period === HALF_TIME_PERIOD;
}

/**
 * A price row is hidden when w_is_open is 0; in step/mix also when st_w_is_open is 0 or the
 * event is in period 2 or 5. A row the settings do not mention is open: settings only close.
 */
export function isRowOpen(
  setting: WireRowSetting | undefined,
  betType: BetType,
  period: string,
): boolean {
  if (setting !== undefined && setting.w_is_open === 0) return false;
  if (betType === 'sc') return true;
  if (setting !== undefined && setting.st_w_is_open === 0) return false;
  return !isClosedForParlay(period);
}

/** The half-time table hides events in period 2 or 5, or past minute 40 of their period. */
export function isShownInHalfTimeTable(
  event: Pick<OddsEvent, 'period' | 'period_start_time'>,
): boolean {
  if (isClosedForParlay(event.period)) return false;
  return event.period_start_time <= HALF_TIME_TABLE_MAX_MINUTE;
}

/** On Saturday and Sunday the early list drops kickoffs at 23:00 or later (Bangkok time). */
export function isWeekendLateKickoff(kickoff: Pick<Kickoff, 'hour' | 'weekday'>): boolean {
  return (
    (kickoff.weekday === SATURDAY || kickoff.weekday === SUNDAY) && isLateKickoff(kickoff.hour)
  );
}

export function isDroppedFromList(
  kind: ListKind,
  kickoff: Pick<Kickoff, 'hour' | 'weekday'>,
): boolean {
  return kind === 'early' && isWeekendLateKickoff(kickoff);
}

/** The match-time filter: all, kickoff before 23:00, or at/after 23:00. */
export function matchesMatchTime(kickoff: Pick<Kickoff, 'hour'>, sortTime: SortTime): boolean {
  return matchesSortTime(kickoff.hour, sortTime);
}

/** sortSelectLeagueAll shows every league; otherwise only those in sortSelectLeagueId. */
export function isLeagueSelected(
  tournamentId: number,
  leagueAll: boolean,
  selected: ReadonlySet<number>,
): boolean {
  return leagueAll || selected.has(tournamentId);
}
