// @ts-nocheck
import { packMarketRef } from '@workers/odds/core/view';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { applyDelta, diffListView, isEmptyDelta } from '@workers/odds/core/delta';
import { eventIndexOf, viewIndexOf } from '@workers/odds/core/viewIndex';
import { createListState, refreshList } from '@workers/odds/core/pipeline';
import type {
  EventView,
  OddsListDelta,
  OddsListView,
  PriceRow,
  TournamentGroupView,
} from '@workers/odds/core/view';
import { createOddsFixture } from '@tests/fixtures/odds/generate';
import { DEFAULT_VIEW_QUERY } from '@tests/fixtures/odds/views';

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
        point === undefined
          ? ''
          : packMarketRef('', 'Handicap', { id, odds_id: id + 100, in_who: '1', point }),
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
  it('hands the index on when most groups are untouched, and not when a delta forgets a removal', () => {
    const event = (key: number, price: number): EventView => ({
      key,
      head: {} as EventView['head'],
      rows: [{ sort_row_no: 1, handicap_h: price } as PriceRow],
      rowSpan: 1,
      moreCount: 0,
    });
    const group = (key: number, events: EventView[]): TournamentGroupView => ({
      key,
      head: {
        tournamentId: key,
        name_en: `T${key}`,
        name_th: `T${key}`,
        isEsport: false,
        liveIcon: false,
      },
      events,
    });
    const view = (groups: TournamentGroupView[]): OddsListView => ({
      kind: 'live',
      layout: 'd-line',
      changeId: 1,
      eventCount: groups.reduce((sum, g) => sum + g.events.length, 0),
      groups,
      leagues: [],
      jumps: [],
    });
    const g1 = group(1, [event(1, 0.9), event(2, 0.8)]);
    const g2 = group(2, [event(3, 0.7)]);
    const g3 = group(3, [event(4, 0.6), event(5, 0.5)]);
    const previous = view([g1, g2, g3]);
    // One price of one event moves: two groups untouched, the index handed on.
    const moved = view([g1, group(2, [event(3, 0.75)]), g3]);
    const before = viewIndexOf(previous);
    const next = applyDelta(previous, diffListView(previous, moved));
    expect(next.groups[0]).toBe(g1);
    expect(next.groups[2]).toBe(g3);
    expect(viewIndexOf(next)).toBe(before);
    expect(viewIndexOf(next).events.get(3)?.rows[0]?.handicap_h).toBe(0.75);
    // A delta that drops a group but forgets to name its events as removed: the index is not
    // handed on (it would hold events the view no longer draws); a fresh one is built.
    const dropped = view([next.groups[0]!, next.groups[1]!]);
    const delta = diffListView(next, dropped);
    const held = viewIndexOf(next);
    const after = applyDelta(next, { ...delta, removedEvents: [] });
    expect(viewIndexOf(after)).not.toBe(held);
    expect([...eventIndexOf(after).keys()].sort()).toEqual([1, 2, 3]);
  });

  it('hands each view an index of exactly its events and their groups, along a chain of deltas (property)', () => {
    fc.assert(
      fc.property(fc.array(viewArb, { minLength: 2, maxLength: 5 }), (views) => {
        let held = views[0]!;
        const first = eventIndexOf(held);
        expect(eventIndexOf(held)).toBe(first);
        for (const drawn of views.slice(1)) {
          const before = viewIndexOf(held);
          const next = applyDelta(held, structuredClone(diffListView(held, drawn)));
          const index = viewIndexOf(next);
          // Handed on, not rebuilt: a refresh costs what it changed.
          expect(index).toBe(before);
          expect(index.events).toEqual(eventsOf(next));
          expect(index.groupOf).toEqual(
            new Map(next.groups.flatMap((g) => g.events.map((e) => [e.key, g.key]))),
          );
          // The view the delta was applied to still answers for itself (built afresh if asked).
          if (next !== held) expect(eventIndexOf(held)).toEqual(eventsOf(held));
          held = next;
        }
      }),
      { numRuns: 300 },
    );
  });

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

// ---- field by field, on hand-made views (from the surviving mutants) ----

const ROW: PriceRow = {
  sort_row_no: 1,
  handicap_point: 0.5,
  handicap_h: 0.91,
  handicap_a: -0.92,
  overUnder_point: 2.5,
  overUnder_h: 0.83,
  overUnder_a: 0.94,
  oneXtwo_h: 2.1,
  oneXtwo_x: 3.2,
  oneXtwo_a: 3.4,
  oe_h: 0.95,
  oe_a: 0.96,
  fh_handicap_point: 0.25,
  fh_handicap_h: 0.81,
  fh_handicap_a: -0.82,
  fh_overUnder_point: 1,
  fh_overUnder_h: 0.71,
  fh_overUnder_a: -0.72,
  fh_oneXtwo_h: 2.9,
  fh_oneXtwo_x: 2.05,
  fh_oneXtwo_a: 4.1,
  calcBall_h: '0.5',
  calcBall_a: '',
  calcBall_h_overUnder: '2.5',
  calcBall_a_overUnder: '',
  fh_calcBall_h: '0-0.5',
  fh_calcBall_a: '',
  fh_calcBall_h_overUnder: '1',
  fh_calcBall_a_overUnder: '',
  markets: '',
  price_change: undefined,
};

const HEAD: EventView['head'] = {
  eventId: 90001,
  tournamentId: 501,
  sportTypeId: 1,
  home_en: 'Arsenal',
  home_th: 'อาร์เซนอล',
  away_en: 'Chelsea',
  away_th: 'เชลซี',
  realKickoffTime: '2026-11-21 19:30:00',
  isLive: false,
  clock: { kind: 'kickoff', time: '19:30', day: '21/11' },
  homeScore: '0',
  awayScore: '0',
  homeRedCards: 0,
  awayRedCards: 0,
  favourite: 'home',
  channelLive: '',
  bullfightFont: false,
  league_en: 'English Premier League',
  league_th: 'อังกฤษ พรีเมียร์ลีก',
};

function eventView(
  key: number,
  head: Partial<EventView['head']> = {},
  rows: PriceRow[] = [{ ...ROW }],
): EventView {
  return {
    key,
    head: { ...HEAD, eventId: key, ...head },
    rows,
    rowSpan: rows.length * 3,
    moreCount: 3,
  };
}

function groupView(key: number, events: EventView[]): TournamentGroupView {
  return {
    key,
    head: {
      tournamentId: key,
      name_en: `T${key}`,
      name_th: `ท${key}`,
      isEsport: false,
      liveIcon: false,
    },
    events,
  };
}

function listOf(groups: TournamentGroupView[], changeId = 1): OddsListView {
  return {
    kind: 'nonlive',
    layout: 'd-line',
    changeId,
    eventCount: groups.reduce((n, g) => n + g.events.length, 0),
    groups,
    leagues: [],
    jumps: [],
  };
}

/** Another value of the same type: what a refresh would bring. */
function changedValue(value: unknown): unknown {
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}x`;
  if (typeof value === 'boolean') return !value;
  return { kind: 'half-time' };
}

const ROW_FIELDS = (Object.keys(ROW) as (keyof PriceRow)[]).filter(
  (field) => field !== 'sort_row_no' && field !== 'markets' && field !== 'price_change',
);
const HEAD_FIELDS = Object.keys(HEAD) as (keyof EventView['head'])[];

describe('diff and applyDelta, field by field', () => {
  it.each(ROW_FIELDS)(
    "a change of a row's %s alone travels as that field and is applied",
    (field) => {
      const previous = listOf([groupView(501, [eventView(90001)])]);
      const row = { ...ROW, [field]: changedValue(ROW[field]) };
      const next = listOf([groupView(501, [eventView(90001, {}, [row])])]);
      const delta = diffListView(previous, next);
      expect(delta.events).toEqual([
        { key: 90001, rowSpan: 3, moreCount: 3, rows: [{ sort_row_no: 1, [field]: row[field] }] },
      ]);
      expect(applyDelta(previous, delta)).toEqual(next);
    },
  );

  it.each(HEAD_FIELDS)(
    "a change of an event head's %s alone travels as that field and is applied",
    (field) => {
      const previous = listOf([groupView(501, [eventView(90001)])]);
      const head = { ...previous.groups[0]!.events[0]!.head, [field]: changedValue(HEAD[field]) };
      const next = listOf([groupView(501, [{ ...eventView(90001), head }])]);
      const delta = diffListView(previous, next);
      expect(delta.events).toEqual([
        { key: 90001, rowSpan: 3, moreCount: 3, head: { [field]: head[field] } },
      ]);
      const applied = applyDelta(previous, delta);
      expect(applied).toEqual(next);
      // The rows the delta did not touch are the previous objects.
      expect(applied.groups[0]?.events[0]?.rows[0]).toBe(previous.groups[0]?.events[0]?.rows[0]);
    },
  );

  it.each([
    ['rowSpan', { rowSpan: 6 }],
    ['moreCount', { moreCount: 1 }],
  ] as const)('an event whose %s alone changed is sent and applied', (_name, change) => {
    const previous = listOf([groupView(501, [eventView(90001)])]);
    const next = listOf([groupView(501, [{ ...eventView(90001), ...change }])]);
    const delta = diffListView(previous, next);
    expect(delta.events).toEqual([{ key: 90001, rowSpan: 3, moreCount: 3, ...change }]);
    const applied = applyDelta(previous, delta);
    expect(applied).toEqual(next);
    expect(applied.groups[0]?.events[0]?.head).toBe(previous.groups[0]?.events[0]?.head);
  });

  it('a group the worker kept whole is skipped: its events are neither sent nor removed, and it stays the same object', () => {
    const kept = groupView(501, [eventView(90001), eventView(90002)]);
    const moving = groupView(502, [eventView(90003), eventView(90004)]);
    const previous = listOf([kept, moving]);
    const moved = { ...ROW, handicap_h: 0.99 };
    const next = listOf([kept, groupView(502, [eventView(90003, {}, [moved]), eventView(90004)])]);
    const delta = diffListView(previous, next);
    expect(delta.events.map((patch) => patch.key)).toEqual([90003]);
    expect(delta.removedEvents).toEqual([]);
    expect(delta.groups).toEqual([]);
    const applied = applyDelta(previous, delta);
    expect(applied).toEqual(next);
    expect(applied.groups[0]).toBe(kept);
    expect(applied.groups[1]?.events[1]).toBe(moving.events[1]);
  });

  it('an equal group rebuilt by the worker stays the previous object once applied', () => {
    const previous = listOf([
      groupView(501, [eventView(90001)]),
      groupView(502, [eventView(90002)]),
    ]);
    const next = listOf([
      groupView(501, [eventView(90001)]),
      groupView(502, [eventView(90002, { homeScore: '1' })]),
    ]);
    const applied = applyDelta(previous, diffListView(previous, next));
    expect(applied).toEqual(next);
    expect(applied.groups[0]).toBe(previous.groups[0]);
    expect(applied.groups[1]).not.toBe(previous.groups[1]);
  });

  it('names the groups that are gone', () => {
    const previous = listOf([
      groupView(501, [eventView(90001)]),
      groupView(502, [eventView(90002)]),
      groupView(503, [eventView(90003)]),
    ]);
    const next = listOf([groupView(502, [eventView(90002)])]);
    const delta = diffListView(previous, next);
    expect(delta.removedGroups).toEqual([501, 503]);
    expect([...delta.removedEvents].sort()).toEqual([90001, 90003]);
    expect(applyDelta(previous, delta)).toEqual(next);
  });

  it('an empty delta with a new change id, event count or layout still gives a new view', () => {
    const previous = listOf([groupView(501, [eventView(90001)])]);
    const same = diffListView(previous, previous);
    expect(isEmptyDelta(same)).toBe(true);
    expect(applyDelta(previous, same)).toBe(previous);
    for (const change of [{ changeId: 2 }, { eventCount: 5 }, { layout: 's-line' as const }]) {
      const applied = applyDelta(previous, { ...same, ...change });
      expect(applied).toEqual({ ...previous, ...change });
      expect(applied.groups[0]).toBe(previous.groups[0]);
    }
  });

  it.each([
    ['a group patch', { groups: [{ key: 501 }] }],
    ['an event patch', { events: [{ key: 90001, rowSpan: 3, moreCount: 3 }] }],
    ['a removed group', { removedGroups: [501] }],
    ['a removed event', { removedEvents: [90001] }],
    ['a group order', { groupOrder: [501] }],
    ['the leagues', { leagues: [] }],
    ['the jumps', { jumps: [] }],
  ])('a delta with only %s is not empty', (_name, part) => {
    const previous = listOf([groupView(501, [eventView(90001)])]);
    expect(isEmptyDelta({ ...diffListView(previous, previous), ...part })).toBe(false);
  });

  it('a new group that arrives with its head and no event keys is an empty group', () => {
    const previous = listOf([]);
    const head = groupView(509, []).head;
    const applied = applyDelta(previous, {
      ...diffListView(previous, previous),
      groupOrder: [509],
      groups: [{ key: 509, head }],
    });
    expect(applied.groups).toEqual([{ key: 509, head, events: [] }]);
  });

  it('throws on a new event without its head or without its row keys, a row or an event it cannot know', () => {
    const previous = listOf([groupView(501, [eventView(90001)])]);
    const base = diffListView(previous, previous);
    const fresh = eventView(90002);
    const newEvent = (patch: Partial<OddsListDelta['events'][number]>) => ({
      ...base,
      groups: [{ key: 501, eventKeys: [90001, 90002] }],
      events: [{ key: 90002, rowSpan: 3, moreCount: 3, ...patch }],
    });
    expect(
      applyDelta(previous, newEvent({ head: fresh.head, rowKeys: [1], rows: fresh.rows })),
    ).toBeDefined();
    expect(() => applyDelta(previous, newEvent({ rowKeys: [1], rows: fresh.rows }))).toThrow(
      /odds delta: new event 90002/,
    );
    expect(() => applyDelta(previous, newEvent({ head: fresh.head, rows: fresh.rows }))).toThrow(
      /odds delta: new event 90002/,
    );
    // A known event whose row keys name a row it never had and the delta does not bring.
    expect(() =>
      applyDelta(previous, {
        ...base,
        events: [{ key: 90001, rowSpan: 6, moreCount: 3, rowKeys: [1, 2] }],
      }),
    ).toThrow(/odds delta: event 90001 row 2 is unknown/);
    // A group whose event keys name an event neither held nor sent.
    expect(() =>
      applyDelta(previous, { ...base, groups: [{ key: 501, eventKeys: [90001, 90009] }] }),
    ).toThrow(/odds delta: event 90009 is unknown/);
  });
});
