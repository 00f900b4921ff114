// @ts-nocheck
import { useIntl } from 'react-intl';
import { BalanceDisplay } from '@src/features/balance/BalanceDisplay';
import { messages } from '../messages';
import { PopupFrame } from '../PopupFrame';
import type { BalanceProps } from '../popupProps';
import * as styles from './ProfilePopup.css';

/** The fixed currency label: members play in Thai baht. */
export const CURRENCY_LABEL = 'THB';

/** 'User info': username, balance with refresh, currency THB. */
export function ProfilePopup({
  username,
  balance,
  balanceRefreshing,
  onRefreshBalance,
  onClose,
}: BalanceProps & { username: string; onClose(): void }) {
  const intl = useIntl();
  return (
    <PopupFrame
      name="profile"
      size="small"
      title={intl.formatMessage(messages.profileTitle)}
      onClose={onClose}
    >
      <dl className={styles.list}>
        <dt className={styles.term}>{intl.formatMessage(messages.profileUsername)}</dt>
        <dd className={styles.value} data-testid="profile-username">
          {username}
        </dd>
        <dt className={styles.term}>{intl.formatMessage(messages.profileBalance)}</dt>
        <dd className={styles.value}>
          <BalanceDisplay
            balance={balance}
            refreshing={balanceRefreshing}
            onRefresh={onRefreshBalance}
            testId="profile-balance"
          />
        </dd>
        <dt className={styles.term}>{intl.formatMessage(messages.profileCurrency)}</dt>
        <dd className={styles.value} data-testid="profile-currency">
          {CURRENCY_LABEL}
        </dd>
      </dl>
    </PopupFrame>
  );
}
