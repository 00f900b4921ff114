// @ts-nocheck
import type { Favorite } from '@src/features/favorites/favorites';

export interface FavoriteGroup {
  sportTypeId: number;
  sportName: string;
  /** Favourite events of the sport. */
  count: number;
  tournaments: { tournamentId: number; count: number }[];
}

/** `dataFavorites` grouped by sport, with event counts per sport and per tournament. */
export function favoriteGroups(favorites: readonly Favorite[]): FavoriteGroup[] {
  const groups: FavoriteGroup[] = [];
  for (const entry of favorites) {
    let group = groups.find((held) => held.sportTypeId === entry.sportTypeId);
    if (group === undefined) {
      group = {
        sportTypeId: entry.sportTypeId,
        sportName: entry.sportName,
        count: 0,
        tournaments: [],
      };
      groups.push(group);
    }
    group.count += entry.event_id.length;
    const tournament = group.tournaments.find((held) => held.tournamentId === entry.tournamentId);
    if (tournament === undefined)
      group.tournaments.push({ tournamentId: entry.tournamentId, count: entry.event_id.length });
    else tournament.count += entry.event_id.length;
  }
  return groups;
}
