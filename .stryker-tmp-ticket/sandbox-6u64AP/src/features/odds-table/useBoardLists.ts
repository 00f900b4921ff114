// @ts-nocheck
import type { OddsQuery } from '@workers/odds/engine';
import { useOddsClient } from '@src/shared/odds/useOddsClient';
import { useQuietPriceEvents } from '@src/shared/ui/quietPriceEvents';
import { useBoardQuery } from './useBoardQuery';
import { useBoardRefresh } from './useBoardRefresh';
import { useBoardShown } from './useBoardShown';

/**
 * What both odds boards (desktop tables, mobile match boxes) run, in the three parts a board reads:
 * `settings` (what it asks for: useBoardQuery), `refresh` (the refresh machine: useBoardRefresh)
 * and `shown` (the lists it draws: useBoardShown). `tableType` overrides the filter's table type
 * (the mobile boxes always ask for the double-line shape). `quietFocus`: the board's prices have
 * no focus handler (no roving Tab stop), so their focus events skip React.
 */
export function useBoardLists(
  tableType?: OddsQuery['tableType'],
  { quietFocus = false }: { quietFocus?: boolean } = {},
) {
  const client = useOddsClient();
  // The pointer, touch and mouse events of a price stay out of React's root, and its
  // focus events too on a board without a roving Tab stop (the phone's boxes).
  useQuietPriceEvents({ focus: quietFocus });
  const settings = useBoardQuery(tableType);
  const refresh = useBoardRefresh(client, settings);
  const shown = useBoardShown(client, settings.kinds);
  return { settings, refresh, shown };
}
