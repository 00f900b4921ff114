// @ts-nocheck
// The market's day numbers: wire times are Bangkok local time (UTC+7, no daylight saving), so the
// contract's fixed offset is exact. Formatting a moment is contract/bangkok.ts's.
import { BANGKOK_OFFSET_MS, DAY_MS } from '@contract/bangkok';

export { DAY_MS };
export const MINUTE_MS = 60_000;

// The schedule is generated per Bangkok day; days are counted from 2000-01-01 so ids stay positive.
const DAY_ZERO_UTC = Date.UTC(2000, 0, 1);

/** The Bangkok calendar day (days since 2000-01-01) that contains `ms`. */
export function bangkokDayOf(ms: number): number {
  return Math.floor((ms + BANGKOK_OFFSET_MS - DAY_ZERO_UTC) / DAY_MS);
}

/** Wall-clock ms of 00:00 Bangkok on `day`. */
export function bangkokDayStartMs(day: number): number {
  return DAY_ZERO_UTC + day * DAY_MS - BANGKOK_OFFSET_MS;
}

/** Minutes since 00:00 Bangkok. */
export function bangkokMinuteOfDay(ms: number): number {
  return Math.floor((ms - bangkokDayStartMs(bangkokDayOf(ms))) / MINUTE_MS);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a Bangkok day. */
export function formatBangkokDate(day: number): string {
  const d = new Date(DAY_ZERO_UTC + day * DAY_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

function dayFromParts(year: number, month: number, date: number): number | null {
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  // Reject 31/02 and friends instead of silently rolling over into the next month.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== date
  )
    return null;
  return Math.round((utc - DAY_ZERO_UTC) / DAY_MS);
}

/** `YYYY-MM-DD` (results) → Bangkok day, or null when malformed. */
export function parseIsoDate(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? dayFromParts(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** `dd/mm/yyyy` (early list) → Bangkok day, or null when malformed. */
export function parseDdMmYyyy(text: string): number | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return m ? dayFromParts(Number(m[3]), Number(m[2]), Number(m[1])) : null;
}
