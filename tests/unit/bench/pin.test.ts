import { describe, expect, it } from 'vitest';
import { busyPercent, coreTimes, cpuListSize } from '@tests/bench/pin';

describe('a CPU list', () => {
  it('counts the cores it names, ranges and repeats included', () => {
    expect(cpuListSize('1')).toBe(1);
    expect(cpuListSize('0,2')).toBe(2);
    expect(cpuListSize('0-3')).toBe(4);
    expect(cpuListSize('0-1,1,3')).toBe(3);
  });

  it('is refused when it is not one', () => {
    expect(() => cpuListSize('')).toThrow(/not a CPU list/);
    expect(() => cpuListSize('a')).toThrow(/not a CPU list/);
    expect(() => cpuListSize('3-1')).toThrow(/not a CPU list/);
  });
});

const stat = (cpu0: number[], cpu1: number[]) =>
  [
    `cpu  ${cpu0.map((n, i) => n + (cpu1[i] ?? 0)).join(' ')} 0 0`,
    `cpu0 ${cpu0.join(' ')} 0 0`,
    `cpu1 ${cpu1.join(' ')} 0 0`,
    'intr 1 2 3',
  ].join('\n');

describe("a core's busy share", () => {
  // user nice system idle iowait irq softirq steal
  const before = coreTimes(stat([100, 0, 50, 800, 50, 0, 0, 0], [10, 0, 10, 1000, 0, 0, 0, 0]));
  const after = coreTimes(stat([160, 10, 70, 840, 60, 5, 5, 0], [20, 0, 10, 1090, 0, 0, 0, 0]));

  it('reads each core, not the sum line, with idle and iowait as idle', () => {
    expect([...before.keys()]).toEqual([0, 1]);
    expect(before.get(0)).toEqual({ busy: 150, total: 1000 });
  });

  it('is the busy jiffies over all of them between two readings, per core or together', () => {
    // cpu0: busy 150 -> 250 (+100) of 1000 -> 1150 (+150); cpu1: +10 of +100.
    expect(busyPercent(before, after, '0')).toBe(67);
    expect(busyPercent(before, after, '1')).toBe(10);
    expect(busyPercent(before, after, '0-1')).toBe(44);
    expect(busyPercent(before, after, '0,1')).toBe(44);
    expect(busyPercent(before, after, '5')).toBeNull();
  });
});
