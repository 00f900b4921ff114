// The app's page as the simulator sends it: the runtime settings written in (the boot script's login
// then leaves as the document is parsed), the build's inline boot script allowed by its hash and
// nothing else inline, the page compressed and revalidated, and a deploy's new page allowed at once.
import { createHash } from 'node:crypto';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGE_SETTINGS_ID,
  SETTINGS_PRELOAD,
  inlineScriptHashes,
  pageWithSettings,
  runtimeConfig,
} from '@server/http/routes/frontEnd';
import { BOOT_PAGE_SETTINGS_ID } from '@src/app/bootBanner';
import type { TestSimulator } from './helpers';
import { freshDataDir, rawGet as rawGetUrl, startSimulator } from './helpers';

const BOOT = '(()=>{document.documentElement.dataset.booted="1"})();';
const SETTINGS_SCRIPT = '<script src="/runtime-config.js"></script>';
const built = (boot: string) => `<!doctype html>
<html lang="th">
  <head>
    <meta name="referrer" content="no-referrer" />
    ${SETTINGS_PRELOAD}
    <meta name="boot-modules" data-entry="/assets/index-Ab12Cd34.js">
    <script>${boot}</script>
    <link rel="stylesheet" crossorigin href="/assets/index-Ab12Cd34.css">
  </head>
  <body>
    <div id="root"></div>
    ${SETTINGS_SCRIPT}
  </body>
</html>
`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let t: TestSimulator;
let dist: string;

beforeAll(async () => {
  const dataDir = freshDataDir();
  dist = join(dataDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), built(BOOT));
  t = await startSimulator({ dataDir, staticDir: dist });
});
afterAll(() => t.close());

const rawGet = (path: string, headers: Record<string, string> = {}) =>
  rawGetUrl(new URL(path, t.url), headers);

const scriptSrc = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '))
    ?.split(/\s+/)
    .slice(1);

/** The settings object runtime-config.js sets, read from the script the simulator serves. */
async function servedSettings(): Promise<unknown> {
  const script = (await rawGet('/runtime-config.js')).body.toString();
  return JSON.parse(
    script
      .slice(script.indexOf('=') + 1)
      .trim()
      .replace(/;$/, ''),
  );
}

describe('the app’s page as the simulator sends it', () => {
  it('carries the runtime settings runtime-config.js would set, in a data block, and no longer asks for that file', async () => {
    const page = (await rawGet('/one-all-sport?userToken=demo')).body.toString();
    const block = new RegExp(
      `<script type="application/json" id="${PAGE_SETTINGS_ID}">([^<]*)</script>`,
    ).exec(page);
    expect(block?.[1]).toBeDefined();
    expect(JSON.parse(block?.[1] ?? '')).toEqual(await servedSettings());
    expect(page).not.toContain('runtime-config.js');
    // Ahead of the boot script that reads it.
    expect(page.indexOf(PAGE_SETTINGS_ID)).toBeLessThan(page.indexOf(BOOT));
  });

  it('as built, at /index.html (what a service worker keeps), still names runtime-config.js', async () => {
    const page = (await rawGet('/index.html')).body.toString();
    expect(page).toBe(built(BOOT));
  });

  it('allows the build’s inline boot script by its hash: no other inline script, no unsafe-inline', async () => {
    for (const path of ['/one-all-sport', '/index.html', '/api/member/balance']) {
      const reply = await rawGet(path);
      expect(scriptSrc(reply.headers['content-security-policy']), path).toEqual([
        "'self'",
        sha256(BOOT),
      ]);
      expect(String(reply.headers['content-security-policy'])).not.toMatch(/unsafe-inline/);
    }
  });

  it('is sent as brotli, gzip or as it is, by Accept-Encoding, and revalidated by its ETag', async () => {
    const plain = await rawGet('/one-all-sport');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    const br = await rawGet('/one-all-sport', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const gz = await rawGet('/one-all-sport', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    for (const reply of [plain, br, gz]) {
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers.etag).toBe(plain.headers.etag);
    }
    const again = await rawGet('/one-all-sport', { 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('after a deploy replaces index.html: the new page, its new boot script allowed, the old one not', async () => {
    const before = await rawGet('/one-all-sport');
    const next = '(()=>{document.documentElement.dataset.booted="2"})();';
    writeFileSync(join(dist, 'index.html'), built(next));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, 'index.html'), later, later);
    const reply = await rawGet('/one-all-sport');
    expect(reply.body.toString()).toContain(next);
    expect(reply.headers.etag).not.toBe(before.headers.etag);
    expect(scriptSrc(reply.headers['content-security-policy'])).toEqual(["'self'", sha256(next)]);
  });
});

describe('pageWithSettings', () => {
  it('names the data block as the boot script reads it (bootBanner.ts keeps its own copy)', () => {
    expect(PAGE_SETTINGS_ID).toBe(BOOT_PAGE_SETTINGS_ID);
  });

  it('writes the settings so that no value can close the block or run', () => {
    const config = runtimeConfig('key');
    config.apiBase = 'https://api.example/</script><script>alert(1)</script>';
    const page = pageWithSettings(built(BOOT), config);
    expect(page).not.toContain('<script>alert(1)');
    const block = /<script type="application\/json" id="app-config">([^<]*)<\/script>/.exec(page);
    expect(JSON.parse(block?.[1] ?? '')).toEqual(config);
    // A `$` in a value is written as it is (no replacement pattern).
    config.apiBase = "https://api.example/$&$'";
    expect(pageWithSettings(built(BOOT), config)).toContain("https://api.example/$&$'");
  });

  it('sends a page that does not name runtime-config.js as it is', () => {
    const page = '<!doctype html><title>app</title>';
    expect(pageWithSettings(page, runtimeConfig('key'))).toBe(page);
    const preloadOnly = built(BOOT).replace(SETTINGS_SCRIPT, '');
    expect(pageWithSettings(preloadOnly, runtimeConfig('key'))).toBe(preloadOnly);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts the policy governs, each once, and not data blocks or scripts with a src', () => {
    const page = `<script>a()</script><script type="module">b()</script>
      <script type="text/javascript">c()</script><script>a()</script>
      <script src="/x.js"></script><script type="application/json">{"d":1}</script>
      <SCRIPT type='importmap'>{}</SCRIPT>`;
    expect(inlineScriptHashes(page)).toEqual([
      sha256('a()'),
      sha256('b()'),
      sha256('c()'),
      sha256('{}'),
    ]);
    expect(inlineScriptHashes('<!doctype html><title>app</title>')).toEqual([]);
  });
});
