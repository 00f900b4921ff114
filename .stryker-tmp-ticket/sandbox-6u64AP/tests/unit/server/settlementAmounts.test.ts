// @ts-nocheck
// What a settled ticket pays and the status it shows (server/bets/settlement.ts settleTicketAmounts),
// in cents, for the cases a member meets: a single on MY prices, a single on a decimal 1x2, a void
// single, a choice left undecided (paid like a draw), and parlays with cancelled legs.
import { describe, expect, it } from 'vitest';
import { settleTicketAmounts } from '@server/bets/settlement';

const single = (stake: number, risk: number, oddsType: 'MY' | 'EU' = 'MY') => ({
  id: 1,
  member_id: 1,
  mainbet: 1,
  odds_type: oddsType,
  stake_cents: stake * 100,
  risk_cents: risk * 100,
});
const parlay = (stake: number) => ({ ...single(stake, stake, 'EU'), mainbet: 6 });

describe('settleTicketAmounts', () => {
  it('a won MY single pays the risk back plus stake x price', () => {
    expect(
      settleTicketAmounts(single(1000, 1000), [
        { market_type: 'Handicap', price: 0.92, outcome: 'won' },
      ]),
    ).toEqual({ returnCents: 192_000, status: 'won' });
  });

  it('a lost negative MY single keeps nothing of its risk (|price| x stake)', () => {
    expect(
      settleTicketAmounts(single(1000, 980), [
        { market_type: 'Handicap', price: -0.98, outcome: 'lose' },
      ]),
    ).toEqual({ returnCents: 0, status: 'lose' });
  });

  it('a won 1x2 single is paid at its decimal price whatever the odds type', () => {
    expect(
      settleTicketAmounts(single(100, 100), [{ market_type: '1x2', price: 2.5, outcome: 'won' }]),
    ).toEqual({ returnCents: 25_000, status: 'won' });
  });

  it('a single on a cancelled event gives the risk back and shows cancel', () => {
    expect(
      settleTicketAmounts(single(1000, 980), [
        { market_type: 'Handicap', price: -0.98, outcome: 'cancel' },
      ]),
    ).toEqual({ returnCents: 98_000, status: 'cancel' });
  });

  it('a single with no choice left gives its risk back as cancelled', () => {
    expect(settleTicketAmounts(single(1000, 980), [])).toEqual({
      returnCents: 98_000,
      status: 'cancel',
    });
  });

  it('an undecided choice is paid like a draw', () => {
    expect(
      settleTicketAmounts(single(500, 500), [
        { market_type: 'OverUnder', price: 0.9, outcome: null },
      ]),
    ).toEqual({ returnCents: 50_000, status: 'draw' });
  });

  it('a parlay whose every leg was cancelled gives the stake back as cancelled', () => {
    expect(
      settleTicketAmounts(parlay(100), [
        { market_type: 'Handicap', price: 1.9, outcome: 'cancel' },
        { market_type: 'Handicap', price: 1.8, outcome: 'cancel' },
      ]),
    ).toEqual({ returnCents: 10_000, status: 'cancel' });
  });

  it('a parlay pays stake x its legs, a cancelled leg counting 1, and shows won', () => {
    expect(
      settleTicketAmounts(parlay(100), [
        { market_type: 'Handicap', price: 1.75, outcome: 'won' },
        { market_type: 'Handicap', price: 1.8, outcome: 'cancel' },
      ]),
    ).toEqual({ returnCents: 17_500, status: 'won' });
  });

  it('a parlay with a lost leg pays nothing', () => {
    expect(
      settleTicketAmounts(parlay(100), [
        { market_type: 'Handicap', price: 1.75, outcome: 'won' },
        { market_type: 'Handicap', price: 1.8, outcome: 'lose' },
      ]),
    ).toEqual({ returnCents: 0, status: 'lose' });
  });
});
