// @ts-nocheck
// Found by mutation testing of src/features/app-update/scheduleServiceWorker.ts: when the service
// worker's registration is asked for, with the browser's parts replaced by fakes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const firstOddsOrTimeout = vi.fn(async (_maxWaitMs: number) => undefined);
vi.mock('@src/shared/firstOdds', () => ({ firstOddsOrTimeout }));

const { REGISTER_AFTER_MS, scheduleServiceWorker } =
  await import('@src/features/app-update/scheduleServiceWorker');

function fakePage(options: { serviceWorker?: boolean; readyState?: string } = {}) {
  const loadListeners: { listener: () => void; options: unknown }[] = [];
  vi.stubGlobal('navigator', options.serviceWorker === false ? {} : { serviceWorker: {} });
  vi.stubGlobal('document', { readyState: options.readyState ?? 'complete' });
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void, opts: unknown) => {
      if (type === 'load') loadListeners.push({ listener, options: opts });
    },
  });
  return { loadListeners };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  firstOddsOrTimeout.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scheduleServiceWorker', () => {
  it('without service workers, nothing is asked for', async () => {
    fakePage({ serviceWorker: false });
    const register = vi.fn(async () => undefined);
    scheduleServiceWorker(register);
    await flush();
    expect(register).not.toHaveBeenCalled();
    expect(firstOddsOrTimeout).not.toHaveBeenCalled();
  });

  it('a loaded page registers after the first odds, waiting at most ten seconds for them', async () => {
    fakePage({ readyState: 'complete' });
    const register = vi.fn(async () => undefined);
    scheduleServiceWorker(register);
    await flush();
    expect(REGISTER_AFTER_MS).toBe(10_000);
    expect(firstOddsOrTimeout).toHaveBeenCalledWith(10_000);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('a page still loading waits for its load event first (heard once)', async () => {
    const page = fakePage({ readyState: 'interactive' });
    const register = vi.fn(async () => undefined);
    scheduleServiceWorker(register);
    await flush();
    expect(firstOddsOrTimeout).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
    expect(page.loadListeners).toHaveLength(1);
    expect(page.loadListeners[0]?.options).toEqual({ once: true });
    page.loadListeners[0]?.listener();
    await flush();
    expect(firstOddsOrTimeout).toHaveBeenCalledWith(REGISTER_AFTER_MS);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('a failed registration is logged and ignored', async () => {
    fakePage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failure = new Error('no worker');
    scheduleServiceWorker(async () => {
      throw failure;
    });
    await flush();
    expect(warn).toHaveBeenCalledWith('service worker not registered', failure);
  });
});
