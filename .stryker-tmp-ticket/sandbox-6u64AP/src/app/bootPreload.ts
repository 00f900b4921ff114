// @ts-nocheck
// What index.html's boot script preloads: the first screen's chunks (and their stylesheets) that
// the build names on `<meta name="boot-modules">` (vite.config.ts), the shared ones and those of the
// layout it expects, all at once. Only when a session is expected: a page without one shows the
// no-session screen and never loads a board. Imports nothing at run time (see bootBanner.ts).
import type { LayoutMode } from '../shared/entry';

export const BOOT_MODULES_SELECTOR = 'meta[name="boot-modules"]';

/** The files to preload for `layout`: the shared ones first, each once. */
export function bootModules(
  meta: Pick<HTMLElement, 'dataset'> | null,
  layout: LayoutMode,
): string[] {
  if (meta === null) return [];
  const words = (value: string | undefined) =>
    (value ?? '').split(' ').filter((file) => /^\/assets\/[\w.-]+\.(js|css)$/.test(file));
  return [...new Set([...words(meta.dataset.shared), ...words(meta.dataset[layout])])];
}

/**
 * Appends a preload for each file, at low priority: a module preload for a script (as the app's own
 * dynamic imports will fetch it: CORS, so the preload is the one they use), a style preload for a
 * stylesheet (as Vite's loader will link it).
 */
export function bootPreload(doc: Document, layout: LayoutMode): void {
  for (const file of bootModules(doc.querySelector<HTMLElement>(BOOT_MODULES_SELECTOR), layout)) {
    const link = doc.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    // Behind the session's calls and the first lists: over HTTP/1.1 the browser hands its six
    // connections out by priority, and a few hundred bytes of member data should not wait for
    // twenty chunks.
    link.setAttribute('fetchpriority', 'low');
    link.href = file;
    doc.head.append(link);
  }
}
