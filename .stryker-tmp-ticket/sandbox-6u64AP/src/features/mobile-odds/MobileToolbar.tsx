// @ts-nocheck
import { useIntl } from 'react-intl';
import { BoardModeLabel, RefreshButton } from '../filters/RefreshButton';
import type { BoardModeSource, SecondsSource } from '../filters/RefreshButton';
import { SearchField } from '../search/SearchField';
import { messages } from './messages';
import * as styles from './MobileOdds.css';

export interface MobileToolbarProps {
  onOpenFilters(): void;
  /** The early date's label, with its button; null off the Early tab. */
  earlyLabel: string | null;
  onOpenEarlyDate(): void;
  refreshSeconds: SecondsSource;
  boardMode: BoardModeSource;
  onRefresh(): void;
}

/** Above the phone board: the filter sheet, the early date, refresh, how the board keeps up, search. */
export function MobileToolbar(props: MobileToolbarProps) {
  const intl = useIntl();
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={styles.toolButton}
        data-testid="mobile-filters"
        onClick={props.onOpenFilters}
      >
        {intl.formatMessage(messages.filters)}
      </button>
      {props.earlyLabel !== null ? (
        <button
          type="button"
          className={styles.toolButton}
          data-testid="early-date-open"
          onClick={props.onOpenEarlyDate}
        >
          {intl.formatMessage(messages.earlyDate)}: {props.earlyLabel}
        </button>
      ) : null}
      <RefreshButton
        seconds={props.refreshSeconds}
        onRefresh={props.onRefresh}
        className={styles.toolButton}
      />
      <BoardModeLabel mode={props.boardMode} className={styles.boardMode} />
      <SearchField className={styles.search} />
    </div>
  );
}
