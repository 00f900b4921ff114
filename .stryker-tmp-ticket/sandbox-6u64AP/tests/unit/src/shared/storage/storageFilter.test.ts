// @ts-nocheck
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFilterStore } from '@src/shared/storage/filterStore';
import {
  chooseSport,
  DEFAULT_STORAGE_FILTER,
  loadStorageFilter,
  parseStorageFilter,
  saveStorageFilter,
  STORAGE_FILTER_KEY,
} from '@src/shared/storage/storageFilter';
import type { StorageFilter } from '@src/shared/storage/storageFilter';

/** A Map-backed Storage, so these tests run in Node. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const custom: StorageFilter = {
  sortFontSize: '+a',
  sortTypeTime: 'time',
  sortBeforeTime: 'after',
  sortTypeTable: 'd-line',
  sortCurrency: 'EU',
  sortSelectLeagueAll: false,
  sortSelectLeagueId: [501, 502],
  sortFilterEventId: 3,
  quickBet: false,
  selectCategoryId: 44,
  sortEarlyDate: '24/11/2026',
};

describe('storageFilter', () => {
  it('starts from the spec defaults when nothing is stored', () => {
    expect(parseStorageFilter(null)).toEqual({
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
      sortEarlyDate: '',
    });
  });

  it('keeps a saved early day and drops one that is not a date', () => {
    expect(parseStorageFilter(JSON.stringify({ sortEarlyDate: '24/11/2026' })).sortEarlyDate).toBe(
      '24/11/2026',
    );
    expect(parseStorageFilter(JSON.stringify({ sortEarlyDate: 'Allearly' })).sortEarlyDate).toBe(
      'Allearly',
    );
    expect(parseStorageFilter(JSON.stringify({ sortEarlyDate: '2026-11-24' })).sortEarlyDate).toBe(
      '',
    );
    expect(parseStorageFilter(JSON.stringify({ sortEarlyDate: 5 })).sortEarlyDate).toBe('');
  });

  it('starts from what a test (or the member) stored', () => {
    const storage = memoryStorage({ [STORAGE_FILTER_KEY]: JSON.stringify(custom) });
    expect(loadStorageFilter(storage)).toEqual(custom);
  });

  it('keeps good fields and defaults bad or missing ones, one by one', () => {
    const stored = JSON.stringify({
      sortFontSize: 'huge',
      sortTypeTable: 's-line',
      sortCurrency: 5,
      sortSelectLeagueId: [501, 'x', null, 502],
      sortFilterEventId: 4,
      selectCategoryId: 44,
    });
    expect(parseStorageFilter(stored)).toEqual({
      ...DEFAULT_STORAGE_FILTER,
      sortTypeTable: 's-line',
      sortSelectLeagueId: [501, 502],
      selectCategoryId: 44,
    });
  });

  it('falls back to the defaults on garbage JSON, arrays and primitives', () => {
    for (const garbage of ['{not json', '[1,2]', '42', 'null', '"text"', '']) {
      expect(parseStorageFilter(garbage)).toEqual(DEFAULT_STORAGE_FILTER);
    }
  });

  it('never throws and always yields valid fields, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((v) => JSON.stringify(v)),
        ),
        (stored) => {
          const filter = parseStorageFilter(stored);
          expect(['a', '-a', '+a']).toContain(filter.sortFontSize);
          expect([1, 2, 3, 5, 6]).toContain(filter.sortFilterEventId);
          expect(Array.isArray(filter.sortSelectLeagueId)).toBe(true);
        },
      ),
    );
  });

  it('survives a storage that throws', () => {
    const broken = memoryStorage();
    broken.getItem = () => {
      throw new Error('denied');
    };
    expect(loadStorageFilter(broken)).toEqual(DEFAULT_STORAGE_FILTER);
  });

  it('saves and loads back the same filter', () => {
    const storage = memoryStorage();
    saveStorageFilter(storage, custom);
    expect(loadStorageFilter(storage)).toEqual(custom);
  });

  it('choosing a sport stores it, goes back to Today and clears the league selection', () => {
    expect(chooseSport(custom, 1)).toEqual({
      ...custom,
      selectCategoryId: 1,
      sortFilterEventId: 2,
      sortSelectLeagueAll: true,
      sortSelectLeagueId: [],
    });
  });
});

describe('filter store', () => {
  it('writes every change through to localStorage and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createFilterStore(storage);
    let notified = 0;
    store.subscribe(() => {
      notified += 1;
    });
    store.update((filter) => chooseSport(filter, 44));
    expect(store.getSnapshot().selectCategoryId).toBe(44);
    expect(JSON.parse(storage.getItem(STORAGE_FILTER_KEY) ?? '{}')).toMatchObject({
      selectCategoryId: 44,
    });
    expect(notified).toBe(1);
  });
});
