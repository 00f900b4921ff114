import type { PriceField } from '../../../workers/odds/core/view';
import type { MarketType } from '../../../workers/odds/core/wire';

// The market and option behind each price field. Mirrors PRICE_CELLS of the engine's view types
// (the UI may import worker code as types only).
export const PRICE_CELL_OF: Readonly<Record<PriceField, { market_type: MarketType; option: 'h' | 'a' | 'x' }>> = {
  handicap_h: { market_type: 'Handicap', option: 'h' },
  handicap_a: { market_type: 'Handicap', option: 'a' },
  overUnder_h: { market_type: 'OverUnder', option: 'h' },
  overUnder_a: { market_type: 'OverUnder', option: 'a' },
  oneXtwo_h: { market_type: '1x2', option: 'h' },
  oneXtwo_x: { market_type: '1x2', option: 'x' },
  oneXtwo_a: { market_type: '1x2', option: 'a' },
  oe_h: { market_type: 'OE', option: 'h' },
  oe_a: { market_type: 'OE', option: 'a' },
  fh_handicap_h: { market_type: 'FH_Handicap', option: 'h' },
  fh_handicap_a: { market_type: 'FH_Handicap', option: 'a' },
  fh_overUnder_h: { market_type: 'FH_OverUnder', option: 'h' },
  fh_overUnder_a: { market_type: 'FH_OverUnder', option: 'a' },
  fh_oneXtwo_h: { market_type: 'FH_1x2', option: 'h' },
  fh_oneXtwo_x: { market_type: 'FH_1x2', option: 'x' },
  fh_oneXtwo_a: { market_type: 'FH_1x2', option: 'a' },
};
