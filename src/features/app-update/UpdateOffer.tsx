import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useTicketActorsOrNull } from '../ticket/TicketProvider';
import type { PlaceBetActorRef } from '../ticket/TicketProvider';
import { messages } from '../offline/messages';
import * as styles from '../offline/Offline.css';
import { appUpdateActor, useUpdateState } from '@src/shared/appUpdate';

/**
 * A bet is being placed, or its confirm went unanswered and its outcome is still to be found out (the
 * retry that keeps its Idempotency-Key lives in this page): a reload now would lose track of it.
 */
export function usePlacingBet(placeBet: PlaceBetActorRef | undefined): boolean {
  // Undefined before the ticket has started (after the first prices): no bet is being placed.
  return useSelector(
    placeBet,
    (snapshot) =>
      snapshot !== undefined &&
      (snapshot.matches('placing') ||
        (snapshot.matches('unreachable') && snapshot.context.keyPending)),
  );
}

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** While the page is stale: the member's use of it and the tab being hidden, told to the machine. */
function useSafeMoment(stale: boolean): void {
  useEffect(() => {
    // Stryker disable next-line ConditionalExpression: equivalent, the update machine reads 'member.active' and 'page.hidden' only while stale.
    if (!stale) return undefined;
    const update = appUpdateActor();
    const active = () => update.send({ type: 'member.active' });
    const visibility = () => {
      if (document.visibilityState === 'hidden') update.send({ type: 'page.hidden' });
    };
    for (const type of ACTIVITY) window.addEventListener(type, active, { passive: true });
    document.addEventListener('visibilitychange', visibility);
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, active);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [stale]);
}

/**
 * A new version: waiting in the service worker, or already on the server while
 * this page runs the old one (a lazy chunk it needed is gone, or another tab applied the update).
 * The member is offered a reload, refused while a bet is being placed, and says so; a stale page
 * also reloads by itself at a safe moment (machines/updateMachine.ts).
 */
export function UpdateOffer() {
  const intl = useIntl();
  const state = useUpdateState();
  const placeBet = useTicketActorsOrNull()?.placeBet;
  // Shown here; the place-bet machine tells the update actor itself.
  const busy = usePlacingBet(placeBet);
  const stale = state === 'stale';
  useSafeMoment(stale);
  if (state === 'none' || state === 'checking') return null;
  const notes = [
    ...(stale ? [{ id: 'update-by-itself', text: messages.updateByItself }] : []),
    ...(busy ? [{ id: 'update-after-bet', text: messages.updateAfterBet }] : []),
  ];
  return (
    <p className={styles.updateBar} role="status" data-testid="update-offer" data-state={state}>
      <span>{intl.formatMessage(messages.updateReady)}</span>
      <button
        type="button"
        className={styles.barButton}
        data-testid="update-reload"
        disabled={busy || state === 'applying' || state === 'reloading'}
        aria-describedby={notes.length > 0 ? notes.map((note) => note.id).join(' ') : undefined}
        onClick={() => appUpdateActor().send({ type: 'update.apply' })}
      >
        {intl.formatMessage(messages.updateReload)}
      </button>
      {notes.map((note) => (
        <span key={note.id} id={note.id} className={styles.barNote}>
          {intl.formatMessage(note.text)}
        </span>
      ))}
    </p>
  );
}
