import type { OddsTableActions, PickedAt, PricePick } from '@src/shared/board/actions';

/**
 * The prices' actions before the ticket has started: a click is held, in order, and asks for the
 * ticket to start; once the ticket's own actions are there, every held click is handed to them as
 * if it had just been made, so a member who taps before the ticket started still gets their pick.
 * No price is on a ticket that has not started.
 */
export interface HeldPicks {
  actions: OddsTableActions;
  /** The started ticket's actions: the held clicks go to them now (once each), later ones direct. */
  handTo(actions: OddsTableActions): void;
}

export function createHeldPicks(start: () => void): HeldPicks {
  const held: [PricePick, PickedAt][] = [];
  let target: OddsTableActions | null = null;
  return {
    actions: {
      pickPrice(pick, at) {
        // A click made after the ticket started, on a part not yet drawn again, goes straight on.
        if (target !== null) {
          target.pickPrice(pick, at);
          return;
        }
        held.push([pick, at]);
        start();
      },
      isActive: () => false,
    },
    handTo(actions) {
      target = actions;
      for (const [pick, at] of held.splice(0)) actions.pickPrice(pick, at);
    },
  };
}
