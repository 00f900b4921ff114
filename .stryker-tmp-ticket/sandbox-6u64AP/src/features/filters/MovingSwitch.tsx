// @ts-nocheck
import { useIntl } from 'react-intl';
import { setMovingOnly, useMovingOnly } from './movingStore';
import { messages } from './messages';
import * as styles from './FilterBar.css';

/**
 * The filter "moving now" (prices that moved more than once lately), desktop and phone, and the key
 * to the chips those prices carry on the board.
 */
export function MovingSwitch() {
  const intl = useIntl();
  const on = useMovingOnly();
  return (
    <>
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
      <span className={styles.movingKey} data-testid="moving-legend" aria-hidden="true">
        <span className={styles.moveChipUp}>▲2</span>
        <span className={styles.moveChipDown}>▼1</span> {intl.formatMessage(messages.movingKey)}
      </span>
    </>
  );
}
