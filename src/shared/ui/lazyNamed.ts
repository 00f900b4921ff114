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
  const attempt = () =>
    lazy<AnyComponent>(() =>
      load().then(
        (module) => ({ default: module[name] }),
        (failure: unknown) => {
          console.warn(`chunk of ${name} not loaded`, failure);
          reportMissingChunk({ popup: options.popup ?? null });
          current = attempt();
          return { default: MissingChunk };
        },
      ),
    );
  let current = attempt();
  function Lazy(props: Record<string, unknown>) {
    // Fixed for this mount: a re-render keeps what it shows; the next mount tries a failed chunk again.
    const [type] = useState(() => current);
    return createElement(type, props);
  }
  Lazy.displayName = `Lazy(${name})`;
  return Lazy as unknown as M[K];
}
