// The member API's requests, after the path: each call's query (and the login's body) as the
// front end writes it and the simulator's routes read it, and the odds lists' settings: which of
// them the list calls send, so which make the lists start afresh when they change. The queries are
// object types rather than interfaces: they go into an address as plain records of fields.
import { oddsTypeFor } from './odds';
import type { MarketType, PriceOption } from './oddsList';
import type { BetType, OddsType, SortTime, StatementDateText } from './wire';

/** Payloads send the language th, whatever the interface's language. */
export const PAYLOAD_LANG = 'th';
/** The odds lists' `nav`: the lists are asked for from the side menu. */
export const NAV_SIDE_MENU = 'side-menu';
/** The early list is asked for with every kickoff time (`sortTime=all`), whatever the filter says. */
export const EARLY_SORT_TIME = 'all' satisfies SortTime;

/** The body of POST login. */
export interface WireLoginBody {
  userToken: string;
  lang: string;
  page: string;
}

/** A live or today list call's query (`change_id` on the `_nonfullload` calls only). */
export type WireOddsListQuery = {
  sport_type_id: number;
  odds_type: OddsType;
  nav?: string;
  sortTime: SortTime;
  change_id?: number;
};

/** The early list call's query: `date` is `dd/mm/yyyy` or `Allearly`. */
export type WireEarlyListQuery = Omit<WireOddsListQuery, 'change_id'> & {
  date?: string;
};

/** The ticket call's query: the pick as the member saw it (`odd` is the price clicked). */
export type WireTicketQuery = {
  lang: string;
  league_name_en: string;
  league_name_th: string;
  market_type: MarketType;
  in_who: string;
  point: number;
  event_id: number;
  id: number;
  odd_id: number;
  option: PriceOption;
  odd: number;
  sport_type_id: number;
  odds_type: OddsType;
  betTicketType: string;
};

/** What the ticket call cannot do without: a call missing one is refused (422). */
export const TICKET_QUERY_REQUIRED = ['market_type', 'event_id', 'odd_id', 'option'] as const;

/** The ticket query as a server receives it: the required fields, the rest when sent. */
export type ReceivedTicketQuery = Pick<WireTicketQuery, (typeof TICKET_QUERY_REQUIRED)[number]> &
  Partial<WireTicketQuery>;

/** The latest bets' query. */
export type WireLatestBetsQuery = {
  lang: string;
};

/** The statement's query. */
export type WireStatementQuery = {
  dateText: StatementDateText;
};

/** The running tickets' query: a page from 1. */
export type WireRunningBetsQuery = {
  page: number;
  lang: string;
};

/** The settled tickets' query: `date` is `YYYY-MM-DD` (Bangkok). */
export type WireSettledBetsQuery = WireRunningBetsQuery & {
  date?: string;
};

/** The results' query: `date` is `YYYY-MM-DD` (Bangkok; today when absent). */
export type WireResultsQuery = {
  date?: string;
};

/** The announcements' query: a page from 1. */
export type WireAnnouncesQuery = {
  page?: number;
};

/** The member's settings an odds list call is made of (the filter bar's, as the lists ask them). */
export interface OddsListSettings {
  sportTypeId: number;
  betType: BetType;
  /** The member's choice; the calls may ask for another (oddsTypeFor). */
  oddsType: OddsType;
  sortTime: SortTime;
  /** The early day: `dd/mm/yyyy`, `Allearly`, or '' for the default day. */
  earlyDate: string;
}

/**
 * The one "restart the lists" rule: the settings the server answers differently to, as one key.
 * Lists asked for under another key are other lists: they start afresh (held lists, change ids,
 * where prices have been). A setting the calls do not send keeps them: the odds type the member
 * chose while the calls ask for EU anyway (step, mix, Muay Thai), and every setting that only
 * narrows or lays out the lists held (leagues, search, table layout).
 */
export function oddsListsKey(settings: OddsListSettings): string {
  return [
    settings.sportTypeId,
    settings.betType,
    oddsTypeFor(settings.betType, settings.sportTypeId, settings.oddsType),
    settings.sortTime,
    settings.earlyDate,
  ].join('|');
}

/** Whether new settings make the lists start afresh (oddsListsKey differs). */
export function listsRestart(before: OddsListSettings, after: OddsListSettings): boolean {
  return oddsListsKey(before) !== oddsListsKey(after);
}
