// @ts-nocheck
import { Suspense, useEffect, useState } from 'react';
import type { TicketPick } from '@machines/ticketTypes';
import type { PriceHistoryAnswer } from '@workers/odds/core/priceHistory';
import type { PriceField } from '@workers/odds/core/view';
import { useMadeOddsClient } from '@src/shared/odds/useOddsClient';
import { lazyNamed } from '@src/shared/ui/lazyNamed';
import { PRICE_CELL_OF } from '@src/shared/board/priceCells';

// A ticket pick's price line. Asked of the engine after the pick is drawn and again when
// the board's lists change; drawn by a lazy chunk, so the ticket's first paint never waits for it.

// A chunk that does not load (the link dropped, a deploy) draws no line and never takes the ticket
// down (lazyNamed); the next mount tries again.
const PriceLine = lazyNamed(() => import('./PriceLine'), 'PriceLine');

const FIELDS = Object.keys(PRICE_CELL_OF) as PriceField[];

function fieldOf(pick: Pick<TicketPick, 'market_type' | 'option'>): PriceField | undefined {
  return FIELDS.find(
    (field) =>
      PRICE_CELL_OF[field].market_type === pick.market_type &&
      PRICE_CELL_OF[field].option === pick.option,
  );
}

export function PickPriceLine({ pick }: { pick: TicketPick }) {
  // The app's odds client (made with the services, run by the board): where the price has been.
  const source = useMadeOddsClient();
  const field = fieldOf(pick);
  const [answer, setAnswer] = useState<PriceHistoryAnswer | null>(null);
  const { event_id: eventId, sortRowNo, price, point } = pick;
  useEffect(() => {
    if (source === null || field === undefined) return undefined;
    let cancelled = false;
    let asking = false;
    const ask = () => {
      if (asking) return;
      asking = true;
      void source.priceHistory(eventId, sortRowNo, field).then(
        (next) => {
          asking = false;
          if (!cancelled) setAnswer(next);
        },
        () => {
          asking = false;
        },
      );
    };
    ask();
    const unsubscribe = source.subscribe(ask);
    return () => {
      cancelled = true;
      unsubscribe();
    };
    // price and point: the pick followed the market, the line has a new end.
  }, [source, eventId, sortRowNo, field, price, point]);
  if (answer === null || answer.points.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PriceLine answer={answer} clicked={pick.clicked_price ?? null} />
    </Suspense>
  );
}
