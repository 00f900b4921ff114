// @ts-nocheck
// The odds push as the page runs it, for tests: the refresh machine's nudge region times the
// nudged calls (its jitter fixed here), the engine keeps their books and makes them. The clock is
// vi's fake timers (XState's delays and the engine's `now` both read it).
import { createActor, fromPromise } from 'xstate';
import type { OddsChangedMessage } from '@contract/realtime';
import { refreshMachine } from '@machines/refreshMachine';
import type { LoadListsOutput, NudgedOutput } from '@machines/refreshMachine';
import type { createOddsEngine } from '@workers/odds/engine';

type Engine = Pick<ReturnType<typeof createOddsEngine>, 'nudge' | 'askNudged'>;

/** A board's refresh machine in front of `engine`; its countdown never calls within a test. */
export function nudgedBoard(engine: Engine, { jitterMs = 0 }: { jitterMs?: number } = {}) {
  const asked: (OddsChangedMessage | null)[] = [];
  const actor = createActor(
    refreshMachine.provide({
      actors: {
        loadLists: fromPromise<LoadListsOutput>(() => new Promise<never>(() => undefined)),
        askNudged: fromPromise<NudgedOutput, { nudge: OddsChangedMessage | null }>(({ input }) => {
          asked.push(input.nudge);
          return engine.askNudged(input.nudge);
        }),
      },
      delays: {
        nudgeJitter: jitterMs,
        nudgeRest: ({ context }) => context.restMs + jitterMs,
      },
    }),
    { input: { sportTypeId: 1, overrideSeconds: 600 } },
  ).start();
  return {
    actor,
    /** What the nudged calls were asked with, in order. */
    asked,
    /** A nudge from the odds channel: the lists it touches now (the engine's books), and it goes to the machine. */
    nudge(message: OddsChangedMessage) {
      const lists = engine.nudge(message);
      actor.send({ type: 'refresh.nudge', ...message });
      return lists;
    },
    /** The nudge region's state. */
    state: () => (actor.getSnapshot().value as { nudge: string }).nudge,
  };
}
