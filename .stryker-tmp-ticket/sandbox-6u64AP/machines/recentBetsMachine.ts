// @ts-nocheck
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import type { CallOutcome, RealtimeStateChange, RecentBet } from './memberTypes';

// The recent-bets panel: open means connected to the realtime channel with new
// bets put on top; closed means disconnected and the feed cleared. Open by default.

/** The feed never grows past what the latest-bets call returns. */
export const RECENT_BETS_LIMIT = 30;

/** A bet as the feed holds it: with a key of its own, so a list can keep its row when others arrive. */
export type FeedBet = RecentBet & { feedKey: number };

export interface RecentBetsContext {
  bets: FeedBet[];
  /** The key the next bet to arrive gets. */
  nextFeedKey: number;
  connected: boolean;
  /** Set after the first `connected` of this opening, so a later one is known as a reconnect. */
  hasConnected: boolean;
}

export type RecentBetsEvent =
  | { type: 'recentBets.open' }
  | { type: 'recentBets.close' }
  | { type: 'realtime.bet'; bet: RecentBet }
  | ({ type: 'realtime.state' } & RealtimeStateChange);

/** Puts a new bet on top and keeps at most RECENT_BETS_LIMIT. */
export function prependRecentBet<T extends RecentBet>(bets: readonly T[], bet: T): T[] {
  return [bet, ...bets].slice(0, RECENT_BETS_LIMIT);
}

function keyed(bets: readonly RecentBet[], firstKey: number): FeedBet[] {
  return bets.map((bet, index) => ({ ...bet, feedKey: firstKey + index }));
}

export const recentBetsMachine = setup({
  types: {
    context: {} as RecentBetsContext,
    events: {} as RecentBetsEvent,
  },
  actors: {
    loadLatestBets: fromPromise<CallOutcome<RecentBet[]>>(async () => {
      throw new Error('recentBetsMachine: the "loadLatestBets" actor must be provided');
    }),
    // Connects on start, sends `realtime.bet` / `realtime.state` back, disconnects when stopped.
    ticketFeed: fromCallback<RecentBetsEvent>(() => {
      throw new Error('recentBetsMachine: the "ticketFeed" actor must be provided');
    }),
  },
  guards: {
    isReconnect: ({ context, event }) => {
      assertEvent(event, 'realtime.state');
      return event.current === 'connected' && context.hasConnected;
    },
  },
  actions: {
    clearFeed: assign({ bets: [], connected: false, hasConnected: false }),
    assignLatest: assign(({ context }, outcome: CallOutcome<RecentBet[]>) => {
      if (!outcome.ok) return {};
      const latest = outcome.data.slice(0, RECENT_BETS_LIMIT);
      return {
        bets: keyed(latest, context.nextFeedKey),
        nextFeedKey: context.nextFeedKey + latest.length,
      };
    }),
    logLatestFailure: (_, outcome: CallOutcome<unknown>) => {
      if (!outcome.ok) console.error(`recent bets: latest could not be loaded: ${outcome.message}`);
    },
    logLatestError: (_, message: string) => {
      console.error(`recent bets: latest could not be loaded: ${message}`);
    },
    prependBet: assign(({ context }, bet: RecentBet) => ({
      bets: prependRecentBet(context.bets, { ...bet, feedKey: context.nextFeedKey }),
      nextFeedKey: context.nextFeedKey + 1,
    })),
    assignConnection: assign(({ context }, change: RealtimeStateChange) => ({
      connected: change.current === 'connected',
      hasConnected: context.hasConnected || change.current === 'connected',
    })),
  },
}).createMachine({
  id: 'recentBets',
  context: { bets: [], nextFeedKey: 0, connected: false, hasConnected: false },
  initial: 'open',
  states: {
    closed: {
      entry: 'clearFeed',
      on: { 'recentBets.open': 'open' },
    },
    open: {
      initial: 'loadingLatest',
      on: { 'recentBets.close': 'closed' },
      states: {
        loadingLatest: {
          invoke: {
            src: 'loadLatestBets',
            onDone: {
              target: 'live',
              actions: [
                { type: 'assignLatest', params: ({ event }) => event.output },
                { type: 'logLatestFailure', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'live',
              actions: { type: 'logLatestError', params: ({ event }) => String(event.error) },
            },
          },
        },
        live: {
          invoke: { src: 'ticketFeed', id: 'ticketFeed' },
          initial: 'listening',
          on: {
            'realtime.bet': {
              actions: { type: 'prependBet', params: ({ event }) => event.bet },
            },
          },
          states: {
            listening: {
              on: {
                'realtime.state': [
                  {
                    // Bets placed while the connection was down are only in the latest list.
                    guard: 'isReconnect',
                    target: 'reloadingLatest',
                    actions: { type: 'assignConnection', params: ({ event }) => event },
                  },
                  { actions: { type: 'assignConnection', params: ({ event }) => event } },
                ],
              },
            },
            reloadingLatest: {
              on: {
                'realtime.state': {
                  actions: { type: 'assignConnection', params: ({ event }) => event },
                },
              },
              invoke: {
                src: 'loadLatestBets',
                onDone: {
                  target: 'listening',
                  actions: [
                    { type: 'assignLatest', params: ({ event }) => event.output },
                    { type: 'logLatestFailure', params: ({ event }) => event.output },
                  ],
                },
                onError: {
                  target: 'listening',
                  actions: { type: 'logLatestError', params: ({ event }) => String(event.error) },
                },
              },
            },
          },
        },
      },
    },
  },
});
