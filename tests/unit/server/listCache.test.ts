// The odds lists are built once per market change and shared: the same bytes as an
// uncached build, brotli/gzip by Accept-Encoding, ETag + If-None-Match -> 304, a new build after a
// market change, and one build for every member asking the same list.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RawReply, TestSimulator } from './helpers';
import { decodeEvents, rawGet as rawGetUrl, startSimulator } from './helpers';

const TODAY =
  '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=MY&sortTime=all';
const TODAY_EU =
  '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=EU&sortTime=all';
const EARLY =
  '/api/member/event/sc/nokey/early?sport_type_id=1&odds_type=MY&sortTime=all&date=Allearly';

let cached: TestSimulator;
let uncached: TestSimulator;
let token: string;
let otherToken: string;

beforeAll(async () => {
  // A busy machine can take longer than the 250 ms a caller waits for a rebuilt list (it would get the
  // previous build, by design): here every caller waits for the build, so the replies can be compared.
  cached = await startSimulator({ listCacheWaitMs: 60_000 });
  uncached = await startSimulator({ listCache: false });
  token = await cached.login('demo');
  otherToken = await cached.login('demo2');
});
afterAll(async () => {
  await cached.close();
  await uncached.close();
});
// A stale list is rebuilt one at a time: while an earlier test's rebuild is still being compressed
// (a busy machine), a caller gets the previous build by design. Each test starts with none under way.
beforeEach(async () => {
  for (let waited = 0; cached.sim.listCache.rebuilding > 0 && waited < 30_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
});

/** A raw GET with the member's token: fetch would decode the body and hide Content-Encoding. */
function rawGet(
  sim: TestSimulator,
  path: string,
  tok: string,
  headers: Record<string, string> = {},
): Promise<RawReply> {
  return rawGetUrl(new URL(path, sim.url), { authorization: `Bearer ${tok}`, ...headers });
}

describe('cached odds lists', () => {
  it('answer the same bytes as an uncached build of the same market', async () => {
    const uncachedToken = await uncached.login('demo');
    for (const path of [TODAY, TODAY_EU, EARLY]) {
      const a = await rawGet(cached, path, token);
      const b = await rawGet(uncached, path, uncachedToken);
      expect(a.status).toBe(200);
      expect(b.headers.etag).toBeUndefined();
      expect(a.body.toString()).toBe(b.body.toString());
      expect(JSON.parse(a.body.toString()).data.length).toBeGreaterThan(0);
    }
  });

  it('are sent with brotli or gzip as the caller accepts, plain otherwise, varying on Accept-Encoding', async () => {
    const plain = await rawGet(cached, EARLY, token);
    const br = await rawGet(cached, EARLY, token, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await rawGet(cached, EARLY, token, { 'accept-encoding': 'gzip' });
    const refusedBr = await rawGet(cached, EARLY, token, {
      'accept-encoding': 'br;q=0, gzip;q=0.5',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(refusedBr.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    for (const reply of [plain, br, gz]) {
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
    }
    // Each body has its own tag (a shared cache must not hand br bytes to a gzip caller).
    expect(new Set([plain, br, gz].map((r) => r.headers.etag)).size).toBe(3);
    expect(refusedBr.headers.etag).toBe(gz.headers.etag);
    const gzHoldingBrTag = await rawGet(cached, EARLY, token, {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(gzHoldingBrTag.status).toBe(200);
    expect(gunzipSync(gzHoldingBrTag.body).equals(plain.body)).toBe(true);
  });

  it('answer 304 with no body to a caller holding the current ETag', async () => {
    const first = await rawGet(cached, TODAY, token, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await rawGet(cached, TODAY, token, {
      'if-none-match': etag,
      'accept-encoding': 'br',
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(
      (
        await rawGet(cached, TODAY, otherToken, {
          'if-none-match': `"other", W/${etag}`,
          'accept-encoding': 'br',
        })
      ).status,
    ).toBe(304);
    expect((await rawGet(cached, TODAY, token, { 'if-none-match': '"stale"' })).status).toBe(200);
    // Another query is another list, with its own tag.
    expect((await rawGet(cached, TODAY_EU, token, { 'if-none-match': etag })).status).toBe(200);
  });

  it('are rebuilt after a market change: the old ETag gets the new list', async () => {
    const before = await rawGet(cached, TODAY, token);
    const list = JSON.parse(before.body.toString());
    const event = decodeEvents(list)[0];
    const entry = event?.odds.find((o) => o.prices.some((p) => p.option === 'h' && p.price !== 0));
    if (!event || !entry) throw new Error("no priced entry on today's list");
    const oldPrice = entry.prices.find((p) => p.option === 'h')?.price;
    expect(cached.sim.market.testMovePrice(entry.odds_id, 'h', 0.05)).toBe(true);

    const after = await rawGet(cached, TODAY, token, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const moved = decodeEvents(JSON.parse(after.body.toString()))
      .find((e) => e.event_id === event.event_id)
      ?.odds.find((o) => o.odds_id === entry.odds_id)
      ?.prices.find((p) => p.option === 'h')?.price;
    expect(moved).not.toBe(oldPrice);
    expect(JSON.parse(after.body.toString()).change_id).toBeGreaterThan(list.change_id);
  });

  it('are built once per change for every member asking, and delta queries are lists of their own', async () => {
    const full = JSON.parse((await rawGet(cached, TODAY, token)).body.toString());
    const event = decodeEvents(full)[0];
    const entry = event?.odds[0];
    if (!entry) throw new Error('no entry');
    cached.sim.market.testMovePrice(entry.odds_id, 'a', 0.02);

    const buildsBefore = cached.sim.listCache.builds;
    const replies = await Promise.all(
      [token, otherToken, token, otherToken].map((tok) =>
        rawGet(cached, TODAY, tok, { 'accept-encoding': 'br' }),
      ),
    );
    expect(cached.sim.listCache.builds - buildsBefore).toBe(1);
    expect(new Set(replies.map((r) => r.body.toString('base64'))).size).toBe(1);

    const delta = `/api/member/event/sc/nokey/get-nonlive-odds_nonfullload?sport_type_id=1&odds_type=MY&sortTime=all&change_id=${full.change_id}`;
    const changed = JSON.parse((await rawGet(cached, delta, token)).body.toString());
    expect(changed.fullload).toBe(false);
    expect(decodeEvents(changed).map((e) => e.event_id)).toEqual([event?.event_id]);
    expect(cached.sim.listCache.builds - buildsBefore).toBe(2);
    await rawGet(cached, delta, otherToken);
    expect(cached.sim.listCache.builds - buildsBefore).toBe(2);
  });

  it('still refuse a caller without a session', async () => {
    expect((await rawGet(cached, TODAY, 'forged')).status).toBe(401);
  });
});

describe('the cache under variety', () => {
  it('answers a change id it cannot make a delta from with the shared full list, built once', async () => {
    const full = JSON.parse((await rawGet(cached, TODAY, token)).body.toString());
    const buildsBefore = cached.sim.listCache.builds;
    const unknown = [987_654_321, 987_654_322, full.change_id + 1_000_000];
    for (const changeId of unknown) {
      const reply = await rawGet(
        cached,
        `/api/member/event/sc/nokey/get-nonlive-odds_nonfullload?sport_type_id=1&odds_type=MY&sortTime=all&change_id=${changeId}`,
        token,
      );
      const body = JSON.parse(reply.body.toString());
      expect(body.fullload).toBe(true);
      expect(body.data).toEqual(full.data);
    }
    // Served from the full list already built: no build for any of them.
    expect(cached.sim.listCache.builds - buildsBefore).toBe(0);
  });
});

describe('other JSON answers', () => {
  it('above 1 KiB go compressed to a caller that accepts it, small ones as they are', async () => {
    const rules = await rawGet(cached, '/api/member/rules', token, {
      'accept-encoding': 'gzip, br',
    });
    expect(rules.status).toBe(200);
    expect(rules.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(rules.body).toString();
    expect(JSON.parse(text).status).toBe(true);
    const plain = await rawGet(cached, '/api/member/rules', token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(text);
    const balance = await rawGet(cached, '/api/member/balance', token, {
      'accept-encoding': 'gzip, br',
    });
    expect(balance.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(balance.body.toString()).status).toBe(true);
  });
});
