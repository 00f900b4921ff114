// @ts-nocheck
import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { afterFirstOdds } from '../firstOdds';

/**
 * True once the first odds are on screen and the page is idle, or at the member's first input
 * (afterFirstOdds); drawn as a transition. `wait` false: true from the start.
 */
export function useAfterFirstOdds(wait = true): boolean {
  const [ready, setReady] = useState(!wait);
  useEffect(() => {
    if (!wait) return undefined;
    let live = true;
    void afterFirstOdds().then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [wait]);
  return ready;
}

/**
 * Draws its children once the first odds are on screen and the page is idle, or at the member's
 * first input (the phone's first screen does the odds first). Below the odds on a
 * phone and at the foot of the desktop's right column, so nothing above moves when they come.
 */
export function AfterFirstOdds({ children }: { children: ReactNode }) {
  return useAfterFirstOdds() ? children : null;
}
