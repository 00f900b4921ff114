// @ts-nocheck
// The member API's requests, after the path: each call's query (and the login's body) as the
// front end writes it and the simulator's routes read it. The odds lists' queries sit with their
// paths in oddsListQuery.ts, out of the first load. The queries are object types rather than
// interfaces: they go into an address as plain records of fields.
import type { MarketType, PriceOption } from './oddsList';
import type { OddsType, StatementDateText } from './wire';

/** Payloads send the language th, whatever the interface's language. */
export const PAYLOAD_LANG = 'th';
/** The body of POST login. */
export interface WireLoginBody {
  userToken: string;
  lang: string;
  page: string;
}

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
