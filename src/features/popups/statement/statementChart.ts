// The statement's month at a glance. From the daily summary rows (newest first, as the
// statement call answers) to what the chart draws: one bar per day, oldest on the left, and the
// running total of win/loss after each day. Sums are taken in satang (integer cents) so the last
// running total is exactly the footer's total, never a float's drift of it.
import type { StatementDay } from '@contract/history';

export interface ChartDay {
  date: string;
  winloss: number;
  /** Win/loss of the period up to and including this day. */
  running: number;
}

export interface StatementChartModel {
  days: ChartDay[];
  /** The largest |win/loss| of a day (bar scale); 0 when every day broke even. */
  maxWinloss: number;
  /** The lowest and highest running total, 0 included (line scale). */
  runningMin: number;
  runningMax: number;
}

const cents = (value: number) => Math.round(value * 100);

export function statementChart(rows: readonly StatementDay[]): StatementChartModel {
  const chronological = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let runningCents = 0;
  let runningMin = 0;
  let runningMax = 0;
  let maxWinloss = 0;
  const days = chronological.map((row) => {
    runningCents += cents(row.winloss);
    const running = runningCents / 100;
    runningMin = Math.min(runningMin, running);
    runningMax = Math.max(runningMax, running);
    maxWinloss = Math.max(maxWinloss, Math.abs(row.winloss));
    return { date: row.date, winloss: row.winloss, running };
  });
  return { days, maxWinloss, runningMin, runningMax };
}

/**
 * Where a value sits on a 0..100 scale running from `min` (0) to `max` (100); the middle when the
 * range is empty. The chart draws bars and the line in these units (an SVG viewBox of 100).
 */
export function scaled(value: number, min: number, max: number): number {
  if (max <= min) return 50;
  return ((value - min) / (max - min)) * 100;
}
