import { useSyncExternalStore } from 'react';

// A new version of the app, waiting (issue 20): the service worker's registration (a lazy chunk)
// offers it here, the page shows the offer, and the member applies it. Applying reloads the page, so
// it is refused while a bet is being placed or its outcome is still unknown: the caller says so.

export type UpdateState = 'none' | 'waiting' | 'applying';

let state: UpdateState = 'none';
let apply: (() => void) | null = null;
const listeners = new Set<() => void>();

function set(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** A new version is installed and waits; `applyNow` activates it and reloads the page. */
export function offerUpdate(applyNow: () => void): void {
  apply = applyNow;
  if (state === 'none') set('waiting');
}

/**
 * Applies the waiting version unless `busy` (a bet is being placed or awaits its outcome); true
 * when it is being applied.
 */
export function applyUpdate(busy: boolean): boolean {
  if (busy || state !== 'waiting' || apply === null) return false;
  set('applying');
  apply();
  return true;
}

export function getUpdateState(): UpdateState {
  return state;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUpdateState(): UpdateState {
  return useSyncExternalStore(subscribeUpdate, getUpdateState, getUpdateState);
}

/** Tests start from no offer. */
export function resetUpdateForTests(): void {
  apply = null;
  set('none');
}
