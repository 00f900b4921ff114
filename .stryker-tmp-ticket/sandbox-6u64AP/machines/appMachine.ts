// @ts-nocheck
import { assign, setup, stopChild } from 'xstate';
import type { AnyActorLogic, AnyActorRef } from 'xstate';

// The page's one actor system: every machine of the page is a child of this actor, each under its
// own system id, so that machines address each other by name (`system.get('popup')`) and the
// inspector sees every message one machine sends another with its sender. The machines whose code
// is in a lazy chunk (the first load carries no XState) come with the event that spawns them.

export interface AppSpawnEvent {
  type: 'app.spawn';
  /** The name the other machines reach it by, and the visualizer shows. */
  systemId: string;
  logic: AnyActorLogic;
  input?: unknown;
}

export type AppEvent =
  | AppSpawnEvent
  /** The owner of the actor is gone (a board unmounted): the actor stops and leaves the system. */
  | { type: 'app.stop'; systemId: string };

export interface AppContext {
  /** The children by system id (the system's own registry names them too). */
  children: Record<string, AnyActorRef>;
}

export const appMachine = setup({
  types: { context: {} as AppContext, events: {} as AppEvent },
  actions: {
    spawnChild: assign(({ context, spawn }, event: AppSpawnEvent) => {
      const ref: AnyActorRef = spawn(event.logic, {
        systemId: event.systemId,
        input: event.input,
      });
      return { children: { ...context.children, [event.systemId]: ref } };
    }),
    // Stryker disable next-line StringLiteral: equivalent, the isHeld guard lets only a held name through.
    stopNamed: stopChild(({ context }, systemId: string) => context.children[systemId] ?? ''),
    forgetNamed: assign(({ context }, systemId: string) => {
      const children = { ...context.children };
      delete children[systemId];
      return { children };
    }),
  },
  guards: {
    /** A second actor under a name already taken would throw in the system's registry. */
    isFree: ({ context }, systemId: string) => !(systemId in context.children),
    isHeld: ({ context }, systemId: string) => systemId in context.children,
  },
}).createMachine({
  id: 'app',
  context: { children: {} },
  initial: 'running',
  states: {
    running: {
      on: {
        'app.spawn': {
          guard: { type: 'isFree', params: ({ event }) => event.systemId },
          actions: { type: 'spawnChild', params: ({ event }) => event },
        },
        'app.stop': {
          guard: { type: 'isHeld', params: ({ event }) => event.systemId },
          actions: [
            { type: 'stopNamed', params: ({ event }) => event.systemId },
            { type: 'forgetNamed', params: ({ event }) => event.systemId },
          ],
        },
      },
    },
  },
});
