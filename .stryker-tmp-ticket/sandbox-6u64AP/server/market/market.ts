// @ts-nocheck
// The market: a sim clock over the pure schedule and match states, plus what is not pure — the
// change ids handed to clients, results already announced, and the test hooks' overrides.
import type { OddsType } from '@contract/wire';
import type { OddsListReply, MarketType, PriceOption } from '@contract/oddsList';
import { EVENT_FIELDS } from '@contract/oddsList';
import { bangkokDateTime } from '@contract/bangkok';
import { bangkokDayOf, parseIsoDate } from './bangkokTime';
import { SPORTS } from './catalog';
import { ChangeHistory } from './changeHistory';
import { candidateDays, isInList } from './lists';
import type { DriftContext, Snapshot } from './matchState';
import {
  finishedAtMs,
  lastDriftMove,
  phaseAt,
  snapshotAt,
  snapshotKey,
  timelineOf,
} from './matchState';
import { quoteDecimal, priceInOddsType } from './oddsFormat';
import type { PricedEntry } from './pricing';
import { driftFor, priceEntries } from './pricing';
import { hash32, Rng } from './random';
import type { EventPlan } from './schedule';
import {
  dayOfEventId,
  EVENT_ID_STRIDE,
  eventIdOfEntryId,
  planDay,
  SCHEDULE_DAYS,
} from './schedule';
import { settleChoice } from './settlement';
import type { EventResult } from '@contract/history';
import type { PickQuote } from '@contract/ticket';
import type { WireSportMenuItem } from '@contract/member';
import type {
  MarketChange,
  MarketOptions,
  OddsListQuery,
  PickQuery,
  SimulatedMarket,
} from './types';
import type { EventField } from './wireEvent';
import { oddsIdOf, toPositional, wireEventFields, wireOddsEntry } from './wireEvent';

/** Football events per day are capped so that ids (day * stride + ordinal) never collide. */
const MAX_EVENTS_PER_DAY = EVENT_ID_STRIDE - 1_000;
/** Plans of days older than this (relative to today) are dropped from memory; results regenerate them. */
const PLAN_CACHE_DAYS_BACK = 3;
const RESULT_DAYS_BACK = 366;

interface EventState {
  plan: EventPlan;
  snapshot: Snapshot;
  key: string;
}

const BET_CHOICES: Record<MarketType, Partial<Record<PriceOption, string>>> = {
  Handicap: { h: 'Home', a: 'Away' },
  FH_Handicap: { h: 'Home', a: 'Away' },
  OverUnder: { h: 'Over', a: 'Under' },
  FH_OverUnder: { h: 'Over', a: 'Under' },
  OE: { h: 'Odd', a: 'Even' },
  '1x2': { h: 'Home', x: 'Draw', a: 'Away' },
  FH_1x2: { h: 'Home', x: 'Draw', a: 'Away' },
};

/** The name of a choice on a ticket: Home / Away / Over / Under / Odd / Even / Draw. */
export function betChoiceOf(market: MarketType, option: PriceOption): string {
  return BET_CHOICES[market][option] ?? '';
}

function structuresFor(opts: MarketOptions): EventField[] {
  return opts.shuffleStructures
    ? new Rng(hash32(opts.seed, 0x5717)).shuffle(EVENT_FIELDS)
    : [...EVENT_FIELDS];
}

export class MarketSimulation implements SimulatedMarket {
  private readonly seed: number;
  private readonly speed: number;
  private readonly startMs: number;
  private readonly footballTotal: number;
  private readonly structures: EventField[];
  private lastWallMs: number;
  private simMs: number;
  private currentChangeId = 1;
  private readonly history = new ChangeHistory();
  private readonly plansByDay = new Map<number, EventPlan[]>();
  /** State of every event of the window (yesterday .. today + 7) at the last advance. */
  private readonly states = new Map<number, EventState>();
  private readonly announced = new Set<number>();
  private readonly resultListeners = new Set<(r: EventResult) => void>();
  private readonly changeListeners = new Set<(change: MarketChange) => void>();
  private readonly priceMoves = new Map<number, Partial<Record<PriceOption, number>>>();
  private readonly closedByTest = new Set<number>();
  /** Events whose drift a test holds, with the drift tick their prices stay at. */
  private readonly heldByTest = new Map<number, number>();
  private readonly testVersions = new Map<number, number>();
  private readonly pricedCache = new Map<number, { key: string; entries: PricedEntry[] }>();
  private readonly wireCache = new Map<
    number,
    { key: string; byType: Partial<Record<OddsType, unknown[]>> }
  >();
  private menuCache: { changeId: number; menu: Record<string, WireSportMenuItem> } | null = null;

  constructor(opts: MarketOptions) {
    this.seed = opts.seed;
    this.speed = opts.speed > 0 ? opts.speed : 1;
    this.startMs = opts.startMs;
    this.footballTotal = Math.max(
      0,
      Math.min(Math.floor(opts.footballEvents), MAX_EVENTS_PER_DAY * SCHEDULE_DAYS),
    );
    this.structures = structuresFor(opts);
    this.lastWallMs = opts.startMs;
    this.simMs = opts.startMs;
    this.currentChangeId = Math.max(1, Math.floor(opts.firstChangeId ?? 1));
    this.refreshStates();
    this.history.add({
      changeId: this.currentChangeId,
      simMs: this.simMs,
      day: this.today,
      changedEventIds: [],
    });
  }

  get changeId(): number {
    return this.currentChangeId;
  }

  get simNowMs(): number {
    return this.simMs;
  }

  private get today(): number {
    return bangkokDayOf(this.simMs);
  }

  /** Sim time for a wall-clock time: SIM_SPEED times faster than the wall clock since start. */
  private simTimeOf(wallMs: number): number {
    return this.startMs + (wallMs - this.startMs) * this.speed;
  }

  private plansOf(day: number): EventPlan[] {
    let plans = this.plansByDay.get(day);
    if (!plans) {
      plans = planDay(this.seed, day, this.footballTotal);
      this.plansByDay.set(day, plans);
    }
    return plans;
  }

  /** Results reach back a year; nothing is scheduled beyond the window. */
  private isKnownDay(day: number): boolean {
    return (
      Number.isInteger(day) &&
      day >= this.today - RESULT_DAYS_BACK &&
      day < this.today + SCHEDULE_DAYS
    );
  }

  private planOf(eventId: number): EventPlan | undefined {
    const day = dayOfEventId(eventId);
    if (!this.isKnownDay(day)) return undefined;
    const plans = this.plansOf(day);
    const plan = plans[(eventId % EVENT_ID_STRIDE) - 1];
    return plan?.eventId === eventId ? plan : undefined;
  }

  private windowDays(): number[] {
    return Array.from({ length: SCHEDULE_DAYS + 1 }, (_, i) => this.today - 1 + i);
  }

  private stateOf(plan: EventPlan): EventState {
    let snapshot = snapshotAt(this.driftContext, plan, this.simMs);
    const held = this.heldByTest.get(plan.eventId);
    if (held !== undefined) snapshot = { ...snapshot, driftTick: held };
    if (this.closedByTest.has(plan.eventId)) {
      const closed = snapshot.rowOpen.map(() => 0);
      snapshot = { ...snapshot, rowOpen: closed, stepOpen: closed };
    }
    return {
      plan,
      snapshot,
      key: `${snapshotKey(snapshot)}|${this.testVersions.get(plan.eventId) ?? 0}`,
    };
  }

  /**
   * Fast path for the bulk of a large market: before kickoff an event only changes when its
   * pre-match drift moves (test overrides re-derive the state themselves).
   */
  private stillUnchangedBeforeKickoff(prev: EventState): boolean {
    const { plan, snapshot } = prev;
    if (snapshot.phase !== 'upcoming' || this.simMs >= plan.kickoffMs) return false;
    return (
      !plan.drift.preMatch ||
      lastDriftMove(this.driftContext, plan, this.simMs, false) === snapshot.driftTick
    );
  }

  private get driftContext(): DriftContext {
    return { seed: this.seed, speed: this.speed };
  }

  /** Recompute every window event at the current sim time; returns the ids whose wire form changed. */
  private refreshStates(): number[] {
    const changed: number[] = [];
    const seen = new Set<number>();
    for (const day of this.windowDays()) {
      for (const plan of this.plansOf(day)) {
        seen.add(plan.eventId);
        const prev = this.states.get(plan.eventId);
        if (prev && this.stillUnchangedBeforeKickoff(prev)) continue;
        const next = this.stateOf(plan);
        if (prev?.key !== next.key) {
          changed.push(plan.eventId);
          this.states.set(plan.eventId, next);
        }
      }
    }
    for (const id of this.states.keys()) {
      if (!seen.has(id)) {
        this.states.delete(id);
        this.pricedCache.delete(id);
        this.wireCache.delete(id);
        changed.push(id);
      }
    }
    for (const day of this.plansByDay.keys())
      if (day < this.today - PLAN_CACHE_DAYS_BACK) this.plansByDay.delete(day);
    return changed;
  }

  private bumpChangeId(changedEventIds: readonly number[], wholesale = false): void {
    this.currentChangeId += 1;
    this.history.add({
      changeId: this.currentChangeId,
      simMs: this.simMs,
      day: this.today,
      changedEventIds,
    });
    if (this.changeListeners.size > 0) this.announceChange(changedEventIds, wholesale);
  }

  private announceChange(changedEventIds: readonly number[], wholesale: boolean): void {
    const eventsBySport = new Map<number, number[]>();
    for (const id of changedEventIds) {
      // An event that left the window may no longer have a plan: it is named to every sport.
      const sports = [this.planOf(id)?.sport.id ?? SPORTS.map((s) => s.id)].flat();
      for (const sport of sports) {
        const ids = eventsBySport.get(sport);
        if (ids) ids.push(id);
        else eventsBySport.set(sport, [id]);
      }
    }
    const change: MarketChange = { changeId: this.currentChangeId, eventsBySport, wholesale };
    for (const listener of [...this.changeListeners]) {
      try {
        listener(change);
      } catch (error) {
        // A failing publisher must not stop the market's clock.
        console.error(`onChange listener failed at change ${this.currentChangeId}:`, error);
      }
    }
  }

  onChange(cb: (change: MarketChange) => void): () => void {
    this.changeListeners.add(cb);
    return () => this.changeListeners.delete(cb);
  }

  advance(nowMs: number): void {
    if (!(nowMs > this.lastWallMs)) return;
    const fromSim = this.simMs;
    const fromDay = this.today;
    this.lastWallMs = nowMs;
    this.simMs = this.simTimeOf(nowMs);
    const finished = this.eventsFinishedBetween(fromSim, this.simMs);
    const changed = this.refreshStates();
    if (this.today !== fromDay) this.forgetOldEvents();
    if (changed.length > 0 || this.today !== fromDay)
      this.bumpChangeId(changed, this.today !== fromDay);
    for (const plan of finished) this.announceResult(plan);
  }

  /** Once a day: drop bookkeeping of events long finished, so a server running for weeks stays small. */
  private forgetOldEvents(): void {
    const oldest = this.today - PLAN_CACHE_DAYS_BACK;
    const old = (id: number): boolean => dayOfEventId(id) < oldest;
    for (const id of this.announced) if (old(id)) this.announced.delete(id);
    for (const id of this.closedByTest) if (old(id)) this.closedByTest.delete(id);
    for (const id of this.heldByTest.keys()) if (old(id)) this.heldByTest.delete(id);
    for (const id of this.testVersions.keys()) if (old(id)) this.testVersions.delete(id);
    for (const id of this.priceMoves.keys())
      if (old(eventIdOfEntryId(id))) this.priceMoves.delete(id);
  }

  /** Events that finished in (from, to], oldest first: each gets its result announced once. */
  private eventsFinishedBetween(fromSim: number, toSim: number): EventPlan[] {
    const out: { plan: EventPlan; at: number }[] = [];
    for (let day = bangkokDayOf(fromSim) - 1; day <= bangkokDayOf(toSim); day += 1) {
      for (const plan of this.plansOf(day)) {
        if (plan.kickoffMs > toSim) continue;
        const at = finishedAtMs(this.seed, plan);
        if (at > fromSim && at <= toSim && !this.announced.has(plan.eventId))
          out.push({ plan, at });
      }
    }
    return out.sort((a, b) => a.at - b.at || a.plan.eventId - b.plan.eventId).map((x) => x.plan);
  }

  private announceResult(plan: EventPlan): void {
    this.announced.add(plan.eventId);
    const result = this.resultAt(plan, this.simMs);
    if (!result) return;
    for (const listener of [...this.resultListeners]) {
      try {
        listener(result);
      } catch (error) {
        // One failing subscriber must not stop the clock or the others' settlement.
        console.error(`onResult listener failed for event ${plan.eventId}:`, error);
      }
    }
  }

  onResult(cb: (r: EventResult) => void): () => void {
    this.resultListeners.add(cb);
    return () => this.resultListeners.delete(cb);
  }

  /** Price entries (decimal) of an event in its current state, with test price moves applied. */
  private entriesOf(state: EventState): PricedEntry[] {
    const id = state.plan.eventId;
    const cached = this.pricedCache.get(id);
    if (cached?.key === state.key) return cached.entries;
    const entries = priceEntries(
      state.plan,
      state.snapshot,
      driftFor(this.seed, id, state.snapshot.driftTick),
    ).map((e) => {
      const moves = this.priceMoves.get(oddsIdOf(id, e.slot));
      if (!moves) return e;
      return {
        ...e,
        prices: e.prices.map((p) => ({
          option: p.option,
          price: quoteDecimal(p.price + (moves[p.option] ?? 0)),
        })),
      };
    });
    this.pricedCache.set(id, { key: state.key, entries });
    return entries;
  }

  private wireEventOf(state: EventState, oddsType: OddsType): unknown[] {
    const id = state.plan.eventId;
    let cached = this.wireCache.get(id);
    if (cached?.key !== state.key) {
      cached = { key: state.key, byType: {} };
      this.wireCache.set(id, cached);
    }
    const hit = cached.byType[oddsType];
    if (hit) return hit;
    const row = toPositional(
      wireEventFields(state.plan, state.snapshot, this.entriesOf(state), oddsType),
      this.structures,
    );
    cached.byType[oddsType] = row;
    return row;
  }

  private listedStates(q: OddsListQuery): EventState[] {
    const out: EventState[] = [];
    for (const day of candidateDays(q, this.today)) {
      for (const plan of this.plansOf(day)) {
        const state = this.states.get(plan.eventId);
        if (state && isInList(plan, state.snapshot.phase, q, this.today)) out.push(state);
      }
    }
    return out;
  }

  answersDeltaFrom(changeId: number): boolean {
    return this.deltaBase(changeId) !== undefined;
  }

  /** The record a delta starts from; unknown, future, too old, or from before midnight (today's
   *  list changed wholesale): none, a full load. */
  private deltaBase(changeId: number | undefined) {
    const since = changeId === undefined ? undefined : this.history.find(changeId);
    return since !== undefined && since.day === this.today ? since : undefined;
  }

  oddsList(q: OddsListQuery): OddsListReply {
    const listed = this.listedStates(q);
    const since = this.deltaBase(q.changeId);
    const delta = since !== undefined;
    let data = listed;
    let closed: number[] = [];
    if (delta) {
      const changed = this.history.changedSince(since.changeId);
      data = listed.filter((s) => changed.has(s.plan.eventId));
      const listedNow = new Set(listed.map((s) => s.plan.eventId));
      closed = [...changed]
        .filter((id) => !listedNow.has(id) && this.wasInList(id, q, since.simMs, since.day))
        .sort((a, b) => a - b);
    }
    return {
      state: true,
      message: 'ok',
      change_id: this.currentChangeId,
      fullload: !delta,
      event_close_id: closed,
      structures: [...this.structures],
      data: data.map((s) => this.wireEventOf(s, q.oddsType)),
    };
  }

  private wasInList(eventId: number, q: OddsListQuery, simMs: number, day: number): boolean {
    const plan = this.planOf(eventId);
    return plan !== undefined && isInList(plan, phaseAt(this.seed, plan, simMs), q, day);
  }

  menu(): Record<string, WireSportMenuItem> {
    if (this.menuCache?.changeId === this.currentChangeId) return this.menuCache.menu;
    const menu: Record<string, WireSportMenuItem> = {};
    for (const sport of SPORTS)
      menu[String(sport.id)] = {
        type: sport.type,
        live: 0,
        non_live: 0,
        early: 0,
        step: 0,
        mix: 0,
      };
    const today = this.today;
    for (const { plan, snapshot } of this.states.values()) {
      const entry = menu[String(plan.sport.id)];
      if (!entry) continue;
      const running = snapshot.phase === 'live';
      const todays = snapshot.phase === 'upcoming' && plan.day === today;
      if (running) entry.live += 1;
      else if (todays) entry.non_live += 1;
      else if (snapshot.phase === 'upcoming' && plan.day > today) entry.early += 1;
      // Step and mix count the events of those tabs (live and today) with a row open for parlays.
      if ((running || todays) && snapshot.stepOpen.some((open) => open === 1)) {
        entry.step += 1;
        entry.mix += 1;
      }
    }
    this.menuCache = { changeId: this.currentChangeId, menu };
    return menu;
  }

  quote(q: PickQuery): PickQuote | null {
    const state = this.states.get(q.eventId);
    if (!state || state.snapshot.phase === 'finished') return null;
    const entry = this.entriesOf(state).find((e) => oddsIdOf(q.eventId, e.slot) === q.oddId);
    if (!entry || entry.market !== q.marketType) return null;
    const price = entry.prices.find((p) => p.option === q.option);
    if (!price) return null;
    const row = entry.sortRow - 1;
    const open = q.betType === 'sc' ? state.snapshot.rowOpen[row] : state.snapshot.stepOpen[row];
    if (open !== 1) return null;
    const { plan, snapshot } = state;
    const wire = wireOddsEntry(plan.eventId, entry, q.oddsType);
    return {
      event_id: plan.eventId,
      id: wire.id,
      odd_id: wire.odds_id,
      sport_type_id: plan.sport.id,
      market_type: entry.market,
      option: q.option,
      in_who: wire.in_who,
      point: wire.point,
      price: priceInOddsType(price.price, q.oddsType, entry.market),
      bet_choice: betChoiceOf(entry.market, q.option),
      h_score: String(snapshot.home),
      a_score: String(snapshot.away),
      is_live: snapshot.phase === 'live' ? 1 : 0,
      ...plan.sport.limits,
      league_name_en: plan.tournament.en,
      league_name_th: plan.tournament.th,
      home_en: plan.home.en,
      home_th: plan.home.th,
      away_en: plan.away.en,
      away_th: plan.away.th,
      real_kickoff_time: bangkokDateTime(plan.kickoffMs),
    };
  }

  private resultAt(plan: EventPlan, simMs: number): EventResult | null {
    const s = snapshotAt(this.driftContext, plan, simMs);
    if (s.phase === 'upcoming') return null;
    const finished = s.phase === 'finished';
    const tl = timelineOf(this.seed, plan);
    const halves = plan.sport.clock.halves === 2;
    // Before half time is over the first-half score is still running: show it as it stands.
    return {
      event_id: plan.eventId,
      sport_id: plan.sport.id,
      sport: plan.sport.type,
      league_id: plan.tournament.id,
      league_name_en: plan.tournament.en,
      league_name_th: plan.tournament.th,
      home_en: plan.home.en,
      home_th: plan.home.th,
      away_en: plan.away.en,
      away_th: plan.away.th,
      settle_time: finished ? bangkokDateTime(finishedAtMs(this.seed, plan)) : '',
      first_half_h_socre: halves ? String(s.firstHalfHome) : '',
      first_half_a_socre: halves ? String(s.firstHalfAway) : '',
      full_time_h_socre: String(s.home),
      full_time_a_socre: String(s.away),
      status: !finished ? 'Running' : tl.cancelled ? 'Cancel' : 'Completed',
    };
  }

  resultOf(eventId: number): EventResult | null {
    const plan = this.planOf(eventId);
    return plan ? this.resultAt(plan, this.simMs) : null;
  }

  results(date: string): EventResult[] {
    const day = parseIsoDate(date);
    if (day === null || day > this.today || !this.isKnownDay(day)) return [];
    const out: EventResult[] = [];
    for (const plan of this.plansOf(day)) {
      const result = this.resultAt(plan, this.simMs);
      if (result) out.push(result);
    }
    return out;
  }

  settleChoice = settleChoice;

  testMovePrice(oddId: number, option: PriceOption, delta: number): boolean {
    const eventId = eventIdOfEntryId(oddId);
    const state = this.states.get(eventId);
    if (!state || state.snapshot.phase === 'finished' || !Number.isFinite(delta)) return false;
    const entry = this.entriesOf(state).find((e) => oddsIdOf(eventId, e.slot) === oddId);
    if (!entry?.prices.some((p) => p.option === option)) return false;
    const moves = this.priceMoves.get(oddId) ?? {};
    moves[option] = (moves[option] ?? 0) + delta;
    this.priceMoves.set(oddId, moves);
    this.touchByTest(state.plan);
    return true;
  }

  testSetOpen(eventId: number, open: boolean): boolean {
    const state = this.states.get(eventId);
    if (!state || state.snapshot.phase === 'finished') return false;
    if (open) this.closedByTest.delete(eventId);
    else this.closedByTest.add(eventId);
    this.touchByTest(state.plan);
    return true;
  }

  testHoldPrices(eventId: number, hold: boolean): boolean {
    const state = this.states.get(eventId);
    if (!state || state.snapshot.phase === 'finished') return false;
    if (!hold) {
      this.heldByTest.delete(eventId);
      this.touchByTest(state.plan);
    } else if (!this.heldByTest.has(eventId)) {
      // Held at the prices members see now: nothing changes until it is released.
      this.heldByTest.set(eventId, state.snapshot.driftTick);
    }
    return true;
  }

  /** A test hook changed an event now: new state, new change id, no clock movement. */
  private touchByTest(plan: EventPlan): void {
    this.testVersions.set(plan.eventId, (this.testVersions.get(plan.eventId) ?? 0) + 1);
    this.pricedCache.delete(plan.eventId);
    this.states.set(plan.eventId, this.stateOf(plan));
    this.bumpChangeId([plan.eventId]);
  }
}
