import { useId } from 'react';
import { useIntl } from 'react-intl';
import { favoritesBySport } from './favorites';
import { useFavorites } from './favoritesStore';
import { messages } from './messages';
import * as styles from '../menu/SportMenu.css';

export interface FavoritesMenuProps {
  selectedSportId: number;
  onChooseSport(sportId: number): void;
}

/** The left menu's Favorites group: favourites by sport with counts, shown only when there are any. */
export function FavoritesMenu({ onChooseSport }: FavoritesMenuProps) {
  const intl = useIntl();
  const titleId = useId();
  const bySport = favoritesBySport(useFavorites());
  if (bySport.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={titleId} data-testid="favorites-menu">
      <h2 id={titleId} className={styles.groupTitle}>
        {intl.formatMessage(messages.title)}
      </h2>
      <ul>
        {bySport.map((sport) => (
          <li key={sport.sportTypeId}>
            <button
              type="button"
              className={styles.item}
              data-testid="favorite-sport-item"
              data-sport-id={sport.sportTypeId}
              onClick={() => onChooseSport(sport.sportTypeId)}
            >
              <span>{sport.sportName}</span>
              <span className={styles.count}>{sport.count}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
