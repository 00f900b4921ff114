// @ts-nocheck
import { useIntl } from 'react-intl';
import { useFavorites } from '@src/features/favorites/favoritesStore';
import { sportName } from '@src/features/menu/sportName';
import { countedMessages, messages } from '../messages';
import { PopupFrame } from '../PopupFrame';
import * as frameStyles from '../PopupFrame.css';
import { favoriteGroups } from './favoriteGroups';
import * as styles from './FavoritesPopup.css';

export interface FavoritesPopupProps {
  onClose(): void;
  selectedSportId: number;
  onChooseSport(sportId: number): void;
}

/**
 * `dataFavorites` keeps ids only. When the odds board shows the tournament, its
 * name is read from there; otherwise the popup says 'League <id>'.
 */
function shownTournamentName(tournamentId: number): string | null {
  const name = document.querySelector(
    `[data-testid="tournament-group"][data-tournament-id="${tournamentId}"] [data-testid="tournament-name"]`,
  )?.textContent;
  return name === undefined || name === null || name.trim() === '' ? null : name.trim();
}

/** Scrolls the odds board to a tournament once it is drawn (it may need the new sport's list first). */
function revealTournament(tournamentId: number, triesLeft = 40): void {
  const group = document.querySelector<HTMLElement>(
    `[data-testid="tournament-group"][data-tournament-id="${tournamentId}"]`,
  );
  if (group !== null) {
    group.scrollIntoView({ block: 'start' });
    return;
  }
  if (triesLeft > 0) window.setTimeout(() => revealTournament(tournamentId, triesLeft - 1), 100);
}

/** Favorites: by sport with event counts; a tournament opens in the board. */
export function FavoritesPopup({ onClose, selectedSportId, onChooseSport }: FavoritesPopupProps) {
  const intl = useIntl();
  // Shows the tournament in the odds board: its sport chosen, the popup closed, scrolled into view.
  const openTournament = (sportId: number, tournamentId: number) => {
    if (sportId !== selectedSportId) onChooseSport(sportId);
    onClose();
    // After the dialog has handed focus back to its opener (which may scroll the page), not before.
    window.setTimeout(() => revealTournament(tournamentId), 100);
  };
  const groups = favoriteGroups(useFavorites());
  return (
    <PopupFrame
      name="favorites"
      size="small"
      title={intl.formatMessage(messages.favoritesTitle)}
      onClose={onClose}
    >
      {groups.length === 0 ? (
        <p className={frameStyles.message} data-testid="no-data">
          {intl.formatMessage(messages.favoritesEmpty)}
        </p>
      ) : (
        <ul className={styles.groups}>
          {groups.map((group) => (
            <li
              key={group.sportTypeId}
              data-testid="favorite-sport"
              data-sport-id={group.sportTypeId}
            >
              <h3 className={styles.sport}>
                <span>{sportName(intl, group.sportTypeId, group.sportName)}</span>
                <span className={frameStyles.countPill} data-testid="favorite-sport-count">
                  {group.count}
                </span>
              </h3>
              <ul className={frameStyles.choiceList}>
                {group.tournaments.map((tournament) => (
                  <li key={tournament.tournamentId}>
                    <button
                      type="button"
                      className={frameStyles.choice}
                      data-testid="favorite-tournament"
                      data-tournament-id={tournament.tournamentId}
                      onClick={() => openTournament(group.sportTypeId, tournament.tournamentId)}
                    >
                      <span data-testid="favorite-tournament-name">
                        {shownTournamentName(tournament.tournamentId) ??
                          intl.formatMessage(countedMessages.favoritesTournament, {
                            id: tournament.tournamentId,
                          })}
                      </span>
                      <span className={frameStyles.countPill}>{tournament.count}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </PopupFrame>
  );
}
