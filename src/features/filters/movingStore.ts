import { useSyncExternalStore } from 'react';

// Issue 31 "moving now": show only the events whose prices moved more than once in the last
// minutes. A view of this page (like the search), not saved: a new visit starts with every event.

let movingOnly = false;
const listeners = new Set<() => void>();

export function setMovingOnly(next: boolean): void {
  if (next === movingOnly) return;
  movingOnly = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMovingOnly(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => movingOnly,
    () => false,
  );
}
