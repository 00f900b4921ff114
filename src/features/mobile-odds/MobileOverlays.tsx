import { useCallback, useEffect, useRef } from 'react';
import type { ComponentProps } from 'react';
import { useSelector } from '@xstate/react';
import { useOverlay, usePopupActor } from '@src/shared/popups/PopupProvider';
import { useTicketApiOrNull } from '../ticket/TicketProvider';
import { EarlyDateModal } from './EarlyDateModal';
import { FilterSheet } from './FilterSheet';
import { TicketFab, TicketModal } from './TicketModal';

export interface MobileOverlaysProps {
  /** The floating ticket button; off in single mode, where a tap on a price opens the ticket. */
  showTicketFab: boolean;
  /** The filter sheet's settings; its early dates are the early-date modal's too. */
  sheet: Omit<ComponentProps<typeof FilterSheet>, 'onClose'>;
}

/** The phone board's overlays (popup machine overlays, one open at a time): the ticket, the
 *  filter sheet and the early date. */
export function MobileOverlays({ showTicketFab, sheet }: MobileOverlaysProps) {
  const ticketModal = useOverlay('mobile-ticket');
  const filterSheet = useOverlay('filter-sheet');
  const earlyDateModal = useOverlay('early-date');
  // A bet whose answer is unknown past the recovery window is told in the ticket, which a phone
  // shows only in its sheet: the sheet opens by itself whenever nothing else is open (so it comes
  // back after My bet was checked), until the member closes it or the bet is settled.
  // Null before the ticket has started (after the first prices): no bet is unconfirmed then.
  const placeBet = useTicketApiOrNull()?.placeBet;
  const unconfirmedAt = useSelector(placeBet, (snapshot) =>
    snapshot?.matches('unconfirmed') === true ? snapshot.context.sentAt : null,
  );
  const nothingOpen = useSelector(usePopupActor(), (snapshot) =>
    snapshot.matches({ popup: 'closed' }),
  );
  const closedFor = useRef<number | null>(null);
  const { show: showTicket, close: closeTicket } = ticketModal;
  useEffect(() => {
    if (unconfirmedAt === null || !nothingOpen || closedFor.current === unconfirmedAt) return;
    showTicket();
  }, [unconfirmedAt, nothingOpen, showTicket]);
  const onCloseTicket = useCallback(() => {
    closedFor.current = unconfirmedAt;
    closeTicket();
  }, [unconfirmedAt, closeTicket]);
  return (
    <>
      {showTicketFab ? <TicketFab onOpen={ticketModal.show} /> : null}
      {ticketModal.open ? <TicketModal onClose={onCloseTicket} /> : null}
      {filterSheet.open ? <FilterSheet onClose={filterSheet.close} {...sheet} /> : null}
      {earlyDateModal.open ? (
        <EarlyDateModal
          options={sheet.earlyDates}
          value={sheet.earlyDate}
          onConfirm={sheet.onEarlyDate}
          onClose={earlyDateModal.close}
        />
      ) : null}
    </>
  );
}
