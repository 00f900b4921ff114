import { useEffect, useMemo } from 'react';
import { spawnIntoSystem, stopInSystem, useSystemActor } from '@src/shared/appSystem';
import { fromPromise } from 'xstate';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SportMenuEntry } from '@machines/memberTypes';
import { sportMenuMachine } from '@machines/sportMenuMachine';
import { toCallOutcome } from '@src/shared/api/outcome';
import { useServices } from '@src/shared/services';
import { DEFERRED_TURN } from '@src/shared/firstOdds';
import { useAfterFirstOdds } from '@src/shared/ui/AfterFirstOdds';
import { useTransitionStore } from '@src/shared/useTransitionStore';
import type { SportMenuStatus } from './SportMenu';

export interface SportMenuState {
  sports: SportMenuEntry[];
  status: SportMenuStatus;
  reload(): void;
}

type MenuSnapshot = SnapshotFrom<typeof sportMenuMachine>;
type MenuActor = ActorRefFrom<typeof sportMenuMachine>;
const NO_SPORTS: SportMenuEntry[] = [];
const sportsOf = (snapshot: MenuSnapshot) => snapshot.context.sports;
const statusOf = (snapshot: MenuSnapshot): SportMenuStatus =>
  snapshot.matches('loaded') ? 'loaded' : snapshot.matches('failed') ? 'failed' : 'loading';

/**
 * Runs the sport-menu machine for the lifetime of the home screen, from the first prices on: it
 * starts once they are on screen and the page is idle, or at the member's first press (the menu is
 * not needed for the first price, and its start and call are not part of that time on a low-end
 * phone). Until then the menu is loading. Its sports re-render the shell (its tabs' counts, the
 * heading): read in transitions, drawn in slices, not in one long task.
 */
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
  const started = useAfterFirstOdds(DEFERRED_TURN.sportMenu);
  useEffect(() => {
    if (!started) return undefined;
    spawnIntoSystem('sportMenu', machine, { inspect });
    return () => stopInSystem('sportMenu');
  }, [started, machine, inspect]);
  // The system's actor under the name: drawn again when it joins (or leaves) the system.
  const actor = useSystemActor<MenuActor>('sportMenu') ?? null;
  const subscribe = useMemo(
    () =>
      actor === null
        ? null
        : (listener: () => void) => {
            // The error too, as useSelector listens: a failed actor's last snapshot is drawn.
            const subscription = actor.subscribe({ next: listener, error: listener });
            return () => subscription.unsubscribe();
          },
    [actor],
  );
  const sports = useTransitionStore(
    subscribe,
    () => (actor === null ? NO_SPORTS : sportsOf(actor.getSnapshot())),
    [actor],
  );
  const status = useTransitionStore<SportMenuStatus>(
    subscribe,
    () => (actor === null ? 'loading' : statusOf(actor.getSnapshot())),
    [actor],
  );
  return useMemo(
    () => ({ sports, status, reload: () => actor?.send({ type: 'menu.reload' }) }),
    [sports, status, actor],
  );
}
