// @ts-nocheck
// The market simulation behind the member API simulator. The HTTP layer talks to it through the
// Market interface of ./types.
import { MarketSimulation } from './market';
import type { MarketOptions, SimulatedMarket } from './types';

export type * from './types';
export { settleChoice } from './settlement';

/**
 * A deterministic market: the same seed and the same wall clock give the same events, ids, names,
 * scores and prices. Call `advance(Date.now())` before reading; prices are in the odds type asked for.
 */
export function createMarket(opts: MarketOptions): SimulatedMarket {
  return new MarketSimulation(opts);
}
