// The bet confirm on the wire (the member API's wire shape of placing a bet): the body a
// client sends, the body a server accepts, the pick errors of a refusal and the reply (the
// idempotency header is a wire word: wire.ts).
import { combinedOdds } from './money';
import type { BetType, Mainbet, MarketType, OddsType, PriceOption } from './wire';

export interface ConfirmItem {
  event_id: number;
  odd_id: number;
  option: PriceOption;
  point: number;
  price: number;
  choose: string;
  market_type: MarketType;
  in_who: string;
  h_score: string;
  a_score: string;
  is_live: number;
}

/** The body of POST /api/member/ticket/bet/confirm as the front end sends it. */
export interface ConfirmBody {
  lang: string;
  stake: number;
  action_type: BetType;
  sport_type: number;
  sport_id: number;
  select_table: string;
  device: string;
  ticket: { odds_type: OddsType; odds_total: number; item: ConfirmItem[] };
  mainbet: Mainbet;
}

/** What a server accepts: the fields the contract does not pin down stay loose (not re-checked). */
export interface ReceivedConfirmItem extends Omit<ConfirmItem, 'choose'> {
  choose?: unknown;
}
export interface ReceivedConfirmBody extends Omit<
  ConfirmBody,
  'sport_type' | 'select_table' | 'device' | 'ticket'
> {
  sport_type?: unknown;
  select_table?: unknown;
  device?: unknown;
  ticket: { odds_type: OddsType; odds_total: number; item: ReceivedConfirmItem[] };
}

/** "errors": entries with type_error 'price' (price_old, price_new) or 'point' (point_new). */
export type PickError =
  | { odd_id: number; type_error: 'price'; price_old: number; price_new: number }
  | { odd_id: number; type_error: 'point'; point_new: number };
export type PickErrorType = PickError['type_error'];
export const PICK_ERROR_TYPES: readonly PickErrorType[] = ['price', 'point'];

/** The `message` of a refusal that carries pick errors. */
export const ODDS_CHANGED_MESSAGE = 'odds changed';

/**
 * The reply header of a confirm answered from the bet stored under its Idempotency-Key (the same
 * member's key and body of a bet already placed): `Idempotent-Replayed: true`, as Stripe names it. The
 * body is the first answer, word for word; the header is what tells the caller that this request
 * placed nothing and the bet was placed by an earlier one. Absent on every other answer.
 */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** The same header as a Node server writes it and a browser's Headers read it (lower-cased). */
export const IDEMPOTENT_REPLAYED_FIELD = 'idempotent-replayed';

/** The reply of the confirm: placed, refused with pick errors, or another business failure. */
export type ConfirmReply =
  | { status: true; message: 'success'; data: { ticket_id: number; balance: number } }
  | { status: false; message: typeof ODDS_CHANGED_MESSAGE; errors: PickError[] }
  | { status: false; message: string; error: string };

/** `ticket.odds_total`: a single's own price; step/mix the combined odds of the picks. */
export function oddsTotal(mainbet: Mainbet, prices: readonly number[]): number {
  return mainbet === 1 ? (prices[0] ?? 0) : combinedOdds(prices);
}
