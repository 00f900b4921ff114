import { describe, expect, it } from 'vitest';
import { bangkokDate, bangkokDateTime, datesBetween, statementRange } from '../../../server/clock';
import { describeSchemaError } from '../../../server/http/errors';

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
    ['this week', '2026-11-16', '2026-11-21'],
    ['last week', '2026-11-09', '2026-11-15'],
    ['this month', '2026-11-01', '2026-11-21'],
    ['last month', '2026-10-01', '2026-10-31'],
  ] as const)('%s', (dateText, from, to) => {
    expect(statementRange(dateText, SATURDAY_NOON)).toEqual({ from, to });
  });

  it('starts a week on Monday, even on a Sunday', () => {
    const sunday = Date.UTC(2026, 10, 22, 5, 0, 0);
    expect(statementRange('this week', sunday)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('crosses the year for last month in January', () => {
    expect(statementRange('last month', Date.UTC(2027, 0, 10, 5))).toEqual({
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

describe('validation messages', () => {
  it('name the field, with array positions', () => {
    expect(
      describeSchemaError(
        {
          keyword: 'type',
          instancePath: '/ticket/item/0/price',
          params: {},
          message: 'must be number',
        },
        'body',
      ),
    ).toBe('ticket.item[0].price must be number');
    expect(
      describeSchemaError(
        { keyword: 'required', instancePath: '/ticket', params: { missingProperty: 'odds_type' } },
        'body',
      ),
    ).toBe('ticket.odds_type is required');
    expect(
      describeSchemaError(
        { keyword: 'required', instancePath: '', params: { missingProperty: 'stake' } },
        'body',
      ),
    ).toBe('stake is required');
    expect(
      describeSchemaError(
        {
          keyword: 'enum',
          instancePath: '/odds_type',
          params: { allowedValues: ['MY', 'HK', 'EU'] },
        },
        'querystring',
      ),
    ).toBe('odds_type must be one of "MY", "HK", "EU"');
    expect(
      describeSchemaError(
        { keyword: 'type', instancePath: '', params: {}, message: 'must be object' },
        'body',
      ),
    ).toBe('body must be object');
  });
});
