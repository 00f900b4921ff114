// @ts-nocheck
// What may have moved in the market, as the refresh machine tells the ticket (after the lists
// answered a countdown's refresh, after the nudged calls answered), and which held picks that is.

/** What may have moved. */
export interface MarketChange {
  /** Events a nudge named or a list reply says changed; null: anything may have changed. */
  eventIds: readonly number[] | null;
  /** After a refresh of the lists: the events they show. A pick of an event none shows is re-read
   *  once per refresh (no reply or nudge of these lists would name it). Absent: a nudge. */
  shown?: { has(eventId: number): boolean };
}

/** The events of the held picks a change may have moved (each event once). */
export function eventsToFollow(
  picks: readonly { event_id: number }[],
  change: MarketChange,
): number[] {
  const named = change.eventIds === null ? null : new Set(change.eventIds);
  const events = picks
    .map((pick) => pick.event_id)
    .filter(
      (id) =>
        named === null || named.has(id) || (change.shown !== undefined && !change.shown.has(id)),
    );
  return [...new Set(events)];
}

/** The events a nudge named together with those the nudged calls' replies say changed. */
export function nudgedChange(
  named: readonly number[] | null,
  changed: readonly number[] | null,
): readonly number[] | null {
  if (named === null || changed === null) return null;
  return [...new Set([...named, ...changed])];
}
