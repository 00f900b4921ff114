// @ts-nocheck
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import PusherServer from 'pusher';
import {
  combinedOdds,
  parlayLegFactor,
  parlayReturn,
  parlayStakeLimits,
  parlayStatus,
  riskOf,
  singleReturn,
  singleStakeLimits,
} from '@contract/money';
import { isDecimalPrice } from '@contract/odds';
import { settleTicketAmounts } from '@server/bets/settlement';
import { maskUsername } from '@server/members/members';
import { channelAuth, isValidChannelAuth } from '@server/realtime/signature';

describe('money at risk', () => {
  it('is |price| x stake for a negative MY price, otherwise the stake', () => {
    expect(riskOf(1000, -0.98)).toBeCloseTo(980);
    expect(riskOf(1000, 0.92)).toBe(1000);
    expect(riskOf(1000, 2.5)).toBe(1000);
  });
});

describe('what a settled single pays back', () => {
  it('MY/HK positive: won = stake + stake x price', () => {
    expect(singleReturn(1000, 0.92, false, 'won')).toBeCloseTo(1920);
    expect(singleReturn(1000, 0.92, false, 'halfwon')).toBeCloseTo(1460);
  });

  it('negative MY: won = risk + stake, a loss costs |price| x stake', () => {
    expect(singleReturn(1000, -0.8, false, 'won')).toBeCloseTo(1800);
    expect(singleReturn(1000, -0.8, false, 'halfwon')).toBeCloseTo(1300);
    expect(singleReturn(1000, -0.8, false, 'haftlose')).toBeCloseTo(400);
    expect(singleReturn(1000, -0.8, false, 'lose')).toBe(0);
  });

  it('EU and 1x2: won = stake x price', () => {
    expect(singleReturn(1000, 2.1, true, 'won')).toBeCloseTo(2100);
    expect(singleReturn(1000, 2.1, true, 'halfwon')).toBeCloseTo(1550);
  });

  it('a draw gives the risk back and a half loss half of it', () => {
    expect(singleReturn(500, 0.9, false, 'draw')).toBe(500);
    expect(singleReturn(500, -0.5, false, 'draw')).toBe(250);
    expect(singleReturn(500, 0.9, false, 'haftlose')).toBe(250);
  });

  it('never pays a loser and never takes more than the risk', () => {
    const outcomes = ['won', 'lose', 'halfwon', 'haftlose', 'draw'] as const;
    fc.assert(
      // MY prices: two decimals in [-1, 1], never 0.
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: -100, max: 100 }),
        fc.constantFrom(...outcomes),
        (stake, cents, outcome) => {
          fc.pre(cents !== 0);
          const price = cents / 100;
          const returned = singleReturn(stake, price, false, outcome);
          expect(returned).toBeGreaterThanOrEqual(0);
          if (outcome === 'lose') expect(returned).toBe(0);
          if (outcome === 'won') expect(returned).toBeGreaterThan(riskOf(stake, price));
        },
      ),
    );
  });

  it('treats 1x2 prices as decimal whatever the odds type', () => {
    expect(isDecimalPrice('1x2', 'MY')).toBe(true);
    expect(isDecimalPrice('FH_1x2', 'HK')).toBe(true);
    expect(isDecimalPrice('Handicap', 'EU')).toBe(true);
    expect(isDecimalPrice('Handicap', 'MY')).toBe(false);
  });
});

describe('step/mix', () => {
  it('multiplies the leg factors: won p, halfwon (p+1)/2, draw 1, haftlose 0.5, lose 0', () => {
    expect(parlayLegFactor(1.9, 'won')).toBe(1.9);
    expect(parlayLegFactor(1.9, 'halfwon')).toBeCloseTo(1.45);
    expect(parlayLegFactor(1.9, 'draw')).toBe(1);
    expect(parlayLegFactor(1.9, 'haftlose')).toBe(0.5);
    expect(parlayLegFactor(1.9, 'lose')).toBe(0);
    expect(
      parlayReturn(100, [
        { price: 2, outcome: 'won' },
        { price: 1.8, outcome: 'halfwon' },
        { price: 3, outcome: 'haftlose' },
      ]),
    ).toBeCloseTo(140);
    expect(
      parlayReturn(100, [
        { price: 2, outcome: 'won' },
        { price: 1.8, outcome: 'lose' },
      ]),
    ).toBe(0);
  });

  it('names the status by what it pays against the stake', () => {
    expect(parlayStatus(100, 0)).toBe('lose');
    expect(parlayStatus(100, 100)).toBe('draw');
    expect(parlayStatus(100, 250)).toBe('won');
    expect(parlayStatus(100, 50)).toBe('haftlose');
  });

  it('limits the stake: min of the first pick, max = min(smallest max_bet, smallest max_pay / combined odds)', () => {
    const picks = [
      { min_bet: 50.5, max_bet: 10_000, max_pay_bill_sport: 100_000 },
      { min_bet: 100, max_bet: 20_000, max_pay_bill_sport: 30_000 },
    ];
    const odds = combinedOdds([2, 2.5]);
    expect(odds).toBe(5);
    expect(parlayStakeLimits(picks, odds)).toEqual({ min: 50, max: 6000 });
    expect(parlayStakeLimits(picks, 2)).toEqual({ min: 50, max: 10_000 });
    expect(singleStakeLimits({ min_bet: 99.9, max_bet: 5000.7, max_pay_bill_sport: 1 })).toEqual({
      min: 99,
      max: 5000,
    });
  });
});

describe('settling a ticket', () => {
  const single = {
    id: 1,
    member_id: 1,
    mainbet: 1,
    odds_type: 'MY' as const,
    stake_cents: 100_000,
    risk_cents: 80_000,
  };
  it('refunds a cancelled single and marks it cancel', () => {
    expect(
      settleTicketAmounts(single, [{ market_type: 'Handicap', price: -0.8, outcome: 'cancel' }]),
    ).toEqual({ returnCents: 80_000, status: 'cancel' });
  });
  it('pays a won 1x2 single at decimal odds even on an MY ticket', () => {
    const ticket = { ...single, risk_cents: 100_000 };
    expect(
      settleTicketAmounts(ticket, [{ market_type: '1x2', price: 3.4, outcome: 'won' }]),
    ).toEqual({ returnCents: 340_000, status: 'won' });
  });
  it('refunds a parlay whose every leg was cancelled', () => {
    const parlay = {
      ...single,
      mainbet: 6,
      odds_type: 'EU' as const,
      stake_cents: 10_000,
      risk_cents: 10_000,
    };
    const legs = [
      { market_type: 'Handicap' as const, price: 1.9, outcome: 'cancel' as const },
      { market_type: 'OverUnder' as const, price: 1.8, outcome: 'cancel' as const },
    ];
    expect(settleTicketAmounts(parlay, legs)).toEqual({ returnCents: 10_000, status: 'cancel' });
  });
});

describe('recent-bet usernames', () => {
  it('keep three leading and two trailing characters', () => {
    expect(maskUsername('demo01')).toBe('dem***01');
    expect(maskUsername('somchai88')).toBe('som***88');
    expect(maskUsername('abc')).toBe('a***c');
  });
});

describe('private channel signatures', () => {
  // Pusher's documented example (key, secret, socket id, channel) and the auth it shows.
  const KEY = '278d425bdf160c739803';
  const SECRET = '7ad3773142a6692b25b8';
  const DOCUMENTED =
    '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4';

  it('match the Pusher documentation example and the official library', () => {
    expect(channelAuth(KEY, SECRET, '1234.1234', 'private-foobar')).toBe(DOCUMENTED);
    const official = new PusherServer({ appId: '3', key: KEY, secret: SECRET, host: '127.0.0.1' });
    for (const [socketId, channel] of [
      ['1234.1234', 'private-foobar'],
      ['98765.4321', 'private-ticket-channel'],
      ['1.1', 'private-x'],
    ] as const)
      expect(channelAuth(KEY, SECRET, socketId, channel)).toBe(
        official.authorizeChannel(socketId, channel).auth,
      );
  });

  it('accept the documented auth and refuse it for another socket, channel or secret, or altered', () => {
    expect(isValidChannelAuth(DOCUMENTED, KEY, SECRET, '1234.1234', 'private-foobar')).toBe(true);
    expect(isValidChannelAuth(DOCUMENTED, KEY, SECRET, '1234.1235', 'private-foobar')).toBe(false);
    expect(isValidChannelAuth(DOCUMENTED, KEY, SECRET, '1234.1234', 'private-foobaz')).toBe(false);
    expect(isValidChannelAuth(DOCUMENTED, KEY, 'another', '1234.1234', 'private-foobar')).toBe(
      false,
    );
    const altered = `${DOCUMENTED.slice(0, -1)}5`;
    expect(isValidChannelAuth(altered, KEY, SECRET, '1234.1234', 'private-foobar')).toBe(false);
    expect(isValidChannelAuth(`${DOCUMENTED}0`, KEY, SECRET, '1234.1234', 'private-foobar')).toBe(
      false,
    );
    expect(isValidChannelAuth(undefined, KEY, SECRET, '1234.1234', 'private-foobar')).toBe(false);
  });
});
