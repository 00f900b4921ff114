import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  BOOT_APP_PATH,
  BOOT_ENTRY_DEVICE_KEY,
  bootEntryRedirect,
  leaveEntryAddress,
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

const noHistory = { state: null, replaceState: () => undefined };

describe('the boot script leaves a page that arrived with the entry token', () => {
  it('uses the app’s own keys and path', () => {
    expect(BOOT_ENTRY_DEVICE_KEY).toBe(ENTRY_DEVICE_KEY);
    expect(BOOT_APP_PATH).toBe(APP_PATH);
  });

  it('keeps the token and device, and goes to the clean address with the rest of the query', () => {
    const storage = memoryStorage([], { [BOOT_ENTRY_DEVICE_KEY]: '0' });
    expect(
      bootEntryRedirect('https://bet.example/one-all-sport?userToken=t1&p=result#x', storage),
    ).toBe('/one-all-sport?p=result#x');
    expect(storage.items.get(BOOT_ENTRY_TOKEN_KEY)).toBe('t1');
    // An earlier entry's device does not outlive this entry.
    expect(storage.items.has(BOOT_ENTRY_DEVICE_KEY)).toBe(false);
    expect(bootEntryRedirect('https://bet.example/?device=1&userToken=t2', storage)).toBe(
      '/one-all-sport',
    );
    expect(storage.items.get(BOOT_ENTRY_DEVICE_KEY)).toBe('1');
  });

  it('does nothing without a token, without storage, or when the storage refuses it', () => {
    expect(bootEntryRedirect('https://bet.example/one-all-sport?device=1', memoryStorage())).toBe(
      null,
    );
    expect(bootEntryRedirect('https://bet.example/one-all-sport?userToken=t', null)).toBe(null);
    for (const failing of [[BOOT_ENTRY_TOKEN_KEY], [BOOT_ENTRY_DEVICE_KEY]])
      expect(
        bootEntryRedirect(
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
          const redirect = bootEntryRedirect(href, boots);
          const app = captureEntry({ href }, noHistory, apps);
          expect(redirect).toBe(app.redirectTo);
          if (redirect !== null) expect(boots.items).toEqual(apps.items);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('stops the page’s loading before it replaces the address (so the app never runs there)', () => {
    const calls: string[] = [];
    const page = {
      stop: vi.fn(() => calls.push('stop')),
      location: {
        href: 'https://bet.example/one-all-sport?userToken=t&device=0',
        replace: vi.fn((to: string) => calls.push(`replace ${to}`)),
      },
    };
    expect(leaveEntryAddress(page, memoryStorage())).toBe(true);
    expect(calls).toEqual(['stop', 'replace /one-all-sport']);

    page.location.href = 'https://bet.example/one-all-sport';
    calls.length = 0;
    expect(leaveEntryAddress(page, memoryStorage())).toBe(false);
    expect(calls).toEqual([]);
  });
});
