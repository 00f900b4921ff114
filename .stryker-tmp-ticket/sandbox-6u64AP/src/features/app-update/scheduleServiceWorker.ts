// @ts-nocheck
// When the service worker is registered: never on the first load's critical path. The
// page waits for its `load` event and for the first odds on screen (or 10 s, whichever is first),
// then loads the registration chunk. Its install downloads the app's files for the next visit, so on
// a first visit it must not compete with the odds for a slow link.

import { firstOddsOrTimeout } from '@src/shared/firstOdds';

/** The longest wait for the first odds before registering anyway (an empty board, a failed call). */
export const REGISTER_AFTER_MS = 10_000;

export function scheduleServiceWorker(register: () => Promise<void>): void {
  if (!('serviceWorker' in navigator)) return;
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          window.addEventListener('load', () => resolve(), { once: true }),
        );
  void loaded
    .then(() => firstOddsOrTimeout(REGISTER_AFTER_MS))
    .then(register)
    .catch((failure: unknown) => console.warn('service worker not registered', failure));
}
