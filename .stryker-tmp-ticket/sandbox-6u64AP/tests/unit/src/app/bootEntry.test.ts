// @ts-nocheck
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BOOT_APP_PATH,
  BOOT_ENTRY_DEVICE_KEY,
  bootCleanAddress,
  cleanEntryAddress,
} from '@src/app/bootEntry';
import { BOOT_ENTRY_TOKEN_KEY } from '@src/app/bootBanner';
import { APP_PATH, captureEntry, ENTRY_DEVICE_KEY } from '@src/shared/entry';

/** A sessionStorage of its own per test; `failing` names the keys it refuses to keep. */
function memoryStorage(failing: readonly string[] = [], initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (failing.includes(key)) throw new DOMException('quota', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A history that notes the address each replaceState left. */
function notedHistory() {
  const replaced: string[] = [];
  return {
    replaced,
    state: null,
    replaceState: (_state: unknown, _unused: string, url?: string | URL | null) =>
      void replaced.push(String(url)),
  };
}

describe('the boot script cleans the address of a page that arrived with the entry token', () => {
  it('uses the app’s own keys and path', () => {
    expect(BOOT_ENTRY_DEVICE_KEY).toBe(ENTRY_DEVICE_KEY);
    expect(BOOT_APP_PATH).toBe(APP_PATH);
  });

  it('keeps the token and device, and goes to the clean address with the rest of the query', () => {
    const storage = memoryStorage([], { [BOOT_ENTRY_DEVICE_KEY]: '0' });
    expect(
      bootCleanAddress('https://bet.example/one-all-sport?userToken=t1&p=result#x', storage),
    ).toBe('/one-all-sport?p=result#x');
    expect(storage.items.get(BOOT_ENTRY_TOKEN_KEY)).toBe('t1');
    // An earlier entry's device does not outlive this entry.
    expect(storage.items.has(BOOT_ENTRY_DEVICE_KEY)).toBe(false);
    expect(bootCleanAddress('https://bet.example/?device=1&userToken=t2', storage)).toBe(
      '/one-all-sport',
    );
    expect(storage.items.get(BOOT_ENTRY_DEVICE_KEY)).toBe('1');
  });

  it('does nothing without a token, without storage, or when the storage refuses it', () => {
    expect(bootCleanAddress('https://bet.example/one-all-sport?device=1', memoryStorage())).toBe(
      null,
    );
    expect(bootCleanAddress('https://bet.example/one-all-sport?userToken=t', null)).toBe(null);
    for (const failing of [[BOOT_ENTRY_TOKEN_KEY], [BOOT_ENTRY_DEVICE_KEY]])
      expect(
        bootCleanAddress(
          'https://bet.example/one-all-sport?userToken=t&device=1',
          memoryStorage(failing),
        ),
      ).toBe(null);
  });

  it('answers as the app’s captureEntry would, and keeps what it keeps (any address)', () => {
    const param = fc.constantFrom('userToken', 'device', 'p', 'inspect', 'refresh', 'x y', 'é');
    const value = fc.string({ maxLength: 6 });
    fc.assert(
      fc.property(
        fc.constantFrom('/', '/index.html', '/one-all-sport', '/one-all-sport/machines', '/other'),
        fc.array(fc.tuple(param, value), { maxLength: 5 }),
        fc.constantFrom('', '#top'),
        fc.subarray([BOOT_ENTRY_TOKEN_KEY, BOOT_ENTRY_DEVICE_KEY]),
        (path, pairs, hash, failing) => {
          const query = new URLSearchParams(pairs).toString();
          const href = `https://bet.example${path}${query === '' ? '' : `?${query}`}${hash}`;
          const boots = memoryStorage(failing, { [BOOT_ENTRY_DEVICE_KEY]: 'old' });
          const apps = memoryStorage(failing, { [BOOT_ENTRY_DEVICE_KEY]: 'old' });
          const clean = bootCleanAddress(href, boots);
          const history = notedHistory();
          captureEntry({ href }, history, apps);
          // Where the boot script cleans the address, the app would have left it the same, and
          // kept the same.
          if (clean !== null) {
            expect(history.replaced).toEqual([clean]);
            expect(boots.items).toEqual(apps.items);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('replaces the address in place (no navigation), and does nothing when there is nothing to do', () => {
    const history = notedHistory();
    const page = {
      location: { href: 'https://bet.example/one-all-sport?userToken=t&device=0&p=result' },
      history,
    };
    const storage = memoryStorage();
    expect(cleanEntryAddress(page, storage)).toBe(true);
    expect(history.replaced).toEqual(['/one-all-sport?p=result']);
    expect(storage.items.get(BOOT_ENTRY_TOKEN_KEY)).toBe('t');

    page.location.href = 'https://bet.example/one-all-sport';
    expect(cleanEntryAddress(page, memoryStorage())).toBe(false);
    // Nowhere to keep the token: the address is left for the app, which uses it from memory.
    page.location.href = 'https://bet.example/one-all-sport?userToken=t';
    expect(cleanEntryAddress(page, null)).toBe(false);
    expect(history.replaced).toHaveLength(1);
  });
});
