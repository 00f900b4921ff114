import { useIntl } from 'react-intl';
import { setMovingOnly, useMovingOnly } from './movingStore';
import { messages } from './messages';
import * as styles from './FilterBar.css';

/** The filter "moving now" (prices that moved more than once lately), desktop and phone. */
export function MovingSwitch() {
  const intl = useIntl();
  const on = useMovingOnly();
  return (
    <label className={styles.switchLabel}>
      <input
        type="checkbox"
        role="switch"
        data-testid="moving-now"
        checked={on}
        aria-checked={on}
        onChange={(event) => setMovingOnly(event.target.checked)}
      />
      {intl.formatMessage(messages.movingNow)}
    </label>
  );
}
