// @ts-nocheck
import type { ReactNode } from 'react';
import { betTypeOfTab } from '@contract/wire';
import { OddsTableActionsContext } from '@src/shared/board/actions';
import { useStorageFilter } from '@src/shared/storage/FilterContext';
import { useLatest } from '@src/shared/useLatest';
import { useOddsChangePolicy } from './oddsChangePolicy';
import { TicketActorsContext, TicketContext } from './ticketContext';
import { usePlaceBetActor } from './usePlaceBetActor';
import { usePriceActions } from './usePriceActions';
import { useQuickBet } from './useQuickBet';
import { useStoredTicket } from './useStoredTicket';
import { useSubmitBet } from './useSubmitBet';
import { useTicketActor } from './useTicketActor';
import { useTicketValues } from './useTicketValues';

// Mounts the ticket and place-bet machines for the home page, makes price cells clickable and
// active, keeps the ticket across reloads and tells the rest of the page when a bet was placed.
// Each of those is a hook of its own beside this file; this composes them into the contexts.

// What the parts under the provider use, exported from here: every part that uses the ticket
// reaches the same modules as before the split, so the build puts them in the same shared chunks.
export { useTicketActors, useTicketApi } from './ticketContext';
export type { PlaceBetActorRef } from './ticketContext';
export { useTicketView } from './useTicketView';

export function TicketProvider({
  children,
  layout,
  member,
  onBetPlaced,
}: {
  children: ReactNode;
  layout: 'desktop' | 'mobile';
  /** The signed-in member's username ('' until known): an unanswered confirm is theirs alone. */
  member: string;
  /** The balance moved: reload it. */
  onBetPlaced(): void;
}) {
  const filter = useStorageFilter();
  const filterRef = useLatest(filter);
  const betType = betTypeOfTab(filter.sortFilterEventId);
  const ticket = useTicketActor(betType);
  // The quick bet is for desktop singles with the switch on.
  const quickBetAllowed = layout === 'desktop' && filter.quickBet && betType === 'sc';
  const quick = useQuickBet(quickBetAllowed, filterRef);
  const placeBet = usePlaceBetActor(ticket, { member, onBetPlaced });
  useStoredTicket(ticket, member);
  const { tableActions, takeStakeFocusRequest } = usePriceActions(ticket, filterRef, quick);
  const device = layout === 'desktop' ? 'pc' : 'mb';
  const tableType = filter.sortTypeTable;
  const { submitEvent, submit } = useSubmitBet(ticket, placeBet, { betType, device, tableType });
  const { policy, setPolicy } = useOddsChangePolicy(placeBet);
  const { actors, api } = useTicketValues({
    ticket,
    placeBet,
    policy,
    setPolicy,
    submitEvent,
    submit,
    quickBet: quick.quickBet,
    quickBetAllowed,
    closeQuickBet: quick.closeQuickBet,
    openQuickBet: quick.openQuickBet,
    takeStakeFocusRequest,
  });
  return (
    <TicketActorsContext.Provider value={actors}>
      <TicketContext.Provider value={api}>
        <OddsTableActionsContext.Provider value={tableActions}>
          {children}
        </OddsTableActionsContext.Provider>
      </TicketContext.Provider>
    </TicketActorsContext.Provider>
  );
}
