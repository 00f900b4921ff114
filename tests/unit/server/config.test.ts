import { describe, expect, it } from 'vitest';
import { clockFrom, optionsFromEnv } from '@server/config';

describe('SIM_START', () => {
  // 2026-11-21 23:30 in Bangkok: late enough that today's list is nearly empty on the real clock.
  const lateEvening = Date.parse('2026-11-21T23:30:00+07:00');

  it('HH:mm starts the clock at that time of the real Bangkok day, then runs in real time', () => {
    let wall = lateEvening;
    const now = clockFrom('12:00', () => wall);
    expect(new Date(now()).toISOString()).toBe('2026-11-21T05:00:00.000Z');
    wall += 90_000;
    expect(now() - Date.parse('2026-11-21T12:00:00+07:00')).toBe(90_000);
  });

  it('reads a full date as it is', () => {
    const now = clockFrom('2026-11-18T09:15:00+07:00', () => lateEvening);
    expect(now()).toBe(Date.parse('2026-11-18T09:15:00+07:00'));
  });

  it('is the wall clock when unset, and refuses what is not a time', () => {
    const wall = () => lateEvening;
    expect(clockFrom(undefined, wall)).toBe(wall);
    expect(clockFrom('', wall)).toBe(wall);
    expect(() => clockFrom('noon', wall)).toThrow(/SIM_START/);
  });

  it('is read from the environment', () => {
    const { now } = optionsFromEnv({ SIM_START: '2026-11-18T09:15:00+07:00' });
    expect(now()).toBeGreaterThanOrEqual(Date.parse('2026-11-18T09:15:00+07:00'));
    expect(now()).toBeLessThan(Date.parse('2026-11-18T09:16:00+07:00'));
  });
});

describe('SIM_LIST_BROTLI_QUALITY', () => {
  it('is 5 unless set, and kept within brotli’s 0-11', () => {
    expect(optionsFromEnv({}).listBrotliQuality).toBe(5);
    expect(optionsFromEnv({ SIM_LIST_BROTLI_QUALITY: '3' }).listBrotliQuality).toBe(3);
    expect(optionsFromEnv({ SIM_LIST_BROTLI_QUALITY: '40' }).listBrotliQuality).toBe(11);
    expect(optionsFromEnv({ SIM_LIST_BROTLI_QUALITY: '-2' }).listBrotliQuality).toBe(0);
  });
});
