// @ts-nocheck
// What the address says at entry. The entry token must not linger in the address bar, the history,
// a shared link or a Referer. It is kept in sessionStorage until the login has succeeded (a reload
// after a failed login retries it), and the address is replaced in place with the clean one
// (index.html's boot script does it first, src/app/bootEntry.ts; this is the app's own reader, for
// a page the boot script could not clean). The page is not loaded a second time for it: only a new
// navigation would take the token out of the page's navigation timing entry, which no one but this
// page's own scripts can read, and they hold the token anyway (sessionStorage, then the session
// cookie); on a slow link that second load cost the member two round trips and a second page.

export const APP_PATH = '/one-all-sport';

/** sessionStorage keys of the entry kept across a failed login and its reload. */
export const ENTRY_TOKEN_KEY = 'entryToken';
export const ENTRY_DEVICE_KEY = 'entryDevice';

export type LayoutMode = 'desktop' | 'mobile';

export interface EntryParams {
  /** Single-use login token from the operator's site, or null. */
  userToken: string | null;
  /** Layout asked for by `device` (1 = desktop, anything else = mobile), or null when absent. */
  deviceLayout: LayoutMode | null;
  /** `?inspect=1` opens the in-app state inspector. */
  inspect: boolean;
}

export interface EntryCapture {
  entry: EntryParams;
}

/** The few sessionStorage calls the entry makes; absent (or throwing) storage falls back to the address alone. */
export type EntryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function layoutFromDevice(device: string): LayoutMode {
  return device === '1' ? 'desktop' : 'mobile';
}

function safeGet(storage: EntryStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeStore(storage: EntryStorage | null, key: string, value: string): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(key, value);
    return storage.getItem(key) === value;
  } catch {
    return false;
  }
}

/**
 * Reads the entry. With `userToken` in the address: keeps token and device in sessionStorage (when
 * it can; else the token is used from memory) and replaces the address in place with the clean one
 * (without `userToken` and `device`, on /one-all-sport). Without it: the token kept from an earlier
 * load, if any, and the address is tidied the same way.
 */
export function captureEntry(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState' | 'state'>,
  storage: EntryStorage | null,
): EntryCapture {
  const url = new URL(location.href);
  const addressToken = url.searchParams.get('userToken');
  const addressDevice = url.searchParams.get('device');
  let rewrite = false;
  if (addressToken !== null) {
    url.searchParams.delete('userToken');
    url.searchParams.delete('device');
    rewrite = true;
  }
  if (url.pathname === '/' || url.pathname === '/index.html') {
    url.pathname = APP_PATH;
    rewrite = true;
  }
  const clean = url.pathname + url.search + url.hash;
  const inspect = url.searchParams.get('inspect') === '1';

  if (addressToken !== null) {
    // A new entry replaces whatever an earlier one left (its device too). Without sessionStorage
    // (private mode, an embedded browser) the token is used from memory.
    forgetEntryToken(storage);
    if (safeStore(storage, ENTRY_TOKEN_KEY, addressToken) && addressDevice !== null)
      safeStore(storage, ENTRY_DEVICE_KEY, addressDevice);
    history.replaceState(history.state, '', clean);
    return {
      entry: {
        userToken: addressToken,
        deviceLayout: addressDevice === null ? null : layoutFromDevice(addressDevice),
        inspect,
      },
    };
  }

  if (rewrite) history.replaceState(history.state, '', clean);
  const device = addressDevice ?? safeGet(storage, ENTRY_DEVICE_KEY);
  return {
    entry: {
      userToken: safeGet(storage, ENTRY_TOKEN_KEY),
      deviceLayout: device === null ? null : layoutFromDevice(device),
      inspect,
    },
  };
}

/** After a successful login the entry token has done its work: forget it (and the device asked for with it). */
export function forgetEntryToken(storage: EntryStorage | null): void {
  try {
    storage?.removeItem(ENTRY_TOKEN_KEY);
    storage?.removeItem(ENTRY_DEVICE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** sessionStorage, or null where reading it throws (storage disabled). */
export function sessionStorageOrNull(): EntryStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
