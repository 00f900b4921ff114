import { useIntl } from 'react-intl';
import { useOnline } from '../../shared/network';
import { messages } from './messages';
import * as styles from './Offline.css';

/**
 * The page's offline notice (issue 20): shown while the browser has no link, gone by itself when it
 * returns. An in-page alert, so screen readers hear it when the link drops.
 */
export function OfflineNotice() {
  const intl = useIntl();
  const online = useOnline();
  return (
    <div role="alert" data-testid="offline-notice-region">
      {online ? null : (
        <p className={styles.bar} data-testid="offline-notice">
          {intl.formatMessage(messages.notice)}
        </p>
      )}
    </div>
  );
}
