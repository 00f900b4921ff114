// @ts-nocheck
import { createElement, lazy, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { PopupName } from '@machines/popupMachine';
import { reportMissingChunk } from '../appUpdateSignal';

// React.lazy's own constraint: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export interface LazyOptions {
  /** The popup this chunk draws: reopened after the update's reload when the chunk is missing. */
  popup?: PopupName;
  /**
   * Drawn (with the component's props) in place of a chunk that did not load, for a control that
   * must say so where it was pressed; by default nothing, and the overlay closes itself.
   */
  missing?: AnyComponent;
}

/**
 * What renders in place of a component whose chunk did not load (a deploy removed it, or the link
 * failed): nothing, and a popup or overlay closes itself (its `onClose`), so the page around it
 * stays as it was. The update actor finds out whether a new version is the cause and offers it.
 */
function MissingChunk({ onClose }: { onClose?: unknown }) {
  useEffect(() => {
    if (typeof onClose === 'function') (onClose as () => void)();
  }, [onClose]);
  return null;
}

/** The lazy components whose chunk failed: the next mount after them loads the chunk anew. */
const failed = new WeakSet<AnyComponent>();

/**
 * `React.lazy` for a module's named export: `lazyNamed(() => import('./X'), 'X')`. A chunk that fails
 * to load never throws into an error boundary (after a deploy the old page's chunks may be
 * gone): it renders nothing, is reported to the update actor, and is tried again the next time it
 * mounts.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  options: LazyOptions = {},
): M[K] {
  const attempt = (): AnyComponent => {
    const type = lazy<AnyComponent>(() =>
      load().then(
        (module) => ({ default: module[name] }),
        (failure: unknown) => {
          console.warn(`chunk of ${name} not loaded`, failure);
          reportMissingChunk({ popup: options.popup ?? null });
          failed.add(type);
          return { default: options.missing ?? MissingChunk };
        },
      ),
    );
    return type;
  };
  let current = attempt();
  function Lazy(props: Record<string, unknown>) {
    // Fixed for this mount: a re-render keeps what it shows. A component that suspends on its
    // first mount loses its state, so this runs again once the chunk settled: the failed attempt
    // must still be `current` then (it shows what stands in for the chunk), or every retry would
    // load anew and suspend again, for ever. The next mount, after this one is gone, tries again.
    const [type] = useState(() => current);
    useEffect(
      () => () => {
        if (failed.has(type) && current === type) current = attempt();
      },
      [type],
    );
    return createElement(type, props);
  }
  Lazy.displayName = `Lazy(${name})`;
  return Lazy as unknown as M[K];
}
