import type { ComponentProps } from 'react';
import { useOverlay } from '@src/shared/popups/PopupProvider';
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
  return (
    <>
      {showTicketFab ? <TicketFab onOpen={ticketModal.show} /> : null}
      {ticketModal.open ? <TicketModal onClose={ticketModal.close} /> : null}
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
