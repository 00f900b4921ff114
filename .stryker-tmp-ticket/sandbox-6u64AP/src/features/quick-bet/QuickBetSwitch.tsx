// @ts-nocheck
import { useIntl } from 'react-intl';
import { useFilterStore, useStorageFilter } from '@src/shared/storage/FilterContext';
import { betTypeOfTab, isParlay } from '@contract/wire';
import { messages } from './messages';
import * as styles from './QuickBet.css';

/** The quick-bet switch (desktop only, stored as storageFilter.quickBet, on by default; not for step/mix). */
export function QuickBetSwitch() {
  const intl = useIntl();
  const filter = useStorageFilter();
  const store = useFilterStore();
  const parlay = isParlay(betTypeOfTab(filter.sortFilterEventId));
  return (
    <label className={styles.switchLabel}>
      <input
        type="checkbox"
        role="switch"
        data-testid="quick-bet-switch"
        checked={filter.quickBet && !parlay}
        disabled={parlay}
        aria-checked={filter.quickBet && !parlay}
        onChange={(event) => {
          const quickBet = event.target.checked;
          store.update((current) => ({ ...current, quickBet }));
        }}
      />
      {intl.formatMessage(messages.switch)}
    </label>
  );
}
