// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { formatAmount, formatBalance } from '@src/shared/format';

describe('money formats', () => {
  it('shows the balance with a dollar sign, separators and 2 decimals', () => {
    expect(formatBalance(50000)).toBe('$ 50,000.00');
    expect(formatBalance(1234567.891)).toBe('$ 1,234,567.89');
    expect(formatBalance(0)).toBe('$ 0.00');
  });

  it('shows live bet amounts with thousands separators', () => {
    expect(formatAmount(1500)).toBe('1,500');
    expect(formatAmount(250)).toBe('250');
    expect(formatAmount(1500.5)).toBe('1,500.5');
  });
});
