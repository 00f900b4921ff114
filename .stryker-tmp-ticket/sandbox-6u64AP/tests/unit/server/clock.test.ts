// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { describeSchemaError } from '@server/http/errors';

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
