import { startTransition, useEffect, useState } from 'react';
import type { ListKind } from '@contract/oddsList';
import { appConfig } from '../config';
import { useServices } from '../services';
import { connectOddsEngine, createOddsClient, engineModeFromSearch } from './oddsClient';
import type { OddsClient, OddsListSnapshot } from './oddsClient';
import { useTransitionStore } from '../useTransitionStore';

/**
 * The odds client for the lifetime of the component: started on mount (worker, or the main
 * thread with `?engine=main`), given the session token and API base, disposed on unmount.
 */
export function useOddsClient(): OddsClient | null {
  const { readSessionToken, reportSessionLost, inspect } = useServices();
  const [client, setClient] = useState<OddsClient | null>(null);
  useEffect(() => {
    let created: OddsClient | null = null;
    // Made in a task of its own: the worker's start and the client's subscription ran in
    // the task that ran the whole board's mount effects, one of the phone's longest at boot.
    const start = setTimeout(() => {
      created = createOddsClient(connectOddsEngine(engineModeFromSearch(window.location.search)), {
        onUnauthorized: (message) => reportSessionLost?.(message),
        // Each list's loader (loader.odds.live, …) shows in the machine visualizer.
        inspect,
      });
      void created.configure({ apiBase: appConfig().apiBase, token: readSessionToken() ?? '' });
      // The client owns a Worker: made here, not in render (StrictMode mounts twice and a render
      // may be thrown away; either would leak a worker), and handed to render through state, once.
      // In a transition: the whole board renders again with it, in slices, not in one task.
      const client = created;
      startTransition(() => setClient(client));
    }, 0);
    return () => {
      clearTimeout(start);
      created?.dispose();
    };
  }, [readSessionToken, reportSessionLost, inspect]);
  return client;
}

const NO_LIST: OddsListSnapshot = { status: 'idle', view: null, seq: 0, error: null };
/** One list's snapshot, re-rendering only when that list changed; a new snapshot is drawn as a
 *  transition (useTransitionStore: in slices a tap interrupts). */
export function useOddsList(client: OddsClient | null, kind: ListKind): OddsListSnapshot {
  return useTransitionStore(client?.subscribe ?? null, () => client?.getSnapshot(kind) ?? NO_LIST, [
    client,
    kind,
  ]);
}
