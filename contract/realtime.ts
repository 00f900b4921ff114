// The wire words of member-api.md "Odds broadcast", shared by the simulator's publisher and the
// front end's listener.

/** Event name on the public odds channel of a sport. */
export const ODDS_CHANGED_EVENT = 'odds-changed';

/** `odds-{sport_type_id}`: public, no auth. */
export function oddsChannelOf(sportTypeId: number): string {
  return `odds-${sportTypeId}`;
}

/** `{ change_id, event_ids }`; `event_ids: null` = anything may have changed. */
export interface OddsChangedMessage {
  changeId: number;
  eventIds: readonly number[] | null;
}

/** Reads a nudge defensively: anything malformed is "anything may have changed" at change 0. */
export function readOddsChanged(data: unknown): OddsChangedMessage {
  const value = typeof data === 'string' ? safeParse(data) : data;
  const record =
    value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const changeId = Number(record.change_id);
  const ids = record.event_ids;
  return {
    changeId: Number.isFinite(changeId) ? changeId : 0,
    eventIds: Array.isArray(ids)
      ? ids.map((id) => Number(id)).filter((id) => Number.isFinite(id))
      : null,
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
