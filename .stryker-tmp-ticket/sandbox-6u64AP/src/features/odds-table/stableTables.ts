// @ts-nocheck
import { useMemo, useState } from 'react';
import type { EventView, Layout } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';
import type { OddsListSnapshot } from '@src/shared/odds/oddsClient';
import type { BoardTable } from './boardItems';

// What the boards lay out: tables, their tournament groups and the order of the events.
// A refresh that changes none of that (most refreshes: prices, clocks and scores move) keeps the
// tables the board holds, so the flat item list, the virtualiser's measurements and the board's
// render are skipped; the rows follow their events by themselves (liveEvents.ts).

/** A table as both boards hold it. */
export type LaidOutTable = BoardTable;

function sameEvents(a: readonly EventView[], b: readonly EventView[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]?.key !== b[i]?.key) return false;
  return true;
}

/**
 * Whether two table lists lay out the same: the same tables in order (kind, layout, empty), the same
 * groups in order with the same head object (the engine keeps a head's object while it draws the
 * same), and the same events in order by key. Prices, clocks and scores are not structure.
 */
export function sameTableStructure(
  a: readonly LaidOutTable[],
  b: readonly LaidOutTable[],
): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let t = 0; t < a.length; t++) {
    const x = a[t];
    const y = b[t];
    if (x === undefined || y === undefined) return false;
    if (x.kind !== y.kind || x.layout !== y.layout || x.isEmpty !== y.isEmpty) return false;
    if (x.groups === y.groups) continue;
    if (x.groups.length !== y.groups.length) return false;
    for (let g = 0; g < x.groups.length; g++) {
      const p = x.groups[g];
      const q = y.groups[g];
      if (p === q) continue;
      if (p === undefined || q === undefined) return false;
      if (p.key !== q.key || p.head !== q.head || !sameEvents(p.events, q.events)) return false;
    }
  }
  return true;
}

/** The tables to lay out: the last ones held while a newer list has the same structure. */
export function useStableTables<T extends LaidOutTable>(tables: readonly T[]): readonly T[] {
  const [held, setHeld] = useState(tables);
  if (held !== tables && !sameTableStructure(held, tables)) {
    // Adjusting state while rendering (React's pattern for a value derived from earlier renders).
    setHeld(tables);
    return tables;
  }
  return held;
}

/** A list as a table to lay out, or null while nothing is held (an empty table once it failed). */
export function boardTableOf(
  kind: ListKind,
  snapshot: OddsListSnapshot,
  emptyLayout: Layout,
): BoardTable | null {
  const view = snapshot.view;
  if (view === null)
    return snapshot.status === 'error'
      ? { kind, layout: emptyLayout, groups: [], isEmpty: true }
      : null;
  return { kind, layout: view.layout, groups: view.groups, isEmpty: view.groups.length === 0 };
}

/** The tables of the lists shown, held while their structure stays (both boards). */
export function useBoardTables(
  kinds: readonly ListKind[],
  lists: Record<ListKind, OddsListSnapshot>,
  emptyLayout: Layout,
): readonly BoardTable[] {
  return useStableTables(
    useMemo(
      () =>
        kinds
          .map((kind) => boardTableOf(kind, lists[kind], emptyLayout))
          .filter((table): table is BoardTable => table !== null),
      [kinds, lists, emptyLayout],
    ),
  );
}
