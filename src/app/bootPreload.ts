// What index.html's boot script asks for from the build's list on `<meta name="boot-modules">`
// (vite.config.ts): the app's module and its imports, then the first screen's chunks (and their
// stylesheets), the shared ones and those of the layout it expects, all at once. Only when a session is expected: a page without one shows the
// no-session screen and never loads a board. Imports nothing at run time (see bootBanner.ts).
import type { LayoutMode } from '../shared/entry';

export const BOOT_MODULES_SELECTOR = 'meta[name="boot-modules"]';

/** The files to preload for `layout`: the shared ones first, each once. */
export function bootModules(
  meta: Pick<HTMLElement, 'dataset'> | null,
  layout: LayoutMode,
): string[] {
  if (meta === null) return [];
  const words = (value: string | undefined) => buildFiles(value, /\.(js|css)$/);
  return [...new Set([...words(meta.dataset.shared), ...words(meta.dataset[layout])])];
}

/** The build's own files named in a meta's list (`/assets/<name>` ending as `kind` says); no other. */
function buildFiles(value: string | undefined, kind: RegExp): string[] {
  return (value ?? '')
    .split(' ')
    .filter((file) => /^\/assets\/[\w.-]+$/.test(file) && kind.test(file));
}

/** A preload of a build file, CORS as the app's loaders fetch it; low priority when `low`. */
function appendPreload(doc: Document, file: string, low: boolean): void {
  const link = doc.createElement('link');
  if (file.endsWith('.css')) {
    link.rel = 'preload';
    link.setAttribute('as', 'style');
  } else {
    link.rel = 'modulepreload';
  }
  link.crossOrigin = '';
  if (low) link.setAttribute('fetchpriority', 'low');
  link.href = file;
  doc.head.append(link);
}

/**
 * Appends a preload for each file, at low priority: a module preload for a script (as the app's own
 * dynamic imports will fetch it: CORS, so the preload is the one they use), a style preload for a
 * stylesheet (as Vite's loader will link it).
 */
export function bootPreload(doc: Document, layout: LayoutMode): void {
  // Behind the session's calls and the first lists: over HTTP/1.1 the browser hands its six
  // connections out by priority, and a few hundred bytes of member data should not wait for
  // twenty chunks.
  for (const file of bootModules(doc.querySelector<HTMLElement>(BOOT_MODULES_SELECTOR), layout))
    appendPreload(doc, file, true);
}

/** The app's module and its static imports, as the build names them on the same meta. */
export function bootAppModules(meta: Pick<HTMLElement, 'dataset'> | null): {
  entry: string | null;
  preloads: string[];
} {
  const [entry = null] = buildFiles(meta?.dataset.entry, /\.js$/);
  return { entry, preloads: buildFiles(meta?.dataset.entryPreloads, /\.js$/) };
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
  for (const file of [entry, ...preloads]) appendPreload(doc, file, false);
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
