// @ts-nocheck
import { useEffect, useMemo } from 'react';
import type { ListKind } from '@contract/oddsList';
import { noteOddsShown } from '@src/shared/firstOdds';
import type { OddsClient, OddsListSnapshot } from '@src/shared/odds/oddsClient';
import { liveEventsOf } from '@src/shared/odds/liveEvents';
import { useOddsList } from '@src/shared/odds/useOddsClient';
import { leagueOptions } from '../filters/leagues';

/**
 * What a board draws: the three lists' snapshots by kind, the league filter's options (every
 * league of the lists of the tab, before the selection), what each drawn row reads its event from
 * and how each price moved lately. Notes the first odds on screen.
 */
export function useBoardShown(client: OddsClient | null, kinds: readonly ListKind[]) {
  const live = useOddsList(client, 'live');
  const nonlive = useOddsList(client, 'nonlive');
  const early = useOddsList(client, 'early');
  const lists = useMemo(
    (): Record<ListKind, OddsListSnapshot> => ({ live, nonlive, early }),
    [live, nonlive, early],
  );
  const leagues = useMemo(
    () => leagueOptions(kinds.map((kind) => lists[kind].view?.leagues ?? [])),
    [kinds, lists],
  );
  // The first odds on screen: the service worker may now be registered (off the critical path).
  const anyShown = live.view !== null || nonlive.view !== null || early.view !== null;
  useEffect(() => {
    if (anyShown) noteOddsShown();
  }, [anyShown]);
  return {
    lists,
    leagues,
    /** What each drawn row reads its event from (per-row subscriptions). */
    liveEvents: client === null ? null : liveEventsOf(client),
    /** How each price moved lately, read by its own cell. */
    priceMoves: client,
  };
}
