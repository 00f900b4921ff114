import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scaled, statementChart } from '@src/features/popups/statement/statementChart';

// The chart's days come oldest first and their running total is exact.

describe('statementChart', () => {
  it('orders the days oldest first and adds the running total after each', () => {
    const model = statementChart([
      { date: '2026-11-03', stake: 100, winloss: -40.5 },
      { date: '2026-11-01', stake: 100, winloss: 90 },
      { date: '2026-11-02', stake: 100, winloss: 0.1 },
    ]);
    expect(model.days).toEqual([
      { date: '2026-11-01', winloss: 90, running: 90 },
      { date: '2026-11-02', winloss: 0.1, running: 90.1 },
      { date: '2026-11-03', winloss: -40.5, running: 49.6 },
    ]);
    expect(model.maxWinloss).toBe(90);
    expect(model.runningMin).toBe(0);
    expect(model.runningMax).toBe(90.1);
  });

  it('no days, no bars', () => {
    expect(statementChart([])).toEqual({ days: [], maxWinloss: 0, runningMin: 0, runningMax: 0 });
  });

  it('ends exactly at the sum of the rows in satang, whatever the order and amounts', () => {
    const day = fc.record({
      date: fc.integer({ min: 1, max: 28 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`),
      stake: fc.constant(0),
      winloss: fc.integer({ min: -10_000_000, max: 10_000_000 }).map((c) => c / 100),
    });
    fc.assert(
      fc.property(fc.uniqueArray(day, { selector: (d) => d.date, minLength: 1 }), (rows) => {
        const model = statementChart(rows);
        const cents = rows.reduce((sum, row) => sum + Math.round(row.winloss * 100), 0);
        const last = model.days[model.days.length - 1];
        expect(last?.running).toBe(cents / 100);
        expect(model.days.map((d) => d.date)).toEqual(rows.map((r) => r.date).sort());
        for (const d of model.days) {
          expect(d.running).toBeGreaterThanOrEqual(model.runningMin);
          expect(d.running).toBeLessThanOrEqual(model.runningMax);
          expect(Math.abs(d.winloss)).toBeLessThanOrEqual(model.maxWinloss);
        }
      }),
    );
  });

  it('scales a value between its bounds, the middle for an empty range', () => {
    expect(scaled(5, 0, 10)).toBe(50);
    expect(scaled(-10, -10, 30)).toBe(0);
    expect(scaled(30, -10, 30)).toBe(100);
    expect(scaled(7, 7, 7)).toBe(50);
  });
});
