import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useModalDialog } from '../../../shared/ui/useModalDialog';
import { BalanceDisplay } from '../../balance/BalanceDisplay';
import { messages } from './messages';
import { RunningBetsTab } from './RunningBetsTab';
import * as styles from './StatementPopup.css';


/**
 * The tabs of popup 5 (spec section 2). Only "My bet" exists so far; the Statement tab (tab 1,
 * daily summary and its settled drill-down) joins this union, and the tab list below, when it is
 * built; opening from the header will then start on it, as spec section 4 says.
 */
export type StatementTabId = 'my-bet';

export interface StatementPopupProps {
  initialTab: StatementTabId;
  balance: number | null;
  balanceRefreshing: boolean;
  onRefreshBalance(): void;
  onClose(): void;
}

/**
 * Statement and my-bet popup. Rendered only while open, so every opening starts afresh on its
 * first page. It takes focus, keeps Tab inside, closes on Escape or its close button, and gives
 * focus back to whatever opened it.
 */
export function StatementPopup({ initialTab, balance, balanceRefreshing, onRefreshBalance, onClose }: StatementPopupProps) {
  const intl = useIntl();
  const titleId = useId();
  const tabId = useId();
  const panelId = useId();
  const { dialogRef, closeRef, keepTabInside } = useModalDialog(onClose);

  return (
    <div
      className={styles.overlay}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="popup-statement"
        data-tab={initialTab}
        onKeyDown={keepTabInside}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage(messages.title)}
          </h2>
          <BalanceDisplay
            balance={balance}
            refreshing={balanceRefreshing}
            onRefresh={onRefreshBalance}
            testId="statement-balance"
            tone="dark"
          />
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            data-testid="popup-close"
            aria-label={intl.formatMessage(messages.close)}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className={styles.toolbar}>
          <div role="tablist" aria-label={intl.formatMessage(messages.tabs)} className={styles.tabs}>
            <button
              id={tabId}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={initialTab === 'my-bet'}
              aria-controls={panelId}
              data-testid="statement-tab"
              data-tab="my-bet"
            >
              {intl.formatMessage(messages.tabMyBet)}
            </button>
          </div>
        </div>
        <div id={panelId} role="tabpanel" aria-labelledby={tabId} className={styles.panel}>
          <RunningBetsTab />
        </div>
      </div>
    </div>
  );
}
