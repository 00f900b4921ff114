// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { defaultEarlyDate, earlyDateParam } from '@contract/bangkok';
import { fetchOddsList, oddsListUrl } from '@workers/odds/api';
import { oddsTypeFor } from '@contract/odds';
import type { FetchLike, OddsRequest } from '@workers/odds/api';

const request = (overrides: Partial<OddsRequest> = {}): OddsRequest => ({
  kind: 'live',
  betType: 'sc',
  sportTypeId: 1,
  oddsType: 'MY',
  sortTime: 'all',
  earlyDate: '22/11/2026',
  changeId: null,
  ...overrides,
});

describe('odds list URLs', () => {
  it('live full load', () => {
    expect(oddsListUrl('', request())).toBe(
      '/api/member/event/sc/nokey/get-live-odds?sport_type_id=1&odds_type=MY&nav=side-menu&sortTime=all',
    );
  });

  it('live incremental load sends change_id to the _nonfullload call', () => {
    expect(oddsListUrl('', request({ changeId: 1042 }))).toBe(
      '/api/member/event/sc/nokey/get-live-odds_nonfullload?sport_type_id=1&odds_type=MY&nav=side-menu&change_id=1042&sortTime=all',
    );
  });

  it('non-live full and incremental loads, with the match-time filter', () => {
    expect(oddsListUrl('', request({ kind: 'nonlive', oddsType: 'HK', sortTime: 'before' }))).toBe(
      '/api/member/event/sc/nokey/get-nonlive-odds?sport_type_id=1&odds_type=HK&nav=side-menu&sortTime=before',
    );
    expect(oddsListUrl('', request({ kind: 'nonlive', changeId: 7, sortTime: 'after' }))).toBe(
      '/api/member/event/sc/nokey/get-nonlive-odds_nonfullload?sport_type_id=1&odds_type=MY&nav=side-menu&change_id=7&sortTime=after',
    );
  });

  it('step and mix lists ask for EU odds', () => {
    expect(oddsListUrl('', request({ betType: 'step' }))).toBe(
      '/api/member/event/step/nokey/get-live-odds?sport_type_id=1&odds_type=EU&nav=side-menu&sortTime=all',
    );
    expect(oddsListUrl('', request({ kind: 'nonlive', betType: 'mix', changeId: 3 }))).toBe(
      '/api/member/event/mix/nokey/get-nonlive-odds_nonfullload?sport_type_id=1&odds_type=EU&nav=side-menu&change_id=3&sortTime=all',
    );
  });

  it('Muay Thai asks for EU odds', () => {
    expect(oddsTypeFor('sc', 44, 'MY')).toBe('EU');
    expect(oddsTypeFor('sc', 1, 'HK')).toBe('HK');
    expect(oddsListUrl('', request({ sportTypeId: 44 }))).toContain(
      'sport_type_id=44&odds_type=EU',
    );
  });

  it('early: date, nav and sortTime=all, never incremental', () => {
    expect(
      oddsListUrl(
        '',
        request({ kind: 'early', earlyDate: '22/11/2026', changeId: 9, sortTime: 'after' }),
      ),
    ).toBe(
      '/api/member/event/sc/nokey/early?sport_type_id=1&odds_type=MY&date=22%2F11%2F2026&nav=side-menu&sortTime=all',
    );
    expect(oddsListUrl('', request({ kind: 'early', earlyDate: 'Allearly' }))).toContain(
      'date=Allearly',
    );
  });

  it('prefixes another API origin when one is set', () => {
    expect(oddsListUrl('https://member.example/', request())).toMatch(
      /^https:\/\/member\.example\/api\/member\/event\/sc\/nokey\/get-live-odds\?/,
    );
  });

  it('early dates in Bangkok time: tomorrow by default', () => {
    // 2026-11-21 18:30 UTC is already 22 November in Bangkok.
    const evening = Date.UTC(2026, 10, 21, 18, 30);
    expect(earlyDateParam(evening)).toBe('22/11/2026');
    expect(defaultEarlyDate(evening)).toBe('23/11/2026');
  });
});

describe('fetchOddsList', () => {
  function fakeFetch(
    answer: () => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>,
  ) {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const fetchFn: FetchLike = async (url, init) => {
      calls.push({ url, headers: init.headers });
      return answer();
    };
    return { calls, fetchFn };
  }

  it('sends the session token as bearer token with a JSON content type, and returns the body', async () => {
    const { calls, fetchFn } = fakeFetch(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ state: true, data: [] }),
    }));
    const body = await fetchOddsList(fetchFn, { apiBase: '', token: 'tok-1' }, request());
    expect(body).toEqual({ state: true, data: [] });
    expect(calls[0]?.headers).toEqual({
      Authorization: 'Bearer tok-1',
      'Content-Type': 'application/json',
    });
  });

  it('answers a network failure, an error status or a body that is not JSON as a failed odds reply', async () => {
    const network = fakeFetch(() => Promise.reject(new Error('offline')));
    expect(await fetchOddsList(network.fetchFn, { apiBase: '', token: 't' }, request())).toEqual({
      state: false,
      message: 'error',
      data: [],
    });
    const unauthorised = fakeFetch(async () => ({
      ok: false,
      status: 401,
      json: async () => ({ status: false }),
    }));
    expect(
      await fetchOddsList(unauthorised.fetchFn, { apiBase: '', token: 't' }, request()),
    ).toEqual({ state: false, message: 'error', data: [], status: 401 });
    const notJson = fakeFetch(async () => ({
      ok: true,
      status: 200,
      json: () => Promise.reject(new SyntaxError('bad')),
    }));
    expect(
      await fetchOddsList(notJson.fetchFn, { apiBase: '', token: 't' }, request()),
    ).toMatchObject({ state: false, message: 'error' });
  });
});
