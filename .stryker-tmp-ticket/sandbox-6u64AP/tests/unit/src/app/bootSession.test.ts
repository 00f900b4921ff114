// @ts-nocheck
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BOOT_BALANCE_PATH,
  BOOT_FILTER_KEY,
  BOOT_LOGIN_PATH,
  BOOT_USER_PATH,
  bootOddsUrls,
  bootSession,
  loginToken,
  sessionExpected,
} from '@src/app/bootSession';
import type { BootSessionPage } from '@src/app/bootSession';
import type { SettingsWait } from '@src/app/bootBanner';
import type { BootCall, BootCallSink } from '@src/shared/bootCalls';
import { withBootCalls } from '@src/shared/bootCalls';
import { createApiClient } from '@src/shared/api/client';
import { createMemberApi } from '@src/shared/api/member';
import { parseStorageFilter, STORAGE_FILTER_KEY } from '@src/shared/storage/storageFilter';
import { listsForTab, oddsQueryFor } from '@src/features/odds-table/boardQuery';
import { oddsListUrl } from '@workers/odds/api';
import { EVENT_TAB_IDS, ODDS_TYPES, SORT_TIMES } from '@contract/wire';

const BASE = 'https://api.example';
const FILTER = null;

function page(over: Partial<BootSessionPage> = {}): BootSessionPage {
  return {
    href: 'https://bet.example/one-all-sport',
    cookie: '',
    storage: null,
    filter: FILTER,
    ...over,
  };
}

const waiting = (key: string, value: string) => ({
  getItem: (asked: string) => (asked === key ? value : null),
});

/** A fetch that notes each call and answers it from `answer` (JSON bodies). */
function notingFetch(answer: (url: string) => { status: number; body: unknown }) {
  const calls: { method: string; url: string; body: string | null; auth: string | null }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    calls.push({
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? init.body : null,
      auth: new Headers(init?.headers).get('Authorization'),
    });
    const { status, body } = answer(url);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };
  return { calls, fetchImpl };
}

const settled: SettingsWait = (then) => then({ apiBase: BASE });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the boot script’s first odds addresses', () => {
  it('are the board’s own first calls, whatever the saved filters hold', () => {
    const filterField = fc.oneof(
      fc.constantFrom<unknown>(...EVENT_TAB_IDS, ...ODDS_TYPES, ...SORT_TIMES, 44, 1, 7, 0, -1),
      fc.constantFrom<unknown>(1.5, '2', null, true, [], {}),
    );
    fc.assert(
      fc.property(
        fc.option(
          fc.record(
            {
              sortFilterEventId: filterField,
              selectCategoryId: filterField,
              sortCurrency: filterField,
              sortBeforeTime: filterField,
            },
            { requiredKeys: [] },
          ),
        ),
        fc.boolean(),
        (saved, garbled) => {
          const stored = saved === null ? null : garbled ? '{' : JSON.stringify(saved);
          const filter = parseStorageFilter(stored);
          const expected =
            filter.sortFilterEventId === 3
              ? []
              : listsForTab(filter.sortFilterEventId).map((kind) =>
                  oddsListUrl(BASE, { ...oddsQueryFor(filter, ''), kind, changeId: null }),
                );
          expect(bootOddsUrls(BASE, stored)).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('read the app’s own storage key and call paths', () => {
    expect(BOOT_FILTER_KEY).toBe(STORAGE_FILTER_KEY);
    const paths: string[] = [];
    const api = createMemberApi(
      createApiClient({
        baseUrl: '',
        readSessionToken: () => 't',
        fetch: ((url: string) => {
          paths.push(url);
          return Promise.resolve(new Response('{}'));
        }) as typeof fetch,
      }),
    );
    void api.login('x');
    void api.fetchUser();
    void api.fetchBalance();
    expect(paths).toEqual([BOOT_LOGIN_PATH, BOOT_USER_PATH, BOOT_BALANCE_PATH]);
  });
});

describe('the session the boot script starts', () => {
  it('expects a session only on the app’s page, with an entry token waiting or a session cookie', () => {
    expect(sessionExpected(page())).toBe(false);
    expect(sessionExpected(page({ cookie: 'token=' }))).toBe(false);
    expect(sessionExpected(page({ cookie: 'token=abc' }))).toBe(true);
    expect(sessionExpected(page({ storage: waiting('entryToken', 'e') }))).toBe(true);
    expect(
      sessionExpected(
        page({ cookie: 'token=abc', href: 'https://bet.example/one-all-sport/machines' }),
      ),
    ).toBe(false);
  });

  it('a returning member: the user, the balance and the first lists at once, with the cookie’s token', () => {
    const { calls, fetchImpl } = notingFetch(() => ({ status: 200, body: { status: true } }));
    const target: Pick<Window, '__BOOT_CALLS__' | '__BOOT_ODDS__'> = {};
    bootSession(page({ cookie: 'a=1; token=abc' }), fetchImpl, target, settled);
    expect(calls.map((call) => call.url)).toEqual([
      `${BASE}${BOOT_USER_PATH}`,
      `${BASE}${BOOT_BALANCE_PATH}`,
      ...bootOddsUrls(BASE, null),
    ]);
    expect(calls.every((call) => call.auth === 'Bearer abc' && call.method === 'GET')).toBe(true);
    expect(target.__BOOT_CALLS__).toHaveLength(2);
    expect(target.__BOOT_ODDS__).toHaveLength(2);
  });

  it('an entry token: the login first, then the rest with the token its reply gives', async () => {
    const { calls, fetchImpl } = notingFetch((url) =>
      url.endsWith(BOOT_LOGIN_PATH)
        ? { status: 200, body: { status: true, data: { token: 'fresh' } } }
        : { status: 200, body: { status: true, data: {} } },
    );
    const target: Pick<Window, '__BOOT_CALLS__' | '__BOOT_ODDS__'> = {};
    bootSession(page({ storage: waiting('entryToken', 'e1') }), fetchImpl, target, settled);
    expect(calls).toEqual([
      {
        method: 'POST',
        url: `${BASE}${BOOT_LOGIN_PATH}`,
        body: JSON.stringify({ userToken: 'e1', lang: '', page: '' }),
        auth: null,
      },
    ]);
    await flush();
    expect(calls.slice(1).map((call) => [call.url, call.auth])).toEqual([
      [`${BASE}${BOOT_USER_PATH}`, 'Bearer fresh'],
      [`${BASE}${BOOT_BALANCE_PATH}`, 'Bearer fresh'],
      ...bootOddsUrls(BASE, null).map((url) => [url, 'Bearer fresh']),
    ]);
  });

  it('a refused login (401, 429, status false) starts nothing more: the app reads it as ever', async () => {
    for (const answer of [
      { status: 401, body: { status: false, message: 'no' } },
      { status: 429, body: { status: false, message: 'slow down' } },
      { status: 200, body: { status: false, message: 'no' } },
      { status: 200, body: { status: true, data: { token: '' } } },
    ]) {
      const { calls, fetchImpl } = notingFetch(() => answer);
      const target: Pick<Window, '__BOOT_CALLS__' | '__BOOT_ODDS__'> = {};
      bootSession(page({ storage: waiting('entryToken', 'e1') }), fetchImpl, target, settled);
      await flush();
      expect(calls).toHaveLength(1);
      expect(target.__BOOT_ODDS__).toBeUndefined();
    }
  });

  it('asks nothing without a session, on the machines page, or with unreadable settings', () => {
    for (const [over, settings] of [
      [{}, settled],
      [{ cookie: 'token=abc', href: 'https://bet.example/machines' }, settled],
      [{ cookie: 'token=abc' }, ((then) => then({ apiBase: 'javascript:x' })) as SettingsWait],
    ] as const) {
      const { calls, fetchImpl } = notingFetch(() => ({ status: 200, body: {} }));
      bootSession(page(over), fetchImpl, {}, settings);
      expect(calls).toHaveLength(0);
    }
  });

  it('waits for the runtime settings before any call', () => {
    const { calls, fetchImpl } = notingFetch(() => ({ status: 200, body: {} }));
    let release: (config: unknown) => void = () => undefined;
    bootSession(page({ cookie: 'token=abc' }), fetchImpl, {}, (then) => {
      release = then;
    });
    expect(calls).toHaveLength(0);
    release({ apiBase: '' });
    expect(calls[0]?.url).toBe(BOOT_USER_PATH);
  });

  it('a list made after the odds worker started goes to the app’s hand-over', () => {
    const { fetchImpl } = notingFetch(() => ({ status: 200, body: {} }));
    const handed: BootCall[] = [];
    const sink: BootCallSink = { push: (...lists) => handed.push(...lists) };
    bootSession(page({ cookie: 'token=abc' }), fetchImpl, { __BOOT_ODDS__: sink }, settled);
    expect(handed.map((list) => list.url)).toEqual(bootOddsUrls(BASE, null));
  });

  it('reads a login reply’s token as the app does', () => {
    expect(loginToken({ status: true, data: { token: 't' } })).toBe('t');
    expect(loginToken({ data: { token: 't' } })).toBe('t');
    for (const body of [
      null,
      'x',
      { status: false, data: { token: 't' } },
      { state: false, data: { token: 't' } },
      { data: null },
      { data: { token: 5 } },
      { data: { token: '' } },
    ])
      expect(loginToken(body)).toBeNull();
  });
});

describe('the app takes the boot script’s session calls over', () => {
  it('the login, the user and the balance are the boot script’s replies, each once', async () => {
    const { calls, fetchImpl } = notingFetch((url) =>
      url.endsWith(BOOT_LOGIN_PATH)
        ? { status: 200, body: { status: true, data: { token: 'fresh' } } }
        : url.endsWith(BOOT_BALANCE_PATH)
          ? { status: 200, body: { status: true, data: { balance: 12 } } }
          : { status: 200, body: { status: true, data: {} } },
    );
    const target: Pick<Window, '__BOOT_CALLS__' | '__BOOT_ODDS__'> = {};
    bootSession(page({ storage: waiting('entryToken', 'e1') }), fetchImpl, target, settled);
    await flush();
    const booted = calls.length;
    let token: string | null = null;
    const api = createMemberApi(
      createApiClient({
        baseUrl: BASE,
        fetch: withBootCalls(fetchImpl, target),
        readSessionToken: () => token,
      }),
    );
    const login = await api.login('e1');
    expect(login.ok && login.data?.token).toBe('fresh');
    token = 'fresh';
    await api.fetchUser();
    await api.fetchBalance();
    // Nothing went to the network again.
    expect(calls).toHaveLength(booted);
    expect(target.__BOOT_CALLS__).toEqual([]);
    // A second balance call is the network's.
    await api.fetchBalance();
    expect(calls).toHaveLength(booted + 1);
  });
});
