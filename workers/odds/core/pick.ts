// The query of a ticket pick (product-spec section 7, GET /api/member/event/{betTicketType}/ticket)
// for one price of one event: what the UI sends when a member clicks a price.
import { priceOf } from './priceRow';
import type { LiveType, MarketType, OddsEvent, OddsType, PriceOption } from './wire';

export interface TicketPickQuery {
  lang: 'th';
  league_name_en: string;
  league_name_th: string;
  market_type: MarketType;
  in_who: string;
  point: number;
  event_id: number;
  id: number;
  odd_id: number;
  option: PriceOption;
  /** The price the member saw; the server answers the current one and echoes this as price_before. */
  odd: number;
  sport_type_id: number;
  odds_type: OddsType;
  betTicketType: LiveType;
}

/** Payloads always send the language th (product-spec section 1). */
const PAYLOAD_LANG = 'th';

/** The pick for a price, or null when the event no longer offers it (no entry, or no price). */
export function ticketPickQuery(
  event: OddsEvent,
  marketType: MarketType,
  sortRow: number,
  option: PriceOption,
  context: { oddsType: OddsType; betType: LiveType },
): TicketPickQuery | null {
  const entry = event.odds.find(
    (candidate) => candidate.market_type === marketType && candidate.sort_row === sortRow,
  );
  if (entry === undefined) return null;
  const price = priceOf(entry, option);
  if (price === undefined) return null;
  return {
    lang: PAYLOAD_LANG,
    league_name_en: event.tournament.name_en,
    league_name_th: event.tournament.name_th,
    market_type: marketType,
    in_who: entry.in_who,
    point: entry.point,
    event_id: event.event_id,
    id: entry.id,
    odd_id: entry.odds_id,
    option,
    odd: price,
    sport_type_id: event.sport_type_id,
    odds_type: context.oddsType,
    betTicketType: context.betType,
  };
}
