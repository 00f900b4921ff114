import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { ticketFigures } from '@contract/money';
import type { TicketFigures } from '@contract/money';
import { useOnline } from '@src/shared/network';
import { useTicketApiOrNull } from './ticketContext';
import type { BetType } from '@contract/wire';
import type { TicketPick } from '@machines/ticketTypes';

const NO_PICKS: readonly TicketPick[] = [];

/**
 * The figures and the place-bet state every ticket view shows. Before the ticket's actors start
 * (`waitingBetType`: the tab's bet type), an empty ticket of that bet type.
 */
export function useTicketView(waitingBetType: BetType = 'sc') {
  const api = useTicketApiOrNull();
  const ticket = api?.ticket;
  const placeBet = api?.placeBet;
  const submitEvent = api?.submitEvent ?? null;
  const betType = useSelector(ticket, (snapshot) => snapshot?.context.betType ?? waitingBetType);
  const picks = useSelector(ticket, (snapshot) => snapshot?.context.picks ?? NO_PICKS);
  const stake = useSelector(ticket, (snapshot) => snapshot?.context.stake ?? null);
  const banner = useSelector(ticket, (snapshot) => snapshot?.context.banner ?? null);
  const checking = useSelector(ticket, (snapshot) => snapshot?.matches('checking') ?? false);
  const placing = useSelector(placeBet, (snapshot) => snapshot?.matches('placing') ?? false);
  // A confirm left unanswered before a reload is being asked for again.
  const recovering = useSelector(placeBet, (snapshot) => snapshot?.matches('recovering') ?? false);
  const recovered = useSelector(placeBet, (snapshot) => snapshot?.context.recovered ?? false);
  const unreachable = useSelector(
    placeBet,
    (snapshot) => snapshot?.matches('unreachable') ?? false,
  );
  // Past the recovery window: when the bet whose answer is unknown was sent (null otherwise).
  const unconfirmedAt = useSelector(placeBet, (snapshot) =>
    snapshot?.matches('unconfirmed') === true ? snapshot.context.sentAt : null,
  );
  const throttledMs = useSelector(placeBet, (snapshot) =>
    snapshot?.matches('throttled') === true ? snapshot.context.throttledMs : null,
  );
  const failure = useSelector(placeBet, (snapshot) => snapshot?.context.failure ?? null);
  // Offline: Place is off and says why; a separate input from the ticket's own rules.
  const offline = !useOnline();
  // The place-bet machine's own canPlaceBet guard: what it would take now (never while placing).
  const machineTakesSubmit = useSelector(
    placeBet,
    (snapshot) => submitEvent !== null && snapshot?.can(submitEvent) === true,
  );
  const figures: TicketFigures = useMemo(
    () => ticketFigures(betType, picks, stake),
    [betType, picks, stake],
  );
  return {
    betType,
    picks,
    stake,
    banner,
    checking,
    placing,
    recovering,
    recovered,
    unreachable,
    unconfirmedAt,
    /** Place is held for this long after a 429 (null when not throttled). */
    throttledMs,
    failure,
    figures,
    offline,
    enabled: machineTakesSubmit && !offline,
  };
}
