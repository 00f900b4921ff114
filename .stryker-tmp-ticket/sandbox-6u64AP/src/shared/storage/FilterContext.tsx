// @ts-nocheck
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { FilterStore } from './filterStore';
import type { StorageFilter } from './storageFilter';

const FilterContext = createContext<FilterStore | null>(null);

export function FilterProvider({ store, children }: { store: FilterStore; children: ReactNode }) {
  return <FilterContext.Provider value={store}>{children}</FilterContext.Provider>;
}

export function useFilterStore(): FilterStore {
  const store = useContext(FilterContext);
  if (store === null) throw new Error('useFilterStore: wrap the tree in <FilterProvider>');
  return store;
}

/** The saved filters, re-rendering on change. */
export function useStorageFilter(): StorageFilter {
  const store = useFilterStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
