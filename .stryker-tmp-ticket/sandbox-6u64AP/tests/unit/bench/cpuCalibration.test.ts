// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  calibrateCpu,
  calibrateSimulatedCpu,
  chooseRate,
  correctedRate,
  MATCH_POINTS,
  MAX_RATE,
  missesTarget,
  multiplierFor,
  rateOverride,
  settleRate,
  simulatedIndex,
  stalledIndex,
  TIERS,
} from '@tests/bench/cpuCalibration';
import type { CdpSessionLike, MeasureIndex } from '@tests/bench/cpuCalibration';

/** A machine whose index falls as 1 / rate (roughly what CDP throttling does), with a bend. */
const machine =
  (index: number, bend = 1): MeasureIndex =>
  (rate) =>
    Promise.resolve(Math.round(index / rate ** bend));

/** A fake page: Runtime.evaluate answers the machine's index under the rate last set. */
function fakeSession(index: number, bend = 1) {
  let rate = 1;
  const rates: number[] = [];
  const evaluated: string[] = [];
  const session: CdpSessionLike = {
    send(method: string, params: Record<string, unknown>) {
      if (method === 'Emulation.setCPUThrottlingRate') {
        rate = params.rate as number;
        rates.push(rate);
        return Promise.resolve({});
      }
      evaluated.push(params.expression as string);
      return Promise.resolve({ result: { value: Math.round(index / rate ** bend) } });
    },
  };
  return { session, rates, evaluated, rate: () => rate };
}

describe('bench CPU calibration: choosing the rate', () => {
  it('bisects to a rate whose index lands on the low tier (within DevTools’ 10 points)', async () => {
    const choice = await chooseRate(machine(2640), TIERS.low);
    expect(choice.unthrottledIndex).toBe(2640);
    expect(Math.abs(choice.index - TIERS.low)).toBeLessThan(MATCH_POINTS);
    expect(choice.rate).toBeGreaterThan(9.5);
    expect(choice.rate).toBeLessThan(10.5);
    expect(choice.steps[0]).toEqual({ rate: 1, index: 2640 });
    // Rate 1, the upper end, at most 8 bisection steps.
    expect(choice.steps.length).toBeLessThanOrEqual(10);
  });

  it('lands on the mid tier when the index does not fall in proportion to the rate', async () => {
    const choice = await chooseRate(machine(2500, 0.7), TIERS.mid);
    expect(Math.abs(choice.index - TIERS.mid)).toBeLessThan(MATCH_POINTS);
    // Not 2.5 (the proportional guess): 2500 / r^0.7 = 1000 at r = 2.5^(1/0.7) = 3.7.
    expect(choice.rate).toBeCloseTo(3.7, 0);
  });

  it('raises the upper end when even 1.5 x the proportional rate is too fast', async () => {
    // 2640 / r^0.6 = 264 at r = 46.4, far over the first upper end (1.5 x 10).
    const choice = await chooseRate(machine(2640, 0.6), TIERS.low);
    expect(Math.abs(choice.index - TIERS.low)).toBeLessThan(MATCH_POINTS);
    expect(choice.rate).toBeGreaterThan(40);
    expect(choice.rate).toBeLessThan(50);
  });

  it('stops at MAX_RATE when no rate reaches the target', async () => {
    const choice = await chooseRate(machine(2640, 0.1), TIERS.low);
    expect(choice.rate).toBe(MAX_RATE);
    expect(missesTarget(choice.index, TIERS.low)).toBe(true);
  });

  it('keeps rate 1 on a machine already at or under the target, and measures nothing else', async () => {
    const choice = await chooseRate(machine(900), TIERS.mid);
    expect(choice).toEqual({
      unthrottledIndex: 900,
      rate: 1,
      index: 900,
      steps: [{ rate: 1, index: 900 }],
    });
  });

  it('keeps the measured rate closest to the target when the measures are noisy', async () => {
    const noise = [1.3, 0.7, 1.25, 0.8, 1.2, 0.9, 1.1, 0.95, 1.05, 1];
    let call = 0;
    const noisy: MeasureIndex = (rate) =>
      Promise.resolve(rate === 1 ? 2640 : Math.round((2640 / rate) * (noise[call++ % 10] ?? 1)));
    const choice = await chooseRate(noisy, TIERS.low);
    const closest = Math.min(...choice.steps.map((step) => Math.abs(step.index - TIERS.low)));
    expect(Math.abs(choice.index - TIERS.low)).toBe(closest);
    expect(choice.steps).toContainEqual({ rate: choice.rate, index: choice.index });
  });

  it('only tries rates CDP keeps (hundredths, at least 1)', async () => {
    const choice = await chooseRate(machine(3333, 0.9), TIERS.low);
    for (const step of choice.steps) {
      expect(step.rate).toBeGreaterThanOrEqual(1);
      expect(Math.round(step.rate * 100) / 100).toBe(step.rate);
    }
  });
});

describe('bench CPU calibration: the check and its corrections', () => {
  it('keeps a checked rate that lands within 10 %', async () => {
    const settled = await settleRate(machine(2640), TIERS.low, 10.2);
    expect(settled.checks).toHaveLength(1);
    expect(settled.rate).toBe(10.2);
  });

  it('corrects a rate that misses in proportion, and keeps the closest check', async () => {
    // The bisection's short runs said 8x; the check measures 330 (25 % fast): 8 x 330 / 264 = 10.
    const settled = await settleRate(machine(2640), TIERS.low, 8);
    expect(settled.checks[0]).toEqual({ rate: 8, index: 330 });
    expect(settled.rate).toBe(10);
    expect(settled.index).toBe(264);
  });

  it('stops after two corrections', async () => {
    let call = 0;
    const wild: MeasureIndex = () => Promise.resolve([500, 100, 600, 700][call++] ?? 0);
    const settled = await settleRate(wild, TIERS.low, 5);
    expect(settled.checks).toHaveLength(3);
    expect(settled.index).toBe(100);
  });

  it('corrects proportionally, to hundredths, never under 1', () => {
    expect(correctedRate(8, 330, 264)).toBe(10);
    expect(correctedRate(2, 100, 1000)).toBe(1);
    expect(correctedRate(6, 0, 264)).toBe(6);
  });
});

describe('bench CPU calibration: Lighthouse multiplier, the miss flag, the override', () => {
  it('gives Lighthouse the measured index over the target, at least 1', () => {
    expect(multiplierFor(2640, TIERS.low)).toBe(10);
    expect(multiplierFor(1234, TIERS.mid)).toBe(1.23);
    expect(multiplierFor(800, TIERS.mid)).toBe(1);
    expect(multiplierFor(0, TIERS.low)).toBe(1);
    expect(simulatedIndex(2640, multiplierFor(2640, TIERS.low))).toBe(264);
    expect(simulatedIndex(900, 1)).toBe(900);
  });

  it('flags a reached index more than 10 % off the target, either way', () => {
    expect(missesTarget(264, 264)).toBe(false);
    expect(missesTarget(290, 264)).toBe(false);
    expect(missesTarget(238, 264)).toBe(false);
    expect(missesTarget(291, 264)).toBe(true);
    expect(missesTarget(237, 264)).toBe(true);
    expect(missesTarget(1101, 1000)).toBe(true);
    expect(missesTarget(Number.NaN, 1000)).toBe(true);
  });

  it('reads BENCH_CPU_RATE: nothing calibrates, a number is a fixed rate, legacy the old one', () => {
    expect(rateOverride(undefined)).toEqual({ kind: 'calibrate' });
    expect(rateOverride('')).toEqual({ kind: 'calibrate' });
    expect(rateOverride('6')).toEqual({ kind: 'fixed', rate: 6 });
    expect(rateOverride(' 2.5 ')).toEqual({ kind: 'fixed', rate: 2.5 });
    expect(rateOverride('legacy')).toEqual({ kind: 'legacy' });
    expect(() => rateOverride('0.5')).toThrow(/at least 1/);
    expect(() => rateOverride('fast')).toThrow(/BENCH_CPU_RATE/);
  });
});

describe('bench CPU calibration: on a CDP session', () => {
  it('calibrates, checks, leaves the session unthrottled, and applies the rate elsewhere', async () => {
    const fake = fakeSession(2640);
    const cpu = await calibrateCpu(fake.session, 'low', {
      legacyRate: 6,
      override: { kind: 'calibrate' },
    });
    expect(cpu.target).toBe(264);
    expect(cpu.mode).toBe('calibrated');
    expect(cpu.unthrottledIndex).toBe(2640);
    expect(Math.abs(cpu.reachedIndex - 264)).toBeLessThan(MATCH_POINTS);
    expect(cpu.missed).toBe(false);
    expect(cpu.checks.at(-1)?.rate ?? cpu.rate).toBeGreaterThan(0);
    expect(fake.rate()).toBe(1);
    expect(fake.evaluated[0]).toContain('10000');
    const other = fakeSession(2640);
    await cpu.apply(other.session);
    expect(other.rates).toEqual([cpu.rate]);
  });

  it('flags a machine slower than the tier as missed, at rate 1', async () => {
    const cpu = await calibrateCpu(fakeSession(700).session, 'mid', {
      legacyRate: 4,
      override: { kind: 'calibrate' },
    });
    expect(cpu).toMatchObject({ rate: 1, reachedIndex: 700, missed: true, target: 1000 });
  });

  it('takes a fixed or legacy rate without calibrating, measures it, and flags nothing', async () => {
    const fixed = await calibrateCpu(fakeSession(2640).session, 'low', {
      legacyRate: 6,
      override: { kind: 'fixed', rate: 3 },
    });
    expect(fixed).toMatchObject({ rate: 3, target: null, mode: 'fixed', reachedIndex: 880 });
    expect(fixed.missed).toBe(false);
    expect(fixed.steps).toEqual([]);
    const legacy = await calibrateCpu(fakeSession(2640).session, 'low', {
      legacyRate: 6,
      override: { kind: 'legacy' },
    });
    expect(legacy).toMatchObject({ rate: 6, mode: 'legacy', reachedIndex: 440 });
  });

  it('gives Lighthouse a multiplier from the index measured unthrottled', async () => {
    const simulated = await calibrateSimulatedCpu(fakeSession(2500).session, 'mid', {
      legacyRate: 1,
      override: { kind: 'calibrate' },
    });
    expect(simulated).toEqual({
      tier: 'mid',
      target: 1000,
      multiplier: 2.5,
      mode: 'calibrated',
      unthrottledIndex: 2500,
    });
    const legacy = await calibrateSimulatedCpu(fakeSession(2500).session, 'low', {
      legacyRate: 4,
      override: { kind: 'legacy' },
    });
    expect(legacy).toMatchObject({ multiplier: 4, target: null });
  });
});

describe('a stalled index reading (bench:lighthouse takes the audit again)', () => {
  it("is Lighthouse's index under half the page's reading just before it", () => {
    expect(stalledIndex(1766, 246)).toBe(true);
    expect(stalledIndex(1298, 827)).toBe(false);
    expect(stalledIndex(2000, 999)).toBe(true);
    expect(stalledIndex(2000, 1000)).toBe(false);
  });

  it("is not the machine's phase moving either way, nor a missing reading", () => {
    expect(stalledIndex(1100, 2500)).toBe(false);
    expect(stalledIndex(2500, 1300)).toBe(false);
    expect(stalledIndex(0, 246)).toBe(false);
  });
});
