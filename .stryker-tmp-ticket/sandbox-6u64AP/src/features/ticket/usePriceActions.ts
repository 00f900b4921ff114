// @ts-nocheck
import { useCallback, useMemo, useRef } from 'react';
import type { RefObject } from 'react';
import { isPickOnTicket } from '@machines/ticketMachine';
import type { PickRequest } from '@machines/ticketTypes';
import { oddsTypeFor } from '@contract/odds';
import { betTypeOfTab } from '@contract/wire';
import { activeCellKey } from '@src/shared/board/actions';
import type { OddsTableActions, PricePick } from '@src/shared/board/actions';
import { PRICE_CELL_OF } from '@src/shared/board/priceCells';
import type { StorageFilter } from '@src/shared/storage/storageFilter';
import { afterNextFrame } from '@src/shared/ui/afterFrame';
import { createActiveCells } from './activeCells';
import type { TicketActorRef } from './ticketContext';
import type { QuickBet } from './useQuickBet';

/** The ticket call for a clicked price, under the filter's tab, sport and currency. */
export function pickRequestOf(pick: PricePick, filter: StorageFilter): PickRequest | null {
  if (pick.market === undefined) return null;
  const betType = betTypeOfTab(filter.sortFilterEventId);
  const { market_type: marketType, option } = PRICE_CELL_OF[pick.field];
  return {
    betType,
    eventId: pick.eventId,
    sortRowNo: pick.sortRowNo,
    marketType,
    option,
    inWho: pick.market.in_who,
    point: pick.market.point,
    id: pick.market.id,
    oddId: pick.market.odds_id,
    odd: pick.price,
    sportTypeId: filter.selectCategoryId,
    oddsType: oddsTypeFor(betType, filter.selectCategoryId, filter.sortCurrency),
    leagueNameEn: pick.leagueNameEn,
    leagueNameTh: pick.leagueNameTh,
  };
}

/**
 * What the board's prices do with the ticket: a click adds its pick (and opens the quick bet where
 * it is allowed), a price shows active while its pick is on the ticket. One identity for the life
 * of the ticket, so a click does not re-render every price on the board.
 */
export function usePriceActions(
  ticket: TicketActorRef,
  filterRef: RefObject<StorageFilter>,
  { allowedRef, anchorAt, showAt }: Pick<QuickBet, 'allowedRef' | 'anchorAt' | 'showAt'>,
) {
  const stakeFocusRequested = useRef(false);
  /** True once after a single pick was added by keyboard: the ticket panel focuses its stake. */
  const takeStakeFocusRequest = useCallback(() => {
    const requested = stakeFocusRequested.current;
    stakeFocusRequested.current = false;
    return requested;
  }, []);
  // One subscription to the ticket for every price drawn: a change of the picks wakes only the
  // prices whose key entered or left them (not ~130 listeners on each of the ticket's transitions).
  const activeCells = useMemo(() => createActiveCells(ticket), [ticket]);
  const pickPrice = useCallback<OddsTableActions['pickPrice']>(
    (pick, at) => {
      const request = pickRequestOf(pick, filterRef.current);
      if (request === null) return;
      // The tap's frame shows the price pressed (its element marked, no render), and it stays so
      // until the ticket's check answers: then it turns active, or the refusal is told.
      const key = activeCellKey(
        request.eventId,
        request.marketType,
        request.sortRowNo,
        request.option,
      );
      activeCells.press(key, at.price);
      // The machine gets the pick after the tap's frame: its transitions, the check call
      // and what listens to the ticket are not part of the tap's latency (INP).
      afterNextFrame(() => {
        ticket.send({ type: 'ticket.add', request });
        activeCells.sent(key);
      });
      // A parlay collects several picks from the grid; a single bet goes straight to its stake.
      stakeFocusRequested.current =
        at.keyboard === true && !allowedRef.current && request.betType === 'sc';
      if (allowedRef.current) {
        const anchor = anchorAt(at);
        // The popup is placed and drawn after the click's frame, so neither its mount nor the
        // ticket's re-render for its anchor is part of the click's latency (INP).
        afterNextFrame(() => showAt(anchor));
      }
    },
    [ticket, filterRef, allowedRef, anchorAt, showAt, activeCells],
  );
  const tableActions = useMemo<OddsTableActions>(
    () => ({
      pickPrice,
      isActive: (eventId, marketType, sortRowNo, option) =>
        isPickOnTicket(ticket.getSnapshot().context.picks, {
          eventId,
          marketType,
          sortRowNo,
          option,
        }),
      subscribeActiveCell: activeCells.subscribe,
      isPressed: activeCells.isPressed,
    }),
    [pickPrice, ticket, activeCells],
  );
  return { tableActions, takeStakeFocusRequest };
}
