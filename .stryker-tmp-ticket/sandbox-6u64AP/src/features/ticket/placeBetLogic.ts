// @ts-nocheck
import { fromPromise } from 'xstate';
import { placeBetMachine } from '@machines/placeBetMachine';
import type { PlaceBetEvent } from '@machines/placeBetMachine';
import type { TicketPick } from '@machines/ticketTypes';
import type { MemberApi } from '@src/shared/api/member';
import type { ConfirmSettings } from '@src/shared/ticket/request';
import { confirmBody } from '@src/shared/ticket/request';

// The place-bet machine as the ticket runs it: its confirm goes through the member API with the key
// the machine holds as the Idempotency-Key header (a retry of the same bet keeps it), and the submit
// the ticket would send now, which the machine's canPlaceBet guard takes or refuses.

export function confirmingPlaceBetMachine(memberApi: Pick<MemberApi, 'confirmBet'>) {
  return placeBetMachine.provide({
    actors: {
      confirmBet: fromPromise(async ({ input }) => memberApi.confirmBet(input.body, input.key)),
    },
  });
}

/**
 * The bet the ticket holds as a submit event, or null while there is no stake to send or a pick
 * has closed (a closed market is never sent; the member removes it first).
 */
export function submitEventOf(
  picks: readonly TicketPick[],
  settings: Omit<ConfirmSettings, 'stake'> & { stake: number | null },
): Extract<PlaceBetEvent, { type: 'bet.submit' }> | null {
  const { stake } = settings;
  if (stake === null || picks.some((pick) => pick.closed === true)) return null;
  return {
    type: 'bet.submit',
    body: confirmBody(picks, { ...settings, stake }),
    limits: picks.map((pick) => ({
      min_bet: pick.min_bet,
      max_bet: pick.max_bet,
      max_pay_bill_sport: pick.max_pay_bill_sport,
    })),
  };
}
