import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { MUAY_THAI_SPORT_ID } from '@contract/wire';
import { CALL_TIMEOUT_MS } from '@contract/calls';
import type { OddsChangedMessage } from '@contract/realtime';
import { NUDGE_JITTER_MS } from '@workers/odds/core/nudge';
import { eventsToFollow, nudgedChange } from './marketChange';
import type { MarketChange } from './marketChange';
import { sendToSystemActor } from './systemSend';
import type { ticketMachine } from './ticketMachine';

// The auto-refresh countdown of the odds tables: counts down one
// second at a time, calls the lists at 0, and starts again from the full interval on every
// refresh, whoever started it (the countdown, the refresh button, a tournament's refresh icon, or
// a filter change that reloaded the list). The call is the invoked `loadLists` actor, which the
// UI provides (`refreshMachine.provide({ actors: { loadLists } })`): its answer, its timeout and
// its cancellation (another sport, or a reload that replaces it) are states of the chart. An
// answer that arrives (not cancelled, not timed out) is followed by `listsLoaded`, which the UI
// tells the ticket (system id `ticket`) which held picks the replies may have moved.
//
// Beside the countdown, two regions run the odds push. `stream` invokes the odds feed (a callback
// actor the UI provides, keyed to the sport: another sport re-enters it), which sends
// `refresh.stream` (live or down) and `refresh.nudge` (the member API's odds broadcast). `nudge`
// times the nudged calls: a nudge waits a random jitter (members nudged by one message do not all
// call in the same millisecond), the engine's nudged calls are invoked (`askNudged`: which lists a
// nudge touches and the misses are the engine's books), then the rest the engine answers (the gap
// after the call's start, doubled after misses) before the next; nudges meanwhile are gathered into
// one. The order is decided here: the board's delta calls answer first, THEN the ticket re-reads
// the events the nudges named together with those the delta says changed. A nudge that names no
// events (`eventIds: null`, a malformed one read defensively) means anything may have changed, to
// the lists and to the ticket alike.

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
  /** The nudges that came since the nudged calls last asked, gathered into one; null: none. */
  nudge: OddsChangedMessage | null;
  /** The nudge the nudged calls in flight ask for (the ticket re-reads its events after them). */
  asking: OddsChangedMessage | null;
  /** The rest before the next nudged call, as the last calls answered. */
  restMs: number;
  /** The last nudged calls left a list behind: it asks again after the rest. */
  behind: boolean;
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
  | { type: 'refresh.stream'; live: boolean }
  /** The link came back (the app's one online rule): the lists shown are called at once. */
  | { type: 'network.online' }
  /** The odds broadcast: something of `eventIds` (null: anything) changed at `changeId`. */
  | ({ type: 'refresh.nudge' } & OddsChangedMessage)
  /**
   * A failed list's own retry answered (its loader's call, not one of this machine's): the events
   * its reply says changed (null: a full load, anything may have).
   */
  | { type: 'refresh.retried'; changedEventIds: readonly number[] | null };

/** What the nudged calls answer (the engine's `askNudged`). */
export interface NudgedOutput {
  /** The events the replies say changed; null: a full load, anything may have changed. */
  changedEventIds: readonly number[] | null;
  /** A list is still behind a nudge (its call fell short): it asks again after `restMs`. */
  behind: boolean;
  /** How long from now before the next nudged call may start (the gap after the last start). */
  restMs: number;
}

/** The odds feed's input: the sport whose channel it listens on. */
export interface OddsFeedInput {
  sportTypeId: number;
}

/** What `loadLists` answers: whether the lists shown hold any event, and what moved. */
export interface LoadListsOutput {
  hasData: boolean;
  /** The events the replies say changed; null: anything may have changed. Absent: unknown (null). */
  changedEventIds?: readonly number[] | null;
  /** Whether the lists now shown show an event (asked only for the ticket's picks). */
  shown?: { has(eventId: number): boolean };
}

/** The countdown's full interval now: what "refreshing every N s" names. */
/** Two nudges as one: the newer change id, and every event named (null when either named none). */
export function gatherNudges(
  held: OddsChangedMessage | null,
  next: OddsChangedMessage,
): OddsChangedMessage {
  if (held === null) return { changeId: next.changeId, eventIds: next.eventIds };
  return {
    changeId: Math.max(held.changeId, next.changeId),
    eventIds:
      held.eventIds === null || next.eventIds === null
        ? null
        : [...new Set([...held.eventIds, ...next.eventIds])],
  };
}

/** The ticket's `ticket.follow` for a change: the held picks it may have moved; null: none. */
function followOf(
  change: MarketChange,
  ticket: AnyActorRef,
): { type: 'ticket.follow'; eventIds: number[] } | null {
  // The receiver registered as `ticket` is the ticket machine (its hook spawns it).
  const { picks } = (ticket.getSnapshot() as SnapshotFrom<typeof ticketMachine>).context;
  const eventIds = eventsToFollow(picks, change);
  return eventIds.length > 0 ? { type: 'ticket.follow', eventIds } : null;
}

/** The ticket (system id `ticket`) re-reads the held picks a change may have moved. */
const followChange = sendToSystemActor<MarketChange, RefreshContext, RefreshEvent>(
  'ticket',
  followOf,
  { delay: 0 },
);

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
    // The sport's odds channel (the UI provides it): sends `refresh.stream` and `refresh.nudge`.
    // None provided: no stream, the countdown alone.
    oddsFeed: fromCallback<RefreshEvent, OddsFeedInput>(() => undefined),
    // Sends `network.online` when the link comes back (the UI provides it); none: never.
    linkWatch: fromCallback<RefreshEvent>(() => undefined),
    // The engine's nudged calls (the UI provides it). A failed call leaves the lists to their
    // retries and the countdown.
    askNudged: fromPromise<NudgedOutput, { nudge: OddsChangedMessage | null }>(() =>
      // Stryker disable next-line StringLiteral: equivalent, a failed call's error is not read.
      Promise.reject(new Error('refreshMachine: provide askNudged')),
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
    /**
     * The follow-up of an answer: the ticket (system id `ticket`) re-reads the held picks the
     * replies say changed and those no list shows, in a task of its own (its re-reads, a call per
     * pick, made the task that brought the lists one of the phone's longest).
     */
    listsLoaded: sendToSystemActor<LoadListsOutput, RefreshContext, RefreshEvent>(
      'ticket',
      (output, ticket) =>
        followOf({ eventIds: output.changedEventIds ?? null, shown: output.shown }, ticket),
      { delay: 0 },
    ),
    /** After the nudged calls answered: the ticket re-reads what the nudge named and they changed. */
    nudgeFollowed: followChange,
    /**
     * After a failed list's retry answered: the ticket re-reads what it changed. The retry is the
     * call that brings a list back after an outage (a restarted server's whole list), so without
     * this the board would show the new prices and the ticket the old ones until the next change.
     */
    retryFollowed: followChange,
    holdNudge: assign(({ context }, nudge: OddsChangedMessage) => ({
      nudge: gatherNudges(context.nudge, nudge),
    })),
    takeNudge: assign(({ context }) => ({ asking: context.nudge, nudge: null })),
    assignNudged: assign((_, output: NudgedOutput) => ({
      restMs: output.restMs,
      behind: output.behind,
      asking: null,
    })),
    nudgeFailed: assign({ asking: null, behind: false, restMs: 0 }),
    forgetNudges: assign({ nudge: null, asking: null, behind: false, restMs: 0 }),
  },
  guards: {
    isLastSecond: ({ context }) => context.remaining <= 1,
    /** The stream is back after a gap: the nudges missed meanwhile are one refresh away. */
    isStreamBack: ({ context, event }) => {
      assertEvent(event, 'refresh.stream');
      return event.live && !context.streamLive;
    },
    /** A nudge came meanwhile, or a list is still behind one: the nudged calls ask again. */
    hasNudgeLeft: ({ context }) => context.nudge !== null || context.behind,
  },
  delays: {
    oneSecond: 1000,
    refreshTimeout: REFRESH_TIMEOUT_MS,
    /** A random wait before the nudged calls, so that one broadcast does not call in a burst. */
    nudgeJitter: () => Math.random() * NUDGE_JITTER_MS,
    /** The rest the last nudged calls answered (the gap after their start), then the jitter. */
    nudgeRest: ({ context }) => context.restMs + Math.random() * NUDGE_JITTER_MS,
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
      nudge: null,
      asking: null,
      restMs: 0,
      behind: false,
    };
  },
  type: 'parallel',
  on: {
    'refresh.retried': {
      actions: {
        type: 'retryFollowed',
        params: ({ event }) => ({ eventIds: event.changedEventIds }),
      },
    },
  },
  states: {
    countdown: {
      initial: 'counting',
      invoke: { src: 'linkWatch' },
      on: {
        // Each region takes another sport in its own transition (an internal one: a transition
        // that re-entered its region would exit the others too, and only one would be taken).
        'refresh.sport': {
          target: '.counting',
          actions: { type: 'assignSport', params: ({ event }) => event.sportTypeId },
        },
        'refresh.reload': { target: '.refreshing' },
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
          on: {
            'refresh.now': { target: 'refreshing', actions: 'emptyCountdown' },
            'network.online': { target: 'refreshing', actions: 'emptyCountdown' },
          },
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
    },
    // The sport's odds channel, listened on while this sport is shown (another sport re-enters it).
    stream: {
      initial: 'listening',
      on: {
        'refresh.sport': {
          target: '.listening',
          // The new channel is not live until it says so.
          actions: { type: 'assignStream', params: false },
        },
      },
      states: {
        listening: {
          invoke: {
            src: 'oddsFeed',
            input: ({ context }) => ({ sportTypeId: context.sportTypeId }),
          },
        },
      },
    },
    nudge: {
      initial: 'idle',
      on: {
        'refresh.sport': { target: '.idle', actions: 'forgetNudges' },
        'refresh.nudge': {
          actions: {
            type: 'holdNudge',
            params: ({ event }) => ({ changeId: event.changeId, eventIds: event.eventIds }),
          },
        },
      },
      states: {
        idle: { always: { guard: 'hasNudgeLeft', target: 'waiting' } },
        /** The jitter before the nudged calls; later nudges join the ones held. */
        waiting: { after: { nudgeJitter: 'asking' } },
        asking: {
          entry: 'takeNudge',
          invoke: {
            src: 'askNudged',
            input: ({ context }) => ({ nudge: context.asking }),
            onDone: {
              target: 'resting',
              actions: [
                // The board's deltas have answered: now the ticket.
                {
                  type: 'nudgeFollowed',
                  params: ({ context, event }) => ({
                    eventIds: nudgedChange(
                      // No nudge came with a miss's second ask: only what the delta says.
                      context.asking === null ? [] : context.asking.eventIds,
                      event.output.changedEventIds,
                    ),
                  }),
                },
                { type: 'assignNudged', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'resting',
              actions: [
                // The lists could not say what changed: the ticket re-reads what the nudge named.
                {
                  type: 'nudgeFollowed',
                  params: ({ context }) => ({
                    eventIds: context.asking === null ? [] : context.asking.eventIds,
                  }),
                },
                'nudgeFailed',
              ],
            },
          },
        },
        /**
         * The gap after the last nudged calls started, and a jitter: then the nudges held meanwhile
         * (or a list left behind by a miss) ask.
         */
        resting: {
          after: {
            nudgeRest: [{ guard: 'hasNudgeLeft', target: 'asking' }, { target: 'idle' }],
          },
        },
      },
    },
  },
});
