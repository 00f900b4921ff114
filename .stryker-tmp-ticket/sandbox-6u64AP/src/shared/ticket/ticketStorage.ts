// @ts-nocheck
import type { BetType } from '@contract/wire';
import type { TicketPick } from '@machines/ticketTypes';
import { BET_TYPES } from '@contract/wire';

// The ticket survives a reload: stored locally, each pick re-checked on load. Each member has their
// own (`betTicket:<member>`): on a shared phone the next member's ticket never shows another's picks.

/** The single ticket the app kept before tickets were per member: whose it is cannot be told. */
export const LEGACY_TICKET_STORAGE_KEY = 'betTicket';

export function ticketStorageKey(member: string): string {
  return `${LEGACY_TICKET_STORAGE_KEY}:${member}`;
}

export interface StoredTicket {
  betType: BetType;
  picks: TicketPick[];
}

function isStoredPick(value: unknown): value is TicketPick {
  if (typeof value !== 'object' || value === null) return false;
  const pick = value as Record<string, unknown>;
  return (
    typeof pick.event_id === 'number' &&
    typeof pick.odd_id === 'number' &&
    typeof pick.market_type === 'string' &&
    typeof pick.option === 'string'
  );
}

/** Whatever is stored is read defensively: anything unreadable is no ticket. */
export function parseStoredTicket(stored: string | null): StoredTicket | null {
  if (stored === null) return null;
  try {
    const raw: unknown = JSON.parse(stored);
    if (typeof raw !== 'object' || raw === null) return null;
    const record = raw as Record<string, unknown>;
    const betType = BET_TYPES.find((type) => type === record.betType);
    if (betType === undefined || !Array.isArray(record.picks)) return null;
    return { betType, picks: record.picks.filter(isStoredPick) };
  } catch {
    return null;
  }
}

/**
 * This member's ticket. The old shared one is dropped on the way: it may be another member's, and
 * picks alone place nothing, so losing them costs a click at most.
 */
export function loadStoredTicket(storage: Storage, member: string): StoredTicket | null {
  if (member === '') return null;
  try {
    storage.removeItem(LEGACY_TICKET_STORAGE_KEY);
    return parseStoredTicket(storage.getItem(ticketStorageKey(member)));
  } catch {
    return null;
  }
}

export function saveStoredTicket(storage: Storage, member: string, ticket: StoredTicket): void {
  if (member === '') return;
  try {
    if (ticket.picks.length === 0) storage.removeItem(ticketStorageKey(member));
    else storage.setItem(ticketStorageKey(member), JSON.stringify(ticket));
  } catch (failure) {
    console.warn('the ticket could not be saved', failure);
  }
}

export function forgetStoredTicket(storage: Storage, member: string): void {
  try {
    storage.removeItem(ticketStorageKey(member));
  } catch {
    // Storage off: nothing was kept.
  }
}
