// @ts-nocheck
// The early-market date dropdown: 7 days starting today, or from
// tomorrow once it is 11:00 in Bangkok, plus "All early". Values are what the early call sends.
// Days are Bangkok days whatever zone the browser is in (Bangkok's fixed UTC+7 offset); the label
// shows the weekday in the member's language (the platform's Intl names it: date-fns's own locales
// would add ~10 kB gzip to the first load for seven short words).
import { BANGKOK_TIME_ZONE } from '@contract/bangkokZone';
import { ALL_EARLY_DATE } from '@contract/wire';
import {
  BANGKOK_OFFSET_MS,
  bangkokDate,
  DAY_MS,
  defaultEarlyDate,
  earlyDateParam,
} from '@contract/bangkok';
import type { Locale } from '@src/shared/i18n/locale';

export const EARLY_DATE_DAYS = 7;
export const EARLY_DATE_CUTOFF_HOUR = 11;
const BANGKOK = BANGKOK_TIME_ZONE;

export interface EarlyDateOption {
  /** 'dd/MM/yyyy', or 'Allearly'. */
  value: string;
  /** 'dd/MM' for a day; '' for All early (labelled by a message). */
  day: string;
  /** The Bangkok day, 'yyyy-MM-dd'; '' for All early. */
  date: string;
}

const WEEKDAY_FORMATS: Record<Locale, Intl.DateTimeFormat> = {
  th: new Intl.DateTimeFormat('th-TH', { weekday: 'short', timeZone: BANGKOK }),
  en: new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: BANGKOK }),
};

/** The option of the Bangkok day of `ms`: the early call's `dd/MM/yyyy`, shown as its `dd/MM`. */
function option(ms: number): EarlyDateOption {
  const value = earlyDateParam(ms);
  return { value, day: value.slice(0, 5), date: bangkokDate(ms) };
}

/**
 * Bangkok keeps UTC+7 all year (no daylight saving), so its days are counted on the UTC clock moved
 * 7 hours on: a day later is DAY_MS later. The same days as date-fns on a TZDate, at a fraction of
 * the cost (TZDate asks Intl for the zone's offset at every step: ~2 ms of the phone board's first
 * render).
 */
export function earlyDateOptions(nowMs: number): EarlyDateOption[] {
  const hour = new Date(nowMs + BANGKOK_OFFSET_MS).getUTCHours();
  const first = hour >= EARLY_DATE_CUTOFF_HOUR ? nowMs + DAY_MS : nowMs;
  const days: EarlyDateOption[] = [];
  for (let offset = 0; offset < EARLY_DATE_DAYS; offset++)
    days.push(option(first + offset * DAY_MS));
  days.push({ value: ALL_EARLY_DATE, day: '', date: '' });
  return days;
}

/**
 * A day as the dropdown shows it: the short weekday in the member's language, then 'dd/MM'
 * ('Sat 22/11', 'ส. 22/11'); '' for All early (the caller shows its message).
 */
export function earlyDateLabel(option: EarlyDateOption, locale: Locale): string {
  if (option.date === '') return '';
  // Noon in Bangkok (its fixed offset): a plain Date, not a TZDate (which asks Intl for the offset).
  const noon = new Date(Date.parse(`${option.date}T12:00:00Z`) - BANGKOK_OFFSET_MS);
  return `${WEEKDAY_FORMATS[locale].format(noon)} ${option.day}`;
}

/**
 * The day the early list shows: the member's saved day while it is still offered, otherwise
 * tomorrow (the default day), otherwise the first day offered.
 */
export function chooseEarlyDate(
  options: readonly EarlyDateOption[],
  saved: string,
  nowMs: number,
): string {
  if (saved !== '' && options.some((candidate) => candidate.value === saved)) return saved;
  const tomorrow = defaultEarlyDate(nowMs);
  return (
    options.find((candidate) => candidate.value === tomorrow)?.value ??
    options[0]?.value ??
    ALL_EARLY_DATE
  );
}
