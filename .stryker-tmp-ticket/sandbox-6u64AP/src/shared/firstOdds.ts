// @ts-nocheck
// The first odds on screen, as a moment others wait for (a fast first screen on a phone): what the
// first screen does not need (the service worker's registration, the member's own bets, the feed of
// other members' bets and its realtime connection) starts after it, off the first load's critical
// path.

let resolveShown: (() => void) | null = null;
const shown = new Promise<void>((resolve) => {
  resolveShown = resolve;
});

/** The board calls this once a list of odds is on screen (later calls do nothing). */
export function noteOddsShown(): void {
  resolveShown?.();
  resolveShown = null;
}

/** Resolves once the first odds are on screen, or after `maxWaitMs` (an empty board, a failed call). */
export function firstOddsOrTimeout(maxWaitMs: number): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

/** The longest wait for the first odds before deferred work starts anyway. */
export const DEFERRED_MAX_WAIT_MS = 3_000;
/** How long an idle callback may wait for idle time before it runs anyway. */
const IDLE_TIMEOUT_MS = 1_000;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

/** The member's first tap, click or key: whatever waits for idle time starts at once then. */
function firstInput(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('pointerdown', done, true);
      window.removeEventListener('keydown', done, true);
      resolve();
    };
    window.addEventListener('pointerdown', done, { capture: true, passive: true });
    window.addEventListener('keydown', done, { capture: true, passive: true });
  });
}

let deferred: Promise<void> | null = null;

/**
 * Resolves once the first odds are on screen (or DEFERRED_MAX_WAIT_MS passed) and the main thread
 * is then idle, or at the member's first input, whichever comes first. One promise for the page.
 */
export function afterFirstOdds(): Promise<void> {
  deferred ??= Promise.race([
    firstOddsOrTimeout(DEFERRED_MAX_WAIT_MS).then(whenIdle),
    firstInput(),
  ]);
  return deferred;
}
