// @ts-nocheck
import { useEffect, useMemo } from 'react';
import { useSpawnedActor } from '@src/shared/appSystem';
import { useIntl } from 'react-intl';
import { tellOnReconnect } from '@src/shared/network';
import { useServices } from '@src/shared/services';
import { useLatest } from '@src/shared/useLatest';
import { useShowAlert } from './alerts';
import { loadPolicy } from './oddsChangePolicy';
import { placeBetActions } from './placeBetActions';
import { confirmingPlaceBetMachine } from './placeBetLogic';
import type { PlaceBetActorRef, TicketActorRef } from './ticketContext';
import { useConfirmRecovery } from './useConfirmRecovery';

/**
 * The page's place-bet machine (inspector systemId 'placeBet'): its confirm goes through the member
 * API, a placed bet clears `ticket`. As it starts it is given the odds-change setting kept from an
 * earlier visit and asked to recover this member's unanswered confirm; when the link comes back, a
 * confirm left unanswered as it dropped is sent again (same key).
 */
export function usePlaceBetActor(
  ticket: TicketActorRef,
  { member, onBetPlaced }: { member: string; onBetPlaced(): void },
): PlaceBetActorRef {
  const { memberApi, inspect } = useServices();
  const intl = useIntl();
  const showAlert = useShowAlert();
  // The machine's actions call them later: a ref keeps them current without re-creating the actor.
  const effects = useLatest({ showAlert, onBetPlaced, intl, member });
  const placeBetLogic = useMemo(
    () =>
      confirmingPlaceBetMachine(memberApi).provide({ actions: placeBetActions(ticket, effects) }),
    [memberApi, ticket, effects],
  );
  const placeBet = useSpawnedActor('placeBet', placeBetLogic, { inspect });
  useEffect(() => {
    const kept = loadPolicy();
    if (kept !== placeBet.getSnapshot().context.setting)
      placeBet.send({ type: 'bet.policy', policy: kept });
  }, [placeBet]);
  useEffect(() => tellOnReconnect(placeBet), [placeBet]);
  useConfirmRecovery(placeBet, member);
  return placeBet;
}
