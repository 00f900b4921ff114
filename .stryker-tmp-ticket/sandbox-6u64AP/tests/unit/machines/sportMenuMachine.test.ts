// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CallOutcome, SportMenuEntry } from '@machines/memberTypes';
import { sportMenuMachine } from '@machines/sportMenuMachine';

const football: SportMenuEntry = {
  sportId: 1,
  name: 'Football',
  live: 12,
  nonLive: 84,
  early: 310,
  step: 96,
  mix: 96,
};

describe('sportMenuMachine', () => {
  it('loads the sports', async () => {
    const actor = createActor(
      sportMenuMachine.provide({
        actors: {
          loadSportMenu: fromPromise(async (): Promise<CallOutcome<SportMenuEntry[]>> => ({
            ok: true,
            data: [football],
          })),
        },
      }),
    ).start();
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.sports).toEqual([football]);
  });

  it('fails with the reason and loads again on menu.reload', async () => {
    let calls = 0;
    const actor = createActor(
      sportMenuMachine.provide({
        actors: {
          loadSportMenu: fromPromise(async (): Promise<CallOutcome<SportMenuEntry[]>> => {
            calls += 1;
            return calls === 1
              ? { ok: false, unauthorized: false, message: 'offline' }
              : { ok: true, data: [football] };
          }),
        },
      }),
    ).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failureMessage).toBe('offline');
    actor.send({ type: 'menu.reload' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context).toEqual({ sports: [football], failureMessage: null });
  });
});

describe('sportMenuMachine without its call provided', () => {
  it('fails, saying which actor is missing', async () => {
    const actor = createActor(sportMenuMachine).start();
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context).toEqual({
      sports: [],
      failureMessage:
        'Error: sportMenuMachine: the "loadSportMenu" actor must be provided with .provide()',
    });
  });
});
