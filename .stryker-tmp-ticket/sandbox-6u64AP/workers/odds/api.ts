// @ts-nocheck
// The member API's odds-list calls: exact paths and queries, bearer token, and a
// failure of any kind answered as the API's own failure reply, so the core reports 'error'.
// `fetch` is injected: the worker passes its global fetch, tests pass a fake.
import { oddsTypeFor } from '@contract/odds';
import { oddsListCall } from '@contract/oddsList';
import {
  EARLY_LIST_PATH,
  EARLY_SORT_TIME,
  NAV_SIDE_MENU,
  oddsListPath,
} from '@contract/oddsListQuery';
import type { WireEarlyListQuery, WireOddsListQuery } from '@contract/oddsListQuery';
import type { BetType, OddsType, SortTime } from '@contract/wire';
import type { ListKind } from '@contract/oddsList';

export interface OddsRequest {
  kind: ListKind;
  betType: BetType;
  sportTypeId: number;
  /** The member's currency choice (sortCurrency); the call may override it, see oddsTypeFor. */
  oddsType: OddsType;
  sortTime: SortTime;
  /** early only: 'dd/mm/yyyy' or 'Allearly'. */
  earlyDate: string;
  /** live/nonlive: the change_id of the last good reply, for an incremental (`_nonfullload`) call. */
  changeId: number | null;
}

export interface ResponseLike {
  ok: boolean;
  status: number;
  json(): Promise<unknown>;
}

export type FetchLike = (
  url: string,
  init: { method: 'GET'; headers: Record<string, string>; signal?: AbortSignal },
) => Promise<ResponseLike>;

export interface ApiConfig {
  /** Origin of the member API; '' calls `/api/...` on the app's own origin. */
  apiBase: string;
  /** Session token, sent as the bearer token. */
  token: string;
}

/** The early list is single-bet only, and has no incremental call. */
export function isIncremental(request: OddsRequest): boolean {
  return request.kind !== 'early' && request.changeId !== null;
}

function oddsPath(request: OddsRequest): string {
  if (request.kind === 'early') return EARLY_LIST_PATH;
  return oddsListPath(request.betType, oddsListCall(request.kind, isIncremental(request)));
}

/** The call's query, its fields in the order the API's odds-list call lists them. */
function oddsQuery(request: OddsRequest): WireOddsListQuery | WireEarlyListQuery {
  const oddsType = oddsTypeFor(
    request.kind === 'early' ? 'sc' : request.betType,
    request.sportTypeId,
    request.oddsType,
  );
  const base = { sport_type_id: request.sportTypeId, odds_type: oddsType };
  if (request.kind === 'early')
    return { ...base, date: request.earlyDate, nav: NAV_SIDE_MENU, sortTime: EARLY_SORT_TIME };
  return {
    ...base,
    nav: NAV_SIDE_MENU,
    // Not early: a change id held makes the call incremental (isIncremental).
    ...(request.changeId === null ? {} : { change_id: request.changeId }),
    sortTime: request.sortTime,
  };
}

function searchOf(query: WireOddsListQuery | WireEarlyListQuery): string {
  return new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  ).toString();
}

/** The full URL of an odds call, parameters in the order the API's odds-list call lists them. */
export function oddsListUrl(apiBase: string, request: OddsRequest): string {
  return `${apiBase.replace(/\/+$/, '')}${oddsPath(request)}?${searchOf(oddsQuery(request))}`;
}

export function authHeaders(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
}

/** The API's failure reply; `status` is the HTTP status when there was one (401: session gone). */
export interface OddsFailure {
  state: false;
  message: string;
  data: [];
  status?: number;
}

function failure(message: string, status?: number): OddsFailure {
  return status === undefined
    ? { state: false, message, data: [] }
    : { state: false, message, data: [], status };
}

/**
 * Calls the odds list and returns its JSON body, or a failure reply for a network error, a non-2xx
 * status, or a body that is not JSON. Never throws, except for an abort the caller asked for.
 */
export async function fetchOddsList(
  fetchFn: FetchLike,
  config: ApiConfig,
  request: OddsRequest,
  signal?: AbortSignal,
): Promise<unknown> {
  let response: ResponseLike;
  try {
    response = await fetchFn(oddsListUrl(config.apiBase, request), {
      method: 'GET',
      headers: authHeaders(config.token),
      signal,
    });
  } catch (error) {
    if (signal?.aborted === true) throw error;
    return failure('error');
  }
  if (!response.ok) return failure('error', response.status);
  try {
    return await response.json();
  } catch {
    return failure('error', response.status);
  }
}
