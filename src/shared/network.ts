import { useSyncExternalStore } from 'react';

// Whether the browser has a network link (honest offline): `navigator.onLine` and its
// `online`/`offline` events. False is certain (no link at all); true only means a link exists, so
// calls can still fail and keep their own error states.

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `listener` whenever the link goes or comes back; returns the unsubscribe. */
export function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Calls `listener` each time the link comes back; returns the unsubscribe. */
export function onReconnect(listener: () => void): () => void {
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
