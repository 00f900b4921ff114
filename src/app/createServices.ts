import { createApiClient } from '../shared/api/client';
import { createMemberApi } from '../shared/api/member';
import { lazyMemberAreaApi } from '../shared/api/lazyMemberArea';
import { createEarlyBanners } from '../features/banner/earlyBanners';
import type { EarlyBanners } from '../shared/api/banners';
import { withBootBanners } from '../features/banner/bootHandoff';
import type { RuntimeConfig } from '@contract/runtimeConfig';
import type { PageLocation } from '../shared/config';
import { resolveRealtimeConnection } from '../shared/config';
import { dropSessionToken, readSessionToken, writeSessionToken } from '../shared/cookies';
import type { OpenOddsFeed } from '../shared/realtime/oddsFeed';
import type { OpenTicketFeed } from '../shared/realtime/ticketFeed';
import type { AppServices } from '../shared/services';
import type { InspectionRecorder } from '../features/inspector/inspectionRecorder';
import { createListeners } from '../shared/valueStore';
import { withBootCalls } from '../shared/bootCalls';
import { createOddsService } from '../shared/odds/oddsService';
import { engineModeFromSearch } from '../shared/odds/oddsWorker';

/**
 * A realtime feed whose code (the socket's worker client, the bets' parser) loads when something
 * first listens: the socket starts after the first odds, so the first load does not carry it.
 * What the feed's chunk would ask for next (the socket's client, shared by both feeds, and
 * comlink) is asked for beside it: one round trip, and the socket's worker starts after it as
 * when the feeds were in the first load. A feed whose code cannot load is reported as `failed`.
 */
function lazyFeed<Args extends unknown[]>(
  load: () => Promise<(...args: Args) => () => void>,
  failed: (...args: Args) => void,
): (...args: Args) => () => void {
  let feed: Promise<(...args: Args) => () => void> | undefined;
  return (...args) => {
    let leave: (() => void) | null = null;
    let left = false;
    feed ??= Promise.all([
      load(),
      import('../shared/realtime/realtimeWorker'),
      import('comlink'),
    ]).then(([open]) => open);
    feed.then(
      (open) => {
        if (!left) leave = open(...args);
      },
      (error: unknown) => {
        // The next listener tries again (a deploy's missing chunk is reported by the app's update).
        feed = undefined;
        console.error('realtime: the client could not be loaded', error);
        if (!left) failed(...args);
      },
    );
    return () => {
      left = true;
      leave?.();
    };
  };
}

/**
 * The banner list asked for at boot (main.tsx starts it for a returning member before anything
 * else; the login starts it for a new one). Its calls report no lost session: the member check
 * beside them does.
 */
export function createAppEarlyBanners(config: RuntimeConfig): EarlyBanners {
  return createEarlyBanners({
    client: createApiClient({
      baseUrl: config.apiBase,
      // The first call takes over the one index.html's boot script made, if it made one.
      fetch: withBootBanners(globalThis.fetch.bind(globalThis)),
      readSessionToken,
    }),
  });
}

/** The real services: fetch against the configured API, the session cookie, laravel-echo. */
export function createAppServices(
  config: RuntimeConfig,
  page: PageLocation,
  inspection: InspectionRecorder,
  earlyBanners: EarlyBanners,
): AppServices {
  const sessionLost = createListeners<string>();
  const reportSessionLost = sessionLost.notify;
  const client = createApiClient({
    baseUrl: config.apiBase,
    // The session's first calls take over the ones index.html's boot script made, if it made them.
    fetch: withBootCalls(globalThis.fetch.bind(globalThis)),
    readSessionToken,
    onUnauthorized: (result, refusedToken) => {
      if (refusedToken !== null) dropSessionToken(refusedToken);
      reportSessionLost(result.message);
    },
  });
  const realtime = resolveRealtimeConnection(config, page);
  return {
    memberApi: createMemberApi(client),
    memberArea: lazyMemberAreaApi(client, earlyBanners),
    earlyBanners,
    openTicketFeed: lazyFeed<Parameters<OpenTicketFeed>>(
      () =>
        import('../shared/realtime/echoTicketFeed').then((module) =>
          module.createEchoTicketFeed(realtime, readSessionToken),
        ),
      (listener) => listener.state({ previous: 'initialized', current: 'failed' }),
    ),
    openOddsFeed: config.realtime.odds
      ? lazyFeed<Parameters<OpenOddsFeed>>(
          () =>
            import('../shared/realtime/oddsFeed').then((module) =>
              module.createPusherOddsFeed(realtime, readSessionToken),
            ),
          (_sportTypeId, listener) => listener.live(false),
        )
      : null,
    // Made once here, for every board and the ticket; its client and worker start with the first board.
    odds: createOddsService({
      apiBase: () => config.apiBase,
      mode: () => engineModeFromSearch(window.location.search),
      readSessionToken,
      reportSessionLost,
      inspect: inspection.inspect,
    }),
    readSessionToken,
    writeSessionToken(token) {
      writeSessionToken(token);
      earlyBanners.start();
    },
    onSessionLost: sessionLost.subscribe,
    reportSessionLost,
    inspect: inspection.inspect,
  };
}
