// @ts-nocheck
import type { FocusEvent, KeyboardEvent } from 'react';

// Keyboard use of an odds grid: one Tab stop per grid (roving tabindex), arrow keys move
// between its controls by where they are drawn (rows of one event can hold several price lines),
// Home/End go to the ends of the line, Ctrl+Home/End to the ends of the grid, Page Up/Down a screen.
// Controls render with tabIndex -1; the one stop is set here on the DOM, so React never re-renders
// a row to move it.

const ITEM = 'button:not([disabled])';

function items(grid: HTMLElement): HTMLElement[] {
  return [...grid.querySelectorAll<HTMLElement>(ITEM)];
}

function centre(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, height: box.height };
}

/** Makes `target` the grid's one Tab stop. */
export function setTabStop(grid: HTMLElement, target: HTMLElement) {
  for (const element of grid.querySelectorAll<HTMLElement>('[tabindex="0"]')) {
    if (element !== target) element.tabIndex = -1;
  }
  target.tabIndex = 0;
}

/** The grid's Tab stop, chosen again when the one held scrolled away or closed: the first price. */
export function ensureTabStop(grid: HTMLElement): HTMLElement | null {
  const held = grid.querySelector<HTMLElement>(`${ITEM}[tabindex="0"]`);
  if (held !== null) return held;
  const first =
    grid.querySelector<HTMLElement>('[data-testid="price"]') ??
    grid.querySelector<HTMLElement>(ITEM);
  if (first !== null) setTabStop(grid, first);
  return first;
}

function sameLine(a: { y: number; height: number }, b: { y: number }) {
  return Math.abs(a.y - b.y) < a.height / 2;
}

/** The control a key moves to from `current`, or null when the key is not a grid key. */
export function nextItem(
  grid: HTMLElement,
  current: HTMLElement,
  key: string,
  ctrl: boolean,
): HTMLElement | null | undefined {
  const all = items(grid);
  if (all.length === 0) return null;
  const from = centre(current);
  const placed = all.map((element) => ({ element, ...centre(element) }));
  const line = placed.filter((item) => sameLine(from, item)).sort((a, b) => a.x - b.x);
  const nearestBy = (candidates: typeof placed, targetY: number) =>
    candidates.sort(
      (a, b) =>
        Math.abs(a.y - targetY) - Math.abs(b.y - targetY) ||
        Math.abs(a.x - from.x) - Math.abs(b.x - from.x),
    )[0]?.element ?? null;
  switch (key) {
    case 'ArrowRight':
      return line.find((item) => item.x > from.x + 1)?.element ?? null;
    case 'ArrowLeft':
      return [...line].reverse().find((item) => item.x < from.x - 1)?.element ?? null;
    case 'Home':
      return ctrl ? (all[0] ?? null) : (line[0]?.element ?? null);
    case 'End':
      return ctrl ? (all[all.length - 1] ?? null) : (line[line.length - 1]?.element ?? null);
    case 'ArrowDown': {
      const below = placed.filter((item) => item.y > from.y + from.height / 2);
      const nextY = Math.min(...below.map((item) => item.y));
      return nearestBy(
        below.filter((item) => Math.abs(item.y - nextY) < from.height / 2),
        nextY,
      );
    }
    case 'ArrowUp': {
      const above = placed.filter((item) => item.y < from.y - from.height / 2);
      const nextY = Math.max(...above.map((item) => item.y));
      return nearestBy(
        above.filter((item) => Math.abs(item.y - nextY) < from.height / 2),
        nextY,
      );
    }
    case 'PageDown': {
      const below = placed.filter((item) => item.y > from.y + from.height / 2);
      const targetY = from.y + window.innerHeight * 0.8;
      const reach = below.filter((item) => item.y <= targetY);
      const lineY = Math.max(...(reach.length > 0 ? reach : below).map((item) => item.y));
      return nearestBy(
        below.filter((item) => Math.abs(item.y - lineY) < from.height / 2),
        lineY,
      );
    }
    case 'PageUp': {
      const above = placed.filter((item) => item.y < from.y - from.height / 2);
      const targetY = from.y - window.innerHeight * 0.8;
      const reach = above.filter((item) => item.y >= targetY);
      const lineY = Math.min(...(reach.length > 0 ? reach : above).map((item) => item.y));
      return nearestBy(
        above.filter((item) => Math.abs(item.y - lineY) < from.height / 2),
        lineY,
      );
    }
    default:
      return undefined;
  }
}

export function onGridKeyDown(event: KeyboardEvent<HTMLElement>) {
  const grid = event.currentTarget;
  const current = event.target;
  if (!(current instanceof HTMLElement) || !current.matches(ITEM)) return;
  const next = nextItem(grid, current, event.key, event.ctrlKey || event.metaKey);
  if (next === undefined) return;
  // A grid key never scrolls the page itself; at an edge it does nothing.
  event.preventDefault();
  if (next === null) return;
  setTabStop(grid, next);
  next.focus();
  next.scrollIntoView({ block: 'nearest' });
}

/** Whatever control takes focus (click, arrow, skip link) becomes the grid's Tab stop. */
export function onGridFocus(event: FocusEvent<HTMLElement>) {
  const target = event.target;
  if (target instanceof HTMLElement && target.matches(ITEM))
    setTabStop(event.currentTarget, target);
}
