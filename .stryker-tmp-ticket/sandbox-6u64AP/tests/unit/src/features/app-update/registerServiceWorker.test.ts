// @ts-nocheck
// Found by mutation testing of src/features/app-update/registerServiceWorker.ts: what the
// registration does with the service worker, the update actor and the page, with the browser's
// parts replaced by fakes (the suite runs in Node).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const offerUpdate = vi.fn();
const updateActivated = vi.fn();
vi.mock('@src/shared/appUpdate', () => ({ offerUpdate, updateActivated }));

const workboxes: FakeWorkbox[] = [];
class FakeWorkbox {
  listeners = new Map<string, () => void>();
  register = vi.fn(async () => undefined);
  update = vi.fn(async () => undefined);
  constructor(
    readonly url: string,
    readonly options: { scope: string },
  ) {
    workboxes.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener);
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }));

const {
  ACTIVATE_TIMEOUT_MS,
  RUNTIME_CONFIG_CACHE,
  RUNTIME_CONFIG_URL,
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  UPDATE_CHECK_MS,
  registerServiceWorker,
} = await import('@src/features/app-update/registerServiceWorker');

/** The browser's parts the registration touches. */
function fakeBrowser(options: { caches?: boolean; waiting?: boolean } = {}) {
  const swListeners: { type: string; listener: () => void; once: boolean }[] = [];
  const posted: unknown[] = [];
  const waiting = options.waiting === true ? { postMessage: (m: unknown) => posted.push(m) } : null;
  const getRegistration = vi.fn(async (_scope: string) => ({ waiting }));
  const serviceWorker = {
    getRegistration,
    addEventListener: (type: string, listener: () => void, opts?: { once?: boolean }) =>
      swListeners.push({ type, listener, once: opts?.once === true }),
  };
  const docListeners = new Map<string, () => void>();
  const document = {
    visibilityState: 'visible' as 'visible' | 'hidden',
    addEventListener: (type: string, listener: () => void) => docListeners.set(type, listener),
  };
  const cacheAdd = vi.fn(async (_url: string) => undefined);
  const cachesOpen = vi.fn(async (_name: string) => ({ add: cacheAdd }));
  const window: Record<string, unknown> = {};
  if (options.caches !== false) window.caches = {};
  vi.stubGlobal('navigator', { serviceWorker });
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', window);
  vi.stubGlobal('caches', { open: cachesOpen });
  const controllerChange = () => {
    for (const entry of [...swListeners])
      if (entry.type === 'controllerchange') {
        entry.listener();
        if (entry.once) swListeners.splice(swListeners.indexOf(entry), 1);
      }
  };
  return {
    swListeners,
    posted,
    getRegistration,
    document,
    docListeners,
    cachesOpen,
    cacheAdd,
    controllerChange,
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  workboxes.length = 0;
  offerUpdate.mockReset();
  updateActivated.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the app’s scope and follows a worker taking control', async () => {
    const browser = fakeBrowser();
    await registerServiceWorker();
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
    expect(SERVICE_WORKER_SCOPE).toBe('/one-all-sport');
    expect(workboxes).toHaveLength(1);
    expect(workboxes[0]?.url).toBe('/sw.js');
    expect(workboxes[0]?.options).toEqual({ scope: '/one-all-sport' });
    expect(workboxes[0]?.register).toHaveBeenCalledTimes(1);
    const control = browser.swListeners.filter((entry) => entry.type === 'controllerchange');
    expect(control.map((entry) => entry.listener)).toEqual([updateActivated]);
    expect(updateActivated).not.toHaveBeenCalled();
    browser.controllerChange();
    expect(updateActivated).toHaveBeenCalledTimes(1);
  });

  it('keeps runtime-config.js in the worker’s cache when the page has caches', async () => {
    const browser = fakeBrowser();
    await registerServiceWorker();
    await flush();
    expect(RUNTIME_CONFIG_CACHE).toBe('runtime-config');
    expect(RUNTIME_CONFIG_URL).toBe('/runtime-config.js');
    expect(browser.cachesOpen).toHaveBeenCalledWith('runtime-config');
    expect(browser.cacheAdd).toHaveBeenCalledWith('/runtime-config.js');
  });

  it('does not touch caches the page does not have, and a cache failure is ignored', async () => {
    const without = fakeBrowser({ caches: false });
    await registerServiceWorker();
    await flush();
    expect(without.cachesOpen).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    const failing = fakeBrowser();
    failing.cacheAdd.mockRejectedValueOnce(new Error('quota'));
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    await flush();
    expect(failing.cacheAdd).toHaveBeenCalledTimes(1);
  });

  it('asks for a new version on every return to the page and once an hour, never while hidden', async () => {
    const browser = fakeBrowser();
    await registerServiceWorker();
    const workbox = workboxes[0]!;
    expect(workbox.update).not.toHaveBeenCalled();
    browser.document.visibilityState = 'hidden';
    browser.docListeners.get('visibilitychange')?.();
    expect(workbox.update).not.toHaveBeenCalled();
    browser.document.visibilityState = 'visible';
    browser.docListeners.get('visibilitychange')?.();
    expect(workbox.update).toHaveBeenCalledTimes(1);
    expect(UPDATE_CHECK_MS).toBe(3_600_000);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS - 1);
    expect(workbox.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(workbox.update).toHaveBeenCalledTimes(2);
    // A failed check is ignored (the next one asks again).
    workbox.update.mockRejectedValueOnce(new Error('offline'));
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_MS);
    expect(workbox.update).toHaveBeenCalledTimes(3);
  });

  it('offers a waiting version; applying it tells the waiting worker to take over and settles when it does', async () => {
    const browser = fakeBrowser({ waiting: true });
    await registerServiceWorker();
    expect(offerUpdate).not.toHaveBeenCalled();
    workboxes[0]!.listeners.get('waiting')?.();
    expect(offerUpdate).toHaveBeenCalledTimes(1);
    const apply = offerUpdate.mock.calls[0]?.[0] as () => Promise<void>;
    let settled = false;
    void apply().then(() => (settled = true));
    await flush();
    expect(browser.getRegistration).toHaveBeenCalledWith('/one-all-sport');
    expect(browser.posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(settled).toBe(false);
    // Heard once: the page's own listener stays the only one after it.
    const waiter = browser.swListeners.find((entry) => entry.listener !== updateActivated);
    expect(waiter).toMatchObject({ type: 'controllerchange', once: true });
    browser.controllerChange();
    await flush();
    expect(settled).toBe(true);
  });

  it('applying gives the waiting worker five seconds to take control, then settles anyway', async () => {
    fakeBrowser({ waiting: true });
    await registerServiceWorker();
    workboxes[0]!.listeners.get('waiting')?.();
    const apply = offerUpdate.mock.calls[0]?.[0] as () => Promise<void>;
    let settled = false;
    void apply().then(() => (settled = true));
    expect(ACTIVATE_TIMEOUT_MS).toBe(5_000);
    await vi.advanceTimersByTimeAsync(ACTIVATE_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('applying with no registration left settles at once', async () => {
    const browser = fakeBrowser();
    browser.getRegistration.mockResolvedValueOnce(undefined as never);
    await registerServiceWorker();
    workboxes[0]!.listeners.get('waiting')?.();
    const apply = offerUpdate.mock.calls[0]?.[0] as () => Promise<void>;
    await expect(apply()).resolves.toBeUndefined();
    expect(browser.posted).toEqual([]);
  });

  it('applying with no worker waiting (another tab applied it) settles at once, posting nothing', async () => {
    const browser = fakeBrowser({ waiting: false });
    await registerServiceWorker();
    workboxes[0]!.listeners.get('waiting')?.();
    const apply = offerUpdate.mock.calls[0]?.[0] as () => Promise<void>;
    let settled = false;
    void apply().then(() => (settled = true));
    await flush();
    expect(settled).toBe(true);
    expect(browser.posted).toEqual([]);
    // Only the registration's own controllerchange listener: none was added to wait for one.
    expect(browser.swListeners).toHaveLength(1);
  });
});
