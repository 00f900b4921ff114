// The early-market date dropdown (product-spec sections 2 and 9): 7 days starting today, or from
// tomorrow once it is 11:00 in Bangkok, plus "All early". Values are what the early call sends.

export const EARLY_DATE_DAYS = 7;
export const EARLY_DATE_CUTOFF_HOUR = 11;
export const ALL_EARLY = 'Allearly';
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface EarlyDateOption {
  /** 'dd/mm/yyyy', or 'Allearly'. */
  value: string;
  /** 'dd/mm' for a day; '' for All early (labelled by a message). */
  day: string;
  /** 0 Sunday .. 6 Saturday; -1 for All early. */
  weekday: number;
}

function twoDigits(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Bangkok wall-clock fields of a moment, read from a UTC date shifted by +7 h. */
function bangkok(epochMs: number): Date {
  return new Date(epochMs + BANGKOK_OFFSET_MS);
}

export function earlyDateOptions(nowMs: number): EarlyDateOption[] {
  const startsTomorrow = bangkok(nowMs).getUTCHours() >= EARLY_DATE_CUTOFF_HOUR;
  const first = nowMs + (startsTomorrow ? DAY_MS : 0);
  const days: EarlyDateOption[] = [];
  for (let offset = 0; offset < EARLY_DATE_DAYS; offset++) {
    const date = bangkok(first + offset * DAY_MS);
    const day = `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}`;
    days.push({ value: `${day}/${date.getUTCFullYear()}`, day, weekday: date.getUTCDay() });
  }
  days.push({ value: ALL_EARLY, day: '', weekday: -1 });
  return days;
}

/**
 * The day the early list shows: the member's saved day while it is still offered, otherwise
 * tomorrow (the spec's default), otherwise the first day offered.
 */
export function chooseEarlyDate(options: readonly EarlyDateOption[], saved: string, nowMs: number): string {
  if (saved !== '' && options.some((option) => option.value === saved)) return saved;
  const tomorrow = bangkok(nowMs + DAY_MS);
  const tomorrowValue = `${twoDigits(tomorrow.getUTCDate())}/${twoDigits(tomorrow.getUTCMonth() + 1)}/${tomorrow.getUTCFullYear()}`;
  return options.find((option) => option.value === tomorrowValue)?.value ?? options[0]?.value ?? ALL_EARLY;
}
