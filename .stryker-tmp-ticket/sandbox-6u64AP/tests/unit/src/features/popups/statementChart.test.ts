// @ts-nocheck
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  barBox,
  chartY,
  datedDays,
  scaled,
  shortDay,
  statementChart,
} from '@src/features/popups/statement/statementChart';

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
    expect(model.scaleMin).toBe(-40.5);
    expect(model.scaleMax).toBe(90.1);
    expect(model.tallest).toBe(0);
  });

  it('no days, no bars', () => {
    expect(statementChart([])).toEqual({
      days: [],
      maxWinloss: 0,
      runningMin: 0,
      runningMax: 0,
      scaleMin: 0,
      scaleMax: 0,
      tallest: -1,
    });
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

  // A month in profit drawn under the only zero line read as a loss: bars and line share one zero.
  it('draws a month of gains above the zero line and a month of losses below it', () => {
    const gains = statementChart([
      { date: '2026-11-01', stake: 0, winloss: 360 },
      { date: '2026-11-02', stake: 0, winloss: 1349 },
      { date: '2026-11-03', stake: 0, winloss: -200 },
    ]);
    const zero = chartY(gains, 0);
    for (const day of gains.days) expect(chartY(gains, day.running)).toBeLessThan(zero);
    const losses = statementChart([
      { date: '2026-10-01', stake: 0, winloss: -700 },
      { date: '2026-10-02', stake: 0, winloss: 100 },
      { date: '2026-10-03', stake: 0, winloss: -2300 },
    ]);
    const lossZero = chartY(losses, 0);
    for (const day of losses.days) expect(chartY(losses, day.running)).toBeGreaterThan(lossZero);
    // The +100 day of the losing month: its bar stands above the same zero its line runs under.
    const box = barBox(losses, 100);
    expect(box.top + box.height).toBeCloseTo(lossZero, 10);
    expect(box.top).toBeLessThan(lossZero);
  });

  it('puts every bar and every running total on one scale around one zero', () => {
    const day = fc.record({
      date: fc.integer({ min: 1, max: 28 }).map((d) => `2026-10-${String(d).padStart(2, '0')}`),
      stake: fc.constant(0),
      winloss: fc.integer({ min: -10_000_000, max: 10_000_000 }).map((c) => c / 100),
    });
    fc.assert(
      fc.property(fc.uniqueArray(day, { selector: (d) => d.date, minLength: 1 }), (rows) => {
        const model = statementChart(rows);
        const zero = chartY(model, 0);
        for (const d of model.days) {
          const y = chartY(model, d.running);
          // Inside the plot, above zero for a gain, below for a loss, on it for nothing.
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(100);
          if (d.running > 0) expect(y).toBeLessThan(zero);
          else if (d.running < 0) expect(y).toBeGreaterThan(zero);
          else expect(y).toBe(zero);
          // The bar runs from that same zero to its value, in the same units.
          const box = barBox(model, d.winloss);
          expect(box.top).toBeGreaterThanOrEqual(0);
          expect(box.top + box.height).toBeLessThanOrEqual(100 + 1e-9);
          const end = chartY(model, d.winloss);
          if (d.winloss >= 0) {
            expect(box.top).toBeCloseTo(end, 9);
            expect(box.top + box.height).toBeCloseTo(zero, 9);
          } else {
            expect(box.top).toBeCloseTo(zero, 9);
            expect(box.top + box.height).toBeCloseTo(end, 9);
          }
        }
        // A larger value is never drawn lower.
        const sorted = [...model.days].sort((a, b) => a.running - b.running);
        for (let i = 1; i < sorted.length; i += 1)
          expect(chartY(model, sorted[i]!.running)).toBeLessThanOrEqual(
            chartY(model, sorted[i - 1]!.running),
          );
        if (model.tallest >= 0)
          expect(Math.abs(model.days[model.tallest]!.winloss)).toBe(model.maxWinloss);
      }),
    );
  });

  it('dates every bar when there is room, else the first, the last and today', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04'].map((date) => ({
      date,
      winloss: 1,
      running: 1,
    }));
    expect([...datedDays(days, '2026-11-02', false)].sort()).toEqual([0, 1, 3]);
    expect([...datedDays(days, '2026-12-01', false)].sort()).toEqual([0, 3]);
    expect([...datedDays(days, '2026-12-01', true)].sort()).toEqual([0, 1, 2, 3]);
    expect(shortDay('2026-11-04')).toBe('04/11');
    expect(shortDay('bad')).toBe('bad');
  });
});
