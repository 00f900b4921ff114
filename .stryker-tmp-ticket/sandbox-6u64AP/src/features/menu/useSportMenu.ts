// @ts-nocheck
import { useMemo } from 'react';
import { useSpawnedActor } from '@src/shared/appSystem';
import { fromPromise } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { SportMenuEntry } from '@machines/memberTypes';
import { sportMenuMachine } from '@machines/sportMenuMachine';
import { toCallOutcome } from '@src/shared/api/outcome';
import { useServices } from '@src/shared/services';
import { useTransitionSelector } from '@src/shared/useTransitionSelector';
import type { SportMenuStatus } from './SportMenu';

export interface SportMenuState {
  sports: SportMenuEntry[];
  status: SportMenuStatus;
  reload(): void;
}

type MenuSnapshot = SnapshotFrom<typeof sportMenuMachine>;
// The menu's sports re-render the shell (its tabs' counts, the heading): read in transitions, drawn
// in slices (useTransitionSelector), not in one long task.
const sportsOf = (snapshot: MenuSnapshot) => snapshot.context.sports;
const statusOf = (snapshot: MenuSnapshot): SportMenuStatus =>
  snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading';

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
  const actor = useSpawnedActor('sportMenu', machine, { inspect });
  const sports = useTransitionSelector(actor, sportsOf);
  const status = useTransitionSelector(actor, statusOf);
  return useMemo(
    () => ({ sports, status, reload: () => actor.send({ type: 'menu.reload' }) }),
    [sports, status, actor],
  );
}
