// @ts-nocheck
import type { LayoutMode } from '../shared/entry';

// Each layout's shell (header, menu, columns, ticket) and its odds board are one chunk, the layout's
// own: a phone never fetches the desktop tables, a desktop never the match boxes. The first load
// carries neither; the boot asks for the expected one at once, beside the login, so the chunk is
// there when the home page draws (no waterfall behind the session).

export const loadDesktopShell = () => import('./DesktopShell');
export const loadMobileShell = () => import('./MobileShell');

export function preloadShell(layout: LayoutMode): void {
  const load = layout === 'desktop' ? loadDesktopShell : loadMobileShell;
  // A failed preload is retried by the lazy component itself when it renders.
  load().catch(() => undefined);
}
