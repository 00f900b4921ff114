// @ts-nocheck
import { Suspense, useCallback } from 'react';
import { lazyNamed } from '@src/shared/ui/lazyNamed';
import { useSelector } from '@xstate/react';
import { openPopupOf } from '@machines/popupMachine';
import type { PopupName } from '@machines/popupMachine';
import type { LayoutMode } from '@src/shared/entry';
import { PopupLayoutContext } from './PopupLayout';
import { usePopupActor } from '@src/shared/popups/PopupProvider';
import type { BalanceProps } from './popupProps';

// Each popup is its own chunk, fetched the first time it opens: the home page's first load does
// not carry them. One missing after a deploy closes, and opens again after the update's reload.
const StatementPopup = lazyNamed(() => import('./statement/StatementPopup'), 'StatementPopup', {
  popup: 'statement',
});
const ProfilePopup = lazyNamed(() => import('./profile/ProfilePopup'), 'ProfilePopup', {
  popup: 'profile',
});
const RulesPopup = lazyNamed(() => import('./rules/RulesPopup'), 'RulesPopup', { popup: 'rules' });
const AnnouncementPopup = lazyNamed(
  () => import('./announcement/AnnouncementPopup'),
  'AnnouncementPopup',
  { popup: 'announcement' },
);
const ResultsPopup = lazyNamed(() => import('./results/ResultsPopup'), 'ResultsPopup', {
  popup: 'results',
});
const FavoritesPopup = lazyNamed(() => import('./favorites/FavoritesPopup'), 'FavoritesPopup', {
  popup: 'favorites',
});
const FirstLoginPopup = lazyNamed(
  () => import('./first-login/FirstLoginPopup'),
  'FirstLoginPopup',
  { popup: 'first-login' },
);
const ChangeLeaguePopup = lazyNamed(
  () => import('./change-league/ChangeLeaguePopup'),
  'ChangeLeaguePopup',
  { popup: 'change-league' },
);

export interface PopupHostProps extends BalanceProps {
  layout: LayoutMode;
  username: string;
  selectedSportId: number;
  onChooseSport(sportId: number): void;
}

/** Renders the open popup, if any; placed once inside each layout. */
export function PopupHost(props: PopupHostProps) {
  const actor = usePopupActor();
  const open = useSelector(actor, (s) => openPopupOf(s.value));
  const close = useCallback(() => actor.send({ type: 'popup.close' }), [actor]);
  if (open === null) return null;
  return (
    <PopupLayoutContext.Provider value={props.layout}>
      <Suspense fallback={null}>{renderPopup(open, props, close)}</Suspense>
    </PopupLayoutContext.Provider>
  );
}

function renderPopup(open: PopupName, props: PopupHostProps, close: () => void) {
  const balance = {
    balance: props.balance,
    balanceRefreshing: props.balanceRefreshing,
    onRefreshBalance: props.onRefreshBalance,
  };
  switch (open) {
    case 'statement':
      return <StatementPopup {...balance} onClose={close} />;
    case 'profile':
      return <ProfilePopup {...balance} username={props.username} onClose={close} />;
    case 'rules':
      return <RulesPopup onClose={close} />;
    case 'announcement':
      return <AnnouncementPopup onClose={close} />;
    case 'results':
      return <ResultsPopup onClose={close} />;
    case 'favorites':
      return (
        <FavoritesPopup
          onClose={close}
          selectedSportId={props.selectedSportId}
          onChooseSport={props.onChooseSport}
        />
      );
    case 'first-login':
      return <FirstLoginPopup onClose={close} />;
    case 'change-league':
      return <ChangeLeaguePopup onClose={close} />;
  }
}
