import { useCallback, useState } from 'react';
import type { LayoutMode } from '../shared/entry';
import { initialLayout, storeLayout, syncDeviceParam } from '../shared/layoutMode';

/** Desktop or mobile, and the member's toggle between them (kept for reloads of this tab). */
export function useLayoutMode(deviceLayout: LayoutMode | null): [LayoutMode, () => void] {
  const [layout, setLayout] = useState<LayoutMode>(() =>
    initialLayout(deviceLayout, sessionStorage, navigator.userAgent, window.innerWidth),
  );
  const toggleLayout = useCallback(() => {
    const next: LayoutMode = layout === 'desktop' ? 'mobile' : 'desktop';
    storeLayout(sessionStorage, next);
    syncDeviceParam(window.location, window.history, next);
    setLayout(next);
  }, [layout]);
  return [layout, toggleLayout];
}
