// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_ENTRY_TOKEN_KEY,
  BOOT_LAST_BANNER_KEY,
  BOOT_LAYOUT_KEY,
  BOOT_THEME_KEY,
  BOOT_MOBILE_BELOW_PX,
  BOOT_PLACEHOLDER_BANNER,
  BOOT_SESSION_COOKIE,
  BOOT_TIMEOUT_MS,
  BOOT_PAGE_SETTINGS_ID,
  adoptPageSettings,
  bootBannerCall,
  bootBanners,
  BOOT_SETTINGS_PATH,
  whenSettingsRan,
  bootLayout,
  bootTheme,
  BOOT_MACHINES_PATH,
  drawBootBanner,
  drawablePicture as bootDrawablePicture,
  firstBannerPicture,
  onAppPage,
} from '@src/app/bootBanner';
import type { BootPage } from '@src/app/bootBanner';
import type { BootBanners } from '@src/shared/bootBanners';
import { BOOT_SHELL_ID, bootShellShown, removeBootShell } from '@src/shared/bootShell';
import { withBootBanners } from '@src/features/banner/bootHandoff';
import { drawablePicture, PLACEHOLDER_BANNER } from '@src/features/banner/bannerLinks';
import { isBannerUrl } from '@contract/bannerUrl';
import { BANNER_URL_CASES } from '@tests/unit/contract/bannerUrlCases';
import { isMachinesPage, MACHINES_PATH } from '@src/features/machines-page/MachinesRoute';
import { LAST_BANNER_KEY } from '@src/features/banner/earlyBanners';
import { currentTheme, THEME_STORAGE_KEY } from '@src/features/theme/theme';
import { DEFAULT_TIMEOUT_MS } from '@src/shared/api/client';
import { SESSION_COOKIE } from '@src/shared/cookies';
import { ENTRY_TOKEN_KEY } from '@src/shared/entry';
import { initialLayout, LAYOUT_STORAGE_KEY, MOBILE_BELOW_PX } from '@src/shared/layoutMode';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150';

function storage(entries: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

function page(overrides: Partial<BootPage> = {}): BootPage {
  return {
    href: 'https://book.example/one-all-sport',
    cookie: 'NEXT_LOCALE=th; token=abc%20123',
    storage: storage(),
    userAgent: PHONE,
    width: 390,
    config: { apiBase: '' },
    lastBanner: null,
    ...overrides,
  };
}

function shell(): HTMLElement {
  document.body.innerHTML = `<div id="${BOOT_SHELL_ID}"><div class="boot-header">One All Sport</div><div id="boot-banner" hidden></div></div><div id="root"></div>`;
  return document.getElementById('boot-banner')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('boot script constants', () => {
  it('are the app’s own (cookie, storage keys, layout rule, placeholder, timeout)', () => {
    expect(BOOT_SESSION_COOKIE).toBe(SESSION_COOKIE);
    expect(BOOT_ENTRY_TOKEN_KEY).toBe(ENTRY_TOKEN_KEY);
    expect(BOOT_LAYOUT_KEY).toBe(LAYOUT_STORAGE_KEY);
    expect(BOOT_MOBILE_BELOW_PX).toBe(MOBILE_BELOW_PX);
    expect(BOOT_PLACEHOLDER_BANNER).toBe(PLACEHOLDER_BANNER);
    expect(BOOT_TIMEOUT_MS).toBe(DEFAULT_TIMEOUT_MS);
    expect(BOOT_LAST_BANNER_KEY).toBe(LAST_BANNER_KEY);
    expect(BOOT_THEME_KEY).toBe(THEME_STORAGE_KEY);
  });

  it('name the theme the app will apply (saved choice, else the system’s)', () => {
    for (const stored of ['light', 'dark', null, 'blue'])
      for (const systemDark of [false, true]) {
        localStorage.clear();
        if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
        vi.stubGlobal('matchMedia', () => ({ matches: systemDark }));
        expect(bootTheme(stored, systemDark)).toBe(currentTheme());
      }
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('draw the same remembered pictures as the app: the copy equals contract/bannerUrl.ts’s rule', () => {
    for (const [picture] of BANNER_URL_CASES) {
      const expected = isBannerUrl(picture) ? picture : null;
      expect(bootDrawablePicture(picture), JSON.stringify(picture)).toBe(expected);
      expect(drawablePicture(picture), JSON.stringify(picture)).toBe(expected);
    }
  });
});

describe('bootBannerCall', () => {
  it('asks for a returning member: the session cookie, on this origin or the configured API', () => {
    expect(bootBannerCall(page())).toEqual({ url: '/api/member/banner', token: 'abc 123' });
    expect(bootBannerCall(page({ config: { apiBase: 'https://api.example/' } }))).toEqual({
      url: 'https://api.example/api/member/banner',
      token: 'abc 123',
    });
    // No runtime settings at all: the app's defaults (this origin).
    expect(bootBannerCall(page({ config: undefined }))?.url).toBe('/api/member/banner');
  });

  it('does not ask while an entry token waits to log in, without a cookie, off the app page or with a bad API base', () => {
    expect(
      bootBannerCall(page({ href: 'https://book.example/one-all-sport?userToken=t1&device=0' })),
    ).toBeNull();
    expect(bootBannerCall(page({ storage: storage({ [ENTRY_TOKEN_KEY]: 't1' }) }))).toBeNull();
    expect(bootBannerCall(page({ cookie: 'NEXT_LOCALE=en' }))).toBeNull();
    expect(bootBannerCall(page({ cookie: 'token=' }))).toBeNull();
    expect(bootBannerCall(page({ href: 'https://book.example/machines' }))).toBeNull();
    // Nor on the app's own machines page (an authenticated call was made there).
    expect(
      bootBannerCall(page({ href: 'https://book.example/one-all-sport/machines' })),
    ).toBeNull();
    expect(
      bootBannerCall(page({ href: 'https://book.example/one-all-sport/machines/?x=1' })),
    ).toBeNull();
  });

  it('reads the machines page as the app does (MachinesRoute.tsx)', () => {
    expect(BOOT_MACHINES_PATH).toBe(MACHINES_PATH);
    for (const path of [
      '/one-all-sport/machines',
      '/one-all-sport/machines/',
      '/one-all-sport/machines//',
      '/one-all-sport',
      '/one-all-sport/',
      '/one-all-sport/machinesx',
    ])
      expect(onAppPage({ href: `https://book.example${path}` }), path).toBe(!isMachinesPage(path));
    expect(bootBannerCall(page({ config: { apiBase: 'javascript:alert(1)' } }))).toBeNull();
    expect(bootBannerCall(page({ config: { apiBase: 42 } }))).toBeNull();
  });
});

describe('bootLayout', () => {
  it('chooses what the app will choose (device, this tab’s choice, then agent and width)', () => {
    const cases: { href: string; stored?: string; userAgent: string; width: number }[] = [
      { href: 'https://b.example/one-all-sport?device=1', userAgent: PHONE, width: 390 },
      { href: 'https://b.example/one-all-sport?device=0', userAgent: DESKTOP, width: 1440 },
      { href: 'https://b.example/one-all-sport', stored: 'desktop', userAgent: PHONE, width: 390 },
      {
        href: 'https://b.example/one-all-sport',
        stored: 'mobile',
        userAgent: DESKTOP,
        width: 1440,
      },
      { href: 'https://b.example/one-all-sport', userAgent: PHONE, width: 1440 },
      { href: 'https://b.example/one-all-sport', userAgent: DESKTOP, width: 767 },
      { href: 'https://b.example/one-all-sport', userAgent: DESKTOP, width: 768 },
    ];
    for (const c of cases) {
      const entries: Record<string, string> =
        c.stored === undefined ? {} : { [LAYOUT_STORAGE_KEY]: c.stored };
      const device = new URL(c.href).searchParams.get('device');
      const app = initialLayout(
        device === null ? null : device === '1' ? 'desktop' : 'mobile',
        storage(entries),
        c.userAgent,
        c.width,
      );
      expect(
        bootLayout(
          page({ href: c.href, storage: storage(entries), userAgent: c.userAgent, width: c.width }),
        ),
        JSON.stringify(c),
      ).toBe(app);
    }
  });
});

describe('firstBannerPicture', () => {
  it('takes the first banner’s same-origin path or http(s) URL, the placeholder for none', () => {
    expect(
      firstBannerPicture({ data: [{ picture: '/banners/1.svg' }, { picture: '/banners/2.svg' }] }),
    ).toBe('/banners/1.svg');
    expect(firstBannerPicture({ data: [{ picture: 'https://cdn.example/b.png' }] })).toBe(
      'https://cdn.example/b.png',
    );
    expect(firstBannerPicture({ data: [{ picture: '  ' }] })).toBe(BOOT_PLACEHOLDER_BANNER);
    expect(firstBannerPicture({ data: [] })).toBe(BOOT_PLACEHOLDER_BANNER);
  });

  it('draws nothing for another scheme, a protocol-relative URL or a malformed reply', () => {
    for (const bad of [
      { data: [{ picture: 'javascript:alert(1)' }] },
      { data: [{ picture: '//evil.example/x.png' }] },
      { data: [{ picture: 'data:image/svg+xml,<svg/>' }] },
      { data: [{ picture: 42 }] },
      { data: ['x'] },
      { data: 'x' },
      null,
      'x',
    ]) {
      expect(firstBannerPicture(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('drawBootBanner', () => {
  it('draws one picture into the shell’s slot and shows it, a newer one in its place; nothing once the shell is gone', () => {
    const slot = shell();
    drawBootBanner(document, '/banners/1.svg');
    expect(slot.hidden).toBe(false);
    const image = slot.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/banners/1.svg');
    expect(image?.getAttribute('alt')).toBe('');
    drawBootBanner(document, '/banners/2.svg');
    expect(slot.querySelectorAll('img')).toHaveLength(1);
    expect(slot.querySelector('img')).toBe(image);
    expect(image?.getAttribute('src')).toBe('/banners/2.svg');

    expect(bootShellShown()).toBe(true);
    removeBootShell();
    expect(bootShellShown()).toBe(false);
    drawBootBanner(document, '/banners/1.svg');
    expect(document.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('drawBootBanner from the head (the boot script runs before the parser makes the slot)', () => {
  it('draws once the parser has made the slot, and not after the document is parsed', async () => {
    const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    drawBootBanner(document, '/banners/1.svg');
    expect(document.querySelectorAll('img')).toHaveLength(0);
    const slot = shell();
    // The observer's callback: at the end of the parser's task, before a paint.
    await Promise.resolve();
    expect(slot.hidden).toBe(false);
    expect(slot.querySelector('img')?.getAttribute('src')).toBe('/banners/1.svg');

    // A slot that never comes (no boot shell on this page): the watch ends with the parse.
    document.body.innerHTML = '';
    drawBootBanner(document, '/banners/2.svg');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    parsing.mockRestore();
    const late = shell();
    await Promise.resolve();
    expect(late.querySelector('img')).toBeNull();
    expect(late.hidden).toBe(true);
  });

  it('draws nothing into a parsed document without the slot', async () => {
    drawBootBanner(document, '/banners/1.svg');
    const slot = shell();
    await Promise.resolve();
    expect(slot.querySelector('img')).toBeNull();
  });
});

describe('adoptPageSettings (the settings the server wrote into the page)', () => {
  function block(text: string): HTMLScriptElement {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = BOOT_PAGE_SETTINGS_ID;
    element.textContent = text;
    document.body.append(element);
    return element;
  }

  it('become window.__APP_CONFIG__, which the boot script’s calls then use at once', () => {
    block('{"apiBase":"https://api.example","realtime":{"odds":true}}');
    const win: { __APP_CONFIG__?: unknown } = {};
    adoptPageSettings(win, document);
    expect(win.__APP_CONFIG__).toEqual({
      apiBase: 'https://api.example',
      realtime: { odds: true },
    });
    const used: unknown[] = [];
    whenSettingsRan(win, document)((config) => used.push(config));
    expect(used).toEqual([win.__APP_CONFIG__]);
  });

  it('leave settings already set alone, and a missing, malformed or non-object block unread', () => {
    const set = { __APP_CONFIG__: { apiBase: '' } as unknown };
    block('{"apiBase":"https://other.example"}');
    adoptPageSettings(set, document);
    expect(set.__APP_CONFIG__).toEqual({ apiBase: '' });
    document.body.innerHTML = '';

    for (const text of [null, '{"apiBase":', '"https://api.example"', 'null', '']) {
      document.body.innerHTML = '';
      if (text !== null) block(text);
      const win: { __APP_CONFIG__?: unknown } = {};
      adoptPageSettings(win, document);
      expect(win.__APP_CONFIG__, String(text)).toBeUndefined();
    }
  });
});

describe('bootBanners', () => {
  const reply = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('on a phone: asks with the bearer token, draws the first banner and hands the same reply to the app', async () => {
    const slot = shell();
    const fetchImpl = vi.fn(async () =>
      reply({ status: true, data: [{ link: '', picture: '/banners/3.svg' }] }),
    );
    const target = {} as Window;
    bootBanners(page(), document, fetchImpl, target);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/member/banner');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer abc 123');
    const handed = target.__BOOT_BANNERS__ as BootBanners;
    expect(handed).toMatchObject({ url: '/api/member/banner', token: 'abc 123' });
    // The app reads the reply itself, whole.
    const body = (await (await handed.reply).json()) as { data: unknown[] };
    expect(body.data).toHaveLength(1);
    await vi.waitFor(() =>
      expect(slot.querySelector('img')?.getAttribute('src')).toBe('/banners/3.svg'),
    );
  });

  it('on a desktop it only asks; a refused or failed call draws nothing and throws nowhere', async () => {
    const slot = shell();
    const target = {} as Window;
    bootBanners(
      page({ userAgent: DESKTOP, width: 1440 }),
      document,
      vi.fn(async () => reply({ data: [{ picture: '/banners/1.svg' }] })),
      target,
    );
    await target.__BOOT_BANNERS__?.reply;
    bootBanners(
      page(),
      document,
      vi.fn(async () => reply({ status: false, message: 'session is undefined.' }, 401)),
      target,
    );
    await target.__BOOT_BANNERS__?.reply;
    bootBanners(
      page(),
      document,
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
      target,
    );
    await expect(target.__BOOT_BANNERS__?.reply).rejects.toThrow('network down');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(slot.querySelector('img')).toBeNull();
    expect(slot.hidden).toBe(true);
  });

  it('on a phone draws the picture remembered from the last visit at once, and the reply’s first banner in its place', async () => {
    const slot = shell();
    let answer: (response: Response) => void = () => undefined;
    const fetchImpl = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const target = {} as Window;
    bootBanners(page({ lastBanner: '/banners/1.svg' }), document, fetchImpl, target);
    // Before any reply: the remembered picture is already there.
    expect(slot.hidden).toBe(false);
    expect(slot.querySelector('img')?.getAttribute('src')).toBe('/banners/1.svg');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    answer(reply({ status: true, data: [{ link: '', picture: '/banners/2.svg' }] }));
    await vi.waitFor(() =>
      expect(slot.querySelector('img')?.getAttribute('src')).toBe('/banners/2.svg'),
    );
    expect(slot.querySelectorAll('img')).toHaveLength(1);
  });

  it('draws the remembered picture for a member arriving with an entry token, with no call before the login', () => {
    for (const arriving of [
      page({
        lastBanner: '/banners/1.svg',
        cookie: '',
        href: 'https://book.example/one-all-sport?userToken=t1',
      }),
      page({
        lastBanner: '/banners/1.svg',
        cookie: '',
        storage: storage({ [BOOT_ENTRY_TOKEN_KEY]: 't1' }),
      }),
    ]) {
      const slot = shell();
      const fetchImpl = vi.fn();
      const target = {} as Window;
      bootBanners(arriving, document, fetchImpl, target);
      expect(slot.querySelector('img')?.getAttribute('src')).toBe('/banners/1.svg');
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(target.__BOOT_BANNERS__).toBeUndefined();
    }
  });

  it('draws no remembered picture on a desktop, for a visitor without a session or entry token, on /machines, or of another scheme', () => {
    const slot = shell();
    const pending = () => new Promise<Response>(() => undefined);
    bootBanners(
      page({ lastBanner: '/banners/1.svg', userAgent: DESKTOP, width: 1440 }),
      document,
      vi.fn(pending),
      {} as Window,
    );
    bootBanners(
      page({ lastBanner: '/banners/1.svg', cookie: '' }),
      document,
      vi.fn(pending),
      {} as Window,
    );
    bootBanners(
      page({ lastBanner: '/banners/1.svg', href: 'https://book.example/machines?userToken=t1' }),
      document,
      vi.fn(pending),
      {} as Window,
    );
    for (const unsafe of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      'data:image/svg+xml,<svg/>',
      '',
    ])
      bootBanners(page({ lastBanner: unsafe }), document, vi.fn(pending), {} as Window);
    expect(slot.querySelector('img')).toBeNull();
    expect(slot.hidden).toBe(true);
  });

  it('draws the remembered picture at once but calls only once the deferred runtime settings ran, on the API they name', () => {
    const slot = shell();
    const settingsScript = document.createElement('script');
    settingsScript.setAttribute('src', BOOT_SETTINGS_PATH);
    document.head.append(settingsScript);
    const win: Pick<Window, '__APP_CONFIG__'> = {};
    const fetchImpl = vi.fn(() => new Promise<Response>(() => undefined));
    const target = {} as Window;
    bootBanners(
      page({ config: undefined, lastBanner: '/banners/1.svg' }),
      document,
      fetchImpl,
      target,
      whenSettingsRan(win, document),
    );
    // Painted before the settings: the picture is there, no call yet (its API is not known).
    expect(slot.querySelector('img')?.getAttribute('src')).toBe('/banners/1.svg');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(target.__BOOT_BANNERS__).toBeUndefined();
    win.__APP_CONFIG__ = { apiBase: 'https://api.example' };
    settingsScript.dispatchEvent(new Event('load'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]).toEqual([
      'https://api.example/api/member/banner',
      expect.anything(),
    ]);
    expect(target.__BOOT_BANNERS__).toMatchObject({
      url: 'https://api.example/api/member/banner',
    });
    // Its load event fires once: no second call.
    settingsScript.dispatchEvent(new Event('load'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    settingsScript.remove();
  });

  it('reads settings already there at once, and a settings script that failed or is missing as this origin', () => {
    const used: unknown[] = [];
    whenSettingsRan({ __APP_CONFIG__: { apiBase: '' } }, document)((config) => used.push(config));
    expect(used).toEqual([{ apiBase: '' }]);
    whenSettingsRan({}, document)((config) => used.push(config));
    expect(used).toEqual([{ apiBase: '' }, undefined]);
    const settingsScript = document.createElement('script');
    settingsScript.setAttribute('src', BOOT_SETTINGS_PATH);
    document.head.append(settingsScript);
    whenSettingsRan({}, document)((config) => used.push(config));
    expect(used).toHaveLength(2);
    settingsScript.dispatchEvent(new Event('error'));
    expect(used).toEqual([{ apiBase: '' }, undefined, undefined]);
    settingsScript.remove();
  });

  it('waits for a settings script the parser has not reached yet (it comes after the boot script)', () => {
    // The document as the boot script sees it: still being parsed, the settings script not yet in it.
    const parsing = {
      querySelector: (selector: string) => document.querySelector(selector),
      addEventListener: document.addEventListener.bind(document),
      removeEventListener: document.removeEventListener.bind(document),
      readyState: 'loading' as DocumentReadyState,
    };
    const win: { __APP_CONFIG__?: unknown } = {};
    const used: unknown[] = [];
    whenSettingsRan(win, parsing)((config) => used.push(config));
    const other = document.createElement('script');
    other.setAttribute('src', '/assets/other.js');
    document.body.append(other);
    other.dispatchEvent(new Event('load'));
    expect(used).toEqual([]);
    const settingsScript = document.createElement('script');
    settingsScript.setAttribute('src', BOOT_SETTINGS_PATH);
    document.body.append(settingsScript);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(used).toEqual([]);
    win.__APP_CONFIG__ = { apiBase: 'https://api.example' };
    settingsScript.dispatchEvent(new Event('load'));
    expect(used).toEqual([{ apiBase: 'https://api.example' }]);
    // Once only.
    settingsScript.dispatchEvent(new Event('error'));
    expect(used).toHaveLength(1);
    settingsScript.remove();
    other.remove();

    // A page with no settings script at all: this origin, once the document is parsed.
    whenSettingsRan({}, parsing)((config) => used.push(config));
    expect(used).toHaveLength(1);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(used).toEqual([{ apiBase: 'https://api.example' }, undefined]);
  });

  it('makes no call at all while an entry token waits to log in', () => {
    const fetchImpl = vi.fn();
    const target = {} as Window;
    bootBanners(
      page({ href: 'https://book.example/one-all-sport?userToken=t1' }),
      document,
      fetchImpl,
      target,
    );
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(target.__BOOT_BANNERS__).toBeUndefined();
  });
});

describe('withBootBanners (the app taking the boot reply over)', () => {
  const handoff = (reply: Promise<Response>): { __BOOT_BANNERS__?: BootBanners } => ({
    __BOOT_BANNERS__: { url: '/api/member/banner', token: 'abc', reply },
  });

  it('answers the same call (URL and token) with the boot reply, once; then calls for real', async () => {
    const bootReply = Promise.resolve(new Response('{"data":[]}'));
    const source = handoff(bootReply);
    const real = vi.fn(async () => new Response('{}'));
    const fetchOnce = withBootBanners(real, source);
    const init = { headers: { Authorization: 'Bearer abc' } };
    expect(fetchOnce('/api/member/banner', init)).toBe(bootReply);
    expect(real).not.toHaveBeenCalled();
    await fetchOnce('/api/member/banner', init);
    expect(real).toHaveBeenCalledTimes(1);
  });

  it('calls for real when the token or the URL differ (a new login, another call)', async () => {
    const real = vi.fn(async () => new Response('{}'));
    await withBootBanners(real, handoff(Promise.resolve(new Response('{}'))))(
      '/api/member/banner',
      { headers: { Authorization: 'Bearer other' } },
    );
    await withBootBanners(real, handoff(Promise.resolve(new Response('{}'))))(
      '/api/member/balance',
      { headers: { Authorization: 'Bearer abc' } },
    );
    expect(real).toHaveBeenCalledTimes(2);
  });
});
