import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EventTabs, eventTabElementId } from '../features/event-tabs/EventTabs';
import { OddsArea } from '../features/odds-area/OddsArea';
import { usePopupActor } from '../shared/popups/PopupProvider';
import { TicketPanel } from '../features/ticket/TicketPanel';
import { ErrorBoundary } from '../shared/ui/ErrorBoundary';
import { ODDS_PANEL_ID } from './homeModel';
import type { HomeModel } from './homeModel';
import { messages } from './messages';
import { lazyNamed } from '../shared/ui/lazyNamed';
import { AnnouncementBarPlaceholder } from '../features/announcement-bar/AnnouncementBarPlaceholder';
import { BannerPlaceholder } from '../features/banner/BannerPlaceholder';
import { OddsLoading } from '../features/odds-area/OddsLoading';
import { AfterFirstOdds } from '../shared/ui/AfterFirstOdds';
import { DEFERRED_TURN } from '../shared/firstOdds';

// The parts of the home page both layouts share; each shell only places and styles them.

// The announcement bar and the carousel (with keen-slider) are fetched and drawn after the first
// odds (AfterFirstOdds): on a low-end phone their render, in the board's own transition, was CPU
// the first prices waited for. Their placeholders keep their room meanwhile, the carousel's with
// the first picture once the banner list is in.
const AnnouncementBar = lazyNamed(
  () => import('../features/announcement-bar/AnnouncementBar'),
  'AnnouncementBar',
);
// The member's own bets and the feed of other members' bets (which opens its realtime channel)
// load after the page too: both wait for their data anyway.
const MyBetList = lazyNamed(() => import('../features/my-bets/MyBetList'), 'MyBetList');
const RecentBetsPanel = lazyNamed(
  () => import('../features/recent-bets/RecentBetsPanel'),
  'RecentBetsPanel',
);
const BannerCarousel = lazyNamed(
  () => import('../features/banner/BannerCarousel'),
  'BannerCarousel',
);

/** The event-type tabs and the odds panel they label. */
export function OddsColumn({
  model,
  className,
  children,
}: {
  model: HomeModel;
  className: string;
  children?: ReactNode;
}) {
  return (
    <main className={className}>
      {/* Their room is kept until they are drawn (no layout shift when they arrive). */}
      <AfterFirstOdds turn={DEFERRED_TURN.announcements} fallback={<AnnouncementBarPlaceholder />}>
        <Suspense fallback={<AnnouncementBarPlaceholder />}>
          <AnnouncementBar />
        </Suspense>
      </AfterFirstOdds>
      <AfterFirstOdds turn={DEFERRED_TURN.banners} fallback={<BannerPlaceholder />}>
        <Suspense fallback={<BannerPlaceholder />}>
          <BannerCarousel />
        </Suspense>
      </AfterFirstOdds>
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
      >
        <ErrorBoundary area="odds">
          {/* The layout's board is a lazy chunk: its place says the odds are loading meanwhile. */}
          <Suspense
            fallback={
              <div aria-busy="true" data-testid="odds-loading">
                <OddsLoading />
              </div>
            }
          >
            {children}
          </Suspense>
        </ErrorBoundary>
      </OddsArea>
    </main>
  );
}

/** The bet ticket, my bets (whose see-all opens the running bets) and the recent-bets feed. On a
 *  phone the ticket lives in its modal instead (`ticket={false}`). */
export function MemberColumn({
  className,
  ticket = true,
}: {
  model: HomeModel;
  className: string;
  ticket?: boolean;
}) {
  const intl = useIntl();
  const popups = usePopupActor();
  return (
    <aside className={className} aria-label={intl.formatMessage(messages.recentBets)}>
      {ticket ? (
        <ErrorBoundary area="ticket">
          <TicketPanel />
        </ErrorBoundary>
      ) : null}
      <ErrorBoundary area="member">
        {/* After the first odds: their chunks, calls and the feed's realtime connection
            do not compete with the odds on a phone's first load. */}
        <AfterFirstOdds turn={DEFERRED_TURN.memberBets}>
          <Suspense fallback={null}>
            <MyBetList
              onSeeAll={() =>
                popups.send({ type: 'popup.open', popup: 'statement', tab: 'my-bet' })
              }
            />
            <RecentBetsPanel />
          </Suspense>
        </AfterFirstOdds>
      </ErrorBoundary>
    </aside>
  );
}
