// @ts-nocheck
// The simulator's clock. Member-facing times are Thai local time (the member API's convention):
// formatting them, statement ranges and day lists are contract/bangkok.ts's.

/** A clock the simulator reads everywhere; tests and `/api/test/advance` move it forward. */
export interface SimClock {
  now(): number;
  advanceBy(ms: number): void;
}

export function createClock(wallClock: () => number): SimClock {
  let offsetMs = 0;
  return {
    now: () => wallClock() + offsetMs,
    advanceBy: (ms) => {
      offsetMs += ms;
    },
  };
}
