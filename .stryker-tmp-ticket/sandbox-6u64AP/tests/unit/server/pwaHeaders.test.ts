// @ts-nocheck
// The service worker and the web app manifests as the simulator serves them: revalidated
// on every use (a new deployment reaches the browser's update check at once), with the content types
// browsers require, under the same security headers as the page. docs/deploying.md "Headers for any static host".
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSimulator } from './helpers';
import { freshDataDir, startSimulator } from './helpers';

let t: TestSimulator;

beforeAll(async () => {
  const dataDir = freshDataDir();
  const dist = join(dataDir, 'dist');
  mkdirSync(join(dist, 'icons'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'sw.js'), "importScripts('/workbox-0a1b2c3d.js');");
  writeFileSync(join(dist, 'workbox-0a1b2c3d.js'), 'self.workbox = {};');
  for (const name of ['manifest.webmanifest', 'manifest-en.webmanifest'])
    writeFileSync(join(dist, name), readFileSync(join('public', name)));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), readFileSync('public/icons/icon-192.png'));
  t = await startSimulator({ dataDir, staticDir: dist });
});
afterAll(() => t.close());

describe('the service worker and the manifests', () => {
  it('sw.js is a script revalidated on every use, under the page CSP', async () => {
    for (const path of ['/sw.js', '/workbox-0a1b2c3d.js']) {
      const reply = await fetch(new URL(path, t.url));
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('content-type'), path).toMatch(/^(application|text)\/javascript/);
      expect(reply.headers.get('cache-control'), path).toBe('no-cache');
      expect(reply.headers.get('content-security-policy'), path).toContain("worker-src 'self'");
    }
  });

  it('the manifests are application/manifest+json, revalidated, each in its language', async () => {
    for (const [path, lang] of [
      ['/manifest.webmanifest', 'th'],
      ['/manifest-en.webmanifest', 'en'],
    ] as const) {
      const reply = await fetch(new URL(path, t.url));
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('content-type'), path).toMatch(/^application\/manifest\+json/);
      expect(reply.headers.get('cache-control'), path).toBe('no-cache');
      const manifest = (await reply.json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        lang,
        id: '/one-all-sport',
        start_url: '/one-all-sport',
        scope: '/one-all-sport',
        display: 'standalone',
      });
    }
  });

  it('a page address is never answered by the service worker files, and /api/ stays JSON', async () => {
    const page = await fetch(new URL('/one-all-sport/sw.js', t.url));
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const api = await fetch(new URL('/api/sw.js', t.url));
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
