// @ts-nocheck
import { useCallback, useEffect, useState } from 'react';
import type { RefObject } from 'react';
import type { StorageFilter } from '@src/shared/storage/storageFilter';
import { EVENT_TABS } from '@contract/wire';
import { useOverlay, usePopupActor } from '@src/shared/popups/PopupProvider';
import { useLatest } from '@src/shared/useLatest';
import type { QuickBetAnchor } from './ticketContext';

export interface QuickBet {
  /** Where the quick bet is anchored while the popup machine has it open, else null. */
  quickBet: QuickBetAnchor | null;
  closeQuickBet(): void;
  quickBetAllowed: boolean;
  /** `quickBetAllowed` as of the last render, for a click handler of one identity. */
  allowedRef: RefObject<boolean>;
  /** Where a quick bet opened at a point now is anchored (the early table's, if it shows). */
  anchorAt(at: { x: number; y: number }): QuickBetAnchor;
  /** Anchors the quick bet and asks the popup machine to open it. */
  showAt(anchor: QuickBetAnchor): void;
  /** Opens the quick bet at a point if it is allowed (test hook open-quick-bet). */
  openQuickBet(at: { x: number; y: number }): void;
}

/**
 * Whether the quick bet is open is the popup machine's (one popup or overlay at a time, and the
 * quick bet's rules: allowed, with a pick to show); where it is anchored is kept here, set by the
 * price click that opens it. The machine is told here whether it is allowed (desktop, switched on,
 * a single); the ticket machine tells it whether the ticket has a pick to show.
 */
export function useQuickBet(allowed: boolean, filterRef: RefObject<StorageFilter>): QuickBet {
  const overlay = useOverlay('quick-bet');
  const [anchor, setAnchor] = useState<QuickBetAnchor | null>(null);
  const { show, close } = overlay;
  const allowedRef = useLatest(allowed);

  useQuickBetAllowed(allowed);
  const anchorAt = useCallback(
    (at: { x: number; y: number }) => ({
      x: at.x,
      y: at.y,
      early: filterRef.current.sortFilterEventId === EVENT_TABS.early,
    }),
    [filterRef],
  );
  const showAt = useCallback(
    (next: QuickBetAnchor) => {
      setAnchor(next);
      show();
    },
    [show],
  );
  const openQuickBet = useCallback(
    (at: { x: number; y: number }) => {
      if (allowedRef.current) showAt(anchorAt(at));
    },
    [allowedRef, showAt, anchorAt],
  );
  return {
    quickBet: overlay.open ? anchor : null,
    closeQuickBet: close,
    quickBetAllowed: allowed,
    allowedRef,
    anchorAt,
    showAt,
    openQuickBet,
  };
}

/**
 * Tells the popup machine whether the quick bet is allowed (desktop, switched on, a single): the
 * page's settings, not a machine's. Whether the ticket has a pick to show, the ticket machine tells
 * the popup machine itself.
 */
function useQuickBetAllowed(allowed: boolean): void {
  const popups = usePopupActor();
  // The machine refuses to open it while not allowed and closes it when that stops holding
  // (another tab, the phone's layout, switched off). The render that changes it hides it already
  // (the provider's `quickBet`), the machine closes it here.
  useEffect(() => {
    popups.send({ type: 'quick-bet.allowed', allowed });
  }, [popups, allowed]);
}
