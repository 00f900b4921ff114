// @ts-nocheck
// What index.html's boot script does first, on a page that arrived from the operator with its entry
// token in the address: keep the token (and the device asked for) in sessionStorage and replace the
// address in place with the clean one (history.replaceState: no second page load, and the entry
// in the tab's history is the clean address). It runs before any request that could carry a
// Referer other than the document's own subresources, which the page's no-referrer policy covers.
// The app's own reader, src/shared/entry.ts's captureEntry, does the same when the boot script
// could not (no sessionStorage: the token is then used from memory). Like bootBanner.ts it imports
// nothing at run time (boot.ts is a chunk of its own); a unit test keeps its constants and its answer
// equal to captureEntry's.
import { BOOT_ENTRY_TOKEN_KEY } from './bootBanner';

export const BOOT_ENTRY_DEVICE_KEY = 'entryDevice';
export const BOOT_APP_PATH = '/one-all-sport';

export type BootEntryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The clean address for this page, once the entry token (and `device`) are kept in sessionStorage;
 * null when the address holds no token or the storage cannot keep it (the app then uses the token
 * from memory, as captureEntry decides).
 */
export function bootCleanAddress(href: string, storage: BootEntryStorage | null): string | null {
  const url = new URL(href);
  const token = url.searchParams.get('userToken');
  if (token === null || storage === null) return null;
  const device = url.searchParams.get('device');
  try {
    storage.removeItem(BOOT_ENTRY_TOKEN_KEY);
    storage.removeItem(BOOT_ENTRY_DEVICE_KEY);
    storage.setItem(BOOT_ENTRY_TOKEN_KEY, token);
    if (storage.getItem(BOOT_ENTRY_TOKEN_KEY) !== token) return null;
    if (device !== null) {
      storage.setItem(BOOT_ENTRY_DEVICE_KEY, device);
      if (storage.getItem(BOOT_ENTRY_DEVICE_KEY) !== device) return null;
    }
  } catch {
    return null;
  }
  url.searchParams.delete('userToken');
  url.searchParams.delete('device');
  if (url.pathname === '/' || url.pathname === '/index.html') url.pathname = BOOT_APP_PATH;
  return url.pathname + url.search + url.hash;
}

/**
 * Takes the entry token out of the address of a page that arrived with it: kept, then the address
 * replaced in place. False, and nothing done, when there is nothing to do (or nowhere to keep it).
 */
export function cleanEntryAddress(
  page: { location: Pick<Location, 'href'>; history: Pick<History, 'replaceState' | 'state'> },
  storage: BootEntryStorage | null,
): boolean {
  const clean = bootCleanAddress(page.location.href, storage);
  if (clean === null) return false;
  page.history.replaceState(page.history.state, '', clean);
  return true;
}
