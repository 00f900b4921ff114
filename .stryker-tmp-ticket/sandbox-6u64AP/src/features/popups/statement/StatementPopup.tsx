// @ts-nocheck
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { StatementTab as StatementTabId } from '@machines/popupMachine';
import { BalanceDisplay } from '@src/features/balance/BalanceDisplay';
import { messages as popupMessages } from '../messages';
import { PopupFrame } from '../PopupFrame';
import { usePopupActor } from '@src/shared/popups/PopupProvider';
import type { BalanceProps } from '../popupProps';
import { messages } from './messages';
import { RunningBetsTab } from './RunningBetsTab';
import { StatementTab } from './StatementTab';
import * as styles from './StatementPopup.css';

const TABS: readonly { tab: StatementTabId; label: 'statementTab' | 'tabMyBet' }[] = [
  { tab: 'statement', label: 'statementTab' },
  { tab: 'my-bet', label: 'tabMyBet' },
];

/**
 * Statement and my-bet popup. Which tab, level, date and page are shown
 * lives in the popup machine; the popup is rendered only while open.
 */
export function StatementPopup({
  balance,
  balanceRefreshing,
  onRefreshBalance,
  onClose,
}: BalanceProps & { onClose(): void }) {
  const intl = useIntl();
  const actor = usePopupActor();
  const tab = useSelector(actor, (s) => s.context.statement.tab);
  const myBetPage = useSelector(actor, (s) => s.context.statement.myBetPage);
  const baseId = useId();
  const label = (which: 'statementTab' | 'tabMyBet') =>
    intl.formatMessage(which === 'statementTab' ? popupMessages.statementTab : messages.tabMyBet);

  return (
    <PopupFrame
      name="statement"
      size="wide"
      title={intl.formatMessage(popupMessages.statementTitle)}
      onClose={onClose}
      headExtra={
        <BalanceDisplay
          balance={balance}
          refreshing={balanceRefreshing}
          onRefresh={onRefreshBalance}
          testId="statement-balance"
          tone="dark"
        />
      }
    >
      <div className={styles.toolbar}>
        <div role="tablist" aria-label={intl.formatMessage(messages.tabs)} className={styles.tabs}>
          {TABS.map((item) => (
            <button
              key={item.tab}
              id={`${baseId}-tab-${item.tab}`}
              type="button"
              role="tab"
              className={styles.tab}
              aria-selected={tab === item.tab}
              aria-controls={`${baseId}-panel`}
              data-testid="statement-tab"
              data-tab={item.tab}
              onClick={() => actor.send({ type: 'statement.tab', tab: item.tab })}
            >
              {label(item.label)}
            </button>
          ))}
        </div>
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${tab}`}
        className={styles.panel}
        data-tab={tab}
      >
        {tab === 'my-bet' ? (
          <RunningBetsTab
            page={myBetPage}
            onPageChange={(page) => actor.send({ type: 'statement.page', page })}
          />
        ) : (
          <StatementTab />
        )}
      </div>
    </PopupFrame>
  );
}
