import { useIntl } from 'react-intl';
import { messages } from '../features/odds-table/messages';
import * as styles from './Shell.css';

/** While the board's own chunk arrives: the odds area says it is loading (as the board does while its lists load). */
export function OddsLoading() {
  const intl = useIntl();
  return (
    <div aria-busy="true" data-testid="odds-loading">
      <p className={styles.oddsLoading} role="status">
        {intl.formatMessage(messages.loading)}
      </p>
    </div>
  );
}
