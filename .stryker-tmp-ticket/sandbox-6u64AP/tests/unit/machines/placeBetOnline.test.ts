// @ts-nocheck
import type { ConfirmBody } from '@contract/confirm';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { placeBetMachine } from '@machines/placeBetMachine';
import type { ConfirmOutcome } from '@machines/ticketTypes';
import { SINGLE_BODY, SINGLE_LIMITS } from '@tests/fixtures/confirmBody';

// A confirm whose answer was lost when the link dropped is sent again by itself when the
// link comes back ('network.online'), under the same Idempotency-Key; nothing else moves on it.

const BODY: ConfirmBody = SINGLE_BODY;

const LIMITS = SINGLE_LIMITS;

const UNREACHABLE: ConfirmOutcome = { kind: 'unreachable', message: 'Failed to fetch' };
const PLACED: ConfirmOutcome = { kind: 'placed', ticketId: 7, balance: 49_500, replayed: false };

function createSut() {
  const calls: { key: string; resolve(outcome: ConfirmOutcome): void }[] = [];
  const actor = createActor(
    placeBetMachine.provide({
      actors: {
        confirmBet: fromPromise<ConfirmOutcome, { body: ConfirmBody; key: string }>(
          ({ input }) => new Promise((resolve) => calls.push({ key: input.key, resolve })),
        ),
      },
      actions: { alertUnreachable: () => undefined },
    }),
  ).start();
  return { actor, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('placeBetMachine: the link comes back', () => {
  it('sends an unanswered confirm again under the same key and settles on its outcome', async () => {
    const { actor, calls } = createSut();
    actor.send({ type: 'bet.submit', body: BODY, limits: LIMITS });
    calls[0]?.resolve(UNREACHABLE);
    await flush();
    expect(actor.getSnapshot().value).toBe('unreachable');

    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toBe('placing');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.key).toBe(calls[0]?.key);
    calls[1]?.resolve(PLACED);
    await flush();
    expect(actor.getSnapshot().value).toBe('placed');
    expect(actor.getSnapshot().context.key).toBeNull();
  });

  it('does nothing when no confirm is waiting for its outcome', async () => {
    const { actor, calls } = createSut();
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toBe('ready');

    actor.send({ type: 'bet.submit', body: BODY, limits: LIMITS });
    actor.send({ type: 'network.online' });
    expect(calls).toHaveLength(1);
    calls[0]?.resolve(PLACED);
    await flush();
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toBe('placed');
    expect(calls).toHaveLength(1);
  });

  it('a refused bet is not sent again', async () => {
    const { actor, calls } = createSut();
    actor.send({ type: 'bet.submit', body: BODY, limits: LIMITS });
    calls[0]?.resolve({ kind: 'refused', message: 'Insufficient balance' });
    await flush();
    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(calls).toHaveLength(1);
  });
});
