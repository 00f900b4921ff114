// @ts-nocheck
import { startTransition, useEffect, useState } from 'react';
import { useLatest } from './useLatest';

// The odds change twice a second, and React draws a change that arrives through
// useSyncExternalStore at once, in one task (a store's update is never time-sliced). On a low-tier
// phone that task is what a tap waits behind, and what Lighthouse counts as blocking at boot. This
// hook reads the same kind of store, but a change is drawn as a transition: in slices of a few
// milliseconds that a tap interrupts and that yield to the browser's paint. What it gives up is
// useSyncExternalStore's promise that every component of one render read the same version of the
// store: two rows may show two refreshes for one frame, and the next refresh draws them alike.

type Subscribe = (listener: () => void) => () => void;

interface Held<T> {
  inputs: readonly unknown[];
  value: T;
}

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((input, index) => Object.is(input, b[index]));
}

/**
 * The store's value as `read` gives it. `inputs` are what `read` depends on: when they change, the
 * value is read again in that render; when the store tells of a change, the new value is drawn in
 * a transition (a render that yields and that a tap interrupts). `subscribe` null: the value is
 * read once per change of `inputs`.
 */
export function useTransitionStore<T>(
  subscribe: Subscribe | null,
  read: () => T,
  inputs: readonly unknown[],
): T {
  const [held, setHeld] = useState<Held<T>>(() => ({ inputs, value: read() }));
  let current = held;
  if (!sameInputs(held.inputs, inputs)) {
    // Other inputs (another list, another row): read now, in this render, as React's "adjusting
    // state while rendering" does; the render starts again at once with the held value updated.
    current = { inputs, value: read() };
    setHeld(current);
  }
  // The value shown, as of the last commit: a change to the same value dispatches nothing (an update
  // React bails out of still waits in the queue, and costs the next change a second render).
  const latest = useLatest({ read, inputs, shown: current.value });
  useEffect(() => {
    if (subscribe === null) return undefined;
    const update = () => {
      const { read: readNow, inputs: inputsNow, shown } = latest.current;
      const value = readNow();
      if (Object.is(value, shown)) return;
      startTransition(() => setHeld({ inputs: inputsNow, value }));
    };
    const unsubscribe = subscribe(update);
    // A change between the render and this subscription would otherwise wait for the next one.
    update();
    return unsubscribe;
  }, [subscribe, latest]);
  return current.value;
}
