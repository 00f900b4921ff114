// @ts-nocheck
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import type { MarketRef, PriceField, PriceMoveMark } from '@workers/odds/core/view';
import type { MarketType } from '@contract/oddsList';

/** What a click on a price hands to the bet ticket. */
export interface PricePick {
  eventId: number;
  sortRowNo: number;
  field: PriceField;
  price: number;
  /** The odds entry behind the price (ids, in_who, point) for the ticket call. */
  market: MarketRef | undefined;
  /** The event's league names, which the ticket call sends. */
  leagueNameEn: string;
  leagueNameTh: string;
}

/** The league names of the event a price belongs to, given by its event row. */
export const EventLeagueContext = createContext<{ en: string; th: string }>({ en: '', th: '' });

/** Where a price was picked: the point (the quick bet's anchor), how, and the price's element. */
export interface PickedAt {
  x: number;
  y: number;
  keyboard?: boolean;
  price?: Element;
}

/**
 * What rows do, passed by context with stable identity so memoised rows never re-render because
 * a callback was re-created.
 */
export interface OddsTableActions {
  /** `keyboard`: chosen with Enter or Space, so focus follows to the stake field. `price`: the
   *  clicked price's element, ringed at once (its cell's render follows after the frame). */
  pickPrice(pick: PricePick, at: PickedAt): void;
  /** A price is active when it matches a pick of the current ticket. */
  isActive(
    eventId: number,
    market: MarketType,
    sortRowNo: number,
    option: 'h' | 'a' | 'x',
  ): boolean;
  /**
   * Told only when this one price's answer may have changed (its key entered or left the
   * ticket's picks): a pick wakes the one or two prices it (de)activates, not every price drawn,
   * and the actions keep one identity for the life of the ticket.
   */
  subscribeActiveCell?(key: string, listener: () => void): () => void;
  /** The price just clicked, shown pressed in the click's own frame until its pick is checked
   *  (told through `subscribeActiveCell` too). */
  isPressed?(key: string): boolean;
}

/** The key of a price on the ticket (as `subscribeActiveCell` is told). */
export function activeCellKey(
  eventId: number,
  market: string,
  sortRowNo: number,
  option: string,
): string {
  return `${eventId}:${market}:${sortRowNo}:${option}`;
}

export const NO_TABLE_ACTIONS: OddsTableActions = {
  pickPrice: () => undefined,
  isActive: () => false,
};

export const OddsTableActionsContext = createContext<OddsTableActions>(NO_TABLE_ACTIONS);

const NO_SUBSCRIPTION = () => () => undefined;

/** What a price shows of the ticket: its pick on it, just clicked (being checked), or neither. */
export type PriceMark = 'active' | 'pressed' | undefined;

/**
 * A price's mark, re-rendering its cell only when that answer changes: one keyed subscription a
 * cell for both (a pick wakes the one or two prices it (de)activates, a click the one it presses).
 */
export function usePriceMark(
  eventId: number,
  market: MarketType,
  sortRowNo: number,
  option: 'h' | 'a' | 'x',
  enabled = true,
): PriceMark {
  const actions = useContext(OddsTableActionsContext);
  const key = activeCellKey(eventId, market, sortRowNo, option);
  const subscribe = useMemo(() => {
    const byCell = actions.subscribeActiveCell;
    if (byCell !== undefined) return (listener: () => void) => byCell(key, listener);
    return NO_SUBSCRIPTION;
  }, [actions, key]);
  return useSyncExternalStore(subscribe, () => {
    if (!enabled) return undefined;
    if (actions.isActive(eventId, market, sortRowNo, option)) return 'active';
    return actions.isPressed?.(key) === true ? 'pressed' : undefined;
  });
}

/** Where the board reads how its prices moved lately (the odds client's marks). */
export interface PriceMoves {
  moveMark(key: string): PriceMoveMark | undefined;
  subscribeMoves(listener: () => void): () => void;
}

export const PriceMovesContext = createContext<PriceMoves | null>(null);

/**
 * A price's mark (more than one move lately), re-rendering its cell only when that mark changed:
 * a mark never redraws the row around it.
 */
export function usePriceMoves(
  eventId: number,
  sortRowNo: number,
  field: PriceField,
): PriceMoveMark | undefined {
  const moves = useContext(PriceMovesContext);
  return useSyncExternalStore(moves?.subscribeMoves ?? NO_SUBSCRIPTION, () =>
    moves?.moveMark(`${eventId}:${sortRowNo}:${field}`),
  );
}
