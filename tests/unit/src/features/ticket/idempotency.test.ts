// The confirm as the ticket sends it: the place-bet machine confirming through the real member API
// client over a fake fetch. Every confirm carries an Idempotency-Key header; a retry of the same
// bet (after no answer or a 5xx) carries the SAME key, a new bet a new one (the member API's rule
// for placing a bet).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { TicketPick } from '@machines/ticketTypes';
import { createApiClient } from '@src/shared/api/client';
import { createMemberApi } from '@src/shared/api/member';
import { confirmingPlaceBetMachine, submitEventOf } from '@src/features/ticket/placeBetLogic';
import { ARSENAL_CHELSEA, ticketPick } from '@tests/fixtures/ticketPick';

const PICK: TicketPick = ticketPick({
  ...ARSENAL_CHELSEA,
  point: 0.75,
  max_pay_bill_sport: 1_000_000,
});

const PLACED = { status: true, message: 'success', data: { ticket_id: 1, balance: 49500 } };

type Answer = 'network' | 503 | 'placed';

/** A member API whose confirm answers as scripted, recording every request it was sent. */
function system(answers: Answer[]) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const answer = answers.shift();
    if (answer === 'network' || answer === undefined) throw new TypeError('Failed to fetch');
    if (answer === 503)
      return new Response(JSON.stringify({ status: false, message: 'busy' }), { status: 503 });
    return new Response(JSON.stringify(PLACED), { status: 200 });
  });
  const api = createMemberApi(
    createApiClient({ baseUrl: '', fetch: fetchMock, readSessionToken: () => 'session' }),
  );
  const actor = createActor(
    confirmingPlaceBetMachine(api).provide({ actions: { alertUnreachable: () => undefined } }),
  ).start();
  const keys = () =>
    fetchMock.mock.calls.map(([url, init]) => {
      expect(url).toBe('/api/member/ticket/bet/confirm');
      expect(init?.method).toBe('POST');
      const headers = (init?.headers ?? {}) as Record<string, string>;
      expect(headers.Authorization).toBe('Bearer session');
      return headers['Idempotency-Key'];
    });
  return { actor, fetchMock, keys };
}

const bet = (stake: number) =>
  submitEventOf([PICK], { betType: 'sc', stake, device: 'pc', tableType: 'f-line' })!;

describe('the confirm and its Idempotency-Key', () => {
  // A confirm with no answer is logged by the client; the log is not what these tests read.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a key with the confirm, and the same key on every retry of the same bet', async () => {
    const { actor, keys } = system(['network', 503, 'placed']);
    actor.send(bet(500));
    await waitFor(actor, (s) => s.matches('unreachable'));
    actor.send({ type: 'bet.retry' });
    await waitFor(actor, (s) => s.matches('unreachable') && s.context.keyPending);
    // The member presses Place again on the same ticket: still the same bet, still the same key.
    actor.send(bet(500));
    await waitFor(actor, (s) => s.matches('placed'));
    const sent = keys();
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sent)).toEqual(new Set([sent[0]]));
  });

  it('gives a new bet a new key: after a placed one, and when the stake changed', async () => {
    const { actor, keys } = system(['placed', 'network', 'placed']);
    actor.send(bet(500));
    await waitFor(actor, (s) => s.matches('placed'));
    actor.send(bet(500));
    await waitFor(actor, (s) => s.matches('unreachable'));
    actor.send(bet(600));
    await waitFor(actor, (s) => s.matches('placed'));
    const [first, second, third] = keys();
    expect(second).not.toBe(first);
    expect(third).not.toBe(second);
    expect(third).not.toBe(first);
  });

  it('sends nothing for a stake outside the pick limits', async () => {
    const { actor, fetchMock } = system(['placed']);
    actor.send(bet(99));
    actor.send(bet(20001));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(
      submitEventOf([PICK], { betType: 'sc', stake: null, device: 'pc', tableType: '' }),
    ).toBeNull();
  });
});
