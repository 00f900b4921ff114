// @ts-nocheck
// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readCookie, readSessionToken, writeSessionToken } from '@src/shared/cookies';
import { captureEntry, ENTRY_TOKEN_KEY, forgetEntryToken } from '@src/shared/entry';
import {
  detectLayout,
  initialLayout,
  LAYOUT_STORAGE_KEY,
  syncDeviceParam,
} from '@src/shared/layoutMode';

function openAt(path: string): void {
  window.history.replaceState(null, '', path);
}

const DESKTOP_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36';
const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

beforeEach(() => {
  sessionStorage.clear();
});

function take() {
  return captureEntry(window.location, window.history, sessionStorage);
}

describe('entry parameters', () => {
  it('keeps userToken and device in sessionStorage and cleans the address in place, keeping the rest', () => {
    openAt('/one-all-sport?userToken=demo&device=1&p=result');
    const length = window.history.length;
    expect(take()).toEqual({
      entry: { userToken: 'demo', deviceLayout: 'desktop', inspect: false },
    });
    // Replaced, not pushed: the history holds no entry with the token.
    expect(window.location.pathname + window.location.search).toBe('/one-all-sport?p=result');
    expect(window.history.length).toBe(length);
    expect(sessionStorage.getItem(ENTRY_TOKEN_KEY)).toBe('demo');
    // A reload at the clean address finds the token and the device kept.
    expect(take()).toEqual({
      entry: { userToken: 'demo', deviceLayout: 'desktop', inspect: false },
    });
  });

  it('keeps the token for a reload until the login has succeeded, then forgets it', () => {
    openAt('/?userToken=abc');
    expect(take().entry.userToken).toBe('abc');
    expect(window.location.pathname + window.location.search).toBe('/one-all-sport');
    expect(take().entry.userToken).toBe('abc');
    expect(take().entry.userToken).toBe('abc');
    forgetEntryToken(sessionStorage);
    expect(take().entry).toEqual({ userToken: null, deviceLayout: null, inspect: false });
  });

  it('a new entry replaces the token and the device an earlier one left', () => {
    openAt('/one-all-sport?userToken=old&device=0');
    take();
    openAt('/one-all-sport?userToken=new');
    take();
    expect(sessionStorage.getItem(ENTRY_TOKEN_KEY)).toBe('new');
    openAt('/one-all-sport');
    expect(take().entry).toEqual({ userToken: 'new', deviceLayout: null, inspect: false });
  });

  it('without sessionStorage uses the token from memory and cleans the address in place', () => {
    openAt('/one-all-sport?userToken=demo&device=0');
    const capture = captureEntry(window.location, window.history, null);
    expect(capture).toEqual({
      entry: { userToken: 'demo', deviceLayout: 'mobile', inspect: false },
    });
    expect(window.location.search).toBe('');
  });

  it('reads device 0 (or anything but 1) as mobile and keeps it in the address without a token', () => {
    openAt('/one-all-sport?device=0');
    expect(take().entry.deviceLayout).toBe('mobile');
    expect(window.location.search).toBe('?device=0');
    openAt('/one-all-sport?device=abc');
    expect(take().entry.deviceLayout).toBe('mobile');
  });

  it('has no token and no layout when the address has neither', () => {
    openAt('/one-all-sport');
    expect(take()).toEqual({
      entry: { userToken: null, deviceLayout: null, inspect: false },
    });
  });

  it('lands on /one-all-sport from the root and notices ?inspect=1', () => {
    openAt('/?inspect=1');
    expect(take().entry.inspect).toBe(true);
    expect(window.location.pathname).toBe('/one-all-sport');
  });
});

describe('layout mode', () => {
  it('detects phones as mobile and the rest as desktop', () => {
    expect(detectLayout(PHONE_AGENT)).toBe('mobile');
    expect(detectLayout(DESKTOP_AGENT)).toBe('desktop');
  });

  it('takes a desktop browser narrower than 768 px for a phone', () => {
    expect(detectLayout(DESKTOP_AGENT, 390)).toBe('mobile');
    expect(detectLayout(DESKTOP_AGENT, 767)).toBe('mobile');
    expect(detectLayout(DESKTOP_AGENT, 768)).toBe('desktop');
    expect(initialLayout(null, sessionStorage, DESKTOP_AGENT, 390)).toBe('mobile');
  });

  it('lets the device parameter beat detection, and remembers it for reloads', () => {
    expect(initialLayout('desktop', sessionStorage, PHONE_AGENT)).toBe('desktop');
    expect(sessionStorage.getItem(LAYOUT_STORAGE_KEY)).toBe('desktop');
    expect(initialLayout(null, sessionStorage, PHONE_AGENT)).toBe('desktop');
  });

  it('falls back to detection when nothing was chosen', () => {
    expect(initialLayout(null, sessionStorage, PHONE_AGENT)).toBe('mobile');
  });

  it('keeps a device parameter still in the address in step with a toggle', () => {
    openAt('/one-all-sport?device=1');
    syncDeviceParam(window.location, window.history, 'mobile');
    expect(window.location.search).toBe('?device=0');
  });
});

describe('session cookie', () => {
  it('stores the token so that it reads back, and reads nothing when absent', () => {
    document.cookie = 'token=; Max-Age=0; Path=/';
    expect(readSessionToken()).toBeNull();
    writeSessionToken('abc.def');
    expect(readSessionToken()).toBe('abc.def');
    expect(readCookie('token', 'a=1; token=x%20y; b=2')).toBe('x y');
    document.cookie = 'token=; Max-Age=0; Path=/';
  });
});
