// @ts-nocheck
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { RefObject } from 'react';

/** localStorage: where the last board's list began, under that board's name and window width. */
export const BOARD_TOP_KEY = 'boardTop';

function remembered(board: string): number | null {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(BOARD_TOP_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const top: unknown = (stored as Record<string, unknown>)[`${board}@${window.innerWidth}`];
    return typeof top === 'number' && Number.isFinite(top) && top >= 0 ? top : null;
  } catch {
    return null; // no storage (private mode, disabled) or a value not ours: measured as before
  }
}

function remember(board: string, top: number): void {
  try {
    globalThis.localStorage?.setItem(
      BOARD_TOP_KEY,
      JSON.stringify({ [`${board}@${window.innerWidth}`]: top }),
    );
  } catch {
    // Not kept: the next visit measures as the first did.
  }
}

/**
 * The document offset of the list, which the window virtualiser needs as its scroll margin.
 * It starts from the offset this board had last time at this window width (`board` names it): the
 * list's first draw then lays out the items the screen shows. Started from 0 it drew the items of a
 * page without the content above, and the measure in this layout effect drew the board again at once
 * in the commit's own task, with every passive effect of the commit pulled into it (the
 * phone's longest boot task). A member's later visits start right; a first visit is corrected before
 * its first paint, as before.
 */
export function useDocumentTop(board: string): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [start] = useState(() => remembered(board));
  const [top, setTop] = useState(start ?? 0);
  useLayoutEffect(() => {
    let kept = start;
    const measure = () => {
      const element = ref.current;
      if (element === null) return;
      const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setTop((current) => (current === next ? current : next));
      if (next !== kept) remember(board, next);
      kept = next;
    };
    const observing = typeof ResizeObserver !== 'undefined';
    // Started from a remembered offset, the observer's first report checks it: it comes after the
    // browser's own layout and before the frame is painted, and a wrong offset is drawn again (at
    // once, flushSync) before that paint. Measured here, in the commit, the page was laid out inside
    // React's task (the phone's first-odds commit, Lighthouse's longest boot task).
    let checkFirstReport = start !== null && observing;
    if (!checkFirstReport) measure();
    const onResize = () => {
      if (!checkFirstReport) return measure();
      checkFirstReport = false;
      flushSync(measure);
    };
    // Measured again only when the page changes size (content above the tables grew or shrank), not
    // after every render: reading layout in each render forced a layout per refresh.
    window.addEventListener('resize', onResize);
    const observer = observing ? new ResizeObserver(onResize) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
    };
  }, [board, start]);
  return [ref, top];
}
