// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { useCallback } from 'react';
import { describe, expect, it } from 'vitest';
import {
  useBoardVirtualizer,
  useStableItemKeys,
} from '@src/features/odds-table/useBoardVirtualizer';

interface Item {
  key: string;
  rows: number;
}

const boardOf = (items: Item[]) => ({ items, tables: [{ first: 0, groups: [] }] });
const itemsOf = (count: number, rowsAt: (index: number) => number = () => 1): Item[] =>
  Array.from({ length: count }, (_, index) => ({ key: `early:e${index}`, rows: rowsAt(index) }));

describe('the boards’ item keys (issue 29: a refresh or a scroll does not lay the list out again)', () => {
  it('stays the same function while every key and estimated size stays the same', () => {
    const { result, rerender } = renderHook(
      ({ items }: { items: Item[] }) =>
        useStableItemKeys(items, (index) => (items[index]?.rows ?? 0) * 40),
      { initialProps: { items: itemsOf(5) } },
    );
    const first = result.current;
    expect([0, 1, 4].map(first)).toEqual(['early:e0', 'early:e1', 'early:e4']);

    // A refresh: new item objects, the same keys and sizes.
    rerender({ items: itemsOf(5) });
    expect(result.current).toBe(first);

    // An event gained a row: its estimate changed.
    rerender({ items: itemsOf(5, (index) => (index === 3 ? 2 : 1)) });
    expect(result.current).not.toBe(first);
    const second = result.current;

    // An event moved: the keys changed, and the function reads the new ones.
    const moved = itemsOf(5, (index) => (index === 3 ? 2 : 1)).reverse();
    rerender({ items: moved });
    expect(result.current).not.toBe(second);
    expect(result.current(0)).toBe('early:e4');
  });

  it('keeps the virtualiser’s measurements across a refresh, and follows a size that changed', () => {
    const { result, rerender } = renderHook(
      ({ items }: { items: Item[] }) => {
        const board = boardOf(items);
        const estimate = useCallback((index: number) => (items[index]?.rows ?? 0) * 40, [items]);
        return useBoardVirtualizer('mobile', board, estimate, 2);
      },
      { initialProps: { items: itemsOf(300) } },
    );
    const measured = result.current.virtualizer.measurementsCache;
    expect(measured).toHaveLength(300);
    expect(result.current.virtualizer.getTotalSize()).toBe(300 * 40);

    rerender({ items: itemsOf(300) });
    // The same measurement objects: nothing was laid out again.
    expect(result.current.virtualizer.measurementsCache[150]).toBe(measured[150]);

    // An item far down grew by a row: the list's height follows.
    rerender({ items: itemsOf(300, (index) => (index === 250 ? 2 : 1)) });
    expect(result.current.virtualizer.getTotalSize()).toBe(301 * 40);
    expect(result.current.endOf(250) - result.current.startOf(250)).toBe(80);
  });
});
