// @ts-nocheck
import { createContext, useContext } from 'react';
import type { EventView } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';
import { eventIndexOf } from './oddsClient';
import type { OddsClient } from './oddsClient';
import { useTransitionStore } from '../useTransitionStore';

// Per-row subscriptions to the odds: a refresh that only moves prices, clocks or scores
// leaves the board's structure (its tables, groups and the order of their events) as it was, so the
// board keeps its last layout and does not render; each drawn row reads its own event here and
// renders only when the engine gave that event a new object. Rows off screen are not drawn, so a
// refresh costs what it changes on screen.

/** The current event of a list by its key, and a subscription to every change of the lists. */
export interface LiveEvents {
  subscribe(listener: () => void): () => void;
  get(kind: ListKind, key: number): EventView | undefined;
}

/** The events of a view by key: one map per view, handed on from view to view by each delta
 *  (workers/odds/core/viewIndex.ts). */
export { eventIndexOf };

const sources = new WeakMap<OddsClient, LiveEvents>();

/** The live events of a client's lists (one object per client, so it can be a context value). */
export function liveEventsOf(client: OddsClient): LiveEvents {
  const held = sources.get(client);
  if (held !== undefined) return held;
  const source: LiveEvents = {
    subscribe: client.subscribe,
    get(kind, key) {
      const view = client.getSnapshot(kind).view;
      return view === null ? undefined : eventIndexOf(view).get(key);
    },
  };
  sources.set(client, source);
  return source;
}

export const LiveEventsContext = createContext<LiveEvents | null>(null);

/**
 * The event as the lists hold it now: `drawn` is the object the board laid out (possibly from an
 * earlier refresh with the same structure); a newer object of the same event replaces it, and only
 * this row re-renders, in a transition (useTransitionStore: a tap interrupts it). Without a
 * provider (a row drawn alone) it is `drawn`.
 */
export function useLiveEvent(kind: ListKind, drawn: EventView): EventView {
  const source = useContext(LiveEventsContext);
  return useTransitionStore(
    source?.subscribe ?? null,
    () => source?.get(kind, drawn.key) ?? drawn,
    [source, kind, drawn],
  );
}
