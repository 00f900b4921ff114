// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@src/shared/api/client';
import { useLoad } from '@src/shared/useLoad';
import type { LoadOptions } from '@src/shared/useLoad';
import { ok } from '@tests/unit/src/helpers';

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
    expect(onFailed).toHaveBeenCalledWith({ status: 500, message: 'Failed to fetch' });
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
    // The reply and the 'online' event in the same task: nothing of the failure is drawn yet.
    calls[0]?.answer(failed('Failed to fetch'));
    await Promise.resolve();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(calls).toHaveLength(2));
    calls[1]?.answer(ok('running bets'));
    await waitFor(() =>
      expect(result.current.load).toEqual({ status: 'ready', data: 'running bets' }),
    );
  });
});
