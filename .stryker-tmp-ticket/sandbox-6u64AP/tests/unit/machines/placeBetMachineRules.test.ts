// @ts-nocheck
// Found by mutation testing of machines/placeBetMachine.ts: the place-bet rules and flow at the
// edges the other place-bet tests leave open, as the ticket (its caller) sees them.
import type { ConfirmBody, PickError } from '@contract/confirm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  acceptsNewPrices,
  heldConfirm,
  isPlaceable,
  placeBetMachine,
  withNewPrices,
} from '@machines/placeBetMachine';
import type { ConfirmOutcome } from '@machines/ticketTypes';
import { SINGLE_BODY, SINGLE_LIMITS } from '@tests/fixtures/confirmBody';

const ITEM = SINGLE_BODY.ticket.item[0]!;
/** A Malay price moving from 0.9 to -0.95 pays more (2.05 a unit against 1.9); as a decimal it is lower. */
const TO_NEGATIVE = (oddId: number): PickError => ({
  odd_id: oddId,
  type_error: 'price',
  price_old: 0.9,
  price_new: -0.95,
});
const ONE_X_TWO: ConfirmBody = {
  ...SINGLE_BODY,
  ticket: { ...SINGLE_BODY.ticket, item: [{ ...ITEM, market_type: '1x2' }] },
};
const EU_BODY: ConfirmBody = { ...SINGLE_BODY, ticket: { ...SINGLE_BODY.ticket, odds_type: 'EU' } };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('acceptsNewPrices: what "pays more" means for each pick', () => {
  it('a Malay handicap price compares by what it pays', () => {
    expect(acceptsNewPrices('higher', SINGLE_BODY, [TO_NEGATIVE(11)])).toBe(true);
  });

  it('a 1x2 price is decimal even on a Malay ticket', () => {
    expect(acceptsNewPrices('higher', ONE_X_TWO, [TO_NEGATIVE(11)])).toBe(false);
  });

  it('an error for a pick not in the body is read in the ticket’s odds type', () => {
    expect(acceptsNewPrices('higher', ONE_X_TWO, [TO_NEGATIVE(99)])).toBe(true);
    expect(acceptsNewPrices('higher', EU_BODY, [TO_NEGATIVE(99)])).toBe(false);
  });

  it('the same pay is accepted as higher; no error is nothing to accept', () => {
    const same: PickError = { odd_id: 11, type_error: 'price', price_old: 0.9, price_new: 0.9 };
    expect(acceptsNewPrices('higher', SINGLE_BODY, [same])).toBe(true);
    expect(acceptsNewPrices('higher', SINGLE_BODY, [])).toBe(false);
    expect(acceptsNewPrices('any', SINGLE_BODY, [])).toBe(false);
  });
});

describe('withNewPrices and isPlaceable', () => {
  it('takes the price error of each pick, not its point error', () => {
    const repriced = withNewPrices(SINGLE_BODY, [
      { odd_id: 11, type_error: 'point', point_new: 0.75 },
      { odd_id: 11, type_error: 'price', price_old: 0.9, price_new: 0.95 },
    ]);
    expect(repriced.ticket.item[0]).toEqual({ ...ITEM, price: 0.95 });
    expect(repriced.ticket.odds_total).toBe(0.95);
  });

  it('leaves a pick without a price error of its own as it was', () => {
    const two: ConfirmBody = {
      ...SINGLE_BODY,
      action_type: 'mix',
      mainbet: 6,
      ticket: {
        odds_type: 'EU',
        odds_total: 4,
        item: [
          { ...ITEM, price: 2 },
          { ...ITEM, event_id: 2, odd_id: 12, price: 2 },
        ],
      },
    };
    const repriced = withNewPrices(two, [
      { odd_id: 12, type_error: 'price', price_old: 2, price_new: 2.5 },
    ]);
    expect(repriced.ticket.item.map((item) => item.price)).toEqual([2, 2.5]);
  });

  it('limits for more picks than the body holds are not placeable', () => {
    expect(isPlaceable(SINGLE_BODY, SINGLE_LIMITS)).toBe(true);
    expect(isPlaceable(SINGLE_BODY, [...SINGLE_LIMITS, ...SINGLE_LIMITS])).toBe(false);
  });
});

describe('heldConfirm: a held confirm is its body, key and sending time together', () => {
  const HELD = { body: SINGLE_BODY, key: 'key-1', sentAt: 1_000 };

  it('hands the three on as the confirm actor takes them', () => {
    expect(heldConfirm(HELD)).toEqual(HELD);
  });

  // Each missing alone: a bet with no body, no key or no start of its window is never sent or kept.
  it.each([
    ['no body', { ...HELD, body: null }],
    ['no key', { ...HELD, key: null }],
    ['no sending time', { ...HELD, sentAt: null }],
  ])('with %s, fails loudly instead of sending a bet it does not have', (_, context) => {
    expect(() => heldConfirm(context)).toThrow('placeBetMachine: no confirm is held here');
  });
});

describe('the place-bet machine at its edges', () => {
  function createSut() {
    const calls: { body: ConfirmBody; key: string; resolve(outcome: ConfirmOutcome): void }[] = [];
    const actor = createActor(
      placeBetMachine.provide({
        actors: {
          confirmBet: fromPromise<ConfirmOutcome, { body: ConfirmBody; key: string }>(
            ({ input }) => new Promise((resolve) => calls.push({ ...input, resolve })),
          ),
        },
        actions: { alertUnreachable: () => undefined },
      }),
    ).start();
    return { actor, calls };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  const submit = { type: 'bet.submit', body: SINGLE_BODY, limits: SINGLE_LIMITS } as const;

  it('starts ready with nothing in flight, asking the member when odds change', () => {
    const { actor } = createSut();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({
      body: null,
      key: null,
      keyPending: false,
      recovered: false,
      sentAt: null,
      throttledMs: 0,
      setting: 'ask',
      policy: 'ask',
      limits: [],
      autoAccepted: false,
      failure: null,
    });
  });

  it('a stored confirm retried after no answer is never chased at new prices, whatever the setting', async () => {
    const { actor, calls } = createSut();
    // A bet of this visit went out under 'any' and was refused; the member dismissed it.
    actor.send({ type: 'bet.policy', policy: 'any' });
    actor.send(submit);
    await flush();
    calls[0]!.resolve({ kind: 'refused', message: 'Insufficient balance' });
    await flush();
    actor.send({ type: 'bet.dismiss' });
    actor.send({ type: 'bet.recover', body: SINGLE_BODY, key: 'stored', sentAt: Date.now() });
    await flush();
    calls[1]!.resolve({ kind: 'unreachable', message: 'offline' });
    await flush();
    actor.send({ type: 'bet.retry' });
    await flush();
    expect(calls[2]?.key).toBe('stored');
    calls[2]!.resolve({
      kind: 'pickErrors',
      errors: [{ odd_id: 11, type_error: 'price', price_old: 0.9, price_new: 0.95 }],
    });
    await flush();
    expect(calls).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('changed');
  });

  it('a new bet after a stored one is no longer said as recovered', async () => {
    const { actor, calls } = createSut();
    actor.send({ type: 'bet.recover', body: SINGLE_BODY, key: 'stored', sentAt: Date.now() });
    await flush();
    calls[0]!.resolve({ kind: 'refused', message: 'pick closed' });
    await flush();
    expect(actor.getSnapshot().context.recovered).toBe(true);
    actor.send(submit);
    await flush();
    expect(actor.getSnapshot().context.recovered).toBe(false);
    calls[1]!.resolve({ kind: 'unreachable', message: 'offline' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      recovered: false,
      keyPending: true,
      failure: 'offline',
    });
  });

  it('without its confirm actor provided, a bet fails with no answer, saying which actor is missing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(placeBetMachine).start();
    actor.send(submit);
    await waitFor(actor, (snapshot) => snapshot.matches('unreachable'));
    expect(actor.getSnapshot().context.failure).toMatch(/"confirmBet" actor must be provided/);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^bet confirm got no answer: .*"confirmBet" actor must be provided/),
    );
  });
});
