// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { PriceRow } from '@workers/odds/core/view';
import en from '@locales/en.json';
import th from '@locales/th.json';
import { priceName } from '@src/features/odds-table/priceName';

const row = {
  sort_row_no: 1,
  calcBall_h: '0.5',
  calcBall_a: '',
  overUnder_point: 2.5,
  fh_calcBall_h: '',
  fh_calcBall_a: '0.25',
  fh_overUnder_point: 1,
} as unknown as PriceRow;

describe('a price button is named by match, market, side, line and price', () => {
  const english = createIntl({ locale: 'en', messages: en });
  const thai = createIntl({ locale: 'th', messages: th });

  it('names handicap prices with the line as each side reads it', () => {
    expect(priceName(english, 'Arsenal v Chelsea', row, 'handicap_h', 0.92)).toBe(
      'Arsenal v Chelsea, handicap Home -0.5, 0.92',
    );
    expect(priceName(english, 'Arsenal v Chelsea', row, 'handicap_a', -0.81)).toBe(
      'Arsenal v Chelsea, handicap Away +0.5, -0.81',
    );
  });

  it('names over/under, first-half and 1x2 prices', () => {
    expect(priceName(english, 'A v B', row, 'overUnder_a', 0.9)).toBe(
      'A v B, over/under Under 2.5, 0.90',
    );
    expect(priceName(english, 'A v B', row, 'fh_handicap_a', 0.8)).toBe(
      'A v B, first half handicap Away -0.25, 0.80',
    );
    expect(priceName(english, 'A v B', row, 'oneXtwo_x', 3.4)).toBe('A v B, 1X2 Draw, 3.40');
  });

  it('speaks Thai in the Thai interface', () => {
    expect(priceName(thai, 'อาร์เซนอล พบ เชลซี', row, 'handicap_h', 0.92)).toBe(
      'อาร์เซนอล พบ เชลซี, แฮนดิแคป เจ้าบ้าน -0.5, ราคา 0.92',
    );
  });
});
