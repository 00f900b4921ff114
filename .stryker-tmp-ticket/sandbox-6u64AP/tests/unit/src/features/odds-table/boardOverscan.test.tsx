// @ts-nocheck
// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBoardVirtualizer } from '@src/features/odds-table/useBoardVirtualizer';

const board = {
  items: Array.from({ length: 200 }, (_, key) => ({ key })),
  tables: [{ first: 0, groups: [{ first: 1 }] }],
};

describe('the boards’ overscan', () => {
  it('the phone draws nothing beyond the screen until the first odds (or the first tap), then its overscan', async () => {
    // The desktop board draws its overscan from the start.
    const desktop = renderHook(() => useBoardVirtualizer('desktop', board, () => 120, 4));
    expect(desktop.result.current.virtualizer.options.overscan).toBe(4);
    desktop.unmount();

    const { result } = renderHook(() =>
      useBoardVirtualizer('mobile', board, () => 120, 4, { overscanAfterFirstOdds: true }),
    );
    const drawn = () => result.current.virtualizer.getVirtualItems().map((item) => item.index);
    expect(result.current.virtualizer.options.overscan).toBe(0);
    const onScreen = drawn();
    expect(onScreen.length).toBeGreaterThan(2);

    // No odds are shown in this test: the member's first tap settles it.
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await Promise.resolve();
    });
    await waitFor(() => expect(result.current.virtualizer.options.overscan).toBe(4));
    // The same items, and 4 more below them.
    expect(drawn()).toEqual([...onScreen, ...[1, 2, 3, 4].map((n) => onScreen.at(-1)! + n)]);
  });
});

describe("the boards' window size", () => {
  it("the first render draws the screen's items, and the commit never reads the window's size", () => {
    // Reading the window's size lays the page out: counted from the first render's end.
    let reads = 0;
    let counting = false;
    const height = Object.getOwnPropertyDescriptor(window, 'innerHeight');
    Object.defineProperty(window, 'innerHeight', {
      configurable: true,
      get: () => {
        if (counting) reads += 1;
        return 600;
      },
    });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const renders: number[][] = [];
      const { result, unmount } = renderHook(() => {
        const board120 = useBoardVirtualizer('mobile', board, () => 120, 0);
        renders.push(board120.virtualizer.getVirtualItems().map((item) => item.index));
        counting = true;
        return board120;
      });
      // 600 px of 120 px items from the top: five on screen (and the always-drawn group head), at once.
      expect(renders[0]).toEqual([0, 1, 2, 3, 4]);
      expect(reads).toBe(0);
      // Nor is the window scrolled to where it already is; a scroll the board asks for is made.
      expect(scrollTo).not.toHaveBeenCalled();
      act(() => result.current.virtualizer.scrollToOffset(240));
      expect(scrollTo).toHaveBeenCalledTimes(1);

      // A resize is told: the list follows the new size.
      act(() => {
        Object.defineProperty(window, 'innerHeight', { configurable: true, get: () => 360 });
        window.dispatchEvent(new Event('resize'));
      });
      expect(result.current.virtualizer.getVirtualItems().map((item) => item.index)).toEqual([
        0, 1, 2,
      ]);
      unmount();
    } finally {
      scrollTo.mockRestore();
      if (height !== undefined) Object.defineProperty(window, 'innerHeight', height);
    }
  });
});
