// @ts-nocheck
import { useEffect, useMemo } from 'react';
import { useSpawnedActor } from '@src/shared/appSystem';
import { fromPromise } from 'xstate';
import { pickKey, ticketMachine } from '@machines/ticketMachine';
import type { BetType } from '@contract/wire';
import type { PickRequest } from '@machines/ticketTypes';
import { toCallOutcome } from '@src/shared/api/outcome';
import { useServices } from '@src/shared/services';
import { recheckRequest } from '@src/shared/ticket/request';
import { useLatest } from '@src/shared/useLatest';
import { CLOSED_PICK_ALERT, useShowAlert } from './alerts';
import type { TicketActorRef } from './ticketContext';

/**
 * The page's ticket machine (inspector systemId 'ticket'): its pick checks and re-reads go through
 * the member API, its alerts to the page's alert bar. The tab's bet type is sent on every change
 * (switching to another bet type clears the ticket; the machine checks).
 */
export function useTicketActor(betType: BetType): TicketActorRef {
  const { memberApi, inspect } = useServices();
  // The machine calls it later: a ref keeps it current without re-creating the actor.
  const showAlert = useShowAlert();
  const alert = useLatest(showAlert);
  const ticketLogic = useMemo(
    () =>
      ticketMachine.provide({
        actors: {
          // A tap's pick reaches the machine after the tap's frame (pickPrice), so building and
          // sending this request is not part of the tap's latency (INP).
          checkPick: fromPromise(async ({ input }: { input: PickRequest }) =>
            toCallOutcome(await memberApi.fetchTicketPick(input)),
          ),
          // The picks named by the follow asked for again at the price they show now.
          followPicks: fromPromise(async ({ input }) =>
            Promise.all(
              input.picks.map(async (pick) => ({
                key: pickKey(pick),
                outcome: toCallOutcome(
                  await memberApi.fetchTicketPick(recheckRequest(input.betType, pick)),
                ),
              })),
            ),
          ),
        },
        actions: {
          alertClosedPick: () => alert.current(CLOSED_PICK_ALERT),
          alertCheckFailed: (_, message: string) => alert.current(message),
        },
      }),
    [memberApi, alert],
  );
  const ticket = useSpawnedActor('ticket', ticketLogic, { input: { betType }, inspect });
  useEffect(() => {
    ticket.send({ type: 'ticket.betType', betType });
  }, [ticket, betType]);
  return ticket;
}
