// @ts-nocheck
// The odds lists' cache headers, as a browser and an operator's CDN read them: one tag per build
// (every member asking the same delta at the same change id gets the same tag and bytes, a 304 with
// it), a new tag once the market moves, a tag per encoding with Vary, revalidation every time for
// the browser, and `CDN-Cache-Control` only when the operator turns it on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSimulator } from './helpers';
import { startSimulator } from './helpers';

const QUERY = 'sport_type_id=1&odds_type=MY&nav=side-menu&sortTime=all';
const FULL = `/api/member/event/sc/nokey/get-nonlive-odds?${QUERY}`;
const delta = (changeId: number) =>
  `/api/member/event/sc/nokey/get-nonlive-odds_nonfullload?${QUERY}&change_id=${changeId}`;

let plain: TestSimulator;
let cdn: TestSimulator;

beforeAll(async () => {
  // Every caller waits for the newest build: the tags compared are those of one build.
  plain = await startSimulator({ listCacheWaitMs: 60_000 });
  cdn = await startSimulator({ listCacheWaitMs: 60_000, cdnMaxAgeS: 1 });
});
afterAll(async () => {
  await plain.close();
  await cdn.close();
});

async function get(
  t: TestSimulator,
  path: string,
  token: string,
  headers: Record<string, string> = {},
) {
  const reply = await fetch(`${t.url}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br', ...headers },
  });
  const text = await reply.text();
  return { status: reply.status, headers: reply.headers, text };
}

/** Moves the simulator's clock until the market's change id moves. */
function moveMarket(t: TestSimulator): number {
  const before = t.sim.market.changeId;
  for (let i = 0; i < 120 && t.sim.market.changeId === before; i += 1) t.clock.ms += 1000;
  expect(t.sim.market.changeId).toBeGreaterThan(before);
  return t.sim.market.changeId;
}

describe('a delta reply keyed by change id', () => {
  it('has one tag and one body for every member asking it at one market change, and a 304 with that tag', async () => {
    const [a, b] = [await plain.login('demo'), await plain.login('demo2')];
    const held = (JSON.parse((await get(plain, FULL, a)).text) as { change_id: number }).change_id;
    moveMarket(plain);
    const first = await get(plain, delta(held), a);
    const second = await get(plain, delta(held), b);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(second.headers.get('etag')).toBe(tag);
    expect(second.text).toBe(first.text);
    // The tag names the change id of the market the build shows, which the body carries.
    const body = JSON.parse(first.text) as { change_id: number };
    expect(body.change_id).toBe(plain.sim.market.changeId);
    expect(body.change_id).toBeGreaterThan(held);
    expect(tag).toContain(`-${body.change_id}-`);
    const revalidated = await get(plain, delta(held), b, { 'if-none-match': tag! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe('');
  });

  it('gets a new tag once the market moves, and the old tag then gets the new list', async () => {
    const token = await plain.login('demo');
    const held = (JSON.parse((await get(plain, FULL, token)).text) as { change_id: number })
      .change_id;
    moveMarket(plain);
    const before = await get(plain, delta(held), token);
    const now = moveMarket(plain);
    const after = await get(plain, delta(held), token, {
      'if-none-match': before.headers.get('etag')!,
    });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect((JSON.parse(after.text) as { change_id: number }).change_id).toBe(now);
  });

  it('has a tag per encoding and varies on Accept-Encoding; the browser revalidates every time', async () => {
    const token = await plain.login('demo');
    const br = await get(plain, FULL, token, { 'accept-encoding': 'br' });
    const gzip = await get(plain, FULL, token, { 'accept-encoding': 'gzip' });
    const identity = await get(plain, FULL, token, { 'accept-encoding': 'identity' });
    const tags = [br, gzip, identity].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    expect(br.text).toBe(gzip.text);
    expect(identity.text).toBe(br.text);
    for (const reply of [br, gzip, identity]) {
      expect(reply.headers.get('vary')).toBe('Accept-Encoding');
      expect(reply.headers.get('cache-control')).toBe('private, no-cache');
      // No CDN may keep a members-only list unless the operator says its edge checks the token.
      expect(reply.headers.get('cdn-cache-control')).toBeNull();
    }
  });
});

describe('with SIM_CDN_MAX_AGE_S', () => {
  it('lets a CDN (and only a CDN) keep a list for that long; browsers still revalidate', async () => {
    const token = await cdn.login('demo');
    const held = (JSON.parse((await get(cdn, FULL, token)).text) as { change_id: number })
      .change_id;
    moveMarket(cdn);
    for (const path of [FULL, delta(held)]) {
      const reply = await get(cdn, path, token);
      expect(reply.headers.get('cdn-cache-control')).toBe('public, max-age=1');
      expect(reply.headers.get('cache-control')).toBe('private, no-cache');
    }
    // Member data stays out of every cache.
    const balance = await get(cdn, '/api/member/balance', token);
    expect(balance.headers.get('cache-control')).toBe('no-store');
    expect(balance.headers.get('cdn-cache-control')).toBeNull();
  });
});
