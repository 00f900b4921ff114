import { useSyncExternalStore } from 'react';
import { FAVORITES_KEY, parseFavorites } from './favorites';
import type { Favorite } from './favorites';

// One live copy of `dataFavorites` for the page, written through to localStorage on every change
// so a reload shows the same stars.

export interface FavoritesStore {
  getSnapshot(): readonly Favorite[];
  subscribe(listener: () => void): () => void;
  update(change: (favorites: readonly Favorite[]) => readonly Favorite[]): void;
}

export function createFavoritesStore(storage: Storage | null): FavoritesStore {
  let current: readonly Favorite[] = [];
  try {
    current = parseFavorites(storage?.getItem(FAVORITES_KEY) ?? null);
  } catch {
    current = [];
  }
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      const next = change(current);
      if (next === current) return;
      current = next;
      try {
        storage?.setItem(FAVORITES_KEY, JSON.stringify(current));
      } catch (failure) {
        console.warn('dataFavorites could not be saved', failure);
      }
      for (const listener of listeners) listener();
    },
  };
}

let pageStore: FavoritesStore | null = null;

/** The page's favourites, read from localStorage on first use. */
export function pageFavoritesStore(): FavoritesStore {
  pageStore ??= createFavoritesStore(typeof window === 'undefined' ? null : window.localStorage);
  return pageStore;
}

export function useFavorites(store: FavoritesStore = pageFavoritesStore()): readonly Favorite[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
