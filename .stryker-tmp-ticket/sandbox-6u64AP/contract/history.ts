// @ts-nocheck
// The member's history on the wire (the member API's wire shapes of the my-bet ticket, its
// choices, the statement's day rows and the result events): one shape each, written
// by the simulator and read by the front end.
/** The final scores of a choice's event; the wire spells `socre` (the API's own spelling). */
export interface ChoiceResults {
  first_half_h_socre: string;
  first_half_a_socre: string;
  full_time_h_socre: string;
  full_time_a_socre: string;
}

/** One pick of a my-bet ticket. */
export interface MyBetChoice {
  event_id: number;
  odd_id: number;
  bet_choice: string;
  /** The choice in Thai, as the operator words it. */
  bet_choice_lang: string;
  market_type: string;
  point: number;
  price: number;
  in_who: string;
  option: string;
  /** The score when the bet was placed ('' before kickoff). */
  h_score: string;
  a_score: string;
  is_live: number;
  home_th: string;
  home_en: string;
  away_th: string;
  away_en: string;
  tournament: { name_th: string; name_en: string };
  results: ChoiceResults;
  status: string;
}

/** The member API's `ticket_status` is one of these. */
export const TICKET_STATUSES = [
  'won',
  'lose',
  'haftlose',
  'halfwon',
  'draw',
  'running',
  'waiting',
  'waitingRejected',
  'reject',
  'cancel',
  'mcancel',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export interface MyBetTicket {
  id: number;
  trans_time: string;
  /** sc, step or mix (kept as text: an operator's unknown kind is shown, not dropped). */
  action_type: string;
  choice: MyBetChoice[];
  odds: number;
  odds_type: string;
  stake: number;
  /**
   * "winlose_amount (settled)": what a settled ticket won (positive) or lost
   * (negative), null while it runs. The simulator sent `number | null`, the front end read
   * `number | undefined`; the wire's "settled only" decides: null before settlement.
   */
  winlose_amount: number | null;
  ticket_status: string;
  /** The address the bet was placed from ("open bets, desktop"); '' when not sent. */
  ip: string;
}

export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** `data` of the running and settled lists: `ticket.data[]` and `ticket.meta`. */
export interface TicketPage {
  ticket: { data: MyBetTicket[]; meta: PageMeta };
}

/** `data[]` of the statement: one row per Bangkok day with settled bets, newest first. */
export interface StatementDay {
  date: string;
  stake: number;
  winloss: number;
}

export const RESULT_STATUSES = ['Completed', 'Running', 'Cancel'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** The league and team names a pick or a result carries. */
export interface MatchNames {
  league_name_en: string;
  league_name_th: string;
  home_en: string;
  home_th: string;
  away_en: string;
  away_th: string;
}

/** `data[]` of GET /api/member/results. */
export interface EventResult extends ChoiceResults, MatchNames {
  event_id: number;
  sport_id: number;
  sport: string;
  league_id: number;
  /** 'YYYY-MM-DD HH:mm:ss' Bangkok. */
  settle_time: string;
  status: ResultStatus;
}
