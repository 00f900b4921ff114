// @ts-nocheck
import type { ConfirmBody } from '@contract/confirm';
import type { MemberUser, RecentBet, SportMenuEntry } from '@machines/memberTypes';
import type { ConfirmOutcome, PickRequest, TicketPick } from '@machines/ticketTypes';
import { IDEMPOTENCY_KEY_HEADER } from '@contract/wire';
import { API_PATHS, ticketPath } from '@contract/paths';
import { PAYLOAD_LANG } from '@contract/queries';
import type {
  WireLatestBetsQuery,
  WireLoginBody,
  WireRunningBetsQuery,
  WireTicketQuery,
} from '@contract/queries';
import type { WireLoginData } from '@contract/member';
import type { MyBetPage } from '../ticket/wire';
import type { ApiClient, ApiResult } from './client';
import { readWithWire } from './wireLater';
import { isRecord, readNumber, readText } from '@contract/read';

// Typed calls of the member API (session, sport menu, member history); their wire shapes are
// contract/'s. Wire data is parsed into domain shapes here, defensively: a field of the wrong type
// becomes its empty value instead of crashing a component later.

export function parseUser(data: unknown): MemberUser | null {
  if (!isRecord(data) || typeof data.username !== 'string') return null;
  return {
    id: readNumber(data.id),
    username: data.username,
    currency: readText(data.currency) || 'THB',
    firstLogin: data.first_login === true,
  };
}

export function parseBalance(data: unknown): number | null {
  if (!isRecord(data)) return null;
  const balance = Number(data.balance);
  return Number.isFinite(balance) ? balance : null;
}

/** Sports in the order of their ids, as the menu object lists them. */
export function parseSportMenu(data: unknown): SportMenuEntry[] {
  if (!isRecord(data) || !isRecord(data.menu)) return [];
  const sports: SportMenuEntry[] = [];
  for (const [id, item] of Object.entries(data.menu)) {
    const sportId = Number(id);
    if (!Number.isInteger(sportId) || !isRecord(item)) continue;
    sports.push({
      sportId,
      name: readText(item.type),
      live: readNumber(item.live),
      nonLive: readNumber(item.non_live),
      early: readNumber(item.early),
      step: readNumber(item.step),
      mix: readNumber(item.mix),
    });
  }
  return sports.sort((a, b) => a.sportId - b.sportId);
}

export function parseRecentBet(data: unknown): RecentBet | null {
  if (!isRecord(data)) return null;
  return {
    username: readText(data.username),
    nameTh: readText(data.name_th),
    nameEn: readText(data.name_en),
    currency: readText(data.currency) || 'thb',
    amount: readNumber(data.amount),
    option: readText(data.option),
  };
}

export function parseRecentBets(data: unknown): RecentBet[] {
  if (!Array.isArray(data)) return [];
  return data.map(parseRecentBet).filter((bet): bet is RecentBet => bet !== null);
}

export interface MemberApi {
  login(userToken: string): Promise<ApiResult<WireLoginData>>;
  fetchUser(): Promise<ApiResult<MemberUser>>;
  fetchBalance(): Promise<ApiResult<number>>;
  fetchSportMenu(): Promise<ApiResult<SportMenuEntry[]>>;
  fetchLatestBets(): Promise<ApiResult<RecentBet[]>>;
  /** The member API's ticket call: the pick, or data null when it is closed. */
  fetchTicketPick(request: PickRequest): Promise<ApiResult<TicketPick | null>>;
  /** The bet confirm (contract/confirm.ts); the key makes a retry of the same body safe. */
  confirmBet(body: ConfirmBody, idempotencyKey: string): Promise<ConfirmOutcome>;
  /** Open (running) tickets, one page. */
  fetchRunningBets(page: number): Promise<ApiResult<MyBetPage>>;
}

/** The query of the ticket endpoint: the pick fields (see contract/ticket.ts). */
export function ticketQuery(request: PickRequest): WireTicketQuery {
  return {
    lang: PAYLOAD_LANG,
    league_name_en: request.leagueNameEn,
    league_name_th: request.leagueNameTh,
    market_type: request.marketType,
    in_who: request.inWho,
    point: request.point,
    event_id: request.eventId,
    id: request.id,
    odd_id: request.oddId,
    option: request.option,
    odd: request.odd,
    sport_type_id: request.sportTypeId,
    odds_type: request.oddsType,
    betTicketType: request.betType,
  };
}

/** A reply that says ok but whose data cannot be read is a failure, not an empty success. */
function requireData<T>(result: ApiResult<T>, context: string): ApiResult<T> {
  if (!result.ok || result.data !== undefined) return result;
  return { ...result, ok: false, message: `${context}: the reply carries no readable data` };
}

function optional<T>(value: T | null): T | undefined {
  return value === null ? undefined : value;
}

export function createMemberApi(client: ApiClient): MemberApi {
  return {
    async login(userToken) {
      if (userToken === '') {
        // Login requires a non-empty token.
        return { ok: false, status: 401, message: 'userToken is required.' };
      }
      const result = await client.request<WireLoginData>({
        context: 'login',
        method: 'POST',
        path: API_PATHS.login,
        body: { userToken, lang: '', page: '' } satisfies WireLoginBody,
        withoutSession: true,
        readData: (body) => {
          const data = body.data;
          return isRecord(data) && typeof data.token === 'string' && data.token !== ''
            ? { token: data.token }
            : undefined;
        },
      });
      return requireData(result, 'login');
    },
    async fetchUser() {
      const result = await client.request<MemberUser>({
        context: 'user',
        path: API_PATHS.user,
        readData: (body) => optional(parseUser(body.data)),
      });
      return requireData(result, 'user');
    },
    async fetchBalance() {
      const result = await client.request<number>({
        context: 'balance',
        path: API_PATHS.balance,
        readData: (body) => optional(parseBalance(body.data)),
      });
      return requireData(result, 'balance');
    },
    fetchSportMenu() {
      return client.request<SportMenuEntry[]>({
        context: 'sport menu',
        path: API_PATHS.sportMenu,
        readData: (body) => parseSportMenu(body.data),
      });
    },
    fetchLatestBets() {
      return client.request<RecentBet[]>({
        context: 'latest bets',
        path: API_PATHS.latestBets,
        query: { lang: PAYLOAD_LANG } satisfies WireLatestBetsQuery,
        readData: (body) => parseRecentBets(body.data),
      });
    },
    async fetchTicketPick(request) {
      const result = await readWithWire(
        client,
        {
          context: 'ticket',
          path: ticketPath(request.betType),
          query: ticketQuery(request),
        },
        // data null means closed: a success with no pick, not an unreadable reply.
        (wire, data) =>
          wire.parseTicketPick(data, {
            sortRowNo: request.sortRowNo,
            clickedPrice: request.clickedPrice ?? request.odd,
          }),
      );
      return result.ok && result.data === undefined ? { ...result, data: null } : result;
    },
    async confirmBet(body, idempotencyKey) {
      const result = await readWithWire(
        client,
        {
          context: 'bet confirm',
          method: 'POST',
          path: API_PATHS.betConfirm,
          body,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        },
        (wire, _data, reply) => wire.confirmOutcomeOf(reply),
      );
      // The readers could not be loaded (a deploy removed them): whether it was placed is not
      // known, so the ticket keeps the key for a retry.
      return result.data ?? { kind: 'unreachable', message: result.message };
    },
    async fetchRunningBets(page) {
      const result = await readWithWire(
        client,
        {
          context: 'running bets',
          path: API_PATHS.runningBets,
          query: { page, lang: PAYLOAD_LANG } satisfies WireRunningBetsQuery,
        },
        (wire, data) => wire.parseMyBetPage(data),
      );
      return requireData(result, 'running bets');
    },
  };
}
