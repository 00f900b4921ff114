// @ts-nocheck
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OddsListQuery, SimulatedMarket } from '@server/market';
import type { OddsListReply, PriceOption } from '@contract/oddsList';
import { ALL_LISTS, decode, market, query, START_MS } from './helpers';

/** What a client holds: events keyed by event_id (a set, not an order). */
type Held = Map<number, unknown[]>;

function held(reply: OddsListReply): Held {
  const at = (reply.structures ?? []).indexOf('event_id');
  return new Map(reply.data.map((row) => [row[at] as number, row]));
}

/** The client's merge rule for a delta: drop event_close_id, replace held events, append new ones. */
function merge(before: Held, delta: OddsListReply): Held {
  if (delta.fullload) return held(delta);
  const out = new Map(before);
  for (const id of delta.event_close_id ?? []) out.delete(id);
  for (const [id, row] of held(delta)) out.set(id, row);
  return out;
}

type Action =
  | { kind: 'advance'; ms: number }
  | { kind: 'movePrice'; pick: number; delta: number }
  | { kind: 'setOpen'; pick: number; open: boolean };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.integer({ min: 0, max: 90_000 }).map((ms) => ({ kind: 'advance' as const, ms })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('movePrice' as const),
      pick: fc.nat(),
      delta: fc.constantFrom(-0.05, 0.04, 0.1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('setOpen' as const),
      pick: fc.nat(),
      open: fc.boolean(),
    }),
  },
);

function apply(m: SimulatedMarket, a: Action, wall: { ms: number }): void {
  if (a.kind === 'advance') {
    wall.ms += a.ms;
    m.advance(wall.ms);
    return;
  }
  const events = decode(m.oddsList(query({ list: a.kind === 'movePrice' ? 'live' : 'nonlive' })));
  const event = events[a.pick % Math.max(1, events.length)];
  if (!event) return;
  if (a.kind === 'setOpen') {
    m.testSetOpen(event.event_id, a.open);
    return;
  }
  const entry = event.odds[a.pick % event.odds.length];
  const option = entry?.prices[0]?.option as PriceOption;
  if (entry) m.testMovePrice(entry.odds_id, option, a.delta);
}

describe('incremental lists (_nonfullload)', () => {
  it('merging the delta A→B into the full list at A gives the full list at B', () => {
    fc.assert(
      fc.property(
        fc.array(action, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: ALL_LISTS.length - 1 }),
        (actions, listIndex) => {
          const m = market({ speed: 20 });
          const q: OddsListQuery = query(ALL_LISTS[listIndex]);
          const wall = { ms: START_MS };
          const fullAtA = m.oddsList(q);
          const changeIdA = fullAtA.change_id as number;
          for (const a of actions) apply(m, a, wall);
          const delta = m.oddsList({ ...q, changeId: changeIdA });
          const fullAtB = m.oddsList(q);
          expect(delta.change_id).toBe(fullAtB.change_id);
          expect(merge(held(fullAtA), delta)).toEqual(held(fullAtB));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('sends only what changed', () => {
    const m = market({ speed: 5 });
    const full = m.oddsList(query({ list: 'early', date: 'Allearly' }));
    m.advance(START_MS + 5_000);
    const delta = m.oddsList(query({ list: 'early', date: 'Allearly', changeId: full.change_id }));
    expect(delta.fullload).toBe(false);
    expect(delta.data.length).toBeLessThan(full.data.length / 4);
    const same = m.oddsList(query({ list: 'early', date: 'Allearly', changeId: delta.change_id }));
    expect(same).toMatchObject({
      fullload: false,
      data: [],
      event_close_id: [],
      change_id: delta.change_id,
    });
  });

  it('advances change_id on every market change, and test hooks change it at once', () => {
    const m = market();
    const before = m.changeId;
    const event = decode(m.oddsList(query({ oddsType: 'EU' })))[0];
    const entry = event?.odds.find((o) => o.market_type === 'Handicap');
    const oldPrice = entry?.prices.find((p) => p.option === 'h')?.price ?? 0;
    expect(m.testMovePrice(entry?.odds_id ?? 0, 'h', 0.1)).toBe(true);
    expect(m.changeId).toBe(before + 1);

    const delta = m.oddsList(query({ changeId: before, oddsType: 'EU' }));
    expect(delta.fullload).toBe(false);
    expect(decode(delta).map((e) => e.event_id)).toEqual([event?.event_id]);
    const moved = decode(delta)[0]?.odds.find((o) => o.odds_id === entry?.odds_id);
    expect(moved?.prices.find((p) => p.option === 'h')?.price).toBeCloseTo(oldPrice + 0.1, 10);

    expect(m.testSetOpen(event?.event_id ?? 0, false)).toBe(true);
    expect(m.changeId).toBe(before + 2);
    const closed = decode(m.oddsList(query({ changeId: before + 1 })))[0];
    expect(closed?.setting_w_b_l.every((r) => r.w_is_open === 0 && r.st_w_is_open === 0)).toBe(
      true,
    );

    // Unknown ids change nothing.
    expect(m.testMovePrice(123, 'h', 0.1)).toBe(false);
    expect(m.testSetOpen(123, false)).toBe(false);
    expect(m.changeId).toBe(before + 2);
  });

  it('a held event keeps its prices while the same market without the hold drifts them; released, it follows again', () => {
    const prices = (m: SimulatedMarket) =>
      new Map(
        decode(m.oddsList(query({ list: 'early', date: 'Allearly' }))).map((e) => [
          e.event_id,
          JSON.stringify(e.odds.map((o) => o.prices)),
        ]),
      );
    const free = market();
    const heldMarket = market();
    const before = prices(heldMarket);
    for (const id of before.keys()) expect(heldMarket.testHoldPrices(id, true)).toBe(true);
    expect(heldMarket.testHoldPrices(123, true)).toBe(false);
    // Two hours in minutes: early events do not kick off, a share of them drift before the match.
    for (let t = START_MS; t <= START_MS + 2 * 3_600_000; t += 60_000) {
      free.advance(t);
      heldMarket.advance(t);
    }
    const drifted = [...prices(free)].filter(([id, now]) => before.get(id) !== now);
    expect(drifted.length).toBeGreaterThan(0);
    const after = prices(heldMarket);
    for (const [id] of drifted) expect(after.get(id)).toBe(before.get(id));
    const [first] = drifted[0] ?? [0];
    heldMarket.testHoldPrices(first, false);
    expect(prices(heldMarket).get(first)).toBe(prices(free).get(first));
  });

  it('answers a full load for an unknown, future or too old change id', () => {
    const m = market();
    const current = m.changeId;
    expect(m.oddsList(query({ changeId: current + 5 })).fullload).toBe(true);
    expect(m.oddsList(query({ changeId: -3 })).fullload).toBe(true);
    expect(m.oddsList(query({ changeId: 1.5 })).fullload).toBe(true);
    expect(m.oddsList(query({ changeId: current })).fullload).toBe(false);
    const event = decode(m.oddsList(query()))[0]?.event_id ?? 0;
    for (let i = 0; i < 600; i += 1) m.testSetOpen(event, i % 2 === 0);
    const tooOld = m.oddsList(query({ changeId: current }));
    expect(tooOld.fullload).toBe(true);
    expect(tooOld.data.length).toBe(m.oddsList(query()).data.length);
  });

  it("answers a full load across Bangkok midnight (today's list changes wholesale)", () => {
    // 16:30 UTC = 23:30 Bangkok; one hour later it is tomorrow.
    const lateEvening = Date.UTC(2026, 10, 21, 16, 30);
    const m = market({ startMs: lateEvening });
    const before = m.changeId;
    m.advance(lateEvening + 3_600_000);
    const reply = m.oddsList(query({ changeId: before }));
    expect(reply.fullload).toBe(true);
    expect(decode(reply).every((e) => e.real_kickoff_time.startsWith('2026-11-22'))).toBe(true);
  });
});
