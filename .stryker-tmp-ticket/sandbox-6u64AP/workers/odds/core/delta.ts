// @ts-nocheck
// The change set between two views of one list, and its application on the UI side.
// `diffListView` sends only what changed, by stable keys (tournament_id, event_id, sort_row_no),
// down to the fields of a row or head; `applyDelta` rebuilds the next view reusing every unchanged
// object of the previous one, so memoised groups, events and rows skip rendering.
import { keepViewIndex, takeViewIndex } from './viewIndex';
import {
  sameClock,
  sameJumps,
  sameLeagues,
  samePriceChanges,
  sameTournamentHead,
} from './equality';
import type {
  EventHead,
  EventPatch,
  EventView,
  GroupPatch,
  OddsListDelta,
  OddsListView,
  PriceRow,
  RowPatch,
  TournamentGroupView,
} from './view';

function sameKeys(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function rowKeysOf(rows: readonly PriceRow[]): number[] {
  return rows.map((row) => row.sort_row_no);
}

function eventKeysOf(group: TournamentGroupView): number[] {
  return group.events.map((event) => event.key);
}

/**
 * The changed fields of a row, or null when it draws the same. Spelled out field by field rather
 * than looped over a list of names: this runs for every row of every changed event.
 */
function diffRow(a: PriceRow, b: PriceRow): RowPatch | null {
  if (a === b) return null;
  const patch: RowPatch = { sort_row_no: b.sort_row_no };
  if (a.handicap_point !== b.handicap_point) patch.handicap_point = b.handicap_point;
  if (a.handicap_h !== b.handicap_h) patch.handicap_h = b.handicap_h;
  if (a.handicap_a !== b.handicap_a) patch.handicap_a = b.handicap_a;
  if (a.overUnder_point !== b.overUnder_point) patch.overUnder_point = b.overUnder_point;
  if (a.overUnder_h !== b.overUnder_h) patch.overUnder_h = b.overUnder_h;
  if (a.overUnder_a !== b.overUnder_a) patch.overUnder_a = b.overUnder_a;
  if (a.oneXtwo_h !== b.oneXtwo_h) patch.oneXtwo_h = b.oneXtwo_h;
  if (a.oneXtwo_x !== b.oneXtwo_x) patch.oneXtwo_x = b.oneXtwo_x;
  if (a.oneXtwo_a !== b.oneXtwo_a) patch.oneXtwo_a = b.oneXtwo_a;
  if (a.oe_h !== b.oe_h) patch.oe_h = b.oe_h;
  if (a.oe_a !== b.oe_a) patch.oe_a = b.oe_a;
  if (a.fh_handicap_point !== b.fh_handicap_point) patch.fh_handicap_point = b.fh_handicap_point;
  if (a.fh_handicap_h !== b.fh_handicap_h) patch.fh_handicap_h = b.fh_handicap_h;
  if (a.fh_handicap_a !== b.fh_handicap_a) patch.fh_handicap_a = b.fh_handicap_a;
  if (a.fh_overUnder_point !== b.fh_overUnder_point)
    patch.fh_overUnder_point = b.fh_overUnder_point;
  if (a.fh_overUnder_h !== b.fh_overUnder_h) patch.fh_overUnder_h = b.fh_overUnder_h;
  if (a.fh_overUnder_a !== b.fh_overUnder_a) patch.fh_overUnder_a = b.fh_overUnder_a;
  if (a.fh_oneXtwo_h !== b.fh_oneXtwo_h) patch.fh_oneXtwo_h = b.fh_oneXtwo_h;
  if (a.fh_oneXtwo_x !== b.fh_oneXtwo_x) patch.fh_oneXtwo_x = b.fh_oneXtwo_x;
  if (a.fh_oneXtwo_a !== b.fh_oneXtwo_a) patch.fh_oneXtwo_a = b.fh_oneXtwo_a;
  if (a.calcBall_h !== b.calcBall_h) patch.calcBall_h = b.calcBall_h;
  if (a.calcBall_a !== b.calcBall_a) patch.calcBall_a = b.calcBall_a;
  if (a.calcBall_h_overUnder !== b.calcBall_h_overUnder)
    patch.calcBall_h_overUnder = b.calcBall_h_overUnder;
  if (a.calcBall_a_overUnder !== b.calcBall_a_overUnder)
    patch.calcBall_a_overUnder = b.calcBall_a_overUnder;
  if (a.fh_calcBall_h !== b.fh_calcBall_h) patch.fh_calcBall_h = b.fh_calcBall_h;
  if (a.fh_calcBall_a !== b.fh_calcBall_a) patch.fh_calcBall_a = b.fh_calcBall_a;
  if (a.fh_calcBall_h_overUnder !== b.fh_calcBall_h_overUnder)
    patch.fh_calcBall_h_overUnder = b.fh_calcBall_h_overUnder;
  if (a.fh_calcBall_a_overUnder !== b.fh_calcBall_a_overUnder)
    patch.fh_calcBall_a_overUnder = b.fh_calcBall_a_overUnder;
  if (a.markets !== b.markets) patch.markets = b.markets;
  // Set even when undefined: that is how the flags of the last refresh are cleared.
  if (!samePriceChanges(a.price_change, b.price_change)) patch.price_change = b.price_change;
  return Object.keys(patch).length > 1 ? patch : null;
}

function diffHead(a: EventHead, b: EventHead): Partial<EventHead> | null {
  if (a === b) return null;
  const patch: Partial<EventHead> = {};
  if (a.eventId !== b.eventId) patch.eventId = b.eventId;
  if (a.tournamentId !== b.tournamentId) patch.tournamentId = b.tournamentId;
  if (a.sportTypeId !== b.sportTypeId) patch.sportTypeId = b.sportTypeId;
  if (a.home_en !== b.home_en) patch.home_en = b.home_en;
  if (a.home_th !== b.home_th) patch.home_th = b.home_th;
  if (a.away_en !== b.away_en) patch.away_en = b.away_en;
  if (a.away_th !== b.away_th) patch.away_th = b.away_th;
  if (a.realKickoffTime !== b.realKickoffTime) patch.realKickoffTime = b.realKickoffTime;
  if (a.isLive !== b.isLive) patch.isLive = b.isLive;
  if (a.homeScore !== b.homeScore) patch.homeScore = b.homeScore;
  if (a.awayScore !== b.awayScore) patch.awayScore = b.awayScore;
  if (a.homeRedCards !== b.homeRedCards) patch.homeRedCards = b.homeRedCards;
  if (a.awayRedCards !== b.awayRedCards) patch.awayRedCards = b.awayRedCards;
  if (a.favourite !== b.favourite) patch.favourite = b.favourite;
  if (a.channelLive !== b.channelLive) patch.channelLive = b.channelLive;
  if (a.bullfightFont !== b.bullfightFont) patch.bullfightFont = b.bullfightFont;
  if (a.league_en !== b.league_en) patch.league_en = b.league_en;
  if (a.league_th !== b.league_th) patch.league_th = b.league_th;
  if (!sameClock(a.clock, b.clock)) patch.clock = b.clock;
  return Object.keys(patch).length > 0 ? patch : null;
}

/** The patch turning `previous` into `next`, or null when they draw the same. */
function diffEvent(previous: EventView | undefined, next: EventView): EventPatch | null {
  if (previous === next) return null;
  if (previous === undefined) {
    return {
      key: next.key,
      head: next.head,
      rows: next.rows,
      rowKeys: rowKeysOf(next.rows),
      rowSpan: next.rowSpan,
      moreCount: next.moreCount,
    };
  }
  const patch: EventPatch = { key: next.key, rowSpan: next.rowSpan, moreCount: next.moreCount };
  let changed = next.rowSpan !== previous.rowSpan || next.moreCount !== previous.moreCount;
  const head = diffHead(previous.head, next.head);
  if (head !== null) {
    patch.head = head;
    changed = true;
  }
  const rows: RowPatch[] = [];
  for (const row of next.rows) {
    const before = previous.rows.find((candidate) => candidate.sort_row_no === row.sort_row_no);
    const rowPatch = before === undefined ? row : diffRow(before, row);
    if (rowPatch !== null) rows.push(rowPatch);
  }
  if (rows.length > 0) {
    patch.rows = rows;
    changed = true;
  }
  const rowKeys = rowKeysOf(next.rows);
  if (!sameKeys(rowKeys, rowKeysOf(previous.rows))) {
    patch.rowKeys = rowKeys;
    changed = true;
  }
  return changed ? patch : null;
}

function diffGroup(
  previous: TournamentGroupView | undefined,
  next: TournamentGroupView,
): GroupPatch | null {
  if (previous === undefined)
    return { key: next.key, head: next.head, eventKeys: eventKeysOf(next) };
  const patch: GroupPatch = { key: next.key };
  let changed = false;
  if (!sameTournamentHead(previous.head, next.head)) {
    patch.head = next.head;
    changed = true;
  }
  const eventKeys = eventKeysOf(next);
  if (!sameKeys(eventKeys, eventKeysOf(previous))) {
    patch.eventKeys = eventKeys;
    changed = true;
  }
  return changed ? patch : null;
}

/**
 * What changed from `previous` to `next`. A group object found in both views is skipped whole:
 * the worker reuses a group only when none of its events changed.
 */
export function diffListView(previous: OddsListView, next: OddsListView): OddsListDelta {
  const previousGroups = new Map<number, TournamentGroupView>();
  for (const group of previous.groups) previousGroups.set(group.key, group);
  const kept = new Set<TournamentGroupView>();
  for (const group of next.groups) if (previousGroups.get(group.key) === group) kept.add(group);
  // Events can only have changed, appeared, moved or gone inside the groups that were not kept.
  const previousEvents = new Map<number, EventView>();
  for (const group of previous.groups) {
    if (!kept.has(group)) for (const event of group.events) previousEvents.set(event.key, event);
  }

  const events: EventPatch[] = [];
  const groups: GroupPatch[] = [];
  const nextEventKeys = new Set<number>();
  for (const group of next.groups) {
    if (kept.has(group)) continue;
    const groupPatch = diffGroup(previousGroups.get(group.key), group);
    if (groupPatch !== null) groups.push(groupPatch);
    for (const event of group.events) {
      nextEventKeys.add(event.key);
      const eventPatch = diffEvent(previousEvents.get(event.key), event);
      if (eventPatch !== null) events.push(eventPatch);
    }
  }
  const nextGroupKeys = next.groups.map((group) => group.key);
  const nextGroupKeySet = new Set(nextGroupKeys);
  const removedGroups = previous.groups
    .filter((group) => !nextGroupKeySet.has(group.key))
    .map((group) => group.key);
  const removedEvents: number[] = [];
  for (const key of previousEvents.keys()) if (!nextEventKeys.has(key)) removedEvents.push(key);

  const delta: OddsListDelta = {
    layout: next.layout,
    changeId: next.changeId,
    eventCount: next.eventCount,
    groups,
    events,
    removedGroups,
    removedEvents,
  };
  if (
    !sameKeys(
      nextGroupKeys,
      previous.groups.map((group) => group.key),
    )
  )
    delta.groupOrder = nextGroupKeys;
  if (!sameLeagues(previous.leagues, next.leagues)) delta.leagues = next.leagues;
  if (!sameJumps(previous.jumps, next.jumps)) delta.jumps = next.jumps;
  return delta;
}

/** True when the delta changes nothing a member would see. */
export function isEmptyDelta(delta: OddsListDelta): boolean {
  return (
    delta.groups.length === 0 &&
    delta.events.length === 0 &&
    delta.removedGroups.length === 0 &&
    delta.removedEvents.length === 0 &&
    delta.groupOrder === undefined &&
    delta.leagues === undefined &&
    delta.jumps === undefined
  );
}

function patchRow(previous: PriceRow | undefined, patch: RowPatch): PriceRow {
  // A row the UI did not hold arrives whole.
  return previous === undefined ? (patch as PriceRow) : { ...previous, ...patch };
}

function patchEvent(previous: EventView | undefined, patch: EventPatch): EventView {
  let head: EventHead;
  if (previous === undefined) {
    if (patch.head === undefined || patch.rowKeys === undefined) {
      throw new Error(`odds delta: new event ${patch.key} arrived without its head or rows`);
    }
    head = patch.head as EventHead;
  } else {
    head = patch.head === undefined ? previous.head : { ...previous.head, ...patch.head };
  }
  const changedRows = new Map<number, RowPatch>();
  for (const row of patch.rows ?? []) changedRows.set(row.sort_row_no, row);
  const previousRows = previous?.rows ?? [];
  const rowKeys = patch.rowKeys ?? rowKeysOf(previousRows);
  const rows = rowKeys.map((key) => {
    const before = previousRows.find((row) => row.sort_row_no === key);
    const rowPatch = changedRows.get(key);
    if (rowPatch !== undefined) return patchRow(before, rowPatch);
    if (before === undefined)
      throw new Error(`odds delta: event ${patch.key} row ${key} is unknown`);
    return before;
  });
  return { key: patch.key, head, rows, rowSpan: patch.rowSpan, moreCount: patch.moreCount };
}

/**
 * The next view from the previous one and a delta made against it. Every group, event, head and
 * row the delta does not touch is the previous object itself; an empty delta returns `previous`.
 * Throws when the delta names something `previous` does not hold (it was made against another
 * view): the caller then asks for a full view.
 */
export function applyDelta(previous: OddsListView, delta: OddsListDelta): OddsListView {
  if (
    isEmptyDelta(delta) &&
    previous.layout === delta.layout &&
    previous.changeId === delta.changeId &&
    previous.eventCount === delta.eventCount
  ) {
    return previous;
  }
  // The previous view's index, updated below for the next view (see viewIndex.ts); a throw leaves
  // it with neither view, and the next reader builds a fresh one.
  const index = takeViewIndex(previous);
  const previousGroups = new Map<number, TournamentGroupView>();
  for (const group of previous.groups) previousGroups.set(group.key, group);
  const groupPatches = new Map<number, GroupPatch>();
  for (const patch of delta.groups) groupPatches.set(patch.key, patch);
  // The groups holding a changed event: only these (and patched groups) are made anew.
  const touchedGroups = new Set<number>();
  const patchedEvents = new Map<number, EventView>();
  for (const patch of delta.events) {
    patchedEvents.set(patch.key, patchEvent(index.events.get(patch.key), patch));
    const group = index.groupOf.get(patch.key);
    if (group !== undefined) touchedGroups.add(group);
  }

  const groupOrder = delta.groupOrder ?? previous.groups.map((group) => group.key);
  let drawnEvents = 0;
  const groups = groupOrder.map((key): TournamentGroupView => {
    const before = previousGroups.get(key);
    const patch = groupPatches.get(key);
    if (before !== undefined && patch === undefined && !touchedGroups.has(key)) {
      drawnEvents += before.events.length;
      return before;
    }
    const head = patch?.head ?? before?.head;
    if (head === undefined)
      throw new Error(`odds delta: new group ${key} arrived without its head`);
    const eventKeys = patch?.eventKeys ?? (before === undefined ? [] : eventKeysOf(before));
    const events = eventKeys.map((eventKey) => {
      const event = patchedEvents.get(eventKey) ?? index.events.get(eventKey);
      if (event === undefined) throw new Error(`odds delta: event ${eventKey} is unknown`);
      return event;
    });
    drawnEvents += events.length;
    return { key, head, events };
  });
  const next: OddsListView = {
    kind: previous.kind,
    layout: delta.layout,
    changeId: delta.changeId,
    eventCount: delta.eventCount,
    groups,
    leagues: delta.leagues ?? previous.leagues,
    jumps: delta.jumps ?? previous.jumps,
  };
  for (const [key, event] of patchedEvents) index.events.set(key, event);
  for (const key of delta.removedEvents) {
    index.events.delete(key);
    index.groupOf.delete(key);
  }
  for (const patch of delta.groups)
    for (const eventKey of patch.eventKeys ?? []) index.groupOf.set(eventKey, patch.key);
  // Handed on only when it holds exactly the events drawn (a delta that names an event outside
  // every group, or forgets a removal, leaves the next reader to build the index afresh).
  if (index.events.size === drawnEvents && index.groupOf.size === drawnEvents)
    keepViewIndex(next, index);
  return next;
}
