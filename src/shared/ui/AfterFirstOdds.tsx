import { startTransition, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { afterFirstOddsTurn } from '../firstOdds';
import type { DeferredTurn } from '../firstOdds';

/**
 * True once the first odds are on screen and the page is idle, or at the member's first input,
 * and then this piece's `turn` has come (afterFirstOddsTurn); drawn as a transition. `wait` false:
 * true from the start.
 */
export function useAfterFirstOdds(turn: DeferredTurn, wait = true): boolean {
  const [ready, setReady] = useState(!wait);
  useEffect(() => {
    if (!wait) return undefined;
    let live = true;
    void afterFirstOddsTurn(turn).then(() => {
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [wait, turn]);
  return ready;
}

/**
 * Draws its children once the first odds are on screen and the page is idle, or at the member's
 * first input (the phone's first screen does the odds first); `fallback` until then. Either below
 * the odds (nothing above moves when they come) or with a fallback that keeps their room.
 */
export function AfterFirstOdds({
  turn,
  children,
  fallback = null,
}: {
  turn: DeferredTurn;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return useAfterFirstOdds(turn) ? children : fallback;
}
