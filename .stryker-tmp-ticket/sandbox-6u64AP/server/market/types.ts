// @ts-nocheck
// The boundary between the market simulation (server/market) and the HTTP layer (server/*).
// The market owns events, clocks, scores, prices and results; the HTTP layer owns members,
// sessions, tickets, the ledger and realtime. Prices here are always in the requested odds type.
import type { SettledOutcome } from '@contract/money';
import type { BetType, OddsType, SortTime } from '@contract/wire';
import type { EventResult } from '@contract/history';
import type { WireSportMenuItem } from '@contract/member';
import type { ListKind, OddsListReply, MarketType, PriceOption } from '@contract/oddsList';
import type { PickQuote } from '@contract/ticket';

export interface OddsListQuery {
  list: ListKind;
  betType: BetType; // sc | step | mix
  sportTypeId: number;
  oddsType: OddsType;
  sortTime: SortTime;
  /** early only: 'dd/mm/yyyy' or 'Allearly' */
  date?: string;
  /** present on _nonfullload calls */
  changeId?: number;
}

export interface PickQuery {
  eventId: number;
  oddId: number; // odds_id of the odds entry
  marketType: MarketType;
  option: PriceOption;
  betType: BetType;
  oddsType: OddsType;
}

/** How a settled choice ended: the contract's settled outcomes (contract/money.ts). */
export type ChoiceOutcome = SettledOutcome;

export interface Market {
  /** Advance the simulation to `nowMs` (wall clock; the market scales it by SIM_SPEED itself). */
  advance(nowMs: number): void;
  readonly changeId: number;
  oddsList(q: OddsListQuery): OddsListReply;
  /** Whether a `_nonfullload` call from `changeId` is answered as a delta (else it gets a full list). */
  answersDeltaFrom(changeId: number): boolean;
  menu(): Record<string, WireSportMenuItem>;
  /** The current state of one pick, or null when it is closed / unknown. */
  quote(q: PickQuery): PickQuote | null;
  /** Results written so far (finished events) for a Bangkok date 'YYYY-MM-DD', plus running ones. */
  results(date: string): EventResult[];
  /** Called once per finished (or cancelled) event; the HTTP layer settles bets from it. */
  onResult(cb: (r: EventResult) => void): () => void;
  /** Settle one choice of a ticket against a finished result. Pure rule, quarter lines give half outcomes. */
  settleChoice(
    choice: {
      market_type: MarketType;
      option: PriceOption;
      in_who: string;
      point: number;
      h_score: string;
      a_score: string;
    },
    r: EventResult,
  ): ChoiceOutcome;
  /**
   * Called after every new change id with the events that changed at it (a publish hook: the
   * realtime nudge of the member API's odds broadcast); optional so small fake markets may skip it.
   */
  onChange?(cb: (change: MarketChange) => void): () => void;
  /** Test-only: move the price of one odds entry's option (tests call it through a test route). */
  testMovePrice(oddId: number, option: PriceOption, delta: number): boolean;
  /** Test-only: close/open a row or an event. */
  testSetOpen(eventId: number, open: boolean): boolean;
  /** Test-only: hold an event's prices where they are (no drift) until released. */
  testHoldPrices(eventId: number, hold: boolean): boolean;
}

/** One new change id of the market and what it touched. */
export interface MarketChange {
  changeId: number;
  /** Changed, joined or left events by sport id. */
  eventsBySport: ReadonlyMap<number, readonly number[]>;
  /** The Bangkok day rolled over: every list may have changed wholesale. */
  wholesale: boolean;
}

export interface MarketOptions {
  seed: number;
  footballEvents: number; // SIM_EVENTS
  speed: number; // SIM_SPEED
  startMs: number; // wall clock at start
  /** Test-only: shuffle the order of `structures` (fixed per seed) so clients must decode by name. */
  shuffleStructures?: boolean;
  /**
   * The change id the market starts at (default 1). The simulator starts above every id an earlier
   * process of the same data folder may have sent, so a client's change_id from before a restart is
   * never read as one of this process's: it gets `fullload: true`.
   */
  firstChangeId?: number;
}

/** What createMarket returns: the Market plus look-ups the HTTP layer may use. */
export interface SimulatedMarket extends Market {
  /**
   * The result of one event: Completed / Cancel once finished, Running while in play, null before
   * kickoff or for an unknown id. Pure in the sim clock, so a restarted server can settle tickets
   * whose events finished while it was down (onResult only fires for events finishing after start).
   */
  resultOf(eventId: number): EventResult | null;
  /** The sim clock (wall clock scaled by SIM_SPEED from startMs) at the last advance. */
  readonly simNowMs: number;
}
