// @ts-nocheck
// The member API's odds broadcast, the client's half: which held list a nudge may touch, and which
// events a list reply says changed. Pure, so the worker and the tests share it.
import type { OddsChangedMessage } from '@contract/realtime';
import type { OddsList } from './merge';

/**
 * A list asks for its delta at most once per NUDGE_MIN_GAP_MS, whatever the number of nudges, plus
 * a random wait of up to NUDGE_JITTER_MS so that members nudged by one message do not all call in
 * the same millisecond (docs/benchmarks.md "Odds push": the figures behind these two numbers).
 */
export const NUDGE_MIN_GAP_MS = 500;
export const NUDGE_JITTER_MS = 150;
/**
 * A call made for a nudge reaches the change id wanted when it started: the nudge came after the
 * change, the call after the nudge. A call that falls short (nothing newer than the list held, or
 * newer but not as new) is a miss: the list cache may answer its previous build while the next one
 * is being made, so the list asks again, each time after twice the gap of the last. After this
 * many misses in a row the id is out of reach (forged, or of another server): nudges are ignored
 * for NUDGE_QUIET_MS.
 */
export const NUDGE_MISSES_MAX = 3;
/**
 * Once a nudge proved out of reach, the list ignores nudges this long: no faster than the refresh
 * countdown's own interval (REFRESH_SECONDS in machines/refreshMachine.ts), which keeps calling
 * meanwhile. A stream of forged nudges then costs a page NUDGE_MISSES_MAX calls per interval, not
 * one per gap.
 */
export const NUDGE_QUIET_MS = 20_000;
/** The gap before a nudged list's next call: NUDGE_MIN_GAP_MS, doubled after each miss in a row. */
export function nudgeGapMs(misses: number): number {
  return NUDGE_MIN_GAP_MS * 2 ** Math.max(0, misses - 1);
}

/**
 * Whether a nudge may touch a list (live or today's): the list is behind the nudge's change_id and
 * the nudge names an event of `related` (the lists of the same query together: an event that
 * kicks off leaves today's list and joins the live one, so both ask) or names nothing in particular.
 */
export function nudgeTouches(
  list: OddsList,
  related: ReadonlySet<number>,
  nudge: OddsChangedMessage,
): boolean {
  if (list.changeId === null || list.changeId >= nudge.changeId) return false;
  if (nudge.eventIds === null) return true;
  return nudge.eventIds.some((id) => related.has(id));
}

/** The event ids a list holds. */
export function heldEventIds(lists: readonly OddsList[]): Set<number> {
  const out = new Set<number>();
  for (const list of lists) for (const event of list.events) out.add(event.event_id);
  return out;
}

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/**
 * The events an odds reply says changed: every event of a delta's `data` and `event_close_id`;
 * null for a full load or a reply that is not a delta (anything may have changed).
 */
export function replyChangedEventIds(payload: unknown): number[] | null {
  const reply = record(payload);
  if (reply === null || reply.fullload !== false || !Array.isArray(reply.data)) return null;
  const structures = Array.isArray(reply.structures) ? reply.structures : [];
  const at = structures.indexOf('event_id');
  if (at < 0) return reply.data.length === 0 ? closedIds(reply) : null;
  const ids = reply.data
    .map((row) => (Array.isArray(row) ? Number(row[at]) : NaN))
    .filter((id) => Number.isFinite(id));
  return [...ids, ...closedIds(reply)];
}

function closedIds(reply: Record<string, unknown>): number[] {
  const closed = reply.event_close_id;
  return Array.isArray(closed)
    ? closed.map((id) => Number(id)).filter((id) => Number.isFinite(id))
    : [];
}
