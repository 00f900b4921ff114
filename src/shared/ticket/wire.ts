import type {
  ConfirmOutcome,
  PickError,
  PickOption,
  TicketMarketType,
  TicketOddsType,
  TicketPick,
} from '@machines/ticketTypes';
import type { ApiResult } from '../api/client';
import { isRecord, readNumber, readText } from '../api/read';

// The ticket replies of member-api.md ("Ticket", "Placing a bet", "Member history"), read
// defensively: a field of the wrong type becomes its empty value, never a crash later.

const MARKET_TYPES: readonly TicketMarketType[] = [
  'Handicap',
  'OverUnder',
  '1x2',
  'OE',
  'FH_Handicap',
  'FH_OverUnder',
  'FH_1x2',
];
const OPTIONS: readonly PickOption[] = ['h', 'a', 'x'];
const ODDS_TYPES: readonly TicketOddsType[] = ['MY', 'HK', 'EU'];

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

/** Where the pick sits in the table: the ticket endpoint does not echo it. */
export interface PickPlace {
  sortRowNo: number;
  /** The price the member clicked (issue 31: marked on the pick's price line). */
  clickedPrice?: number;
}

/** The ticket endpoint's pick, or null when it is closed (data null) or unreadable. */
export function parseTicketPick(data: unknown, place: PickPlace): TicketPick | null {
  if (!isRecord(data)) return null;
  const marketType = oneOf(MARKET_TYPES, data.market_type);
  const option = oneOf(OPTIONS, data.option);
  if (marketType === null || option === null) return null;
  const price = readNumber(data.price);
  return {
    sortRowNo: place.sortRowNo,
    ...(place.clickedPrice === undefined ? {} : { clicked_price: place.clickedPrice }),
    league_name_en: readText(data.league_name_en),
    league_name_th: readText(data.league_name_th),
    market_type: marketType,
    in_who: readText(data.in_who),
    point: readNumber(data.point),
    event_id: readNumber(data.event_id),
    id: readNumber(data.id),
    odd_id: readNumber(data.odd_id),
    option,
    price,
    price_before: data.price_before === undefined ? price : readNumber(data.price_before),
    bet_choice: readText(data.bet_choice),
    h_score: readText(data.h_score),
    a_score: readText(data.a_score),
    is_live: readNumber(data.is_live) === 1 ? 1 : 0,
    min_bet: readNumber(data.min_bet),
    max_bet: readNumber(data.max_bet),
    max_pay_bill_sport: readNumber(data.max_pay_bill_sport),
    home_en: readText(data.home_en),
    home_th: readText(data.home_th),
    away_en: readText(data.away_en),
    away_th: readText(data.away_th),
    sport_type_id: readNumber(data.sport_type_id),
    odds_type: oneOf(ODDS_TYPES, data.odds_type) ?? 'MY',
  };
}

export function parsePickError(value: unknown): PickError | null {
  if (!isRecord(value)) return null;
  const oddId = readNumber(value.odd_id);
  if (value.type_error === 'price')
    return {
      odd_id: oddId,
      type_error: 'price',
      price_old: readNumber(value.price_old),
      price_new: readNumber(value.price_new),
    };
  if (value.type_error === 'point')
    return { odd_id: oddId, type_error: 'point', point_new: readNumber(value.point_new) };
  return null;
}

/** Spec section 8: the text of a failure that carries neither price nor point errors. */
function refusalText(result: ApiResult<unknown>): string {
  if (result.message !== '') return result.message;
  const first = result.errors?.[0];
  return isRecord(first) ? readText(first.type_error) : '';
}

/** How long Place waits after a 429 that names no Retry-After. */
export const THROTTLE_FALLBACK_S = 30;

/**
 * A confirm reply as the place-bet machine sees it. No answer at all (network) and 5xx are
 * 'unreachable': the bet may or may not have been placed, so the retry must reuse the key.
 */
export function confirmOutcomeOf(result: ApiResult<unknown>): ConfirmOutcome {
  // Too many confirms: the request was refused before it was read; Place waits the reply's time.
  if (result.status === 429)
    return { kind: 'throttled', retryAfterS: result.retryAfterS ?? THROTTLE_FALLBACK_S };
  if (result.status >= 500) return { kind: 'unreachable', message: result.message };
  if (result.ok) {
    const data = isRecord(result.data) ? result.data : {};
    return {
      kind: 'placed',
      ticketId: readNumber(data.ticket_id),
      balance: typeof data.balance === 'number' ? data.balance : null,
    };
  }
  const errors = (result.errors ?? [])
    .map(parsePickError)
    .filter((error): error is PickError => error !== null);
  if (errors.length > 0) return { kind: 'pickErrors', errors };
  return { kind: 'refused', message: refusalText(result) };
}

export interface MyBetChoice {
  bet_choice: string;
  /** The choice in Thai, as the operator words it. */
  bet_choice_lang: string;
  market_type: string;
  point: number;
  price: number;
  option: string;
  home_en: string;
  home_th: string;
  away_en: string;
  away_th: string;
  league_en: string;
  league_th: string;
  /** The score when the bet was placed ('' before kickoff). */
  h_score: string;
  a_score: string;
}

export interface MyBetTicket {
  id: number;
  trans_time: string;
  action_type: string;
  odds: number;
  stake: number;
  ticket_status: string;
  choice: MyBetChoice[];
  /** Settled tickets only: what the ticket won (positive) or lost (negative). */
  winlose_amount?: number;
  /** The address the bet was placed from (spec section 3: shown for open bets on desktop). */
  ip?: string;
}

export interface MyBetPage {
  tickets: MyBetTicket[];
  total: number;
  lastPage: number;
}

function parseChoice(value: unknown): MyBetChoice | null {
  if (!isRecord(value)) return null;
  const tournament = isRecord(value.tournament) ? value.tournament : {};
  return {
    bet_choice: readText(value.bet_choice),
    bet_choice_lang: readText(value.bet_choice_lang),
    market_type: readText(value.market_type),
    point: readNumber(value.point),
    price: readNumber(value.price),
    option: readText(value.option),
    home_en: readText(value.home_en),
    home_th: readText(value.home_th),
    away_en: readText(value.away_en),
    away_th: readText(value.away_th),
    league_en: readText(tournament.name_en),
    league_th: readText(tournament.name_th),
    h_score: readText(value.h_score),
    a_score: readText(value.a_score),
  };
}

function parseMyBet(value: unknown): MyBetTicket | null {
  if (!isRecord(value)) return null;
  const choices = Array.isArray(value.choice) ? value.choice : [];
  return {
    id: readNumber(value.id),
    trans_time: readText(value.trans_time),
    action_type: readText(value.action_type),
    odds: readNumber(value.odds),
    stake: readNumber(value.stake),
    ticket_status: readText(value.ticket_status),
    ...(value.winlose_amount === null || value.winlose_amount === undefined
      ? {}
      : { winlose_amount: readNumber(value.winlose_amount) }),
    ...(typeof value.ip === 'string' && value.ip !== '' ? { ip: value.ip } : {}),
    choice: choices.map(parseChoice).filter((choice): choice is MyBetChoice => choice !== null),
  };
}

/** `data.ticket.data[]` and `data.ticket.meta` of the running/settled lists. */
export function parseMyBetPage(data: unknown): MyBetPage | undefined {
  if (!isRecord(data) || !isRecord(data.ticket)) return undefined;
  const rows = Array.isArray(data.ticket.data) ? data.ticket.data : [];
  const meta = isRecord(data.ticket.meta) ? data.ticket.meta : {};
  const tickets = rows.map(parseMyBet).filter((ticket): ticket is MyBetTicket => ticket !== null);
  return {
    tickets,
    total: readNumber(meta.total) || tickets.length,
    lastPage: Math.max(1, readNumber(meta.last_page)),
  };
}
