// @ts-nocheck
import { assign, fromPromise, setup } from 'xstate';
import type { CallOutcome, SportMenuEntry } from './memberTypes';

// The side menu's sports and their counters (GET /api/member/event/sport/menu). Loaded once the
// session is ready; a failure leaves the menu empty with a way to try again.

export interface SportMenuContext {
  sports: SportMenuEntry[];
  failureMessage: string | null;
}

export type SportMenuEvent = { type: 'menu.reload' };

export const sportMenuMachine = setup({
  types: {
    context: {} as SportMenuContext,
    events: {} as SportMenuEvent,
  },
  actors: {
    loadSportMenu: fromPromise<CallOutcome<SportMenuEntry[]>>(async () => {
      throw new Error(
        'sportMenuMachine: the "loadSportMenu" actor must be provided with .provide()',
      );
    }),
  },
  guards: {
    isOk: (_, outcome: CallOutcome<unknown>) => outcome.ok,
  },
  actions: {
    assignOutcome: assign((_, outcome: CallOutcome<SportMenuEntry[]>) =>
      outcome.ok
        ? { sports: outcome.data, failureMessage: null }
        : { failureMessage: outcome.message },
    ),
    assignError: assign((_, message: string) => ({ failureMessage: message })),
  },
}).createMachine({
  id: 'sportMenu',
  context: { sports: [], failureMessage: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSportMenu',
        onDone: [
          {
            guard: { type: 'isOk', params: ({ event }) => event.output },
            target: 'loaded',
            actions: { type: 'assignOutcome', params: ({ event }) => event.output },
          },
          {
            target: 'failed',
            actions: { type: 'assignOutcome', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'assignError', params: ({ event }) => String(event.error) },
        },
      },
    },
    loaded: { on: { 'menu.reload': 'loading' } },
    failed: { on: { 'menu.reload': 'loading' } },
  },
});
