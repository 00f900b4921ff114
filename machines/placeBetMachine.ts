import type { ConfirmBody, PickError } from '@contract/confirm';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { CONFIRM_RECOVERY_WINDOW_MS } from '@contract/calls';
import { oddsTotal } from '@contract/confirm';
import type { PickLimits } from '@contract/money';
import { canPlaceBet, ticketFigures } from '@contract/money';
import { isDecimalPrice, payoutDirection } from '@contract/odds';
import type { ConfirmOutcome, OddsChangePolicy } from './ticketTypes';
import { sendToSystemActor } from './systemSend';
import type { loaderMachine } from './loaderMachine';
import type { updateMachine } from './updateMachine';

// Placing a bet (the member API's bet confirm: see contract/confirm.ts). One confirm at a
// time: a second click while placing is ignored. Every confirm carries an Idempotency-Key; after a
// network failure or 5xx the same body goes out again under the SAME key, so the server answers
// with the first result instead of placing twice. A new body gets a new key (the server refuses a
// key reused with another body). The machine guards the ticket's own rule (the stake limits,
// contract/money.ts canPlaceBet): a body whose stake is outside its picks' limits is never sent, and
// the component reads the same guard (snapshot.can) to enable its button.
//
// An unanswered confirm outlives the page. The UI stores the body and key of every confirm
// before it goes out (`rememberConfirm`) and forgets it once an answer says what happened
// (`forgetConfirm`); a reload or another tab that finds one sends `bet.recover` before anything else
// and the machine asks again under the same key (`recovering`): the member learns whether that bet
// was placed and never places a second one by not knowing about the first. A throttled confirm
// (429) holds Place for the wait the reply names (`throttled`).
//
// Asking again never becomes betting later: a confirm is sent again by itself (a reload's recovery,
// the link coming back) only within CONFIRM_RECOVERY_WINDOW_MS (contract/calls.ts) of the member's
// sending it. Past it the machine waits for the member (`unconfirmed`): they are told the bet may not
// have reached us, and send it again under the same key (`bet.resend`) or let it go. An answer served
// from the server's stored key (`replayed`) is told as a bet placed before, any other as placed now.

export interface PlaceBetContext {
  /**
   * The body of the confirm in flight, or of the last one that may need a retry. Set and cleared
   * with `key` and `sentAt`: the three are one held confirm (`heldConfirm`).
   */
  body: ConfirmBody | null;
  key: string | null;
  /**
   * The body under this key may have reached the server and its answer is not known (the last
   * confirm ended without one, or a stored one is being asked for again): a retry keeps the key.
   * Set only while a confirm is held.
   */
  keyPending: boolean;
  /** The last answer was about a confirm left unanswered before a reload (`bet.recover`). */
  recovered: boolean;
  /** When the member sent the body under this key (ms since epoch): the recovery window's start. */
  sentAt: number | null;
  /** How long a throttled confirm holds Place (the reply's Retry-After), ms. */
  throttledMs: number;
  /** The member's "when odds change" setting: each bet takes it as it goes out. */
  setting: OddsChangePolicy;
  /** The setting of the bet in flight (a change of the setting meanwhile is for the next bet). */
  policy: OddsChangePolicy;
  /** The limits of the body's picks, in the order of its items (min_bet, max_bet, max_pay_bill_sport). */
  limits: readonly PickLimits[];
  /** The ticket already re-confirmed itself once at new prices. */
  autoAccepted: boolean;
  /** The message of the last failure, shown on the ticket until the next try. */
  failure: string | null;
}

/**
 * What the machine tells its listeners (`actor.on`): a bet was placed, new or found after a reload.
 * The my-bet list reloads and the ticket panel takes focus on it (no counter kept beside the machine).
 */
/** The system id of the loader of the member's open bets on the home page. */
export const MY_BETS_LOADER = 'loader.myBets';

export type PlaceBetEmitted = { type: 'bet.placed'; ticketId: number };

export type PlaceBetEvent =
  | {
      type: 'bet.submit';
      body: ConfirmBody;
      /** The limits of each pick, in the order of `body.ticket.item`. */
      limits: readonly PickLimits[];
    }
  /** After a failure without an answer: send the same body again, under the same key. */
  | { type: 'bet.retry' }
  /**
   * The browser's link came back. A confirm that went unanswered (the link dropped while it was
   * out) is sent again by itself under the same key: its outcome is found out, never placed twice.
   */
  | { type: 'network.online' }
  /**
   * A confirm stored before a reload (or by another tab) that never got its answer: asked for
   * again under its own key, before anything else.
   */
  | { type: 'bet.recover'; body: ConfirmBody; key: string; sentAt: number }
  /** Past the recovery window: the member sends the unconfirmed bet again, under its own key. */
  | { type: 'bet.resend' }
  | { type: 'bet.dismiss' }
  /** The member chose another "when odds change" setting (kept for the next visit by the UI). */
  | { type: 'bet.policy'; policy: OddsChangePolicy };

function isDecimalOdds(body: ConfirmBody, oddId: number): boolean {
  const item = body.ticket.item.find((candidate) => candidate.odd_id === oddId);
  return item === undefined
    ? body.ticket.odds_type === 'EU'
    : isDecimalPrice(item.market_type, body.ticket.odds_type);
}

/**
 * The "when odds change" setting accepts the refused confirm's new prices: never for 'ask'; for
 * 'higher' only when every new price pays at least as much; for 'any' always. A point (score)
 * change always goes back to the member.
 */
export function acceptsNewPrices(
  policy: OddsChangePolicy,
  body: ConfirmBody,
  errors: readonly PickError[],
): boolean {
  if (policy === 'ask' || errors.length === 0) return false;
  return errors.every((error) => {
    if (error.type_error !== 'price') return false;
    if (policy === 'any') return true;
    const decimal = isDecimalOdds(body, error.odd_id);
    // The rule that draws the member's arrows (contract/odds.ts): "higher" is what pays more.
    return payoutDirection(error.price_old, error.price_new, decimal) !== 'down';
  });
}

type PriceError = Extract<PickError, { type_error: 'price' }>;

/** The same body at the new prices (and the new combined odds for step/mix). */
export function withNewPrices(body: ConfirmBody, errors: readonly PickError[]): ConfirmBody {
  const item = body.ticket.item.map((entry) => {
    const error = errors.find(
      (candidate): candidate is PriceError =>
        candidate.odd_id === entry.odd_id && candidate.type_error === 'price',
    );
    return error === undefined ? entry : { ...entry, price: error.price_new };
  });
  const total = oddsTotal(
    body.mainbet,
    item.map((entry) => entry.price),
  );
  return { ...body, ticket: { ...body.ticket, item, odds_total: total } };
}

/**
 * The stake rule on the body that goes out: its stake within the limits of its picks at its
 * prices (single: the pick's min/max; step/mix: the first min, the lesser of the smallest max_bet and
 * the smallest max payout over the combined odds), with as many picks as its bet type takes.
 */
export function isPlaceable(body: ConfirmBody, limits: readonly PickLimits[]): boolean {
  const items = body.ticket.item;
  if (limits.length !== items.length) return false;
  const picks = items.map((item, i) => ({ ...(limits[i] as PickLimits), price: item.price }));
  return canPlaceBet(ticketFigures(body.action_type, picks, body.stake), body.stake, false);
}

function sameBody(a: ConfirmBody, b: ConfirmBody): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Whether a confirm the member sent at `sentAt` may still be sent again without them. */
export function isWithinRecoveryWindow(sentAt: number, now: number = Date.now()): boolean {
  return now - sentAt <= CONFIRM_RECOVERY_WINDOW_MS;
}

export interface ConfirmInput {
  body: ConfirmBody;
  key: string;
}

/**
 * The confirm the machine holds: in flight ('placing', 'recovering'), or unanswered and kept for a
 * retry ('unreachable', 'unconfirmed', a 'throttled' one whose first answer is unknown, which is
 * when `keyPending` is set).
 */
export type HeldConfirm = ConfirmInput & { sentAt: number };

/**
 * The confirm held, for the states that hold one. Its body, key and sending time are set together
 * (`startSubmission`, `startRecovery`) and cleared together (`settle`); a state that holds a confirm
 * is entered only after they are set. One found missing would mean sending, or keeping, a bet the
 * machine does not have: it fails loudly instead.
 */
export function heldConfirm(
  context: Pick<PlaceBetContext, 'body' | 'key' | 'sentAt'>,
): HeldConfirm {
  const { body, key, sentAt } = context;
  if (body === null || key === null || sentAt === null)
    throw new Error('placeBetMachine: no confirm is held here');
  return { body, key, sentAt };
}

type Output<K extends ConfirmOutcome['kind']> = Extract<ConfirmOutcome, { kind: K }>;

export const placeBetMachine = setup({
  types: {
    context: {} as PlaceBetContext,
    events: {} as PlaceBetEvent,
    emitted: {} as PlaceBetEmitted,
  },
  actors: {
    confirmBet: fromPromise<ConfirmOutcome, ConfirmInput>(async () => {
      throw new Error('placeBetMachine: the "confirmBet" actor must be provided');
    }),
  },
  delays: {
    /** The Retry-After of a throttled confirm. */
    throttleWait: ({ context }) => context.throttledMs,
    /** What is left of the recovery window of the confirm held (none when it is past). */
    recoveryWindowLeft: ({ context }) =>
      Math.max(0, (context.sentAt ?? 0) + CONFIRM_RECOVERY_WINDOW_MS - Date.now()),
  },
  guards: {
    isPlaced: (_, outcome: ConfirmOutcome) => outcome.kind === 'placed',
    /** Placed, and answered from the server's stored key: it was placed by an earlier request. */
    // Stryker disable next-line ConditionalExpression: equivalent, only a placed outcome has `replayed` (it narrows the type).
    isReplayed: (_, outcome: ConfirmOutcome) => outcome.kind === 'placed' && outcome.replayed,
    isRecoverable: (_, sentAt: number) => isWithinRecoveryWindow(sentAt),
    // Accepted only while the stake still fits at the new prices (a parlay's max falls as its odds rise).
    isAcceptedPriceChange: ({ context }, outcome: ConfirmOutcome) =>
      outcome.kind === 'pickErrors' &&
      !context.autoAccepted &&
      acceptsNewPrices(context.policy, heldConfirm(context).body, outcome.errors) &&
      isPlaceable(withNewPrices(heldConfirm(context).body, outcome.errors), context.limits),
    hasPickErrors: (_, outcome: ConfirmOutcome) => outcome.kind === 'pickErrors',
    canPlaceBet: (_, params: { body: ConfirmBody; limits: readonly PickLimits[] }) =>
      isPlaceable(params.body, params.limits),
    isRefused: (_, outcome: ConfirmOutcome) => outcome.kind === 'refused',
    isThrottled: (_, outcome: ConfirmOutcome) => outcome.kind === 'throttled',
    /** Throttled while the first answer of this body is still unknown (a retry, a recovery). */
    isThrottledWhilePending: ({ context }, outcome: ConfirmOutcome) =>
      outcome.kind === 'throttled' && context.keyPending,
    hasPendingBody: ({ context }) => context.keyPending,
  },
  actions: {
    /**
     * Tells the update actor (system id `update`, when it runs) whether a reload now would lose track
     * of a bet: one in flight, or one whose answer is unknown and whose key is kept for the retry.
     * Told on entering each state (`busy`), and only when the update actor holds the other value.
     */
    tellUpdate: sendToSystemActor<boolean, PlaceBetContext, PlaceBetEvent>(
      'update',
      // The receiver registered as `update` is the update machine (the app's update actor).
      (busy, update) =>
        (update.getSnapshot() as SnapshotFrom<typeof updateMachine>).context.busy === busy
          ? null
          : { type: busy ? 'bet.busy' : 'bet.idle' },
    ),
    /**
     * A bet was placed: the member's open bets (the loader `loader.myBets`, when the home page shows
     * them) load again at once, under the key they load.
     */
    tellMyBets: sendToSystemActor<undefined, PlaceBetContext, PlaceBetEvent>(
      MY_BETS_LOADER,
      // The receiver is a loader machine (the open bets' `useLoad`): it always holds its key.
      (_, myBets) => ({
        type: 'load.start',
        key: (myBets.getSnapshot() as SnapshotFrom<typeof loaderMachine>).context.key,
      }),
    ),
    startSubmission: assign(
      ({ context }, params: { body: ConfirmBody; limits: readonly PickLimits[] }) => {
        // Only the very body that went unanswered keeps its key; anything else is a new bet.
        const reuse = context.keyPending && sameBody(heldConfirm(context).body, params.body);
        return {
          body: params.body,
          key: reuse ? heldConfirm(context).key : crypto.randomUUID(),
          sentAt: Date.now(),
          keyPending: false,
          policy: context.setting,
          limits: params.limits,
          autoAccepted: false,
          recovered: false,
          failure: null,
        };
      },
    ),
    startRecovery: assign((_, params: { body: ConfirmBody; key: string; sentAt: number }) => ({
      body: params.body,
      key: params.key,
      sentAt: params.sentAt,
      keyPending: true,
      recovered: true,
      autoAccepted: true,
      failure: null,
    })),
    // keyPending stays: until an answer comes, the body may already be placed under its key.
    startRetry: assign({ failure: null }),
    /** The member sends it again: the window starts afresh from their click. */
    startResend: assign(() => ({ sentAt: Date.now(), failure: null })),
    resubmitAtNewPrices: assign(({ context }, errors: PickError[]) => ({
      body: withNewPrices(heldConfirm(context).body, errors),
      key: crypto.randomUUID(),
      sentAt: Date.now(),
      autoAccepted: true,
    })),
    settle: assign({ body: null, key: null, sentAt: null, keyPending: false, failure: null }),
    /** A 429 placed nothing: Place waits for the reply's Retry-After. */
    assignThrottle: assign((_, retryAfterS: number) => ({
      throttledMs: Math.max(1, retryAfterS) * 1000,
      failure: null,
    })),
    announcePlaced: emit((_, outcome: Output<'placed'>) => ({
      type: 'bet.placed' as const,
      ticketId: outcome.ticketId,
    })),
    assignSetting: assign((_, policy: OddsChangePolicy) => ({ setting: policy })),
    /** Provided by the UI: where the setting outlives the visit. */
    storePolicy: (_, _policy: OddsChangePolicy) => undefined,
    // Provided by the UI: where an unanswered confirm outlives the page.
    rememberConfirm: (_, _confirm: ConfirmInput & { sentAt: number }) => undefined,
    forgetConfirm: () => undefined,
    /** Provided by the UI: the member has been told the held bet may not have reached us. */
    toldUnconfirmed: () => undefined,
    keepForRetry: assign((_, message: string) => ({ keyPending: true, failure: message })),
    assignFailure: assign((_, message: string) => ({ failure: message })),
    clearFailure: assign({ failure: null }),
    // Provided by the UI: what the member sees and what else moves.
    betPlaced: (_, _outcome: Output<'placed'>) => undefined,
    pickErrorsArrived: (_, _errors: PickError[]) => undefined,
    autoAcceptedPrices: (_, _errors: PickError[]) => undefined,
    alertMessage: (_, _message: string) => undefined,
    alertThrottled: (_, _retryAfterS: number) => undefined,
    /** A retry was answered from the stored key: the bet had been placed by an earlier request. */
    placedEarlier: (_, _outcome: Output<'placed'>) => undefined,
    /** A stored confirm asked for again after a reload (or sent again) had been placed before. */
    recoveredPlaced: (_, _outcome: Output<'placed'>) => undefined,
    /** ... had never reached the server: it is placed now, by this request. */
    recoveredPlacedNow: (_, _outcome: Output<'placed'>) => undefined,
    /** ... or was not placed (the refusal's text; null when prices or lines had moved). */
    recoveredNotPlaced: (_, _reason: string | null) => undefined,
    /** No answer: a clear message (the ticket is kept and a retry is safe), the detail logged. */
    alertUnreachable: (_, message: string) => {
      console.error(`bet confirm got no answer: ${message}`);
    },
  },
}).createMachine({
  id: 'placeBet',
  context: () => ({
    body: null,
    key: null,
    keyPending: false,
    recovered: false,
    sentAt: null,
    throttledMs: 0,
    // The UI sends the setting kept from an earlier visit ('bet.policy') as it starts the machine.
    setting: 'ask',
    policy: 'ask',
    limits: [],
    autoAccepted: false,
    failure: null,
  }),
  initial: 'ready',
  // The setting changes in any state; a bet in flight keeps the one it went out with.
  on: {
    'bet.policy': {
      actions: [
        { type: 'assignSetting', params: ({ event }) => event.policy },
        { type: 'storePolicy', params: ({ event }) => event.policy },
      ],
    },
  },
  // Every resting state takes a new bet; only 'placing' and 'recovering' ignore clicks (a double
  // click places once) and 'throttled' holds them for the server's wait.
  states: {
    ready: {
      entry: { type: 'tellUpdate', params: false },
      on: {
        'bet.submit': submit(),
        'bet.recover': [
          {
            guard: { type: 'isRecoverable', params: ({ event }) => event.sentAt },
            target: 'recovering',
            actions: { type: 'startRecovery', params: recoveryOf },
          },
          // Too late to send by itself: the member is told and decides.
          { target: 'unconfirmed', actions: { type: 'startRecovery', params: recoveryOf } },
        ],
      },
    },
    placed: { entry: { type: 'tellUpdate', params: false }, on: { 'bet.submit': submit() } },
    /** Refused on price or point: the ticket shows the new values and the banner. */
    changed: { entry: { type: 'tellUpdate', params: false }, on: { 'bet.submit': submit() } },
    /** Refused with a message (insufficient balance, closed pick ...). */
    refused: {
      entry: { type: 'tellUpdate', params: false },
      on: { 'bet.submit': submit(), 'bet.dismiss': { target: 'ready', actions: 'clearFailure' } },
    },
    /** No answer (network, 5xx): the ticket is kept and a retry reuses the key. */
    unreachable: {
      entry: { type: 'tellUpdate', params: ({ context }) => context.keyPending },
      on: {
        'bet.submit': submit(),
        'bet.retry': { guard: 'hasPendingBody', target: 'placing', actions: 'startRetry' },
        'network.online': { guard: 'hasPendingBody', target: 'placing', actions: 'startRetry' },
        'bet.dismiss': { target: 'ready', actions: 'clearFailure' },
      },
      // Past the window the link coming back sends nothing: the member is asked instead.
      after: { recoveryWindowLeft: 'unconfirmed' },
    },
    /**
     * A confirm whose answer is unknown, past the recovery window: nothing goes out by itself (not
     * on a reload, not when the link comes back). The member is told the bet from that time may not
     * have reached us; they check My bets, send it again under the same key (the server re-checks
     * price and limits, and answers a bet it took with its first result), or let it go.
     */
    unconfirmed: {
      entry: ['toldUnconfirmed', { type: 'tellUpdate', params: false }],
      on: {
        'bet.resend': { target: 'recovering', actions: 'startResend' },
        'bet.submit': submit(),
        'bet.dismiss': { target: 'ready', actions: ['forgetConfirm', 'settle'] },
      },
    },
    /**
     * Too many confirms (429): nothing was placed by that request; Place waits for the reply's
     * Retry-After. A confirm whose first answer is still unknown is asked for again after it.
     */
    throttled: {
      entry: { type: 'tellUpdate', params: false },
      after: {
        throttleWait: [
          { guard: 'hasPendingBody', target: 'placing', actions: 'startRetry' },
          { target: 'ready' },
        ],
      },
    },
    placing: {
      // Stored before it goes out: a reload while it is in flight finds it.
      entry: [
        { type: 'rememberConfirm', params: confirmInput },
        { type: 'tellUpdate', params: true },
      ],
      invoke: {
        id: 'confirmBet',
        src: 'confirmBet',
        input: confirmInput,
        onDone: [
          placedTransition('placedEarlier', 'isReplayed'),
          placedTransition('betPlaced'),
          {
            // The setting accepts the new prices: take them and confirm once more, by itself.
            guard: { type: 'isAcceptedPriceChange', params: ({ event }) => event.output },
            target: 'placing',
            reenter: true,
            actions: [
              {
                type: 'pickErrorsArrived',
                params: ({ event }) => (event.output as Output<'pickErrors'>).errors,
              },
              {
                type: 'autoAcceptedPrices',
                params: ({ event }) => (event.output as Output<'pickErrors'>).errors,
              },
              {
                type: 'resubmitAtNewPrices',
                params: ({ event }) => (event.output as Output<'pickErrors'>).errors,
              },
            ],
          },
          {
            guard: { type: 'hasPickErrors', params: ({ event }) => event.output },
            target: 'changed',
            actions: [
              {
                type: 'pickErrorsArrived',
                params: ({ event }) => (event.output as Output<'pickErrors'>).errors,
              },
              'forgetConfirm',
              'settle',
            ],
          },
          refusedTransition('alertMessage'),
          ...throttledTransition(),
          unreachableTransition(),
        ],
        onError: unreachableOnError(),
      },
    },
    /**
     * A confirm left unanswered before a reload (or in another tab), asked for again under its own
     * key: the server answers with the first result when it was placed. Nothing is chased here: a
     * refusal at moved prices goes back to the member, never placed at the new ones by itself.
     */
    recovering: {
      // Written again: a bet sent again by the member starts its window afresh.
      entry: [
        { type: 'rememberConfirm', params: confirmInput },
        { type: 'tellUpdate', params: false },
      ],
      invoke: {
        id: 'recoverConfirm',
        src: 'confirmBet',
        input: confirmInput,
        onDone: [
          placedTransition('recoveredPlaced', 'isReplayed'),
          placedTransition('recoveredPlacedNow'),
          {
            guard: { type: 'hasPickErrors', params: ({ event }) => event.output },
            target: 'refused',
            actions: [
              { type: 'recoveredNotPlaced', params: null },
              'forgetConfirm',
              'settle',
              // No text of its own: the ticket says the prices or lines had moved.
              { type: 'assignFailure', params: '' },
            ],
          },
          refusedTransition('recoveredNotPlaced'),
          ...throttledTransition(),
          unreachableTransition(),
        ],
        onError: unreachableOnError(),
      },
    },
  },
});

/** The confirm in flight, as the confirm actor and `rememberConfirm` take it. */
function confirmInput({ context }: { context: PlaceBetContext }): HeldConfirm {
  return heldConfirm(context);
}

function recoveryOf({ event }: { event: PlaceBetEvent }) {
  const recover = event as Extract<PlaceBetEvent, { type: 'bet.recover' }>;
  return { body: recover.body, key: recover.key, sentAt: recover.sentAt };
}

/**
 * Placed: said (as a new bet, as one placed by an earlier request, or as the one found after a
 * reload), forgotten, settled.
 */
function placedTransition(
  say: 'betPlaced' | 'placedEarlier' | 'recoveredPlaced' | 'recoveredPlacedNow',
  when: 'isPlaced' | 'isReplayed' = 'isPlaced',
) {
  return {
    guard: {
      type: when,
      params: ({ event }: { event: { output: ConfirmOutcome } }) => event.output,
    },
    target: 'placed',
    actions: [
      {
        type: say,
        params: ({ event }: { event: { output: ConfirmOutcome } }) =>
          event.output as Output<'placed'>,
      },
      {
        type: 'announcePlaced',
        params: ({ event }: { event: { output: ConfirmOutcome } }) =>
          event.output as Output<'placed'>,
      },
      'tellMyBets',
      'forgetConfirm',
      'settle',
    ],
  } as const;
}

/** Refused with a text: said (as a refusal, or as the bet found not placed after a reload), kept. */
function refusedTransition(say: 'alertMessage' | 'recoveredNotPlaced') {
  const message = ({ event }: { event: { output: ConfirmOutcome } }) =>
    (event.output as Output<'refused'>).message;
  return {
    guard: {
      type: 'isRefused',
      params: ({ event }: { event: { output: ConfirmOutcome } }) => event.output,
    },
    target: 'refused',
    actions: [
      { type: say, params: message },
      'forgetConfirm',
      'settle',
      { type: 'assignFailure', params: message },
    ],
  } as const;
}

/**
 * 429: the request placed nothing. A fresh bet is forgotten; a confirm whose first answer is still
 * unknown (a retry, a recovery) stays, to be asked for again after the wait.
 */
function throttledTransition() {
  const params = ({ event }: { event: { output: ConfirmOutcome } }) => event.output;
  const wait = ({ event }: { event: { output: ConfirmOutcome } }) =>
    (event.output as Output<'throttled'>).retryAfterS;
  const notice = [
    { type: 'alertThrottled', params: wait },
    { type: 'assignThrottle', params: wait },
  ] as const;
  return [
    { guard: { type: 'isThrottledWhilePending', params }, target: 'throttled', actions: notice },
    {
      guard: { type: 'isThrottled', params },
      target: 'throttled',
      actions: [...notice, 'forgetConfirm', 'settle'],
    },
  ] as const;
}

function unreachableTransition() {
  const message = ({ event }: { event: { output: ConfirmOutcome } }) =>
    (event.output as Output<'unreachable'>).message;
  return {
    target: 'unreachable',
    actions: [
      { type: 'alertUnreachable', params: message },
      { type: 'keepForRetry', params: message },
    ],
  } as const;
}

function unreachableOnError() {
  const message = ({ event }: { event: { error: unknown } }) => String(event.error);
  return {
    target: 'unreachable',
    actions: [
      { type: 'alertUnreachable', params: message },
      { type: 'keepForRetry', params: message },
    ],
  } as const;
}

/** What a submit carries (only 'bet.submit' reads it). */
function submitted(event: PlaceBetEvent) {
  assertEvent(event, 'bet.submit');
  return { body: event.body, limits: event.limits };
}

function submit() {
  return {
    guard: {
      type: 'canPlaceBet',
      params: ({ event }: { event: PlaceBetEvent }) => submitted(event),
    },
    target: 'placing',
    actions: {
      type: 'startSubmission',
      params: ({ event }: { event: PlaceBetEvent }) => submitted(event),
    },
  } as const;
}
