// @ts-nocheck
import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { ticketFigures } from '@contract/money';
import type { TicketFigures } from '@contract/money';
import { useOnline } from '@src/shared/network';
import { useTicketApi } from './ticketContext';

/** The figures and the place-bet state every ticket view shows. */
export function useTicketView() {
  const { ticket, placeBet, submitEvent } = useTicketApi();
  const betType = useSelector(ticket, (snapshot) => snapshot.context.betType);
  const picks = useSelector(ticket, (snapshot) => snapshot.context.picks);
  const stake = useSelector(ticket, (snapshot) => snapshot.context.stake);
  const banner = useSelector(ticket, (snapshot) => snapshot.context.banner);
  const checking = useSelector(ticket, (snapshot) => snapshot.matches('checking'));
  const placing = useSelector(placeBet, (snapshot) => snapshot.matches('placing'));
  // A confirm left unanswered before a reload is being asked for again.
  const recovering = useSelector(placeBet, (snapshot) => snapshot.matches('recovering'));
  const recovered = useSelector(placeBet, (snapshot) => snapshot.context.recovered);
  const unreachable = useSelector(placeBet, (snapshot) => snapshot.matches('unreachable'));
  // Past the recovery window: when the bet whose answer is unknown was sent (null otherwise).
  const unconfirmedAt = useSelector(placeBet, (snapshot) =>
    snapshot.matches('unconfirmed') ? snapshot.context.sentAt : null,
  );
  const throttledMs = useSelector(placeBet, (snapshot) =>
    snapshot.matches('throttled') ? snapshot.context.throttledMs : null,
  );
  const failure = useSelector(placeBet, (snapshot) => snapshot.context.failure);
  // Offline: Place is off and says why; a separate input from the ticket's own rules.
  const offline = !useOnline();
  // The place-bet machine's own canPlaceBet guard: what it would take now (never while placing).
  const machineTakesSubmit = useSelector(
    placeBet,
    (snapshot) => submitEvent !== null && snapshot.can(submitEvent),
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
