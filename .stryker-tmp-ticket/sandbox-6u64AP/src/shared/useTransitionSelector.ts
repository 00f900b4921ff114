// @ts-nocheck
import { useMemo } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { useTransitionStore } from './useTransitionStore';

// @xstate/react's useSelector reads an actor through useSyncExternalStore, and React draws
// a store's change at once, in the task that made it (never in slices). For a state that brings a
// whole screen with it (the session becoming ready mounts the home page; the balance and the sport
// menu re-render the shell) that was one of the phone's long boot tasks. This reads the actor the
// same way, and draws its changes as a transition (useTransitionStore): in slices that yield to the
// browser and that a tap interrupts. Keep useSelector where a member's own action must show in the
// next frame (a pick, an opened panel).

/**
 * `selector(actor.getSnapshot())`, drawn again in a transition when the actor's snapshot gives
 * another value (`Object.is`). `selector` must keep its identity between renders (a function of the
 * module, not one written in the component): another one is read again in that render.
 */
export function useTransitionSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
): T {
  const subscribe = useMemo(
    () => (listener: () => void) => {
      // The error too, as useSelector listens: a failed actor's last snapshot is drawn, not lost.
      const subscription = actor.subscribe({ next: listener, error: listener });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useTransitionStore(
    subscribe,
    () => selector(actor.getSnapshot() as SnapshotFrom<TActor>),
    [actor, selector],
  );
}
