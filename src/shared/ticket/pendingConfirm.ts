import type { ConfirmBody } from '@machines/ticketTypes';
import { isRecord } from '@contract/read';

// A confirm whose answer never arrived outlives the page. It is written before the confirm
// goes out and removed once an answer says what happened; a reload, or the app opened in another tab,
// asks for it again under the same Idempotency-Key before anything else, so the member learns whether
// it was placed and never places a second bet by not knowing about the first. Kept beside the stored
// ticket (`betTicket`) in the same storage, under its own key: the ticket is rewritten on every change
// and removed when empty, while this entry must stay until its answer is known.

export const PENDING_CONFIRM_KEY = 'betConfirmPending';

/** A pending confirm older than the session cookie (one day) belongs to a session that is gone. */
export const PENDING_CONFIRM_MAX_AGE_MS = 86_400_000;

export interface PendingConfirm {
  /** Whose bet it is: another member signing in on this browser never sends it. */
  member: string;
  key: string;
  body: ConfirmBody;
  /** When it was first sent (ms since epoch). */
  at: number;
}

function isConfirmBody(value: unknown): value is ConfirmBody {
  if (!isRecord(value) || !isRecord(value.ticket)) return false;
  return (
    typeof value.stake === 'number' &&
    typeof value.action_type === 'string' &&
    typeof value.mainbet === 'number' &&
    Array.isArray(value.ticket.item) &&
    value.ticket.item.length > 0 &&
    value.ticket.item.every(
      (item) => isRecord(item) && typeof item.odd_id === 'number' && typeof item.price === 'number',
    )
  );
}

/** Whatever is stored is read defensively: anything unreadable, or too old, is no pending confirm. */
export function parsePendingConfirm(
  stored: string | null,
  now: number = Date.now(),
): PendingConfirm | null {
  if (stored === null) return null;
  try {
    const raw: unknown = JSON.parse(stored);
    if (!isRecord(raw)) return null;
    const { member, key, body, at } = raw;
    if (typeof member !== 'string' || member === '') return null;
    if (typeof key !== 'string' || key === '' || typeof at !== 'number') return null;
    if (!isConfirmBody(body) || now - at > PENDING_CONFIRM_MAX_AGE_MS) return null;
    return { member, key, body, at };
  } catch {
    return null;
  }
}

export function loadPendingConfirm(
  storage: Storage,
  now: number = Date.now(),
): PendingConfirm | null {
  try {
    return parsePendingConfirm(storage.getItem(PENDING_CONFIRM_KEY), now);
  } catch {
    return null;
  }
}

/** Written before the confirm leaves; the first time a key is stored its time is kept. */
export function savePendingConfirm(
  storage: Storage,
  pending: Omit<PendingConfirm, 'at'>,
  now: number = Date.now(),
): void {
  try {
    const current = loadPendingConfirm(storage, now);
    const at = current?.key === pending.key ? current.at : now;
    storage.setItem(PENDING_CONFIRM_KEY, JSON.stringify({ ...pending, at }));
  } catch (failure) {
    console.warn('the unanswered bet could not be kept for a reload', failure);
  }
}

/** Removed once an answer is known, and only the one with this key (another tab may hold a newer one). */
export function clearPendingConfirm(storage: Storage, key: string): void {
  try {
    const current = loadPendingConfirm(storage);
    if (current === null || current.key === key) storage.removeItem(PENDING_CONFIRM_KEY);
  } catch {
    // Storage off: nothing was kept.
  }
}
