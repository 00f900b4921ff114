// @ts-nocheck
import { useCallback, useEffect, useState } from 'react';
import type { LayoutMode } from '../shared/entry';
import {
  detectLayout,
  initialLayout,
  MOBILE_BELOW_PX,
  readStoredLayout,
  storeLayout,
  syncDeviceParam,
} from '../shared/layoutMode';
import { reportMissingChunk } from '../shared/appUpdateSignal';
import { loadDesktopShell, loadMobileShell } from './shells';

/**
 * A layout's chunk (its shell with its board), fetched before the page switches to it: after a
 * deploy it may be gone, and the page then stays on the layout it shows, with the update offered
 * (its reload opens the layout the member asked for).
 */
function loadLayout(layout: LayoutMode): Promise<unknown> {
  return layout === 'desktop' ? loadDesktopShell() : loadMobileShell();
}

/** Desktop or mobile, and the member's toggle between them (kept for reloads of this tab). */
export function useLayoutMode(deviceLayout: LayoutMode | null): [LayoutMode, () => void] {
  const [layout, setLayout] = useState<LayoutMode>(() =>
    initialLayout(deviceLayout, sessionStorage, navigator.userAgent, window.innerWidth),
  );
  // Nothing chosen (no device parameter, no toggle in this tab): the layout follows the viewport
  // across the md breakpoint, as when a tablet turns or a window narrows.
  useEffect(() => {
    const query = window.matchMedia?.(`(max-width: ${MOBILE_BELOW_PX - 0.02}px)`);
    if (query === undefined) return undefined;
    const follow = () => {
      if (readStoredLayout(sessionStorage) !== null) return;
      const detected = detectLayout(navigator.userAgent, window.innerWidth);
      loadLayout(detected).then(
        () => setLayout(detected),
        () => reportMissingChunk(),
      );
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  const toggleLayout = useCallback(() => {
    const next: LayoutMode = layout === 'desktop' ? 'mobile' : 'desktop';
    loadLayout(next).then(
      () => {
        storeLayout(sessionStorage, next);
        syncDeviceParam(window.location, window.history, next);
        setLayout(next);
      },
      (failure: unknown) => {
        console.warn(`the ${next} layout did not load`, failure);
        reportMissingChunk({ layout: next });
      },
    );
  }, [layout]);
  return [layout, toggleLayout];
}
