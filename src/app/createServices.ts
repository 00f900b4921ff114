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
import { createEchoTicketFeed } from '../shared/realtime/echoTicketFeed';
import { createPusherOddsFeed } from '../shared/realtime/oddsFeed';
import type { AppServices } from '../shared/services';
import type { InspectionRecorder } from '../features/inspector/inspectionRecorder';
import { createListeners } from '../shared/valueStore';
import { withBootCalls } from '../shared/bootCalls';
import { createOddsService } from '../shared/odds/oddsService';
import { engineModeFromSearch } from '../shared/odds/oddsWorker';

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
    openTicketFeed: createEchoTicketFeed(realtime, readSessionToken),
    openOddsFeed: config.realtime.odds ? createPusherOddsFeed(realtime, readSessionToken) : null,
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
