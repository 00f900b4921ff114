// The built front end: runtime settings, static files and the SPA fallback to index.html.
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EnvOptions } from '../../config';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));
const APP_PATH = '/one-all-sport';

/** The object the front end reads at startup; keep exactly this shape. */
export function runtimeConfigScript(appKey: string): string {
  const config = {
    apiBase: '',
    // host "" = the page's host, port 0 = the page's port, authEndpoint "" = `${apiBase}/api/broadcasting/auth`.
    realtime: { key: appKey, cluster: 'ap1', host: '', port: 0, tls: false, authEndpoint: '' },
  };
  return `window.__APP_CONFIG__ = ${JSON.stringify(config)};`;
}

/**
 * The Content-Security-Policy of the served app. Scripts only from this origin (index.html has no
 * inline script: the runtime settings are /runtime-config.js); calls and the realtime socket only to
 * this origin ('self' covers ws:/wss: of the same host); the odds worker from this origin; images
 * from here, `data:` and https (operator banners); styles from the build's CSS files only (React
 * sets its inline styles through the CSSOM, which the policy allows); no plugins, no <base>, no framing.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** On every reply: the CSP above, no framing, no MIME sniffing, no Referer (the entry token must not leak), no devices. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Hashed build files never change: a year, immutable. Other public files (banners, fonts): an hour. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const PUBLIC_CACHE = 'public, max-age=3600';
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}(\.[a-z0-9]+)+$/;

/** The file of public/ an address names, relative to public/; null when there is none (or it leaves public/). */
function publicFile(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || isSourceMap(decoded)) return null;
  const file = resolve(PUBLIC_DIR, `.${decoded}`);
  if (!file.startsWith(`${PUBLIC_DIR}${sep}`)) return null;
  try {
    return statSync(file).isFile() ? relative(PUBLIC_DIR, file) : null;
  } catch {
    return null;
  }
}

/** Source maps stay with the build; the public never gets them. */
const isSourceMap = (path: string) => path.endsWith('.map');

export async function registerFrontEndRoutes(app: FastifyInstance, options: EnvOptions): Promise<void> {
  const staticDir = resolve(options.staticDir);
  const indexHtml = existsSync(join(staticDir, 'index.html'));

  app.addHook('onSend', async (_request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!reply.hasHeader(name)) reply.header(name, value);
  });

  app.get('/runtime-config.js', async (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(runtimeConfigScript(options.pusherAppKey)),
  );

  app.get('/', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${APP_PATH}${query}`, 302);
  });

  // The build when present (Vite copies public/ into it), else public/ so banners resolve without a
  // build. One root only: with several, @fastify/static 9 looks for a missing pre-compressed copy in
  // the next root and never falls back to the plain file of the first (a small chunk has no .br).
  const roots = [existsSync(staticDir) ? staticDir : PUBLIC_DIR].filter((dir) => existsSync(dir));
  const publicFallback = roots[0] !== PUBLIC_DIR && existsSync(PUBLIC_DIR);
  if (roots.length > 0) {
    await app.register(fastifyStatic, {
      root: roots,
      prefix: '/',
      index: false,
      wildcard: true,
      allowedPath: (path) => !isSourceMap(path),
      // The build writes x.js.br and x.js.gz beside x.js: sent as Content-Encoding br/gzip to
      // browsers that accept them (Vary: Accept-Encoding), never compressed again per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        // Caches keep the br, gzip and plain copies apart.
        res.setHeader('vary', 'Accept-Encoding');
        res.setHeader('cache-control', path.endsWith('.html') ? 'no-cache' : HASHED_ASSET.test(path) ? IMMUTABLE_CACHE : PUBLIC_CACHE);
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A public/ file newer than the build (or a build without it): sent plain from public/.
    if (publicFallback && (request.method === 'GET' || request.method === 'HEAD')) {
      const relativePath = publicFile(path);
      if (relativePath !== null) return reply.header('cache-control', PUBLIC_CACHE).sendFile(relativePath, PUBLIC_DIR);
    }
    // A missing script or image is a 404, never the page (a module answered with HTML fails obscurely).
    if (path.startsWith('/api/') || path.startsWith('/assets/') || isSourceMap(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ status: false, message: 'Not found' });
    }
    if (!indexHtml) return reply.code(404).type('text/plain').send('The front end is not built yet: run `npm run build`.');
    // Any other page address belongs to the single-page app.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', staticDir);
  });
}
