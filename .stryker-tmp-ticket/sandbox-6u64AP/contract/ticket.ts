// @ts-nocheck
// The one-pick ticket on the wire (the member API's wire shape of the ticket call's pick) and
// the defensive readers of the ticket and confirm replies: a field of the wrong type becomes its
// empty value, never a crash later. The front end loads the readers lazily (kept out of the first
// load: src/shared/api/wireLater.ts); the simulator writes the shape and its tests read it back.
import type { PickError } from './confirm';
import type { MatchNames } from './history';
import type { InWho, MarketType, PriceOption } from './oddsList';
import { isRecord, readNumber, readText } from './read';
import type { OddsType } from './wire';
import { ODDS_TYPES } from './wire';
import { MARKET_TYPES, PRICE_OPTIONS } from './oddsList';

/** The open pick as the market quotes it now (prices in the asked odds type, 1x2 always decimal). */
export interface PickQuote extends MatchNames {
  event_id: number;
  id: number;
  odd_id: number;
  sport_type_id: number;
  market_type: MarketType;
  option: PriceOption;
  in_who: InWho;
  point: number;
  price: number;
  /** Home | Away | Over | Under | Odd | Even | Draw */
  bet_choice: string;
  h_score: string;
  a_score: string;
  is_live: number;
  min_bet: number;
  max_bet: number;
  max_pay_bill_sport: number;
  real_kickoff_time: string;
}

/** `data` of an open ticket: the quote plus what the call echoes (`odd` comes back as price_before). */
export interface TicketPickData extends PickQuote {
  odd: number;
  price_before: number;
  odds_type: OddsType;
  betTicketType: string;
  lang: string;
}

/** What the front end keeps of an open ticket's `data`. */
export interface ReadTicketPick extends Omit<
  TicketPickData,
  'in_who' | 'real_kickoff_time' | 'odd' | 'betTicketType' | 'lang'
> {
  in_who: string;
}

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

/** The ticket endpoint's pick, or null when it is closed (data null) or unreadable. */
export function readTicketPick(data: unknown): ReadTicketPick | null {
  if (!isRecord(data)) return null;
  const marketType = oneOf(MARKET_TYPES, data.market_type);
  const option = oneOf(PRICE_OPTIONS, data.option);
  if (marketType === null || option === null) return null;
  const price = readNumber(data.price);
  return {
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

/** One entry of a refused bet confirm's `errors`, or null when unreadable. */
export function readPickError(value: unknown): PickError | null {
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
