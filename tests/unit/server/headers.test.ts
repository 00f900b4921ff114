// The served app carries the security headers and never serves source maps (issue 9 "Headers").
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
