// The member API's paths, written out by hand as the API names them: what the front end calls and
// the simulator serves. A path with a part that varies is its route filled in.
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  API_PREFIX,
  MEMBER_API_PREFIX,
  ODDS_LIST_ROUTE,
  TICKET_ROUTE,
  oddsListPath,
  ticketPath,
} from '@contract/paths';
import { ODDS_LIST_CALLS } from '@contract/oddsList';
import { BET_TYPES } from '@contract/wire';

describe('the fixed paths', () => {
  it.each([
    ['login', '/api/member/login'],
    ['user', '/api/member/user'],
    ['balance', '/api/member/balance'],
    ['sportMenu', '/api/member/event/sport/menu'],
    ['earlyList', '/api/member/event/sc/nokey/early'],
    ['latestBets', '/api/member/event/ticket/latest'],
    ['statement', '/api/member/event/ticket/statement'],
    ['settledBets', '/api/member/event/ticket/settled'],
    ['runningBets', '/api/member/event/ticket/running'],
    ['results', '/api/member/results'],
    ['betConfirm', '/api/member/ticket/bet/confirm'],
    ['banner', '/api/member/banner'],
    ['announces', '/api/member/announces'],
    ['rules', '/api/member/rules'],
    ['broadcastingAuth', '/api/broadcasting/auth'],
  ] as const)('%s: %s', (call, path) => {
    expect(API_PATHS[call]).toBe(path);
  });

  it('names no call twice, and no other', () => {
    const paths = Object.values(API_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(15);
  });

  it('every path is under /api/, every member call under /api/member/', () => {
    expect(API_PREFIX).toBe('/api/');
    expect(MEMBER_API_PREFIX).toBe('/api/member/');
    for (const path of Object.values(API_PATHS)) expect(path.startsWith(API_PREFIX)).toBe(true);
    const outside = Object.entries(API_PATHS).filter(
      ([, path]) => !path.startsWith(MEMBER_API_PREFIX),
    );
    expect(outside).toEqual([['broadcastingAuth', '/api/broadcasting/auth']]);
  });
});

describe('the paths with a part that varies', () => {
  it('are routes the simulator registers', () => {
    expect(ODDS_LIST_ROUTE).toBe('/api/member/event/:betType/nokey/:call');
    expect(TICKET_ROUTE).toBe('/api/member/event/:betType/ticket');
  });

  it.each([
    ['sc', 'get-live-odds', '/api/member/event/sc/nokey/get-live-odds'],
    ['sc', 'get-nonlive-odds', '/api/member/event/sc/nokey/get-nonlive-odds'],
    ['step', 'get-live-odds_nonfullload', '/api/member/event/step/nokey/get-live-odds_nonfullload'],
    [
      'mix',
      'get-nonlive-odds_nonfullload',
      '/api/member/event/mix/nokey/get-nonlive-odds_nonfullload',
    ],
  ] as const)('a %s list, %s: %s', (betType, call, path) => {
    expect(oddsListPath(betType, call)).toBe(path);
  });

  it.each([
    ['sc', '/api/member/event/sc/ticket'],
    ['step', '/api/member/event/step/ticket'],
    ['mix', '/api/member/event/mix/ticket'],
  ] as const)('the %s ticket: %s', (betType, path) => {
    expect(ticketPath(betType)).toBe(path);
  });

  it('every list path is its route with the bet type and the call in their places', () => {
    for (const betType of BET_TYPES)
      for (const call of ODDS_LIST_CALLS) {
        const [, before, after] = /^(.*):betType(.*):call$/.exec(ODDS_LIST_ROUTE)!;
        expect(oddsListPath(betType, call)).toBe(`${before}${betType}${after}${call}`);
      }
  });
});
