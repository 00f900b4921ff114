// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createFilterStore } from '@src/shared/storage/filterStore';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const values = new Map(Object.entries(initial));
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('createFilterStore', () => {
  it('writes storageFilter with the spec defaults at first load', () => {
    const storage = memoryStorage();
    createFilterStore(storage);
    expect(JSON.parse(storage.getItem('storageFilter') ?? 'null')).toMatchObject({
      sortFontSize: 'a',
      sortTypeTime: 'normal',
      sortBeforeTime: 'all',
      sortTypeTable: 'f-line',
      sortCurrency: 'MY',
      sortSelectLeagueAll: true,
      sortSelectLeagueId: [],
      sortFilterEventId: 2,
      quickBet: true,
      selectCategoryId: 1,
    });
  });

  it('completes a partial saved filter and keeps what it holds', () => {
    const storage = memoryStorage({ storageFilter: JSON.stringify({ sortTypeTable: 'd-line' }) });
    const store = createFilterStore(storage);
    expect(store.getSnapshot().sortTypeTable).toBe('d-line');
    expect(JSON.parse(storage.getItem('storageFilter') ?? 'null')).toMatchObject({
      sortTypeTable: 'd-line',
      sortCurrency: 'MY',
    });
  });
});
