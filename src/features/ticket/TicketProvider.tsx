import { useEffect, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { OddsTableActions } from '@src/shared/board/actions';
import { DEFERRED_TURN } from '@src/shared/firstOdds';
import { useAfterFirstOdds } from '@src/shared/ui/AfterFirstOdds';
import { createHeldPicks } from './heldPicks';
import type { HeldPicks } from './heldPicks';
import type { TicketActors, TicketApi } from './ticketContext';
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
export {
  useTicketActors,
  useTicketActorsOrNull,
  useTicketApi,
  useTicketApiOrNull,
} from './ticketContext';
export type { PlaceBetActorRef } from './ticketContext';
export { useTicketView } from './useTicketView';

interface TicketProviderProps {
  children: ReactNode;
  layout: 'desktop' | 'mobile';
  /** The signed-in member's username ('' until known): an unanswered confirm is theirs alone. */
  member: string;
  /** The balance moved: reload it. */
  onBetPlaced(): void;
}

/** What the started ticket gives the page: the two contexts' values and the prices' actions. */
interface StartedTicket {
  actors: TicketActors;
  api: TicketApi;
  tableActions: OddsTableActions;
}

/**
 * The ticket's machines start once the first prices are on screen and the page is idle, or at the
 * member's first tap or key, whichever is first: nothing is picked before that, and their start
 * (the ticket and place-bet actors, the kept ticket's re-check, the unanswered confirm's recovery)
 * is not part of the first price's time on a low-end phone. Until then the prices' clicks are held
 * in order and handed to the ticket as soon as it is there, so none is lost; the parts that show the
 * ticket read null meanwhile (an empty ticket).
 */
export function TicketProvider({ children, ...props }: TicketProviderProps) {
  const afterFirstOdds = useAfterFirstOdds(DEFERRED_TURN.ticket);
  const [started, setStarted] = useState<StartedTicket | null>(null);
  const [tapped, setTapped] = useState(false);
  const [held] = useState(() => createHeldPicks(() => setTapped(true)));
  // The first press anywhere starts the ticket at once (a discrete update, drawn before the press's
  // click): the ticket sheet, the quick bet or the floating button that click opens finds it there.
  useEffect(() => {
    if (tapped) return undefined;
    const press = () => setTapped(true);
    window.addEventListener('pointerdown', press, { capture: true, passive: true });
    window.addEventListener('keydown', press, { capture: true, passive: true });
    return () => {
      window.removeEventListener('pointerdown', press, true);
      window.removeEventListener('keydown', press, true);
    };
  }, [tapped]);
  return (
    <TicketActorsContext.Provider value={started?.actors ?? null}>
      <TicketContext.Provider value={started?.api ?? null}>
        <OddsTableActionsContext.Provider value={started?.tableActions ?? held.actions}>
          {afterFirstOdds || tapped ? (
            <TicketMachines {...props} held={held} onStarted={setStarted} />
          ) : null}
          {children}
        </OddsTableActionsContext.Provider>
      </TicketContext.Provider>
    </TicketActorsContext.Provider>
  );
}

/** The ticket's machines and hooks; draws nothing, hands its values to the provider above. */
function TicketMachines({
  layout,
  member,
  onBetPlaced,
  held,
  onStarted,
}: Omit<TicketProviderProps, 'children'> & {
  held: HeldPicks;
  onStarted(started: StartedTicket | null): void;
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
  // Before the page paints: a part opened by a held click (the phone's ticket sheet, a frame later)
  // finds the ticket there.
  useLayoutEffect(() => {
    onStarted({ actors, api, tableActions });
  }, [onStarted, actors, api, tableActions]);
  useLayoutEffect(() => held.handTo(tableActions), [held, tableActions]);
  useLayoutEffect(() => () => onStarted(null), [onStarted]);
  return null;
}
