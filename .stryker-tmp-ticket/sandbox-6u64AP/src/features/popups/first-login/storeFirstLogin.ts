// @ts-nocheck
import { FIRST_LOGIN_KEY } from '@src/shared/popups/firstLogin';

/** Closing the first-login popup stores first login false. */
export function storeFirstLoginDone(storage: Storage | undefined): void {
  try {
    storage?.setItem(FIRST_LOGIN_KEY, 'false');
  } catch (failure) {
    console.error('first login state could not be stored', failure);
  }
}
