// @ts-nocheck
import { createContext, useContext } from 'react';
import type { LayoutMode } from '@src/shared/entry';

/** Which layout hosts the popups: on mobile, bet tickets show as cards that expand on tap. */
export const PopupLayoutContext = createContext<LayoutMode>('desktop');

export function usePopupLayout(): LayoutMode {
  return useContext(PopupLayoutContext);
}
