// @ts-nocheck
import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import type { OddsChangePolicy } from '@machines/ticketTypes';
import { ODDS_CHANGE_POLICIES } from '@machines/ticketTypes';
import type { PlaceBetActorRef } from './ticketContext';

// The member's "when odds change" setting: the place-bet machine's (the inspector shows it), kept
// in localStorage across visits.

const POLICY_KEY = 'oddsChangePolicy';

/** The setting kept from an earlier visit ('ask' when none, or storage is off). */
export function loadPolicy(): OddsChangePolicy {
  try {
    const stored = localStorage.getItem(POLICY_KEY);
    return ODDS_CHANGE_POLICIES.find((policy) => policy === stored) ?? 'ask';
  } catch {
    return 'ask';
  }
}

export function storePolicy(policy: OddsChangePolicy): void {
  try {
    localStorage.setItem(POLICY_KEY, policy);
  } catch {
    // Storage off: the choice lasts for this visit.
  }
}

/** The setting as the place-bet machine holds it, and how to change it. */
export function useOddsChangePolicy(placeBet: PlaceBetActorRef) {
  const policy = useSelector(placeBet, (snapshot) => snapshot.context.setting);
  const setPolicy = useCallback(
    (next: OddsChangePolicy) => placeBet.send({ type: 'bet.policy', policy: next }),
    [placeBet],
  );
  return { policy, setPolicy };
}
