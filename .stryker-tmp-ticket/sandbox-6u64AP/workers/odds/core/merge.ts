// @ts-nocheck
// Folds one decoded reply into the list held for a table (the member API's odds lists, full or
// incremental): a full load replaces the list; an incremental load removes the closed events,
// replaces the ones held by event_id in place, and appends the new ones in reply order.
import type { DecodedReply } from './decode';
import type { OddsEvent } from '@contract/oddsList';

export interface OddsList {
  readonly events: readonly OddsEvent[];
  /** The change_id to send on the next `_nonfullload` call; null means "ask for a full load". */
  readonly changeId: number | null;
}

export const EMPTY_ODDS_LIST: OddsList = { events: [], changeId: null };

export type MergeOutcome =
  | { status: 'ok'; list: OddsList }
  /** A failed call keeps the last good list: the table stays as it was and reports 'error'. */
  | { status: 'error'; list: OddsList; message: string }
  /**
   * An incremental reply that cannot follow the list held (never a silent mix of old and
   * new odds): its change_id is lower than the one held (a restarted or rolled-back server counting
   * again), it has none, or nothing was held to apply it to. The held events stay as they are and
   * the change_id is dropped, so the next call is a full load.
   */
  | { status: 'reload'; list: OddsList };

/** Whether an incremental reply continues the list held; a full load always does. */
export function continuesHeld(held: OddsList, reply: Extract<DecodedReply, { ok: true }>): boolean {
  if (reply.fullload) return true;
  if (held.changeId === null || reply.changeId === null) return false;
  return reply.changeId >= held.changeId;
}

function applyIncremental(
  held: readonly OddsEvent[],
  reply: Extract<DecodedReply, { ok: true }>,
): OddsEvent[] {
  const closed = reply.eventCloseIds.length === 0 ? null : new Set(reply.eventCloseIds);
  const incoming = new Map<number, OddsEvent>();
  for (const event of reply.events) incoming.set(event.event_id, event);
  const events: OddsEvent[] = [];
  for (const event of held) {
    if (closed !== null && closed.has(event.event_id)) continue;
    const replacement = incoming.get(event.event_id);
    if (replacement === undefined) {
      events.push(event);
    } else {
      events.push(replacement);
      incoming.delete(event.event_id);
    }
  }
  // What is left is new to this list; the Map keeps the reply's order.
  for (const event of incoming.values()) events.push(event);
  return events;
}

export function mergeOddsList(held: OddsList, reply: DecodedReply): MergeOutcome {
  if (!reply.ok) return { status: 'error', list: held, message: reply.message };
  if (reply.fullload)
    return { status: 'ok', list: { events: reply.events, changeId: reply.changeId } };
  if (!continuesHeld(held, reply))
    return { status: 'reload', list: { events: held.events, changeId: null } };
  const events = applyIncremental(held.events, reply);
  return { status: 'ok', list: { events, changeId: reply.changeId ?? held.changeId } };
}
