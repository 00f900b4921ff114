// @ts-nocheck
import type { EventView, OddsListView } from './view';

// The events of a list view by key, and the group each one is in: what the board's rows read on
// every refresh (useLiveEvent) and what a delta needs to find what it touches. Built once per view
// (a view object is never changed). A delta applied to a view takes that view's index, updates it
// in place for the view it makes and hands it on, so a refresh that moves a few prices costs what
// it changes, not a walk over all ~3,000 events twice (the refresh's input delay).

export interface ViewIndex {
  readonly events: Map<number, EventView>;
  /** The tournament group (its key) each event is in. */
  readonly groupOf: Map<number, number>;
}

const indexes = new WeakMap<OddsListView, ViewIndex>();

function buildIndex(view: OddsListView): ViewIndex {
  const events = new Map<number, EventView>();
  const groupOf = new Map<number, number>();
  for (const group of view.groups)
    for (const event of group.events) {
      events.set(event.key, event);
      groupOf.set(event.key, group.key);
    }
  return { events, groupOf };
}

/** The index of a view, built on first use. */
export function viewIndexOf(view: OddsListView): ViewIndex {
  const held = indexes.get(view);
  if (held !== undefined) return held;
  const built = buildIndex(view);
  indexes.set(view, built);
  return built;
}

/** The events of a view by key (one map per view: the same object every call). */
export function eventIndexOf(view: OddsListView): ReadonlyMap<number, EventView> {
  return viewIndexOf(view).events;
}

/**
 * A view's index to be updated in place for a view made from it: the view gives it up (asked
 * again, it builds a fresh one), so no reader ever sees an index that disagrees with its view.
 */
export function takeViewIndex(view: OddsListView): ViewIndex {
  const index = viewIndexOf(view);
  indexes.delete(view);
  return index;
}

/** Gives a view the index updated for it by `takeViewIndex`'s caller. */
export function keepViewIndex(view: OddsListView, index: ViewIndex): void {
  indexes.set(view, index);
}
