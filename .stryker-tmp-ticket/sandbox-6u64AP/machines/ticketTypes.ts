// @ts-nocheck
// Domain shapes of the bet ticket (its wire shapes: contract/ticket.ts and contract/confirm.ts).
// The API layer in src/ parses wire replies into these; machines never see JSON.

// The wire vocabulary and the confirm body's shape live in contract/ (one home for the worker, the
// UI, the machines and the simulator), under the contract's own names.
import type { PickError } from '@contract/confirm';
import type { ReadTicketPick } from '@contract/ticket';
import type { CallOutcome } from './memberTypes';
import type { BetType, OddsType } from '@contract/wire';
import type { MarketType, PriceOption } from '@contract/oddsList';

// Kept while the ticket actor's hook (src/features/ticket/useTicketActor.ts) reads it from here.

/** What a click on a price asks the ticket endpoint about (its pick fields: contract/ticket.ts). */
export interface PickRequest {
  betType: BetType;
  eventId: number;
  sortRowNo: number;
  marketType: MarketType;
  option: PriceOption;
  inWho: string;
  point: number;
  id: number;
  oddId: number;
  /** The price the member saw; the endpoint echoes it back as price_before. */
  odd: number;
  sportTypeId: number;
  oddsType: OddsType;
  leagueNameEn: string;
  leagueNameTh: string;
  /** A pick asked for again (a reload): the price first clicked, kept for its price line. */
  clickedPrice?: number;
}

/** One pick on the ticket: the endpoint's reply (contract/ticket.ts) plus where it sits in the table. */
export interface TicketPick extends ReadTicketPick {
  /** The row of the price in the table (the endpoint does not echo it); an event sits in one tournament. */
  sortRowNo: number;
  /** The line before the market moved it: shown struck through beside the new one. */
  point_before?: number;
  /** The ticket endpoint answered nothing for it on a re-read: the market closed. */
  closed?: boolean;
  /** The price the member clicked: marked on the pick's price line. */
  clicked_price?: number;
}

/** One pick's re-read through the ticket endpoint: the pick now, null when its market closed. */
export interface FollowedPick {
  key: string;
  outcome: CallOutcome<TicketPick | null>;
}

export type BannerKind = 'price' | 'point';

/** How a confirm ended, as the place-bet machine branches on it. */
export type ConfirmOutcome =
  /**
   * `replayed`: the server answered from the bet it had stored under the Idempotency-Key (the
   * reply's Idempotent-Replayed header, contract/confirm.ts): placed by an earlier request, not now.
   */
  | { kind: 'placed'; ticketId: number; balance: number | null; replayed: boolean }
  | { kind: 'pickErrors'; errors: PickError[] }
  /** A business refusal with a text to show (insufficient balance, closed pick ...). */
  | { kind: 'refused'; message: string }
  /** Too many confirms (429): nothing placed; Place waits `retryAfterS` (the reply's Retry-After). */
  | { kind: 'throttled'; retryAfterS: number }
  /** Network failure or 5xx: nothing is known to be placed; a retry reuses the same key. */
  | { kind: 'unreachable'; message: string };

/** The member's choice for when odds move between the pick and the confirm. */
export const ODDS_CHANGE_POLICIES = ['ask', 'higher', 'any'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];
