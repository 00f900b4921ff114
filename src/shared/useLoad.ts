import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '@src/shared/api/client';
import { onReconnect } from '@src/shared/network';

export type Load<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

/**
 * Loads a popup's data whenever `key` changes. A failure is logged and the spinner clears; `retry`
 * loads again (spec section 8), and so does the link coming back after a failure. A reply for a key already left behind is dropped.
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<ApiResult<T>>,
): { load: Load<T>; retry(): void } {
  const [attempt, setAttempt] = useState(0);
  // The last reply and the load it answers (key and attempt): anything newer is still loading, so
  // the effect sets state only when a reply arrives.
  const [answer, setAnswer] = useState<{ key: string; attempt: number; load: Load<T> } | null>(
    null,
  );
  const state: Load<T> =
    answer !== null && answer.key === key && answer.attempt === attempt
      ? answer.load
      : { status: 'loading' };
  useEffect(() => {
    let current = true;
    void load().then((result) => {
      if (!current) return;
      if (result.ok && result.data !== undefined) {
        setAnswer({ key, attempt, load: { status: 'ready', data: result.data } });
        return;
      }
      console.error(`popup load failed (${key}): ${result.message}`);
      setAnswer({ key, attempt, load: { status: 'failed', message: result.message } });
    });
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A load that failed (the link was down) is tried again by itself when the link comes back.
  const failed = state.status === 'failed';
  useEffect(() => (failed ? onReconnect(retry) : undefined), [failed, retry]);
  return { load: state, retry };
}
