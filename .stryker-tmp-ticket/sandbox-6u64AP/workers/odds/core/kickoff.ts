// @ts-nocheck
// Kickoff times arrive as Bangkok wall-clock text, 'YYYY-MM-DD HH:mm:ss' (the member
// API's convention: see contract/bangkok.ts). Reading the digits directly keeps every rule in
// Bangkok time whatever the time zone of the machine running the worker.

export interface Kickoff {
  /** 'YYYY-MM-DD' as sent, '' when unreadable. */
  date: string;
  hour: number;
  minute: number;
  /** 0 Sunday .. 6 Saturday, of the Bangkok date; -1 when the date is unreadable. */
  weekday: number;
}

const KICKOFF = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/;

export function readKickoff(realKickoffTime: string): Kickoff {
  const match = KICKOFF.exec(realKickoffTime);
  if (match === null) return { date: '', hour: 0, minute: 0, weekday: -1 };
  const [, year, month, day, hour, minute] = match;
  const weekday = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay();
  return {
    date: `${year}-${month}-${day}`,
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    weekday: Number.isNaN(weekday) ? -1 : weekday,
  };
}

function twoDigits(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** 24-hour 'HH:mm' (the early list's kickoff display). */
export function kickoffClockText(kickoff: Kickoff): string {
  return `${twoDigits(kickoff.hour)}:${twoDigits(kickoff.minute)}`;
}

/** 'dd/mm' of the kickoff date, '' when unreadable. */
export function kickoffDayText(kickoff: Kickoff): string {
  if (kickoff.date === '') return '';
  return `${kickoff.date.slice(8, 10)}/${kickoff.date.slice(5, 7)}`;
}
