// @ts-nocheck
// Favourites, kept in the browser under `dataFavorites`: one entry
// per tournament with the ids of its favourite events. A star on a tournament adds or removes it
// with all its events; a star on an event adds or removes that event; a tournament goes when its
// last event goes.

export const FAVORITES_KEY = 'dataFavorites';

export interface Favorite {
  tournamentId: number;
  sportTypeId: number;
  sportName: string;
  event_id: number[];
}

function isFavorite(value: unknown): value is Favorite {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.tournamentId === 'number' &&
    typeof entry.sportTypeId === 'number' &&
    Array.isArray(entry.event_id) &&
    entry.event_id.every((id) => typeof id === 'number')
  );
}

/** A parse failure is logged and the list reset to empty. */
export function parseFavorites(stored: string | null): Favorite[] {
  if (stored === null) return [];
  try {
    const raw: unknown = JSON.parse(stored);
    if (!Array.isArray(raw)) throw new Error('not a list');
    return raw.filter(isFavorite).map((entry) => ({
      ...entry,
      sportName: typeof entry.sportName === 'string' ? entry.sportName : '',
    }));
  } catch (failure) {
    console.error('dataFavorites could not be read; starting empty', failure);
    return [];
  }
}

export interface FavoriteSport {
  sportTypeId: number;
  sportName: string;
}

export function isFavoriteTournament(
  favorites: readonly Favorite[],
  tournamentId: number,
): boolean {
  return favorites.some((entry) => entry.tournamentId === tournamentId);
}

export function isFavoriteEvent(favorites: readonly Favorite[], eventId: number): boolean {
  return favorites.some((entry) => entry.event_id.includes(eventId));
}

/** Star on a tournament: adds it with all its events, or removes it when already a favourite. */
export function toggleFavoriteTournament(
  favorites: readonly Favorite[],
  tournamentId: number,
  eventIds: readonly number[],
  sport: FavoriteSport,
): Favorite[] {
  if (isFavoriteTournament(favorites, tournamentId))
    return favorites.filter((entry) => entry.tournamentId !== tournamentId);
  return [
    ...favorites,
    {
      tournamentId,
      sportTypeId: sport.sportTypeId,
      sportName: sport.sportName,
      event_id: [...eventIds],
    },
  ];
}

/** Star on an event: adds or removes that event; its tournament goes with its last event. */
export function toggleFavoriteEvent(
  favorites: readonly Favorite[],
  tournamentId: number,
  eventId: number,
  sport: FavoriteSport,
): Favorite[] {
  const held = favorites.find((entry) => entry.tournamentId === tournamentId);
  if (held === undefined) {
    return [
      ...favorites,
      {
        tournamentId,
        sportTypeId: sport.sportTypeId,
        sportName: sport.sportName,
        event_id: [eventId],
      },
    ];
  }
  const removing = held.event_id.includes(eventId);
  const events = removing
    ? held.event_id.filter((id) => id !== eventId)
    : [...held.event_id, eventId];
  if (events.length === 0) return favorites.filter((entry) => entry !== held);
  return favorites.map((entry) => (entry === held ? { ...entry, event_id: events } : entry));
}

export interface FavoriteSportCount extends FavoriteSport {
  /** Favourite events of the sport. */
  count: number;
}

/** The left menu's Favorites group: one line per sport with its count of favourite events. */
export function favoritesBySport(favorites: readonly Favorite[]): FavoriteSportCount[] {
  const bySport = new Map<number, FavoriteSportCount>();
  for (const entry of favorites) {
    const held = bySport.get(entry.sportTypeId) ?? {
      sportTypeId: entry.sportTypeId,
      sportName: entry.sportName,
      count: 0,
    };
    held.count += entry.event_id.length;
    bySport.set(entry.sportTypeId, held);
  }
  return [...bySport.values()];
}
