// @ts-nocheck
import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * A ref that holds the latest `value`, for callbacks a long-lived actor or handler calls later
 * (machine actions, a worker's answer). Written after each render, before effects and events
 * run, so nothing reads a ref during render.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
