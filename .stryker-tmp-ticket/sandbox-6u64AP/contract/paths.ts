// @ts-nocheck
// The member API's paths: what the front end calls and the simulator serves, written once. A path
// with a part that varies is written as the route the simulator registers (`:name` marks the part)
// and the caller's path is that route filled in, so the two cannot drift apart. The odds lists'
// paths sit with their queries in oddsListQuery.ts: the first load reads this module, and only the
// odds engine and the simulator call the lists.
import type { BetType } from './wire';

/** Every path of the API starts here (a runtime setting may put another origin before it). */
export const API_PREFIX = '/api/';
/** The member's calls: each needs the session's bearer token, except the login. */
export const MEMBER_API_PREFIX = '/api/member/';

/** The fixed paths, one a call. */
export const API_PATHS = {
  login: '/api/member/login',
  user: '/api/member/user',
  balance: '/api/member/balance',
  sportMenu: '/api/member/event/sport/menu',
  latestBets: '/api/member/event/ticket/latest',
  statement: '/api/member/event/ticket/statement',
  settledBets: '/api/member/event/ticket/settled',
  runningBets: '/api/member/event/ticket/running',
  results: '/api/member/results',
  betConfirm: '/api/member/ticket/bet/confirm',
  banner: '/api/member/banner',
  announces: '/api/member/announces',
  rules: '/api/member/rules',
  /** Signs a private realtime channel's subscription. */
  broadcastingAuth: '/api/broadcasting/auth',
} as const;

/** One pick of a bet type (its query: contract/queries.ts). */
export const TICKET_ROUTE = '/api/member/event/:betType/ticket';

/** The path of the ticket call of a bet type. */
export function ticketPath(betType: BetType): string {
  return TICKET_ROUTE.replace(':betType', betType);
}
