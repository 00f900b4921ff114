// @ts-nocheck
import { Suspense, useState } from 'react';
import { useReplaceBootShell } from '@src/shared/bootShell';
import { useIntl } from 'react-intl';
import { BalanceDisplay } from '../features/balance/BalanceDisplay';
import { Header } from '../features/header/Header';
import { MemberMenu } from '../features/header/MemberMenu';
import { MemberActionsMenu } from '../features/menu/MemberActionsMenu';
import { SportMenu } from '../features/menu/SportMenu';
import { FavoritesMenu } from '../features/favorites/FavoritesMenu';
import { PopupHost } from '../features/popups/PopupHost';
import { AlertProvider } from '../features/ticket/alerts';
import { TicketProvider } from '../features/ticket/TicketProvider';
import { OfflineNotice } from '../features/offline/OfflineNotice';
import { UpdateOffer } from '../features/app-update/UpdateOffer';
import { ErrorBoundary } from '../shared/ui/ErrorBoundary';
import { TICKET_HEADING_ID } from '../features/ticket/TicketPanel';
import { focusFirstOddsGrid } from './skipLinks';
import { MemberColumn, OddsColumn } from './HomeColumns';
import { ODDS_PANEL_ID } from './homeModel';
import type { HomeModel } from './homeModel';
import { messages } from './messages';
import * as styles from './Shell.css';
import { lazyNamed } from '../shared/ui/lazyNamed';
// The board is part of the shell's chunk: they are always drawn together, and apart they were two
// requests on the first screen's path (a round trip at six requests a link) where one does.
import { OddsBoard } from '../features/odds-table/OddsBoard';

// Fetched right after the first paint (nothing shows until a price is clicked).
const QuickBetPopup = lazyNamed(
  () => import('../features/quick-bet/QuickBetPopup'),
  'QuickBetPopup',
);

/** 1440 px, centred: header, left menu, odds in the middle, ticket and feeds on the right. */
export function DesktopShell({ model }: { model: HomeModel }) {
  useReplaceBootShell();
  const intl = useIntl();
  const [menuCollapsed, setMenuCollapsed] = useState(false);
  return (
    <AlertProvider>
      <TicketProvider layout="desktop" member={model.username} onBetPlaced={model.refreshBalance}>
        <div className={styles.desktop} data-testid="app-desktop">
          <a className={styles.skipLink} href={`#${ODDS_PANEL_ID}`} onClick={focusFirstOddsGrid}>
            {intl.formatMessage(messages.skipToOdds)}
          </a>
          <a className={styles.skipLink} href={`#${TICKET_HEADING_ID}`}>
            {intl.formatMessage(messages.skipToTicket)}
          </a>
          <OfflineNotice />
          <UpdateOffer />
          <Header
            username={model.username}
            balance={model.balance}
            balanceRefreshing={model.balanceRefreshing}
            onRefreshBalance={model.refreshBalance}
            layout={model.layout}
            onToggleLayout={model.toggleLayout}
            menu={<MemberMenu />}
          />
          <div className={styles.desktopBody} data-menu-collapsed={menuCollapsed}>
            <nav className={styles.menu} aria-label={intl.formatMessage(messages.menuLabel)}>
              <div className={styles.menuHead}>
                {menuCollapsed ? null : (
                  <BalanceDisplay
                    balance={model.balance}
                    refreshing={model.balanceRefreshing}
                    onRefresh={model.refreshBalance}
                    testId="menu-balance"
                  />
                )}
                <button
                  type="button"
                  className={styles.collapse}
                  aria-expanded={!menuCollapsed}
                  aria-controls="sport-menu"
                  aria-label={intl.formatMessage(
                    menuCollapsed ? messages.expandMenu : messages.collapseMenu,
                  )}
                  onClick={() => setMenuCollapsed((collapsed) => !collapsed)}
                >
                  {menuCollapsed ? '›' : '‹'}
                </button>
              </div>
              <div id="sport-menu" hidden={menuCollapsed}>
                <SportMenu
                  sports={model.sports}
                  status={model.menuStatus}
                  onRetry={model.reloadMenu}
                  selectedSportId={model.selectedSportId}
                  onChooseSport={model.chooseSport}
                  selectedTab={model.selectedTab}
                  onChooseTab={model.chooseTab}
                />
                <FavoritesMenu
                  selectedSportId={model.selectedSportId}
                  onChooseSport={model.chooseSport}
                />
                <MemberActionsMenu />
              </div>
            </nav>
            <OddsColumn model={model} className={styles.main}>
              <OddsBoard sportName={model.sportName} tabCounts={model.tabCounts} />
            </OddsColumn>
            <MemberColumn model={model} className={styles.aside} />
          </div>
          <ErrorBoundary area="popup">
            <Suspense fallback={null}>
              <QuickBetPopup />
            </Suspense>
          </ErrorBoundary>
          <PopupHost
            layout="desktop"
            username={model.username}
            balance={model.balance}
            balanceRefreshing={model.balanceRefreshing}
            onRefreshBalance={model.refreshBalance}
            selectedSportId={model.selectedSportId}
            onChooseSport={model.chooseSport}
          />
        </div>
      </TicketProvider>
    </AlertProvider>
  );
}
