// @ts-nocheck
// The wire words of the member API's realtime channels and odds broadcast, shared by the
// simulator's publisher and the front end's listener.

/** Where and how the page reaches the realtime endpoint (the runtime settings, resolved against the
 *  page's own address: src/shared/config.ts). */
export interface RealtimeConnection {
  key: string;
  cluster: string;
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: boolean;
  authEndpoint: string;
}

/** Pusher's prefix of a private channel's wire name (subscribed through /api/broadcasting/auth). */
export const PRIVATE_CHANNEL_PREFIX = 'private-';

/** The ticket feed's private channel as Echo names it (`echo.private(...)`). */
export const TICKET_CHANNEL = 'ticket-channel';
/** ... and as it travels on the wire. */
export const TICKET_CHANNEL_WIRE = `${PRIVATE_CHANNEL_PREFIX}${TICKET_CHANNEL}`;
/** Its event, whose data is one recent bet. */
export const TICKET_CHANGE_EVENT = 'ticket-change';

/** Event name on the public odds channel of a sport. */
export const ODDS_CHANGED_EVENT = 'odds-changed';

/** `odds-{sport_type_id}`: public, no auth. */
export function oddsChannelOf(sportTypeId: number): string {
  return `odds-${sportTypeId}`;
}

/** The nudge as the page reads it: the market's change id, the events it names (null: anything). */
export interface OddsChangedMessage {
  changeId: number;
  eventIds: readonly number[] | null;
}

/** The nudge's data on the wire: `{ change_id, event_ids }`; `event_ids: null` = anything may have changed. */
export interface WireOddsChanged {
  change_id: number;
  event_ids: number[] | null;
}

/**
 * Writes a nudge as readOddsChanged reads it back: each event id once, in ascending order, and only
 * ids the reader takes (whole numbers from 0 up; a change id that is none is written as change 0,
 * which the reader would make of it anyway). A message whose JSON text would exceed `maxBytes`
 * names no events (`event_ids: null`, "anything may have changed"): the sender keeps under its
 * socket's message limit rather than split a change in two. Ids are ASCII digits, so the text's
 * length is its size in bytes.
 */
export function writeOddsChanged(
  message: OddsChangedMessage,
  maxBytes = Number.POSITIVE_INFINITY,
): WireOddsChanged {
  const changeId = readId(message.changeId) ?? 0;
  if (message.eventIds === null) return { change_id: changeId, event_ids: null };
  const ids = [...new Set(message.eventIds.filter((id) => readId(id) !== null))].sort(
    (a, b) => a - b,
  );
  const wire = { change_id: changeId, event_ids: ids };
  return JSON.stringify(wire).length > maxBytes ? { change_id: changeId, event_ids: null } : wire;
}

/**
 * Reads a nudge defensively. A change id or event id is a whole number from 0 up, as a number or
 * as its digits; anything else is no id. No readable change id reads as change 0 (which no held
 * list is behind: the nudge calls nothing); event ids that are no array read as null ("anything
 * may have changed"), and the entries of an array that are no ids are dropped.
 */
export function readOddsChanged(data: unknown): OddsChangedMessage {
  const value = typeof data === 'string' ? safeParse(data) : data;
  const record =
    value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const ids = record.event_ids;
  return {
    changeId: readId(record.change_id) ?? 0,
    eventIds: Array.isArray(ids) ? ids.map(readId).filter((id): id is number => id !== null) : null,
  };
}

/** A whole number from 0 up (a number, or a string of its digits), or null. */
function readId(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(number) && number >= 0 ? number : null;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
    // Stryker disable next-line BlockStatement: equivalent, text that is no JSON reads as no record whether this answers null or nothing.
  } catch {
    return null;
  }
}
