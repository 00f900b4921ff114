// @ts-nocheck
import type { Market } from '../market/types';
import type { Db } from '../db/database';
import type { SimClock } from '../clock';
import type { Members, Member } from '../members/members';
import type { Ledger } from '../members/ledger';
import type { BetConfirmer } from '../bets/confirm';
import type { History } from '../bets/history';
import type { RecentBets } from '../feed/recentBets';
import type { Realtime } from '../realtime/pusherServer';
import type { Publisher } from '../realtime/publisher';
import type { EnvOptions } from '../config';
import type { LimitHooks } from './rateLimits';
import type { ListCache } from './listCache';

/** What every route module is given. */
export interface RouteContext {
  db: Db;
  market: Market;
  clock: SimClock;
  members: Members;
  ledger: Ledger;
  confirmer: BetConfirmer;
  history: History;
  recentBets: RecentBets;
  realtime: Realtime;
  /** Everything announced to sockets goes through the Pusher HTTP API (server/realtime/publisher.ts). */
  publisher: Publisher;
  options: EnvOptions;
  /** preHandlers that throttle login and bet confirm. */
  limits: LimitHooks;
  /** The odds lists, built once per market change (SIM_LIST_CACHE=0 turns it off). */
  listCache: ListCache;
  /** Brings the market up to the simulator clock: the ticker and a test hook that moved the clock.
   *  Reads never call it: they answer from the market as it stands, however many read. */
  syncMarket(): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The member of the bearer session; set by the session hook on `/api/member/*`. */
    member: Member | null;
  }
}

/** The session hook guarantees a member on every protected route; this narrows the type. */
export function memberOf(request: { member: Member | null }): Member {
  if (!request.member) throw new Error('route reached without a session');
  return request.member;
}
