// @ts-nocheck
// The statement's month at a glance. From the daily summary rows (newest first, as the
// statement call answers) to what the chart draws: one bar per day, oldest on the left, and the
// running total of win/loss after each day. Sums are taken in satang (integer cents) so the last
// running total is exactly the footer's total, never a float's drift of it.
//
// Bars and the running-total line are drawn on ONE scale with ONE zero: a member reads "above the
// line is a gain, below it a loss" for both. Two scales (the bars' and the line's) each with their
// own zero drew a month in profit under the only zero line a member can see.
import type { StatementDay } from '@contract/history';

export interface ChartDay {
  date: string;
  winloss: number;
  /** Win/loss of the period up to and including this day. */
  running: number;
}

export interface StatementChartModel {
  days: ChartDay[];
  /** The largest |win/loss| of a day; 0 when every day broke even. */
  maxWinloss: number;
  /** The lowest and highest running total, 0 included. */
  runningMin: number;
  runningMax: number;
  /** The shared scale's bounds: every bar and every running total, 0 included. */
  scaleMin: number;
  scaleMax: number;
  /** The day of the tallest bar (the first such); -1 when every day broke even. */
  tallest: number;
}

const cents = (value: number) => Math.round(value * 100);

export function statementChart(rows: readonly StatementDay[]): StatementChartModel {
  const chronological = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let runningCents = 0;
  let runningMin = 0;
  let runningMax = 0;
  let maxWinloss = 0;
  let tallest = -1;
  let scaleMin = 0;
  let scaleMax = 0;
  const days = chronological.map((row, index) => {
    runningCents += cents(row.winloss);
    const running = runningCents / 100;
    runningMin = Math.min(runningMin, running);
    runningMax = Math.max(runningMax, running);
    if (Math.abs(row.winloss) > maxWinloss) {
      maxWinloss = Math.abs(row.winloss);
      tallest = index;
    }
    scaleMin = Math.min(scaleMin, running, row.winloss);
    scaleMax = Math.max(scaleMax, running, row.winloss);
    return { date: row.date, winloss: row.winloss, running };
  });
  return { days, maxWinloss, runningMin, runningMax, scaleMin, scaleMax, tallest };
}

/**
 * Where a value sits on a 0..100 scale running from `min` (0) to `max` (100); the middle when the
 * range is empty.
 */
export function scaled(value: number, min: number, max: number): number {
  if (max <= min) return 50;
  return ((value - min) / (max - min)) * 100;
}

/**
 * How far down the plot (0 top .. 100 bottom, the SVG viewBox and CSS percent units) a value of
 * the shared scale is drawn. Larger values are higher; 0 is the zero line of bars and line alike.
 */
export function chartY(model: Pick<StatementChartModel, 'scaleMin' | 'scaleMax'>, value: number) {
  return 100 - scaled(value, model.scaleMin, model.scaleMax);
}

/** A day's bar: from the zero line up to a win, or down to a loss (percent of the plot's height). */
export function barBox(
  model: Pick<StatementChartModel, 'scaleMin' | 'scaleMax'>,
  winloss: number,
): { top: number; height: number } {
  const zero = chartY(model, 0);
  const end = chartY(model, winloss);
  return { top: Math.min(zero, end), height: Math.abs(end - zero) };
}

/** `2026-11-21` as `21/11`: the chart's short day under a bar (the range above says the year). */
export function shortDay(isoDay: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDay);
  return match === null ? isoDay : `${match[2]}/${match[1]}`;
}

/**
 * Which days get their date under the bar: every day when each bar is wide enough for one (the
 * phone draws 44 px bars), else the first, the last and today's.
 */
export function datedDays(
  days: readonly ChartDay[],
  today: string,
  everyDay: boolean,
): Set<number> {
  const dated = new Set<number>();
  days.forEach((day, index) => {
    if (everyDay || index === 0 || index === days.length - 1 || day.date === today)
      dated.add(index);
  });
  return dated;
}
