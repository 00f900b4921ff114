// @ts-nocheck
// @vitest-environment jsdom
// The session cookie does not keep a token the API refused.
import { describe, expect, it, vi } from 'vitest';
import { dropSessionToken, readSessionToken, writeSessionToken } from '@src/shared/cookies';

describe('the session cookie', () => {
  it('drops a refused token, and only when it still holds that one', () => {
    writeSessionToken('dead-token');
    dropSessionToken('another-token');
    expect(readSessionToken()).toBe('dead-token');
    dropSessionToken('dead-token');
    expect(readSessionToken()).toBeNull();
    expect(document.cookie).not.toMatch(/dead-token/);
  });
});

describe('reading the cookies (document.cookie is a round trip to the browser)', () => {
  it('reads document.cookie once while nothing changes, again after a change event or a write of its own', async () => {
    vi.resetModules();
    const store = new EventTarget();
    vi.stubGlobal('cookieStore', store);
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    if (cookie?.get === undefined || cookie.set === undefined)
      throw new Error('no cookie accessor');
    let reads = 0;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        reads += 1;
        return cookie.get?.call(document) as string;
      },
      set(value: string) {
        cookie.set?.call(document, value);
      },
    });
    try {
      const cookies = await import('@src/shared/cookies');
      cookies.writeSessionToken('token-1');
      expect(cookies.readSessionToken()).toBe('token-1');
      expect(cookies.readSessionToken()).toBe('token-1');
      expect(cookies.readCookie('NEXT_LOCALE')).toBeNull();
      expect(reads).toBe(1);

      // Another tab (or the server) sets the cookie: the browser says so, and the next read is fresh.
      cookie.set.call(document, 'token=token-2; Path=/');
      expect(cookies.readSessionToken()).toBe('token-1');
      store.dispatchEvent(new Event('change'));
      expect(cookies.readSessionToken()).toBe('token-2');
      expect(reads).toBe(2);

      // The app's own write is read back at once.
      cookies.writeSessionToken('token-3');
      expect(cookies.readSessionToken()).toBe('token-3');
      expect(reads).toBe(3);
    } finally {
      delete (document as { cookie?: string }).cookie;
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });

  it('reads document.cookie every time where the browser has no cookieStore', async () => {
    vi.resetModules();
    const cookies = await import('@src/shared/cookies');
    cookies.writeSessionToken('token-a');
    // Another tab's write, with no change event to tell of it: still read.
    document.cookie = 'token=token-b; Path=/';
    expect(cookies.readSessionToken()).toBe('token-b');
  });
});
