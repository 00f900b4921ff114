// Folds one decoded reply into the list held for a table (product-spec section 4, member-api.md
// "Odds lists"): a full load replaces the list; an incremental load removes the closed events,
// replaces the ones held by event_id in place, and appends the new ones in reply order.
import type { DecodedReply } from './decode';
import type { OddsEvent } from './wire';

export interface OddsList {
  readonly events: readonly OddsEvent[];
  /** The change_id to send on the next `_nonfullload` call; null means "ask for a full load". */
  readonly changeId: number | null;
}

export const EMPTY_ODDS_LIST: OddsList = { events: [], changeId: null };

export type MergeOutcome =
  | { status: 'ok'; list: OddsList }
  /** A failed call keeps the last good list: the table stays as it was and reports 'error'. */
  | { status: 'error'; list: OddsList; message: string };

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
  const events = applyIncremental(held.events, reply);
  return { status: 'ok', list: { events, changeId: reply.changeId ?? held.changeId } };
}
