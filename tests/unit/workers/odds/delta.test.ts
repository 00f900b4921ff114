import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { applyDelta, diffListView, isEmptyDelta } from '../../../../workers/odds/core/delta';
import { createListState, refreshList } from '../../../../workers/odds/core/pipeline';
import type {
  EventView,
  OddsListView,
  PriceRow,
  TournamentGroupView,
} from '../../../../workers/odds/core/view';
import { createOddsFixture } from '../../../fixtures/odds/generate';
import { DEFAULT_VIEW_QUERY } from '../../../fixtures/odds/views';

/** Prices and scores from small sets, so two random views share many equal parts. */
const price = fc.constantFrom(undefined, 0.9, -0.95, 2.1);

const rowArb = (sortRowNo: number) =>
  fc
    .record({
      h: price,
      a: price,
      point: fc.constantFrom(undefined, 0.5, 1),
      moved: fc.constantFrom(undefined, true, false),
      id: fc.constantFrom(1, 2),
    })
    .map(({ h, a, point, moved, id }): PriceRow => ({
      sort_row_no: sortRowNo,
      handicap_point: point,
      handicap_h: h,
      handicap_a: a,
      overUnder_point: undefined,
      overUnder_h: undefined,
      overUnder_a: undefined,
      oneXtwo_h: undefined,
      oneXtwo_x: undefined,
      oneXtwo_a: undefined,
      oe_h: a,
      oe_a: undefined,
      fh_handicap_point: undefined,
      fh_handicap_h: undefined,
      fh_handicap_a: undefined,
      fh_overUnder_point: undefined,
      fh_overUnder_h: h,
      fh_overUnder_a: undefined,
      fh_oneXtwo_h: undefined,
      fh_oneXtwo_x: undefined,
      fh_oneXtwo_a: undefined,
      calcBall_h: point === undefined ? undefined : String(point),
      calcBall_a: '',
      calcBall_h_overUnder: undefined,
      calcBall_a_overUnder: undefined,
      fh_calcBall_h: undefined,
      fh_calcBall_a: undefined,
      fh_calcBall_h_overUnder: undefined,
      fh_calcBall_a_overUnder: undefined,
      markets:
        point === undefined ? {} : { Handicap: { id, odds_id: id + 100, in_who: '1', point } },
      price_change: moved === undefined ? undefined : { handicap_h: moved },
    }));

const eventArb = (key: number, tournamentId: number) =>
  fc
    .record({
      score: fc.constantFrom('0', '1'),
      live: fc.boolean(),
      minute: fc.constantFrom(10, 11),
      rowKeys: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 3 }),
    })
    .chain(({ score, live, minute, rowKeys }) =>
      fc.tuple(...rowKeys.map(rowArb)).map((rows): EventView => ({
        key,
        head: {
          eventId: key,
          tournamentId,
          sportTypeId: 1,
          home_en: `H${key}`,
          home_th: `ท${key}`,
          away_en: `A${key}`,
          away_th: `อ${key}`,
          realKickoffTime: '2026-11-21 19:30:00',
          isLive: live,
          clock: live
            ? { kind: 'running', period: '1', minute, startTime: '19:30' }
            : { kind: 'kickoff', time: '19:30', day: '21/11' },
          homeScore: score,
          awayScore: '0',
          homeRedCards: 0,
          awayRedCards: 0,
          favourite: 'home',
          channelLive: '',
          bullfightFont: false,
          league_en: '',
          league_th: '',
        },
        rows,
        rowSpan: rows.length,
        moreCount: 0,
      })),
    );

/** A list view: unique event keys spread over a few tournaments, in group order of appearance. */
const viewArb = fc
  .uniqueArray(
    fc.record({ key: fc.integer({ min: 1, max: 25 }), tournament: fc.integer({ min: 1, max: 5 }) }),
    { selector: (e) => e.key, maxLength: 15 },
  )
  .chain((placed) =>
    fc.tuple(
      fc.constant(placed),
      fc.tuple(...placed.map((e) => eventArb(e.key, e.tournament))),
      fc.boolean(),
    ),
  )
  .map(([placed, events, liveIcon]): OddsListView => {
    const groups: TournamentGroupView[] = [];
    placed.forEach((p, i) => {
      let group = groups.find((g) => g.key === p.tournament);
      if (group === undefined) {
        group = {
          key: p.tournament,
          head: {
            tournamentId: p.tournament,
            name_en: `T${p.tournament}`,
            name_th: `ท${p.tournament}`,
            isEsport: false,
            liveIcon,
          },
          events: [],
        };
        groups.push(group);
      }
      group.events.push(events[i]!);
    });
    return {
      kind: 'live',
      layout: 'd-line',
      changeId: 1,
      eventCount: events.length,
      groups,
      leagues: [],
      jumps: [],
    };
  });

/** `next` with some of its events and groups swapped for the equal objects of `previous`, as the worker does. */
function sharing(previous: OddsListView, next: OddsListView, share: boolean[]): OddsListView {
  const before = new Map(previous.groups.flatMap((g) => g.events).map((e) => [e.key, e]));
  let i = 0;
  const groups = next.groups.map((group) => ({
    ...group,
    events: group.events.map((event) => {
      const old = before.get(event.key);
      return old !== undefined && share[i++ % share.length] === true ? old : event;
    }),
  }));
  return { ...next, groups };
}

const eventsOf = (view: OddsListView) =>
  new Map(view.groups.flatMap((g) => g.events).map((e) => [e.key, e]));

describe('diff and applyDelta', () => {
  it('applyDelta(prev, diff(prev, next)) deep-equals next, also after a structured clone (property)', () => {
    fc.assert(
      fc.property(
        viewArb,
        viewArb,
        fc.array(fc.boolean(), { minLength: 1 }),
        (previous, drawn, share) => {
          const next = sharing(previous, drawn, share);
          const delta = diffListView(previous, next);
          expect(applyDelta(previous, delta)).toEqual(next);
          // postMessage clones the delta: a field cleared to undefined must survive it.
          expect(applyDelta(previous, structuredClone(delta))).toEqual(next);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reuses every event, row and group that did not change (property)', () => {
    fc.assert(
      fc.property(viewArb, viewArb, (previous, next) => {
        const applied = applyDelta(previous, structuredClone(diffListView(previous, next)));
        const before = eventsOf(previous);
        for (const event of eventsOf(applied).values()) {
          const old = before.get(event.key);
          if (old === undefined) continue;
          if (isDeepStrictEqual(old, event)) expect(event).toBe(old);
          for (const row of event.rows) {
            const oldRow = old.rows.find((r) => r.sort_row_no === row.sort_row_no);
            if (oldRow !== undefined && isDeepStrictEqual(oldRow, row)) expect(row).toBe(oldRow);
          }
        }
        for (const group of applied.groups) {
          const old = previous.groups.find((g) => g.key === group.key);
          if (old !== undefined && isDeepStrictEqual(old, group)) expect(group).toBe(old);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('an unchanged view gives an empty delta, and applying it returns the same view object', () => {
    fc.assert(
      fc.property(viewArb, (view) => {
        const delta = diffListView(view, structuredClone(view));
        expect(isEmptyDelta(delta)).toBe(true);
        expect(applyDelta(view, delta)).toBe(view);
      }),
    );
  });

  it('names removed events, and sends only the changed fields of a row', () => {
    const fixture = createOddsFixture({ events: 40, seed: 3 });
    const query = { ...DEFAULT_VIEW_QUERY, layout: 'd-line' as const };
    const first = refreshList(createListState(query), fixture.full(), query);
    const payload = fixture.delta({ changed: 0.1, closed: 0.1 });
    const second = refreshList(first.state, payload, query);
    if (second.message?.type !== 'odds.delta')
      throw new Error(`expected a delta, got ${second.message?.type ?? 'a reload'}`);
    const { delta } = second.message;
    const shownBefore = eventsOf(first.state.view!);
    const closedShown = (payload.event_close_id ?? []).filter((id) => shownBefore.has(id));
    expect(closedShown.length).toBeGreaterThan(0);
    expect([...delta.removedEvents].sort()).toEqual([...closedShown].sort());
    const rowPatches = delta.events.flatMap((patch) => patch.rows ?? []);
    expect(rowPatches.length).toBeGreaterThan(0);
    // A moved price travels with its flag, without the untouched fields of its row.
    expect(rowPatches.every((patch) => Object.keys(patch).length < 12)).toBe(true);
    expect(applyDelta(first.state.view!, delta)).toEqual(second.state.view);
  });

  it('throws on a delta made against another view, so the UI asks for a full one', () => {
    const empty: OddsListView = {
      kind: 'live',
      layout: 'f-line',
      changeId: 1,
      eventCount: 0,
      groups: [],
      leagues: [],
      jumps: [],
    };
    const unknownEvent = {
      layout: 'f-line' as const,
      changeId: 2,
      eventCount: 1,
      groups: [],
      removedGroups: [],
      removedEvents: [],
      events: [{ key: 5, rowSpan: 1, moreCount: 0 }],
    };
    expect(() => applyDelta(empty, unknownEvent)).toThrow(/odds delta/);
    const unknownGroup = {
      layout: 'f-line' as const,
      changeId: 2,
      eventCount: 0,
      groups: [],
      removedGroups: [],
      removedEvents: [],
      events: [],
      groupOrder: [7],
    };
    expect(() => applyDelta(empty, unknownGroup)).toThrow(/odds delta/);
  });
});
