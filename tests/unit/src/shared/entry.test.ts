// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readCookie, readSessionToken, writeSessionToken } from '../../../../src/shared/cookies';
import { takeEntryParams } from '../../../../src/shared/entry';
import {
  detectLayout,
  initialLayout,
  LAYOUT_STORAGE_KEY,
  syncDeviceParam,
} from '../../../../src/shared/layoutMode';

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

describe('entry parameters', () => {
  it('takes userToken and device out of the address at once, keeping the rest', () => {
    openAt('/one-all-sport?userToken=demo&device=1&p=result');
    const entry = takeEntryParams(window.location, window.history);
    expect(entry).toEqual({ userToken: 'demo', deviceLayout: 'desktop', inspect: false });
    expect(window.location.pathname + window.location.search).toBe('/one-all-sport?p=result');
  });

  it('reads device 0 (or anything but 1) as mobile and keeps it in the address without a token', () => {
    openAt('/one-all-sport?device=0');
    expect(takeEntryParams(window.location, window.history).deviceLayout).toBe('mobile');
    expect(window.location.search).toBe('?device=0');
    openAt('/one-all-sport?device=abc');
    expect(takeEntryParams(window.location, window.history).deviceLayout).toBe('mobile');
  });

  it('has no token and no layout when the address has neither', () => {
    openAt('/one-all-sport');
    expect(takeEntryParams(window.location, window.history)).toEqual({
      userToken: null,
      deviceLayout: null,
      inspect: false,
    });
  });

  it('lands on /one-all-sport from the root and notices ?inspect=1', () => {
    openAt('/?inspect=1');
    expect(takeEntryParams(window.location, window.history).inspect).toBe(true);
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
