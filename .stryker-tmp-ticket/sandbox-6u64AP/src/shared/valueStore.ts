// @ts-nocheck
import { useSyncExternalStore } from 'react';

// The page's small subscription stores share these three pieces instead of each keeping its own
// listener set: `createListeners` (who to tell, and telling them), `createKeyedListeners` (the same
// per key, for stores where one change concerns only a few of many subscribers) and
// `createValueStore` (one value several components read and any may set, outside React's tree).

export interface Listeners<T = void> {
  /** Adds `listener` (once, however often it is added); returns its unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
  /** Calls every listener, in the order they subscribed. */
  notify(value: T): void;
  /** Forgets every listener (a disposed store). */
  clear(): void;
}

export function createListeners<T = void>(): Listeners<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(value) {
      for (const listener of listeners) listener(value);
    },
    clear: () => listeners.clear(),
  };
}

export interface KeyedListeners<K> {
  /** Adds `listener` for `key`; returns its unsubscribe. */
  subscribe(key: K, listener: () => void): () => void;
  /** Calls the listeners of `key` only. */
  notify(key: K): void;
  /** How many keys have a listener now (0: nobody listens). */
  size(): number;
}

export function createKeyedListeners<K>(): KeyedListeners<K> {
  const byKey = new Map<K, Set<() => void>>();
  return {
    subscribe(key, listener) {
      let own = byKey.get(key);
      if (own === undefined) {
        own = new Set();
        byKey.set(key, own);
      }
      const set = own;
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byKey.get(key) === set) byKey.delete(key);
      };
    },
    notify(key) {
      for (const listener of byKey.get(key) ?? []) listener();
    },
    size: () => byKey.size,
  };
}

export interface ValueStore<T> {
  get(): T;
  /** Replaces the value and tells the listeners; the same value (Object.is) tells nobody. */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = createListeners();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      listeners.notify();
    },
    subscribe: listeners.subscribe,
  };
}

/** The store's value, re-rendering when it changes (`serverValue` on the server). */
export function useValueStore<T>(store: ValueStore<T>, serverValue: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}
