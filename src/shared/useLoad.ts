import { startTransition, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { loaderMachine } from '@machines/loaderMachine';
import type { LoadOutcome } from '@machines/loaderMachine';
import type { ApiResult } from '@src/shared/api/client';
import { watchOnline } from '@src/shared/network';
import { useInspect } from '@src/shared/services';
import { useSpawnedActor } from '@src/shared/appSystem';
import { useLatest } from '@src/shared/useLatest';

export type Load<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };

export interface LoadOptions {
  /**
   * Told of each failed load, after it is logged: where the spec words a failure of its own (the
   * running bets' 'Get Ticket History Fail' alert). `attempt`: the failures in a row, this one
   * included (a loader that retries by itself tells each).
   */
  onFailed?(failure: { status: number; message: string; attempt: number }): void;
  /** The loader's name in the visualizer (`loader.<name>`); the key up to its first `:` unless told.
   *  Two loaders shown at once need two names. */
  name?: string;
  /** Retries made by themselves after a failure (1, 2, 4, 8, 16 s); none unless told: the member
   *  sees the failure and its Retry at once. */
  retries?: number;
}

/** The retries a loader that retries by itself makes: 1, 2, 4, 8, then 16 s. */
export { LOADER_RETRY_MAX } from '@machines/loaderMachine';

export interface Loaded<T> {
  load: Load<T>;
  /** The data of the last load that succeeded, whatever its key: a pager keeps its pages meanwhile. */
  latest: T | null;
  retry(): void;
}

/** What a call's result means to the loader (the data rides along to the hook, not kept). */
function outcomeOf<T>(result: ApiResult<T>): LoadOutcome {
  if (result.ok && result.data !== undefined) return { outcome: 'ready', data: result.data };
  // A 401 (the session is gone: the no-session screen follows) stops the retries.
  return {
    outcome: result.status === 401 ? 'unauthorized' : 'failed',
    status: result.status,
    message: result.message,
  };
}

/**
 * The one loader of the screens' own data (the popups, the banners, the announcement bar, the
 * member's open bets), on the loader machine (machines/loaderMachine.ts, `loader.<name>` in the
 * visualizer): loads whenever `key` (what is shown: a filter, page or date) changes. A failure is
 * logged and shown with a retry; `retry` loads again, and so does the link coming back after a
 * failure. A reply for a key already left behind, or arriving after the screen closed, is dropped.
 */
export function useLoad<T>(
  key: string,
  load: () => Promise<ApiResult<T>>,
  options: LoadOptions = {},
): Loaded<T> {
  // The caller's newest load and options, read when the machine's call goes (the logic is made once).
  const latestCall = useLatest({ load, options });
  const [logic] = useState(() =>
    loaderMachine.provide({
      actors: {
        load: fromPromise(() => latestCall.current.load().then(outcomeOf)),
        watchOnline,
      },
    }),
  );
  const inspect = useInspect();
  const name = options.name ?? key.split(':')[0];
  // In the page's one system, so that other machines may address it (a placed bet reloads the
  // member's open bets) and the visualizer draws who did.
  const loader = useSpawnedActor(`loader.${name}`, logic, {
    input: { key, maxRetries: options.retries ?? 0 },
    inspect,
  });
  // The last answer and the key it answers; null while a load goes.
  const [answer, setAnswer] = useState<{ key: string; load: Load<T> } | null>(null);
  const [latest, setLatest] = useState<T | null>(null);
  useEffect(() => {
    const loading = loader.on('loader.loading', () => setAnswer(null));
    const answered = loader.on('loader.answered', ({ output, attempt }) => {
      const answeredKey = loader.getSnapshot().context.key;
      if (output.outcome === 'ready') {
        const data = output.data as T;
        // The data is drawn as a transition: a banner strip or a page of bets renders in slices
        // that yield to the browser, not in the task that brought it.
        startTransition(() => {
          setAnswer({ key: answeredKey, load: { status: 'ready', data } });
          setLatest(data);
        });
        return;
      }
      if (output.outcome !== 'failed' && output.outcome !== 'unauthorized') return;
      console.error(`load failed (${answeredKey}): ${output.message}`);
      // A failure is drawn at once: a line and a Retry.
      setAnswer({ key: answeredKey, load: { status: 'failed', message: output.message } });
      latestCall.current.options.onFailed?.({
        status: output.status,
        message: output.message,
        attempt,
      });
    });
    return () => {
      loading.unsubscribe();
      answered.unsubscribe();
    };
  }, [loader, latestCall]);
  useEffect(() => loader.send({ type: 'load.start', key }), [loader, key]);
  const retry = useMemo(() => () => loader.send({ type: 'loader.retryNow' }), [loader]);
  const state: Load<T> =
    answer !== null && answer.key === key ? answer.load : { status: 'loading' };
  return { load: state, latest, retry };
}
