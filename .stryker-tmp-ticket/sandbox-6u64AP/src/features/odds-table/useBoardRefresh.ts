// @ts-nocheck
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import { refreshMachine, refreshOverrideFromSearch } from '@machines/refreshMachine';
import type {
  LoadListsOutput,
  NudgedOutput,
  OddsFeedInput,
  RefreshEvent,
} from '@machines/refreshMachine';
import type { OddsChangedMessage } from '@contract/realtime';
import type { ListKind } from '@contract/oddsList';
import { useSpawnedActor } from '@src/shared/appSystem';
import { onReconnect } from '@src/shared/network';
import type { OddsClient } from '@src/shared/odds/oddsClient';
import { eventIndexOf } from '@src/shared/odds/liveEvents';
import type { OpenOddsFeed } from '@src/shared/realtime/oddsFeed';
import { useServices } from '@src/shared/services';
import { useLatest } from '@src/shared/useLatest';
import { boardModeOf, secondsOf } from '../filters/RefreshButton';
import type { BoardQuery } from './useBoardQuery';

/**
 * Calls each list of `kinds` and says whether any of them holds events (the countdown's Muay Thai
 * interval), which events the replies say changed and which events the lists now show. The
 * countdown's `listsLoaded` follow-up has the ticket re-read the picks the replies say changed and
 * those no list shows (the ticket follows the market, but does not re-read every pick after
 * every refresh); a cancelled or timed-out call has no follow-up.
 */
async function loadLists(
  client: OddsClient | null,
  kinds: readonly ListKind[],
  signal: AbortSignal,
): Promise<LoadListsOutput> {
  if (client === null) throw new Error('the odds engine is not ready');
  // A cancelled refresh (another sport, a reload, the timeout) cancels the engine's calls too.
  const outcomes = await Promise.all(kinds.map((kind) => client.refresh(kind, signal)));
  const changed = outcomes.map((outcome) => outcome.changedEventIds);
  return {
    hasData: outcomes.some((outcome) => outcome.eventCount > 0),
    changedEventIds: changed.some((ids) => ids === null)
      ? null
      : changed.flatMap((ids) => ids ?? []),
    // Asked only for held picks (most refreshes hold none): each list's index, no set of all events.
    shown: {
      has: (id: number) =>
        kinds.some((kind) => {
          const view = client.getSnapshot(kind).view;
          return view !== null && eventIndexOf(view).has(id);
        }),
    },
  };
}

/** The engine's nudged calls, as the refresh machine invokes them once its wait is over. */
async function askNudged(
  client: OddsClient | null,
  nudge: OddsChangedMessage | null,
): Promise<NudgedOutput> {
  if (client === null) throw new Error('the odds engine is not ready');
  return client.askNudged(nudge);
}

/**
 * The sport's odds channel as the refresh machine invokes it: its nudges and its state become the
 * machine's events (`refresh.nudge`, `refresh.stream`). Without a stream (the runtime setting is
 * off) it does nothing, and the countdown is the only pace.
 */
function oddsFeedOf(openOddsFeed: OpenOddsFeed | null | undefined) {
  return fromCallback<RefreshEvent, OddsFeedInput>(({ sendBack, input }) => {
    if (openOddsFeed == null) return undefined;
    return openOddsFeed(input.sportTypeId, {
      nudge: (message) =>
        sendBack({ type: 'refresh.nudge', changeId: message.changeId, eventIds: message.eventIds }),
      live: (live) => sendBack({ type: 'refresh.stream', live }),
    });
  });
}

/** The link came back (the app's one online rule): the refresh machine calls the lists shown. */
const linkWatch = fromCallback<RefreshEvent>(({ sendBack }) =>
  onReconnect(() => sendBack({ type: 'network.online' })),
);

/**
 * The board's refresh machine (system id `refresh`, stopped with the board): the countdown calling
 * the lists shown, the sport's odds channel and its nudges, and the link's return. The settings the
 * server answers differently to start the lists afresh and call them at once. Returns what the
 * refresh button and the failure notice read.
 */
export function useBoardRefresh(
  client: OddsClient | null,
  { filter, kinds, query, serverKey }: Pick<BoardQuery, 'filter' | 'kinds' | 'query' | 'serverKey'>,
) {
  const { inspect, openOddsFeed } = useServices();
  // `?refresh=<seconds>` (bench:browser) replaces the countdown's interval; read once at mount.
  const [overrideSeconds] = useState(() => refreshOverrideFromSearch(window.location.search));
  // The countdown calls the lists shown when it invokes `loadLists` (read when it starts), and the
  // nudged calls of the engine that holds them; it listens on the sport's odds channel itself.
  const shown = useLatest({ client, kinds });
  const [countdownLogic] = useState(() =>
    refreshMachine.provide({
      actors: {
        loadLists: fromPromise(({ signal }) =>
          loadLists(shown.current.client, shown.current.kinds, signal),
        ),
        askNudged: fromPromise(({ input }: { input: { nudge: OddsChangedMessage | null } }) =>
          askNudged(shown.current.client, input.nudge),
        ),
        oddsFeed: oddsFeedOf(openOddsFeed),
        linkWatch,
      },
    }),
  );
  const countdown = useSpawnedActor('refresh', countdownLogic, {
    input: { sportTypeId: filter.selectCategoryId, overrideSeconds },
    inspect,
  });

  useEffect(() => {
    countdown.send({ type: 'refresh.sport', sportTypeId: filter.selectCategoryId });
  }, [countdown, filter.selectCategoryId]);

  // Settings the server answers differently to: start afresh and call at once.
  const lastServerKey = useRef<string | null>(null);
  useEffect(() => {
    if (client === null) return;
    const fresh = lastServerKey.current !== serverKey;
    lastServerKey.current = serverKey;
    void client.setQuery(query);
    if (fresh) {
      client.clear();
      for (const kind of kinds) client.markLoading(kind);
      countdown.send({ type: 'refresh.reload' });
    }
    // `kinds` follows the tab, which is part of `serverKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, query, serverKey, countdown]);

  const refreshNow = useCallback(() => countdown.send({ type: 'refresh.now' }), [countdown]);
  // The failure notice's Retry now: the countdown calls the lists shown (and restarts), and each
  // failed list's waiting retry goes at once (its retry actor's chart shows it); both join one call.
  const retryNow = useCallback(() => {
    refreshNow();
    client?.retryNow();
  }, [refreshNow, client]);
  return {
    /** The countdown's seconds: only the refresh button follows them. */
    refreshSeconds: secondsOf(countdown),
    /** "live" or the countdown's interval: the words beside the refresh button. */
    boardMode: boardModeOf(countdown),
    refreshNow,
    /** The failure notice's Retry now (the retry actors are told too). */
    retryNow,
  };
}
