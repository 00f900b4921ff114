import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// Vite plugin: the interface messages, precompiled. `locales/en.json` and `locales/th.json` stay the
// hand-edited source; `virtual:locale/<lang>` is each file with every ICU message parsed to its AST,
// exactly what `formatjs compile --ast` writes (the same parser, default options). With the ASTs
// ready, the app aliases the message parser away (`@formatjs/icu-messageformat-parser/no-parser`),
// and each language is its own chunk, loaded when it is used. Nothing generated is committed.
const PREFIX = 'virtual:locale/';
const RESOLVED = `\0${PREFIX}`;
const PRELOADED_LOCALE = 'th';

/** One locale file, every message parsed (throws, naming the key, on a malformed message). */
function compileLocale(source: Record<string, string>): Record<string, MessageFormatElement[]> {
  const compiled: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      compiled[id] = parse(message);
    } catch (failure) {
      throw new Error(`locale message ${id} is not valid ICU: ${String(failure)}`);
    }
  }
  return compiled;
}

function compiledLocales(localesDir: string): Plugin {
  const fileOf = (locale: string) => resolve(localesDir, `${locale}.json`);
  return {
    name: 'compiled-locales',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const locale = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`unknown locale module ${id}`);
      const file = fileOf(locale);
      this.addWatchFile(file);
      const compiled = compileLocale(
        JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>,
      );
      // JSON.parse of one string literal is the quickest way for the browser to read a big object.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
    // The starting language for members without a NEXT_LOCALE cookie (Thai) is fetched alongside the
    // entry script instead of after it has run: one round trip less before the first render. The
    // trade: a member whose cookie says English fetches these ~3.7 kB gzip too (never evaluated);
    // English itself still loads only when it is the language in use.
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) =>
            output.type === 'chunk' && output.facadeModuleId === `${RESOLVED}${PRELOADED_LOCALE}`,
        );
        if (chunk === undefined) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
    handleHotUpdate({ file, server }) {
      const match = /[/\\]([a-z]{2})\.json$/.exec(file);
      if (match === null || file !== fileOf(match[1] ?? '')) return;
      const module = server.moduleGraph.getModuleById(`${RESOLVED}${match[1]}`);
      if (module !== undefined) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
    },
  };
}

// Pre-compressed copies of the build (`x.js.br`, `x.js.gz` beside `x.js`), made once at build time at
// the highest levels, for a static host (or @fastify/static's `preCompressed`) to send to browsers that
// accept them: the first load then moves ~141 kB of JavaScript instead of ~463 kB.
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
function precompressed(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
      }
    },
  };
}

// index.html's boot script (src/app/boot.ts): an entry of its own that imports nothing. Vite would
// fold a second module script of index.html into the app's entry; this keeps it apart.
// In the build it is an inline classic script in the head, ahead of every request the page makes
// but the document: it sends the login (or a returning member's checks) the moment the document is
// parsed. As a file it cost a round trip after the document, and a parser-blocking script also waits
// for the stylesheets above it: on a phone's Slow 4G the login left 0.8 s after the document. It
// comes before the build's stylesheet (an inline script after a stylesheet waits for it too) and
// after the first-screen list it preloads from. The runtime settings it waits for: the simulator
// writes them into the page in place of their preload (server/http/routes/frontEnd.ts); a static
// host leaves the preload, and the boot script waits for runtime-config.js as the app does. The
// script is wrapped in a function so that its names stay out of the page's global scope, and the
// server hashes it into the page's Content-Security-Policy (no 'unsafe-inline').
const BOOT_ENTRY = 'src/app/boot.ts';
const ROOT_ALIASES = ['src', 'workers', 'machines', 'contract', 'server', 'locales', 'tests'];
const isBootChunk = (chunk: { isEntry: boolean; facadeModuleId: string | null }) =>
  chunk.isEntry && chunk.facadeModuleId === resolve(BOOT_ENTRY);
function bootScript(): Plugin {
  return {
    name: 'boot-script',
    renderChunk(code, chunk) {
      if (!isBootChunk(chunk)) return null;
      if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0 || chunk.exports.length > 0)
        throw new Error(`${BOOT_ENTRY} must import and export nothing at run time`);
      return { code: `(() => {\n${code}\n})();\n`, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const settingsPreload = '<link rel="preload" as="script" href="/runtime-config.js" />';
        if (context.bundle === undefined) {
          // The dev server serves TypeScript as modules: an async module script in the head.
          if (!html.includes(settingsPreload))
            throw new Error(`index.html has no ${settingsPreload} to put the boot script after`);
          return html.replace(
            settingsPreload,
            `${settingsPreload}\n    <script type="module" async src="/${BOOT_ENTRY}"></script>`,
          );
        }
        const chunk = Object.values(context.bundle).find(
          (output) => output.type === 'chunk' && isBootChunk(output),
        );
        if (chunk === undefined || chunk.type !== 'chunk')
          throw new Error(`the build has no ${BOOT_ENTRY} entry`);
        const settings = '<script src="/runtime-config.js"></script>';
        if (!html.includes(settingsPreload) || !html.includes(settings))
          throw new Error(
            `index.html needs ${settingsPreload} and ${settings} for the boot script`,
          );
        const stylesheets = html.match(
          /\n\s*<link rel="stylesheet" crossorigin href="[^"]+\.css">/g,
        );
        if (stylesheets === null || stylesheets.length !== 1)
          throw new Error('index.html should have one stylesheet from the build');
        const [stylesheet] = stylesheets;
        const code = chunk.code.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n').trim();
        if (/<\/script|<!--/i.test(code))
          throw new Error(`${BOOT_ENTRY}'s build cannot be written inside a <script> element`);
        // The app's module and its preloads leave the markup for the boot script to ask for, after
        // the login: the browser's preload scanner reads the whole document before the parser runs
        // the boot script, and would otherwise put six requests ahead of the login on a link of six
        // connections (HTTP/1.1). The boot script adds the module once the document is parsed, so it
        // still runs as a deferred module would: after runtime-config.js, with #root there.
        const entries = [
          ...html.matchAll(/\n\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g),
        ];
        if (entries.length !== 1 || entries[0] === undefined)
          throw new Error("index.html should have one module script: the app's entry");
        const [entryTag, entry] = entries[0];
        const preloads = [
          ...html.matchAll(/\n\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g),
        ];
        let page = html.replace(stylesheet, '').replace(entryTag, '');
        for (const [tag] of preloads) page = page.replace(tag, '');
        const meta = firstScreenMeta(context.bundle).replace(
          '<meta name="boot-modules"',
          `<meta name="boot-modules" data-entry="${entry}" data-entry-preloads="${preloads.map((found) => found[1]).join(' ')}"`,
        );
        return page.replace(
          settingsPreload,
          `${settingsPreload}\n    ${meta}\n    <script>${code}</script>\n    ${stylesheet.trim()}`,
        );
      },
    },
    // Written into the page, the boot script's file is not needed: not emitted, not precached.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const [name, output] of Object.entries(bundle))
          if (output.type === 'chunk' && isBootChunk(output)) {
            delete bundle[name];
            delete bundle[`${name}.map`];
          }
      },
    },
  };
}

// What a member's first screen runs beyond the entry (the session gate, XState and the machines,
// the layout's shell and odds board), every chunk of it and its stylesheets, named on
// `<meta name="boot-modules">` for the boot script to preload at once (bootPreload.ts): shared,
// desktop only, mobile only. Without it the browser learnt each level of that graph only once the
// level before it had arrived and run: about ten round trips on a phone's link. The boot script
// asks only for the layout it expects, and only when a session is expected (an entry token or a
// session cookie); a page without one never loads the board. These stay out of the first load's
// budget (tests/size/budget.ts reads the document's own preloads), as when the entry asked for
// them itself. The popups, the visualizer and the carousel's later slides are not on this list.
const FIRST_SCREEN_ROOTS = {
  shared: ['src/app/SessionGate.tsx'],
  desktop: ['src/app/DesktopShell.tsx'],
  mobile: ['src/app/MobileShell.tsx'],
};
type BundleOutput = Record<
  string,
  | {
      type: 'chunk';
      fileName: string;
      isEntry: boolean;
      facadeModuleId: string | null;
      moduleIds: string[];
      imports: string[];
      viteMetadata?: { importedCss: Set<string> };
    }
  | { type: 'asset'; fileName: string }
>;
function firstScreenMeta(bundle: BundleOutput): string {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) =>
      output.type === 'chunk' ? [[output.fileName, output] as const] : [],
    ),
  );
  const closure = (roots: string[]): Set<string> => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.shift() ?? '';
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(chunks.get(file)?.imports ?? []));
    }
    return seen;
  };
  const rootsOf = (modules: string[]) =>
    modules.map((module) => {
      const chunk = [...chunks.values()].find(
        (held) =>
          held.facadeModuleId === resolve(module) || held.moduleIds.includes(resolve(module)),
      );
      if (chunk === undefined) throw new Error(`the build has no chunk for ${module}`);
      return chunk.fileName;
    });
  // The entry's own chunks are the document's modulepreloads already.
  const entry = closure(
    [...chunks.values()]
      .filter((chunk) => chunk.isEntry && chunk.facadeModuleId === resolve('index.html'))
      .map((chunk) => chunk.fileName),
  );
  const filesOf = (modules: string[]) => {
    const files: string[] = [];
    for (const file of closure(rootsOf(modules))) {
      if (entry.has(file)) continue;
      files.push(`/${file}`);
      for (const css of chunks.get(file)?.viteMetadata?.importedCss ?? []) files.push(`/${css}`);
    }
    return files;
  };
  const shared = new Set(filesOf(FIRST_SCREEN_ROOTS.shared));
  const desktop = filesOf(FIRST_SCREEN_ROOTS.desktop);
  const mobile = filesOf(FIRST_SCREEN_ROOTS.mobile);
  for (const file of desktop) if (mobile.includes(file)) shared.add(file);
  const only = (files: string[]) => [...new Set(files)].filter((file) => !shared.has(file));
  return `<meta name="boot-modules" data-shared="${[...shared].join(' ')}" data-desktop="${only(desktop).join(' ')}" data-mobile="${only(mobile).join(' ')}">`;
}

// The chunks a member's first screen runs, marked for V8 to compile every function as the file
// streams in, on a background thread (V8's explicit compile hints, Chrome 136+; other engines read
// a comment). Unmarked, V8 compiles each function only when first called, on the main thread: on
// a low-tier phone that compiling was a large share of the main thread's work between the first
// list's arrival and the first price (bench:repeat, BENCH_PROFILE=first). The lazy chunks (popups,
// visualizer, later slides) stay unmarked: most of their functions never run at boot.
// Written once the build's own steps are done: the minifier would drop it as a comment, and Vite
// writes its preload helper's list at the top of a chunk after the plugins' chunk hooks. V8 reads
// it only at the top. The source map moves down one line with the code.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
function compileHints(): Plugin {
  const layouts = [...FIRST_SCREEN_ROOTS.desktop, ...FIRST_SCREEN_ROOTS.mobile].map((root) =>
    resolve(root),
  );
  const marked = (chunk: { name: string; isEntry: boolean; facadeModuleId: string | null }) =>
    (chunk.isEntry && chunk.facadeModuleId === resolve('index.html')) ||
    ['vendor', 'first-screen', 'rolldown-runtime'].includes(chunk.name) ||
    (chunk.facadeModuleId !== null && layouts.includes(chunk.facadeModuleId));
  return {
    name: 'compile-hints',
    apply: 'build',
    // The mark is content: a marked chunk's name changes with it, so no cache keeps an unmarked copy.
    augmentChunkHash(chunk) {
      return marked(chunk) ? COMPILE_HINT : undefined;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !marked(output)) continue;
          output.code = COMPILE_HINT + output.code;
          const map = bundle[`${output.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            parsed.mappings = `;${parsed.mappings}`;
            map.source = JSON.stringify(parsed);
          }
        }
      },
    },
  };
}

// The first screen's modules in a few chunks instead of ~45: a phone's link to a server over
// HTTP/1.1 carries six requests at a time, so every six more requests on the first screen's path
// cost a round trip (more than half a second on Slow 4G), whatever their size. What the session
// gate reaches, or both layouts do, goes to one chunk, `first-screen` (libraries too: XState, the
// recipes' runtime, date-fns); so does a layout's module that something off the first screen
// imports too (a popup), with the layout modules it imports. What only one layout's screen reaches
// is left to the automatic split, which puts it in that layout's own import() chunk (its shell's,
// which imports its board: src/app/shells.ts): each layout's first screen is one request.
// What the entry imports stays the entry's. Measured in `<meta name="boot-modules">` on a phone:
// 23 preloads before (each machine a chunk, libraries and layout modules apart), 4 now (the
// script and the stylesheet of the shared chunk and of the layout's).
// (Dependencies are not pulled in after the captured modules: the entry's stay in the entry.)
type GroupContext = {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers: readonly string[];
    dynamicImporters: readonly string[];
  } | null;
};
function firstScreenGroups(): (id: string, context: GroupContext) => string | null {
  let groups: Map<string, string> | null = null;
  const compute = (context: GroupContext) => {
    const closure = (roots: string[]) => {
      const seen = new Set<string>();
      const queue = roots.map((root) => resolve(root));
      while (queue.length > 0) {
        const id = queue.shift() ?? '';
        if (seen.has(id)) continue;
        seen.add(id);
        queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
      }
      return seen;
    };
    const entry = closure(['src/app/main.tsx', BOOT_ENTRY]);
    const shared = closure(FIRST_SCREEN_ROOTS.shared);
    const desktop = closure(FIRST_SCREEN_ROOTS.desktop);
    const mobile = closure(FIRST_SCREEN_ROOTS.mobile);
    const screen = new Set([...shared, ...desktop, ...mobile]);
    const found = new Map<string, string>();
    const layoutOnly: string[] = [];
    for (const id of screen) {
      if (entry.has(id)) continue;
      // A module loaded with import() goes to the group too (the gate, the odds client, comlink):
      // the import() then answers the group's chunk, and takes the module's namespace from it. Each
      // was a request of its own on the first screen's path, and over HTTP/1.1 every six requests
      // cost one more round trip (the connections' wait was 1.1-1.7 s on a phone's Slow 4G).
      if (shared.has(id) || (desktop.has(id) && mobile.has(id))) {
        // Every page with a session loads it: a lazy chunk importing from it costs nothing more.
        found.set(id, 'first-screen');
        continue;
      }
      layoutOnly.push(id);
    }
    // A layout's module that something off the first screen imports too (a popup, a later slide)
    // goes to the shared chunk, and so does every layout module it imports (else the shared chunk
    // would import a layout's chunk, and a phone would fetch the desktop's): the popup then never
    // pulls a layout's chunk, and the first screen does not wait for one more chunk of its own (a
    // round trip at six requests a link). The other layout fetches it unused: a few kB (the modal
    // dialog, the member menu's actions).
    const offScreen = (id: string) => {
      const info = context.getModuleInfo(id);
      const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
      return importers.some((importer) => !screen.has(importer) && !entry.has(importer));
    };
    const pending = layoutOnly.filter(offScreen);
    while (pending.length > 0) {
      const id = pending.pop() ?? '';
      if (found.has(id)) continue;
      found.set(id, 'first-screen');
      for (const imported of context.getModuleInfo(id)?.importedIds ?? [])
        if (layoutOnly.includes(imported) && !found.has(imported)) pending.push(imported);
    }
    return found;
  };
  return (id, context) => (groups ??= compute(context)).get(id) ?? null;
}

// The service worker (the app installs and works offline), generated by Workbox at build time as
// `dist/sw.js`. It precaches the build (hashed shell, chunks, fonts, the locale chunks, the icons
// and manifests; not the banners, the source maps or the pre-compressed copies), answers the app's
// page addresses from the precached index.html when the network cannot, and keeps the banners
// stale-while-revalidate with a cap. Nothing else is cached: /api/ (member data, odds) and the
// realtime socket never reach a Workbox route, the entry-token address is answered from the
// precached shell and never stored, and runtime-config.js is stale-while-revalidate: the copy kept
// from the last visit answers at once (the boot script's session calls wait for the settings, and a
// network-first copy cost a round trip on every return) and the network's copy replaces it behind,
// for the next visit. A changed API base therefore takes effect on the visit after the change
// (docs/deploying.md); the app served from the same worker is last visit's build too. It is
// registered by the app itself, after the first odds (src/features/app-update/).
export const APP_SCOPE = '/one-all-sport';
export const SERVICE_WORKER = 'sw.js';
function serviceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    // public/manifest.webmanifest (Thai) and manifest-en.webmanifest are hand-written: one per language.
    manifest: false,
    filename: SERVICE_WORKER,
    scope: APP_SCOPE,
    includeAssets: ['icons/favicon-*.png', 'manifest*.webmanifest', 'fonts/*.woff2'],
    // The manifest's icons are fetched by the browser when it installs, not by the app.
    includeManifestIcons: false,
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,woff2,svg,png}'],
      // The machines visualizer (/one-all-sport/machines, ?inspect=1) is a developer's tool of
      // ~1.5 MB: it loads from the network when opened and stays out of every member's install.
      globIgnores: ['**/Visualizer-*'],
      // The odds worker and its chunks are large: above Workbox's 2 MiB default they would be skipped.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // Hashed names need no cache-busting revision.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: [/^\/one-all-sport(?:\/|$)/],
      navigateFallbackDenylist: [/^\/api\//],
      // The new version waits until the member chooses to reload (never in the middle of a bet).
      skipWaiting: false,
      clientsClaim: false,
      cleanupOutdatedCaches: true,
      // The worker's own script: no inline code, importScripts of its same-origin Workbox runtime.
      inlineWorkboxRuntime: false,
      sourcemap: false,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/runtime-config.js',
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'runtime-config',
            expiration: { maxEntries: 1 },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          // Same origin only: the worker's own fetches obey connect-src 'self'; an operator's
          // banners on another host are left to the browser (and its HTTP cache).
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/banners/'),
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'banners',
            expiration: {
              maxEntries: 30,
              maxAgeSeconds: 14 * 24 * 60 * 60,
              purgeOnQuotaError: true,
            },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    compiledLocales('locales'),
    precompressed(),
    bootScript(),
    compileHints(),
    serviceWorker(),
  ],
  resolve: {
    alias: [
      // One alias per top-level folder, as tsconfig.base.json's paths: @src/..., @workers/..., ...
      ...ROOT_ALIASES.map((root) => ({
        find: new RegExp(`^@${root}/`),
        replacement: `${resolve(root)}/`,
      })),
      // Messages arrive precompiled (virtual:locale/*): the ICU parser stays out of the bundle.
      // Unit tests (VITEST) keep the parser: they check every message parses as ICU.
      ...(process.env.VITEST
        ? []
        : [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ]),
    ],
  },
  // The app lives at /one-all-sport but assets are served from the root of any static server.
  base: '/',
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    modulePreload: {
      // A lazy chunk's JavaScript is not announced with <link rel=modulepreload>; the
      // browser fetches its imports as it reads the chunk. Vite's helper appended a link for each
      // of ~50 chunks at boot (about 10 ms of the main thread, a third of one long task on the
      // low-tier phone) and the board's first paint came no later without them (docs/benchmarks.md,
      // "fifth pass"). Stylesheets stay: the helper is what loads a lazy chunk's CSS.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      input: { index: resolve('index.html'), boot: resolve(BOOT_ENTRY) },
      output: {
        // The libraries every page runs (React, react-intl, XState) in one chunk: the lazy chunks
        // that share them would otherwise split them into several small initial chunks. The few small
        // modules of our own that the entry and most lazy chunks share (cookies, language, Vite's
        // preload helper) go with them: apart, they were two more first-load requests. The
        // use-sync-external-store shim is not one of them: only @xstate/react's hooks use it, so it
        // goes with the session's chunk, preloaded with the first screen, and a page without a
        // session never loads it.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-intl|@formatjs|intl-messageformat|tslib)[\\/]|[\\/]src[\\/]shared[\\/](cookies|appUpdateSignal|i18n[\\/](locale|LocaleProvider))\.tsx?$|[\\/]contract[\\/](read|calls|wire)\.ts$|[\\/]machines[\\/]popupNames\.ts$|vite[\\/]preload-helper/,
            },
            { name: firstScreenGroups(), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` proxies the API and realtime to a simulator started with `npm run serve`.
    proxy: {
      '/api': 'http://localhost:4173',
      '/app': { target: 'ws://localhost:4173', ws: true },
      '/runtime-config.js': 'http://localhost:4173',
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: [
      'tests/unit/setup/dialog.ts',
      'tests/unit/setup/locales.ts',
      'tests/unit/setup/asyncWaits.ts',
    ],
    // expect.poll's wait: see tests/unit/setup/asyncWaits.ts.
    expect: { poll: { timeout: 15_000 } },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Which test failed stays on record after the run: every test's outcome, duration and error
    // in JSON beside the console's summary (in reports/, which the browser tests' run does not
    // empty as it does test-results/), and the errors no test caught with the file they came from
    // (reports/unit-unhandled.json: they fail the run, and the JSON record does not hold them).
    reporters: ['default', 'json', './tests/unit/setup/unhandledErrors.ts'],
    outputFile: { json: 'reports/unit.json' },
  },
});
