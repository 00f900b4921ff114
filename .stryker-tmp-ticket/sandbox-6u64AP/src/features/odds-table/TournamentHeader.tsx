// @ts-nocheck
import { memo } from 'react';
import { useIntl } from 'react-intl';
import type { TournamentHead } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';
import { useLocale } from '@src/shared/i18n/LocaleProvider';
import { nameByLocale } from '@src/shared/i18n/locale';
import { SearchHighlight } from '../search/SearchHighlight';
import { messages, namedMessages } from './messages';
import * as styles from './OddsTable.css';

export interface TournamentHeaderProps {
  kind: ListKind;
  head: TournamentHead;
  /** The group's events (the held array: a new list of ids each render would defeat memo). */
  events: readonly { key: number }[];
  collapsed: boolean;
  favourite: boolean;
  onToggleCollapse(kind: ListKind, tournamentId: number): void;
  onToggleFavourite(tournamentId: number, eventIds: readonly number[]): void;
  onRefresh(kind: ListKind): void;
  /** Columns of the table, which the header row spans. */
  columnCount: number;
}

/** Favourite star, name by locale, live icon when a match streams, refresh icon, collapse toggle. */
export const TournamentHeader = memo(function TournamentHeader(props: TournamentHeaderProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { head, kind } = props;
  const name = nameByLocale(locale, { th: head.name_th, en: head.name_en });
  return (
    <div className={styles.groupHead} role="gridcell" aria-colspan={props.columnCount}>
      <button
        type="button"
        tabIndex={-1}
        className={styles.iconButton}
        data-testid="favorite-star"
        data-tournament-id={head.tournamentId}
        aria-pressed={props.favourite}
        aria-label={intl.formatMessage(
          props.favourite ? namedMessages.favoriteRemove : namedMessages.favoriteAdd,
          { name },
        )}
        onClick={() =>
          props.onToggleFavourite(
            head.tournamentId,
            props.events.map((event) => event.key),
          )
        }
      >
        {props.favourite ? '★' : '☆'}
      </button>
      <span className={styles.groupName} data-testid="tournament-name">
        <SearchHighlight text={name} />
      </span>
      {head.liveIcon ? (
        <span
          className={styles.liveIcon}
          data-testid="live-icon"
          title={intl.formatMessage(messages.liveStream)}
        >
          {intl.formatMessage(messages.live)}
        </span>
      ) : null}
      <button
        type="button"
        tabIndex={-1}
        className={styles.iconButton}
        data-testid="tournament-refresh"
        aria-label={intl.formatMessage(namedMessages.refreshTournament, { name })}
        onClick={() => props.onRefresh(kind)}
      >
        ⟳
      </button>
      <button
        type="button"
        tabIndex={-1}
        className={styles.iconButton}
        data-testid="tournament-collapse"
        aria-expanded={!props.collapsed}
        aria-label={intl.formatMessage(
          props.collapsed ? namedMessages.expand : namedMessages.collapse,
          { name },
        )}
        onClick={() => props.onToggleCollapse(kind, head.tournamentId)}
      >
        {props.collapsed ? '▸' : '▾'}
      </button>
    </div>
  );
});
