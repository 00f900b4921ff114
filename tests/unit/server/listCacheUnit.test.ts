// The odds-list cache on its own (no simulator): its byte cap, the brotli-only copy of a large list,
// one stale rebuild at a time with a rest after a large one, its tags, compressions that fail or end
// late (zlib's brotli wrapped below), large lists streamed from their rows four at a time, and the
// helpers that pick an encoding, match an ETag and serialize a list exactly as JSON.stringify.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type * as zlibModule from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import {
  KEEP_JSON_BELOW_BYTES,
  createListCache,
  matchesEtag,
  negotiateEncoding,
  serializeList,
} from '@server/http/listCache';

/**
 * The next `brotli` brotli compressions fail (a zlib error), the next `slow` start 50 ms late, the next
 * `stream` streamed brotli encoders fail after their first chunk; `live`/`mostLive` count the streamed
 * encoders not yet closed.
 */
const failing = vi.hoisted(() => ({ brotli: 0, slow: 0, stream: 0, live: 0, mostLive: 0 }));
vi.mock('node:zlib', async (importOriginal) => {
  const real = await importOriginal<typeof zlibModule>();
  const brotliCompress = (...args: unknown[]) => {
    if (failing.brotli > 0) {
      failing.brotli -= 1;
      const callback = args[args.length - 1] as (error: Error) => void;
      process.nextTick(() => callback(new Error('brotli failed')));
      return;
    }
    if (failing.slow > 0) {
      failing.slow -= 1;
      setTimeout(() => (real.brotliCompress as (...a: unknown[]) => unknown)(...args), 50);
      return;
    }
    return (real.brotliCompress as (...a: unknown[]) => unknown)(...args);
  };
  const createBrotliCompress = (...args: Parameters<typeof real.createBrotliCompress>) => {
    const encoder = real.createBrotliCompress(...args);
    failing.live += 1;
    failing.mostLive = Math.max(failing.mostLive, failing.live);
    encoder.once('close', () => (failing.live -= 1));
    if (failing.stream > 0) {
      failing.stream -= 1;
      encoder.once('data', () => encoder.destroy(new Error('brotli stream failed')));
    }
    return encoder;
  };
  return { ...real, brotliCompress, createBrotliCompress };
});

/** Lets the cache's callbacks after a compression run. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A list whose JSON is exactly `bytes` long. */
function listOfBytes(bytes: number, tag: string) {
  const empty = JSON.stringify({ change_id: 1, data: [tag, ''] }).length;
  return { change_id: 1, data: [tag, 'y'.repeat(bytes - empty)] };
}

/** A list of about `kb` KiB of JSON whose rows compress (like the odds rows). */
const bigList = (kb: number, tag: string) => ({
  state: true,
  change_id: 1,
  data: Array.from({ length: kb * 8 }, (_, i) => [i, tag, 'x'.repeat(100)]),
});

describe('the cache on its own', () => {
  it('is capped in bytes: the least recently used lists go first, the one asked for stays', async () => {
    const cache = createListCache(1024 * 1024);
    for (const key of ['a', 'b', 'c']) cache.get(key, 1, () => bigList(400, key));
    // Three lists of ~400 KiB of JSON do not fit in 1 MiB: the oldest went.
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024);
    const builds = cache.builds;
    cache.get('c', 1, () => bigList(400, 'c'));
    cache.get('b', 1, () => bigList(400, 'b'));
    expect(cache.builds).toBe(builds);
    cache.get('a', 1, () => bigList(400, 'a'));
    expect(cache.builds).toBe(builds + 1);
    // 'c' was used least recently: out.
    cache.get('b', 1, () => bigList(400, 'b'));
    expect(cache.builds).toBe(builds + 1);
    cache.get('c', 1, () => bigList(400, 'c'));
    expect(cache.builds).toBe(builds + 2);
  });

  it('keeps only the brotli copy of a large list, and still answers its plain and gzip bodies', async () => {
    const cache = createListCache();
    const list = cache.get('big', 1, () => bigList(1024, 'big'));
    const plain = await list.encoded('identity');
    expect(list.bytes).toBeGreaterThanOrEqual(plain.length);
    const br = await list.encoded('br');
    await new Promise((resolve) => setImmediate(resolve));
    expect(list.bytes).toBe(br.length);
    expect((await list.encoded('identity')).equals(plain)).toBe(true);
    expect(gunzipSync(await list.encoded('gzip')).equals(plain)).toBe(true);
    expect(brotliDecompressSync(br).equals(plain)).toBe(true);
  });

  it('keeps a small list whole: its JSON and both compressed copies, the gzip one made first included', async () => {
    const cache = createListCache();
    const list = cache.get('small', 1, () => bigList(100, 'small'));
    const plain = await list.encoded('identity');
    const gz = await list.encoded('gzip');
    const br = await list.encoded('br');
    await new Promise((resolve) => setImmediate(resolve));
    expect(plain.length).toBeLessThan(KEEP_JSON_BELOW_BYTES);
    expect(list.bytes).toBe(plain.length + gz.length + br.length);
    expect(await list.encoded('gzip')).toBe(gz);
  });

  it('compresses at the quality it is given: a lower one sends more bytes of the same list', async () => {
    // Rows that differ, so brotli's qualities find different amounts to share.
    const list = {
      change_id: 1,
      data: Array.from({ length: 4000 }, (_, i) => [i, `team ${(i * 7919) % 1009}`, (i % 97) / 10]),
    };
    const plain = Buffer.from(JSON.stringify(list));
    const compressed = (brotliQuality: number) =>
      createListCache(undefined, undefined, undefined, { brotliQuality })
        .get('a', 1, () => list)
        .encoded('br');
    const [fast, usual] = await Promise.all([compressed(0), compressed(5)]);
    expect(brotliDecompressSync(fast).equals(plain)).toBe(true);
    expect(brotliDecompressSync(usual).equals(plain)).toBe(true);
    expect(fast.length).toBeGreaterThan(usual.length);
  });

  it('rebuilds one stale list at a time, then rests as long: the others answer their last build meanwhile', async () => {
    const cache = createListCache();
    const a1 = cache.get('a', 1, () => bigList(400, 'a1'));
    const b1 = cache.get('b', 1, () => bigList(400, 'b1'));
    const builds = cache.builds;
    const startedAt = performance.now();
    const a2 = cache.get('a', 2, () => bigList(400, 'a2'));
    expect(a2.changeId).toBe(2);
    // While a's rebuild is under way, b answers its change-1 build and builds nothing.
    expect(cache.get('b', 2, () => bigList(400, 'b2'))).toBe(b1);
    expect(cache.builds).toBe(builds + 1);
    // Everyone asking a at change 2 shares its one rebuild.
    expect(cache.get('a', 2, () => bigList(400, 'a2'))).toBe(a2);
    await a2.encoded('br');
    await new Promise((resolve) => setImmediate(resolve));
    const worked = performance.now() - startedAt;
    // a's rebuild (a large list) done: rebuilds rest as long as it took (so a crowd
    // of large rebuilds cannot hold the process), b still answers b1.
    expect(cache.get('b', 2, () => bigList(400, 'b2'))).toBe(b1);
    expect(cache.builds).toBe(builds + 1);
    await new Promise((resolve) => setTimeout(resolve, worked + 5));
    // The rest is over: b's turn.
    const b2 = cache.get('b', 2, () => bigList(400, 'b2'));
    expect(b2.changeId).toBe(2);
    expect(cache.builds).toBe(builds + 2);
    expect(a1).not.toBe(a2);
  });

  it('a small list’s rebuild causes no rest: the next stale list is rebuilt at once', async () => {
    const cache = createListCache();
    cache.get('a', 1, () => bigList(16, 'a1'));
    const b1 = cache.get('b', 1, () => bigList(16, 'b1'));
    const a2 = cache.get('a', 2, () => bigList(16, 'a2'));
    await a2.encoded('br');
    await new Promise((resolve) => setImmediate(resolve));
    const b2 = cache.get('b', 2, () => bigList(16, 'b2'));
    expect(b2).not.toBe(b1);
    expect(b2.changeId).toBe(2);
  });
});

describe('the cache, edge by edge', () => {
  it('a list of exactly KEEP_JSON_BELOW_BYTES of JSON is large: only its brotli copy is kept, and its rebuild makes the next rest', async () => {
    const cache = createListCache();
    const list = cache.get('edge', 1, () => listOfBytes(KEEP_JSON_BELOW_BYTES, 'edge'));
    expect((await list.encoded('identity')).length).toBe(KEEP_JSON_BELOW_BYTES);
    const br = await list.encoded('br');
    await turn();
    expect(list.bytes).toBe(br.length);
    const below = cache.get('below', 1, () => listOfBytes(KEEP_JSON_BELOW_BYTES - 1, 'below'));
    const belowBr = await below.encoded('br');
    await turn();
    expect(below.bytes).toBe(KEEP_JSON_BELOW_BYTES - 1 + belowBr.length);
  });

  it('a rebuild of a list of exactly KEEP_JSON_BELOW_BYTES makes the next large rebuild rest', async () => {
    const clock = { ms: 1_000_000 };
    const cache = createListCache(undefined, undefined, undefined, { now: () => clock.ms });
    cache.get('edge', 1, () => listOfBytes(KEEP_JSON_BELOW_BYTES, 'edge'));
    const big1 = cache.get('big', 1, () => listOfBytes(400 * 1024, 'big'));
    const edge2 = cache.get('edge', 2, () => {
      clock.ms += 100;
      return listOfBytes(KEEP_JSON_BELOW_BYTES, 'edge');
    });
    await edge2.encoded('br');
    await turn();
    // Resting for the 100 ms the rebuild took: big answers its change-1 build.
    expect(cache.get('big', 2, () => listOfBytes(400 * 1024, 'big'))).toBe(big1);
  });

  it('keeps the list just asked for even when it alone is over the cap', () => {
    const cache = createListCache(1000);
    const a = cache.get('a', 1, () => listOfBytes(2000, 'a'));
    expect(cache.size).toBe(1);
    const builds = cache.builds;
    expect(cache.get('a', 1, () => listOfBytes(2000, 'a'))).toBe(a);
    expect(cache.builds).toBe(builds);
  });

  it('evicting a list frees its build in progress too: no more lists go than needed', async () => {
    const cache = createListCache(5000);
    cache.get('a', 1, () => listOfBytes(1000, 'a1'));
    const a2 = cache.get('a', 2, () => listOfBytes(1500, 'a2'));
    cache.get('b', 1, () => listOfBytes(1000, 'b'));
    cache.get('c', 1, () => listOfBytes(1000, 'c'));
    expect(cache.bytes).toBe(4500);
    // 5,500 bytes: a (2,500 with its rebuild) goes, and that is enough.
    cache.get('d', 1, () => listOfBytes(1000, 'd'));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(3000);
    await a2.encoded('br');
    await turn();
  });

  it('drops a gzip copy made before the brotli one: a large list re-makes it when asked', async () => {
    const cache = createListCache();
    const list = cache.get('big', 1, () => listOfBytes(400 * 1024, 'big'));
    const gzipBefore = await list.encoded('gzip');
    const br = await list.encoded('br');
    await turn();
    expect(list.bytes).toBe(br.length);
    const gzipAfter = await list.encoded('gzip');
    expect(gzipAfter).not.toBe(gzipBefore);
    expect(gunzipSync(gzipAfter).equals(gunzipSync(gzipBefore))).toBe(true);
  });

  it('tags each build by list, change id and encoding, quoted', () => {
    const cache = createListCache();
    const a1 = cache.get('a', 1, () => listOfBytes(100, 'a'));
    const b1 = cache.get('b', 1, () => listOfBytes(100, 'b'));
    const a2 = cache.get('a', 2, () => listOfBytes(100, 'a'));
    const tags = [a1, b1, a2].flatMap((list) =>
      (['br', 'gzip', 'identity'] as const).map((encoding) => list.etag(encoding)),
    );
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    expect(new Set(tags).size).toBe(9);
    // The same build answers the same tag every time.
    expect(a1.etag('br')).toBe(cache.get('a', 1, () => listOfBytes(100, 'a')).etag('br'));
  });

  it('counts a build in progress beside the one answered, and evicts both together', async () => {
    const cache = createListCache(4 * 1024 * 1024);
    const a1 = cache.get('a', 1, () => listOfBytes(100 * 1024, 'a1'));
    const a2 = cache.get('a', 2, () => listOfBytes(120 * 1024, 'a2'));
    expect(cache.rebuilding).toBe(1);
    expect(cache.bytes).toBe(a1.bytes + a2.bytes);
    expect(cache.bytes).toBe(220 * 1024);
    await a2.encoded('br');
    await turn();
  });

  it('evicts nothing while the lists fit exactly: at the byte cap and at the entry cap', () => {
    const exact = createListCache(3 * 1000);
    for (const key of ['a', 'b', 'c']) exact.get(key, 1, () => listOfBytes(1000, key));
    expect(exact.size).toBe(3);
    expect(exact.bytes).toBe(3000);
    exact.get('d', 1, () => listOfBytes(1000, 'd'));
    expect(exact.size).toBe(3);
    const entries = createListCache(undefined, 2);
    entries.get('a', 1, () => listOfBytes(100, 'a'));
    entries.get('b', 1, () => listOfBytes(100, 'b'));
    expect(entries.size).toBe(2);
    entries.get('c', 1, () => listOfBytes(100, 'c'));
    expect(entries.size).toBe(2);
  });

  it("a large list is compressed from its rows as they are, a row longer than the encoder's chunk too: every encoding gives its JSON", async () => {
    const cache = createListCache();
    const reply = {
      state: true,
      change_id: 7,
      data: [
        ...bigList(300, 'rows').data,
        ['long', 'ก'.repeat(70_000)],
        ...bigList(10, 'tail').data,
      ],
    };
    const json = Buffer.from(JSON.stringify(reply));
    expect(json.length).toBeGreaterThan(KEEP_JSON_BELOW_BYTES);
    const list = cache.get('rows', 7, () => reply);
    // gzip and the plain body before the brotli copy exists, then brotli, then both again from it.
    expect(gunzipSync(await list.encoded('gzip')).equals(json)).toBe(true);
    expect((await list.encoded('identity')).equals(json)).toBe(true);
    expect(brotliDecompressSync(await list.encoded('br')).equals(json)).toBe(true);
    await turn();
    expect((await list.encoded('identity')).equals(json)).toBe(true);
    expect(gunzipSync(await list.encoded('gzip')).equals(json)).toBe(true);
  });

  it('at most four large lists are compressed at once: the others wait their turn, and all finish', async () => {
    const cache = createListCache();
    failing.mostLive = 0;
    const keys = Array.from({ length: 10 }, (_, i) => `crowd${i}`);
    const lists = keys.map((key) => cache.get(key, 1, () => bigList(300, key)));
    const bodies = await Promise.all(lists.map((list) => list.encoded('br')));
    expect(failing.mostLive).toBeGreaterThanOrEqual(2);
    expect(failing.mostLive).toBeLessThanOrEqual(4);
    bodies.forEach((body, i) =>
      expect(brotliDecompressSync(body).toString()).toBe(JSON.stringify(bigList(300, keys[i]!))),
    );
  });

  it('a large list whose streamed compression fails is not kept, and its turn passes on: the next callers compress', async () => {
    const cache = createListCache();
    const list = cache.get('big', 1, () => bigList(300, 'big'));
    failing.stream = 1;
    await expect(list.encoded('br')).rejects.toThrow('brotli stream failed');
    await turn();
    expect(failing.live).toBe(0);
    const again = await list.encoded('br');
    expect(brotliDecompressSync(again).toString()).toBe(JSON.stringify(bigList(300, 'big')));
    // Five more at once: a turn the failure kept would leave one of them waiting for ever.
    const more = Array.from({ length: 5 }, (_, i) =>
      cache.get(`more${i}`, 1, () => bigList(300, `m${i}`)),
    );
    await Promise.all(more.map((each) => each.encoded('br')));
  });

  it('a failed compression is not kept: the next caller compresses again', async () => {
    const cache = createListCache();
    const list = cache.get('a', 1, () => listOfBytes(1000, 'a'));
    failing.brotli = 1;
    await expect(list.encoded('br')).rejects.toThrow('brotli failed');
    await turn();
    const br = await list.encoded('br');
    expect(brotliDecompressSync(br).equals(await list.encoded('identity'))).toBe(true);
  });

  it('a rebuild whose compression fails is dropped: the next caller at that change builds again', async () => {
    const cache = createListCache();
    const a1 = cache.get('a', 1, () => listOfBytes(1000, 'a1'));
    await a1.encoded('br');
    failing.brotli = 1;
    const a2 = cache.get('a', 2, () => listOfBytes(1000, 'a2'));
    await expect(a2.encoded('br')).rejects.toThrow('brotli failed');
    await turn();
    expect(cache.rebuilding).toBe(0);
    const builds = cache.builds;
    const again = cache.get('a', 2, () => listOfBytes(1000, 'a2'));
    expect(again).not.toBe(a2);
    expect(cache.builds).toBe(builds + 1);
    await again.encoded('br');
    await turn();
    expect(cache.get('a', 2, () => listOfBytes(1000, 'a2'))).toBe(again);
  });

  it('a rebuild that ends after a newer forced one leaves the newer one in place, whether it succeeds or fails', async () => {
    for (const fails of [false, true]) {
      const clock = { ms: 1_000_000 };
      const cache = createListCache(undefined, undefined, undefined, {
        maxAgeMs: 1000,
        now: () => clock.ms,
      });
      const a1 = cache.get('a', 1, () => listOfBytes(1000, 'a1'));
      await a1.encoded('br');
      if (fails) failing.brotli = 1;
      else failing.slow = 1;
      const a2 = cache.get('a', 2, () => listOfBytes(1000, 'a2'));
      clock.ms += 1001;
      // Nothing fresh enough for a caller at change 3: its rebuild is forced beside a2's.
      const a3 = cache.get('a', 3, () => listOfBytes(1000, 'a3'), 3);
      await a3.encoded('br');
      await turn();
      // a2 ends (late, or failing) after a3 is in place: a3 stays.
      await a2.encoded('br').catch(() => undefined);
      await turn();
      const builds = cache.builds;
      expect(cache.get('a', 3, () => listOfBytes(1000, 'a3'))).toBe(a3);
      expect(cache.builds).toBe(builds);
    }
  });

  it('ready: a newer build that fails to compress is answered by the previous one while that is fresh, else the error', async () => {
    const clock = { ms: 1_000_000 };
    const cache = createListCache(undefined, undefined, 60_000, {
      maxAgeMs: 1000,
      now: () => clock.ms,
    });
    const a1 = cache.get('a', 1, () => listOfBytes(1000, 'a1'));
    await a1.encoded('br');
    failing.brotli = 1;
    expect(await cache.ready('a', 2, () => listOfBytes(1000, 'a2'), 'br')).toBe(a1);
    await turn();
    const b1 = cache.get('b', 1, () => listOfBytes(1000, 'b1'));
    await b1.encoded('br');
    clock.ms += 1001;
    // b1 is too old to stand in: the caller gets the failure (the route answers it as a 500).
    failing.brotli = 1;
    await expect(cache.ready('b', 2, () => listOfBytes(1000, 'b2'), 'br')).rejects.toThrow(
      'brotli failed',
    );
    await turn();
    // Fresh when asked, too old once the failure is known: the failure, not the old build.
    const c1 = cache.get('c', 1, () => listOfBytes(1000, 'c1'));
    await c1.encoded('br');
    failing.brotli = 1;
    const asked = cache.ready('c', 2, () => listOfBytes(1000, 'c2'), 'br');
    clock.ms += 1001;
    await expect(asked).rejects.toThrow('brotli failed');
    await turn();
  });
});

describe('negotiation helpers', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    // Spaces around names and parameters, the weight after other parameters, upper case.
    ['br ;q=0, gzip', 'gzip'],
    ['br; q=0 , gzip', 'gzip'],
    ['br;level=1;q=0, gzip', 'gzip'],
    ['br;level=1;q=1, gzip', 'br'],
    ['gzip, br ;q=1', 'br'],
    ['br;q=0.5, gzip;q=0.2', 'br'],
    ['BR;Q=0, GZIP', 'gzip'],
    // A weight that is not a number refuses the encoding.
    ['br;q=x, gzip', 'gzip'],
  ] as const)('Accept-Encoding %j -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('serializes a list exactly as JSON.stringify does, rows kept or not', () => {
    const row = [1, 'ไทย "quoted"', null, undefined, { a: [1.5, -0] }, Number.NaN];
    const reply = {
      state: true,
      message: 'ok',
      change_id: 3,
      fullload: true,
      event_close_id: [4],
      structures: ['a', 'b'],
      data: [row, [2], row],
    };
    expect(serializeList(reply).toString()).toBe(JSON.stringify(reply));
    expect(serializeList(reply).toString()).toBe(JSON.stringify(reply));
    expect(serializeList({ ...reply, data: [] }).toString()).toBe(
      JSON.stringify({ ...reply, data: [] }),
    );
    const dataFirst = { data: [row], state: false };
    expect(serializeList(dataFirst).toString()).toBe(JSON.stringify(dataFirst));
  });

  it('matches strong, weak and * If-None-Match', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});

describe('the row cache behind serializeList', () => {
  /** A row that counts how often it is turned into JSON. */
  function countedRow(id: number) {
    const row = {
      id,
      name: `ทีม ${id}`,
      serialized: 0,
      toJSON() {
        row.serialized += 1;
        return [id, `ทีม ${id}`];
      },
    };
    return row;
  }

  it('turns each row into JSON once, however many lists carry it, and answers the same bytes', () => {
    const rows = [countedRow(1), countedRow(2), countedRow(3)];
    const first = serializeList({ state: true, change_id: 4, data: rows });
    const again = serializeList({ state: true, change_id: 5, data: [rows[2], rows[0]] });
    expect(first.toString()).toBe(JSON.stringify({ state: true, change_id: 4, data: rows }));
    expect(again.toString()).toBe('{"state":true,"change_id":5,"data":[[3,"ทีม 3"],[1,"ทีม 1"]]}');
    // JSON.stringify above serialized each once more: the cache, once each in all.
    expect(rows.map((r) => r.serialized)).toEqual([2, 2, 2]);
  });

  it('keeps rows that are not objects as they are', () => {
    const reply = {
      change_id: 1,
      data: [1, 'two', null, [3], { a: 4 }, undefined, { toJSON: () => undefined }],
    };
    expect(serializeList(reply).toString()).toBe(JSON.stringify(reply));
    expect(serializeList({ change_id: 1, data: [] }).toString()).toBe('{"change_id":1,"data":[]}');
  });

  it('serializes as JSON.stringify a reply whose data is not last, not a list, or absent', () => {
    const rows = [countedRow(7)];
    const notLast = { data: rows, change_id: 1 };
    expect(serializeList(notLast).toString()).toBe(JSON.stringify(notLast));
    expect(serializeList({ data: 'x' }).toString()).toBe('{"data":"x"}');
    expect(serializeList({ change_id: 2 }).toString()).toBe('{"change_id":2}');
    expect(serializeList(null).toString()).toBe('null');
    expect(serializeList(5).toString()).toBe('5');
    expect(serializeList('x').toString()).toBe('"x"');
    expect(serializeList([1]).toString()).toBe('[1]');
    // The row of a reply serialized whole was never kept: a list after it turns it into JSON again.
    const before = rows[0]!.serialized;
    serializeList({ change_id: 3, data: rows });
    expect(rows[0]!.serialized).toBe(before + 1);
  });
});
