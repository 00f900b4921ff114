// @ts-nocheck
import type { ConfirmBody } from '@contract/confirm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_TIMEOUT_MS, CONFIRM_RECOVERY_WINDOW_MS } from '@contract/calls';
import {
  clearPendingConfirm,
  endMemberSession,
  isExpired,
  isWithinRecoveryWindow,
  LEGACY_PENDING_CONFIRM_KEY,
  loadPendingConfirm,
  markPendingTold,
  parsePendingConfirm,
  pendingConfirmKey,
  RECOVERY_WINDOW_MS,
  savePendingConfirm,
  sweepPendingConfirms,
  TOLD_ENTRY_MAX_AGE_MS,
} from '@src/shared/ticket/pendingConfirm';
import type { PendingConfirm } from '@src/shared/ticket/pendingConfirm';
import {
  LEGACY_TICKET_STORAGE_KEY,
  loadStoredTicket,
  saveStoredTicket,
  ticketStorageKey,
} from '@src/shared/ticket/ticketStorage';
import { SINGLE_BODY } from '@tests/fixtures/confirmBody';

// The unanswered confirm kept for a reload: per member, read defensively, asked for again by itself
// only within the recovery window, removed by its own answer, or once expired after its member was
// told; never before. The clock is the test's (vi fake timers): every time below is exact.

const BODY: ConfirmBody = SINGLE_BODY;
const T0 = Date.UTC(2026, 10, 29, 5, 0, 0);

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const entry = (member: string, key: string, at = T0): PendingConfirm => ({
  member,
  key,
  body: BODY,
  at,
});

/** A storage whose every call throws (storage turned off, or a private window's quota). */
function brokenStorage(): Storage {
  const fail = () => {
    throw new Error('storage off');
  };
  return {
    length: 0,
    clear: fail,
    getItem: fail,
    key: fail,
    removeItem: fail,
    setItem: fail,
  };
}

let storage: Storage;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  storage = memoryStorage();
});
afterEach(() => vi.useRealTimers());

describe('the recovery window', () => {
  it('is minutes, made of call timeouts: two minutes', () => {
    expect(RECOVERY_WINDOW_MS).toBe(CONFIRM_RECOVERY_WINDOW_MS);
    expect(CONFIRM_RECOVERY_WINDOW_MS).toBe(8 * CALL_TIMEOUT_MS);
    expect(CONFIRM_RECOVERY_WINDOW_MS).toBe(120_000);
  });

  it('takes an entry up to and at its end, and not a millisecond later', () => {
    const pending = entry('demo01', 'k1');
    expect(isWithinRecoveryWindow(pending)).toBe(true);
    vi.setSystemTime(T0 + RECOVERY_WINDOW_MS);
    expect(isWithinRecoveryWindow(pending)).toBe(true);
    vi.setSystemTime(T0 + RECOVERY_WINDOW_MS + 1);
    expect(isWithinRecoveryWindow(pending)).toBe(false);
    // A day later (the reported case): never by itself.
    vi.setSystemTime(T0 + 23 * 3_600_000);
    expect(isWithinRecoveryWindow(pending)).toBe(false);
  });
});

describe('per member', () => {
  it("keeps each member's entry under their own key: another member's bet overwrites nothing", () => {
    savePendingConfirm(storage, entry('demo01', 'k1'));
    savePendingConfirm(storage, entry('demo02', 'k2'));
    expect(loadPendingConfirm(storage, 'demo01')).toEqual(entry('demo01', 'k1'));
    expect(loadPendingConfirm(storage, 'demo02')).toEqual(entry('demo02', 'k2'));
    expect(storage.getItem(pendingConfirmKey('demo01'))).not.toBeNull();
    expect(loadPendingConfirm(storage, 'demo03')).toBeNull();
    // No member known yet: nothing is read.
    expect(loadPendingConfirm(storage, '')).toBeNull();
  });

  it("an entry under one member's key naming another is nobody's: removed", () => {
    storage.setItem(pendingConfirmKey('demo02'), JSON.stringify(entry('demo01', 'k1')));
    expect(loadPendingConfirm(storage, 'demo02')).toBeNull();
    expect(storage.getItem(pendingConfirmKey('demo02'))).toBeNull();
  });

  it("is cleared by its own answer only: another tab's newer confirm and another member's stay", () => {
    savePendingConfirm(storage, entry('demo01', 'newer'));
    savePendingConfirm(storage, entry('demo02', 'older'));
    clearPendingConfirm(storage, 'demo01', 'older');
    expect(loadPendingConfirm(storage, 'demo01')?.key).toBe('newer');
    expect(loadPendingConfirm(storage, 'demo02')?.key).toBe('older');
    clearPendingConfirm(storage, 'demo01', 'newer');
    expect(storage.getItem(pendingConfirmKey('demo01'))).toBeNull();
    expect(loadPendingConfirm(storage, 'demo02')?.key).toBe('older');
  });

  it('an unreadable entry is removed by any answer', () => {
    storage.setItem(pendingConfirmKey('demo01'), '{broken');
    clearPendingConfirm(storage, 'demo01', 'k1');
    expect(storage.getItem(pendingConfirmKey('demo01'))).toBeNull();
  });
});

describe('reading', () => {
  it('reads anything unreadable or foreign as nothing, and keeps when the member was told', () => {
    const good = entry('demo01', 'k1');
    const read = (value: unknown) => parsePendingConfirm(JSON.stringify(value));
    expect(read(good)).toEqual(good);
    expect(read({ ...good, told: T0 + 5 })).toEqual({ ...good, told: T0 + 5 });
    expect(read({ ...good, told: 'yes' })).toEqual(good);
    expect(parsePendingConfirm('{not json')).toBeNull();
    expect(parsePendingConfirm(null)).toBeNull();
    expect(read([good])).toBeNull();
    expect(read({ ...good, member: '' })).toBeNull();
    expect(read({ ...good, member: 7 })).toBeNull();
    expect(read({ ...good, key: '' })).toBeNull();
    expect(read({ ...good, key: 7 })).toBeNull();
    expect(read({ ...good, at: '5' })).toBeNull();
    expect(read({ ...good, body: null })).toBeNull();
    expect(read({ ...good, body: { ...BODY, ticket: null } })).toBeNull();
    expect(read({ ...good, body: { ...BODY, ticket: { ...BODY.ticket, item: [] } } })).toBeNull();
    expect(read({ ...good, body: { ...BODY, ticket: { ...BODY.ticket, item: {} } } })).toBeNull();
    expect(read({ ...good, body: { ...BODY, stake: '500' } })).toBeNull();
    expect(read({ ...good, body: { ...BODY, action_type: 1 } })).toBeNull();
    expect(read({ ...good, body: { ...BODY, mainbet: '1' } })).toBeNull();
    const item = BODY.ticket.item[0]!;
    const withItem = (changed: unknown) => ({
      ...good,
      body: { ...BODY, ticket: { ...BODY.ticket, item: [changed] } },
    });
    expect(read(withItem({ ...item, odd_id: '11' }))).toBeNull();
    expect(read(withItem({ ...item, price: '0.9' }))).toBeNull();
    expect(read(withItem(null))).toBeNull();
    // Every pick is checked, not just one.
    expect(
      read({
        ...good,
        body: { ...BODY, ticket: { ...BODY.ticket, item: [item, { ...item, price: null }] } },
      }),
    ).toBeNull();
  });

  it('an unreadable entry is removed as it is read, not only skipped', () => {
    storage.setItem(pendingConfirmKey('demo01'), '{broken');
    expect(loadPendingConfirm(storage, 'demo01')).toBeNull();
    expect(storage.getItem(pendingConfirmKey('demo01'))).toBeNull();
  });

  it('a member with no name reads nothing and removes nothing', () => {
    storage.setItem(pendingConfirmKey(''), 'whatever is here');
    expect(loadPendingConfirm(storage, '')).toBeNull();
    expect(storage.getItem(pendingConfirmKey(''))).toBe('whatever is here');
  });

  it('storage turned off: nothing is kept, nothing throws', () => {
    const off = brokenStorage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => savePendingConfirm(off, entry('demo01', 'k1'))).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      'the unanswered bet could not be kept for a reload',
      expect.any(Error),
    );
    warn.mockRestore();
    expect(loadPendingConfirm(off, 'demo01')).toBeNull();
    expect(() => clearPendingConfirm(off, 'demo01', 'k1')).not.toThrow();
    expect(() => markPendingTold(off, 'demo01', 'k1')).not.toThrow();
    expect(() => sweepPendingConfirms(off)).not.toThrow();
    expect(() => endMemberSession(off, 'demo01')).not.toThrow();
  });
});

describe('told, expired, removed', () => {
  it('an entry whose member was never told is kept however old: it may have been placed', () => {
    savePendingConfirm(storage, entry('demo01', 'k1'));
    vi.setSystemTime(T0 + 30 * TOLD_ENTRY_MAX_AGE_MS);
    sweepPendingConfirms(storage);
    expect(loadPendingConfirm(storage, 'demo01')).toEqual(entry('demo01', 'k1'));
  });

  it('once told, it is kept a day for the member to act on, then removed (not just skipped)', () => {
    savePendingConfirm(storage, entry('demo01', 'k1'));
    vi.setSystemTime(T0 + 3_600_000);
    markPendingTold(storage, 'demo01', 'k1');
    const told = T0 + 3_600_000;
    expect(loadPendingConfirm(storage, 'demo01')?.told).toBe(told);
    // Told again later: the first time stands.
    vi.setSystemTime(told + 60_000);
    markPendingTold(storage, 'demo01', 'k1');
    expect(loadPendingConfirm(storage, 'demo01')?.told).toBe(told);
    vi.setSystemTime(told + TOLD_ENTRY_MAX_AGE_MS);
    expect(isExpired(loadPendingConfirm(storage, 'demo01')!)).toBe(false);
    vi.setSystemTime(told + TOLD_ENTRY_MAX_AGE_MS + 1);
    expect(loadPendingConfirm(storage, 'demo01')).toBeNull();
    expect(storage.getItem(pendingConfirmKey('demo01'))).toBeNull();
  });

  it('told of another key: the entry held is left as it is', () => {
    savePendingConfirm(storage, entry('demo01', 'k1'));
    markPendingTold(storage, 'demo01', 'other');
    markPendingTold(storage, 'demo02', 'k1');
    expect(loadPendingConfirm(storage, 'demo01')?.told).toBeUndefined();
    expect(storage.getItem(pendingConfirmKey('demo02'))).toBeNull();
  });

  it("the sweep removes every member's unreadable and expired entries, and keeps the rest", () => {
    savePendingConfirm(storage, entry('demo01', 'kept'));
    savePendingConfirm(storage, { ...entry('demo02', 'expired'), told: T0 });
    savePendingConfirm(storage, { ...entry('demo04', 'told-recently'), told: T0 + 10 });
    storage.setItem(pendingConfirmKey('demo03'), '{broken');
    storage.setItem(pendingConfirmKey('demo05'), JSON.stringify(entry('demo06', 'misfiled')));
    storage.setItem('betTicket:demo01', 'not ours to sweep');
    vi.setSystemTime(T0 + TOLD_ENTRY_MAX_AGE_MS + 5);
    sweepPendingConfirms(storage);
    expect(storage.getItem(pendingConfirmKey('demo01'))).not.toBeNull();
    expect(storage.getItem(pendingConfirmKey('demo02'))).toBeNull();
    expect(storage.getItem(pendingConfirmKey('demo03'))).toBeNull();
    expect(storage.getItem(pendingConfirmKey('demo04'))).not.toBeNull();
    expect(storage.getItem(pendingConfirmKey('demo05'))).toBeNull();
    expect(storage.getItem('betTicket:demo01')).toBe('not ours to sweep');
    expect(storage.length).toBe(3);
  });
});

describe('the old single entry', () => {
  it("is moved to its member's own key, so its bet is still told to them", () => {
    storage.setItem(LEGACY_PENDING_CONFIRM_KEY, JSON.stringify(entry('demo01', 'old')));
    sweepPendingConfirms(storage);
    expect(storage.getItem(LEGACY_PENDING_CONFIRM_KEY)).toBeNull();
    expect(loadPendingConfirm(storage, 'demo01')).toEqual(entry('demo01', 'old'));
  });

  it("never overwrites the member's newer entry, and an unreadable one just goes", () => {
    savePendingConfirm(storage, entry('demo01', 'newer'));
    storage.setItem(LEGACY_PENDING_CONFIRM_KEY, JSON.stringify(entry('demo01', 'old')));
    sweepPendingConfirms(storage);
    expect(loadPendingConfirm(storage, 'demo01')?.key).toBe('newer');
    expect(storage.getItem(LEGACY_PENDING_CONFIRM_KEY)).toBeNull();
    storage.setItem(LEGACY_PENDING_CONFIRM_KEY, '{broken');
    sweepPendingConfirms(storage);
    expect(storage.getItem(LEGACY_PENDING_CONFIRM_KEY)).toBeNull();
    expect(storage.length).toBe(1);
  });
});

describe('the end of a session', () => {
  const TICKET = { betType: 'sc' as const, picks: [] };

  it('clears the ticket and a confirm the member was told of; one never told stays', () => {
    saveStoredTicket(storage, 'demo01', {
      ...TICKET,
      picks: [{ event_id: 1, odd_id: 2, market_type: 'Handicap', option: 'h' } as never],
    });
    savePendingConfirm(storage, entry('demo01', 'k1'));
    endMemberSession(storage, 'demo01');
    expect(loadStoredTicket(storage, 'demo01')).toBeNull();
    expect(loadPendingConfirm(storage, 'demo01')?.key).toBe('k1');
    markPendingTold(storage, 'demo01', 'k1');
    endMemberSession(storage, 'demo01');
    expect(storage.getItem(pendingConfirmKey('demo01'))).toBeNull();
  });

  it("touches no other member's ticket or confirm; an unknown member ends nothing", () => {
    const pick = { event_id: 1, odd_id: 2, market_type: 'Handicap', option: 'h' } as never;
    saveStoredTicket(storage, 'demo02', { ...TICKET, picks: [pick] });
    savePendingConfirm(storage, { ...entry('demo02', 'k2'), told: T0 });
    storage.setItem(ticketStorageKey(''), 'not a member');
    endMemberSession(storage, 'demo01');
    endMemberSession(storage, '');
    expect(storage.getItem(ticketStorageKey(''))).toBe('not a member');
    expect(loadStoredTicket(storage, 'demo02')?.picks).toHaveLength(1);
    expect(loadPendingConfirm(storage, 'demo02')?.key).toBe('k2');
  });
});

describe('the kept ticket, per member', () => {
  const pick = { event_id: 1, odd_id: 2, market_type: 'Handicap', option: 'h' } as never;

  it("one member's ticket is never another's; the old shared one is dropped", () => {
    storage.setItem(LEGACY_TICKET_STORAGE_KEY, JSON.stringify({ betType: 'sc', picks: [pick] }));
    saveStoredTicket(storage, 'demo01', { betType: 'sc', picks: [pick] });
    expect(loadStoredTicket(storage, 'demo02')).toBeNull();
    expect(storage.getItem(LEGACY_TICKET_STORAGE_KEY)).toBeNull();
    expect(loadStoredTicket(storage, 'demo01')).toEqual({ betType: 'sc', picks: [pick] });
    expect(storage.getItem(ticketStorageKey('demo01'))).not.toBeNull();
    // Before the member is known nothing is read or written.
    expect(loadStoredTicket(storage, '')).toBeNull();
    saveStoredTicket(storage, '', { betType: 'sc', picks: [pick] });
    expect(storage.length).toBe(1);
    // An empty ticket is not kept.
    saveStoredTicket(storage, 'demo01', { betType: 'sc', picks: [] });
    expect(storage.length).toBe(0);
  });
});
