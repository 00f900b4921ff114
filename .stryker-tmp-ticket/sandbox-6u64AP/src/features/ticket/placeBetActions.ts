// @ts-nocheck
import type { PickError } from '@contract/confirm';
import type { RefObject } from 'react';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { placeBetMachine } from '@machines/placeBetMachine';
import {
  clearPendingConfirm,
  markPendingTold,
  savePendingConfirm,
} from '@src/shared/ticket/pendingConfirm';
import { BET_PLACED_ALERT } from './alerts';
import type { ShowAlert } from './alerts';
import { countedMessages, messages } from './messages';
import { storePolicy } from './oddsChangePolicy';
import type { TicketActorRef } from './ticketContext';

// What the place-bet machine's actions do on the page: tell the member (alerts), keep an unanswered
// confirm and the odds-change setting in storage, and clear the ticket once a bet is placed.

type PlaceBetActions = NonNullable<
  NonNullable<Parameters<typeof placeBetMachine.provide>[0]>['actions']
>;

/** What the actions read when they run: kept current by the provider without re-creating the actor. */
export interface PlaceBetEffects {
  showAlert: ShowAlert;
  /** The balance moved: reload it. */
  onBetPlaced(): void;
  intl: IntlShape;
  /** The signed-in member's username ('' until known): an unanswered confirm is theirs alone. */
  member: string;
}

/** The place-bet machine's actions for a page whose ticket is `ticket`. */
export function placeBetActions(
  ticket: TicketActorRef,
  effects: RefObject<PlaceBetEffects>,
): PlaceBetActions {
  const placedAndCleared = () => {
    ticket.send({ type: 'ticket.clear' });
    effects.current.onBetPlaced();
  };
  return {
    ...placeBetAlerts(effects),
    storePolicy: (_, policy) => storePolicy(policy),
    betPlaced: () => {
      effects.current.showAlert(BET_PLACED_ALERT, 'success');
      placedAndCleared();
    },
    // Which words: the server's replay header says whether this request placed the bet or an
    // earlier one did; after a reload the member is told it was the bet sent before the reload.
    placedEarlier: (_, outcome) => {
      placedAlert(effects, countedMessages.placedEarlier, outcome.ticketId);
      placedAndCleared();
    },
    recoveredPlaced: ({ context }, outcome) => {
      const words = context.recovered
        ? countedMessages.recoveredPlaced
        : countedMessages.placedEarlier;
      placedAlert(effects, words, outcome.ticketId);
      placedAndCleared();
    },
    recoveredPlacedNow: ({ context }, outcome) => {
      const words = context.recovered
        ? countedMessages.recoveredPlacedNow
        : countedMessages.placedNow;
      placedAlert(effects, words, outcome.ticketId);
      placedAndCleared();
    },
    // The confirm is kept before it goes out, until an answer says what happened.
    rememberConfirm: (_, confirm) => {
      if (effects.current.member === '') return;
      savePendingConfirm(localStorage, {
        member: effects.current.member,
        key: confirm.key,
        body: confirm.body,
        at: confirm.sentAt,
      });
    },
    forgetConfirm: ({ context }) => {
      if (context.key !== null)
        clearPendingConfirm(localStorage, effects.current.member, context.key);
    },
    // The member now knows of it: from here on the entry may expire.
    toldUnconfirmed: ({ context }) => {
      if (context.key !== null) markPendingTold(localStorage, effects.current.member, context.key);
    },
    pickErrorsArrived: (_, errors: PickError[]) =>
      ticket.send({ type: 'ticket.pickErrors', errors }),
  };
}

function placedAlert(
  effects: RefObject<PlaceBetEffects>,
  words: MessageDescriptor,
  ticketId: number,
): void {
  effects.current.showAlert(effects.current.intl.formatMessage(words, { ticketId }), 'success');
}

/** What the member is told of a bet that was not (or not yet) placed. */
function placeBetAlerts(effects: RefObject<PlaceBetEffects>): PlaceBetActions {
  // Read when an action runs: the language may have changed since the actor started.
  const intl = () => effects.current.intl;
  return {
    // Found after a reload, or sent again by the member in this page: said as what it was.
    recoveredNotPlaced: ({ context }, reason: string | null) =>
      effects.current.showAlert(
        intl().formatMessage(
          context.recovered ? countedMessages.recoveredNotPlaced : countedMessages.resentNotPlaced,
          { reason: reason ?? intl().formatMessage(messages.recoveredMoved) },
        ),
      ),
    autoAcceptedPrices: () =>
      effects.current.showAlert(intl().formatMessage(messages.autoAccepted), 'info'),
    alertMessage: (_, message: string) => effects.current.showAlert(message),
    alertThrottled: (_, seconds: number) =>
      effects.current.showAlert(intl().formatMessage(countedMessages.throttled, { seconds })),
    alertUnreachable: ({ context }, message: string) => {
      console.error(`bet confirm got no answer: ${message}`);
      effects.current.showAlert(
        intl().formatMessage(context.recovered ? messages.recoveredUnknown : messages.unreachable),
      );
    },
  };
}
