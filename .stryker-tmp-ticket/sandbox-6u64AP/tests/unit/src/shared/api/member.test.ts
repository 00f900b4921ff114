// @ts-nocheck
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@src/shared/api/client';
import {
  createMemberApi,
  parseRecentBets,
  parseSportMenu,
  parseUser,
} from '@src/shared/api/member';
import { toCallOutcome } from '@src/shared/api/outcome';

function apiAnswering(body: unknown, status = 200, token: string | null = 'session') {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  const api = createMemberApi(
    createApiClient({ baseUrl: '', fetch: fetchMock, readSessionToken: () => token }),
  );
  return { api, fetchMock };
}

describe('member API calls', () => {
  it('login posts {userToken, lang:"", page:""} and returns the session token', async () => {
    const { api, fetchMock } = apiAnswering(
      { status: true, message: 'success', data: { token: 'abc' } },
      200,
      null,
    );
    const result = await api.login('demo');
    expect(result).toMatchObject({ ok: true, data: { token: 'abc' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/member/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ userToken: 'demo', lang: '', page: '' });
  });

  it('login with an empty token makes no call', async () => {
    const { api, fetchMock } = apiAnswering({}, 200, null);
    expect((await api.login('')).ok).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a login reply without a token is a failure, not a session', async () => {
    const { api } = apiAnswering({ status: true, data: {} }, 200, null);
    expect((await api.login('demo')).ok).toBe(false);
  });

  it('reads the user and the balance', async () => {
    const user = apiAnswering({
      status: true,
      data: { id: 7, username: 'demo01', currency: 'THB', first_login: true },
    });
    expect((await user.api.fetchUser()).data).toEqual({
      id: 7,
      username: 'demo01',
      currency: 'THB',
      firstLogin: true,
    });
    const balance = apiAnswering({ status: true, data: { balance: 50000.0, currency: 'THB' } });
    expect((await balance.api.fetchBalance()).data).toBe(50000);
  });

  it('asks for the latest bets with lang=th', async () => {
    const { api, fetchMock } = apiAnswering({ status: true, data: [] });
    await api.fetchLatestBets();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/member/event/ticket/latest?lang=th');
  });

  it('a 401 becomes an unauthorized outcome for the machines', async () => {
    const { api } = apiAnswering(
      { status: false, message: 'expired', error: 'session expired' },
      401,
    );
    expect(toCallOutcome(await api.fetchUser())).toEqual({
      ok: false,
      unauthorized: true,
      message: 'session expired',
    });
  });
});

describe('wire parsing', () => {
  it('turns the menu object into sports with numeric counters, skipping junk', () => {
    const sports = parseSportMenu({
      menu: {
        '44': { type: 'Muay Thai', live: 2, non_live: 9, early: 14, step: 0, mix: 9 },
        '1': { type: 'Football', live: '12', non_live: 84, early: 310, step: 96, mix: null },
        abc: { type: 'Bad id' },
        '7': 'not an object',
      },
    });
    expect(sports).toEqual([
      { sportId: 1, name: 'Football', live: 12, nonLive: 84, early: 310, step: 96, mix: 0 },
      { sportId: 44, name: 'Muay Thai', live: 2, nonLive: 9, early: 14, step: 0, mix: 9 },
    ]);
    expect(parseSportMenu(null)).toEqual([]);
  });

  it('rejects a user without a username', () => {
    expect(parseUser({ id: 1 })).toBeNull();
  });

  it('reads recent bets, defaulting the currency to thb and dropping non-objects', () => {
    expect(
      parseRecentBets([
        { username: 'dem***01', name_th: 'ก', name_en: 'A', amount: 1500, option: 'h' },
        5,
      ]),
    ).toEqual([
      {
        username: 'dem***01',
        nameTh: 'ก',
        nameEn: 'A',
        currency: 'thb',
        amount: 1500,
        option: 'h',
      },
    ]);
    expect(parseRecentBets({ not: 'a list' })).toEqual([]);
  });
});
