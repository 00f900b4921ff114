// @ts-nocheck
import { assign, fromPromise, setup } from 'xstate';
import type { CallOutcome, MemberProfile, MemberUser } from './memberTypes';

// Entry, login, profile and 401 handling. With no entry token and no
// session cookie nothing is called at all; the member must come in through the operator's site.

/** Why the member has no usable session: no token at all, a token the API refused, or a session that ran out. */
export type NoSessionReason = 'missing' | 'invalid' | 'expired';

export interface SessionInput {
  /** The `userToken` taken from the address at entry, or null. */
  entryToken: string | null;
  /** Whether a session cookie existed when the page loaded. */
  hasSessionCookie: boolean;
}

export interface SessionContext {
  entryToken: string | null;
  hasSessionCookie: boolean;
  user: MemberUser | null;
  balance: number | null;
  noSessionReason: NoSessionReason | null;
  /** The server's or client's own words for the last failure, shown under the friendly text. */
  failureMessage: string | null;
  /**
   * The last start got no reply at all (a dead link the browser calls online).
   * Kept while the start is tried again, so the screen stays the offline one and does not flash.
   */
  unreachable: boolean;
}

export type SessionEvent =
  | { type: 'session.retry' }
  | { type: 'session.expired'; message: string }
  | { type: 'balance.refresh' }
  | { type: 'balance.update'; balance: number };

type LoginOutcome = CallOutcome<{ token: string }>;

function notProvided(name: string): never {
  throw new Error(`sessionMachine: the "${name}" actor must be provided with .provide()`);
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    // Logs in with the entry token and stores the returned session token as the cookie.
    login: fromPromise<LoginOutcome, { userToken: string }>(async () => notProvided('login')),
    // User and balance together: the home page needs both before anything else loads.
    loadProfile: fromPromise<CallOutcome<MemberProfile>>(async () => notProvided('loadProfile')),
    loadBalance: fromPromise<CallOutcome<number>>(async () => notProvided('loadBalance')),
  },
  guards: {
    hasEntryToken: ({ context }) => context.entryToken !== null && context.entryToken !== '',
    hasSessionCookie: ({ context }) => context.hasSessionCookie,
    isOk: (_, outcome: CallOutcome<unknown>) => outcome.ok,
    isUnauthorized: (_, outcome: CallOutcome<unknown>) => !outcome.ok && outcome.unauthorized,
    isUnreachable: (_, outcome: CallOutcome<unknown>) =>
      !outcome.ok && outcome.unreachable === true,
  },
  delays: {
    // A dead link sends no 'online' event when it comes back: the start is tried again on a clock.
    reconnectDelay: 5000,
  },
  actions: {
    // The entry token is single use: after a login the cookie carries the session.
    consumeEntryToken: assign({ entryToken: null, hasSessionCookie: true }),
    assignProfile: assign((_, profile: MemberProfile) => ({
      user: profile.user,
      balance: profile.balance,
      failureMessage: null,
      unreachable: false,
    })),
    assignBalance: assign((_, balance: number) => ({ balance })),
    assignNoSession: assign((_, params: { reason: NoSessionReason; message: string | null }) => ({
      noSessionReason: params.reason,
      failureMessage: params.message,
      unreachable: false,
    })),
    assignFailure: assign((_, message: string) => ({
      failureMessage: message,
      unreachable: false,
    })),
    assignUnreachable: assign((_, message: string) => ({
      failureMessage: message,
      unreachable: true,
    })),
    logBalanceFailure: (_, message: string) => {
      console.error(`balance refresh failed: ${message}`);
    },
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    entryToken: input.entryToken,
    hasSessionCookie: input.hasSessionCookie,
    user: null,
    balance: null,
    noSessionReason: null,
    failureMessage: null,
    unreachable: false,
  }),
  initial: 'entry',
  on: {
    // Any call answered 401 while the app runs ends the session (the client reports it here).
    'session.expired': {
      target: '.noSession',
      actions: {
        type: 'assignNoSession',
        params: ({ event }) => ({ reason: 'expired', message: event.message }),
      },
    },
  },
  states: {
    entry: {
      always: [
        { guard: 'hasEntryToken', target: 'loggingIn' },
        { guard: 'hasSessionCookie', target: 'loadingProfile' },
        {
          target: 'noSession',
          actions: { type: 'assignNoSession', params: { reason: 'missing', message: null } },
        },
      ],
    },
    loggingIn: {
      invoke: {
        src: 'login',
        // Stryker disable next-line StringLiteral: equivalent, loggingIn is entered only with an entry token.
        input: ({ context }) => ({ userToken: context.entryToken ?? '' }),
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'loadingProfile',
            actions: 'consumeEntryToken',
          },
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => event.output },
            target: 'noSession',
            actions: {
              type: 'assignNoSession',
              params: ({ event }) => ({ reason: 'invalid', message: failureText(event.output) }),
            },
          },
          {
            guard: { type: 'isUnreachable', params: ({ event }) => event.output },
            target: 'unreachable',
            actions: {
              type: 'assignUnreachable',
              params: ({ event }) => failureText(event.output),
            },
          },
          {
            target: 'error',
            actions: { type: 'assignFailure', params: ({ event }) => failureText(event.output) },
          },
        ],
        onError: {
          target: 'error',
          actions: { type: 'assignFailure', params: ({ event }) => String(event.error) },
        },
      },
    },
    loadingProfile: {
      invoke: {
        src: 'loadProfile',
        onDone: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => event.output },
            target: 'noSession',
            actions: {
              type: 'assignNoSession',
              params: ({ event }) => ({ reason: 'expired', message: failureText(event.output) }),
            },
          },
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'ready',
            actions: {
              type: 'assignProfile',
              params: ({ event }) => dataOf(event.output),
            },
          },
          {
            guard: { type: 'isUnreachable', params: ({ event }) => event.output },
            target: 'unreachable',
            actions: {
              type: 'assignUnreachable',
              params: ({ event }) => failureText(event.output),
            },
          },
          {
            target: 'error',
            actions: { type: 'assignFailure', params: ({ event }) => failureText(event.output) },
          },
        ],
        onError: {
          target: 'error',
          actions: { type: 'assignFailure', params: ({ event }) => String(event.error) },
        },
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'balance.update': {
          actions: { type: 'assignBalance', params: ({ event }) => event.balance },
        },
      },
      states: {
        idle: {
          on: { 'balance.refresh': 'refreshingBalance' },
        },
        refreshingBalance: {
          invoke: {
            src: 'loadBalance',
            onDone: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => event.output },
                target: '#session.noSession',
                actions: {
                  type: 'assignNoSession',
                  params: ({ event }) => ({
                    reason: 'expired',
                    message: failureText(event.output),
                  }),
                },
              },
              {
                guard: { type: 'isOk', params: ({ event }) => event.output },
                target: 'idle',
                actions: {
                  type: 'assignBalance',
                  params: ({ event }) => dataOf(event.output),
                },
              },
              {
                // A failed refresh keeps the balance already shown.
                target: 'idle',
                actions: {
                  type: 'logBalanceFailure',
                  params: ({ event }) => failureText(event.output),
                },
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'logBalanceFailure', params: ({ event }) => String(event.error) },
            },
          },
        },
      },
    },
    error: {
      on: { 'session.retry': 'entry' },
    },
    // No reply at all: like the offline start, the member waits on the offline screen and the start
    // is tried again by itself (the link's return, or the clock), with no Retry to tap.
    unreachable: {
      after: { reconnectDelay: 'entry' },
      on: { 'session.retry': 'entry' },
    },
    // Not final on purpose: the inspector keeps showing why the member was turned away.
    noSession: {},
  },
});

function failureText(outcome: CallOutcome<unknown>): string {
  // Stryker disable next-line StringLiteral: equivalent, only failed outcomes reach it.
  return outcome.ok ? '' : outcome.message;
}

// Only reached behind the isOk guard; the throw keeps the types honest without a cast.
function dataOf<T>(outcome: CallOutcome<T>): T {
  // Stryker disable next-line ConditionalExpression,StringLiteral: equivalent, only reached behind isOk.
  if (!outcome.ok) throw new Error('dataOf: called on a failed outcome');
  return outcome.data;
}
