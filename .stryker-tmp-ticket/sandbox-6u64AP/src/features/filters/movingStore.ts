// @ts-nocheck
import { createValueStore, useValueStore } from '@src/shared/valueStore';

// The filter "moving now": show only the events whose prices moved more than once in the last
// minutes. A view of this page (like the search), not saved: a new visit starts with every event.

const movingOnly = createValueStore(false);

export const setMovingOnly = movingOnly.set;

export function useMovingOnly(): boolean {
  return useValueStore(movingOnly, false);
}
