// The built front end: runtime settings, static files and the SPA fallback to index.html.
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { RuntimeConfig } from '@contract/runtimeConfig';
import { API_PREFIX } from '@contract/paths';
import type { EnvOptions } from '@server/config';
import { matchesEtag, negotiateEncoding } from '../listCache';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));
const APP_PATH = '/one-all-sport';

export function runtimeConfig(appKey: string, odds = false): RuntimeConfig {
  // host "" = the page's host, port 0 = the page's port, authEndpoint "" = `${apiBase}/api/broadcasting/auth`.
  return {
    apiBase: '',
    realtime: {
      key: appKey,
      cluster: 'ap1',
      host: '',
      port: 0,
      tls: false,
      authEndpoint: '',
      odds,
    },
  };
}

/** The object the front end reads at startup; keep exactly this shape. */
export function runtimeConfigScript(appKey: string, odds = false): string {
  return `window.__APP_CONFIG__ = ${JSON.stringify(runtimeConfig(appKey, odds))};`;
}

/** The origin of an absolute URL, or null for '' and relative ones (same origin: covered by 'self'). */
function originOf(url: string): string | null {
  try {
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * The page's inline scripts that the policy governs (no `src`; classic, module, import map or
 * speculation rules), as the Content-Security-Policy's hash sources: the build writes its boot
 * script into the page (vite.config.ts). A data block (`type="application/json"`, any other type)
 * runs nothing and needs none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (
      type !== undefined &&
      !['module', 'importmap', 'speculationrules'].includes(type) &&
      !/^(text|application)\/(x-)?(java|ecma)script$/.test(type)
    )
      continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** Where the build's index.html asks for the runtime settings (vite.config.ts keeps both). */
export const SETTINGS_PRELOAD = '<link rel="preload" as="script" href="/runtime-config.js" />';
const SETTINGS_SCRIPT = /\n?[ \t]*<script src="\/runtime-config\.js"><\/script>/;
/** The data block the boot script reads the settings from (src/app/bootBanner.ts's adoptPageSettings). */
export const PAGE_SETTINGS_ID = 'app-config';

/**
 * The app's page as this server sends it: the runtime settings written in, in place of their
 * preload and their script, so the boot script's login leaves as the document is parsed rather
 * than a round trip later. A data block, not a script: it runs nothing, and `<` is escaped so no
 * value can close it. A page that does not name runtime-config.js is sent as it is.
 */
export function pageWithSettings(html: string, config: RuntimeConfig): string {
  if (!html.includes(SETTINGS_PRELOAD) || !SETTINGS_SCRIPT.test(html)) return html;
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html
    .replace(
      SETTINGS_PRELOAD,
      () => `<script type="application/json" id="${PAGE_SETTINGS_ID}">${json}</script>`,
    )
    .replace(SETTINGS_SCRIPT, '');
}

/**
 * The Content-Security-Policy of the served app: scripts, styles, fonts and workers only from the
 * app's own origin (no inline script but the build's own, by hash; no inline style, no eval),
 * images from it plus data:/blob: (banners, SVG icons), and connections only to the page's origin
 * ('self' covers its ws:/wss: too), the API base and the realtime host of the runtime settings.
 */
export function contentSecurityPolicy(
  config: RuntimeConfig,
  scriptHashes: readonly string[] = [],
): string {
  const connect = new Set(["'self'"]);
  const api = originOf(config.apiBase);
  if (api) connect.add(api);
  const auth = originOf(config.realtime.authEndpoint);
  if (auth) connect.add(auth);
  const { host, port, tls } = config.realtime;
  if (host !== '') {
    const hostPort = port > 0 ? `${host}:${port}` : host;
    connect.add(`${tls ? 'wss' : 'ws'}://${hostPort}`);
    connect.add(`${tls ? 'https' : 'http'}://${hostPort}`);
  }
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self'",
    // https: too: an operator's banners may come from its image host.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${[...connect].join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** On every reply: no framing, no MIME sniffing, no Referer (the entry token must not leak), no devices. */
export function securityHeaders(
  config: RuntimeConfig,
  scriptHashes: readonly string[] = [],
): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(config, scriptHashes),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

/** Vite's hashed build output: a new content gets a new name, so a browser may keep it for a year. */
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9.]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, banners, the favicon) is revalidated on every use (ETag/Last-Modified). */
export const REVALIDATE = 'no-cache';
/** Files the build also writes as `.br`/`.gz`: their answer depends on Accept-Encoding. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

export function cacheControlOf(path: string): string {
  return HASHED_ASSET.test(path.replaceAll('\\', '/')) ? IMMUTABLE : REVALIDATE;
}

/** A file of public/ for a URL path, or null (outside it, missing, a folder or undecodable). */
function publicFile(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(PUBLIC_DIR, `.${decoded}`);
  if (!file.startsWith(PUBLIC_DIR + sep)) return null;
  try {
    return statSync(file).isFile() ? file.slice(PUBLIC_DIR.length + 1) : null;
  } catch {
    return null;
  }
}

/** Source maps stay with the build; the public never gets them. */
const isSourceMap = (path: string) => path.endsWith('.map');

/**
 * A file of some build, never a page: anything under /assets/ and any content-hashed name (Vite's
 * chunks, Workbox's runtime). Missing, it is a 404: a page of an older build asking for a chunk
 * that a deploy removed must see the load fail (the app then offers the new version), not get
 * index.html as JavaScript.
 */
const HASHED_NAME = /\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;
export function isBuildFile(path: string): boolean {
  return path.startsWith('/assets/') || HASHED_NAME.test(path);
}

/** The app's page as sent (settings written in), its encodings, and the hashes of its inline scripts. */
interface AppPage {
  key: string;
  scriptHashes: string[];
  etag: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function appPage(html: string, config: RuntimeConfig, key: string): AppPage {
  const body = Buffer.from(pageWithSettings(html, config), 'utf8');
  return {
    key,
    // The page as built (a service worker keeps that copy) and as sent have the same scripts.
    scriptHashes: inlineScriptHashes(html),
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    body,
    br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

export async function registerFrontEndRoutes(
  app: FastifyInstance,
  options: EnvOptions,
): Promise<void> {
  const staticDir = resolve(options.staticDir);
  const indexHtml = existsSync(join(staticDir, 'index.html'));
  const settings = runtimeConfig(options.pusherAppKey, options.oddsPush);

  // The page is read again when a deploy replaces it, and with it the hashes of its inline scripts,
  // so the policy always allows the page being sent (and its copy in a service worker's install).
  let page: AppPage | null = null;
  let headers = securityHeaders(settings);
  const currentPage = (): AppPage | null => {
    if (!indexHtml) return null;
    const file = join(staticDir, 'index.html');
    try {
      const stat = statSync(file);
      const key = `${stat.mtimeMs}:${stat.size}`;
      if (page?.key !== key) {
        page = appPage(readFileSync(file, 'utf8'), settings, key);
        headers = securityHeaders(settings, page.scriptHashes);
      }
    } catch {
      // Being replaced this very moment: the page read last is sent until the new one is whole.
    }
    return page;
  };
  currentPage();
  // The page addresses read it in the fallback below; the file itself (a service worker's install
  // asks for it) here, before the static handler sends it.
  app.addHook('onRequest', async (request) => {
    if (request.url.split('?')[0] === '/index.html') currentPage();
  });
  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers))
      if (!reply.hasHeader(name)) reply.header(name, value);
  });

  app.get('/runtime-config.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(runtimeConfigScript(options.pusherAppKey, options.oddsPush)),
  );

  app.get('/', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${APP_PATH}${query}`, 302);
  });

  // The build when present (it holds a copy of public/), else public/ so banners resolve without a build.
  // One root only: with several, @fastify/static looks for the uncompressed file in the last root alone.
  const root = indexHtml ? staticDir : existsSync(PUBLIC_DIR) ? PUBLIC_DIR : null;
  if (root !== null) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build's `x.js.br` / `x.js.gz`, chosen by Accept-Encoding (br first); the file itself otherwise.
      preCompressed: indexHtml,
      cacheControl: false,
      allowedPath: (path) => !isSourceMap(path),
      setHeaders: (res, path) => {
        res.setHeader('cache-control', cacheControlOf(path));
        if (COMPRESSIBLE.test(path.replace(/\.(br|gz)$/, '')))
          res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      path.startsWith(API_PREFIX) ||
      isSourceMap(path) ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.code(404).send({ status: false, message: 'Not found' });
    }
    // A build without some file of public/ (an old or partial dist/): the source copy still answers.
    const fromPublic = indexHtml ? publicFile(path) : null;
    if (fromPublic !== null) return reply.sendFile(fromPublic, PUBLIC_DIR);
    // Not cached: the file may be deployed later under this very name.
    if (isBuildFile(path))
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/plain')
        .send('Not found');
    if (!indexHtml)
      return reply
        .code(404)
        .type('text/plain')
        .send('The front end is not built yet: run `npm run build`.');
    // Any other page address belongs to the single-page app, with the runtime settings written in.
    const served = currentPage();
    if (served === null)
      return reply.header('cache-control', 'no-cache').sendFile('index.html', staticDir);
    reply
      .header('cache-control', 'no-cache')
      .header('etag', served.etag)
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], served.etag)) return reply.code(304).send();
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return reply.send(served.body);
    return reply.header('content-encoding', encoding).send(served[encoding]);
  });
}
