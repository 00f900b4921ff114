// The first odds on screen, as a moment others wait for (a fast first screen on a phone): what the
// first screen does not need (the service worker's registration, the announcement bar, the banner
// carousel, the member's own bets, the feed of other members' bets and its realtime connection)
// starts after it, off the first load's critical path. A board with nothing to show (an empty list,
// a failed call) says so the same way: what waits for the odds then waits no longer. Then the
// deferred pieces start one at a time, each in idle time after the one before has drawn its frame.

import { afterNextPaint } from './ui/afterFrame';

let resolveShown: (() => void) | null = null;
const shown = new Promise<void>((resolve) => {
  resolveShown = resolve;
});

/**
 * The board calls this once a list of odds is on screen, or its word that it has none (an empty
 * list, a failed call); later calls do nothing.
 */
export function noteOddsShown(): void {
  resolveShown?.();
  resolveShown = null;
}

/** Resolves once the first odds are on screen, or after `maxWaitMs` (a board that never answers). */
export function firstOddsOrTimeout(maxWaitMs: number): Promise<void> {
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

/**
 * The longest wait for the first odds before deferred work starts anyway: a last resort for a board
 * that never answers (its chunk failed), since an empty or failed list is noted as shown. Longer
 * than a low-end phone's first visit takes to draw its first prices: a shorter wait started the
 * deferred work in the middle of that first draw.
 */
export const DEFERRED_MAX_WAIT_MS = 10_000;
/** How long an idle callback may wait for idle time before it runs anyway. */
const IDLE_TIMEOUT_MS = 1_000;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * The member's first tap, click or key: whatever waits for idle time starts then, once that input's
 * frame is drawn. Started inside the input, the deferred batch (the member's bets and their calls,
 * the announcement bar, the carousel, the odds channel's worker) was rendered before the tap's own
 * frame: the phone's first tap on a price was the session's slowest (traced at the low tier, the
 * batch filled its input delay and its drawing).
 */
function firstInput(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('pointerdown', done, true);
      window.removeEventListener('keydown', done, true);
      void afterNextPaint().then(resolve);
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

/**
 * The order in which the deferred pieces start (lowest first): what a tap needs first, then what
 * the member sees, then the rest. On a page that never rests each turn waits at most
 * IDLE_TIMEOUT_MS, so the last piece (the update check) starts within ~9 s of the first.
 */
export const DEFERRED_TURN = {
  ticket: 0,
  boardOverscan: 1,
  sportMenu: 2,
  announcements: 3,
  banners: 4,
  bannerSlider: 5,
  memberBets: 6,
  oddsFeed: 7,
  appUpdate: 8,
} as const;
export type DeferredTurn = (typeof DEFERRED_TURN)[keyof typeof DEFERRED_TURN];

const waiting: { turn: DeferredTurn; start: () => void }[] = [];
let turnTaken = false;
/** afterFirstOdds has resolved: the turns run. */
let turnsOpen = false;

function nextTurn(): void {
  if (turnTaken || waiting.length === 0) return;
  let first = 0;
  waiting.forEach((piece, i) => {
    if (piece.turn < (waiting[first]?.turn ?? piece.turn)) first = i;
  });
  const [piece] = waiting.splice(first, 1);
  if (piece === undefined) return;
  turnTaken = true;
  piece.start();
  void afterNextPaint()
    .then(whenIdle)
    .then(() => {
      turnTaken = false;
      nextTurn();
    });
}

/**
 * afterFirstOdds, then this piece's turn: the deferred pieces start one at a time, each once the one
 * before has drawn its frame and the page is idle again. Started together they were one long render
 * and one long layout and paint (the banners' images and the board's overscan with them, ~230 ms at
 * the low tier), and a phone's first tap on a price, traced, waited behind them.
 */
export function afterFirstOddsTurn(turn: DeferredTurn): Promise<void> {
  return new Promise((resolve) => {
    // In the queue at once: the pieces asked for before the first odds all wait, and the first turn
    // goes to the lowest of them, not to whichever was asked for first.
    waiting.push({ turn, start: resolve });
    if (turnsOpen) nextTurn();
    else
      void afterFirstOdds().then(() => {
        turnsOpen = true;
        nextTurn();
      });
  });
}
