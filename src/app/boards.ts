import type { LayoutMode } from '../shared/entry';

// Each layout's odds board is a chunk of its own: a phone never fetches the desktop tables, a desktop
// never the match boxes. The boot asks for the board of the layout it expects at once, beside the
// login, so the chunk is there when the home page draws (no waterfall behind the session).

export const loadDesktopBoard = () => import('../features/odds-table/OddsBoard');
export const loadMobileBoard = () => import('../features/mobile-odds/MobileOddsBoard');

export function preloadBoard(layout: LayoutMode): void {
  const load = layout === 'desktop' ? loadDesktopBoard : loadMobileBoard;
  // A failed preload is retried by the lazy component itself when it renders.
  load().catch(() => undefined);
}
