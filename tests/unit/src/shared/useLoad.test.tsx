// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { StrictMode, Suspense, use } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@src/shared/api/client';
import { useLoad } from '@src/shared/useLoad';
import type { LoadOptions } from '@src/shared/useLoad';
import { fakeServices, ok } from '@tests/unit/src/helpers';
import { ServicesProvider } from '@src/shared/services';
import { createInspectionStore } from '@src/features/inspector/inspectionStore';

// The popups' one loader: what a popup shows while its data loads, fails,
// comes back with the link, and when the member moves on before a reply arrives.

const failed = (message: string): ApiResult<string> => ({ ok: false, status: 500, message });

/** Calls whose replies the test gives, in any order. */
function pendingCalls() {
  const calls: { key: string; answer(result: ApiResult<string>): void }[] = [];
  const load = (key: string) => () =>
    new Promise<ApiResult<string>>((resolve) => calls.push({ key, answer: resolve }));
  return { calls, load };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useLoad', () => {
  it('loads, then shows the data; a failure is told once and loads again when the link returns', async () => {
    const onFailed = vi.fn();
    let reachable = false;
    const load = vi.fn(async () => (reachable ? ok('rules') : failed('Failed to fetch')));
    const { result } = renderHook(() => useLoad('rules', load, { onFailed }));
    expect(result.current.load).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current.load).toEqual({ status: 'failed', message: 'Failed to fetch' }),
    );
    expect(onFailed).toHaveBeenCalledWith({ status: 500, message: 'Failed to fetch', attempt: 1 });
    expect(result.current.latest).toBeNull();

    reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: 'rules' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(onFailed).toHaveBeenCalledTimes(1);

    // Once loaded, the link coming back loads nothing more.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('Retry loads again and shows loading meanwhile', async () => {
    const { calls, load } = pendingCalls();
    const { result } = renderHook(() => useLoad('results:today', load('today')));
    act(() => calls[0]?.answer(failed('boom')));
    await waitFor(() => expect(result.current.load.status).toBe('failed'));
    act(() => result.current.retry());
    expect(result.current.load).toEqual({ status: 'loading' });
    act(() => calls[1]?.answer(ok('today')));
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: 'today' }));
  });

  it('drops the answer of a filter already left behind; keeps the last data while the next loads', async () => {
    const { calls, load } = pendingCalls();
    const { result, rerender } = renderHook(({ page }) => useLoad(`page:${page}`, load(page)), {
      initialProps: { page: '1' },
    });
    act(() => calls[0]?.answer(ok('page 1')));
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: 'page 1' }));

    rerender({ page: '2' });
    rerender({ page: '3' });
    expect(result.current.load).toEqual({ status: 'loading' });
    expect(result.current.latest).toBe('page 1');
    act(() => calls.find((call) => call.key === '3')?.answer(ok('page 3')));
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: 'page 3' }));
    act(() => calls.find((call) => call.key === '2')?.answer(ok('page 2')));
    await Promise.resolve();
    expect(result.current.load).toEqual({ status: 'ready', data: 'page 3' });
    expect(result.current.latest).toBe('page 3');
  });

  it('a popup closed before its reply: the late reply is dropped, no failure told', async () => {
    const { calls, load } = pendingCalls();
    const onFailed = vi.fn<NonNullable<LoadOptions['onFailed']>>();
    const { unmount } = renderHook(() => useLoad('announces:1', load('1'), { onFailed }));
    unmount();
    act(() => calls[0]?.answer(failed('late')));
    await Promise.resolve();
    expect(onFailed).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('draws a reply as a transition: what is on screen stays while the new data suspends', async () => {
    const { calls, load } = pendingCalls();
    const never = new Promise<string>(() => undefined);
    function Strip() {
      const { load: state } = useLoad('banners', load('banners'));
      // A reply naming "slow" suspends its render (as a lazy part of a page would).
      const text =
        state.status !== 'ready' ? 'loading' : state.data === 'slow' ? use(never) : state.data;
      return <span data-testid="strip">{text}</span>;
    }
    render(
      <Suspense fallback={<span data-testid="fallback">fallback</span>}>
        <Strip />
      </Suspense>,
    );
    expect(screen.getByTestId('strip').textContent).toBe('loading');
    await act(async () => {
      calls[0]?.answer(ok('slow'));
      await Promise.resolve();
    });
    // An urgent update would replace the strip with the fallback; the transition keeps it.
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(screen.getByTestId('strip').textContent).toBe('loading');
  });

  it('retries on the link coming back in the moment after a failed reply, before React has drawn it', async () => {
    const { calls, load } = pendingCalls();
    const { result } = renderHook(() => useLoad('running:1', load('running')));
    expect(calls).toHaveLength(1);
    // The reply and the 'online' event in the same task (its microtasks run, no task in between):
    // nothing of the failure is drawn yet.
    calls[0]?.answer(failed('Failed to fetch'));
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    expect(result.current.load).toEqual({ status: 'loading' });
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(calls).toHaveLength(2));
    calls[1]?.answer(ok('running bets'));
    await waitFor(() =>
      expect(result.current.load).toEqual({ status: 'ready', data: 'running bets' }),
    );
  });
});

describe('useLoad on the loader machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows in the visualizer as loader.<name>: the key up to its colon, or the name it is given', async () => {
    const store = createInspectionStore();
    const services = { ...fakeServices().services, inspect: store.inspect };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ServicesProvider services={services}>{children}</ServicesProvider>
    );
    const { calls, load } = pendingCalls();
    renderHook(() => useLoad('statement:2026-11-29', load('statement')), { wrapper });
    renderHook(() => useLoad('announces:bar', load('bar'), { name: 'announcementBar' }), {
      wrapper,
    });
    act(() => calls[0]?.answer(failed('Bad gateway')));
    // Its load's answer is a step of its own in the log.
    await waitFor(() =>
      expect(
        store
          .getSnapshot()
          .log.filter((entry) => entry.actor === 'loader.statement')
          .map((entry) => entry.eventType),
      ).toContain('xstate.done.actor.0.loader.loading'),
    );
    const names = store.getSnapshot().actors.map((actor) => actor.name);
    expect(names).toContain('loader.statement');
    expect(names).toContain('loader.announcementBar');
  });

  it('with retries, a failed load is made again after 1 s and 2 s, each failure told with its count', async () => {
    vi.useFakeTimers();
    const onFailed = vi.fn<NonNullable<LoadOptions['onFailed']>>();
    let answers = [failed('down'), failed('still down'), ok('my bets')];
    const load = vi.fn(async () => {
      const [next, ...rest] = answers;
      answers = rest;
      return next ?? failed('no more answers');
    });
    const { result } = renderHook(() => useLoad('myBets:0', load, { retries: 5, onFailed }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.load).toEqual({ status: 'failed', message: 'down' });
    expect(onFailed).toHaveBeenLastCalledWith({ status: 500, message: 'down', attempt: 1 });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(onFailed).toHaveBeenLastCalledWith({ status: 500, message: 'still down', attempt: 2 });
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(load).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(load).toHaveBeenCalledTimes(3);
    expect(result.current.load).toEqual({ status: 'ready', data: 'my bets' });
  });

  it('without retries a failure waits for Retry; a 401 stops: neither the link nor Retry loads it', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async (): Promise<ApiResult<string>> => ({
      ok: false,
      status: 401,
      message: 'Gone',
    }));
    const { result } = renderHook(() => useLoad('rules', load));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.load).toEqual({ status: 'failed', message: 'Gone' });
    act(() => {
      window.dispatchEvent(new Event('online'));
      result.current.retry();
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useLoad at its edges', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a reply that is ok but carries nothing is a failure, logged with its key', async () => {
    const load = vi.fn(async (): Promise<ApiResult<string>> => ({
      ok: true,
      status: 200,
      message: 'Nothing came back',
    }));
    const { result } = renderHook(() => useLoad('rules', load));
    await waitFor(() =>
      expect(result.current.load).toEqual({ status: 'failed', message: 'Nothing came back' }),
    );
    expect(console.error).toHaveBeenCalledWith('load failed (rules): Nothing came back');
  });

  it('without retries a failed load waits for the member: nothing is loaded again by itself', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => failed('down'));
    const { result } = renderHook(() => useLoad('rules', load));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.load).toEqual({ status: 'failed', message: 'down' });
  });

  it('never draws the answer of the last key under the new one, not even for one render', async () => {
    const { calls, load } = pendingCalls();
    const drawn: { page: string; status: string }[] = [];
    const { result, rerender } = renderHook(
      ({ page }) => {
        const loaded = useLoad(`page:${page}`, load(page));
        drawn.push({ page, status: loaded.load.status });
        return loaded;
      },
      { initialProps: { page: '1' } },
    );
    act(() => calls[0]?.answer(ok('page 1')));
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: 'page 1' }));
    rerender({ page: '2' });
    const onPage2 = drawn.filter((render) => render.page === '2');
    expect(onPage2.length).toBeGreaterThan(0);
    expect(onPage2.every((render) => render.status === 'loading')).toBe(true);
  });

  it("in React's development checks (mounted twice) it still shows its data, tells a failure once, and Retry loads", async () => {
    const onFailed = vi.fn<NonNullable<LoadOptions['onFailed']>>();
    let reachable = false;
    const load = vi.fn(async () => (reachable ? ok('rules') : failed('down')));
    const { result } = renderHook(() => useLoad('rules', load, { onFailed }), {
      wrapper: StrictMode,
    });
    await waitFor(() => expect(result.current.load).toEqual({ status: 'failed', message: 'down' }));
    expect(onFailed).toHaveBeenCalledTimes(1);
    reachable = true;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.load).toEqual({ status: 'ready', data: 'rules' }));
  });
});
