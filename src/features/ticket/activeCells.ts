import { activeCellKey } from '@src/shared/board/actions';
import { createKeyedListeners } from '@src/shared/valueStore';

// One subscription to the ticket for every price drawn (issue 29): a change of the picks wakes
// only the prices whose key entered or left them, not each of ~130 drawn prices on every one of
// the ticket's transitions.

interface PickCell {
  event_id: number;
  market_type: string;
  sortRowNo: number;
  option: string;
}

/** What the cells need of the ticket actor: its picks now, and a word when anything moved. */
export interface PicksSource {
  getSnapshot(): { context: { picks: readonly PickCell[] } };
  subscribe(listener: () => void): { unsubscribe(): void };
}

export interface ActiveCells {
  /** `listener` is told when the price of `key` (activeCellKey) entered or left the picks. */
  subscribe(key: string, listener: () => void): () => void;
}

function keysOf(picks: readonly PickCell[]): Set<string> {
  return new Set(
    picks.map((pick) =>
      activeCellKey(pick.event_id, pick.market_type, pick.sortRowNo, pick.option),
    ),
  );
}

export function createActiveCells(ticket: PicksSource): ActiveCells {
  const listeners = createKeyedListeners<string>();
  let held = ticket.getSnapshot().context.picks;
  let heldKeys = keysOf(held);
  let subscription: { unsubscribe(): void } | null = null;
  const onTicket = () => {
    const picks = ticket.getSnapshot().context.picks;
    if (picks === held) return;
    const keys = keysOf(picks);
    const changed = [...keys].filter((key) => !heldKeys.has(key));
    for (const key of heldKeys) if (!keys.has(key)) changed.push(key);
    held = picks;
    heldKeys = keys;
    for (const key of changed) listeners.notify(key);
  };
  return {
    subscribe(key, listener) {
      const unsubscribe = listeners.subscribe(key, listener);
      if (subscription === null) {
        // Picks changed while nobody listened: start from the ones held now.
        held = ticket.getSnapshot().context.picks;
        heldKeys = keysOf(held);
        subscription = ticket.subscribe(onTicket);
      }
      return () => {
        unsubscribe();
        if (listeners.size() === 0) {
          subscription?.unsubscribe();
          subscription = null;
        }
      };
    },
  };
}
