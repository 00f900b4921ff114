// @ts-nocheck
import { useCallback, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { isOnline } from '@src/shared/network';
import type { ConfirmSettings } from '@src/shared/ticket/request';
import { submitEventOf } from './placeBetLogic';
import type { PlaceBetActorRef, TicketActorRef } from './ticketContext';

/**
 * The bet the ticket would send now (null without a stake or with a closed pick), and Place: it
 * sends that bet while online. The place-bet machine's canPlaceBet guard refuses a bet outside its
 * limits, and any bet while placing.
 */
export function useSubmitBet(
  ticket: TicketActorRef,
  placeBet: PlaceBetActorRef,
  { betType, device, tableType }: Omit<ConfirmSettings, 'stake'>,
) {
  const picks = useSelector(ticket, (snapshot) => snapshot.context.picks);
  const stake = useSelector(ticket, (snapshot) => snapshot.context.stake);
  const submitEvent = useMemo(
    () => submitEventOf(picks, { betType, stake, device, tableType }),
    [picks, betType, stake, device, tableType],
  );
  const submit = useCallback(() => {
    if (submitEvent !== null && isOnline()) placeBet.send(submitEvent);
  }, [placeBet, submitEvent]);
  return { submitEvent, submit };
}
