import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { createValueStore, useValueStore } from '@src/shared/valueStore';
import type { ValueStore } from '@src/shared/valueStore';
import type { OddsClient } from './oddsClient';

// The ticket draws where its picks' prices have been, from the odds engine the board
// runs. The board's client is handed up here (the ticket sits beside the board, not inside it).

export type PriceHistorySource = Pick<OddsClient, 'priceHistory' | 'subscribe'>;

type Slot = ValueStore<PriceHistorySource | null>;

/** Without a provider nothing is offered and nothing is read. */
const NO_SLOT: Slot = createValueStore<PriceHistorySource | null>(null);

const SlotContext = createContext<Slot>(NO_SLOT);

export function PriceHistoryProvider({ children }: { children: ReactNode }) {
  const [slot] = useState(() => createValueStore<PriceHistorySource | null>(null));
  return <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>;
}

/** The board's odds client, offered to the ticket while the board is mounted. */
export function useOfferPriceHistory(source: PriceHistorySource | null): void {
  const slot = useContext(SlotContext);
  useEffect(() => {
    if (slot === NO_SLOT) return undefined;
    slot.set(source);
    return () => slot.set(null);
  }, [source, slot]);
}

export function usePriceHistorySource(): PriceHistorySource | null {
  return useValueStore(useContext(SlotContext), null);
}
