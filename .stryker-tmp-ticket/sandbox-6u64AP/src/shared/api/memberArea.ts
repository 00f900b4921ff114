// @ts-nocheck
import type { StatementDay } from '@contract/history';
import type { MyBetPage } from '../ticket/wire';
import { readWithWire } from './wireLater';
import type { ApiClient, ApiResult } from './client';
import { isRecord, readList, readNumber, readText } from '@contract/read';
import { API_PATHS } from '@contract/paths';
import { PAYLOAD_LANG } from '@contract/queries';
import type { WireAnnouncesQuery, WireResultsQuery, WireSettledBetsQuery } from '@contract/queries';
import { parseBannerList } from './banners';
import type { BannerList } from './banners';

// The member API's member-history and content calls behind the popups:
// statement, settled tickets, results, banners, announcements and rules. Parsed defensively.

export interface ResultEvent {
  sportId: number;
  sport: string;
  leagueId: number;
  leagueTh: string;
  leagueEn: string;
  homeTh: string;
  homeEn: string;
  awayTh: string;
  awayEn: string;
  settleTime: string;
  firstHalfHome: string;
  firstHalfAway: string;
  fullTimeHome: string;
  fullTimeAway: string;
  status: string;
}

export interface Announcement {
  dateTime: string;
  contentTh: string;
  contentEn: string;
}

export interface AnnouncementPage {
  announcements: Announcement[];
  page: number;
  lastPage: number;
  total: number;
}

export interface SportRule {
  sportNameTh: string;
  detailTh: string;
}

export function parseStatement(data: unknown): StatementDay[] {
  return readList(data)
    .filter(isRecord)
    .map((row) => ({
      date: readText(row.date),
      stake: readNumber(row.stake),
      winloss: readNumber(row.winloss),
    }));
}

export function parseResults(data: unknown): ResultEvent[] {
  return readList(data)
    .filter(isRecord)
    .map((row) => ({
      sportId: readNumber(row.sport_id),
      sport: readText(row.sport),
      leagueId: readNumber(row.league_id),
      leagueTh: readText(row.league_name_th),
      leagueEn: readText(row.league_name_en),
      homeTh: readText(row.home_th),
      homeEn: readText(row.home_en),
      awayTh: readText(row.away_th),
      awayEn: readText(row.away_en),
      settleTime: readText(row.settle_time),
      // The wire spells these `socre` (see contract/history.ts).
      firstHalfHome: readText(row.first_half_h_socre),
      firstHalfAway: readText(row.first_half_a_socre),
      fullTimeHome: readText(row.full_time_h_socre),
      fullTimeAway: readText(row.full_time_a_socre),
      status: readText(row.status),
    }));
}

export function parseAnnouncementPage(body: Record<string, unknown>): AnnouncementPage {
  const announcements = readList(body.data)
    .filter(isRecord)
    .map((row) => ({
      dateTime: readText(row.date_time),
      contentTh: readText(row.content_th),
      contentEn: readText(row.content_en),
    }));
  const meta = isRecord(body.meta) ? body.meta : {};
  return {
    announcements,
    page: Math.max(1, readNumber(meta.current_page)),
    lastPage: Math.max(1, readNumber(meta.last_page)),
    total: readNumber(meta.total) || announcements.length,
  };
}

export function parseRules(data: unknown): SportRule[] {
  const inner = isRecord(data) ? data.data : undefined;
  return readList(inner)
    .filter(isRecord)
    .map((row) => ({
      sportNameTh: readText(row.sport_name_th),
      detailTh: readText(row.detail_th),
    }));
}

export interface MemberAreaApi {
  fetchStatement(dateText: string): Promise<ApiResult<StatementDay[]>>;
  fetchSettledBets(page: number, date: string): Promise<ApiResult<MyBetPage>>;
  fetchResults(date: string): Promise<ApiResult<ResultEvent[]>>;
  fetchBanners(): Promise<ApiResult<BannerList>>;
  fetchAnnouncements(page: number): Promise<ApiResult<AnnouncementPage>>;
  fetchRules(): Promise<ApiResult<SportRule[]>>;
}

/** A reply that says ok but carries nothing readable is a failure, not an empty list. */
function requireData<T>(result: ApiResult<T>, context: string): ApiResult<T> {
  if (!result.ok || result.data !== undefined) return result;
  return { ...result, ok: false, message: `${context}: the reply carries no readable data` };
}

export function createMemberAreaApi(client: ApiClient): MemberAreaApi {
  return {
    fetchStatement(dateText) {
      // The `+` of `this+week` is part of the wire value: it goes out as written, not escaped.
      return client.request({
        context: 'statement',
        path: `${API_PATHS.statement}?dateText=${dateText.replace(/[^a-z+]/g, '')}`,
        readData: (body) => parseStatement(body.data),
      });
    },
    async fetchSettledBets(page, date) {
      const result: ApiResult<MyBetPage> = await readWithWire(
        client,
        {
          context: 'settled bets',
          path: API_PATHS.settledBets,
          query: { page, date, lang: PAYLOAD_LANG } satisfies WireSettledBetsQuery,
        },
        (wire, data) => wire.parseMyBetPage(data),
      );
      return requireData(result, 'settled bets');
    },
    fetchResults(date) {
      return client.request({
        context: 'results',
        path: API_PATHS.results,
        query: { date } satisfies WireResultsQuery,
        readData: (body) => parseResults(body.data),
      });
    },
    fetchBanners() {
      return client.request({
        context: 'banner',
        path: API_PATHS.banner,
        readData: parseBannerList,
      });
    },
    fetchAnnouncements(page) {
      return client.request({
        context: 'announces',
        path: API_PATHS.announces,
        query: { page } satisfies WireAnnouncesQuery,
        readData: parseAnnouncementPage,
      });
    },
    fetchRules() {
      return client.request({
        context: 'rules',
        path: API_PATHS.rules,
        readData: (body) => parseRules(body.data),
      });
    },
  };
}
