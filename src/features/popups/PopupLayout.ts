import { createContext, useCallback, useContext, useState } from 'react';
import type { LayoutMode } from '../../shared/entry';

/** Which layout hosts the popups: on mobile, bet tickets show as cards that expand on tap. */
export const PopupLayoutContext = createContext<LayoutMode>('desktop');

export function usePopupLayout(): LayoutMode {
  return useContext(PopupLayoutContext);
}

/** One expanded card at a time (spec section 4): tapping another moves it, tapping it again closes it. */
export function useExpandedCard(): { expandedId: number | null; toggle(id: number): void } {
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const toggle = useCallback((id: number) => setExpandedId((current) => (current === id ? null : id)), []);
  return { expandedId, toggle };
}
