import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuietPriceEvents } from '@src/shared/ui/quietPriceEvents';
import { refreshMachine, refreshOverrideFromSearch } from '@machines/refreshMachine';
import type {
  LoadListsOutput,
  NudgedOutput,
  OddsFeedInput,
  RefreshEvent,
} from '@machines/refreshMachine';
import { useSpawnedActor } from '@src/shared/appSystem';
import type { OpenOddsFeed } from '@src/shared/realtime/oddsFeed';
import type { OddsQuery } from '@workers/odds/engine';
import { useOddsClient, useOddsList } from '@src/shared/odds/useOddsClient';
import { useOfferPriceHistory } from '@src/shared/odds/priceHistorySlot';
import { useServices } from '@src/shared/services';
import { useFilterStore, useStorageFilter } from '@src/shared/storage/FilterContext';
import { chooseEarlyDate, earlyDateOptions } from '../filters/earlyDates';
import { useSearchText } from '../search/searchStore';
import { useMovingOnly } from '../filters/movingStore';
import { leagueOptions } from '../filters/leagues';
import type { OddsClient, OddsListSnapshot } from '@src/shared/odds/oddsClient';
import { fromCallback, fromPromise } from 'xstate';
import type { OddsChangedMessage } from '@contract/realtime';
import type { ListKind } from '@contract/oddsList';
import { listsForTab, oddsQueryFor, serverQueryKey } from './boardQuery';
import { noteOddsShown } from '@src/shared/firstOdds';
import { onReconnect } from '@src/shared/network';
import { eventIndexOf, liveEventsOf } from '@src/shared/odds/liveEvents';
import { boardModeOf, secondsOf } from '../filters/RefreshButton';
import { useLatest } from '@src/shared/useLatest';

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

/**
 * What both odds boards (desktop tables, mobile match boxes) run: the member's filter turned into
 * the worker's query, the early dates, the refresh countdown machine calling the lists shown, the
 * three lists' snapshots by kind, and the league filter's options. `tableType` overrides the
 * filter's table type (the mobile boxes always ask for the double-line shape). `quietFocus`: the
 * board's prices have no focus handler (no roving Tab stop), so their focus events skip React.
 */
export function useBoardLists(
  tableType?: OddsQuery['tableType'],
  { quietFocus = false }: { quietFocus?: boolean } = {},
) {
  const { inspect, openOddsFeed } = useServices();
  const filterStore = useFilterStore();
  const filter = useStorageFilter();
  const client = useOddsClient();
  // The ticket's price lines read this board's engine.
  useOfferPriceHistory(client);
  // The pointer, touch and mouse events of a price stay out of React's root, and its
  // focus events too on a board without a roving Tab stop (the phone's boxes).
  useQuietPriceEvents({ focus: quietFocus });
  const tab = filter.sortFilterEventId;
  const kinds = useMemo(() => listsForTab(tab), [tab]);
  const [openedAt] = useState(() => Date.now());
  const earlyDates = useMemo(() => earlyDateOptions(openedAt), [openedAt]);
  const earlyDate = chooseEarlyDate(earlyDates, filter.sortEarlyDate, openedAt);
  const setEarlyDate = useCallback(
    (sortEarlyDate: string) => filterStore.update((current) => ({ ...current, sortEarlyDate })),
    [filterStore],
  );
  const search = useSearchText();
  const movingOnly = useMovingOnly();
  const query = useMemo(
    (): OddsQuery => ({
      ...oddsQueryFor(filter, earlyDate),
      ...(tableType === undefined ? {} : { tableType }),
      search,
      movingOnly,
    }),
    [filter, earlyDate, search, tableType, movingOnly],
  );
  const serverKey = serverQueryKey(query, tab);

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

  const live = useOddsList(client, 'live');
  const nonlive = useOddsList(client, 'nonlive');
  const early = useOddsList(client, 'early');
  const lists = useMemo(
    (): Record<ListKind, OddsListSnapshot> => ({ live, nonlive, early }),
    [live, nonlive, early],
  );
  // The league filter's options: every league of the lists of the tab (before the selection).
  const leagues = useMemo(
    () => leagueOptions(kinds.map((kind) => lists[kind].view?.leagues ?? [])),
    [kinds, lists],
  );
  const refreshNow = useCallback(() => countdown.send({ type: 'refresh.now' }), [countdown]);
  // The failure notice's Retry now: the countdown calls the lists shown (and restarts), and each
  // failed list's waiting retry goes at once (its retry actor's chart shows it); both join one call.
  const retryNow = useCallback(() => {
    refreshNow();
    client?.retryNow();
  }, [refreshNow, client]);
  // The link came back: the lists shown are called again at once, no reload needed.
  useEffect(() => onReconnect(refreshNow), [refreshNow]);
  // The first odds on screen: the service worker may now be registered (off the critical path).
  const anyShown = live.view !== null || nonlive.view !== null || early.view !== null;
  useEffect(() => {
    if (anyShown) noteOddsShown();
  }, [anyShown]);
  return {
    filter,
    filterStore,
    tab,
    kinds,
    earlyDates,
    earlyDate,
    setEarlyDate,
    /** The countdown's seconds: only the refresh button follows them. */
    refreshSeconds: secondsOf(countdown),
    /** "live" or the countdown's interval: the words beside the refresh button. */
    boardMode: boardModeOf(countdown),
    refreshNow,
    /** The failure notice's Retry now (the retry actors are told too). */
    retryNow,
    lists,
    leagues,
    /** What each drawn row reads its event from (per-row subscriptions). */
    liveEvents: client === null ? null : liveEventsOf(client),
    /** How each price moved lately, read by its own cell. */
    priceMoves: client,
  };
}
