// The served app carries the security headers and never serves source maps (issue 9 "Headers").
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSimulator } from './helpers';
import { freshDataDir, startSimulator } from './helpers';

let t: TestSimulator;

beforeAll(async () => {
  const dataDir = freshDataDir();
  const dist = join(dataDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'index.js'), 'console.log(1);');
  writeFileSync(join(dist, 'assets', 'index.js.map'), '{"version":3}');
  t = await startSimulator({ dataDir, staticDir: dist });
});
afterAll(() => t.close());

describe('headers of the served app', () => {
  for (const path of ['/one-all-sport?userToken=demo', '/assets/index.js', '/api/member/balance']) {
    it(`${path} cannot be framed, sniffed or leak a Referer`, async () => {
      const reply = await fetch(`${t.url}${path}`);
      expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(reply.headers.get('x-frame-options')).toBe('DENY');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
      expect(reply.headers.get('permissions-policy')).toContain('camera=()');
    });
  }

  it('serves the app and its scripts but not their source maps', async () => {
    expect((await fetch(`${t.url}/one-all-sport`)).status).toBe(200);
    expect((await fetch(`${t.url}/assets/index.js`)).status).toBe(200);
    const map = await fetch(`${t.url}/assets/index.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('"version"');
  });
});

describe('the served build: pre-compressed, cached by kind, under a strict CSP', () => {
  let s: TestSimulator;
  const script = `console.log(${JSON.stringify('odds '.repeat(400))});`;
  beforeAll(async () => {
    const dataDir = freshDataDir();
    const dist = join(dataDir, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title><script type="module" src="/assets/index-AbCdEf12.js"></script>');
    writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js'), script);
    writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'assets', 'index-AbCdEf12.js.br'), brotliCompressSync(script));
    s = await startSimulator({ dataDir, staticDir: dist });
  });
  afterAll(() => s.close());

  it('sends the brotli or gzip file the build wrote, by Accept-Encoding, and the same script either way', async () => {
    const url = `${s.url}/assets/index-AbCdEf12.js`;
    const br = await fetch(url, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe(script);
    const gz = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script);
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('caches hashed assets for a year, the page itself never', async () => {
    const asset = await fetch(`${s.url}/assets/index-AbCdEf12.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${s.url}/one-all-sport`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${s.url}/runtime-config.js`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('allows scripts, calls and workers from its own origin only, and no inline script', async () => {
    const csp = (await fetch(`${s.url}/one-all-sport`)).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(directive('worker-src')).toBe("worker-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directive('script-src')).not.toMatch(/unsafe-inline/);
  });
});
