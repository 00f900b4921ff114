import { useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EventTabs, eventTabElementId } from '../features/event-tabs/EventTabs';
import { OddsArea } from '../features/odds-area/OddsArea';
import { MyBetList } from '../features/my-bets/MyBetList';
import { StatementPopup } from '../features/popups/statement/StatementPopup';
import { RecentBetsPanel } from '../features/recent-bets/RecentBetsPanel';
import { TicketPanel } from '../features/ticket/TicketPanel';
import { ErrorBoundary } from '../shared/ui/ErrorBoundary';
import { ODDS_PANEL_ID } from './homeModel';
import type { HomeModel } from './homeModel';
import { messages } from './messages';

// The parts of the home page both layouts share; each shell only places and styles them.

/** The event-type tabs and the odds panel they label. */
export function OddsColumn({ model, className, children }: { model: HomeModel; className: string; children?: ReactNode }) {
  return (
    <main className={className}>
      <EventTabs selectedTab={model.selectedTab} counts={model.tabCounts} onSelect={model.chooseTab} panelId={ODDS_PANEL_ID} />
      <OddsArea
        panelId={ODDS_PANEL_ID}
        labelledBy={eventTabElementId(ODDS_PANEL_ID, model.selectedTab)}
        heading={model.oddsHeading}
      >
        <ErrorBoundary area="odds">{children}</ErrorBoundary>
      </OddsArea>
    </main>
  );
}

/** The bet ticket, my bets (whose see-all opens the running bets) and the recent-bets feed. On a
 *  phone the ticket lives in its modal instead (`ticket={false}`). */
export function MemberColumn({ model, className, ticket = true }: { model: HomeModel; className: string; ticket?: boolean }) {
  const intl = useIntl();
  const [statementOpen, setStatementOpen] = useState(false);
  return (
    <>
      <aside className={className} aria-label={intl.formatMessage(messages.recentBets)}>
        {ticket ? (
          <ErrorBoundary area="ticket">
            <TicketPanel />
          </ErrorBoundary>
        ) : null}
        <ErrorBoundary area="member">
          <MyBetList onSeeAll={() => setStatementOpen(true)} />
          <RecentBetsPanel />
        </ErrorBoundary>
      </aside>
      {statementOpen ? (
        <ErrorBoundary area="popup" onClose={() => setStatementOpen(false)}>
          <StatementPopup
            initialTab="my-bet"
            balance={model.balance}
            balanceRefreshing={model.balanceRefreshing}
            onRefreshBalance={model.refreshBalance}
            onClose={() => setStatementOpen(false)}
          />
        </ErrorBoundary>
      ) : null}
    </>
  );
}
