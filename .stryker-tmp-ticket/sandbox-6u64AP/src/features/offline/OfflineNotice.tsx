// @ts-nocheck
import { useIntl } from 'react-intl';
import { useOnline } from '@src/shared/network';
import { messages } from './messages';
import * as styles from './Offline.css';

/**
 * The page's offline notice: shown while the browser has no link, gone by itself when it
 * returns. An in-page alert, so screen readers hear it when the link drops.
 */
export function OfflineNotice() {
  const intl = useIntl();
  const online = useOnline();
  // Mounted only while offline: an alert that appears is announced, and no empty alert region stays
  // on the page for the others to be confused with.
  if (online) return null;
  return (
    <p className={styles.bar} role="alert" data-testid="offline-notice">
      {intl.formatMessage(messages.notice)}
    </p>
  );
}
