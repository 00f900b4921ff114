// @ts-nocheck
import { useMemo } from 'react';
import type { TicketActors, TicketApi } from './ticketContext';

/**
 * The values of the two ticket contexts. The actors keep one identity for the ticket's life (a
 * board that follows the market re-renders on no pick); the api is a new value only when one of
 * its parts changes.
 */
export function useTicketValues(parts: TicketApi): { actors: TicketActors; api: TicketApi } {
  const {
    ticket,
    placeBet,
    policy,
    setPolicy,
    submitEvent,
    submit,
    quickBet,
    quickBetAllowed,
    closeQuickBet,
    openQuickBet,
    takeStakeFocusRequest,
  } = parts;
  const actors = useMemo<TicketActors>(() => ({ ticket, placeBet }), [ticket, placeBet]);
  const api = useMemo<TicketApi>(
    () => ({
      ticket,
      placeBet,
      policy,
      setPolicy,
      submitEvent,
      submit,
      quickBet: quickBetAllowed ? quickBet : null,
      closeQuickBet,
      quickBetAllowed,
      openQuickBet,
      takeStakeFocusRequest,
    }),
    [
      ticket,
      placeBet,
      policy,
      setPolicy,
      submitEvent,
      submit,
      quickBet,
      quickBetAllowed,
      closeQuickBet,
      openQuickBet,
      takeStakeFocusRequest,
    ],
  );
  return { actors, api };
}
