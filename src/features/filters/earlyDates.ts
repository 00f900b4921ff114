// The early-market date dropdown (product-spec sections 2 and 9): 7 days starting today, or from
// tomorrow once it is 11:00 in Bangkok, plus "All early". Values are what the early call sends.
// Days are Bangkok days whatever zone the browser is in (date-fns on a TZDate); the label shows
// the weekday in the member's language (the platform's Intl names it: date-fns's own locales would
// add ~10 kB gzip to the first load for seven short words).
import { TZDate } from '@date-fns/tz';
import { addDays, lightFormat } from 'date-fns';
import { ALL_EARLY_DATE } from '@contract/wire';
import { BANGKOK_TIME_ZONE, bangkokNow, defaultEarlyDate } from '@contract/bangkok';
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

function option(date: Date): EarlyDateOption {
  return {
    value: lightFormat(date, 'dd/MM/yyyy'),
    day: lightFormat(date, 'dd/MM'),
    date: lightFormat(date, 'yyyy-MM-dd'),
  };
}

export function earlyDateOptions(nowMs: number): EarlyDateOption[] {
  const now = bangkokNow(nowMs);
  const first = now.getHours() >= EARLY_DATE_CUTOFF_HOUR ? addDays(now, 1) : now;
  const days: EarlyDateOption[] = [];
  for (let offset = 0; offset < EARLY_DATE_DAYS; offset++)
    days.push(option(addDays(first, offset)));
  days.push({ value: ALL_EARLY_DATE, day: '', date: '' });
  return days;
}

/**
 * A day as the dropdown shows it: the short weekday in the member's language, then 'dd/MM'
 * ('Sat 22/11', 'ส. 22/11'); '' for All early (the caller shows its message).
 */
export function earlyDateLabel(option: EarlyDateOption, locale: Locale): string {
  if (option.date === '') return '';
  const noon = new TZDate(`${option.date}T12:00:00`, BANGKOK);
  return `${WEEKDAY_FORMATS[locale].format(noon)} ${option.day}`;
}

/**
 * The day the early list shows: the member's saved day while it is still offered, otherwise
 * tomorrow (the spec's default), otherwise the first day offered.
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
