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

/** `{ change_id, event_ids }`; `event_ids: null` = anything may have changed. */
export interface OddsChangedMessage {
  changeId: number;
  eventIds: readonly number[] | null;
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
