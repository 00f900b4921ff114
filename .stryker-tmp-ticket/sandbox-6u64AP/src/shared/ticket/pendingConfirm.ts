// @ts-nocheck
import type { ConfirmBody } from '@contract/confirm';
import { isRecord } from '@contract/read';
import { CONFIRM_RECOVERY_WINDOW_MS } from '@contract/calls';
import { forgetStoredTicket } from './ticketStorage';

// A confirm whose answer never arrived outlives the page. It is written before the confirm
// goes out and removed once an answer says what happened; a reload, or the app opened in another tab,
// finds it before anything else, so the member learns whether it was placed and never places a
// second bet by not knowing about the first.
//
// Each member has an entry of their own (`betConfirmPending:<member>`): on a shared phone another
// member neither sees nor sends it, and their own bets never overwrite it. Kept beside the member's
// stored ticket in the same storage, under its own key: the ticket is rewritten on every change and
// removed when empty, while this entry must stay until its member knows what became of it.
//
// Asking again never becomes betting later: an entry is asked for again by itself only within
// RECOVERY_WINDOW_MS of its sending. Past it, nothing goes out without the member: they are told that
// a bet from that time may not have reached us, and choose to check My bets or send it again under the
// same key (the server re-checks price and limits, and answers a bet it already took with the first
// result). Their being told is written on the entry (`told`): only then may it go.

export const PENDING_CONFIRM_PREFIX = 'betConfirmPending:';

/** The single entry of every member the app kept before entries were per member. */
export const LEGACY_PENDING_CONFIRM_KEY = 'betConfirmPending';

/** How long after its sending a kept confirm is asked for again without the member (the why: contract/calls.ts). */
export const RECOVERY_WINDOW_MS = CONFIRM_RECOVERY_WINDOW_MS;

/**
 * How long an entry whose member has been told of it is kept for them to act on (send it again, or
 * dismiss it): the session cookie's day. An entry whose member was never told stays until they are.
 */
export const TOLD_ENTRY_MAX_AGE_MS = 86_400_000;

export interface PendingConfirm {
  /** Whose bet it is: another member signing in on this browser never sends it. */
  member: string;
  key: string;
  body: ConfirmBody;
  /** When the member last sent it (ms since epoch): the window is counted from here. */
  at: number;
  /** When the member was told it may not have reached us (ms since epoch), if they were. */
  told?: number;
}

export function pendingConfirmKey(member: string): string {
  return `${PENDING_CONFIRM_PREFIX}${member}`;
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

/** Whatever is stored is read defensively: anything unreadable is no pending confirm. */
export function parsePendingConfirm(stored: string | null): PendingConfirm | null {
  if (stored === null) return null;
  try {
    const raw: unknown = JSON.parse(stored);
    if (!isRecord(raw)) return null;
    const { member, key, body, at, told } = raw;
    if (typeof member !== 'string' || member === '') return null;
    if (typeof key !== 'string' || key === '' || typeof at !== 'number') return null;
    if (!isConfirmBody(body)) return null;
    return typeof told === 'number' ? { member, key, body, at, told } : { member, key, body, at };
  } catch {
    return null;
  }
}

/** Whether the entry may still be asked for again without the member (see RECOVERY_WINDOW_MS). */
export function isWithinRecoveryWindow(
  pending: Pick<PendingConfirm, 'at'>,
  now: number = Date.now(),
): boolean {
  return now - pending.at <= RECOVERY_WINDOW_MS;
}

/** Expired: its member was told a day ago and did nothing with it. Never before they were told. */
export function isExpired(pending: PendingConfirm, now: number = Date.now()): boolean {
  return pending.told !== undefined && now - pending.told > TOLD_ENTRY_MAX_AGE_MS;
}

/** This member's entry, or null. An unreadable or expired one is removed as it is read. */
export function loadPendingConfirm(
  storage: Storage,
  member: string,
  now: number = Date.now(),
): PendingConfirm | null {
  if (member === '') return null;
  try {
    const name = pendingConfirmKey(member);
    const pending = parsePendingConfirm(storage.getItem(name));
    if (pending === null || pending.member !== member || isExpired(pending, now)) {
      storage.removeItem(name);
      return null;
    }
    return pending;
  } catch {
    return null;
  }
}

/** Written before the confirm leaves; `at` is the time the member sent it. */
export function savePendingConfirm(storage: Storage, pending: PendingConfirm): void {
  try {
    storage.setItem(pendingConfirmKey(pending.member), JSON.stringify(pending));
  } catch (failure) {
    console.warn('the unanswered bet could not be kept for a reload', failure);
  }
}

/** The member has been told their bet may not have reached us: from now on the entry may expire. */
export function markPendingTold(
  storage: Storage,
  member: string,
  key: string,
  now: number = Date.now(),
): void {
  const pending = loadPendingConfirm(storage, member, now);
  if (pending === null || pending.key !== key || pending.told !== undefined) return;
  savePendingConfirm(storage, { ...pending, told: now });
}

/**
 * Removed once an answer is known, and only the one with this key: another tab of the same member
 * may hold a newer one.
 */
export function clearPendingConfirm(storage: Storage, member: string, key: string): void {
  try {
    const name = pendingConfirmKey(member);
    const current = parsePendingConfirm(storage.getItem(name));
    if (current === null || current.key === key) storage.removeItem(name);
  } catch {
    // Storage off: nothing was kept.
  }
}

/** Every key of the storage, read before any is removed (removal renumbers them). */
function storageKeys(storage: Storage): string[] {
  const names: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const name = storage.key(i);
    if (name !== null) names.push(name);
  }
  return names;
}

/**
 * Once per start: every member's entry that is unreadable or expired is removed, not just skipped;
 * the single entry of the old format is moved to its member's own key (unless that member already
 * has a newer one), so a bet it holds is still told to its member.
 */
export function sweepPendingConfirms(storage: Storage, now: number = Date.now()): void {
  try {
    const legacy = storage.getItem(LEGACY_PENDING_CONFIRM_KEY);
    if (legacy !== null) {
      const pending = parsePendingConfirm(legacy);
      if (pending !== null && storage.getItem(pendingConfirmKey(pending.member)) === null)
        savePendingConfirm(storage, pending);
      storage.removeItem(LEGACY_PENDING_CONFIRM_KEY);
    }
    for (const name of storageKeys(storage)) {
      if (!name.startsWith(PENDING_CONFIRM_PREFIX)) continue;
      const pending = parsePendingConfirm(storage.getItem(name));
      const owner = name.slice(PENDING_CONFIRM_PREFIX.length);
      if (pending === null || pending.member !== owner || isExpired(pending, now))
        storage.removeItem(name);
    }
  } catch {
    // Storage off: nothing was kept.
  }
}

/**
 * The member's session ended: what can no longer be asked goes. Their ticket (its picks were only
 * picks: nothing was sent) and a kept confirm they have already been told of; one they were never told
 * of stays for their next visit, where they learn of it.
 */
export function endMemberSession(storage: Storage, member: string): void {
  if (member === '') return;
  forgetStoredTicket(storage, member);
  const pending = loadPendingConfirm(storage, member);
  if (pending?.told !== undefined) clearPendingConfirm(storage, member, pending.key);
}
