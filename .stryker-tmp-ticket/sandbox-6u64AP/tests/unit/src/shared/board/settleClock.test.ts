// @ts-nocheck
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_GROUP_MS, settleAfter } from '@src/shared/board/settleClock';

let moment = Date.UTC(2031, 0, 1);
beforeEach(() => {
  vi.useFakeTimers();
  // Each test at a moment of its own: settles are grouped by the moment they are due.
  moment += 3_600_000;
  vi.setSystemTime(moment);
});
afterEach(() => vi.useRealTimers());

describe('the settle clock', () => {
  it('runs settles due within one group together, never later than asked', () => {
    const settled: string[] = [];
    settleAfter(2000, () => settled.push('a'));
    vi.advanceTimersByTime(5);
    settleAfter(2000, () => settled.push('b'));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(2000 - 5 - SETTLE_GROUP_MS);
    expect(settled).toEqual([]);
    vi.advanceTimersByTime(SETTLE_GROUP_MS);
    expect(settled).toEqual(['a', 'b']);
  });

  it('keeps groups apart, and a cancelled settle does not run', () => {
    const settled: string[] = [];
    const cancel = settleAfter(2000, () => settled.push('cancelled'));
    settleAfter(2000, () => settled.push('kept'));
    vi.advanceTimersByTime(500);
    settleAfter(2000, () => settled.push('later'));
    expect(vi.getTimerCount()).toBe(2);
    cancel();
    vi.advanceTimersByTime(1500);
    expect(settled).toEqual(['kept']);
    vi.advanceTimersByTime(500);
    expect(settled).toEqual(['kept', 'later']);
  });
});
