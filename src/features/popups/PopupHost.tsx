import { lazy, Suspense, useCallback } from 'react';
import { useSelector } from '@xstate/react';
import { openPopupOf } from '../../../machines/popupMachine';
import { usePopupActor } from './PopupProvider';
import type { BalanceProps } from './popupProps';

// Each popup is its own chunk, fetched the first time it opens: the home page's first load does
// not carry them.
const StatementPopup = lazy(() => import('./statement/StatementPopup').then((m) => ({ default: m.StatementPopup })));

export interface PopupHostProps extends BalanceProps {
  username: string;
}

/** Renders the open popup, if any; placed once inside each layout. */
export function PopupHost(props: PopupHostProps) {
  const actor = usePopupActor();
  const open = useSelector(actor, (s) => openPopupOf(s.value));
  const close = useCallback(() => actor.send({ type: 'popup.close' }), [actor]);
  if (open === null) return null;
  return <Suspense fallback={null}>{renderPopup(open, props, close)}</Suspense>;
}

function renderPopup(open: NonNullable<ReturnType<typeof openPopupOf>>, props: PopupHostProps, close: () => void) {
  switch (open) {
    case 'statement':
      return (
        <StatementPopup
          balance={props.balance}
          balanceRefreshing={props.balanceRefreshing}
          onRefreshBalance={props.onRefreshBalance}
          onClose={close}
        />
      );
    default:
      return null;
  }
}
