import { describe, expect, it } from 'vitest';
import type { ConfirmBody } from '@machines/ticketTypes';
import {
  clearPendingConfirm,
  loadPendingConfirm,
  parsePendingConfirm,
  PENDING_CONFIRM_KEY,
  PENDING_CONFIRM_MAX_AGE_MS,
  savePendingConfirm,
} from '@src/shared/ticket/pendingConfirm';
import { SINGLE_BODY } from '@tests/fixtures/confirmBody';

// The unanswered confirm kept for a reload is read defensively and removed only by its own answer.

const BODY: ConfirmBody = SINGLE_BODY;

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

describe('pending confirm storage', () => {
  it('keeps the member, key, body and the time it was first stored', () => {
    const storage = memoryStorage();
    savePendingConfirm(storage, { member: 'demo01', key: 'k1', body: BODY }, 1_000);
    savePendingConfirm(storage, { member: 'demo01', key: 'k1', body: BODY }, 5_000);
    const parsed = parsePendingConfirm(storage.getItem(PENDING_CONFIRM_KEY), 6_000);
    expect(parsed).toEqual({ member: 'demo01', key: 'k1', body: BODY, at: 1_000 });
  });

  it('reads anything unreadable, foreign or too old as nothing', () => {
    const good = { member: 'demo01', key: 'k1', body: BODY, at: 1_000 };
    const read = (value: unknown, now = 2_000) => parsePendingConfirm(JSON.stringify(value), now);
    expect(read(good)).not.toBeNull();
    expect(parsePendingConfirm('{not json', 2_000)).toBeNull();
    expect(parsePendingConfirm(null)).toBeNull();
    expect(read([good])).toBeNull();
    expect(read({ ...good, member: '' })).toBeNull();
    expect(read({ ...good, key: 7 })).toBeNull();
    expect(read({ ...good, body: { ...BODY, ticket: { ...BODY.ticket, item: [] } } })).toBeNull();
    expect(read({ ...good, body: { ...BODY, stake: '500' } })).toBeNull();
    expect(read(good, 1_000 + PENDING_CONFIRM_MAX_AGE_MS)).not.toBeNull();
    expect(read(good, 1_001 + PENDING_CONFIRM_MAX_AGE_MS)).toBeNull();
  });

  it('is cleared by its own answer only: a newer confirm of another tab stays', () => {
    const storage = memoryStorage();
    savePendingConfirm(storage, { member: 'demo01', key: 'newer', body: BODY });
    clearPendingConfirm(storage, 'older');
    expect(loadPendingConfirm(storage)?.key).toBe('newer');
    clearPendingConfirm(storage, 'newer');
    expect(storage.getItem(PENDING_CONFIRM_KEY)).toBeNull();
  });

  it('an unreadable entry is removed by any answer', () => {
    const storage = memoryStorage();
    storage.setItem(PENDING_CONFIRM_KEY, '{broken');
    clearPendingConfirm(storage, 'k1');
    expect(storage.getItem(PENDING_CONFIRM_KEY)).toBeNull();
  });
});
