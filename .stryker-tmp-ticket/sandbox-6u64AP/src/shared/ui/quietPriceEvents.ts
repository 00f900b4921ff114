// @ts-nocheck
import { useEffect } from 'react';

// A tap on a price fires about 17 pointer, touch and mouse events (a mouse click about
// 8, and hovering a grid of prices a stream of over/out/move events). React's root listener walks
// the price's 76 ancestors for each, in a capture and a bubble pass, to find handlers the board
// does not have: the price button's only handler is its click. Traced at the low device tier,
// React's dispatch was the largest part of a tap's handlers. These events stop at the window,
// before React's root sees them, when they target a price; the click is answered there too (the
// price's own handler, below). The browser's own actions (focus, :hover, :active, scrolling) are
// not touched (no preventDefault) but for a one-finger touch tap's (answered at its touchend, below),
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

/**
 * A price's focus events: the desktop grid's roving Tab stop listens to them, so only a board with
 * none (the phone's match boxes) keeps them out of React too. A tap moves focus to the price, and
 * React's dispatch of its focusin and the last price's focusout was ~10 ms of the tap at the low
 * device tier.
 */
export const QUIET_PRICE_FOCUS_EVENTS = ['focus', 'blur', 'focusin', 'focusout'] as const;

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

/** What a price does with its click; the element is the price's own (PriceCell's button). */
export type PriceClick = (
  click: { detail: number; clientX: number; clientY: number },
  price: Element,
) => void;

// Each drawn price's click, answered at the window while a board is mounted. React's
// root would walk the price's ~76 ancestors twice (a capture and a bubble pass) to find the one
// handler the price has; traced at the low device tier that walk was a large part of the tap's
// own script. A price not mounted in a board (or drawn before one) still has React's onClick.
const priceClicks = new WeakMap<Element, PriceClick>();

/** Keeps `onClick` as what a click on `price` does while a board is mounted (a ref callback). */
export function setPriceClick(price: Element | null, onClick: PriceClick): void {
  if (price !== null) priceClicks.set(price, onClick);
}

function clickAtPrice(event: Event) {
  const target = event.target;
  if (!(target instanceof Element) || !(event instanceof MouseEvent)) return;
  const onClick = priceClicks.get(target);
  if (onClick === undefined) return;
  // The click is the price's alone: nothing between the window and the price hears it.
  event.stopPropagation();
  if (
    tapped?.price === target &&
    event.detail > 0 &&
    event.timeStamp - tapped.at < GHOST_CLICK_MS
  ) {
    // The click of a touch tap already answered at its touchend (a browser that sent it anyway).
    tapped = null;
    return;
  }
  onClick(event, target);
}

// A touch tap on a price is answered at its touchend. After a touchend the browser
// recognises the tap, then fires the mouse events it stands for (mousemove, mousedown, mouseup:
// each a hit test and a hover or active state restyled) and only then the click; at the low device
// tier that was most of the tap before its frame. The touchend of a tap that began on a drawn price
// is cancelled (no mouse events, no click follow) and the price's click handler answers it there,
// with focus moved to the price as the mousedown would have. Anything that is not a clean one-finger
// tap (it moved, the page scrolled, a long press, a second finger) keeps the browser's own way.

/** How far a finger may move between touchstart and touchend and still tap (CSS px). */
export const TAP_SLOP_PX = 10;
/** A click on a price this soon after its touch tap is that tap's, already answered. */
const GHOST_CLICK_MS = 1000;

type TouchPoint = { clientX: number; clientY: number };
type TouchLike = Event & { touches: ArrayLike<TouchPoint>; changedTouches: ArrayLike<TouchPoint> };

const isTouch = (event: Event): event is TouchLike => 'changedTouches' in event;

/** The one-finger touch that began on a drawn price and may still end as a tap. */
let touch: { price: Element; x: number; y: number } | null = null;
/** The price the last touch tap answered, and when (`event.timeStamp`). */
let tapped: { price: Element; at: number } | null = null;

const moved = (from: { x: number; y: number }, to: TouchPoint) =>
  Math.abs(to.clientX - from.x) > TAP_SLOP_PX || Math.abs(to.clientY - from.y) > TAP_SLOP_PX;

function touchStartAtPrice(event: Event) {
  touch = null;
  const target = event.target;
  if (!isTouch(event) || event.touches.length !== 1 || !(target instanceof Element)) return;
  const point = event.touches[0];
  if (point !== undefined && priceClicks.has(target))
    touch = { price: target, x: point.clientX, y: point.clientY };
}

function touchMoveAtPrice(event: Event) {
  const point = isTouch(event) ? event.changedTouches[0] : undefined;
  if (touch !== null && (point === undefined || moved(touch, point))) touch = null;
}

/** The browser took the touch (a scroll's pointercancel, a long press's menu, touchcancel). */
function noTap() {
  touch = null;
}

function touchEndAtPrice(event: Event) {
  const began = touch;
  touch = null;
  if (began === null || !isTouch(event) || event.touches.length !== 0 || !event.cancelable) return;
  const point = event.changedTouches[0];
  const onClick = priceClicks.get(began.price);
  if (point === undefined || moved(began, point) || onClick === undefined) return;
  event.preventDefault();
  const price = began.price;
  tapped = { price, at: event.timeStamp };
  // Focus moves to the price as the tap's mousedown would have moved it (a sheet the pick opens
  // hands focus back to it). Not after the frame: a focus change just after the tap's frame made a
  // frame more, and the tap waited for the sheet's frame instead (traced at the low tier).
  if (price instanceof HTMLElement) price.focus({ preventScroll: true });
  onClick({ detail: 1, clientX: point.clientX, clientY: point.clientY }, price);
}

/** How many mounted boards asked for each set of events: one window listener per set. */
const boards = { press: 0, focus: 0 };

/** The window's listeners of a set: each event type, what it does at a price, and whether it
 *  may cancel the event's default (only the tap's touchend does). */
type PriceListeners = readonly (readonly [
  type: string,
  listener: (event: Event) => void,
  cancels?: true,
])[];

const stopping = (types: readonly string[]): PriceListeners =>
  types.map((type) => [type, stopAtPrice] as const);

const SETS: Record<keyof typeof boards, PriceListeners> = {
  press: [
    ...stopping(QUIET_PRICE_EVENTS),
    ['click', clickAtPrice],
    ['touchstart', touchStartAtPrice],
    ['touchmove', touchMoveAtPrice],
    ['touchend', touchEndAtPrice, true],
    ['touchcancel', noTap],
    ['pointercancel', noTap],
    ['contextmenu', noTap],
  ],
  focus: stopping(QUIET_PRICE_FOCUS_EVENTS),
};

function listen(view: Window, set: keyof typeof boards): () => void {
  boards[set] += 1;
  if (boards[set] === 1)
    for (const [type, listener, cancels] of SETS[set])
      view.addEventListener(type, listener, { capture: true, passive: cancels !== true });
  return () => {
    boards[set] -= 1;
    lastTarget = null;
    touch = null;
    tapped = null;
    if (boards[set] === 0)
      for (const [type, listener] of SETS[set])
        view.removeEventListener(type, listener, { capture: true });
  };
}

/** Installs the window's listener while at least one odds board is mounted; `focus`: the price's
 *  focus events too (a board without a roving Tab stop). */
export function quietPriceEvents(
  view: Window = window,
  { focus = false }: { focus?: boolean } = {},
): () => void {
  const stopPress = listen(view, 'press');
  const stopFocus = focus ? listen(view, 'focus') : () => {};
  return () => {
    stopPress();
    stopFocus();
  };
}

/** For an odds board: price events stay out of React's root while the board is mounted. */
export function useQuietPriceEvents({ focus = false }: { focus?: boolean } = {}): void {
  useEffect(() => quietPriceEvents(window, { focus }), [focus]);
}
