import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { MUAY_THAI_SPORT_ID } from '@contract/wire';
import { CALL_TIMEOUT_MS } from '@contract/calls';

// The auto-refresh countdown of the odds tables: counts down one
// second at a time, calls the lists at 0, and starts again from the full interval on every
// refresh, whoever started it (the countdown, the refresh button, a tournament's refresh icon, or
// a filter change that reloaded the list). The call is the invoked `loadLists` actor, which the
// UI provides (`refreshMachine.provide({ actors: { loadLists } })`): its answer, its timeout and
// its cancellation (another sport, or a reload that replaces it) are states of the chart. An
// answer that arrives (not cancelled, not timed out) is followed by `listsLoaded`, which the UI
// provides too: the ticket follows the market the replies describe.

export const REFRESH_SECONDS = 20;
/** Muay Thai (sport 44) refreshes faster: 5 s while it has events, 10 s while it has none. */
export const MUAY_THAI_REFRESH_SECONDS_WITH_DATA = 5;
export const MUAY_THAI_REFRESH_SECONDS_WITHOUT_DATA = 10;
/** A refresh that never answers must not stop the countdown for good. */
export const REFRESH_TIMEOUT_MS = CALL_TIMEOUT_MS;

/** Bounds of the `?refresh=<seconds>` override: whole seconds, at least 1, at most 10 minutes. */
export const REFRESH_OVERRIDE_MIN_SECONDS = 1;
export const REFRESH_OVERRIDE_MAX_SECONDS = 600;

/**
 * `?refresh=<seconds>` in the address replaces the interval of every sport (bench:browser refreshes
 * every 5 s to measure more refreshes in less time). Anything but a whole number within the bounds
 * is ignored, so a mistyped address keeps the spec's intervals. Null when there is no override.
 */
export function refreshOverrideFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('refresh');
  // Stryker disable next-line ConditionalExpression: equivalent, /^\d+$/ refuses null too (tested as 'null').
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const seconds = Number(raw);
  return seconds >= REFRESH_OVERRIDE_MIN_SECONDS && seconds <= REFRESH_OVERRIDE_MAX_SECONDS
    ? seconds
    : null;
}

export function refreshIntervalSeconds(sportTypeId: number, hasData: boolean): number {
  if (sportTypeId !== MUAY_THAI_SPORT_ID) return REFRESH_SECONDS;
  return hasData ? MUAY_THAI_REFRESH_SECONDS_WITH_DATA : MUAY_THAI_REFRESH_SECONDS_WITHOUT_DATA;
}

export interface RefreshInput {
  sportTypeId: number;
  /** Whether the lists shown hold any event (decides the Muay Thai interval). */
  hasData?: boolean;
  /** Seconds that replace every sport's interval (`refreshOverrideFromSearch`); null or absent: none. */
  overrideSeconds?: number | null;
}

export interface RefreshContext {
  sportTypeId: number;
  hasData: boolean;
  overrideSeconds: number | null;
  /** Seconds left before the next refresh: what the refresh button shows. */
  remaining: number;
  /**
   * The odds stream is live (nudged lists ask for their deltas as prices move); the
   * countdown keeps running as the safety net either way. False: off, down or reconnecting.
   */
  streamLive: boolean;
}

export type RefreshEvent =
  /** The refresh button, a tournament's refresh icon, or the link coming back. */
  | { type: 'refresh.now' }
  /**
   * A filter change cleared the lists: call them now, replacing a call in flight (its answer is
   * for the old filter). The countdown keeps its number until the answer restarts it.
   */
  | { type: 'refresh.reload' }
  /** Another sport was chosen: a call in flight is cancelled. */
  | { type: 'refresh.sport'; sportTypeId: number }
  /** The odds stream came up (subscribed) or went down (off, dropped, reconnecting). */
  | { type: 'refresh.stream'; live: boolean };

/** What `loadLists` answers: whether the lists shown hold any event, and what moved. */
export interface LoadListsOutput {
  hasData: boolean;
  /** The events the replies say changed; null: anything may have changed. Absent: unknown (null). */
  changedEventIds?: readonly number[] | null;
  /** Whether the lists now shown show an event (asked only for the ticket's picks). */
  shown?: { has(eventId: number): boolean };
}

/** The countdown's full interval now: what "refreshing every N s" names. */
export function refreshIntervalOf(
  context: Pick<RefreshContext, 'sportTypeId' | 'hasData' | 'overrideSeconds'>,
): number {
  return fullInterval(context);
}

function fullInterval(
  context: Pick<RefreshContext, 'sportTypeId' | 'hasData' | 'overrideSeconds'>,
): number {
  return context.overrideSeconds ?? refreshIntervalSeconds(context.sportTypeId, context.hasData);
}

export const refreshMachine = setup({
  types: {
    context: {} as RefreshContext,
    events: {} as RefreshEvent,
    input: {} as RefreshInput,
  },
  actors: {
    // Calls the lists shown (the UI provides it: the odds engine). A failed call rejects; the lists
    // show their own failure and Retry, and the countdown carries on.
    loadLists: fromPromise<LoadListsOutput>(() =>
      // Stryker disable next-line StringLiteral: equivalent, a failed call's error is not read (the countdown carries on).
      Promise.reject(new Error('refreshMachine: provide loadLists')),
    ),
  },
  actions: {
    countDown: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
    restartCountdown: assign({ remaining: ({ context }) => fullInterval(context) }),
    assignSettled: assign(({ context }, hasData: boolean) => ({
      hasData,
      remaining: fullInterval({ ...context, hasData }),
    })),
    assignSport: assign(({ context }, sportTypeId: number) => ({
      sportTypeId,
      // Nothing is known about the new sport's lists yet.
      hasData: false,
      remaining: fullInterval({
        sportTypeId,
        hasData: false,
        overrideSeconds: context.overrideSeconds,
      }),
    })),
    emptyCountdown: assign({ remaining: 0 }),
    assignStream: assign((_, live: boolean) => ({ streamLive: live })),
    /** The follow-up of an answer (the UI provides it: the ticket follows the market). */
    listsLoaded: (_, _output: LoadListsOutput) => {},
  },
  guards: {
    isLastSecond: ({ context }) => context.remaining <= 1,
    /** The stream is back after a gap: the nudges missed meanwhile are one refresh away. */
    isStreamBack: ({ context, event }) => {
      assertEvent(event, 'refresh.stream');
      return event.live && !context.streamLive;
    },
  },
  delays: {
    oneSecond: 1000,
    refreshTimeout: REFRESH_TIMEOUT_MS,
  },
}).createMachine({
  id: 'refresh',
  context: ({ input }) => {
    const hasData = input.hasData ?? false;
    const overrideSeconds = input.overrideSeconds ?? null;
    return {
      sportTypeId: input.sportTypeId,
      hasData,
      overrideSeconds,
      remaining: fullInterval({ sportTypeId: input.sportTypeId, hasData, overrideSeconds }),
      streamLive: false,
    };
  },
  initial: 'counting',
  on: {
    'refresh.sport': {
      target: '.counting',
      reenter: true,
      actions: { type: 'assignSport', params: ({ event }) => event.sportTypeId },
    },
    'refresh.reload': { target: '.refreshing', reenter: true },
    'refresh.stream': [
      {
        guard: 'isStreamBack',
        target: '.refreshing',
        actions: [{ type: 'assignStream', params: true }, 'emptyCountdown'],
      },
      { actions: { type: 'assignStream', params: ({ event }) => event.live } },
    ],
  },
  states: {
    counting: {
      after: {
        oneSecond: [
          { guard: 'isLastSecond', target: 'refreshing', actions: 'emptyCountdown' },
          { target: 'counting', reenter: true, actions: 'countDown' },
        ],
      },
      // The button shows 0 until the answer.
      on: { 'refresh.now': { target: 'refreshing', actions: 'emptyCountdown' } },
    },
    refreshing: {
      invoke: {
        src: 'loadLists',
        onDone: {
          target: 'counting',
          actions: [
            { type: 'assignSettled', params: ({ event }) => event.output.hasData },
            { type: 'listsLoaded', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'counting', actions: { type: 'assignSettled', params: false } },
      },
      after: {
        // No answer: start counting again rather than sit at 0 for ever (the call is cancelled).
        refreshTimeout: { target: 'counting', actions: 'restartCountdown' },
      },
    },
  },
});
