// @ts-nocheck
import { useIntl } from 'react-intl';
import { messages } from './messages';
import * as styles from './OddsArea.css';

/** "Loading odds…", said politely: while the board's own chunk, then its first lists, are on their way. */
export function OddsLoading() {
  const intl = useIntl();
  return (
    <p className={styles.loading} role="status">
      {intl.formatMessage(messages.loading)}
    </p>
  );
}
