// How old a cached odds list may be, on the cache's own clock (a fake one here): never older than
// the change id the caller holds, never a picture of the market more than maxAgeMs old, whether another
// list is being rebuilt, the rebuilds are resting, or the caller's newer build is slow to compress;
// and the byte cap still holds when freshness forces builds.
import { describe, expect, it } from 'vitest';
import type { BuiltList } from '@server/http/listCache';
import { MAX_LIST_AGE_MS, createListCache } from '@server/http/listCache';

/** A list of about `kib` KiB of JSON, its rows telling `tag` apart. */
function bigList(kib: number, tag: string) {
  const row = 'x'.repeat(1000);
  return { change_id: 1, data: Array.from({ length: kib }, (_, i) => [tag, i, row]) };
}

function fakeClockCache(
  opts: { maxAgeMs?: number; rebuildWaitMs?: number; maxBytes?: number } = {},
) {
  const clock = { ms: 1_000_000 };
  const cache = createListCache(opts.maxBytes, undefined, opts.rebuildWaitMs ?? 250, {
    ...(opts.maxAgeMs !== undefined ? { maxAgeMs: opts.maxAgeMs } : {}),
    now: () => clock.ms,
  });
  return { clock, cache };
}

/** Lets the zlib pool finish what was queued and the cache's callbacks run. */
async function settle(list: BuiltList): Promise<void> {
  await list.encoded('br');
  await new Promise((resolve) => setImmediate(resolve));
}

describe('the freshness bound', () => {
  it('is two market ticks by default', () => {
    expect(MAX_LIST_AGE_MS).toBe(2000);
  });

  it('while another list is rebuilt, answers a previous build up to maxAgeMs old and not a millisecond older', () => {
    const { clock, cache } = fakeClockCache({ maxAgeMs: 2000 });
    const a1 = cache.get('a', 1, () => bigList(16, 'a1'));
    cache.get('b', 1, () => bigList(16, 'b1'));
    expect(a1.builtAt).toBe(clock.ms);
    clock.ms += 2000;
    // b's rebuild under way: a may wait its turn with a1, made exactly 2000 ms ago.
    const b2 = cache.get('b', 2, () => bigList(16, 'b2'));
    expect(b2.changeId).toBe(2);
    expect(cache.rebuilding).toBe(1);
    expect(cache.get('a', 2, () => bigList(16, 'a2'))).toBe(a1);
    clock.ms += 1;
    // One millisecond more and a1 shows the market too long ago: a's own rebuild starts now.
    const builds = cache.builds;
    const a2 = cache.get('a', 2, () => bigList(16, 'a2'));
    expect(a2).not.toBe(a1);
    expect(a2.changeId).toBe(2);
    expect(a2.builtAt).toBe(clock.ms);
    expect(cache.builds).toBe(builds + 1);
    // Everyone else asking a at change 2 shares that build.
    expect(cache.get('a', 2, () => bigList(16, 'a2'))).toBe(a2);
    expect(cache.builds).toBe(builds + 1);
  });

  it('never answers a build older than the change id the caller holds, however fresh it is', () => {
    const { cache } = fakeClockCache();
    const a5 = cache.get('a', 5, () => bigList(16, 'a5'));
    cache.get('b', 5, () => bigList(16, 'b5'));
    cache.get('b', 7, () => bigList(16, 'b7'));
    expect(cache.rebuilding).toBe(1);
    // A caller holding change 5 may wait for a's rebuild with a5 (same instant, as new as it holds).
    expect(cache.get('a', 7, () => bigList(16, 'a7'), 5)).toBe(a5);
    // A caller holding 6 (or nudged to 7) gets a build of change 7 at once.
    const a7 = cache.get('a', 7, () => bigList(16, 'a7'), 6);
    expect(a7.changeId).toBe(7);
    expect(cache.get('a', 7, () => bigList(16, 'a7'), 7)).toBe(a7);
  });

  it('bounds the age during the rest after a large rebuild too', async () => {
    const { clock, cache } = fakeClockCache({ maxAgeMs: 500 });
    const a1 = cache.get('a', 1, () => bigList(300, 'a1'));
    cache.get('b', 1, () => bigList(300, 'b1'));
    // b's rebuild takes 400 ms of the cache's clock: the rebuilds then rest 400 ms.
    const b2 = cache.get('b', 2, () => {
      clock.ms += 400;
      return bigList(300, 'b2');
    });
    await settle(b2);
    expect(cache.rebuilding).toBe(0);
    // Resting, 400 ms after a1 was made: a1 stands in.
    expect(cache.get('a', 2, () => bigList(300, 'a2'))).toBe(a1);
    clock.ms += 101;
    // Still resting (until 800 ms after b's start), but a1 is now 501 ms old: rebuilt.
    const a2 = cache.get('a', 2, () => bigList(300, 'a2'));
    expect(a2.changeId).toBe(2);
  });

  it('a rebuild under load: past the wait, answers the previous build only while it is fresh enough, else waits for the new one', async () => {
    const { clock, cache } = fakeClockCache({ maxAgeMs: 1000, rebuildWaitMs: 0 });
    const a1 = cache.get('a', 1, () => bigList(600, 'a1'));
    await settle(a1);
    // Fresh enough and no wait allowed: the newer build is begun, the caller gets a1's copy.
    const quick = await cache.ready('a', 2, () => bigList(600, 'a2'), 'br');
    expect(quick).toBe(a1);
    const a2 = cache.get('a', 2, () => bigList(600, 'a2'));
    await settle(a2);
    clock.ms += 1001;
    // a2 now shows the market 1001 ms ago: a caller at change 3 waits for change 3, whatever the wait.
    const a3 = await cache.ready('a', 3, () => bigList(600, 'a3'), 'br');
    expect(a3.changeId).toBe(3);
    expect(a3.builtAt).toBe(clock.ms);
  });

  it('a caller holding a newer change id than the previous build waits for its rebuild, whatever the wait', async () => {
    const { cache } = fakeClockCache({ rebuildWaitMs: 0 });
    const a1 = cache.get('a', 1, () => bigList(600, 'a1'));
    await settle(a1);
    for (let i = 0; i < 5; i += 1) {
      const list = await cache.ready('a', 2, () => bigList(600, 'a2'), 'br', 2);
      expect(list.changeId).toBe(2);
    }
  });

  it('ready: a newer build made within the wait is answered, not the previous one', async () => {
    const { cache } = fakeClockCache({ rebuildWaitMs: 60_000 });
    const a1 = cache.get('a', 1, () => bigList(16, 'a1'));
    await settle(a1);
    const a2 = await cache.ready('a', 2, () => bigList(16, 'a2'), 'br');
    expect(a2.changeId).toBe(2);
    expect(a2).not.toBe(a1);
  });

  it('ready: a previous build that grows too old during the wait no longer stands in', async () => {
    const { clock, cache } = fakeClockCache({ maxAgeMs: 1000, rebuildWaitMs: 1 });
    const a1 = cache.get('a', 1, () => bigList(600, 'a1'));
    await settle(a1);
    const asked = cache.ready('a', 2, () => bigList(600, 'a2'), 'br');
    // Fresh when asked; 1,001 ms old when the wait ends: the caller gets the newer build.
    clock.ms += 1001;
    const answered = await asked;
    expect(answered.changeId).toBe(2);
  });

  it('the rest ends when it has lasted as long as the rebuild before it', async () => {
    const { clock, cache } = fakeClockCache({ maxAgeMs: 10_000 });
    const a1 = cache.get('a', 1, () => bigList(300, 'a1'));
    cache.get('b', 1, () => bigList(300, 'b1'));
    const b2 = cache.get('b', 2, () => {
      clock.ms += 300;
      return bigList(300, 'b2');
    });
    await settle(b2);
    clock.ms += 299;
    expect(cache.get('a', 2, () => bigList(300, 'a2'))).toBe(a1);
    clock.ms += 1;
    const a2 = cache.get('a', 2, () => bigList(300, 'a2'));
    expect(a2.changeId).toBe(2);
  });

  it('a small list’s rebuild causes no rest, however long it took', async () => {
    const { clock, cache } = fakeClockCache({ maxAgeMs: 10_000 });
    cache.get('s', 1, () => bigList(16, 's1'));
    cache.get('a', 1, () => bigList(300, 'a1'));
    const s2 = cache.get('s', 2, () => {
      clock.ms += 300;
      return bigList(16, 's2');
    });
    await settle(s2);
    const a2 = cache.get('a', 2, () => bigList(300, 'a2'));
    expect(a2.changeId).toBe(2);
  });

  it('a build in progress for an earlier change stands in for a later one before the last build', () => {
    const { cache } = fakeClockCache();
    cache.get('a', 1, () => bigList(16, 'a1'));
    cache.get('b', 1, () => bigList(16, 'b1'));
    const a2 = cache.get('a', 2, () => bigList(16, 'a2'));
    // b's rebuild can wait; a's build of change 2 (still compressing) answers change 3.
    expect(cache.get('a', 3, () => bigList(16, 'a3'))).toBe(a2);
  });

  it('a build still being compressed past the bound answers later changes: one build of a list at a time', async () => {
    const { clock, cache } = fakeClockCache({ maxAgeMs: 1000 });
    const a1 = cache.get('a', 1, () => bigList(300, 'a1'));
    await settle(a1);
    const a2 = cache.get('a', 2, () => bigList(300, 'a2'));
    // The simulator is starved: a2 is still compressing 1,500 ms on, and the market moved twice.
    clock.ms += 1500;
    const builds = cache.builds;
    expect(cache.get('a', 3, () => bigList(300, 'a3'))).toBe(a2);
    expect(cache.get('a', 4, () => bigList(300, 'a4'), 2)).toBe(a2);
    expect(cache.builds).toBe(builds);
    // A caller already holding change 3 never gets a2: its own build starts.
    const a4 = cache.get('a', 4, () => bigList(300, 'a4'), 3);
    expect(a4.changeId).toBe(4);
    expect(cache.builds).toBe(builds + 1);
    await settle(a4);
  });

  it('with no age allowed at all, callers of one change share its one rebuild', () => {
    const { clock, cache } = fakeClockCache({ maxAgeMs: 0 });
    cache.get('a', 1, () => bigList(16, 'a1'));
    const a2 = cache.get('a', 2, () => bigList(16, 'a2'));
    clock.ms += 1;
    const builds = cache.builds;
    expect(cache.get('a', 2, () => bigList(16, 'a2'))).toBe(a2);
    expect(cache.builds).toBe(builds);
  });

  it('keeps the byte cap when freshness forces builds', async () => {
    const { clock, cache } = fakeClockCache({ maxAgeMs: 100, maxBytes: 1024 * 1024 });
    for (let change = 1; change <= 4; change += 1) {
      const made = ['a', 'b', 'c'].map((key) => cache.get(key, change, () => bigList(300, key)));
      expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024);
      clock.ms += 101;
      for (const list of made) await settle(list);
      expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024);
    }
  });
});
