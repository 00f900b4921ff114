// Timers a test runs by hand, in the shape of the odds client's `clock` option.

/** Timers the test runs by hand: `waiting` holds each one set and not yet cleared. */
export function handTimers() {
  const waiting: { run: () => void; ms: number }[] = [];
  return {
    waiting,
    clock: {
      setTimeout: (run: () => void, ms: number) => {
        const timer = { run, ms };
        waiting.push(timer);
        return timer;
      },
      clearTimeout: (timer: unknown) => {
        const at = waiting.indexOf(timer as { run: () => void; ms: number });
        if (at >= 0) waiting.splice(at, 1);
      },
    },
    fire() {
      const next = waiting.shift();
      next?.run();
      return next?.ms;
    },
  };
}
