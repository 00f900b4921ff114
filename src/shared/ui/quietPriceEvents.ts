import { useEffect } from 'react';

// Issue 29: a tap on a price fires about 17 pointer, touch and mouse events (a mouse click about
// 8, and hovering a grid of prices a stream of over/out/move events). React's root listener walks
// the price's 76 ancestors for each, in a capture and a bubble pass, to find handlers the board
// does not have: the price button's only handler is its click. Traced at the low device tier,
// React's dispatch was the largest part of a tap's handlers. These events stop at the window,
// before React's root sees them, when they target a price; the click still reaches React, the
// browser's own actions (focus, :hover, :active, scrolling) are not touched (no preventDefault),
// and listeners on the window itself still run (the member menu's outside press listens there).

/** The events no component between the root and a price handles (a price handles its click). */
export const QUIET_PRICE_EVENTS = [
  'pointerover',
  'pointerout',
  'pointermove',
  'pointerdown',
  'pointerup',
  'pointercancel',
  'gotpointercapture',
  'lostpointercapture',
  'touchstart',
  'touchmove',
  'touchend',
  'touchcancel',
  'mouseover',
  'mouseout',
  'mousemove',
  'mousedown',
  'mouseup',
] as const;

/** The element a price cell draws (PriceCell's button). */
export function isPriceTarget(target: EventTarget | null): boolean {
  // Called for every pointer move over the page: one attribute read (no dataset map is built).
  return target instanceof Element && target.getAttribute('data-testid') === 'price';
}

// A tap sends its ~17 events to one element: its answer is kept for the next event.
let lastTarget: EventTarget | null = null;
let lastIsPrice = false;

function stopAtPrice(event: Event) {
  if (event.target !== lastTarget) {
    lastTarget = event.target;
    lastIsPrice = isPriceTarget(lastTarget);
  }
  if (lastIsPrice) event.stopPropagation();
}

let boards = 0;

/** Installs the window's listener while at least one odds board is mounted. */
export function quietPriceEvents(view: Window = window): () => void {
  boards += 1;
  if (boards === 1)
    for (const type of QUIET_PRICE_EVENTS)
      view.addEventListener(type, stopAtPrice, { capture: true, passive: true });
  return () => {
    boards -= 1;
    lastTarget = null;
    if (boards === 0)
      for (const type of QUIET_PRICE_EVENTS)
        view.removeEventListener(type, stopAtPrice, { capture: true });
  };
}

/** For an odds board: price events stay out of React's root while the board is mounted. */
export function useQuietPriceEvents(): void {
  useEffect(() => quietPriceEvents(), []);
}
