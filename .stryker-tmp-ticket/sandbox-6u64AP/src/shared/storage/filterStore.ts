// @ts-nocheck
import { loadStorageFilter, saveStorageFilter, STORAGE_FILTER_KEY } from './storageFilter';
import type { StorageFilter } from './storageFilter';
import { createValueStore } from '@src/shared/valueStore';

// One live copy of the saved filters for the whole page. Every change is written through to
// localStorage at once, so a reload (or an e2e test reading storage) sees what the member sees.

export interface FilterStore {
  getSnapshot(): StorageFilter;
  subscribe(listener: () => void): () => void;
  update(change: (filter: StorageFilter) => StorageFilter): void;
}

export function createFilterStore(storage: Storage): FilterStore {
  const current = createValueStore(loadStorageFilter(storage));
  // Written at first load too: the storageFilter with all its fields is
  // there from the start, not only after the member's first change (a missing, partial or
  // unreadable value is replaced by what the page uses).
  if (readRaw(storage) !== JSON.stringify(current.get())) saveStorageFilter(storage, current.get());
  return {
    getSnapshot: current.get,
    subscribe: current.subscribe,
    update(change) {
      const next = change(current.get());
      if (next === current.get()) return;
      saveStorageFilter(storage, next);
      current.set(next);
    },
  };
}

function readRaw(storage: Storage): string | null {
  try {
    return storage.getItem(STORAGE_FILTER_KEY);
  } catch {
    return null;
  }
}
