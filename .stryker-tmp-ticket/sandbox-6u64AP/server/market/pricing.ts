// @ts-nocheck
// Prices from the probability model: a distribution of the score difference and of the total for
// the full time and the first half, main lines where both sides are close to even, a bookmaker
// margin on top. Prices are computed in decimal (EU) and converted per request.
import type { MarketType, PriceOption } from '@contract/oddsList';
import { MARKET_TYPES } from '@contract/oddsList';
import type { LineGrid, SportProfile } from './catalog';
import type { Pmf } from './distribution';
import {
  differencePmf,
  meanOf,
  pmfFromOutcomes,
  poissonPmf,
  probEqual,
  probGreater,
  probLess,
  probOdd,
  shiftPmf,
  spreadOf,
} from './distribution';
import type { Snapshot } from './matchState';
import { roundsOutcomes, winnerOutcomes } from './matchState';
import { isQuarterLine, quoteDecimal } from './oddsFormat';
import { unit } from './random';
import type { EventPlan } from './schedule';

/** Handicap, over/under and odd/even: both sides together pay back about 4% less than fair. */
export const TWO_WAY_MARGIN = 0.04;
/** 1x2 carries a wider margin, as in real books. */
export const THREE_WAY_MARGIN = 0.06;
const DRIFT_AMPLITUDE = 0.035;
const RED_CARD_OWN_FACTOR = 0.7;
const RED_CARD_OPPONENT_FACTOR = 1.15;

/** The score distributions one period's markets are priced from. */
export interface PeriodModel {
  /** Goals still to come, home minus away: what a (live) Asian handicap settles on. */
  handicapDiff: Pmf;
  /** Final difference and total, including the goals already scored. */
  finalDiff: Pmf;
  finalTotal: Pmf;
  currentTotal: number;
}

export interface MatchModel {
  fullTime: PeriodModel;
  /** Null once the first half is over (or for sports without halves). */
  firstHalf: PeriodModel | null;
}

export interface PricedEntry {
  market: MarketType;
  sortRow: number;
  /** Stable per (row, market): ids derive from it. */
  slot: number;
  inWho: '1' | '2' | '';
  /** Signed line: positive when home gives it (handicap), the total line (over/under), 0 otherwise. */
  line: number;
  prices: { option: PriceOption; price: number }[]; // decimal, 2 decimals
}

export function slotOf(sortRow: number, market: MarketType): number {
  return (sortRow - 1) * MARKET_TYPES.length + MARKET_TYPES.indexOf(market);
}

function periodModel(homeRate: number, awayRate: number, home: number, away: number): PeriodModel {
  const handicapDiff = differencePmf(poissonPmf(homeRate), poissonPmf(awayRate));
  return {
    handicapDiff,
    finalDiff: shiftPmf(handicapDiff, home - away),
    finalTotal: shiftPmf(poissonPmf(homeRate + awayRate), home + away),
    currentTotal: home + away,
  };
}

function fixedOutcomeModel(
  outcomes: readonly { home: number; away: number; p: number }[],
): PeriodModel {
  const diff = pmfFromOutcomes(outcomes.map((o) => ({ value: o.home - o.away, p: o.p })));
  return {
    handicapDiff: diff,
    finalDiff: diff,
    finalTotal: pmfFromOutcomes(outcomes.map((o) => ({ value: o.home + o.away, p: o.p }))),
    currentTotal: 0,
  };
}

/** Share of the expected scoring still to come in the full time and the first half. */
function remainingShares(
  plan: EventPlan,
  s: Snapshot,
): { fullTime: number; firstHalf: number | null } {
  const p = plan.sport.clock.periodMinutes;
  const atLeast = (x: number): number => Math.max(0.004, x);
  if (s.phase !== 'live') return { fullTime: 1, firstHalf: 1 };
  if (plan.sport.clock.halves === 1)
    return { fullTime: atLeast((p - s.minute) / p), firstHalf: null };
  if (s.period === '1')
    return {
      fullTime: atLeast((2 * p - s.minute) / (2 * p)),
      firstHalf: atLeast((p - s.minute) / p),
    };
  if (s.period === '5') return { fullTime: 0.5, firstHalf: null };
  return { fullTime: atLeast((p - s.minute) / (2 * p)), firstHalf: null };
}

/**
 * The model behind an event's prices at a snapshot. Poisson sports condition on the clock, the
 * score and red cards; Muay Thai and bullfights keep their pre-match model while live.
 */
export function matchModelAt(plan: EventPlan, s: Snapshot): MatchModel {
  if (s.phase !== 'live') {
    // Before kickoff the model does not depend on the time: build it once per event.
    const cached = preMatchModels.get(plan);
    if (cached) return cached;
    const model = buildMatchModel(plan, s);
    preMatchModels.set(plan, model);
    return model;
  }
  return buildMatchModel(plan, s);
}

const preMatchModels = new WeakMap<EventPlan, MatchModel>();

function buildMatchModel(plan: EventPlan, s: Snapshot): MatchModel {
  const m = plan.model;
  if (m.kind === 'rounds')
    return { fullTime: fixedOutcomeModel(roundsOutcomes(m)), firstHalf: null };
  if (m.kind === 'winner')
    return { fullTime: fixedOutcomeModel(winnerOutcomes(m)), firstHalf: null };
  const shares = remainingShares(plan, s);
  const homeRate =
    m.homeRate * RED_CARD_OWN_FACTOR ** s.homeRed * RED_CARD_OPPONENT_FACTOR ** s.awayRed;
  const awayRate =
    m.awayRate * RED_CARD_OWN_FACTOR ** s.awayRed * RED_CARD_OPPONENT_FACTOR ** s.homeRed;
  const fullTime = periodModel(
    homeRate * shares.fullTime,
    awayRate * shares.fullTime,
    s.home,
    s.away,
  );
  const hasHalves = plan.sport.clock.halves === 2;
  const firstHalf =
    hasHalves && shares.firstHalf !== null
      ? periodModel(
          homeRate * m.firstHalfShare * shares.firstHalf,
          awayRate * m.firstHalfShare * shares.firstHalf,
          s.firstHalfHome,
          s.firstHalfAway,
        )
      : null;
  return { fullTime, firstHalf };
}

/**
 * The first side's share of a two-way line on `x` (first side wins when x > line), pushes taken
 * out: the ratio that makes a bet on that side fair is (1 - q) / q. A quarter line spreads the
 * stake over the two neighbouring lines, so both halves count.
 */
function firstSideShare(x: Pmf, line: number): number {
  const quarter = isQuarterLine(line);
  const low = quarter ? line - 0.25 : line;
  const high = quarter ? line + 0.25 : line;
  const win = probGreater(x, low) + probGreater(x, high);
  const lose = probLess(x, low) + probLess(x, high);
  return win + lose <= 0 ? 0.5 : win / (win + lose);
}

/** Home's share on a handicap where home gives `line` (negative: away gives it). */
export function handicapShare(diff: Pmf, line: number): number {
  return firstSideShare(diff, line);
}

/** Over's share on a total line. */
export function overShare(total: Pmf, line: number): number {
  return firstSideShare(total, line);
}

function gridLines(grid: LineGrid, from: number, to: number): number[] {
  const out: number[] = [];
  if (grid === 'quarter')
    for (let k = Math.ceil(from * 4); k <= Math.floor(to * 4); k += 1) out.push(k / 4);
  else for (let k = Math.ceil(from - 0.5); k + 0.5 <= to; k += 1) out.push(k + 0.5);
  return out;
}

/** The line on the grid whose first-side share is nearest to even (ties: the smaller line). */
function balancedLine(candidates: readonly number[], x: Pmf): number | null {
  let best: number | null = null;
  let bestGap = Infinity;
  for (const line of candidates) {
    const gap = Math.abs(firstSideShare(x, line) - 0.5);
    if (
      gap < bestGap - 1e-12 ||
      (Math.abs(gap - bestGap) <= 1e-12 && best !== null && Math.abs(line) < Math.abs(best))
    ) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

export function mainHandicapLine(diff: Pmf, grid: LineGrid): number {
  const mean = meanOf(diff);
  const sd = spreadOf(diff);
  // The balanced line sits near the median: a band of a couple of spreads around the mean holds it.
  return balancedLine(gridLines(grid, mean - 2 * sd - 1, mean + 2 * sd + 1), diff) ?? 0;
}

/** Totals start half a goal above the score so far: a line already beaten is no market. */
export function mainTotalLine(total: Pmf, currentTotal: number, grid: LineGrid): number | null {
  const mean = meanOf(total);
  const sd = spreadOf(total);
  return balancedLine(
    gridLines(
      grid,
      Math.max(currentTotal + 0.5, mean - 2 * sd - 1),
      Math.max(currentTotal + 0.5, mean + 2 * sd + 1),
    ),
    total,
  );
}

/** Decimal prices of a two-way market from the first side's share, with the margin. */
export function twoWayPrices(share: number): [number, number] {
  const q = Math.min(0.98, Math.max(0.02, share));
  return [
    quoteDecimal(1 / (q * (1 + TWO_WAY_MARGIN))),
    quoteDecimal(1 / ((1 - q) * (1 + TWO_WAY_MARGIN))),
  ];
}

interface EntryBuilder {
  add(
    market: MarketType,
    sortRow: number,
    inWho: PricedEntry['inWho'],
    line: number,
    prices: PricedEntry['prices'],
  ): void;
}

type Drift = (slot: number) => number;

function addPeriodMarkets(
  b: EntryBuilder,
  sport: SportProfile,
  rows: number,
  model: PeriodModel,
  firstHalf: boolean,
  drift: Drift,
): void {
  const [handicap, overUnder, threeWay] = firstHalf
    ? (['FH_Handicap', 'FH_OverUnder', 'FH_1x2'] as const)
    : (['Handicap', 'OverUnder', '1x2'] as const);
  const mainHandicap = mainHandicapLine(model.handicapDiff, sport.lineGrid);
  const mainTotal =
    sport.fixedOverUnderLine ?? mainTotalLine(model.finalTotal, model.currentTotal, sport.lineGrid);
  const rowShift = [0, sport.rowLineOffset, -sport.rowLineOffset];
  for (let row = 1; row <= rows; row += 1) {
    const markets = sport.rowMarkets[row - 1] ?? [];
    const shift = rowShift[row - 1] ?? 0;
    const nudge = (market: MarketType, share: number): number => share + drift(slotOf(row, market));
    if (markets.includes(handicap)) {
      const line = mainHandicap + shift;
      const [h, a] = twoWayPrices(nudge(handicap, handicapShare(model.handicapDiff, line)));
      b.add(handicap, row, line >= 0 ? '1' : '2', line, [
        { option: 'h', price: h },
        { option: 'a', price: a },
      ]);
    }
    if (
      markets.includes(overUnder) &&
      mainTotal !== null &&
      mainTotal + shift > model.currentTotal
    ) {
      const line = mainTotal + shift;
      const [over, under] = twoWayPrices(nudge(overUnder, overShare(model.finalTotal, line)));
      b.add(overUnder, row, '', line, [
        { option: 'h', price: over },
        { option: 'a', price: under },
      ]);
    }
    if (markets.includes(threeWay)) {
      const d = drift(slotOf(row, threeWay));
      const home = Math.max(0.01, probGreater(model.finalDiff, 0) * (1 + d));
      const draw = Math.max(0.01, probEqual(model.finalDiff, 0));
      const away = Math.max(0.01, probLess(model.finalDiff, 0) * (1 - d));
      const sum = (home + draw + away) * (1 + THREE_WAY_MARGIN);
      const prices: PricedEntry['prices'] = [
        { option: 'h', price: quoteDecimal(sum / home) },
        { option: 'a', price: quoteDecimal(sum / away) },
      ];
      // A bullfight or a tennis match can hardly end level: no draw price when a draw is near impossible.
      if (probEqual(model.finalDiff, 0) >= 0.02)
        prices.push({ option: 'x', price: quoteDecimal(sum / draw) });
      b.add(threeWay, row, '', 0, prices);
    }
    if (!firstHalf && markets.includes('OE')) {
      const [odd, even] = twoWayPrices(nudge('OE', probOdd(model.finalTotal)));
      b.add('OE', row, '', 0, [
        { option: 'h', price: odd },
        { option: 'a', price: even },
      ]);
    }
  }
}

/** A price move of up to a few percent of share for one entry, fixed for one drift tick. */
export function driftFor(seed: number, eventId: number, driftTick: number): Drift {
  if (driftTick < 0) return () => 0;
  return (slot) => (unit(seed, eventId, driftTick, slot, 5) - 0.5) * 2 * DRIFT_AMPLITUDE;
}

/** All price entries of an event at a snapshot, in decimal odds, ordered by row then market. */
export function priceEntries(plan: EventPlan, s: Snapshot, drift: Drift): PricedEntry[] {
  const entries: PricedEntry[] = [];
  const builder: EntryBuilder = {
    add: (market, sortRow, inWho, line, prices) =>
      entries.push({ market, sortRow, slot: slotOf(sortRow, market), inWho, line, prices }),
  };
  const model = matchModelAt(plan, s);
  addPeriodMarkets(builder, plan.sport, plan.rows, model.fullTime, false, drift);
  if (model.firstHalf)
    addPeriodMarkets(builder, plan.sport, plan.rows, model.firstHalf, true, drift);
  return entries.sort(
    (a, b) =>
      a.sortRow - b.sortRow || MARKET_TYPES.indexOf(a.market) - MARKET_TYPES.indexOf(b.market),
  );
}
