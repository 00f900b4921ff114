// @ts-nocheck
import { useCallback, useMemo, useState } from 'react';
import type { ListKind } from '@contract/oddsList';
import {
  EMPTY_MOBILE_COLLAPSE,
  toggleMobileCollapse,
  unfoldMobileTournament,
} from '../odds-table/mobileItems';
import type { MobileCollapseLists } from '../odds-table/mobileItems';
import type { LeagueJumpTarget } from '../odds-table/leagueJump';

/** The folded tournament and match boxes of the phone board; choosing a sport clears them. */
export function useMobileCollapse(sportId: number) {
  const [collapse, setCollapse] = useState<{ sportId: number; lists: MobileCollapseLists }>({
    sportId,
    lists: EMPTY_MOBILE_COLLAPSE,
  });
  const collapseLists = collapse.sportId === sportId ? collapse.lists : EMPTY_MOBILE_COLLAPSE;
  const [toggleTournament, toggleMatch] = useMemo(() => {
    const toggle = (box: 'tournament' | 'match') => (kind: ListKind, id: number) =>
      setCollapse((state) => ({
        sportId,
        lists: toggleMobileCollapse(
          state.sportId === sportId ? state.lists : EMPTY_MOBILE_COLLAPSE,
          kind,
          box,
          id,
        ),
      }));
    return [toggle('tournament'), toggle('match')] as const;
  }, [sportId]);
  /** Opens a tournament for a league jump; folds of another sport stay as they are. */
  const unfold = useCallback(
    (target: LeagueJumpTarget) =>
      setCollapse((state) =>
        state.sportId === sportId
          ? {
              sportId,
              lists: unfoldMobileTournament(state.lists, target.kind, target.tournamentId),
            }
          : state,
      ),
    [sportId],
  );
  return { collapseLists, toggleTournament, toggleMatch, unfold };
}
