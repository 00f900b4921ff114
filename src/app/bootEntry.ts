// What index.html's boot script does first, on a page that arrived from the operator with its entry
// token in the address: keep the token (and the device asked for) in sessionStorage and replace the
// page with its clean address, before the app's bundle is evaluated. The app's own reader,
// src/shared/entry.ts's captureEntry, would do the same, but only after the browser had fetched,
// compiled and run the whole first load for a page about to be thrown away (on a low-tier phone the
// larger part of a second). Like bootBanner.ts it imports nothing at run time (boot.ts is a chunk of
// its own); a unit test keeps its constants and its answer equal to captureEntry's.
import { BOOT_ENTRY_TOKEN_KEY } from './bootBanner';

export const BOOT_ENTRY_DEVICE_KEY = 'entryDevice';
export const BOOT_APP_PATH = '/one-all-sport';

export type BootEntryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The clean address to replace this page with, once the entry token (and `device`) are kept in
 * sessionStorage; null when the address holds no token or the storage cannot keep it (the app then
 * uses the token from memory, as captureEntry decides).
 */
export function bootEntryRedirect(href: string, storage: BootEntryStorage | null): string | null {
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
 * Leaves a page that arrived with an entry token: stops its loading (the app's modules are never
 * run) and replaces it with the clean address. False, and nothing done, when there is nothing to do.
 */
export function leaveEntryAddress(
  page: Pick<Window, 'stop'> & { location: Pick<Location, 'href' | 'replace'> },
  storage: BootEntryStorage | null,
): boolean {
  const redirect = bootEntryRedirect(page.location.href, storage);
  if (redirect === null) return false;
  // stop() first: called after replace() it would cancel that navigation too.
  page.stop();
  page.location.replace(redirect);
  return true;
}
