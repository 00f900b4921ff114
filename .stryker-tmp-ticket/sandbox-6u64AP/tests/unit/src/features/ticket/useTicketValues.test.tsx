// @ts-nocheck
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { createActor } from 'xstate';
import { placeBetMachine } from '@machines/placeBetMachine';
import { ticketMachine } from '@machines/ticketMachine';
import type { TicketApi } from '@src/features/ticket/ticketContext';
import { useTicketValues } from '@src/features/ticket/useTicketValues';

afterEach(cleanup);

describe('useTicketValues', () => {
  const ticket = createActor(ticketMachine, { input: { betType: 'sc' } });
  const placeBet = createActor(placeBetMachine);
  const parts: TicketApi = {
    ticket,
    placeBet,
    policy: 'ask',
    setPolicy: () => undefined,
    submitEvent: null,
    submit: () => undefined,
    quickBet: { x: 1, y: 2, early: false },
    quickBetAllowed: true,
    closeQuickBet: () => undefined,
    openQuickBet: () => undefined,
    takeStakeFocusRequest: () => false,
  };

  it('keeps the actors one value while the rest changes, and the api while nothing does', () => {
    const { result, rerender } = renderHook((props: TicketApi) => useTicketValues(props), {
      initialProps: parts,
    });
    const first = result.current;
    expect(first.actors).toEqual({ ticket, placeBet });
    rerender({ ...parts });
    expect(result.current.api).toBe(first.api);
    rerender({ ...parts, policy: 'any' });
    expect(result.current.api).not.toBe(first.api);
    expect(result.current.api.policy).toBe('any');
    expect(result.current.actors).toBe(first.actors);
  });

  it('shows the quick bet only while it is allowed', () => {
    const { result, rerender } = renderHook((props: TicketApi) => useTicketValues(props), {
      initialProps: parts,
    });
    expect(result.current.api.quickBet).toEqual({ x: 1, y: 2, early: false });
    rerender({ ...parts, quickBetAllowed: false });
    expect(result.current.api.quickBet).toBeNull();
  });
});
