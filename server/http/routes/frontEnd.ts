// The built front end: runtime settings, static files and the SPA fallback to index.html.
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

/** On every reply: no framing, no MIME sniffing, no Referer (the entry token must not leak), no devices.
 *  The full Content-Security-Policy for scripts is not set yet (issue 9, to do). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

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

  // The build (when present) first, then public/ so banners resolve even without a build.
  const roots = [staticDir, PUBLIC_DIR].filter((dir, i, all) => existsSync(dir) && all.indexOf(dir) === i);
  if (roots.length > 0) await app.register(fastifyStatic, { root: roots, prefix: '/', index: false, wildcard: true, allowedPath: (path) => !isSourceMap(path) });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || isSourceMap(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ status: false, message: 'Not found' });
    }
    if (!indexHtml) return reply.code(404).type('text/plain').send('The front end is not built yet: run `npm run build`.');
    // Any other page address belongs to the single-page app.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', staticDir);
  });
}
