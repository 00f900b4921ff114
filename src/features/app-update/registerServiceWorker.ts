import { Workbox } from 'workbox-window';
import { offerUpdate, updateActivated } from '@src/shared/appUpdate';

// The service worker's registration, a lazy chunk asked for after the first odds (see
// scheduleServiceWorker): nothing of it is on the first load's critical path. A failure here is
// logged and ignored: the app never depends on the worker (it runs the same without one).

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/one-all-sport';
/** How often an open page asks whether a new version was deployed (also on every return to it). */
/** The worker's cache of runtime-config.js (vite.config.ts, `runtimeCaching`). */
export const RUNTIME_CONFIG_CACHE = 'runtime-config';
export const RUNTIME_CONFIG_URL = '/runtime-config.js';
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** How long a waiting worker is given to take control before the page reloads anyway. */
export const ACTIVATE_TIMEOUT_MS = 5_000;

/**
 * Tells the waiting worker to take over and settles once it controls the page. With none waiting
 * (another tab applied it a moment ago) it settles at once: the reload loads the new version.
 */
async function activateWaiting(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  const waiting = registration?.waiting ?? null;
  if (waiting === null) return;
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    setTimeout(resolve, ACTIVATE_TIMEOUT_MS);
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
}

export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  // A new version installed and waiting (also one left waiting by an earlier visit): offered, never
  // applied by itself. Applying it makes it control this page (and every other tab of the app).
  workbox.addEventListener('waiting', () => offerUpdate(activateWaiting));
  // A new worker took control: this tab applied it, or another tab did. Either way
  // this page runs the old build: the update actor reloads it (at once when applied here).
  navigator.serviceWorker.addEventListener('controllerchange', updateActivated);
  await workbox.register();
  // The worker keeps runtime-config.js stale-while-revalidate: the next visit runs the kept copy at
  // once while the network's replaces it. This visit loaded it before the worker existed, so it is
  // kept now.
  if ('caches' in window)
    void caches
      .open(RUNTIME_CONFIG_CACHE)
      .then((cache) => cache.add(RUNTIME_CONFIG_URL))
      .catch(() => undefined);
  const check = () => {
    workbox.update().catch(() => undefined);
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, UPDATE_CHECK_MS);
}
