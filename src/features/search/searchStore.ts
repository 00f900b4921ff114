import { useSyncExternalStore } from 'react';

// The team and league search text of this page: not saved (a new visit starts with the full list),
// shared by the desktop filter bar, the mobile board and the name highlights.

let text = '';
const listeners = new Set<() => void>();

export function setSearchText(next: string): void {
  if (next === text) return;
  text = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSearchText(): string {
  return useSyncExternalStore(
    subscribe,
    () => text,
    () => '',
  );
}
