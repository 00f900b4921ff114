// @ts-nocheck
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import * as styles from './PopupFrame.css';
import type { Load } from '@src/shared/useLoad';
import { useOnline } from '@src/shared/network';
import { messages as offlineMessages } from '../offline/messages';

export interface LoadStateProps<T> {
  load: Load<T>;
  retry(): void;
  isEmpty(data: T): boolean;
  children(data: T): ReactNode;
}

/** Loading, failed (with a retry), empty (`session-table.table-not-data`) or the content. */
export function LoadState<T>({ load, retry, isEmpty, children }: LoadStateProps<T>) {
  const intl = useIntl();
  const online = useOnline();
  if (load.status === 'failed' && !online) {
    // Offline: the list needs the connection; useLoad loads it again when it returns.
    return (
      <p className={styles.message} role="alert" data-testid="popup-offline">
        {intl.formatMessage(offlineMessages.popup)}
      </p>
    );
  }
  if (load.status === 'loading') {
    return (
      <p className={styles.message} role="status" data-testid="popup-loading">
        {intl.formatMessage(messages.loading)}
      </p>
    );
  }
  if (load.status === 'failed') {
    return (
      <p className={styles.message} role="alert" data-testid="popup-failed">
        {intl.formatMessage(messages.failed)}
        <button type="button" className={styles.retry} data-testid="popup-retry" onClick={retry}>
          {intl.formatMessage(messages.retry)}
        </button>
      </p>
    );
  }
  if (isEmpty(load.data)) {
    return (
      <p className={styles.message} data-testid="no-data">
        {intl.formatMessage(messages.noData)}
      </p>
    );
  }
  return <>{children(load.data)}</>;
}
