import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useActorRef, useSelector } from '@xstate/react';
import type { SportMenuEntry } from '@machines/memberTypes';
import { sportMenuMachine } from '@machines/sportMenuMachine';
import { toCallOutcome } from '@src/shared/api/outcome';
import { useServices } from '@src/shared/services';
import type { SportMenuStatus } from './SportMenu';

export interface SportMenuState {
  sports: SportMenuEntry[];
  status: SportMenuStatus;
  reload(): void;
}

/** Runs the sport-menu machine for the lifetime of the home screen. */
export function useSportMenu(): SportMenuState {
  const { memberApi, inspect } = useServices();
  const machine = useMemo(
    () =>
      sportMenuMachine.provide({
        actors: {
          loadSportMenu: fromPromise(async () => toCallOutcome(await memberApi.fetchSportMenu())),
        },
      }),
    [memberApi],
  );
  const actor = useActorRef(machine, { inspect, systemId: 'sportMenu' });
  const sports = useSelector(actor, (snapshot) => snapshot.context.sports);
  const status = useSelector(actor, (snapshot): SportMenuStatus =>
    snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading',
  );
  return useMemo(
    () => ({ sports, status, reload: () => actor.send({ type: 'menu.reload' }) }),
    [sports, status, actor],
  );
}
