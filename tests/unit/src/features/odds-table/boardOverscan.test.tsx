// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
