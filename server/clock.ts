// Member-facing times are Thai local time (Asia/Bangkok, UTC+7, no daylight saving),
// formatted `YYYY-MM-DD HH:mm:ss` (member-api.md "Conventions").

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export type DateText =
  'today' | 'yesterday' | 'this week' | 'last week' | 'this month' | 'last month';
export const DATE_TEXTS: readonly DateText[] = [
  'today',
  'yesterday',
  'this week',
  'last week',
  'this month',
  'last month',
];

/** A clock the simulator reads everywhere; tests and `/api/test/advance` move it forward. */
export interface SimClock {
  now(): number;
  advanceBy(ms: number): void;
}

export function createClock(wallClock: () => number): SimClock {
  let offsetMs = 0;
  return {
    now: () => wallClock() + offsetMs,
    advanceBy: (ms) => {
      offsetMs += ms;
    },
  };
}

function bangkokIso(ms: number): string {
  return new Date(ms + BANGKOK_OFFSET_MS).toISOString();
}

/** `YYYY-MM-DD HH:mm:ss` in Bangkok time. */
export function bangkokDateTime(ms: number): string {
  const iso = bangkokIso(ms);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** `YYYY-MM-DD` in Bangkok time. */
export function bangkokDate(ms: number): string {
  return bangkokIso(ms).slice(0, 10);
}

/** A Bangkok calendar day as a UTC midnight, so plain UTC arithmetic walks Bangkok days. */
function bangkokDay(ms: number): Date {
  const d = new Date(ms + BANGKOK_OFFSET_MS);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

/** Weeks start on Monday. */
function mondayOf(d: Date): Date {
  const weekday = (d.getUTCDay() + 6) % 7;
  return addDays(d, -weekday);
}

/** The inclusive Bangkok date range (`YYYY-MM-DD`) a statement `dateText` names. */
export function statementRange(dateText: DateText, nowMs: number): { from: string; to: string } {
  const today = bangkokDay(nowMs);
  switch (dateText) {
    case 'today':
      return { from: isoDay(today), to: isoDay(today) };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: isoDay(yesterday), to: isoDay(yesterday) };
    }
    case 'this week':
      return { from: isoDay(mondayOf(today)), to: isoDay(today) };
    case 'last week': {
      const monday = addDays(mondayOf(today), -7);
      return { from: isoDay(monday), to: isoDay(addDays(monday, 6)) };
    }
    case 'this month':
      return {
        from: isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))),
        to: isoDay(today),
      };
    case 'last month': {
      const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
      const last = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
      return { from: isoDay(first), to: isoDay(last) };
    }
  }
}

/** Every Bangkok date from `from` to `to` inclusive (`YYYY-MM-DD`). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); isoDay(d) <= to; d = addDays(d, 1))
    dates.push(isoDay(d));
  return dates;
}
