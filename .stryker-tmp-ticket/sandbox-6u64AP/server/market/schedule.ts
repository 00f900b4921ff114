// @ts-nocheck
// The fixture list: which events exist on a Bangkok day, with ids, names, kickoffs and the
// strengths behind their prices. A pure function of (seed, day, football count), so a restarted
// simulator lists the same events under the same ids.
import { bangkokDayStartMs, DAY_MS, MINUTE_MS } from './bangkokTime';
import type { SportProfile, TeamDef, TournamentDef } from './catalog';
import { BULLFIGHT, FOOTBALL, MUAY_THAI, SPORTS, sportById, tournamentsOf } from './catalog';
import { hash32, Rng, unit } from './random';

/** Football over today and the 7 following days: SIM_EVENTS is spread over this many days. */
export const SCHEDULE_DAYS = 8;
/** Event ids are day * stride + ordinal, so the day of any id is known without a lookup. */
export const EVENT_ID_STRIDE = 100_000;
/** Odds entry ids: eventId * 64 + slot (id) and eventId * 64 + 32 + slot (odds_id); slots are 0..20. */
export const ENTRY_ID_STRIDE = 64;
export const ODDS_ID_OFFSET = 32;

// Kickoffs every 80 minutes round the clock: a football match lasts at least 105 minutes, so some
// event is always in play whatever the time of day.
const ROUND_THE_CLOCK_SPACING_MIN = 80;
const ROUND_THE_CLOCK_SLOTS = (24 * 60) / ROUND_THE_CLOCK_SPACING_MIN;

export type OutcomeModel =
  /** Goals (points, games) of each side are Poisson; `firstHalfShare` of them fall before half time. */
  | { kind: 'poisson'; homeRate: number; awayRate: number; firstHalfShare: number }
  /** Muay Thai: red (home) wins a round with `redRoundProb`; each round ends in a stoppage with `stopPerRound`. */
  | { kind: 'rounds'; redRoundProb: number; stopPerRound: number }
  /** One winner or a draw (bullfight). */
  | { kind: 'winner'; homeWin: number; draw: number };

export interface DriftPlan {
  /** Whether the pre-match prices move; live prices always do. */
  preMatch: boolean;
  /** Wall-clock ms between possible moves (scaled by the speed into sim time). */
  periodWallMs: number;
  /** Offset so that events do not all move at the same instant, as a fraction of the period. */
  phase: number;
}

export interface EventPlan {
  eventId: number;
  day: number;
  sport: SportProfile;
  tournament: TournamentDef;
  home: TeamDef;
  away: TeamDef;
  kickoffMs: number;
  rows: number;
  /** Stream id shown as channel_live while the event is live; "" when it has none. */
  streamId: string;
  model: OutcomeModel;
  drift: DriftPlan;
}

export function dayOfEventId(eventId: number): number {
  return Math.floor(eventId / EVENT_ID_STRIDE);
}

export function eventIdOfEntryId(entryOrOddsId: number): number {
  return Math.floor(entryOrOddsId / ENTRY_ID_STRIDE);
}

/** SIM_EVENTS football events spread evenly over SCHEDULE_DAYS consecutive days. */
export function footballCountForDay(total: number, day: number): number {
  const base = Math.floor(total / SCHEDULE_DAYS);
  const extra = total % SCHEDULE_DAYS;
  return base + (((day % SCHEDULE_DAYS) + SCHEDULE_DAYS) % SCHEDULE_DAYS < extra ? 1 : 0);
}

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

/** A team's strength for this seed: catalogue order (strongest first) with a little per-seed noise. */
function ratingOf(seed: number, tournament: TournamentDef, teamIndex: number): number {
  const n = Math.max(1, tournament.teams.length - 1);
  return clamp(1 - teamIndex / n + (unit(seed, tournament.id, teamIndex, 11) - 0.5) * 0.2, 0, 1);
}

function outcomeModelFor(
  sport: SportProfile,
  tournament: TournamentDef,
  homeRating: number,
  awayRating: number,
  rng: Rng,
): OutcomeModel {
  const gap = homeRating - awayRating;
  if (sport.scoring === 'rounds') {
    return {
      kind: 'rounds',
      redRoundProb: clamp(0.5 + gap * tournament.ratingSpread, 0.15, 0.85),
      stopPerRound: rng.between(0.03, 0.1),
    };
  }
  if (sport.scoring === 'winner') {
    return {
      kind: 'winner',
      homeWin: clamp(0.47 + gap * tournament.ratingSpread, 0.1, 0.84),
      draw: 0.06,
    };
  }
  const total = tournament.totalRate * rng.between(0.9, 1.1);
  const supremacy = gap * tournament.ratingSpread + tournament.homeAdvantage;
  const floor = total * 0.06;
  return {
    kind: 'poisson',
    homeRate: Math.max(floor, (total + supremacy) / 2),
    awayRate: Math.max(floor, (total - supremacy) / 2),
    firstHalfShare: sport.clock.halves === 2 ? 0.44 : 1,
  };
}

function pickWeighted<T extends { weight: number }>(items: readonly T[], rng: Rng): T {
  const total = items.reduce((s, x) => s + x.weight, 0);
  let r = rng.next() * total;
  for (const item of items) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return rng.pick(items);
}

function coversMinute(t: TournamentDef, minute: number): boolean {
  return t.windows.some(([from, to]) => minute >= from && minute < to);
}

/** A kickoff minute inside one of the tournament's windows, on a 15-minute grid (5 for e-sport). */
function kickoffMinuteIn(t: TournamentDef, rng: Rng): number {
  const lengths = t.windows.map(([from, to]) => to - from);
  const window = pickWeighted(
    t.windows.map((w, i) => ({ w, weight: lengths[i] ?? 0 })),
    rng,
  ).w;
  const grid =
    t.sportId === FOOTBALL && t.windows.length === 1 && t.windows[0]?.[1] === 24 * 60 ? 5 : 15;
  const steps = Math.max(1, Math.floor((window[1] - window[0]) / grid));
  return window[0] + rng.int(0, steps - 1) * grid;
}

interface Draft {
  sport: SportProfile;
  tournament: TournamentDef;
  minute: number;
  rng: Rng;
}

function footballDrafts(seed: number, day: number, count: number): Draft[] {
  const tournaments = tournamentsOf(FOOTBALL);
  const sport = sportById(FOOTBALL) as SportProfile;
  const rng = new Rng(hash32(seed, day, FOOTBALL, 1));
  const drafts: Draft[] = [];
  const roundTheClock = Math.min(count, ROUND_THE_CLOCK_SLOTS);
  for (let i = 0; i < roundTheClock; i += 1) {
    const minute = i * ROUND_THE_CLOCK_SPACING_MIN;
    const covering = tournaments.filter((t) => coversMinute(t, minute));
    drafts.push({
      sport,
      tournament: pickWeighted(covering, rng),
      minute,
      rng: new Rng(hash32(seed, day, FOOTBALL, 100 + i)),
    });
  }
  for (let i = roundTheClock; i < count; i += 1) {
    const tournament = pickWeighted(tournaments, rng);
    drafts.push({
      sport,
      tournament,
      minute: kickoffMinuteIn(tournament, rng),
      rng: new Rng(hash32(seed, day, FOOTBALL, 100 + i)),
    });
  }
  return drafts;
}

function otherSportDrafts(seed: number, day: number, sport: SportProfile): Draft[] {
  const tournaments = tournamentsOf(sport.id);
  const rng = new Rng(hash32(seed, day, sport.id, 1));
  const drafts: Draft[] = [];
  for (let i = 0; i < sport.eventsPerDay; i += 1) {
    const tournament = pickWeighted(tournaments, rng);
    drafts.push({
      sport,
      tournament,
      minute: kickoffMinuteIn(tournament, rng),
      rng: new Rng(hash32(seed, day, sport.id, 100 + i)),
    });
  }
  return drafts;
}

function planFromDraft(seed: number, day: number, draft: Draft, eventId: number): EventPlan {
  const { rng, tournament, sport } = draft;
  const homeIndex = rng.int(0, tournament.teams.length - 1);
  const awayIndex = (homeIndex + rng.int(1, tournament.teams.length - 1)) % tournament.teams.length;
  const fightsOrFixtures = sport.id === MUAY_THAI || sport.id === BULLFIGHT ? 0.1 : 0.4;
  return {
    eventId,
    day,
    sport,
    tournament,
    home: tournament.teams[homeIndex] as TeamDef,
    away: tournament.teams[awayIndex] as TeamDef,
    kickoffMs: bangkokDayStartMs(day) + draft.minute * MINUTE_MS,
    // Lesser fixtures of a league carry fewer rows; e-sport and fights one.
    rows: Math.max(1, tournament.rows - (rng.next() < 0.3 ? 1 : 0)),
    streamId: rng.next() < fightsOrFixtures + 0.2 ? `ch${(eventId % 97_000) + 1000}` : '',
    model: outcomeModelFor(
      sport,
      tournament,
      ratingOf(seed, tournament, homeIndex),
      ratingOf(seed, tournament, awayIndex),
      rng,
    ),
    drift: {
      preMatch: rng.next() < 0.25,
      periodWallMs: Math.round(rng.between(4_000, 12_000)),
      phase: rng.next(),
    },
  };
}

/** Every event kicking off on a Bangkok day, sorted by kickoff; ids follow that order. */
export function planDay(seed: number, day: number, footballTotal: number): EventPlan[] {
  const drafts = footballDrafts(seed, day, footballCountForDay(footballTotal, day));
  for (const sport of SPORTS)
    if (sport.id !== FOOTBALL) drafts.push(...otherSportDrafts(seed, day, sport));
  const ordered = drafts
    .map((d, i) => ({ d, i }))
    .sort((a, b) => a.d.minute - b.d.minute || a.d.tournament.id - b.d.tournament.id || a.i - b.i);
  return ordered.map(({ d }, ordinal) =>
    planFromDraft(seed, day, d, day * EVENT_ID_STRIDE + ordinal + 1),
  );
}

/** The last moment an event of `day` can still be in play (the longest match is well under 3 hours). */
export function lastPossibleEndMs(day: number): number {
  return bangkokDayStartMs(day) + DAY_MS + 3 * 3_600_000;
}
