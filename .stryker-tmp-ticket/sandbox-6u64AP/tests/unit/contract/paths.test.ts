// @ts-nocheck
// The member API's paths, written out by hand as the API names them: what the front end calls and
// the simulator serves. A path with a part that varies is its route filled in. (The odds lists'
// paths: oddsListQuery.test.ts.)
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  API_PREFIX,
  MEMBER_API_PREFIX,
  TICKET_ROUTE,
  ticketPath,
} from '@contract/paths';

describe('the fixed paths', () => {
  it.each([
    ['login', '/api/member/login'],
    ['user', '/api/member/user'],
    ['balance', '/api/member/balance'],
    ['sportMenu', '/api/member/event/sport/menu'],
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
    expect(paths).toHaveLength(14);
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

describe('the ticket path, by bet type', () => {
  it('is the route the simulator registers', () => {
    expect(TICKET_ROUTE).toBe('/api/member/event/:betType/ticket');
  });

  it.each([
    ['sc', '/api/member/event/sc/ticket'],
    ['step', '/api/member/event/step/ticket'],
    ['mix', '/api/member/event/mix/ticket'],
  ] as const)('the %s ticket: %s', (betType, path) => {
    expect(ticketPath(betType)).toBe(path);
  });
});
