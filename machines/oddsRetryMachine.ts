import { assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { ListKind } from '@contract/oddsList';

// The retries of a failed odds list, as a chart of their own: one actor per
// list kind, run by the odds client. A failed call of the list (whoever made it: the countdown, a
// nudge, a retry) waits 1, 2, 4, 8 then 16 s before the list is called again; after ODDS_RETRY_MAX
// retries that failed, the refresh countdown alone carries on. A good list resets the count; a
// 401 (the session is gone) stops the retries; another sport or bet type, or a sign-out, clears
// them. The Retry-now button of the notice skips the wait. The wait is an `after` delay computed
// from the attempt, so the timer is in the chart and tests run it on a simulated clock.
//
// The failures and the good lists come from the engine's messages, whoever asked: they are the
// one account of how the list stands. The retry's own call (`retryList`, provided by the client)
// only makes the call; an answer that is dropped because the lists started afresh meanwhile
// (stale: no message follows) ends the retries.

/** A failed list is called again at most this many times in a row; then the countdown carries on. */
export const ODDS_RETRY_MAX = 5;

/** The wait before retry `attempt` (1-based): 1, 2, 4, 8, then 16 s. */
export function oddsRetryDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** (attempt - 1), 16_000);
}

export interface OddsRetryInput {
  kind: ListKind;
}

export interface OddsRetryContext {
  kind: ListKind;
  /** The failures in a row: the retry waiting (or going) is this one, of ODDS_RETRY_MAX. */
  attempt: number;
}

export type OddsRetryEvent =
  /** A call of the list failed (any failure but a 401). */
  | { type: 'list.failed' }
  /** A good list arrived (full or delta). */
  | { type: 'list.ready' }
  /** A call of the list found the session gone (HTTP 401): no more retries. */
  | { type: 'list.unauthorized' }
  /** Another sport or bet type, or a sign-out: the lists start afresh. */
  | { type: 'retry.clear' }
  /** The notice's Retry now: the waiting retry goes at once. */
  | { type: 'retry.now' };

/** What the retry's call answers: the engine's refresh outcome (its status is read). */
export interface RetryListOutput {
  status: 'ok' | 'error' | 'stale' | 'reload';
}

/** Which retry is waiting or going, of how many (what the notice says); null: none. */
export function retryShown(
  snapshot: SnapshotFrom<typeof oddsRetryMachine>,
): { attempt: number; max: number } | null {
  return snapshot.matches('waiting') || snapshot.matches('retrying')
    ? { attempt: snapshot.context.attempt, max: ODDS_RETRY_MAX }
    : null;
}

/** A failure: the next retry waits, or the retries give up. */
const failed = [
  { guard: 'hasRetryLeft', target: 'waiting', reenter: true, actions: 'countFailure' },
  { target: 'gaveUp', actions: 'countFailure' },
] as const;

export const oddsRetryMachine = setup({
  types: {
    context: {} as OddsRetryContext,
    events: {} as OddsRetryEvent,
    input: {} as OddsRetryInput,
  },
  actors: {
    // Calls the list again (the client provides it: the engine's refresh, as a nudge would).
    retryList: fromPromise<RetryListOutput, { kind: ListKind }>(() =>
      // Stryker disable next-line StringLiteral: equivalent, the error of a call is not read (it counts as a failure).
      Promise.reject(new Error('oddsRetryMachine: provide retryList')),
    ),
  },
  actions: {
    countFailure: assign({ attempt: ({ context }) => context.attempt + 1 }),
    resetCount: assign({ attempt: 0 }),
  },
  guards: {
    hasRetryLeft: ({ context }) => context.attempt < ODDS_RETRY_MAX,
    isStale: (_, output: RetryListOutput) => output.status === 'stale',
  },
  delays: {
    retryDelay: ({ context }) => oddsRetryDelayMs(context.attempt),
  },
}).createMachine({
  id: 'oddsRetry',
  context: ({ input }) => ({ kind: input.kind, attempt: 0 }),
  initial: 'idle',
  on: {
    'list.ready': { target: '.idle', actions: 'resetCount' },
    'list.unauthorized': { target: '.stopped' },
    'retry.clear': { target: '.idle', actions: 'resetCount' },
  },
  states: {
    idle: {
      on: { 'list.failed': failed },
    },
    waiting: {
      after: { retryDelay: 'retrying' },
      on: { 'list.failed': failed, 'retry.now': 'retrying' },
    },
    retrying: {
      invoke: {
        src: 'retryList',
        input: ({ context }) => ({ kind: context.kind }),
        // Its failure or its list arrives as a message (list.failed, list.ready); a dropped
        // answer (the lists started afresh) brings none.
        onDone: {
          guard: { type: 'isStale', params: ({ event }) => event.output },
          target: 'idle',
          actions: 'resetCount',
        },
        // The call itself broke (no message will come): a failure like any other.
        onError: failed,
      },
      on: { 'list.failed': failed },
    },
    /** ODDS_RETRY_MAX retries failed: the countdown alone calls the list, until a good one. */
    gaveUp: {},
    /** The session is gone: nothing is called again (a good list or a clear starts afresh). */
    stopped: {},
  },
});
