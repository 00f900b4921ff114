import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { afterFirstOdds } from '../firstOdds';

/**
 * Draws its children once the first odds are on screen and the page is idle, or at the member's
 * first input (issue 19: the phone's first screen does the odds first). Below the odds on a
 * phone and at the foot of the desktop's right column, so nothing above moves when they come.
 */
export function AfterFirstOdds({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterFirstOdds().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return ready ? children : null;
}
