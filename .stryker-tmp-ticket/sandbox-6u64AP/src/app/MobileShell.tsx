// @ts-nocheck
import { useSelector } from '@xstate/react';
import { useReplaceBootShell } from '@src/shared/bootShell';
import { useState } from 'react';
// The board is part of the shell's chunk, as on desktop (DesktopShell.tsx); the desktop never
// fetches either.
import MobileOddsBoard from '../features/mobile-odds/MobileOddsBoard';
import { ModalRootContext } from '../shared/ui/ModalDialog';
import { useIntl } from 'react-intl';
import { BalanceDisplay } from '../features/balance/BalanceDisplay';
import {
  LazyDrawer as Drawer,
  LazyDrawerActions as DrawerActions,
} from '../features/drawer/LazyDrawer';
import { FavoritesMenu } from '../features/favorites/FavoritesMenu';
import { LanguageSwitch } from '../features/language/LanguageSwitch';
import { LayoutToggle } from '../features/layout-toggle/LayoutToggle';
import { ThemeSwitch } from '../features/theme/ThemeSwitch';
import { SportMenu } from '../features/menu/SportMenu';
import { PopupHost } from '../features/popups/PopupHost';
import { usePopupActor } from '../shared/popups/PopupProvider';
import { AlertProvider } from '../features/ticket/alerts';
import { TicketProvider } from '../features/ticket/TicketProvider';
import { OfflineNotice } from '../features/offline/OfflineNotice';
import { UpdateOffer } from '../features/app-update/UpdateOffer';
import { MemberColumn, OddsColumn } from './HomeColumns';
import type { HomeModel } from './homeModel';
import { messages } from './messages';
import * as styles from './Shell.css';

const DRAWER_ID = 'navigation-drawer';

/** Full width: a top bar with the balance and the drawer button, tabs, odds, recent bets. */
export function MobileShell({ model }: { model: HomeModel }) {
  useReplaceBootShell();
  const intl = useIntl();
  const popups = usePopupActor();
  const drawerOpen = useSelector(popups, (snapshot) => snapshot.matches({ drawer: 'open' }));
  const closeDrawer = () => popups.send({ type: 'drawer.close' });
  // In-page dialogs (the ticket, filter and date sheets) are portalled into the shell, under its
  // touch-target rules.
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <AlertProvider>
      <TicketProvider layout="mobile" member={model.username} onBetPlaced={model.refreshBalance}>
        <ModalRootContext.Provider value={root}>
          <div className={styles.mobile} data-testid="app-mobile" ref={setRoot}>
            <OfflineNotice />
            <UpdateOffer />
            <header className={styles.mobileBar}>
              <span className={styles.mobileBrand}>{intl.formatMessage(messages.title)}</span>
              <BalanceDisplay
                balance={model.balance}
                refreshing={model.balanceRefreshing}
                onRefresh={model.refreshBalance}
                testId="balance"
                tone="dark"
              />
              <LayoutToggle
                layout={model.layout}
                onToggle={model.toggleLayout}
                tone="dark"
                compact
              />
              <button
                type="button"
                className={styles.drawerToggle}
                data-testid="drawer-toggle"
                aria-label={intl.formatMessage(messages.openDrawer)}
                aria-expanded={drawerOpen}
                aria-controls={DRAWER_ID}
                onClick={() => popups.send({ type: 'drawer.open' })}
              >
                <svg
                  width="22"
                  height="22"
                  viewBox="0 0 24 24"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
                </svg>
              </button>
            </header>
            <OddsColumn model={model} className={styles.mobileMain}>
              <MobileOddsBoard sportName={model.sportName} tabCounts={model.tabCounts} />
            </OddsColumn>
            <MemberColumn model={model} className={styles.mobileAside} ticket={false} />
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
                  <ThemeSwitch />
                </div>
                <DrawerActions />
                <SportMenu
                  collapsible
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
                <FavoritesMenu
                  collapsible
                  selectedSportId={model.selectedSportId}
                  onChooseSport={(sportId) => {
                    model.chooseSport(sportId);
                    closeDrawer();
                  }}
                />
              </Drawer>
            ) : null}
            <PopupHost
              layout="mobile"
              username={model.username}
              balance={model.balance}
              balanceRefreshing={model.balanceRefreshing}
              onRefreshBalance={model.refreshBalance}
              selectedSportId={model.selectedSportId}
              onChooseSport={model.chooseSport}
            />
          </div>
        </ModalRootContext.Provider>
      </TicketProvider>
    </AlertProvider>
  );
}
