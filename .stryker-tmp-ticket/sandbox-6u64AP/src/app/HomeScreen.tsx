// @ts-nocheck
import { useIntl } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '@machines/sessionMachine';
import { tabNames } from '../features/event-tabs/messages';
import { sportName } from '../features/menu/sportName';
import { eventTabCounts, findSport } from '../features/menu/sportTotals';
import { useSportMenu } from '../features/menu/useSportMenu';
import { PopupProvider } from '../shared/popups/PopupProvider';
import { messages as oddsMessages } from '../features/odds-area/messages';
import type { LayoutMode } from '../shared/entry';
import { useFilterStore, useStorageFilter } from '../shared/storage/FilterContext';
import { chooseEventTab, chooseSport } from '../shared/storage/storageFilter';
import { Suspense, useEffect } from 'react';
import { onReconnect } from '../shared/network';
import { LoadingScreen } from '../features/session-screens/SessionScreens';
import { lazyNamed } from '../shared/ui/lazyNamed';
import { loadDesktopShell, loadMobileShell } from './shells';
import type { HomeModel } from './homeModel';
import { useLayoutMode } from './useLayoutMode';
import { useTransitionSelector } from '../shared/useTransitionSelector';

// Each layout's shell is a chunk of its own, asked for at boot with its board (shells.ts).
const DesktopShell = lazyNamed(loadDesktopShell, 'DesktopShell');
const MobileShell = lazyNamed(loadMobileShell, 'MobileShell');

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;
type SessionSnapshot = SnapshotFrom<SessionActorRef>;

// The member's name and balance re-render the whole shell: read in transitions, drawn in slices
// (useTransitionSelector).
const usernameOf = (snapshot: SessionSnapshot) => snapshot.context.user?.username ?? '';
const balanceOf = (snapshot: SessionSnapshot) => snapshot.context.balance;
const firstLoginOf = (snapshot: SessionSnapshot) => snapshot.context.user?.firstLogin ?? false;
const refreshingBalance = (snapshot: SessionSnapshot) =>
  snapshot.matches({ ready: 'refreshingBalance' });

/** The home page once the session is ready: gathers state, then hands it to the active layout. */
export function HomeScreen({
  session,
  deviceLayout,
}: {
  session: SessionActorRef;
  deviceLayout: LayoutMode | null;
}) {
  const intl = useIntl();
  const username = useTransitionSelector(session, usernameOf);
  const balance = useTransitionSelector(session, balanceOf);
  const firstLogin = useTransitionSelector(session, firstLoginOf);
  const balanceRefreshing = useTransitionSelector(session, refreshingBalance);
  const filterStore = useFilterStore();
  const filter = useStorageFilter();
  const menu = useSportMenu();
  const [layout, toggleLayout] = useLayoutMode(deviceLayout);
  // The link came back: the balance is asked for again, as the odds and popups are.
  useEffect(() => onReconnect(() => session.send({ type: 'balance.refresh' })), [session]);

  const selectedSport = findSport(menu.sports, filter.selectCategoryId);
  const selectedSportName = sportName(intl, filter.selectCategoryId, selectedSport?.name ?? '');
  const model: HomeModel = {
    username,
    balance,
    balanceRefreshing,
    refreshBalance: () => session.send({ type: 'balance.refresh' }),
    sports: menu.sports,
    menuStatus: menu.status,
    reloadMenu: menu.reload,
    selectedSportId: filter.selectCategoryId,
    chooseSport: (sportId) => filterStore.update((current) => chooseSport(current, sportId)),
    selectedTab: filter.sortFilterEventId,
    chooseTab: (tab) => filterStore.update((current) => chooseEventTab(current, tab)),
    tabCounts: eventTabCounts(selectedSport),
    oddsHeading: intl.formatMessage(oddsMessages.heading, {
      sport: selectedSportName,
      tab: intl.formatMessage(tabNames[filter.sortFilterEventId]),
    }),
    sportName: selectedSportName,
    layout,
    toggleLayout,
  };

  return (
    <PopupProvider firstLogin={firstLogin}>
      <Suspense fallback={<LoadingScreen />}>
        {layout === 'desktop' ? <DesktopShell model={model} /> : <MobileShell model={model} />}
      </Suspense>
    </PopupProvider>
  );
}
