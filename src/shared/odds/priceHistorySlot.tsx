import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { OddsClient } from './oddsClient';

// Issue 31: the ticket draws where its picks' prices have been, from the odds engine the board
// runs. The board's client is handed up here (the ticket sits beside the board, not inside it).

export type PriceHistorySource = Pick<OddsClient, 'priceHistory' | 'subscribe'>;

interface Slot {
  source: PriceHistorySource | null;
  setSource(source: PriceHistorySource | null): void;
}

const SlotContext = createContext<Slot>({ source: null, setSource: () => undefined });

export function PriceHistoryProvider({ children }: { children: ReactNode }) {
  const [source, setSource] = useState<PriceHistorySource | null>(null);
  const slot = useMemo(() => ({ source, setSource }), [source]);
  return <SlotContext.Provider value={slot}>{children}</SlotContext.Provider>;
}

/** The board's odds client, offered to the ticket while the board is mounted. */
export function useOfferPriceHistory(source: PriceHistorySource | null): void {
  const { setSource } = useContext(SlotContext);
  useEffect(() => {
    setSource(source);
    return () => setSource(null);
  }, [source, setSource]);
}

export function usePriceHistorySource(): PriceHistorySource | null {
  return useContext(SlotContext).source;
}
