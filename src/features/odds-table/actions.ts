import { createContext } from 'react';
import type { MarketRef, PriceField } from '../../../workers/odds/core/view';
import type { MarketType } from '../../../workers/odds/core/wire';

/** What a click on a price hands to the bet ticket. */
export interface PricePick {
  eventId: number;
  sortRowNo: number;
  field: PriceField;
  price: number;
  /** The odds entry behind the price (ids, in_who, point) for the ticket call. */
  market: MarketRef | undefined;
}

/**
 * What rows do, passed by context with stable identity so memoised rows never re-render because
 * a callback was re-created.
 */
export interface OddsTableActions {
  /** `keyboard`: chosen with Enter or Space, so focus follows to the stake field. */
  pickPrice(pick: PricePick, at: { x: number; y: number; keyboard?: boolean }): void;
  /** A price is active when it matches a pick of the current ticket. */
  isActive(eventId: number, market: MarketType, sortRowNo: number, option: 'h' | 'a' | 'x'): boolean;
}

export const NO_TABLE_ACTIONS: OddsTableActions = {
  pickPrice: () => undefined,
  isActive: () => false,
};

export const OddsTableActionsContext = createContext<OddsTableActions>(NO_TABLE_ACTIONS);
