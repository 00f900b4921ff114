// @ts-nocheck
import { useCallback, useState } from 'react';

/** One expanded card at a time: tapping another moves it, tapping it again closes it. */
export function useExpandedCard(): { expandedId: number | null; toggle(id: number): void } {
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const toggle = useCallback(
    (id: number) => setExpandedId((current) => (current === id ? null : id)),
    [],
  );
  return { expandedId, toggle };
}
