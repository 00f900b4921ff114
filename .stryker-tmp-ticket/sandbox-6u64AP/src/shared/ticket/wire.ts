// @ts-nocheck
import type { PickError } from '@contract/confirm';
import type { ConfirmOutcome, TicketPick } from '@machines/ticketTypes';
import type { MyBetTicket } from '@contract/history';
import { readTicketPage } from '@contract/myBets';
import { isRecord, readNumber, readText } from '@contract/read';
import { readPickError, readTicketPick } from '@contract/ticket';
import type { ApiResult } from '../api/client';

// The member API's ticket, bet confirm and member-history replies as the ticket
// and my-bet views take them, read by contract/'s defensive readers. Loaded lazily (wireLater.ts).

/** Where the pick sits in the table: the ticket endpoint does not echo it. */
export interface PickPlace {
  sortRowNo: number;
  /** The price the member clicked (marked on the pick's price line). */
  clickedPrice?: number;
}

/** The ticket endpoint's pick placed in the table, or null when it is closed (data null) or unreadable. */
export function parseTicketPick(data: unknown, place: PickPlace): TicketPick | null {
  const pick = readTicketPick(data);
  if (pick === null) return null;
  return {
    sortRowNo: place.sortRowNo,
    ...(place.clickedPrice === undefined ? {} : { clicked_price: place.clickedPrice }),
    ...pick,
  };
}

/** The text of a failure that carries neither price nor point errors. */
function refusalText(result: ApiResult<unknown>): string {
  if (result.message !== '') return result.message;
  const first = result.errors?.[0];
  return isRecord(first) ? readText(first.type_error) : '';
}

/** How long Place waits after a 429 that names no Retry-After. */
export const THROTTLE_FALLBACK_S = 30;

/**
 * A confirm reply as the place-bet machine sees it. No answer at all (network) and 5xx are
 * 'unreachable': the bet may or may not have been placed, so the retry must reuse the key.
 */
export function confirmOutcomeOf(result: ApiResult<unknown>): ConfirmOutcome {
  // Too many confirms: the request was refused before it was read; Place waits the reply's time.
  if (result.status === 429)
    return { kind: 'throttled', retryAfterS: result.retryAfterS ?? THROTTLE_FALLBACK_S };
  if (result.status >= 500) return { kind: 'unreachable', message: result.message };
  if (result.ok) {
    const data = isRecord(result.data) ? result.data : {};
    return {
      kind: 'placed',
      ticketId: readNumber(data.ticket_id),
      balance: typeof data.balance === 'number' ? data.balance : null,
      replayed: result.replayed === true,
    };
  }
  const errors = (result.errors ?? [])
    .map(readPickError)
    .filter((error): error is PickError => error !== null);
  if (errors.length > 0) return { kind: 'pickErrors', errors };
  return { kind: 'refused', message: refusalText(result) };
}

/** A page of the running or settled list as the my-bet views show it. */
export interface MyBetPage {
  tickets: MyBetTicket[];
  total: number;
  lastPage: number;
}

/** `data.ticket.data[]` and `data.ticket.meta` of the running/settled lists. */
export function parseMyBetPage(data: unknown): MyBetPage | undefined {
  const page = readTicketPage(data);
  if (page === undefined) return undefined;
  const { data: tickets, meta } = page.ticket;
  return { tickets, total: meta.total, lastPage: meta.last_page };
}
