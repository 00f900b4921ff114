import { lazy } from 'react';
import type { ComponentType } from 'react';

// React.lazy's own constraint: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** `React.lazy` for a module's named export: `lazyNamed(() => import('./X'), 'X')`. */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy<M[K]>(() => load().then((module) => ({ default: module[name] })));
}
