import type { PickError } from '@contract/confirm';
import type { BetType } from '@contract/wire';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { sendToSystemActor } from './systemSend';
import type { CallOutcome } from './memberTypes';
import type { popupMachine } from './popupMachine';
import type { BannerKind, FollowedPick, PickRequest, TicketPick } from './ticketTypes';

// The bet ticket: the bet type, the picks, the stake and the
// price/score-changed banner. Every added pick is first checked with the ticket endpoint; clicks
// that arrive while one is being checked wait in a queue so none is lost.
//
// The ticket follows the market ('ticket.follow'): a held pick is re-read through the
// ticket endpoint, one round at a time; a moved price or line keeps the one shown before beside it,
// a pick the endpoint answers nothing for is marked closed (and Place is off until it is removed or
// reopens), a reopened pick comes back.
// A follow names the events that may have moved (a realtime nudge, or
// the events a list reply says changed, plus picks no held list shows), and only their picks are
// re-read. Follows during a round are gathered and read in one round after it, at most one round per
// `followGap`, so a stream of nudges never becomes a stream of ticket calls.

export interface TicketContext {
  betType: BetType;
  picks: TicketPick[];
  stake: number | null;
  banner: BannerKind | null;
  /** Picks waiting for the ticket endpoint, oldest first. */
  queue: PickRequest[];
  /** Events whose picks are to be re-read at the next round ('all': every pick); null: none. */
  followWanted: readonly number[] | 'all' | null;
  /** The picks the round under way re-reads. */
  following: TicketPick[];
}

export type TicketEvent =
  | { type: 'ticket.add'; request: PickRequest }
  /** Re-check stored picks after a reload: each goes through the ticket endpoint again. */
  | { type: 'ticket.restore'; requests: PickRequest[] }
  | { type: 'ticket.remove'; eventId: number }
  | { type: 'ticket.clear' }
  | { type: 'ticket.betType'; betType: BetType }
  | { type: 'ticket.stake'; stake: number | null }
  | { type: 'ticket.pickErrors'; errors: PickError[] }
  /**
   * The market may have moved: re-read the picks of `eventIds`, or every pick
   * when absent.
   */
  | { type: 'ticket.follow'; eventIds?: readonly number[] };

export interface TicketInput {
  betType: BetType;
}

/** Which held pick a re-read answers for: the event, the market row and the side. */
export function pickKey(pick: Pick<TicketPick, 'event_id' | 'odd_id' | 'option'>): string {
  return `${pick.event_id}:${pick.odd_id}:${pick.option}`;
}

/**
 * The held picks after a re-read: a moved price keeps the one shown before as
 * price_before (the ticket shows both with an arrow), a moved line keeps point_before, the score,
 * the live flag and the limits are the endpoint's; an answer of nothing marks the pick closed, a
 * later answer reopens it; a failed call leaves the pick as it was. Picks removed meanwhile stay out.
 */
export function followPicks(
  picks: readonly TicketPick[],
  results: readonly FollowedPick[],
): TicketPick[] {
  const byKey = new Map(results.map((result) => [result.key, result.outcome]));
  return picks.map((pick) => {
    const outcome = byKey.get(pickKey(pick));
    if (outcome === undefined || !outcome.ok) return pick;
    const now = outcome.data;
    if (now === null) return pick.closed === true ? pick : { ...pick, closed: true };
    const priceMoved = now.price !== pick.price;
    const pointMoved = now.point !== pick.point;
    const next: TicketPick = {
      ...pick,
      price: now.price,
      price_before: priceMoved ? pick.price : pick.price_before,
      point: now.point,
      h_score: now.h_score,
      a_score: now.a_score,
      is_live: now.is_live,
      min_bet: now.min_bet,
      max_bet: now.max_bet,
      max_pay_bill_sport: now.max_pay_bill_sport,
      closed: false,
    };
    if (pointMoved) next.point_before = pick.point;
    const same =
      !priceMoved &&
      !pointMoved &&
      pick.closed !== true &&
      now.h_score === pick.h_score &&
      now.a_score === pick.a_score &&
      now.is_live === pick.is_live &&
      now.min_bet === pick.min_bet &&
      now.max_bet === pick.max_bet &&
      now.max_pay_bill_sport === pick.max_pay_bill_sport;
    // Nothing moved: the same object, so nothing that shows the pick renders again.
    return same ? pick : next;
  });
}

/** The least time between two rounds of re-reads (a live match nudges up to 4 times a second). */
export const FOLLOW_GAP_MS = 500;

/** What a follow asks for, added to what is already wanted. */
export function wantFollow(
  wanted: TicketContext['followWanted'],
  eventIds: readonly number[] | undefined,
): TicketContext['followWanted'] {
  if (wanted === 'all' || eventIds === undefined) return 'all';
  return [...new Set([...(wanted ?? []), ...eventIds])];
}

/** The held picks a wanted follow re-reads. */
export function picksToFollow(
  picks: readonly TicketPick[],
  wanted: TicketContext['followWanted'],
): TicketPick[] {
  // Stryker disable next-line ConditionalExpression: equivalent, a Set of null is empty and filters every pick out.
  if (wanted === null) return [];
  if (wanted === 'all') return [...picks];
  const events = new Set(wanted);
  return picks.filter((pick) => events.has(pick.event_id));
}

/** Single: the new pick replaces the ticket. Step/mix: one pick per event, the new one replaces the old. */
export function addPick(
  betType: BetType,
  picks: readonly TicketPick[],
  pick: TicketPick,
): TicketPick[] {
  if (betType === 'sc') return [pick];
  return [...picks.filter((held) => held.event_id !== pick.event_id), pick];
}

function withNewPrice(pick: TicketPick, priceNew: number): TicketPick {
  return { ...pick, price_before: pick.price, price: priceNew };
}

/**
 * The ticket takes the new price or point of a refused confirm. A single takes the
 * first error; step/mix match each error to its pick by odd_id.
 */
export function applyPickErrors(
  betType: BetType,
  picks: readonly TicketPick[],
  errors: readonly PickError[],
): TicketPick[] {
  const applicable = betType === 'sc' ? errors.slice(0, 1) : errors;
  return picks.map((pick) => {
    let updated = pick;
    for (const error of applicable) {
      if (betType !== 'sc' && error.odd_id !== pick.odd_id) continue;
      updated =
        error.type_error === 'price'
          ? withNewPrice(updated, error.price_new)
          : { ...updated, point: error.point_new };
    }
    return updated;
  });
}

/** The banner follows the first error that applies: 'point' is score changed, 'price' price changed. */
export function bannerOf(
  betType: BetType,
  picks: readonly TicketPick[],
  errors: readonly PickError[],
): BannerKind | null {
  const held = new Set(picks.map((pick) => pick.odd_id));
  const first = betType === 'sc' ? errors[0] : errors.find((error) => held.has(error.odd_id));
  return first?.type_error ?? null;
}

/**
 * A price cell is active while its pick (tournament, event, market type, row, option) is on the
 * ticket. An event belongs to one tournament, so the event id stands for both.
 */
export function isPickOnTicket(
  picks: readonly TicketPick[],
  cell: { eventId: number; marketType: string; sortRowNo: number; option: string },
): boolean {
  return picks.some(
    (pick) =>
      pick.event_id === cell.eventId &&
      pick.market_type === cell.marketType &&
      pick.sortRowNo === cell.sortRowNo &&
      pick.option === cell.option,
  );
}

/** The quick bet's `quick-bet.pick`, unless the popup machine holds that value already. */
function quickBetPick(
  present: boolean,
  popup: AnyActorRef,
): { type: 'quick-bet.pick'; present: boolean } | null {
  // The receiver registered as `popup` is the popup machine (its provider spawns it).
  const held = (popup.getSnapshot() as SnapshotFrom<typeof popupMachine>).context.quickBetHasPick;
  return held === present ? null : { type: 'quick-bet.pick', present };
}

export const ticketMachine = setup({
  types: {
    context: {} as TicketContext,
    events: {} as TicketEvent,
    input: {} as TicketInput,
  },
  actors: {
    /** The ticket endpoint: the pick, or null when the pick is closed. */
    checkPick: fromPromise<CallOutcome<TicketPick | null>, PickRequest>(async () => {
      throw new Error('ticketMachine: the "checkPick" actor must be provided');
    }),
    /** Every held pick re-read through the ticket endpoint (one call each, side by side). */
    followPicks: fromPromise<FollowedPick[], { betType: BetType; picks: TicketPick[] }>(
      async () => {
        // Stryker disable next-line StringLiteral: equivalent, a failed round's error is not read (onError keeps the picks).
        throw new Error('ticketMachine: the "followPicks" actor must be provided');
      },
    ),
  },
  delays: {
    followGap: FOLLOW_GAP_MS,
  },
  guards: {
    hasQueuedPick: ({ context }) => context.queue.length > 0,
    hasPicks: ({ context }) => context.picks.length > 0,
    hasFollowDue: ({ context }) => picksToFollow(context.picks, context.followWanted).length > 0,
    hasFollowWanted: ({ context }) => context.followWanted !== null,
    isOtherBetType: ({ context, event }) => {
      assertEvent(event, 'ticket.betType');
      return event.betType !== context.betType;
    },
    /** A pick asked for under another bet type (a click racing a tab switch) is dropped. */
    isStaleRequest: ({ context }) =>
      context.queue[0] !== undefined && context.queue[0].betType !== context.betType,
  },
  actions: {
    /**
     * Tells the popup machine (system id `popup`) whether the ticket has a pick for the quick bet to
     * show (a pick held, or one being checked): it closes the quick bet when none is left. Told
     * only when the popup holds the other value.
     */
    tellPopup: sendToSystemActor<boolean, TicketContext, TicketEvent>('popup', quickBetPick),
    /** The same, in a transition that stays in its state (a pick removed): read from that state. */
    tellPopupNow: sendToSystemActor<boolean, TicketContext, TicketEvent>(
      'popup',
      (held, popup, ticket) =>
        quickBetPick(
          held || (ticket.getSnapshot() as { value?: unknown }).value === 'checking',
          popup,
        ),
    ),
    enqueue: assign(({ context }, requests: PickRequest[]) => ({
      queue: [...context.queue, ...requests],
    })),
    dequeue: assign(({ context }) => ({ queue: context.queue.slice(1) })),
    assignPick: assign(({ context }, pick: TicketPick) => ({
      picks: addPick(context.betType, context.picks, pick),
      banner: null,
    })),
    removePick: assign(({ context }, eventId: number) => ({
      picks: context.picks.filter((pick) => pick.event_id !== eventId),
      banner: null,
    })),
    clearTicket: assign({
      picks: [],
      stake: null,
      banner: null,
      queue: [],
      followWanted: null,
      following: [],
    }),
    addFollowWanted: assign(({ context }, eventIds: readonly number[] | undefined) => ({
      followWanted: wantFollow(context.followWanted, eventIds),
    })),
    startFollow: assign(({ context }) => ({
      following: picksToFollow(context.picks, context.followWanted),
      followWanted: null,
    })),
    dropFollow: assign({ followWanted: null }),
    assignBetType: assign((_, betType: BetType) => ({ betType })),
    assignStake: assign((_, stake: number | null) => ({ stake })),
    assignFollowed: assign(({ context }, results: FollowedPick[]) => ({
      picks: followPicks(context.picks, results),
    })),
    assignPickErrors: assign(({ context }, errors: PickError[]) => ({
      picks: applyPickErrors(context.betType, context.picks, errors),
      banner: bannerOf(context.betType, context.picks, errors),
    })),
    // Provided by the UI: the accessible alert 'ไม่ สำเร็จ คู่ปิด'.
    alertClosedPick: () => undefined,
    alertCheckFailed: (_, message: string) => {
      console.error(`ticket: the pick could not be checked: ${message}`);
    },
  },
}).createMachine({
  id: 'ticket',
  context: ({ input }) => ({
    betType: input.betType,
    picks: [],
    stake: null,
    banner: null,
    // Stryker disable next-line ArrayDeclaration: equivalent, a queued entry of no bet type is dropped as stale before the first snapshot.
    queue: [],
    followWanted: null,
    following: [],
  }),
  initial: 'idle',
  on: {
    'ticket.add': { actions: { type: 'enqueue', params: ({ event }) => [event.request] } },
    'ticket.restore': { actions: { type: 'enqueue', params: ({ event }) => event.requests } },
    'ticket.remove': {
      actions: [
        { type: 'removePick', params: ({ event }) => event.eventId },
        { type: 'tellPopupNow', params: ({ context }) => context.picks.length > 0 },
      ],
    },
    'ticket.stake': { actions: { type: 'assignStake', params: ({ event }) => event.stake } },
    'ticket.pickErrors': {
      actions: { type: 'assignPickErrors', params: ({ event }) => event.errors },
    },
    'ticket.clear': { target: '.idle', actions: 'clearTicket' },
    'ticket.follow': {
      guard: 'hasPicks',
      actions: { type: 'addFollowWanted', params: ({ event }) => event.eventIds },
    },
    'ticket.betType': {
      // Switching tab clears the ticket only when the bet type changes.
      guard: 'isOtherBetType',
      target: '.idle',
      actions: ['clearTicket', { type: 'assignBetType', params: ({ event }) => event.betType }],
    },
  },
  states: {
    idle: {
      entry: { type: 'tellPopup', params: ({ context }) => context.picks.length > 0 },
      always: [
        { guard: 'isStaleRequest', actions: 'dequeue' },
        { guard: 'hasQueuedPick', target: 'checking' },
        { guard: 'hasFollowDue', target: 'following', actions: 'startFollow' },
        // Wanted for events no held pick belongs to (removed meanwhile): nothing to read.
        { guard: 'hasFollowWanted', actions: 'dropFollow' },
      ],
    },
    // The picks named re-read; clicks meanwhile wait in the queue, follows meanwhile are gathered
    // for the next round, a clear or a tab of another bet type cancels it.
    following: {
      // A round starts only for held picks (hasFollowDue): there is one to show.
      entry: { type: 'tellPopup', params: true },
      invoke: {
        src: 'followPicks',
        input: ({ context }) => ({ betType: context.betType, picks: context.following }),
        onDone: {
          target: 'resting',
          actions: { type: 'assignFollowed', params: ({ event }) => event.output },
        },
        onError: { target: 'resting' },
      },
    },
    // The gap between two rounds of re-reads; a click is checked at once.
    resting: {
      entry: { type: 'tellPopup', params: ({ context }) => context.picks.length > 0 },
      always: { guard: 'hasQueuedPick', target: 'checking' },
      after: { followGap: { target: 'idle' } },
    },
    checking: {
      entry: { type: 'tellPopup', params: true },
      invoke: {
        src: 'checkPick',
        input: ({ context }) => context.queue[0] as PickRequest,
        onDone: [
          {
            guard: ({ event }) => event.output.ok && event.output.data !== null,
            target: 'idle',
            actions: [
              {
                type: 'assignPick',
                params: ({ event }) => (event.output as { ok: true; data: TicketPick }).data,
              },
              'dequeue',
            ],
          },
          {
            guard: ({ event }) => event.output.ok,
            target: 'idle',
            actions: ['alertClosedPick', 'dequeue'],
          },
          {
            target: 'idle',
            actions: [
              {
                type: 'alertCheckFailed',
                // Stryker disable next-line StringLiteral: equivalent, this branch is reached only by a failed outcome.
                params: ({ event }) => (event.output.ok ? '' : event.output.message),
              },
              'dequeue',
            ],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'alertCheckFailed', params: ({ event }) => String(event.error) },
            'dequeue',
          ],
        },
      },
    },
  },
});
