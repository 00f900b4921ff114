// @ts-nocheck
import { useEffect } from 'react';
import type { ListKind } from '@contract/oddsList';
import { appConfig } from '../config';
import { useServices } from '../services';
import type { AppServices } from '../services';
import { engineModeFromSearch } from './oddsWorker';
import type { OddsClient, OddsListSnapshot } from './oddsClient';
import { createOddsService } from './oddsService';
import type { OddsService } from './oddsService';
import { useTransitionStore } from '../useTransitionStore';

/** Services made without an odds service (a test's fakes) get one, once, on first use. */
const madeForServices = new WeakMap<AppServices, OddsService>();

/** The app's one odds service: the services' own, or one made once for services without it. */
export function oddsServiceOf(services: AppServices): OddsService {
  if (services.odds !== undefined) return services.odds;
  let made = madeForServices.get(services);
  if (made === undefined) {
    made = createOddsService({
      apiBase: () => appConfig().apiBase,
      mode: () => engineModeFromSearch(window.location.search),
      readSessionToken: services.readSessionToken,
      ...(services.reportSessionLost === undefined
        ? {}
        : { reportSessionLost: services.reportSessionLost }),
      inspect: services.inspect,
    });
    madeForServices.set(services, made);
  }
  return made;
}

/**
 * The app's odds client, as a board reads it: asked for on mount (made the first time, in a task of
 * its own; given the session's token each time) and kept when the board goes, for the next board
 * and the ticket. Handed to render in a transition: the whole board renders again with it, in
 * slices, not in one task.
 */
export function useOddsClient(): OddsClient | null {
  const service = oddsServiceOf(useServices());
  useEffect(() => service.start(), [service]);
  return useTransitionStore(service.subscribe, service.get, [service]);
}

/** The odds client once a board has asked for it (the ticket's price lines); null before. */
export function useMadeOddsClient(): OddsClient | null {
  const service = oddsServiceOf(useServices());
  return useTransitionStore(service.subscribe, service.get, [service]);
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
