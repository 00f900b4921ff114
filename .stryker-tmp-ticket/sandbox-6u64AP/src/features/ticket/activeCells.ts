// @ts-nocheck
import { activeCellKey } from '@src/shared/board/actions';
import { createKeyedListeners } from '@src/shared/valueStore';

// One subscription to the ticket for every price drawn: a change of the picks wakes
// only the prices whose key entered or left them, not each of ~130 drawn prices on every one of
// the ticket's transitions.

interface PickCell {
  event_id: number;
  market_type: string;
  sortRowNo: number;
  option: string;
}

/** A click's pick waiting in the ticket's queue for its check. */
interface QueuedPick {
  eventId: number;
  marketType: string;
  sortRowNo: number;
  option: string;
}

/** What the cells need of the ticket actor: its picks and queue now, and a word when anything moved. */
export interface PicksSource {
  getSnapshot(): { context: { picks: readonly PickCell[]; queue?: readonly QueuedPick[] } };
  subscribe(listener: () => void): { unsubscribe(): void };
}

export interface ActiveCells {
  /** `listener` is told when the price of `key` (activeCellKey) entered or left the picks, or
   *  was pressed or let go. */
  subscribe(key: string, listener: () => void): () => void;
  /**
   * The tap's own answer, drawn in its frame: the price just clicked shows pressed until the
   * ticket has checked its pick (then it is active, or the refusal is told). Nothing else of a
   * pick shows before the check answers (usePriceActions sends it after the tap's frame).
   * `price`, the clicked element, is marked at once (`data-pressed`) and its cell is told only
   * when the pick is sent: the tap renders nothing. Without it the cell is told now.
   */
  press(key: string, price?: Element): void;
  /** The pick of `key`'s click was sent to the ticket: pressed lasts while it waits in the queue
   *  (a later click's press is not let go by an earlier click's pick). */
  sent(key: string): void;
  isPressed(key: string): boolean;
}

/** The mark a pressed price carries (PriceCell renders it as `data-pressed="true"`). */
const PRESSED_ATTRIBUTE = 'data-pressed';

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
  /** The price pressed, whether its pick has been sent to the ticket yet, and the element marked
   *  at the press (before its cell rendered it). */
  let pressed: { key: string; sent: boolean; price: Element | undefined } | null = null;
  /** Lets go of a pressed price: the mark set at the press goes with it (its cell may not have
   *  rendered it yet, and then would not know to take it off), and the cell is told. */
  const letGo = (was: { key: string; price: Element | undefined }) => {
    was.price?.removeAttribute(PRESSED_ATTRIBUTE);
    listeners.notify(was.key);
  };
  /** Lets go of the pressed price once its sent pick has left the queue (checked, or dropped). */
  const settlePressed = () => {
    if (pressed === null || !pressed.sent) return;
    const key = pressed.key;
    const queue = ticket.getSnapshot().context.queue ?? [];
    if (queue.some((r) => activeCellKey(r.eventId, r.marketType, r.sortRowNo, r.option) === key))
      return;
    const was = pressed;
    pressed = null;
    letGo(was);
  };
  const onTicket = () => {
    const picks = ticket.getSnapshot().context.picks;
    if (picks !== held) {
      const keys = keysOf(picks);
      const changed = [...keys].filter((key) => !heldKeys.has(key));
      for (const key of heldKeys) if (!keys.has(key)) changed.push(key);
      held = picks;
      heldKeys = keys;
      for (const key of changed) listeners.notify(key);
    }
    settlePressed();
  };
  return {
    press(key, price) {
      const before = pressed;
      pressed = { key, sent: false, price };
      if (before !== null && before.key !== key) letGo(before);
      // The ring in the tap's frame with no render: the cell draws the same mark when told.
      if (price === undefined) listeners.notify(key);
      else price.setAttribute(PRESSED_ATTRIBUTE, 'true');
    },
    sent(key) {
      if (pressed?.key !== key) return;
      pressed.sent = true;
      if (pressed.price !== undefined) listeners.notify(key);
      settlePressed();
    },
    isPressed: (key) => pressed?.key === key,
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
