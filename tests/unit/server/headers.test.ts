// The served app carries the security headers, never serves source maps, sends the build's
// pre-compressed files by Accept-Encoding and caches hashed assets for good.
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, runtimeConfig } from '@server/http/routes/frontEnd';
import type { TestSimulator } from './helpers';
import { freshDataDir, rawGet as rawGetUrl, startSimulator } from './helpers';

let t: TestSimulator;
const BIG_SCRIPT = `console.log(${JSON.stringify('odds '.repeat(600))});`;
const SMALL_SCRIPT = 'console.log(1);';

beforeAll(async () => {
  const dataDir = freshDataDir();
  const dist = join(dataDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'banners'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), BIG_SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(BIG_SCRIPT));
  // Below the build's 1 KiB threshold: no compressed copies.
  writeFileSync(join(dist, 'assets', 'tiny-Zz_9-yX1.js'), SMALL_SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3}');
  writeFileSync(join(dist, 'banners', '1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await startSimulator({ dataDir, staticDir: dist });
});
afterAll(() => t.close());

/** A raw GET of a path of the simulator. */
const rawGet = (path: string, headers: Record<string, string> = {}) =>
  rawGetUrl(new URL(path, t.url), headers);

describe('headers of the served app', () => {
  for (const path of [
    '/one-all-sport?userToken=demo',
    '/assets/index-Ab12Cd34.js',
    '/api/member/balance',
  ]) {
    it(`${path} cannot be framed, sniffed or leak a Referer`, async () => {
      const reply = await fetch(`${t.url}${path}`);
      expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(reply.headers.get('x-frame-options')).toBe('DENY');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
      expect(reply.headers.get('permissions-policy')).toContain('camera=()');
    });
  }

  it('the page has a full Content-Security-Policy: scripts and styles from the app only, no inline, no eval', async () => {
    const csp =
      (await fetch(`${t.url}/one-all-sport`)).headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('connect-src names the API and realtime origins of the runtime settings when they are elsewhere', () => {
    const config = runtimeConfig('key');
    config.apiBase = 'https://member-api.example.com/v1';
    config.realtime = { ...config.realtime, host: 'rt.example.com', port: 6001, tls: true };
    const connect = contentSecurityPolicy(config)
      .split('; ')
      .find((d) => d.startsWith('connect-src '));
    expect(connect).toBe(
      "connect-src 'self' https://member-api.example.com wss://rt.example.com:6001 https://rt.example.com:6001",
    );
  });

  it('serves the app and its scripts but not their source maps', async () => {
    expect((await fetch(`${t.url}/one-all-sport`)).status).toBe(200);
    expect((await fetch(`${t.url}/assets/index-Ab12Cd34.js`)).status).toBe(200);
    const map = await fetch(`${t.url}/assets/index-Ab12Cd34.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('"version"');
  });
});

describe('pre-compressed files and caching', () => {
  it('sends the brotli copy to a browser that accepts br, gzip to one that accepts only gzip, the file otherwise', async () => {
    const br = await rawGet('/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_SCRIPT);
    expect(br.body.length).toBeLessThan(BIG_SCRIPT.length / 4);

    const gz = await rawGet('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_SCRIPT);

    const plain = await rawGet('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
    for (const reply of [br, gz, plain]) expect(reply.headers.vary).toMatch(/accept-encoding/i);
  });

  it('a file without compressed copies is still served to a browser that accepts br', async () => {
    const reply = await rawGet('/assets/tiny-Zz_9-yX1.js', { 'accept-encoding': 'br, gzip' });
    expect(reply.status).toBe(200);
    // (compressed on the fly, or not at all)
    const body =
      reply.headers['content-encoding'] === 'br' ? brotliDecompressSync(reply.body) : reply.body;
    expect(body.toString()).toBe(SMALL_SCRIPT);
  });

  it('hashed assets are cached for a year as immutable; the page, banners and settings are revalidated', async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const reply = await rawGet('/assets/index-Ab12Cd34.js', { 'accept-encoding': encoding });
      expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const path of [
      '/one-all-sport?userToken=demo',
      '/some/page',
      '/banners/1.webp',
      '/runtime-config.js',
    ]) {
      const reply = await rawGet(path, { 'accept-encoding': 'br, gzip' });
      expect(reply.status, path).toBe(200);
      expect(reply.headers['cache-control'], path).toBe('no-cache');
    }
  });
});
