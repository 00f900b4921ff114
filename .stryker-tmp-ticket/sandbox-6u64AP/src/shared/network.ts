// @ts-nocheck
import { useSyncExternalStore } from 'react';
import { fromCallback } from 'xstate';
import type { EventObject } from 'xstate';

// Whether the browser has a network link (honest offline): `navigator.onLine` and its
// `online`/`offline` events. False is certain (no link at all); true only means a link exists, so
// calls can still fail and keep their own error states.
//
// The app's one online rule: the link has come back when the window says `online`. Everything that
// acts on it (every loader, the place-bet actor, the session, the balance) hears it through
// `onReconnect` or, for a machine, the `watchOnline` actor.

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

/** Calls `listener` each time the link comes back; returns the unsubscribe. Where there is no
 *  window (a worker, a test in Node) the link never comes back: nothing is called. */
export function onReconnect(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

/** What a machine is told when the link comes back. */
export const NETWORK_ONLINE = { type: 'network.online' } as const;

/** Tells `actor` `network.online` each time the link comes back; returns the unsubscribe. */
export function tellOnReconnect(actor: { send(event: typeof NETWORK_ONLINE): void }): () => void {
  return onReconnect(() => actor.send(NETWORK_ONLINE));
}

/** The link's return as an invoked actor: its parent hears `network.online`, for as long as it runs. */
export const watchOnline = fromCallback<EventObject>(({ sendBack }) =>
  tellOnReconnect({ send: sendBack }),
);

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
