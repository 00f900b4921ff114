import type { LayoutMode } from '../shared/entry';

// Each layout's shell (header, menu, columns, ticket) is a chunk of its own too, like its board
// (boards.ts): the first load carries neither, and the boot asks for the expected one at once.

export const loadDesktopShell = () => import('./DesktopShell');
export const loadMobileShell = () => import('./MobileShell');

export function preloadShell(layout: LayoutMode): void {
  const load = layout === 'desktop' ? loadDesktopShell : loadMobileShell;
  // A failed preload is retried by the lazy component itself when it renders.
  load().catch(() => undefined);
}
