// @ts-nocheck
import type { LayoutMode } from './entry';
import { BREAKPOINTS } from '../styles/breakpoints';

// Desktop or mobile: the `device` parameter wins, then the member's own toggle of this tab
// (sessionStorage, so a reload keeps it), then detection from the user agent and the viewport
// (below the md breakpoint, 768 px, is mobile).

export const LAYOUT_STORAGE_KEY = 'layoutMode';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

/** Tailwind's md breakpoint: narrower viewports get the mobile layout. */
export const MOBILE_BELOW_PX = BREAKPOINTS.md;

export function detectLayout(
  userAgent: string,
  viewportWidth = Number.POSITIVE_INFINITY,
): LayoutMode {
  return MOBILE_AGENT.test(userAgent) || viewportWidth < MOBILE_BELOW_PX ? 'mobile' : 'desktop';
}

export function readStoredLayout(storage: Storage): LayoutMode | null {
  try {
    const stored = storage.getItem(LAYOUT_STORAGE_KEY);
    return stored === 'desktop' || stored === 'mobile' ? stored : null;
  } catch {
    return null;
  }
}

export function storeLayout(storage: Storage, layout: LayoutMode): void {
  try {
    storage.setItem(LAYOUT_STORAGE_KEY, layout);
  } catch {
    // Without sessionStorage the choice lasts until reload; nothing else is lost.
  }
}

export function initialLayout(
  deviceLayout: LayoutMode | null,
  storage: Storage,
  userAgent: string,
  viewportWidth = Number.POSITIVE_INFINITY,
): LayoutMode {
  if (deviceLayout !== null) {
    // The parameter may already be gone from the address: keep it for reloads of this tab.
    storeLayout(storage, deviceLayout);
    return deviceLayout;
  }
  return readStoredLayout(storage) ?? detectLayout(userAgent, viewportWidth);
}

/** Keeps a `device` still in the address in step with a toggle, so a reload agrees with it. */
export function syncDeviceParam(location: Location, history: History, layout: LayoutMode): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('device')) return;
  url.searchParams.set('device', layout === 'desktop' ? '1' : '0');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}
