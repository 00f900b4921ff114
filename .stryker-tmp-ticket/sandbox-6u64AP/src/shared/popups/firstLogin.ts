// @ts-nocheck
// The member's stored login state: the first-login popup opens while it says first
// login, and closing the popup stores first login false, so a reload does not show it again.

export const FIRST_LOGIN_KEY = 'firstLogin';

/** True unless this browser already stored that the first-login popup was closed. */
export function readFirstLogin(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(FIRST_LOGIN_KEY) !== 'false';
  } catch {
    return true;
  }
}
