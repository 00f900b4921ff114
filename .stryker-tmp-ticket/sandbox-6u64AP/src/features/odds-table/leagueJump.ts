// @ts-nocheck
// The change-league popup (jump to a league of the current list)
// and the odds board meet here: the board publishes the leagues its tables show (the worker's
// `jumps`, one list per table), the popup lists them and asks for a jump; the board unfolds the
// league and this module scrolls to its first group.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { OddsListSnapshot } from '@src/shared/odds/oddsClient';
import type { LeagueJump } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';
import { createListeners, createValueStore } from '@src/shared/valueStore';

export interface BoardLeagues {
  kind: ListKind;
  jumps: readonly LeagueJump[];
}

export interface LeagueJumpTarget {
  kind: ListKind;
  tournamentId: number;
}

const shown = createValueStore<readonly BoardLeagues[]>([]);
const jumpListeners = createListeners<LeagueJumpTarget>();

function sameShown(a: readonly BoardLeagues[], b: readonly BoardLeagues[]): boolean {
  return (
    a.length === b.length &&
    a.every((table, i) => table.kind === b[i]!.kind && table.jumps === b[i]!.jumps)
  );
}

/** The board's tables and their leagues, as the worker listed them. */
export function publishBoardLeagues(tables: readonly BoardLeagues[]): void {
  if (!sameShown(shown.get(), tables)) shown.set(tables);
}

export function useBoardLeagues(): readonly BoardLeagues[] {
  return useSyncExternalStore(shown.subscribe, shown.get);
}

/** Keeps the published leagues in step with the board's tables while the board is mounted. */
function usePublishBoardLeagues(tables: readonly BoardLeagues[]): void {
  useEffect(() => publishBoardLeagues(tables), [tables]);
  useEffect(() => () => publishBoardLeagues([]), []);
}

/**
 * A board's side of the change-league popup: publishes the leagues of the tables it draws (the
 * worker's `jumps` of each list) and, on a jump, `unfold`s the league, then scrolls to it.
 */
export function useBoardLeagueJumps(
  tables: readonly { kind: ListKind }[],
  lists: Readonly<Record<ListKind, OddsListSnapshot>>,
  unfold: (target: LeagueJumpTarget) => void,
): void {
  const shownLeagues = useMemo(
    () =>
      tables.map((table): BoardLeagues => ({
        kind: table.kind,
        jumps: lists[table.kind].view?.jumps ?? [],
      })),
    [tables, lists],
  );
  usePublishBoardLeagues(shownLeagues);
  useLeagueJump(unfold);
}

/** Asks the board to show a league: it unfolds it, then scrolls to it. */
export function requestLeagueJump(target: LeagueJumpTarget): void {
  jumpListeners.notify(target);
}

/**
 * The board's side of a jump: `unfold` opens the league's groups if they are folded; the scroll
 * follows once the board has drawn them.
 */
export function useLeagueJump(unfold: (target: LeagueJumpTarget) => void): void {
  useEffect(() => {
    const listener = (target: LeagueJumpTarget) => {
      unfold(target);
      revealLeague(target);
    };
    const unsubscribe = jumpListeners.subscribe(listener);
    return () => {
      unsubscribe();
    };
  }, [unfold]);
}

function groupSelector(target: LeagueJumpTarget): string {
  return `[data-testid="odds-table"][data-kind="${target.kind}"] [data-testid="tournament-group"][data-tournament-id="${target.tournamentId}"]`;
}

/**
 * Scrolls the league's first group to the top (the first in document order is its first run under
 * the time sort) and moves focus to its header, once drawn; tries for about two seconds.
 */
export function revealLeague(target: LeagueJumpTarget, triesLeft = 20): void {
  window.setTimeout(() => {
    const group = document.querySelector<HTMLElement>(groupSelector(target));
    if (group === null || group.dataset.collapsed === 'true') {
      if (triesLeft > 0) revealLeague(target, triesLeft - 1);
      return;
    }
    group.scrollIntoView({ block: 'start' });
    group.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, 100);
}
