// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { sportById } from '@server/market/catalog';
import type { SportProfile } from '@server/market/catalog';
import { differencePmf, poissonPmf, probGreater } from '@server/market/distribution';
import type { Snapshot } from '@server/market/matchState';
import { roundsOutcomes } from '@server/market/matchState';
import {
  handicapShare,
  mainHandicapLine,
  matchModelAt,
  overShare,
  priceEntries,
  twoWayPrices,
} from '@server/market/pricing';
import type { EventPlan } from '@server/market/schedule';

const football = sportById(1) as SportProfile;

function plan(overrides: Partial<EventPlan> = {}): EventPlan {
  return {
    eventId: 982_000_001,
    day: 9820,
    sport: football,
    tournament: {
      id: 501,
      sportId: 1,
      en: 'English Premier League',
      th: 'อังกฤษ พรีเมียร์ลีก',
      windows: [],
      weight: 1,
      totalRate: 2.6,
      homeAdvantage: 0.3,
      ratingSpread: 1.6,
      rows: 3,
      teams: [],
    },
    home: { en: 'Arsenal', th: 'อาร์เซนอล' },
    away: { en: 'Chelsea', th: 'เชลซี' },
    kickoffMs: 0,
    rows: 3,
    streamId: '',
    model: { kind: 'poisson', homeRate: 1.6, awayRate: 1.0, firstHalfShare: 0.44 },
    drift: { preMatch: false, periodWallMs: 5000, phase: 0 },
    ...overrides,
  };
}

function snapshot(overrides: Partial<Snapshot> = {}): Snapshot {
  return {
    phase: 'upcoming',
    period: '',
    minute: 0,
    home: 0,
    away: 0,
    firstHalfHome: 0,
    firstHalfAway: 0,
    homeRed: 0,
    awayRed: 0,
    rowOpen: [1, 1, 1],
    stepOpen: [1, 1, 1],
    driftTick: -1,
    ...overrides,
  };
}

const noDrift = (): number => 0;
const priceOf = (
  p: EventPlan,
  s: Snapshot,
  market: string,
  option: string,
  row = 1,
): number | undefined =>
  priceEntries(p, s, noDrift)
    .find((e) => e.market === market && e.sortRow === row)
    ?.prices.find((x) => x.option === option)?.price;

describe('pricing model', () => {
  it('splits a symmetric match evenly at level ball, and a quarter line between its neighbours', () => {
    const even = differencePmf(poissonPmf(1.3), poissonPmf(1.3));
    expect(handicapShare(even, 0)).toBeCloseTo(0.5, 10);
    expect(mainHandicapLine(even, 'quarter')).toBe(0);
    const strong = differencePmf(poissonPmf(2), poissonPmf(0.8));
    const [h0, h05, h025] = [
      handicapShare(strong, 0),
      handicapShare(strong, 0.5),
      handicapShare(strong, 0.25),
    ];
    expect(h025).toBeLessThan(h0);
    expect(h025).toBeGreaterThan(h05);
    expect(mainHandicapLine(strong, 'quarter')).toBeGreaterThan(0);
  });

  it('prices with a margin: both sides of an even market below 2.00', () => {
    const [a, b] = twoWayPrices(0.5);
    expect(a).toBe(b);
    expect(a).toBeGreaterThan(1.85);
    expect(a).toBeLessThan(2);
  });

  it('makes the stronger home side the favourite', () => {
    const p = plan();
    const s = snapshot();
    const handicap = priceEntries(p, s, noDrift).find(
      (e) => e.market === 'Handicap' && e.sortRow === 1,
    );
    expect(handicap?.inWho).toBe('1');
    expect(priceOf(p, s, '1x2', 'h')).toBeLessThan(priceOf(p, s, '1x2', 'a') ?? 0);
  });

  it('moves live prices with the score: 1x2 follows the goal, the Asian live handicap does not count it', () => {
    const p = plan({
      model: { kind: 'poisson', homeRate: 1.3, awayRate: 1.3, firstHalfShare: 0.44 },
    });
    const before = snapshot({ phase: 'live', period: '1', minute: 30 });
    const afterGoal = snapshot({
      phase: 'live',
      period: '1',
      minute: 30,
      home: 1,
      firstHalfHome: 1,
    });
    expect(priceOf(p, afterGoal, '1x2', 'h')).toBeLessThan(priceOf(p, before, '1x2', 'h') ?? 0);
    const lineBefore = priceEntries(p, before, noDrift).find(
      (e) => e.market === 'Handicap' && e.sortRow === 1,
    )?.line;
    const lineAfter = priceEntries(p, afterGoal, noDrift).find(
      (e) => e.market === 'Handicap' && e.sortRow === 1,
    )?.line;
    expect(lineAfter).toBe(lineBefore);
    const totalAfter =
      priceEntries(p, afterGoal, noDrift).find((e) => e.market === 'OverUnder' && e.sortRow === 1)
        ?.line ?? 0;
    expect(totalAfter).toBeGreaterThan(1);
  });

  it('drops first-half markets after half time', () => {
    const p = plan();
    const markets = priceEntries(
      p,
      snapshot({ phase: 'live', period: '2', minute: 5 }),
      noDrift,
    ).map((e) => e.market);
    expect(markets.some((m) => m.startsWith('FH_'))).toBe(false);
    expect(markets).toContain('Handicap');
  });

  it('weakens a side with a red card', () => {
    const p = plan();
    const eleven = matchModelAt(p, snapshot({ phase: 'live', period: '1', minute: 20 }));
    const ten = matchModelAt(p, snapshot({ phase: 'live', period: '1', minute: 20, homeRed: 1 }));
    expect(probGreater(ten.fullTime.finalDiff, 0)).toBeLessThan(
      probGreater(eleven.fullTime.finalDiff, 0),
    );
  });

  it('prices Muay Thai over/under 4.5 rounds as "the bout goes the distance"', () => {
    const model = { kind: 'rounds' as const, redRoundProb: 0.6, stopPerRound: 0.08 };
    const outcomes = roundsOutcomes(model);
    expect(outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
    expect(outcomes.every((o) => o.home !== o.away)).toBe(true);
    const complete = outcomes.filter((o) => o.home + o.away === 5).reduce((s, o) => s + o.p, 0);
    expect(complete).toBeCloseTo(0.92 ** 4, 10);
    const fight = plan({ sport: sportById(44) as SportProfile, rows: 1, model });
    expect(overShare(matchModelAt(fight, snapshot()).fullTime.finalTotal, 4.5)).toBeCloseTo(
      0.92 ** 4,
      10,
    );
    expect(
      priceEntries(fight, snapshot({ rowOpen: [1], stepOpen: [1] }), noDrift).map((e) => e.market),
    ).toEqual(['Handicap', 'OverUnder', 'OE']);
  });
});
