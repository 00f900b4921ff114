// @ts-nocheck
import { useIntl } from 'react-intl';
import { ModalDialog } from '@src/shared/ui/ModalDialog';
import { FilterBar } from '../filters/FilterBar';
import type { FilterBarProps } from '../filters/FilterBar';
import { messages } from './messages';
import * as styles from './MobileOdds.css';

const TITLE_ID = 'mobile-filter-title';

/**
 * The filter-bar settings the phone's match boxes follow, in a bottom sheet; stored in the same
 * storageFilter.
 */
export function FilterSheet({ onClose, ...bar }: FilterBarProps & { onClose(): void }) {
  const intl = useIntl();
  return (
    <ModalDialog
      onClose={onClose}
      className={styles.sheet}
      labelledBy={TITLE_ID}
      testId="filter-sheet"
      inPage
      dimBackdrop
    >
      <header className={styles.sheetHead}>
        <h2 id={TITLE_ID} style={{ margin: 0, fontSize: 'inherit' }}>
          {intl.formatMessage(messages.filters)}
        </h2>
        <button
          type="button"
          className={styles.iconButton}
          data-testid="popup-close"
          aria-label={intl.formatMessage(messages.close)}
          onClick={onClose}
        >
          ✕
        </button>
      </header>
      <div className={styles.sheetBody}>
        <FilterBar {...bar} quickBet={false} boxes />
      </div>
    </ModalDialog>
  );
}
