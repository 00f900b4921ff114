// @ts-nocheck
import { useCallback, useMemo } from 'react';
import {
  isFavoriteEvent,
  isFavoriteTournament,
  toggleFavoriteEvent,
  toggleFavoriteTournament,
} from './favorites';
import { pageFavoritesStore, useFavorites } from './favoritesStore';

/** What a board (desktop or phone) asks of the page's favourites, with stable callbacks. */
export interface BoardFavourites {
  isFavouriteEvent(eventId: number): boolean;
  isFavouriteTournament(tournamentId: number): boolean;
  onToggleEventFavourite(eventId: number, tournamentId: number): void;
  onToggleTournamentFavourite(tournamentId: number, eventIds: readonly number[]): void;
}

/** The stars of the chosen sport's board; a new star is stored with the sport's id and name. */
export function useBoardFavourites(sportTypeId: number, sportName: string): BoardFavourites {
  const favorites = useFavorites();
  const sport = useMemo(() => ({ sportTypeId, sportName }), [sportTypeId, sportName]);
  const isFavouriteEvent = useCallback(
    (eventId: number) => isFavoriteEvent(favorites, eventId),
    [favorites],
  );
  const isFavouriteTournament = useCallback(
    (tournamentId: number) => isFavoriteTournament(favorites, tournamentId),
    [favorites],
  );
  const onToggleEventFavourite = useCallback(
    (eventId: number, tournamentId: number) =>
      pageFavoritesStore().update((held) =>
        toggleFavoriteEvent(held, tournamentId, eventId, sport),
      ),
    [sport],
  );
  const onToggleTournamentFavourite = useCallback(
    (tournamentId: number, eventIds: readonly number[]) =>
      pageFavoritesStore().update((held) =>
        toggleFavoriteTournament(held, tournamentId, eventIds, sport),
      ),
    [sport],
  );
  return {
    isFavouriteEvent,
    isFavouriteTournament,
    onToggleEventFavourite,
    onToggleTournamentFavourite,
  };
}
