// @ts-nocheck
import { useSyncExternalStore } from 'react';
import { FAVORITES_KEY, parseFavorites } from './favorites';
import type { Favorite } from './favorites';
import { createValueStore } from '@src/shared/valueStore';

// One live copy of `dataFavorites` for the page, written through to localStorage on every change
// so a reload shows the same stars.

export interface FavoritesStore {
  getSnapshot(): readonly Favorite[];
  subscribe(listener: () => void): () => void;
  update(change: (favorites: readonly Favorite[]) => readonly Favorite[]): void;
}

export function createFavoritesStore(storage: Storage | null): FavoritesStore {
  let saved: readonly Favorite[] = [];
  try {
    saved = parseFavorites(storage?.getItem(FAVORITES_KEY) ?? null);
  } catch {
    saved = [];
  }
  const current = createValueStore(saved);
  return {
    getSnapshot: current.get,
    subscribe: current.subscribe,
    update(change) {
      const next = change(current.get());
      if (next === current.get()) return;
      try {
        storage?.setItem(FAVORITES_KEY, JSON.stringify(next));
      } catch (failure) {
        console.warn('dataFavorites could not be saved', failure);
      }
      current.set(next);
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
