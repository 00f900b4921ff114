// @ts-nocheck
// Bangkok days and times (the member API's convention: "Times are Thai local time (Asia/Bangkok,
// UTC+7), `YYYY-MM-DD HH:mm:ss` unless stated"), one module for the worker, the UI and the simulator.
// Calendar rules (statement ranges, early-market days, the days of a range) run on date-fns over a
// TZDate in Asia/Bangkok, whatever zone the browser or the server is in. Bangkok keeps no daylight
// saving, so an instant's wall-clock text is the instant plus the fixed offset: exact, and cheap
// enough for the simulator to stamp thousands of events with it.
import { TZDate } from '@date-fns/tz';
import {
  addDays,
  endOfMonth,
  endOfWeek,
  lightFormat,
  startOfMonth,
  startOfWeek,
  subDays,
  subMonths,
  subWeeks,
} from 'date-fns';
import { BANGKOK_TIME_ZONE } from './bangkokZone';
import type { StatementDateText } from './wire';
import { STATEMENT_DATE_TEXTS } from './wire';

/** UTC+7, no daylight saving. */
export const BANGKOK_OFFSET_MS = 7 * 3_600_000;
export const DAY_MS = 86_400_000;

/** A moment as a date in Bangkok: date-fns reads and moves it in Bangkok days. */
export function bangkokNow(ms: number): TZDate {
  return new TZDate(ms, BANGKOK_TIME_ZONE);
}

function bangkokIso(ms: number): string {
  return new Date(ms + BANGKOK_OFFSET_MS).toISOString();
}

/** `YYYY-MM-DD HH:mm:ss` in Bangkok (trans_time, real_kickoff_time, settle_time, date_time). */
export function bangkokDateTime(ms: number): string {
  const iso = bangkokIso(ms);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** `YYYY-MM-DD` in Bangkok (results `date`, statement day rows). */
export function bangkokDate(ms: number): string {
  return bangkokIso(ms).slice(0, 10);
}

/** `HH:mm` in Bangkok (show_time). */
export function bangkokClock(ms: number): string {
  return bangkokIso(ms).slice(11, 16);
}

/**
 * The early-market `date` (dd/mm/yyyy) of the Bangkok day a moment falls on. From the fixed offset,
 * not a TZDate: the phone board asks for it in its first render, and a TZDate asks Intl for the
 * zone's offset (slow at boot).
 */
export function earlyDateParam(ms: number): string {
  const [year, month, day] = bangkokDate(ms).split('-');
  return `${day}/${month}/${year}`;
}

/** The early date defaults to tomorrow (Bangkok). */
export function defaultEarlyDate(nowMs: number): string {
  return earlyDateParam(nowMs + DAY_MS);
}

/** The moment it is `hour:minute` in Bangkok on the Bangkok day of `ms`. */
export function bangkokTimeOfDay(ms: number, hour: number, minute: number): number {
  const day = bangkokNow(ms);
  return new TZDate(
    day.getFullYear(),
    day.getMonth(),
    day.getDate(),
    hour,
    minute,
    BANGKOK_TIME_ZONE,
  ).getTime();
}

/** A received `dateText`: `this+week` arrives as `this week` once a query's `+` is decoded. */
export function statementDateTextOf(value: string): StatementDateText | null {
  const spelled = value.replace(' ', '+');
  return STATEMENT_DATE_TEXTS.find((text) => text === spelled) ?? null;
}

/** Weeks start on Monday. */
const WEEK = { weekStartsOn: 1 } as const;

const day = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

/** The inclusive Bangkok days (`YYYY-MM-DD`) a statement `dateText` covers at a moment. */
export function statementRange(
  dateText: StatementDateText,
  nowMs: number,
): { from: string; to: string } {
  const today = bangkokNow(nowMs);
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

/** Every Bangkok day from `from` to `to` inclusive (`YYYY-MM-DD`); none when `to` is before `from`. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  // Noon keeps every step inside its day; Bangkok has no daylight saving to jump over anyway.
  for (
    let date = new TZDate(`${from}T12:00:00`, BANGKOK_TIME_ZONE);
    day(date) <= to;
    date = addDays(date, 1)
  )
    dates.push(day(date));
  return dates;
}
