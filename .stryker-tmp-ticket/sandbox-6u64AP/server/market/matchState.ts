// @ts-nocheck
// What happens in a match (the timeline, drawn once from the seed) and where a match stands at a
// given sim time (the snapshot). Both are pure: state(t) never depends on earlier calls.
import { MINUTE_MS } from './bangkokTime';
import { FOOTBALL } from './catalog';
import { hash32, Rng, unit } from './random';
import type { EventPlan, OutcomeModel } from './schedule';

export type Side = 'home' | 'away';

export interface ScoreMark {
  atMs: number; // sim ms after kickoff
  side: Side;
  points: number;
}

export interface Timeline {
  firstHalfEndMs: number;
  secondHalfStartMs: number;
  endMs: number;
  marks: ScoreMark[];
  reds: { atMs: number; side: Side }[];
  /** Abandoned at endMs: the result is `Cancel`. */
  cancelled: boolean;
}

export type Phase = 'upcoming' | 'live' | 'finished';
export type Period = '' | '1' | '2' | '5';

export interface Snapshot {
  phase: Phase;
  period: Period;
  /** period_start_time: the minute of the current period. */
  minute: number;
  home: number;
  away: number;
  firstHalfHome: number;
  firstHalfAway: number;
  homeRed: number;
  awayRed: number;
  /** w_is_open and st_w_is_open per price row (index 0 = sort_row 1). */
  rowOpen: number[];
  stepOpen: number[];
  /** The drift tick whose move the prices currently show; -1 for none. */
  driftTick: number;
}

const ROUND_MINUTES = 3;
const ROUND_CYCLE_MINUTES = 5; // a 3-minute round and a 2-minute rest
const MUAY_THAI_ROUNDS = 5;
const RED_CARD_CHANCE = 0.1;
const ABANDON_CHANCE = 0.01;
const DRIFT_MOVE_CHANCE = 0.35;
const DRIFT_LOOKBACK_TICKS = 16;
/** Pre-match prices move a few times slower than live ones. */
const PRE_MATCH_DRIFT_SLOWDOWN = 4;
const ROW_FLICKER_CHANCE = 0.06;

export interface RoundsOutcome {
  home: number;
  away: number;
  p: number;
  /** The round of the stoppage, or null when the bout goes the distance. */
  stopRound: number | null;
}

function binomial(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i += 1) c = (c * (n - k + i)) / i;
  return c;
}

/**
 * Every way a Muay Thai bout can end, scored in rounds won. Over the distance the five rounds are
 * shared out; a stoppage in round r ends it there, the winner taking round r and the lead.
 * So the total rounds scored is 5 exactly when the bout is "complete".
 */
export function roundsOutcomes(m: Extract<OutcomeModel, { kind: 'rounds' }>): RoundsOutcome[] {
  const out: RoundsOutcome[] = [];
  const s = m.stopPerRound;
  const pr = m.redRoundProb;
  const distance = (1 - s) ** MUAY_THAI_ROUNDS;
  for (let k = 0; k <= MUAY_THAI_ROUNDS; k += 1) {
    out.push({
      home: k,
      away: MUAY_THAI_ROUNDS - k,
      p: distance * binomial(MUAY_THAI_ROUNDS, k) * pr ** k * (1 - pr) ** (MUAY_THAI_ROUNDS - k),
      stopRound: null,
    });
  }
  for (let r = 1; r <= MUAY_THAI_ROUNDS; r += 1) {
    const pStop = (1 - s) ** (r - 1) * s;
    const loser = Math.floor((r - 1) / 2);
    out.push({ home: r - loser, away: loser, p: pStop * pr, stopRound: r });
    out.push({ home: loser, away: r - loser, p: pStop * (1 - pr), stopRound: r });
  }
  return out;
}

export function winnerOutcomes(
  m: Extract<OutcomeModel, { kind: 'winner' }>,
): { home: number; away: number; p: number }[] {
  return [
    { home: 1, away: 0, p: m.homeWin },
    { home: 0, away: 0, p: m.draw },
    { home: 0, away: 1, p: Math.max(0, 1 - m.homeWin - m.draw) },
  ];
}

function sampleOutcome<T extends { p: number }>(outcomes: readonly T[], rng: Rng): T {
  let r = rng.next();
  for (const o of outcomes) {
    r -= o.p;
    if (r < 0) return o;
  }
  return outcomes[outcomes.length - 1] as T;
}

/** Basketball points arrive as 1-, 2- and 3-point scores; goals and games one at a time. */
function splitIntoScores(points: number, rng: Rng, basket: boolean): number[] {
  if (!basket) return Array.from({ length: points }, () => 1);
  const out: number[] = [];
  let left = points;
  while (left > 0) {
    const r = rng.next();
    const shot = Math.min(left, r < 0.25 ? 3 : r < 0.87 ? 2 : 1);
    out.push(shot);
    left -= shot;
  }
  return out;
}

function poissonTimeline(
  plan: EventPlan,
  m: Extract<OutcomeModel, { kind: 'poisson' }>,
  rng: Rng,
): Timeline {
  const clock = plan.sport.clock;
  let firstHalfEndMs: number;
  let secondHalfStartMs: number;
  let endMs: number;
  if (clock.halves === 2) {
    firstHalfEndMs = (clock.periodMinutes + rng.between(0, clock.stoppageMaxMinutes)) * MINUTE_MS;
    secondHalfStartMs = firstHalfEndMs + clock.breakMinutes * MINUTE_MS;
    endMs =
      secondHalfStartMs +
      (clock.periodMinutes + rng.between(0, clock.stoppageMaxMinutes)) * MINUTE_MS;
  } else {
    endMs = clock.periodMinutes * rng.between(0.75, 1.25) * MINUTE_MS;
    firstHalfEndMs = endMs;
    secondHalfStartMs = endMs;
  }
  const inPlayAt = (firstHalf: boolean, u: number): number =>
    firstHalf ? u * firstHalfEndMs : secondHalfStartMs + u * (endMs - secondHalfStartMs);
  const basket = m.homeRate > 40;
  const marks: ScoreMark[] = [];
  for (const [side, rate] of [
    ['home', m.homeRate],
    ['away', m.awayRate],
  ] as const) {
    for (const points of splitIntoScores(rng.poisson(rate), rng, basket)) {
      const firstHalf = clock.halves === 1 || rng.next() < m.firstHalfShare;
      marks.push({ atMs: Math.round(inPlayAt(firstHalf, rng.between(0.01, 0.99))), side, points });
    }
  }
  const reds: Timeline['reds'] = [];
  if (plan.sport.id === FOOTBALL) {
    for (const side of ['home', 'away'] as const) {
      if (rng.next() < RED_CARD_CHANCE)
        reds.push({ atMs: Math.round(inPlayAt(rng.next() < 0.4, rng.between(0.1, 0.98))), side });
    }
  }
  let cancelled = false;
  if (plan.sport.id === FOOTBALL && rng.next() < ABANDON_CHANCE) {
    cancelled = true;
    endMs = Math.round(rng.between(0.2, 0.9) * endMs);
  }
  return {
    firstHalfEndMs,
    secondHalfStartMs,
    endMs,
    marks: marks.filter((x) => x.atMs < endMs).sort((a, b) => a.atMs - b.atMs),
    reds: reds.filter((x) => x.atMs < endMs).sort((a, b) => a.atMs - b.atMs),
    cancelled,
  };
}

function roundsTimeline(m: Extract<OutcomeModel, { kind: 'rounds' }>, rng: Rng): Timeline {
  const outcome = sampleOutcome(roundsOutcomes(m), rng);
  const roundEnd = (r: number): number =>
    ((r - 1) * ROUND_CYCLE_MINUTES + ROUND_MINUTES) * MINUTE_MS;
  const winner: Side = outcome.home > outcome.away ? 'home' : 'away';
  const marks: ScoreMark[] = [];
  const scored = outcome.stopRound === null ? MUAY_THAI_ROUNDS : outcome.stopRound - 1;
  // Rounds scored on the cards before any stoppage, in a random order.
  const sides: Side[] = [];
  const stopWinnerRounds = outcome.stopRound === null ? 0 : 1;
  for (let i = 0; i < outcome.home - (winner === 'home' ? stopWinnerRounds : 0); i += 1)
    sides.push('home');
  for (let i = 0; i < outcome.away - (winner === 'away' ? stopWinnerRounds : 0); i += 1)
    sides.push('away');
  rng
    .shuffle(sides)
    .slice(0, scored)
    .forEach((side, i) => marks.push({ atMs: roundEnd(i + 1), side, points: 1 }));
  let endMs = roundEnd(MUAY_THAI_ROUNDS) + 1;
  if (outcome.stopRound !== null) {
    const stopAt = Math.round(
      ((outcome.stopRound - 1) * ROUND_CYCLE_MINUTES + rng.between(0.3, ROUND_MINUTES)) * MINUTE_MS,
    );
    marks.push({ atMs: stopAt, side: winner, points: 1 });
    endMs = stopAt + 1;
  }
  return {
    firstHalfEndMs: endMs,
    secondHalfStartMs: endMs,
    endMs,
    marks,
    reds: [],
    cancelled: false,
  };
}

function winnerTimeline(
  plan: EventPlan,
  m: Extract<OutcomeModel, { kind: 'winner' }>,
  rng: Rng,
): Timeline {
  const outcome = sampleOutcome(winnerOutcomes(m), rng);
  const endMs = Math.round(plan.sport.clock.periodMinutes * rng.between(0.4, 1) * MINUTE_MS);
  const marks: ScoreMark[] = [];
  if (outcome.home > 0) marks.push({ atMs: endMs - 1000, side: 'home', points: 1 });
  if (outcome.away > 0) marks.push({ atMs: endMs - 1000, side: 'away', points: 1 });
  return {
    firstHalfEndMs: endMs,
    secondHalfStartMs: endMs,
    endMs,
    marks,
    reds: [],
    cancelled: false,
  };
}

const timelines = new WeakMap<EventPlan, Timeline>();

/** The match as it will happen, drawn once per (seed, event) and memoised on the plan. */
export function timelineOf(seed: number, plan: EventPlan): Timeline {
  const cached = timelines.get(plan);
  if (cached) return cached;
  const rng = new Rng(hash32(seed, plan.eventId, 7));
  const m = plan.model;
  const timeline =
    m.kind === 'poisson'
      ? poissonTimeline(plan, m, rng)
      : m.kind === 'rounds'
        ? roundsTimeline(m, rng)
        : winnerTimeline(plan, m, rng);
  timelines.set(plan, timeline);
  return timeline;
}

export function phaseAt(seed: number, plan: EventPlan, simMs: number): Phase {
  if (simMs < plan.kickoffMs) return 'upcoming';
  return simMs - plan.kickoffMs >= timelineOf(seed, plan).endMs ? 'finished' : 'live';
}

/** Sim time at which the event finishes (or was abandoned). */
export function finishedAtMs(seed: number, plan: EventPlan): number {
  return plan.kickoffMs + timelineOf(seed, plan).endMs;
}

function clockAt(
  plan: EventPlan,
  tl: Timeline,
  elapsed: number,
): { period: Period; minute: number } {
  const perMinute = (ms: number): number =>
    Math.min(plan.sport.clock.periodMinutes, Math.floor(ms / MINUTE_MS));
  if (plan.sport.clock.halves === 1)
    return { period: '1', minute: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < tl.firstHalfEndMs) return { period: '1', minute: perMinute(elapsed) };
  if (elapsed < tl.secondHalfStartMs) return { period: '5', minute: 0 };
  return { period: '2', minute: perMinute(elapsed - tl.secondHalfStartMs) };
}

function scoreAt(tl: Timeline, elapsed: number): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const mark of tl.marks) {
    if (mark.atMs > elapsed) break;
    if (mark.side === 'home') home += mark.points;
    else away += mark.points;
  }
  return { home, away };
}

export interface DriftContext {
  seed: number;
  /** SIM_SPEED: drift periods are wall-clock periods, so in sim time they stretch with the speed. */
  speed: number;
}

/** The last drift tick at or before `simMs` on which this event's prices moved, or -1. */
export function lastDriftMove(
  ctx: DriftContext,
  plan: EventPlan,
  simMs: number,
  live: boolean,
): number {
  if (!live && !plan.drift.preMatch) return -1;
  const period = plan.drift.periodWallMs * ctx.speed * (live ? 1 : PRE_MATCH_DRIFT_SLOWDOWN);
  const tick = Math.floor(simMs / period + plan.drift.phase);
  for (let k = tick; k > tick - DRIFT_LOOKBACK_TICKS; k -= 1) {
    if (unit(ctx.seed, plan.eventId, k, 77) < DRIFT_MOVE_CHANCE) return k;
  }
  return -1;
}

function rowsOpenWhileLive(seed: number, plan: EventPlan, tl: Timeline, elapsed: number): number[] {
  const suspendMs = plan.sport.suspendAfterScoreMs;
  const justChanged =
    suspendMs > 0 &&
    [...tl.marks, ...tl.reds].some((x) => x.atMs <= elapsed && elapsed - x.atMs < suspendMs);
  const minuteIndex = Math.floor(elapsed / MINUTE_MS);
  return Array.from({ length: plan.rows }, (_, i) => {
    if (justChanged) return 0;
    // Lower rows also close now and then for a minute, as real books pull alternative lines.
    return i > 0 && unit(seed, plan.eventId, minuteIndex, i, 31) < ROW_FLICKER_CHANCE ? 0 : 1;
  });
}

/** Where the event stands at sim time `simMs`. */
export function snapshotAt(ctx: DriftContext, plan: EventPlan, simMs: number): Snapshot {
  const elapsed = simMs - plan.kickoffMs;
  const allOpen = Array.from({ length: plan.rows }, () => 1);
  if (elapsed < 0) {
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
      rowOpen: allOpen,
      stepOpen: allOpen,
      driftTick: lastDriftMove(ctx, plan, simMs, false),
    };
  }
  // The timeline is drawn lazily: most events of a 10,000-event market never kick off while watched.
  const tl = timelineOf(ctx.seed, plan);
  const finished = elapsed >= tl.endMs;
  const at = finished ? tl.endMs : elapsed;
  const score = scoreAt(tl, at);
  const firstHalf = scoreAt(tl, Math.min(at, tl.firstHalfEndMs));
  const reds = tl.reds.filter((r) => r.atMs <= at);
  const common = {
    home: score.home,
    away: score.away,
    firstHalfHome: firstHalf.home,
    firstHalfAway: firstHalf.away,
    homeRed: reds.filter((r) => r.side === 'home').length,
    awayRed: reds.filter((r) => r.side === 'away').length,
  };
  if (finished) {
    const closed = allOpen.map(() => 0);
    return {
      phase: 'finished',
      period: '',
      minute: 0,
      ...common,
      rowOpen: closed,
      stepOpen: closed,
      driftTick: -1,
    };
  }
  const clock = clockAt(plan, tl, elapsed);
  const rowOpen = rowsOpenWhileLive(ctx.seed, plan, tl, elapsed);
  // Step and mix parlays take no live second half and no half time.
  const stepBlocked = clock.period === '2' || clock.period === '5';
  return {
    phase: 'live',
    ...clock,
    ...common,
    rowOpen,
    stepOpen: rowOpen.map((open) => (stepBlocked ? 0 : open)),
    driftTick: lastDriftMove(ctx, plan, simMs, true),
  };
}

/** Everything the wire shows for an event, in one comparable string: equal keys mean equal events. */
export function snapshotKey(s: Snapshot): string {
  return `${s.phase}|${s.period}|${s.minute}|${s.home}-${s.away}|${s.firstHalfHome}-${s.firstHalfAway}|${s.homeRed}-${s.awayRed}|${s.rowOpen.join('')}|${s.stepOpen.join('')}|${s.driftTick}`;
}
