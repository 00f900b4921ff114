// @ts-nocheck
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSimulator } from './helpers';
import { shapeMismatches, startSimulator } from './helpers';

/** A WebP's canvas size, from its extended (VP8X) or lossy (VP8) header. */
function webpCanvasSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));
  expect([text(0), text(8)]).toEqual(['RIFF', 'WEBP']);
  const u24 = (at: number) => view.getUint16(at, true) + view.getUint8(at + 2) * 65_536;
  if (text(12) === 'VP8X') return { width: u24(24) + 1, height: u24(27) + 1 };
  if (text(12) === 'VP8 ')
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  throw new Error(`a WebP of another kind: ${text(12)}`);
}

let t: TestSimulator;
let token: string;
const staticDir = mkdtempSync(join(tmpdir(), 'sim-dist-'));

beforeAll(async () => {
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><title>one-all-sport</title><div id="root"></div>',
  );
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app");');
  t = await startSimulator({ staticDir, pusherAppKey: 'key-under-test' });
  token = await t.login();
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('GET /api/member/banner', () => {
  it('lists at least two https banners served as images, and a popup', async () => {
    const reply = await t.get('/api/member/banner', token);
    expect(
      shapeMismatches(reply.body, {
        status: 'boolean',
        data: [{ link: 'string', picture: 'string' }],
        popup: { path_img: 'string', title: 'string' },
      }),
    ).toEqual([]);
    expect(reply.body.data.length).toBeGreaterThanOrEqual(2);
    for (const banner of reply.body.data) {
      expect(new URL(banner.link).protocol).toBe('https:');
      const image = await fetch(`${t.url}${banner.picture}`);
      expect(image.status, banner.picture).toBe(200);
      // A picture, as an operator's list carries (scripts/banners.ts), in the carousel's 686:200.
      expect(image.headers.get('content-type')).toContain('image/webp');
      const size = webpCanvasSize(new Uint8Array(await image.arrayBuffer()));
      expect(size.width * 200).toBe(size.height * 686);
    }
    expect(reply.body.popup.title).toContain('<br>');
    expect((await fetch(`${t.url}${reply.body.popup.path_img}`)).status).toBe(200);
  });
});

describe('GET /api/member/announces', () => {
  it('pages at least 250 announcements 100 at a time in Thai and English, newest first', async () => {
    const reply = await t.get('/api/member/announces', token);
    expect(
      shapeMismatches(reply.body, {
        status: 'boolean',
        data: [{ date_time: 'string', content_th: 'string', content_en: 'string' }],
        meta: { current_page: 'number', last_page: 'number', per_page: 'number', total: 'number' },
      }),
    ).toEqual([]);
    expect(reply.body.data).toHaveLength(100);
    expect(reply.body.meta.total).toBeGreaterThanOrEqual(250);
    expect(reply.body.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(reply.body.meta.total / 100),
      per_page: 100,
      total: reply.body.meta.total,
    });
    expect(reply.body.data[0].date_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(reply.body.data[0].content_th).toMatch(/[\u0E00-\u0E7F]/);
    expect(reply.body.data[0].content_en).toMatch(/^[\x20-\x7E]+$/);
    const times = reply.body.data.map((a: { date_time: string }) => a.date_time);
    expect(times).toEqual([...times].sort().reverse());

    const page3 = await t.get('/api/member/announces?page=3', token);
    expect(page3.body.data).toHaveLength(reply.body.meta.total - 200);
    expect(page3.body.meta.current_page).toBe(3);
    const beyond = await t.get(
      `/api/member/announces?page=${reply.body.meta.last_page + 1}`,
      token,
    );
    expect(beyond.body.data).toEqual([]);
    expect((await t.get('/api/member/announces?page=zero', token)).status).toBe(422);
  });
});

describe('GET /api/member/rules', () => {
  it('gives one HTML rule per sport under data.data', async () => {
    const reply = await t.get('/api/member/rules', token);
    expect(
      shapeMismatches(reply.body, {
        status: 'boolean',
        data: { data: [{ sport_name_th: 'string', detail_th: 'string' }] },
      }),
    ).toEqual([]);
    const names = reply.body.data.data.map((r: { sport_name_th: string }) => r.sport_name_th);
    // One rule for every sport of the menu.
    expect(names).toEqual(
      expect.arrayContaining(['ฟุตบอล', 'บาสเกตบอล', 'เทนนิส', 'มวยไทย', 'วัวชน']),
    );
    for (const rule of reply.body.data.data) {
      expect(rule.detail_th).toMatch(/^<h3>/);
      expect(rule.detail_th).toContain('<ul>');
      expect(rule.detail_th).toContain('<table>');
    }
    expect(
      reply.body.data.data.filter((r: { detail_th: string }) =>
        r.detail_th.includes('<a href="https://'),
      ).length,
    ).toBe(1);
  });
});

describe('the front end', () => {
  it('serves runtime-config.js with the realtime settings (odds nudges on)', async () => {
    const res = await fetch(`${t.url}/runtime-config.js`);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(await res.text()).toBe(
      'window.__APP_CONFIG__ = {"apiBase":"","realtime":{"key":"key-under-test","cluster":"ap1","host":"","port":0,"tls":false,"authEndpoint":"","odds":true}};',
    );
  });

  it('redirects / to /one-all-sport keeping the query', async () => {
    const res = await fetch(`${t.url}/?userToken=demo&device=1`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/one-all-sport?userToken=demo&device=1');
  });

  it('serves files from STATIC_DIR and index.html for app routes', async () => {
    const asset = await fetch(`${t.url}/assets/app.js`);
    expect(await asset.text()).toBe('console.log("app");');
    for (const path of ['/one-all-sport', '/one-all-sport?userToken=demo', '/somewhere/else']) {
      const page = await fetch(`${t.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain('<div id="root">');
    }
  });

  it('answers unknown API paths with a JSON 404, never the app', async () => {
    const res = await fetch(`${t.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: false, message: 'Not found' });
  });
});
