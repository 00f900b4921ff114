// @ts-nocheck
// The bet confirm on the wire (the member API's wire shape of placing a bet): the body a
// client sends, the body a server accepts, the pick errors of a refusal and the reply (the
// idempotency header is a wire word: wire.ts).
import { combinedOdds } from './money';
import type { BetType, Mainbet, OddsType } from './wire';
import type { MarketType, PriceOption } from './oddsList';

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

// The replayed confirm's reply header lives with the call rules (contract/calls.ts): the page's API
// client reads it on every reply, and the client's first load should not carry the confirm's shapes.
export { IDEMPOTENT_REPLAYED_FIELD, IDEMPOTENT_REPLAYED_HEADER } from './calls';

/** The reply of the confirm: placed, refused with pick errors, or another business failure. */
export type ConfirmReply =
  | { status: true; message: 'success'; data: { ticket_id: number; balance: number } }
  | { status: false; message: typeof ODDS_CHANGED_MESSAGE; errors: PickError[] }
  | { status: false; message: string; error: string };

/** `ticket.odds_total`: a single's own price; step/mix the combined odds of the picks. */
export function oddsTotal(mainbet: Mainbet, prices: readonly number[]): number {
  return mainbet === 1 ? (prices[0] ?? 0) : combinedOdds(prices);
}
