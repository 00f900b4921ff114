import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PlaceBetEvent, placeBetMachine } from '@machines/placeBetMachine';
import type { ticketMachine } from '@machines/ticketMachine';
import type { OddsChangePolicy } from '@machines/ticketTypes';

// The two contexts TicketProvider fills: the actors alone (one identity for the ticket's life) and
// the full ticket api (a new value when the picks, the stake or the quick bet change).

export type TicketActorRef = ActorRefFrom<typeof ticketMachine>;
export type PlaceBetActorRef = ActorRefFrom<typeof placeBetMachine>;

export interface QuickBetAnchor {
  x: number;
  y: number;
  /** The pick came from the early-market table: the early popup serves it. */
  early: boolean;
}

export interface TicketApi {
  ticket: TicketActorRef;
  placeBet: PlaceBetActorRef;
  policy: OddsChangePolicy;
  setPolicy(policy: OddsChangePolicy): void;
  /** The bet the ticket would send now (null without a stake); the machine's guard decides. */
  submitEvent: PlaceBetEvent | null;
  submit(): void;
  /** Where the open quick-bet popup is anchored; null while the popup machine has it closed. */
  quickBet: QuickBetAnchor | null;
  closeQuickBet(): void;
  /** Whether a single pick may be shown in the quick-bet popup now (desktop, switched on, single). */
  quickBetAllowed: boolean;
  /** Opens the quick-bet popup on the ticket's pick, anchored at a point (test hook open-quick-bet). */
  openQuickBet(at: { x: number; y: number }): void;
  /** True once after a single pick was added by keyboard: the ticket panel focuses its stake field. */
  takeStakeFocusRequest(): boolean;
}

export interface TicketActors {
  ticket: TicketActorRef;
  placeBet: PlaceBetActorRef;
}

export const TicketContext = createContext<TicketApi | null>(null);
/** The two actors alone: one identity for the ticket's life, so a board that follows the market,
 *  or a part that only sends to or reads the place-bet machine, does not re-render on every pick
 *  (the full api changes with the picks). */
export const TicketActorsContext = createContext<TicketActors | null>(null);

/**
 * The ticket's actors, or null while they have not started: they start once the first prices are
 * on screen and the page is idle, or at the member's first tap, not with the first screen. Parts
 * drawn on the first screen read this and show an empty ticket meanwhile.
 */
export function useTicketActorsOrNull(): TicketActors | null {
  return useContext(TicketActorsContext);
}

/** The full ticket api, or null while the ticket's actors have not started (as above). */
export function useTicketApiOrNull(): TicketApi | null {
  return useContext(TicketContext);
}

/** The ticket and place-bet actors, for parts that select their own state from them. */
export function useTicketActors(): TicketActors {
  const actors = useContext(TicketActorsContext);
  if (actors === null) throw new Error('useTicketActors: wrap the tree in <TicketProvider>');
  return actors;
}

export function useTicketApi(): TicketApi {
  const api = useContext(TicketContext);
  if (api === null) throw new Error('useTicketApi: wrap the tree in <TicketProvider>');
  return api;
}
