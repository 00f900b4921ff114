// What the address says at entry. The entry token must not linger in the address bar, history or
// a shared link, so it is taken out with history.replaceState before anything else runs.

export const APP_PATH = '/one-all-sport';

export type LayoutMode = 'desktop' | 'mobile';

export interface EntryParams {
  /** Single-use login token from the operator's site, or null. */
  userToken: string | null;
  /** Layout asked for by `device` (1 = desktop, anything else = mobile), or null when absent. */
  deviceLayout: LayoutMode | null;
  /** `?inspect=1` opens the in-app state inspector. */
  inspect: boolean;
}

export function layoutFromDevice(device: string): LayoutMode {
  return device === '1' ? 'desktop' : 'mobile';
}

/**
 * Reads the entry parameters and rewrites the address: `userToken` and `device` go (together, once
 * the token is used), and the page lands on /one-all-sport whatever path served it.
 */
export function takeEntryParams(location: Location, history: History): EntryParams {
  const url = new URL(location.href);
  const userToken = url.searchParams.get('userToken');
  const device = url.searchParams.get('device');
  const entry: EntryParams = {
    userToken,
    deviceLayout: device === null ? null : layoutFromDevice(device),
    inspect: url.searchParams.get('inspect') === '1',
  };
  let rewrite = false;
  if (userToken !== null) {
    url.searchParams.delete('userToken');
    url.searchParams.delete('device');
    rewrite = true;
  }
  if (url.pathname === '/' || url.pathname === '/index.html') {
    url.pathname = APP_PATH;
    rewrite = true;
  }
  if (rewrite) history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return entry;
}
