// @ts-nocheck
import { createContext, memo, useContext, useEffect, useState } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import type { PriceField, PriceRow } from '@workers/odds/core/view';
import { PRICE_CELL_OF, marketRefOf } from '@src/shared/board/priceCells';
import {
  EventLeagueContext,
  OddsTableActionsContext,
  usePriceMark,
  usePriceMoves,
} from '@src/shared/board/actions';
import { formatPrice, hasPrice, isNegativePrice, priceChangeName } from '@src/shared/board/price';
import { settleAfter } from '@src/shared/board/settleClock';
import { setPriceClick } from '@src/shared/ui/quietPriceEvents';
import type { PriceClick } from '@src/shared/ui/quietPriceEvents';
import { priceName } from './priceName';
import * as styles from './OddsTable.css';

const movingWords = defineMessage<{ up: number; down: number }>({ id: 'a11y.price-moving' });

/** "▲2▼1": the moves up and down of the last minutes, the ones that happened. */
export function moveText(moves: { up: number; down: number }): string {
  return `${moves.up > 0 ? `▲${moves.up}` : ''}${moves.down > 0 ? `▼${moves.down}` : ''}`;
}

/** A price that rose or fell keeps its background this long after a refresh. */
export const PRICE_CHANGE_HIGHLIGHT_MS = 2000;

/** The match a price belongs to ("Arsenal v Chelsea"), named by the event row for its prices. */
export const MatchNameContext = createContext('');

export interface PriceCellProps {
  eventId: number;
  row: PriceRow;
  field: PriceField;
}

/**
 * The up/down background of a price: shown when a refresh delivered a row that moved this price,
 * cleared 2 s later. Keyed on the row object, which the engine replaces only when it changed.
 */
function usePriceChange(row: PriceRow, field: PriceField): 'up' | 'down' | undefined {
  const moved = priceChangeName(row.price_change?.[field]);
  // The row whose highlight is over; a newer row object with a move highlights again.
  const [settledRow, setSettledRow] = useState<PriceRow | null>(null);
  useEffect(() => {
    if (moved === undefined) return undefined;
    // One timer for the prices a refresh moved together (settleClock.ts).
    return settleAfter(PRICE_CHANGE_HIGHLIGHT_MS, () => setSettledRow(row));
  }, [row, moved]);
  return settledRow === row ? undefined : moved;
}

/** One price: a button with data-market / data-option / data-row when there is a price, '-' when not. */
export const PriceCell = memo(function PriceCell({ eventId, row, field }: PriceCellProps) {
  const actions = useContext(OddsTableActionsContext);
  const league = useContext(EventLeagueContext);
  const match = useContext(MatchNameContext);
  const intl = useIntl();
  const price = row[field];
  // At zero on the countdown the board's CountdownScope hides the background by CSS.
  const change = usePriceChange(row, field);
  const { market_type: market, option } = PRICE_CELL_OF[field];
  const mark = usePriceMark(eventId, market, row.sort_row_no, option, hasPrice(price));
  const active = mark === 'active';
  const moves = usePriceMoves(eventId, row.sort_row_no, field);
  if (!hasPrice(price)) {
    return <span className={styles.emptyPrice}>{formatPrice(price)}</span>;
  }
  const pick: PriceClick = (click, button) => {
    // Enter or Space clicks with no pointer position (detail 0): anchor at the price itself.
    // Only then is layout read (a pointer click forces none).
    const box = click.detail === 0 ? button.getBoundingClientRect() : null;
    const at =
      box !== null
        ? { x: box.left, y: box.bottom, keyboard: true, price: button }
        : { x: click.clientX, y: click.clientY, price: button };
    actions.pickPrice(
      {
        eventId,
        sortRowNo: row.sort_row_no,
        field,
        price,
        market: marketRefOf(row.markets, market),
        leagueNameEn: league.en,
        leagueNameTh: league.th,
      },
      at,
    );
  };
  return (
    <button
      type="button"
      className={styles.price({
        tone: isNegativePrice(price) ? 'negative' : 'normal',
        change: change ?? 'idle',
        active,
      })}
      data-testid="price"
      data-event-id={eventId}
      data-market={market}
      data-option={option}
      data-row={row.sort_row_no}
      data-active={active}
      data-pressed={mark === 'pressed' ? true : undefined}
      data-change={change}
      // Moved more than once lately, drawn by CSS from these (no element, no row render): the
      // ups and the downs on chips of their own colours.
      data-moves={moves === undefined ? undefined : moveText(moves)}
      data-up={moves !== undefined && moves.up > 0 ? `▲${moves.up}` : undefined}
      data-down={moves !== undefined && moves.down > 0 ? `▼${moves.down}` : undefined}
      aria-label={
        moves === undefined
          ? priceName(intl, match, row, field, price)
          : `${priceName(intl, match, row, field, price)}, ${intl.formatMessage(movingWords, moves)}`
      }
      tabIndex={-1}
      // Answered at the window while a board is mounted (quietPriceEvents.ts); React's own
      // onClick where none is.
      ref={(button) => setPriceClick(button, pick)}
      onClick={(event) => pick(event, event.currentTarget)}
    >
      {formatPrice(price)}
    </button>
  );
});
