import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@src/shared/api/client';
import { onReconnect } from '@src/shared/network';

export type Load<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

export interface LoadOptions {
  /**
   * Told of each failed load, after it is logged: where the spec words a failure of its own (the
   * running bets' 'Get Ticket History Fail' alert).
   */
  onFailed?(failure: { status: number; message: string }): void;
}

export interface Loaded<T> {
  load: Load<T>;
  /** The data of the last load that succeeded, whatever its key: a pager keeps its pages meanwhile. */
  latest: T | null;
  retry(): void;
}

/**
 * The one loader of the popups' data, shared so every popup loads and fails alike: loads whenever
 * `key` (what the popup shows: its filter, page or date) changes. A failure is logged and shown
 * with a retry; `retry` loads again, and so does the link coming back after a failure. A reply for
 * a key already left behind, or arriving after the popup closed, is dropped.
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<ApiResult<T>>,
  options: LoadOptions = {},
): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  // The last reply and the load it answers (key and attempt): anything newer is still loading, so
  // the effect sets state only when a reply arrives.
  const [answer, setAnswer] = useState<{ key: string; attempt: number; load: Load<T> } | null>(
    null,
  );
  const [latest, setLatest] = useState<T | null>(null);
  const state: Load<T> =
    answer !== null && answer.key === key && answer.attempt === attempt
      ? answer.load
      : { status: 'loading' };
  // Whether the load in flight or last answered failed, set when its reply arrives (not when React
  // has drawn it): the link's return retries it, also in the moment before the failure is drawn.
  const failedNow = useRef(false);
  useEffect(() => {
    let current = true;
    failedNow.current = false;
    void load().then((result) => {
      if (!current) return;
      failedNow.current = !result.ok || result.data === undefined;
      // The data is drawn as a transition: a banner strip or a page of bets renders in
      // slices that yield to the browser, not in the task that brought it.
      if (result.ok && result.data !== undefined) {
        const data = result.data;
        startTransition(() => {
          setAnswer({ key, attempt, load: { status: 'ready', data } });
          setLatest(data);
        });
        return;
      }
      console.error(`popup load failed (${key}): ${result.message}`);
      // A failure is drawn at once: a line and a Retry.
      setAnswer({ key, attempt, load: { status: 'failed', message: result.message } });
      options.onFailed?.({ status: result.status, message: result.message });
    });
    return () => {
      current = false;
    };
    // `load` and `options` are fresh each render; `key` names what is loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A load that failed (the link was down) is tried again by itself when the link comes back.
  useEffect(
    () =>
      onReconnect(() => {
        if (!failedNow.current) return;
        failedNow.current = false;
        retry();
      }),
    [retry],
  );
  return { load: state, latest, retry };
}
