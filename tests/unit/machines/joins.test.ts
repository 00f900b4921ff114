// The machines of the page tell each other directly, in one actor system (machines/appMachine.ts):
// each test drives the sender and reads the receiver, so cutting a join fails its test. The
// inspector sees each of these messages with its sender (the visualizer draws them as joins).
import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { AnyActorLogic, AnyActorRef, InspectionEvent } from 'xstate';
import { appMachine } from '@machines/appMachine';
import { isOverlayOpen, popupMachine } from '@machines/popupMachine';
import { FOLLOW_GAP_MS, ticketMachine } from '@machines/ticketMachine';
import { MY_BETS_LOADER, placeBetMachine } from '@machines/placeBetMachine';
import type { ConfirmInput } from '@machines/placeBetMachine';
import { updateMachine } from '@machines/updateMachine';
import type { BetType } from '@contract/wire';
import type { CallOutcome } from '@machines/memberTypes';
import type { ConfirmOutcome, FollowedPick, PickRequest, TicketPick } from '@machines/ticketTypes';
import { ticketPick } from '@tests/fixtures/ticketPick';
import { SINGLE_BODY, SINGLE_LIMITS } from '@tests/fixtures/confirmBody';
import { recheckRequest } from '@src/shared/ticket/request';

/** One app actor; `spawn` puts a machine into its system and returns it. */
function appWith() {
  const joins: { from: string; to: string; type: string }[] = [];
  const app = createActor(appMachine, {
    systemId: 'app',
    inspect: (event: InspectionEvent) => {
      if (event.type !== '@xstate.event' || event.sourceRef === undefined) return;
      const name = (ref: unknown) =>
        (ref as { systemId?: string }).systemId ?? (ref as { id: string }).id;
      joins.push({
        from: name(event.sourceRef),
        to: name(event.actorRef),
        type: event.event.type,
      });
    },
  }).start();
  return {
    app,
    joins,
    spawn<T extends AnyActorRef>(systemId: string, logic: AnyActorLogic, input?: unknown): T {
      app.send({ type: 'app.spawn', systemId, logic, input });
      return app.system.get(systemId) as T;
    },
  };
}

/** A click on a handicap price of event 1, as the ticket machine gets it. */
const REQUEST = recheckRequest('sc', ticketPick({ event_id: 1 }));

function ticketLogic(answers: ((outcome: CallOutcome<TicketPick | null>) => void)[]) {
  return ticketMachine.provide({
    actors: {
      checkPick: fromPromise<CallOutcome<TicketPick | null>, PickRequest>(
        () => new Promise((resolve) => answers.push(resolve)),
      ),
    },
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ticket → popup', () => {
  it('the quick bet opens once the ticket is checking a pick, and closes when the ticket is cleared', async () => {
    const { spawn, joins } = appWith();
    const popup = spawn<ReturnType<typeof createActor<typeof popupMachine>>>(
      'popup',
      popupMachine,
      {
        firstLogin: false,
        entryPopup: null,
      },
    );
    const answers: ((outcome: CallOutcome<TicketPick | null>) => void)[] = [];
    const ticket = spawn<AnyActorRef>('ticket', ticketLogic(answers), { betType: 'sc' });
    // An empty ticket: the popup machine was told there is nothing to show.
    popup.send({ type: 'overlay.open', overlay: 'quick-bet' });
    expect(isOverlayOpen(popup.getSnapshot(), 'quick-bet')).toBe(false);

    ticket.send({ type: 'ticket.add', request: REQUEST });
    popup.send({ type: 'overlay.open', overlay: 'quick-bet' });
    expect(isOverlayOpen(popup.getSnapshot(), 'quick-bet')).toBe(true);
    answers.shift()?.({ ok: true, data: ticketPick({ event_id: 1 }) });
    await settle();
    expect(ticket.getSnapshot().context.picks).toHaveLength(1);
    expect(isOverlayOpen(popup.getSnapshot(), 'quick-bet')).toBe(true);

    ticket.send({ type: 'ticket.remove', eventId: 1 });
    expect(isOverlayOpen(popup.getSnapshot(), 'quick-bet')).toBe(false);
    expect(joins).toContainEqual({ from: 'ticket', to: 'popup', type: 'quick-bet.pick' });
  });

  it('a pick removed while another is being checked keeps the quick bet open', async () => {
    const { spawn } = appWith();
    const popup = spawn<ReturnType<typeof createActor<typeof popupMachine>>>(
      'popup',
      popupMachine,
      {},
    );
    const answers: ((outcome: CallOutcome<TicketPick | null>) => void)[] = [];
    const ticket = spawn<AnyActorRef>('ticket', ticketLogic(answers), { betType: 'sc' });
    ticket.send({ type: 'ticket.add', request: REQUEST });
    answers.shift()?.({ ok: true, data: ticketPick({ event_id: 1 }) });
    await settle();
    ticket.send({ type: 'ticket.add', request: { ...REQUEST, eventId: 2 } });
    popup.send({ type: 'overlay.open', overlay: 'quick-bet' });
    ticket.send({ type: 'ticket.remove', eventId: 1 });
    expect(ticket.getSnapshot().value).toBe('checking');
    expect(isOverlayOpen(popup.getSnapshot(), 'quick-bet')).toBe(true);
    // The check finds the pick closed: nothing is left to show.
    answers.shift()?.({ ok: true, data: null });
    await settle();
    expect(isOverlayOpen(popup.getSnapshot(), 'quick-bet')).toBe(false);
  });

  it('a round of re-reads keeps the quick bet open; the last pick removed meanwhile leaves nothing after it', async () => {
    const { spawn, joins } = appWith();
    const told = () => joins.filter((join) => join.type === 'quick-bet.pick').length;
    const popup = spawn<ReturnType<typeof createActor<typeof popupMachine>>>(
      'popup',
      popupMachine,
      {},
    );
    const answers: ((outcome: CallOutcome<TicketPick | null>) => void)[] = [];
    const rounds: ((results: FollowedPick[]) => void)[] = [];
    const logic = ticketLogic(answers).provide({
      actors: {
        followPicks: fromPromise<FollowedPick[], { betType: BetType; picks: TicketPick[] }>(
          () => new Promise((resolve) => rounds.push(resolve)),
        ),
      },
    });
    const ticket = spawn<AnyActorRef>('ticket', logic, { betType: 'sc' });
    ticket.send({ type: 'ticket.add', request: REQUEST });
    answers.shift()?.({ ok: true, data: ticketPick({ event_id: 1 }) });
    await settle();
    popup.send({ type: 'overlay.open', overlay: 'quick-bet' });
    const toldBefore = told();

    ticket.send({ type: 'ticket.follow', eventIds: [1] });
    expect(ticket.getSnapshot().value).toBe('following');
    expect(isOverlayOpen(popup.getSnapshot(), 'quick-bet')).toBe(true);
    rounds.shift()?.([]);
    await settle();
    // The gap before the next round: the pick is still there to show.
    expect(ticket.getSnapshot().value).toBe('resting');
    expect(isOverlayOpen(popup.getSnapshot(), 'quick-bet')).toBe(true);
    // Nothing changed for the popup: the visualizer shows no message for it.
    expect(told()).toBe(toldBefore);

    // Another round; the member removes the pick while it is out.
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_GAP_MS));
    ticket.send({ type: 'ticket.follow', eventIds: [1] });
    expect(ticket.getSnapshot().value).toBe('following');
    ticket.send({ type: 'ticket.remove', eventId: 1 });
    expect(isOverlayOpen(popup.getSnapshot(), 'quick-bet')).toBe(false);
    rounds.shift()?.([]);
    await settle();
    expect(ticket.getSnapshot().value).toBe('resting');
    popup.send({ type: 'overlay.open', overlay: 'quick-bet' });
    expect(isOverlayOpen(popup.getSnapshot(), 'quick-bet')).toBe(false);
  });
});

describe('place bet → update', () => {
  it('the update actor holds off while a bet is being placed, and learns when it is done', async () => {
    const { spawn, joins } = appWith();
    const update = spawn<AnyActorRef>('update', updateMachine);
    const confirms: ((outcome: ConfirmOutcome) => void)[] = [];
    const placeBet = spawn<AnyActorRef>(
      'placeBet',
      placeBetMachine.provide({
        actors: {
          confirmBet: fromPromise<ConfirmOutcome, ConfirmInput>(
            () => new Promise((resolve) => confirms.push(resolve)),
          ),
        },
      }),
    );
    const busy = () => (update.getSnapshot() as { context: { busy: boolean } }).context.busy;
    expect(busy()).toBe(false);
    placeBet.send({ type: 'bet.submit', body: SINGLE_BODY, limits: SINGLE_LIMITS });
    expect(busy()).toBe(true);
    expect(joins).toContainEqual({ from: 'placeBet', to: 'update', type: 'bet.busy' });
    confirms.shift()?.({ kind: 'placed', ticketId: 1, balance: 1, replayed: false });
    await settle();
    expect(busy()).toBe(false);
    expect(joins).toContainEqual({ from: 'placeBet', to: 'update', type: 'bet.idle' });
    // Told once per change, not at every state.
    expect(joins.filter((join) => join.from === 'placeBet' && join.to === 'update')).toHaveLength(
      2,
    );
  });

  it('a confirm with no answer keeps the update waiting: its key is kept for the retry', async () => {
    const { spawn } = appWith();
    const update = spawn<AnyActorRef>('update', updateMachine);
    const confirms: ((outcome: ConfirmOutcome) => void)[] = [];
    const placeBet = spawn<AnyActorRef>(
      'placeBet',
      placeBetMachine.provide({
        actors: {
          confirmBet: fromPromise<ConfirmOutcome, ConfirmInput>(
            () => new Promise((resolve) => confirms.push(resolve)),
          ),
        },
      }),
    );
    placeBet.send({ type: 'bet.submit', body: SINGLE_BODY, limits: SINGLE_LIMITS });
    confirms.shift()?.({ kind: 'unreachable', message: 'Failed to fetch' });
    await settle();
    expect(placeBet.getSnapshot().value).toBe('unreachable');
    expect((update.getSnapshot() as { context: { busy: boolean } }).context.busy).toBe(true);
  });
});

describe('place bet → my bets', () => {
  it('a placed bet has the open bets load again, under the key they load', async () => {
    const { spawn, joins } = appWith();
    // What the my-bet loader answers to here: a load asked for afresh, with its key.
    const myBets = spawn<AnyActorRef>(
      MY_BETS_LOADER,
      setup({
        types: {
          context: {} as { key: string; starts: string[] },
          events: {} as { type: 'load.start'; key: string },
        },
      }).createMachine({
        context: { key: 'running:1', starts: [] },
        on: {
          'load.start': {
            actions: assign(({ context, event }) => ({ starts: [...context.starts, event.key] })),
          },
        },
      }),
    );
    const confirms: ((outcome: ConfirmOutcome) => void)[] = [];
    const placeBet = spawn<AnyActorRef>(
      'placeBet',
      placeBetMachine.provide({
        actors: {
          confirmBet: fromPromise<ConfirmOutcome, ConfirmInput>(
            () => new Promise((resolve) => confirms.push(resolve)),
          ),
        },
      }),
    );
    const starts = () => (myBets.getSnapshot() as { context: { starts: string[] } }).context.starts;
    placeBet.send({ type: 'bet.submit', body: SINGLE_BODY, limits: SINGLE_LIMITS });
    expect(starts()).toEqual([]);
    confirms.shift()?.({ kind: 'refused', message: 'Insufficient balance' });
    await settle();
    expect(starts()).toEqual([]);
    placeBet.send({ type: 'bet.submit', body: SINGLE_BODY, limits: SINGLE_LIMITS });
    confirms.shift()?.({ kind: 'placed', ticketId: 7, balance: 1, replayed: false });
    await settle();
    expect(starts()).toEqual(['running:1']);
    expect(joins).toContainEqual({ from: 'placeBet', to: MY_BETS_LOADER, type: 'load.start' });
  });
});
