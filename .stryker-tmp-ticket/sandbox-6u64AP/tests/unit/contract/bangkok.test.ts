// @ts-nocheck
// Bangkok days and times (contract/bangkok.ts), from the member API's conventions: "Times are Thai
// local time (Asia/Bangkok, UTC+7), `YYYY-MM-DD HH:mm:ss` unless stated", and the statement's
// `dateText=today|yesterday|this+week|last+week|this+month|last+month` ("Member history").
import { TZDate } from '@date-fns/tz';
import { addDays, lightFormat } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bangkokClock,
  bangkokDate,
  bangkokDateTime,
  bangkokTimeOfDay,
  datesBetween,
  defaultEarlyDate,
  earlyDateParam,
  statementDateTextOf,
  statementRange,
} from '@contract/bangkok';

// Saturday 2026-11-21, 12:00 in Bangkok.
const SATURDAY_NOON = Date.UTC(2026, 10, 21, 5, 0, 0);

describe('Bangkok time', () => {
  it('formats in UTC+7 and rolls the date at Bangkok midnight', () => {
    expect(bangkokDateTime(SATURDAY_NOON)).toBe('2026-11-21 12:00:00');
    expect(bangkokDate(Date.UTC(2026, 10, 21, 16, 59, 59))).toBe('2026-11-21');
    expect(bangkokDate(Date.UTC(2026, 10, 21, 17, 0, 0))).toBe('2026-11-22');
  });
});

describe('statement date ranges', () => {
  it.each([
    ['today', '2026-11-21', '2026-11-21'],
    ['yesterday', '2026-11-20', '2026-11-20'],
    ['this+week', '2026-11-16', '2026-11-21'],
    ['last+week', '2026-11-09', '2026-11-15'],
    ['this+month', '2026-11-01', '2026-11-21'],
    ['last+month', '2026-10-01', '2026-10-31'],
  ] as const)('%s', (dateText, from, to) => {
    expect(statementRange(dateText, SATURDAY_NOON)).toEqual({ from, to });
  });

  it('starts a week on Monday, even on a Sunday', () => {
    const sunday = Date.UTC(2026, 10, 22, 5, 0, 0);
    expect(statementRange('this+week', sunday)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('crosses the year for last month in January', () => {
    expect(statementRange('last+month', Date.UTC(2027, 0, 10, 5))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('lists every day of a range', () => {
    expect(datesBetween('2026-10-30', '2026-11-02')).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
  });
});

describe('the same rules whatever zone the process runs in', () => {
  it('reads dates and clocks in Bangkok', () => {
    // 23:30 on Saturday in Bangkok is still Saturday 16:30 UTC: the Bangkok day is what counts.
    const lateSaturday = Date.UTC(2026, 10, 21, 16, 30);
    expect(bangkokClock(lateSaturday)).toBe('23:30');
    expect(bangkokDate(lateSaturday)).toBe('2026-11-21');
    expect(bangkokClock(Date.UTC(2026, 10, 21, 17, 5))).toBe('00:05');
  });

  // The early list's date rule: "Early date format is dd/mm/yyyy or Allearly (default tomorrow)".
  it('early dates are Bangkok days as dd/mm/yyyy, tomorrow by default', () => {
    expect(earlyDateParam(SATURDAY_NOON)).toBe('21/11/2026');
    expect(defaultEarlyDate(SATURDAY_NOON)).toBe('22/11/2026');
    // 00:30 Sunday in Bangkok is Saturday 17:30 UTC: tomorrow is Monday.
    expect(defaultEarlyDate(Date.UTC(2026, 10, 21, 17, 30))).toBe('23/11/2026');
    expect(defaultEarlyDate(Date.UTC(2026, 11, 31, 5))).toBe('01/01/2027');
  });

  it('early dates from the fixed offset are the days date-fns counts on a Bangkok TZDate', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const bangkok = new TZDate(ms, 'Asia/Bangkok');
        expect(earlyDateParam(ms)).toBe(lightFormat(bangkok, 'dd/MM/yyyy'));
        expect(defaultEarlyDate(ms)).toBe(lightFormat(addDays(bangkok, 1), 'dd/MM/yyyy'));
      }),
    );
  });

  it('finds a time of day on the Bangkok day of a moment', () => {
    // 01:00 Sunday Bangkok (Saturday 18:00 UTC): noon that Sunday is Sunday 05:00 UTC.
    expect(bangkokTimeOfDay(Date.UTC(2026, 10, 21, 18, 0), 12, 0)).toBe(
      Date.UTC(2026, 10, 22, 5, 0),
    );
    expect(bangkokTimeOfDay(SATURDAY_NOON, 0, 0)).toBe(Date.UTC(2026, 10, 20, 17, 0));
  });

  it('reads a statement dateText with its + decoded or not, and nothing else', () => {
    expect(statementDateTextOf('this week')).toBe('this+week');
    expect(statementDateTextOf('this+week')).toBe('this+week');
    expect(statementDateTextOf('today')).toBe('today');
    expect(statementDateTextOf('next week')).toBeNull();
    expect(statementDateTextOf('')).toBeNull();
  });

  it('lists no days for a range that ends before it starts', () => {
    expect(datesBetween('2026-11-02', '2026-11-01')).toEqual([]);
  });
});
