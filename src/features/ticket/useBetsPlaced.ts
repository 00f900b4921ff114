import { useEffect, useState } from 'react';
import type { PlaceBetActorRef } from './ticketContext';

/**
 * How many bets the place-bet machine announced placed (its `bet.placed`, new or found after a
 * reload) since this component mounted: a dependency that changes once per placed bet.
 */
export function useBetsPlaced(placeBet: PlaceBetActorRef | undefined): number {
  const [placed, setPlaced] = useState(0);
  useEffect(() => {
    // Not started yet (the ticket starts after the first prices): no bet can have been placed.
    if (placeBet === undefined) return undefined;
    const subscription = placeBet.on('bet.placed', () => setPlaced((count) => count + 1));
    return () => subscription.unsubscribe();
  }, [placeBet]);
  return placed;
}
