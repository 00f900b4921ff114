import type { BetType, TicketPick } from '@machines/ticketTypes';
import { BET_TYPES } from '@contract/wire';

// The ticket survives a reload (beyond the spec): stored locally, each pick re-checked on load.

export const TICKET_STORAGE_KEY = 'betTicket';

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

export function loadStoredTicket(storage: Storage): StoredTicket | null {
  try {
    return parseStoredTicket(storage.getItem(TICKET_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function saveStoredTicket(storage: Storage, ticket: StoredTicket): void {
  try {
    if (ticket.picks.length === 0) storage.removeItem(TICKET_STORAGE_KEY);
    else storage.setItem(TICKET_STORAGE_KEY, JSON.stringify(ticket));
  } catch (failure) {
    console.warn('the ticket could not be saved', failure);
  }
}
