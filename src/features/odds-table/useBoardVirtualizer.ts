import { useCallback, useMemo, useState } from 'react';
import { DEFERRED_TURN } from '@src/shared/firstOdds';
import { useAfterFirstOdds } from '@src/shared/ui/AfterFirstOdds';
import { defaultRangeExtractor, useWindowVirtualizer, windowScroll } from '@tanstack/react-virtual';
import type { Range, Rect, VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { useDocumentTop } from './useDocumentTop';

/** What both boards lay out: items in one run, tables and their groups as index ranges. */
export interface VirtualBoard {
  items: readonly { key: string | number }[];
  tables: readonly { first: number; groups: readonly { first: number }[] }[];
}

/**
 * An item's size: a ResizeObserver's, which arrives after the browser's own layout. When an item is
 * first drawn there is none yet, and the size the board already holds (measured before, or
 * estimated from the data) stands: reading the element there (the library's default) forced a
 * layout in the middle of React's commit, and a size off the estimate drew the list again in the
 * same task (one of the phone's longest boot tasks). The observer's first report corrects it a
 * frame later, in a task of its own.
 */
export function observedSize(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box !== undefined) return Math.round(box.blockSize);
  const held = instance.measurementsCache[instance.indexFromElement(element)];
  if (held !== undefined) return held.size;
  return Math.round(element.getBoundingClientRect().height);
}

/**
 * The window's size for the virtualiser, told on each resize. The library's own observer reads it at
 * once when the board mounts (in React's commit, just after the board's elements went in), and
 * reading the window's size lays the page out: the whole board inside the commit's task, and with
 * the size it learnt (the first render knew none) the list drawn again in the same task (the
 * first odds' commit, a phone's and Lighthouse's longest boot task). The board starts from the
 * size read in its first render instead (useBoardVirtualizer), before its elements exist.
 */
export function observeWindowResize(
  instance: Virtualizer<Window, Element>,
  report: (rect: Rect) => void,
): (() => void) | undefined {
  const view = instance.scrollElement;
  if (view === null) return undefined;
  const onResize = () => report({ width: view.innerWidth, height: view.innerHeight });
  view.addEventListener('resize', onResize, { passive: true });
  return () => view.removeEventListener('resize', onResize);
}

const scrolledBefore = new WeakSet<Virtualizer<Window, Element>>();

/**
 * The window scrolled as the virtualiser asks, but for its first ask: when a board mounts it scrolls
 * the window to the offset it has just read from it, which moves nothing and lays the whole page out
 * inside React's commit (the same cost as observeWindowResize's).
 */
export function scrollWindowAfterMount(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Window, Element>,
): void {
  const first = !scrolledBefore.has(instance);
  scrolledBefore.add(instance);
  if (first && options.adjustments === undefined && offset === instance.scrollOffset) return;
  windowScroll(offset, options, instance);
}

/**
 * A board (desktop tables or phone boxes) virtualised against the window: each table's head and
 * each group's head are always drawn (they are few), the rest only near the viewport. `startOf`
 * and `endOf` are an item's edges from the top of the list. `name` tells the boards' remembered
 * offsets apart (useDocumentTop). `overscanAfterFirstOdds`: the phone's first draw is the screen's
 * items only (the desktop keeps its overscan from the start: a keyboard member tabs into a grid
 * below the screen, whose roving Tab stop is a drawn price).
 */
export function useBoardVirtualizer(
  name: 'desktop' | 'mobile',
  board: VirtualBoard,
  estimateSize: (index: number) => number,
  overscan: number,
  { overscanAfterFirstOdds = false }: { overscanAfterFirstOdds?: boolean } = {},
) {
  const alwaysDrawn = useMemo(() => {
    const indexes: number[] = [];
    for (const table of board.tables) {
      indexes.push(table.first);
      for (const group of table.groups) indexes.push(group.first);
    }
    return indexes;
  }, [board]);
  const [listRef, documentTop] = useDocumentTop(name);
  // The phone's first draw is the screen's items: its overscan was about as many again, in one
  // commit (a long task of the phone's boot). A scroll draws what comes into view either way.
  const drawnOverscan = useAfterFirstOdds(DEFERRED_TURN.boardOverscan, overscanAfterFirstOdds)
    ? overscan
    : 0;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const drawn = new Set([...alwaysDrawn, ...defaultRangeExtractor(range)]);
      return [...drawn].sort((a, b) => a - b);
    },
    [alwaysDrawn],
  );
  // The window's size as the board's first render finds it (observeWindowResize).
  const [initialRect] = useState<Rect>(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  const virtualizer = useWindowVirtualizer({
    initialRect,
    observeElementRect: observeWindowResize,
    scrollToFn: scrollWindowAfterMount,
    count: board.items.length,
    estimateSize,
    getItemKey: (index) => board.items[index]?.key ?? index,
    overscan: drawnOverscan,
    scrollMargin: documentTop,
    rangeExtractor,
    measureElement: observedSize,
  });
  const visibleByIndex = new Map<number, VirtualItem>();
  for (const item of virtualizer.getVirtualItems()) visibleByIndex.set(item.index, item);
  const measurements = virtualizer.measurementsCache;
  const startOf = (index: number) => (measurements[index]?.start ?? 0) - documentTop;
  const endOf = (index: number) => (measurements[index]?.end ?? 0) - documentTop;
  return { listRef, virtualizer, visibleByIndex, startOf, endOf };
}
