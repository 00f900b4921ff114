// @ts-nocheck
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { favoritesBySport } from './favorites';
import { useFavorites } from './favoritesStore';
import { messages } from './messages';
import * as styles from '../menu/SportMenu.css';
import { GroupHeading, useGroupOpen } from '../menu/GroupHeading';

export interface FavoritesMenuProps {
  /** The drawer: the group folds. */
  collapsible?: boolean;
  selectedSportId: number;
  onChooseSport(sportId: number): void;
}

/** The left menu's Favorites group: favourites by sport with counts, shown only when there are any. */
export function FavoritesMenu({ onChooseSport, collapsible = false }: FavoritesMenuProps) {
  const intl = useIntl();
  const titleId = useId();
  const listId = useId();
  const group = useGroupOpen('favorites', collapsible);
  const bySport = favoritesBySport(useFavorites());
  if (bySport.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={titleId} data-testid="favorites-menu">
      <GroupHeading
        id={titleId}
        listId={listId}
        collapsible={collapsible}
        open={group.open}
        onToggle={group.toggle}
        testId="favorites-toggle"
      >
        {intl.formatMessage(messages.title)}
      </GroupHeading>
      <ul id={listId} hidden={!group.open}>
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
