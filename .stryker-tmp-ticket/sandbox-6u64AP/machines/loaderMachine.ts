// @ts-nocheck
import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';

// The one way anything in the app loads: load, fail, wait with a growing wait, load again, skip the
// wait (the member's Retry), and load again when the link comes back. Every loader is an actor of
// this chart, named `loader.<what>` in the visualizer: the odds lists (whose calls the countdown and
// the nudges make: they only tell the loader how each went), the popups and the banners (whose
// calls the loader makes itself), the member's open bets on the home page.
//
// The wait before retry n is 1, 2, 4, 8, then 16 s (`loaderRetryDelayMs`); after `maxRetries`
// failed retries the loader gives up and waits for the member's Retry or the link's return. A
// loader made with `maxRetries: 0` never retries by itself (a popup: the member sees the failure and
// its Retry at once). A 401 (the session is gone) stops the retries; `loader.clear` (another sport,
// a sign-out) forgets the failures. The wait is an `after` delay computed from the attempt, so the
// timer is in the chart and tests run it on a simulated clock.

/** A loader retries by itself at most this many times in a row, unless made with fewer. */
export const LOADER_RETRY_MAX = 5;

/** The wait before retry `attempt` (1-based): 1, 2, 4, 8, then 16 s. */
export function loaderRetryDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** (attempt - 1), 16_000);
}

export interface LoaderInput {
  /** What is loaded (a list kind, a popup's filter and page): handed to each load. */
  key: string;
  /** How many retries are made by themselves after a failure; LOADER_RETRY_MAX unless told. */
  maxRetries?: number;
}

/** The last failure, as the member is told it (a 401 included). */
export interface LoadFailure {
  status: number;
  message: string;
}

export interface LoaderContext {
  key: string;
  maxRetries: number;
  /** The failures in a row: the retry waiting (or going) is this one, of maxRetries. */
  attempt: number;
  failure: LoadFailure | null;
}

/** What a load hands the loader: its key, and which retry it is (0: not a retry). */
export interface LoadRequest {
  key: string;
  attempt: number;
}

/**
 * How a load went. `told`: its answer comes as an event (`load.ready`, `load.failed`), because the
 * same calls are made by others too (the odds lists); `dropped`: the answer was thrown away (the
 * lists started afresh meanwhile), so the retries end.
 */
export type LoadOutcome =
  /** `data`: what was loaded, handed on to whoever listens (`loader.answered`), never kept. */
  | { outcome: 'ready'; data?: unknown }
  | ({ outcome: 'failed' } & LoadFailure)
  | ({ outcome: 'unauthorized' } & LoadFailure)
  | { outcome: 'told' }
  | { outcome: 'dropped' };

export type LoaderEvent =
  /** Load `key` now, afresh (a popup's new filter or page, the my-bet list after a bet). */
  | { type: 'load.start'; key: string }
  /** A call of what is loaded failed (any failure but a 401), whoever made it. */
  | ({ type: 'load.failed' } & Partial<LoadFailure>)
  /** A good answer arrived, whoever asked for it. */
  | { type: 'load.ready' }
  /** A call found the session gone (HTTP 401): no more retries. */
  | ({ type: 'load.unauthorized' } & Partial<LoadFailure>)
  /** Start afresh: the failures are forgotten, nothing waits (another sport, a sign-out). */
  | { type: 'loader.clear' }
  /** The member's Retry: the waiting retry goes at once, or a loader that gave up tries again. */
  | { type: 'loader.retryNow' }
  /** The link came back (the app's one online rule, src/shared/network.ts). */
  | { type: 'network.online' };

/** Told to whoever runs the loader (`actor.on`): a load starts, or its own call answered. */
export type LoaderEmitted =
  | { type: 'loader.loading' }
  /** `attempt`: the failures in a row, this one included (0 after a good answer). */
  | { type: 'loader.answered'; output: LoadOutcome; attempt: number };

/** Which retry is waiting or going, of how many (what the odds notice says); null: none. */
export function retryShown(
  snapshot: SnapshotFrom<typeof loaderMachine>,
): { attempt: number; max: number } | null {
  const { attempt, maxRetries } = snapshot.context;
  return (snapshot.matches('waiting') || snapshot.matches('loading')) &&
    attempt > 0 &&
    attempt <= maxRetries
    ? { attempt, max: maxRetries }
    : null;
}

/** Whether the loader holds a failure the member sees (waiting for a retry, given up, or stopped). */
export function isFailing(snapshot: SnapshotFrom<typeof loaderMachine>): boolean {
  return snapshot.matches('waiting') || snapshot.matches('gaveUp') || snapshot.matches('stopped');
}

/** A guard on how the load just done went (its output). */
function outcome<
  T extends 'isReady' | 'isFailed' | 'isFailedWithRetryLeft' | 'isUnauthorized' | 'isDropped',
>(type: T) {
  return { type, params: ({ event }: { event: { output: LoadOutcome } }) => event.output };
}

/** Hands the load's own answer on (after the count: its attempt is this failure's). */
const answer = {
  type: 'tellAnswer',
  params: ({ event }: { event: { output: LoadOutcome } }) => event.output,
} as const;

/** A failure: the next retry waits, or the loader gives up. */
const failed = [
  { guard: 'hasRetryLeft', target: 'waiting', reenter: true, actions: 'countFailure' },
  { target: 'gaveUp', actions: 'countFailure' },
] as const;

export const loaderMachine = setup({
  types: {
    context: {} as LoaderContext,
    events: {} as LoaderEvent,
    input: {} as LoaderInput,
    emitted: {} as LoaderEmitted,
  },
  actors: {
    // Makes the call (provided by whoever runs the loader).
    load: fromPromise<LoadOutcome, LoadRequest>(() =>
      // Stryker disable next-line StringLiteral: equivalent, the error of a call is not read (it counts as a failure).
      Promise.reject(new Error('loaderMachine: provide load')),
    ),
    // Sends `network.online` each time the link comes back (provided with the app's online rule).
    watchOnline: fromCallback(() => undefined),
  },
  actions: {
    countFailure: assign(({ context, event }) => ({
      attempt: context.attempt + 1,
      failure: failureOf(event, context.failure),
    })),
    noteFailure: assign(({ context, event }) => ({ failure: failureOf(event, context.failure) })),
    forget: assign({ attempt: 0, failure: null }),
    tellLoading: emit({ type: 'loader.loading' }),
    tellAnswer: emit(({ context }, output: LoadOutcome) => ({
      type: 'loader.answered' as const,
      output,
      attempt: context.attempt,
    })),
    startAfresh: assign((_, key: string) => ({ attempt: 0, failure: null, key })),
  },
  guards: {
    hasRetryLeft: ({ context }) => context.attempt < context.maxRetries,
    isReady: (_, output: LoadOutcome) => output.outcome === 'ready',
    isFailed: (_, output: LoadOutcome) => output.outcome === 'failed',
    isFailedWithRetryLeft: ({ context }, output: LoadOutcome) =>
      output.outcome === 'failed' && context.attempt < context.maxRetries,
    isUnauthorized: (_, output: LoadOutcome) => output.outcome === 'unauthorized',
    isDropped: (_, output: LoadOutcome) => output.outcome === 'dropped',
  },
  delays: {
    retryDelay: ({ context }) => loaderRetryDelayMs(context.attempt),
  },
}).createMachine({
  id: 'loader',
  context: ({ input }) => ({
    key: input.key,
    maxRetries: input.maxRetries ?? LOADER_RETRY_MAX,
    attempt: 0,
    failure: null,
  }),
  initial: 'idle',
  on: {
    'load.start': {
      target: '.loading',
      reenter: true,
      actions: { type: 'startAfresh', params: ({ event }) => event.key },
    },
    'load.ready': { target: '.idle', actions: 'forget' },
    'load.unauthorized': { target: '.stopped', actions: 'noteFailure' },
    'loader.clear': { target: '.idle', actions: 'forget' },
  },
  states: {
    /** Nothing failing: loaded, or not asked yet. */
    idle: {
      on: { 'load.failed': failed },
    },
    /** A load is going (the first, or a retry). */
    loading: {
      entry: 'tellLoading',
      invoke: {
        src: 'load',
        input: ({ context }) => ({ key: context.key, attempt: context.attempt }),
        onDone: [
          { guard: outcome('isReady'), target: 'idle', actions: ['forget', answer] },
          {
            guard: outcome('isFailedWithRetryLeft'),
            target: 'waiting',
            actions: ['countFailure', answer],
          },
          { guard: outcome('isFailed'), target: 'gaveUp', actions: ['countFailure', answer] },
          { guard: outcome('isUnauthorized'), target: 'stopped', actions: ['noteFailure', answer] },
          { guard: outcome('isDropped'), target: 'idle', actions: 'forget' },
          // `told`: its failure or its answer arrives as an event (load.failed, load.ready).
        ],
        // The call itself broke (no event will come): a failure like any other.
        onError: failed,
      },
      on: { 'load.failed': failed },
    },
    /** A failure stands; the next retry goes when its wait is up, on Retry, or when the link returns. */
    waiting: {
      invoke: { src: 'watchOnline' },
      after: { retryDelay: 'loading' },
      on: { 'load.failed': failed, 'loader.retryNow': 'loading', 'network.online': 'loading' },
    },
    /** The retries made by themselves failed: only the member's Retry or the link's return loads. */
    gaveUp: {
      invoke: { src: 'watchOnline' },
      on: { 'loader.retryNow': 'loading', 'network.online': 'loading' },
    },
    /** The session is gone: nothing loads again until a good answer or a fresh start. */
    stopped: {},
  },
});

function failureOf(event: LoaderEvent | { type: string }, held: LoadFailure | null) {
  const told = event as Partial<LoadFailure> & { output?: Partial<LoadFailure> };
  const source = told.output ?? told;
  return typeof source.message === 'string'
    ? { status: source.status ?? 0, message: source.message }
    : held;
}
