import { Workbox } from 'workbox-window';
import { offerUpdate } from './updateStore';

// The service worker's registration (issue 20), a lazy chunk asked for after the first odds (see
// scheduleServiceWorker): nothing of it is on the first load's critical path. A failure here is
// logged and ignored: the app never depends on the worker (it runs the same without one).

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/one-all-sport';
/** How often an open page asks whether a new version was deployed (also on every return to it). */
/** The worker's cache of runtime-config.js (vite.config.ts, `runtimeCaching`). */
export const RUNTIME_CONFIG_CACHE = 'runtime-config';
export const RUNTIME_CONFIG_URL = '/runtime-config.js';
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  // A new version installed and waiting (also one left waiting by an earlier visit): offered, never
  // applied by itself. Only the page that applies it reloads, once the new worker controls it.
  workbox.addEventListener('waiting', () =>
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  await workbox.register();
  // The worker keeps runtime-config.js network-first: it is asked for on every load and the kept copy
  // serves only an offline open. This visit loaded it before the worker existed, so it is kept now.
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
