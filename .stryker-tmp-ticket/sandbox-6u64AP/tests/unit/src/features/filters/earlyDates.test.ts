// @ts-nocheck
import { TZDate } from '@date-fns/tz';
import { addDays, lightFormat } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_EARLY_DATE } from '@contract/wire';
import {
  chooseEarlyDate,
  earlyDateLabel,
  earlyDateOptions,
} from '@src/features/filters/earlyDates';

// 2026-11-22 is a Sunday. Bangkok is UTC+7 all year.
const at = (iso: string) => Date.parse(iso);

describe('the early-market date list', () => {
  it('starts today before 11:00 in Bangkok, whatever zone the browser is in', () => {
    const options = earlyDateOptions(at('2026-11-22T03:59:00Z')); // 10:59 Bangkok
    expect(options).toHaveLength(8);
    expect(options[0]?.value).toBe('22/11/2026');
    expect(options[6]?.value).toBe('28/11/2026');
    expect(options[7]?.value).toBe(ALL_EARLY_DATE);
  });

  it('starts tomorrow from 11:00 in Bangkok and crosses month and year ends', () => {
    expect(earlyDateOptions(at('2026-11-22T04:00:00Z'))[0]?.value).toBe('23/11/2026');
    const newYear = earlyDateOptions(at('2026-12-30T20:00:00Z')); // 31/12 03:00 Bangkok
    expect(newYear.slice(0, 3).map((o) => o.value)).toEqual([
      '31/12/2026',
      '01/01/2027',
      '02/01/2027',
    ]);
  });

  it('a Bangkok day that is still yesterday in UTC is already today', () => {
    // 2026-11-22 18:30 UTC is 01:30 on the 23rd in Bangkok.
    expect(earlyDateOptions(at('2026-11-22T18:30:00Z'))[0]?.value).toBe('23/11/2026');
  });

  it('labels each day with its weekday in the member language', () => {
    const [sunday] = earlyDateOptions(at('2026-11-22T01:00:00Z'));
    expect(sunday).toBeDefined();
    if (sunday === undefined) return;
    expect(earlyDateLabel(sunday, 'en')).toBe('Sun 22/11');
    expect(earlyDateLabel(sunday, 'th')).toMatch(/^(อา\.?|อาทิตย์) 22\/11$/);
    expect(earlyDateLabel({ value: ALL_EARLY_DATE, day: '', date: '' }, 'en')).toBe('');
  });

  it('defaults to tomorrow, keeps a saved day still offered, drops a stale one', () => {
    const now = at('2026-11-22T01:00:00Z');
    const options = earlyDateOptions(now);
    expect(chooseEarlyDate(options, '', now)).toBe('23/11/2026');
    expect(chooseEarlyDate(options, '25/11/2026', now)).toBe('25/11/2026');
    expect(chooseEarlyDate(options, '01/11/2026', now)).toBe('23/11/2026');
    expect(chooseEarlyDate(options, ALL_EARLY_DATE, now)).toBe(ALL_EARLY_DATE);
  });
});

describe('the early-market days counted on the clock moved 7 hours on', () => {
  // What the list was computed with before (date-fns on a TZDate in Asia/Bangkok): the oracle.
  function onTzDate(nowMs: number) {
    const now = new TZDate(nowMs, 'Asia/Bangkok');
    const first = now.getHours() >= 11 ? addDays(now, 1) : now;
    return Array.from({ length: 7 }, (_, offset) => {
      const date = addDays(first, offset);
      return {
        value: lightFormat(date, 'dd/MM/yyyy'),
        day: lightFormat(date, 'dd/MM'),
        date: lightFormat(date, 'yyyy-MM-dd'),
      };
    });
  }

  it('are the days date-fns counts in Bangkok, at any moment (year ends, leap days, 10:59 / 11:00)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
          // Around the 11:00 cut-off (04:00 UTC) of random days.
          fc
            .tuple(fc.integer({ min: 10_950, max: 47_000 }), fc.integer({ min: -61, max: 61 }))
            .map(([day, seconds]) => day * 86_400_000 + 4 * 3_600_000 + seconds * 1_000),
        ),
        (nowMs) => {
          expect(earlyDateOptions(nowMs).slice(0, 7)).toEqual(onTzDate(nowMs));
        },
      ),
      { numRuns: 500 },
    );
  });
});
