import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BalanceDisplay } from '../features/balance/BalanceDisplay';
import { Drawer } from '../features/drawer/Drawer';
import { EventTabs, eventTabElementId } from '../features/event-tabs/EventTabs';
import { LanguageSwitch } from '../features/language/LanguageSwitch';
import { LayoutToggle } from '../features/layout-toggle/LayoutToggle';
import { SportMenu } from '../features/menu/SportMenu';
import { OddsArea } from '../features/odds-area/OddsArea';
import { RecentBetsPanel } from '../features/recent-bets/RecentBetsPanel';
import { MyBetList } from '../features/my-bets/MyBetList';
import { StatementPopup } from '../features/popups/statement/StatementPopup';
import { AlertProvider } from '../features/ticket/alerts';
import { TicketPanel } from '../features/ticket/TicketPanel';
import { TicketProvider } from '../features/ticket/TicketProvider';
import { ODDS_PANEL_ID } from './homeModel';
import type { HomeModel } from './homeModel';
import { messages } from './messages';
import * as styles from './Shell.css';

const DRAWER_ID = 'navigation-drawer';

/** Full width: a top bar with the balance and the drawer button, tabs, odds, recent bets. */
export function MobileShell({ model }: { model: HomeModel }) {
  const intl = useIntl();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [statementOpen, setStatementOpen] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  return (
    <AlertProvider>
      <TicketProvider layout="mobile" onBetPlaced={model.refreshBalance}>
        <div className={styles.mobile} data-testid="app-mobile">
          <header className={styles.mobileBar}>
            <span className={styles.mobileBrand}>{intl.formatMessage(messages.title)}</span>
            <BalanceDisplay
              balance={model.balance}
              refreshing={model.balanceRefreshing}
              onRefresh={model.refreshBalance}
              testId="balance"
              tone="dark"
            />
            <LayoutToggle layout={model.layout} onToggle={model.toggleLayout} tone="dark" compact />
            <button
              type="button"
              className={styles.drawerToggle}
              data-testid="drawer-toggle"
              aria-label={intl.formatMessage(messages.openDrawer)}
              aria-expanded={drawerOpen}
              aria-controls={DRAWER_ID}
              onClick={() => setDrawerOpen(true)}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
              </svg>
            </button>
          </header>
          <main className={styles.mobileMain}>
            <EventTabs
              selectedTab={model.selectedTab}
              counts={model.tabCounts}
              onSelect={model.chooseTab}
              panelId={ODDS_PANEL_ID}
            />
            <OddsArea
              panelId={ODDS_PANEL_ID}
              labelledBy={eventTabElementId(ODDS_PANEL_ID, model.selectedTab)}
              heading={model.oddsHeading}
            />
          </main>
          <aside
            className={styles.mobileAside}
            aria-label={intl.formatMessage(messages.recentBets)}
          >
            <TicketPanel />
            <MyBetList onSeeAll={() => setStatementOpen(true)} />
            <RecentBetsPanel />
          </aside>
          {statementOpen ? (
            <StatementPopup
              initialTab="my-bet"
              balance={model.balance}
              balanceRefreshing={model.balanceRefreshing}
              onRefreshBalance={model.refreshBalance}
              onClose={() => setStatementOpen(false)}
            />
          ) : null}
          {drawerOpen ? (
            <Drawer id={DRAWER_ID} onClose={closeDrawer}>
              <div className={styles.drawerMember}>
                <span className={styles.drawerMemberLabel}>
                  {intl.formatMessage(messages.member)}
                </span>
                <span className={styles.drawerUsername} data-testid="username">
                  {model.username}
                </span>
                <BalanceDisplay
                  balance={model.balance}
                  refreshing={model.balanceRefreshing}
                  onRefresh={model.refreshBalance}
                  testId="drawer-balance"
                />
              </div>
              <div className={styles.drawerRow}>
                <LanguageSwitch />
              </div>
              <SportMenu
                sports={model.sports}
                status={model.menuStatus}
                onRetry={model.reloadMenu}
                selectedSportId={model.selectedSportId}
                onChooseSport={(sportId) => {
                  model.chooseSport(sportId);
                  closeDrawer();
                }}
                selectedTab={model.selectedTab}
                onChooseTab={model.chooseTab}
              />
            </Drawer>
          ) : null}
        </div>
      </TicketProvider>
    </AlertProvider>
  );
}
