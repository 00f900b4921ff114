// @ts-nocheck
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCollapsedGroups } from '@src/features/odds-table/OddsBoard';

describe('collapsed groups', () => {
  it('are cleared by choosing a sport, and stay cleared after switching back', () => {
    const { result, rerender } = renderHook(({ sportId }) => useCollapsedGroups(sportId), {
      initialProps: { sportId: 1 },
    });
    act(() => result.current.toggle('nonlive', 501));
    expect(result.current.isCollapsed('nonlive', 501)).toBe(true);
    rerender({ sportId: 2 });
    expect(result.current.isCollapsed('nonlive', 501)).toBe(false);
    rerender({ sportId: 1 });
    expect(result.current.isCollapsed('nonlive', 501)).toBe(false);
  });
});
