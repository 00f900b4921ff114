// @ts-nocheck
import { useIntl } from 'react-intl';
import { formatBalance } from '@src/shared/format';
import { messages } from './messages';
import * as styles from './BalanceDisplay.css';

export interface BalanceDisplayProps {
  balance: number | null;
  refreshing: boolean;
  onRefresh(): void;
  /** `balance` for the one the tests read; other copies on the page get their own id. */
  testId: string;
  tone?: 'dark' | 'light';
  showLabel?: boolean;
}

export function BalanceDisplay({
  balance,
  refreshing,
  onRefresh,
  testId,
  tone = 'light',
  showLabel = false,
}: BalanceDisplayProps) {
  const intl = useIntl();
  const label = intl.formatMessage(messages.label);
  return (
    <span className={`${styles.root} ${styles.tone[tone]}`}>
      {showLabel ? <span className={styles.label}>{label}</span> : null}
      <span
        className={styles.amount}
        data-testid={testId}
        aria-label={showLabel ? undefined : label}
      >
        {balance === null ? '—' : formatBalance(balance)}
      </span>
      <button
        type="button"
        className={styles.refresh}
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing}
        aria-label={intl.formatMessage(messages.refresh)}
        title={intl.formatMessage(messages.refresh)}
      >
        <svg
          className={styles.refreshIcon}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M12 4a8 8 0 0 1 7.75 6h-2.1A6 6 0 1 0 18 14h2.05A8 8 0 1 1 12 4Zm5 0 4 4h-4V4Z"
          />
        </svg>
      </button>
    </span>
  );
}
