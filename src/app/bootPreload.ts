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

/** The app's module and its static imports, as the build names them on the same meta. */
export function bootAppModules(meta: Pick<HTMLElement, 'dataset'> | null): {
  entry: string | null;
  preloads: string[];
} {
  const file = (value: string | undefined) =>
    value !== undefined && /^\/assets\/[\w.-]+\.js$/.test(value) ? value : null;
  const preloads = (meta?.dataset.entryPreloads ?? '')
    .split(' ')
    .flatMap((value) => file(value) ?? []);
  return { entry: file(meta?.dataset.entry), preloads };
}

/**
 * Asks for the app: its module's static imports at once (module preloads, at the priority the
 * markup would have given them), and the module itself once the document is parsed, so it runs
 * as the deferred module of the markup would have (after runtime-config.js, with #root there).
 * The build takes both out of the markup so that they leave after the session's first call.
 */
export function bootApp(doc: Document): void {
  const { entry, preloads } = bootAppModules(doc.querySelector<HTMLElement>(BOOT_MODULES_SELECTOR));
  if (entry === null) return;
  for (const file of [entry, ...preloads]) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    doc.head.append(link);
  }
  const run = () => {
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    doc.head.append(script);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
