// @ts-nocheck
import { useIntl } from 'react-intl';
import { countedMessages, messages } from './messages';
import { paginationItems } from './pagination';
import * as styles from './StatementPopup.css';

export interface PaginationProps {
  page: number;
  lastPage: number;
  /** While a page loads the buttons wait, so two clicks do not race. */
  disabled?: boolean;
  onChange(page: number): void;
}

/** Previous / pages / next: prev disabled on the first page, next on the last. */
export function Pagination({ page, lastPage, disabled = false, onChange }: PaginationProps) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.pagination)}>
      <ul className={styles.pagination}>
        <li>
          <button
            type="button"
            className={styles.pageButton}
            data-testid="pagination-prev"
            aria-label={intl.formatMessage(messages.previous)}
            disabled={disabled || page <= 1}
            onClick={() => onChange(page - 1)}
          >
            ‹
          </button>
        </li>
        {paginationItems(page, lastPage).map((item) =>
          item.kind === 'ellipsis' ? (
            <li key={item.key} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.pageButton}
                data-testid="pagination-page"
                aria-label={intl.formatMessage(countedMessages.page, { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                disabled={disabled && item.page !== page}
                onClick={() => {
                  if (item.page !== page) onChange(item.page);
                }}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.pageButton}
            data-testid="pagination-next"
            aria-label={intl.formatMessage(messages.next)}
            disabled={disabled || page >= lastPage}
            onClick={() => onChange(page + 1)}
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}
