// @ts-nocheck
// The league filter's model, apart from its modal (which loads when first opened).
import type { LeagueOption } from '@workers/odds/core/view';

/**
 * One option per tournament across the lists shown: a league playing live and later today is listed
 * by both lists, and its event counts add up.
 */
export function leagueOptions(lists: readonly (readonly LeagueOption[])[]): LeagueOption[] {
  const byId = new Map<number, LeagueOption>();
  for (const list of lists)
    for (const league of list) {
      const held = byId.get(league.tournamentId);
      byId.set(
        league.tournamentId,
        held ? { ...held, eventCount: held.eventCount + league.eventCount } : league,
      );
    }
  return [...byId.values()];
}

/** The choice made in the modal: every league ticked is "all" (so new leagues show up too). */
export function leagueSelection(
  leagues: readonly LeagueOption[],
  ticked: ReadonlySet<number>,
): { selectAll: boolean; ids: number[] } {
  const all = leagues.length > 0 && leagues.every((league) => ticked.has(league.tournamentId));
  return {
    selectAll: all,
    ids: all
      ? []
      : leagues
          .filter((league) => ticked.has(league.tournamentId))
          .map((league) => league.tournamentId),
  };
}
