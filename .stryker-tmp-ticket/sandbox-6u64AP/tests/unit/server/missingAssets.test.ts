// @ts-nocheck
// A deploy never breaks an open page: a build file that is not there (a chunk of the
// previous build, removed by a deploy) is a 404, never the app's page sent as JavaScript; page
// addresses still fall back to index.html. docs/deploying.md says the same for nginx and a CDN.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildFile } from '@server/http/routes/frontEnd';
import type { TestSimulator } from './helpers';
import { freshDataDir, startSimulator } from './helpers';

let t: TestSimulator;

beforeAll(async () => {
  const dataDir = freshDataDir();
  const dist = join(dataDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1);');
  t = await startSimulator({ dataDir, staticDir: dist });
});
afterAll(() => t.close());

describe('missing build files', () => {
  it('a chunk of another build is a 404, not cached, never the page', async () => {
    for (const path of [
      '/assets/StatementPopup-Old12345.js',
      '/assets/StatementPopup-Old12345.css',
      '/assets/anything.js',
      '/workbox-0a1b2c3d.js',
    ]) {
      const reply = await fetch(new URL(path, t.url));
      expect(reply.status, path).toBe(404);
      expect(reply.headers.get('content-type'), path).not.toMatch(/html/);
      expect(reply.headers.get('cache-control'), path).toBe('no-store');
      expect(await reply.text(), path).not.toContain('<!doctype html>');
    }
  });

  it('the files that are there are served, and page addresses still get the app', async () => {
    expect((await fetch(new URL('/assets/index-Ab12Cd34.js', t.url))).status).toBe(200);
    for (const path of ['/one-all-sport', '/one-all-sport/machines', '/one-all-sport/sw.js']) {
      const reply = await fetch(new URL(path, t.url));
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });

  it('tells build files from page addresses', () => {
    expect(isBuildFile('/assets/x.js')).toBe(true);
    expect(isBuildFile('/assets/fonts/a.woff2')).toBe(true);
    expect(isBuildFile('/ResultsPopup-C0aB_x-9.js')).toBe(true);
    expect(isBuildFile('/one-all-sport')).toBe(false);
    expect(isBuildFile('/one-all-sport/statement')).toBe(false);
    expect(isBuildFile('/sw.js')).toBe(false);
  });
});
