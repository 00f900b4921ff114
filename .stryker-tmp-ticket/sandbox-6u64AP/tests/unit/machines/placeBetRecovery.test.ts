// @ts-nocheck
import type { ConfirmBody } from '@contract/confirm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { placeBetMachine } from '@machines/placeBetMachine';
import { CONFIRM_RECOVERY_WINDOW_MS } from '@contract/calls';
import type { PlaceBetEvent } from '@machines/placeBetMachine';
import type { ConfirmOutcome } from '@machines/ticketTypes';
import { SINGLE_BODY, SINGLE_LIMITS } from '@tests/fixtures/confirmBody';

// An unanswered confirm outlives the page (stored before it goes out, forgotten once an
// answer says what happened, asked for again under its own key after a reload), and a throttled
// confirm (429) holds Place for the reply's Retry-After.

const BODY: ConfirmBody = SINGLE_BODY;
const LIMITS = SINGLE_LIMITS;
const SUBMIT: PlaceBetEvent = { type: 'bet.submit', body: BODY, limits: LIMITS };
const STORED_KEY = 'key-from-before-the-reload';

const PLACED: ConfirmOutcome = { kind: 'placed', ticketId: 77, balance: 49_500, replayed: false };
/** The same bet answered from the server's stored key: placed by an earlier request. */
const REPLAYED: ConfirmOutcome = { ...PLACED, replayed: true };
const PRICE_UP: ConfirmOutcome = {
  kind: 'pickErrors',
  errors: [{ odd_id: 11, type_error: 'price', price_old: 0.9, price_new: 0.95 }],
};
const REFUSED: ConfirmOutcome = { kind: 'refused', message: 'Insufficient balance' };
const UNREACHABLE: ConfirmOutcome = { kind: 'unreachable', message: 'Failed to fetch' };
const THROTTLED: ConfirmOutcome = { kind: 'throttled', retryAfterS: 12 };

function createSut() {
  const calls: { body: ConfirmBody; key: string; resolve(outcome: ConfirmOutcome): void }[] = [];
  /** What the page's storage holds: the confirm a reload would ask for again. */
  let stored: { body: ConfirmBody; key: string } | null = null;
  /** The sending time written with each store (the recovery window's start). */
  const storedAt: number[] = [];
  const log: string[] = [];
  const effects = {
    betPlaced: vi.fn(),
    placedEarlier: vi.fn(),
    toldUnconfirmed: vi.fn(),
    recoveredPlacedNow: vi.fn(),
    recoveredPlaced: vi.fn(),
    recoveredNotPlaced: vi.fn(),
    alertThrottled: vi.fn(),
    alertUnreachable: vi.fn(),
  };
  const actor = createActor(
    placeBetMachine.provide({
      actors: {
        confirmBet: fromPromise<ConfirmOutcome, { body: ConfirmBody; key: string }>(
          ({ input }) =>
            new Promise((resolve) => {
              log.push(`sent ${input.key} (stored: ${stored?.key ?? 'nothing'})`);
              calls.push({ ...input, resolve });
            }),
        ),
      },
      actions: {
        rememberConfirm: (_, confirm) => {
          stored = { body: confirm.body, key: confirm.key };
          storedAt.push(confirm.sentAt);
        },
        forgetConfirm: ({ context }) => {
          if (stored?.key === context.key) stored = null;
        },
        betPlaced: effects.betPlaced,
        placedEarlier: (_, outcome) => effects.placedEarlier(outcome),
        toldUnconfirmed: effects.toldUnconfirmed,
        recoveredPlacedNow: (_, outcome) => effects.recoveredPlacedNow(outcome),
        recoveredPlaced: (_, outcome) => effects.recoveredPlaced(outcome),
        recoveredNotPlaced: (_, reason) => effects.recoveredNotPlaced(reason),
        alertThrottled: (_, seconds) => effects.alertThrottled(seconds),
        alertUnreachable: effects.alertUnreachable,
        alertMessage: () => undefined,
      },
    }),
  ).start();
  return { actor, calls, effects, log, stored: () => stored, storedAt };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('placeBetMachine: an unanswered confirm outlives the page', () => {
  it('stores the body and key before the confirm goes out', async () => {
    const sut = createSut();
    sut.actor.send(SUBMIT);
    await flush();
    const key = sut.actor.getSnapshot().context.key;
    expect(sut.log).toEqual([`sent ${key} (stored: ${key})`]);
    expect(sut.stored()).toEqual({ body: BODY, key });
  });

  it.each([
    ['placed', PLACED],
    ['refused', REFUSED],
  ] as const)('forgets it once the answer says %s', async (_, outcome) => {
    const sut = createSut();
    sut.actor.send(SUBMIT);
    await flush();
    sut.calls[0]!.resolve(outcome);
    await flush();
    expect(sut.stored()).toBeNull();
  });

  it('forgets it when the odds moved and the member is asked', async () => {
    const sut = createSut();
    sut.actor.send(SUBMIT);
    await flush();
    sut.calls[0]!.resolve(PRICE_UP);
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('changed');
    expect(sut.stored()).toBeNull();
  });

  it('keeps it while no answer came, and stores the re-priced body the setting sends by itself', async () => {
    const sut = createSut();
    sut.actor.send({ type: 'bet.policy', policy: 'any' });
    sut.actor.send(SUBMIT);
    await flush();
    sut.calls[0]!.resolve(PRICE_UP);
    await flush();
    // 'any': confirmed again at 0.95 under a new key, stored before it went out.
    expect(sut.calls[1]!.body.ticket.item[0]!.price).toBe(0.95);
    expect(sut.stored()?.key).toBe(sut.calls[1]!.key);
    sut.calls[1]!.resolve(UNREACHABLE);
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('unreachable');
    expect(sut.stored()).toEqual({ body: sut.calls[1]!.body, key: sut.calls[1]!.key });
  });

  it('after a reload asks again under the stored key and says the bet was placed', async () => {
    const sut = createSut();
    sut.actor.send({ type: 'bet.recover', body: BODY, key: STORED_KEY, sentAt: Date.now() });
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('recovering');
    expect(sut.calls).toHaveLength(1);
    expect(sut.calls[0]!.key).toBe(STORED_KEY);
    expect(sut.calls[0]!.body).toEqual(BODY);
    // Place is held while the answer is awaited: no second bet by a click.
    expect(sut.actor.getSnapshot().can(SUBMIT)).toBe(false);
    sut.actor.send(SUBMIT);
    await flush();
    expect(sut.calls).toHaveLength(1);
    sut.calls[0]!.resolve(REPLAYED);
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('placed');
    expect(sut.effects.recoveredPlaced).toHaveBeenCalledWith(REPLAYED);
    expect(sut.effects.recoveredPlacedNow).not.toHaveBeenCalled();
    expect(sut.effects.betPlaced).not.toHaveBeenCalled();
  });

  it('after a reload, a bet the server had never seen is said as placed now, not before', async () => {
    const sut = createSut();
    sut.actor.send({ type: 'bet.recover', body: BODY, key: STORED_KEY, sentAt: Date.now() });
    await flush();
    sut.calls[0]!.resolve(PLACED);
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('placed');
    expect(sut.effects.recoveredPlacedNow).toHaveBeenCalledWith(PLACED);
    expect(sut.effects.recoveredPlaced).not.toHaveBeenCalled();
    expect(sut.stored()).toBeNull();
  });

  it('a retry answered from the stored key is said as placed earlier, a fresh answer as new', async () => {
    const sut = createSut();
    sut.actor.send(SUBMIT);
    await flush();
    sut.calls[0]!.resolve(UNREACHABLE);
    await flush();
    sut.actor.send({ type: 'bet.retry' });
    await flush();
    sut.calls[1]!.resolve(REPLAYED);
    await flush();
    expect(sut.effects.placedEarlier).toHaveBeenCalledWith(REPLAYED);
    expect(sut.effects.betPlaced).not.toHaveBeenCalled();
    sut.actor.send(SUBMIT);
    await flush();
    sut.calls[2]!.resolve(PLACED);
    await flush();
    expect(sut.effects.betPlaced).toHaveBeenCalledTimes(1);
    expect(sut.effects.placedEarlier).toHaveBeenCalledTimes(1);
  });
});

describe('placeBetMachine: asking again never becomes betting later', () => {
  afterEach(() => vi.useRealTimers());

  it('a confirm kept past the window is held for the member: nothing sent, the member told', async () => {
    const sut = createSut();
    const sentAt = Date.now() - CONFIRM_RECOVERY_WINDOW_MS - 1;
    sut.actor.send({ type: 'bet.recover', body: BODY, key: STORED_KEY, sentAt });
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('unconfirmed');
    expect(sut.actor.getSnapshot().context).toMatchObject({
      key: STORED_KEY,
      sentAt,
      keyPending: true,
      recovered: true,
    });
    expect(sut.calls).toHaveLength(0);
    expect(sut.effects.toldUnconfirmed).toHaveBeenCalledTimes(1);
    // The link coming back, a retry: nothing. Only the member's own send goes out.
    sut.actor.send({ type: 'network.online' });
    sut.actor.send({ type: 'bet.retry' });
    await flush();
    expect(sut.calls).toHaveLength(0);
  });

  it('at the very end of the window it is still asked for by itself', async () => {
    vi.useFakeTimers();
    const sut = createSut();
    sut.actor.send({
      type: 'bet.recover',
      body: BODY,
      key: STORED_KEY,
      sentAt: Date.now() - CONFIRM_RECOVERY_WINDOW_MS,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.actor.getSnapshot().value).toBe('recovering');
    expect(sut.calls).toHaveLength(1);
  });

  it('sent again by the member: the same key, the window restarted from the click', async () => {
    vi.useFakeTimers();
    const sut = createSut();
    const sentAt = Date.now() - 3_600_000;
    sut.actor.send({ type: 'bet.recover', body: BODY, key: STORED_KEY, sentAt });
    await vi.advanceTimersByTimeAsync(0);
    sut.actor.send({ type: 'bet.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.actor.getSnapshot().value).toBe('recovering');
    expect(sut.calls.map((call) => call.key)).toEqual([STORED_KEY]);
    expect(sut.actor.getSnapshot().context.sentAt).toBe(Date.now());
    expect(sut.storedAt.at(-1)).toBe(Date.now());
    sut.calls[0]!.resolve(REPLAYED);
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.effects.recoveredPlaced).toHaveBeenCalledWith(REPLAYED);
    expect(sut.stored()).toBeNull();
  });

  it('Place from the held state: the same ticket goes under the same key, never a second bet', async () => {
    const sut = createSut();
    const sentAt = Date.now() - CONFIRM_RECOVERY_WINDOW_MS - 1;
    sut.actor.send({ type: 'bet.recover', body: BODY, key: STORED_KEY, sentAt });
    await flush();
    sut.actor.send(SUBMIT);
    await flush();
    expect(sut.calls.map((call) => call.key)).toEqual([STORED_KEY]);
    sut.calls[0]!.resolve(REFUSED);
    await flush();
    // Another ticket is another bet: a key of its own.
    const other = { ...BODY, stake: BODY.stake + 100 };
    sut.actor.send({ ...SUBMIT, body: other });
    await flush();
    expect(sut.calls[1]!.key).not.toBe(STORED_KEY);
  });

  it('a confirm unanswered in this page stops being sent by itself when the window ends', async () => {
    vi.useFakeTimers();
    const sut = createSut();
    sut.actor.send(SUBMIT);
    await vi.advanceTimersByTimeAsync(0);
    sut.calls[0]!.resolve(UNREACHABLE);
    await vi.advanceTimersByTimeAsync(CONFIRM_RECOVERY_WINDOW_MS - 1);
    expect(sut.actor.getSnapshot().value).toBe('unreachable');
    expect(sut.effects.toldUnconfirmed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sut.actor.getSnapshot().value).toBe('unconfirmed');
    expect(sut.effects.toldUnconfirmed).toHaveBeenCalledTimes(1);
    sut.actor.send({ type: 'network.online' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.calls).toHaveLength(1);
    sut.actor.send({ type: 'bet.dismiss' });
    expect(sut.actor.getSnapshot().value).toBe('ready');
    expect(sut.stored()).toBeNull();
    expect(sut.actor.getSnapshot().context).toMatchObject({ key: null, sentAt: null });
  });
});

describe('placeBetMachine: a stored confirm after a reload', () => {
  it('a stored bet that was not placed is told so and never chased at the new prices', async () => {
    const sut = createSut();
    sut.actor.send({ type: 'bet.recover', body: BODY, key: STORED_KEY, sentAt: Date.now() });
    await flush();
    sut.calls[0]!.resolve(PRICE_UP);
    await flush();
    const snapshot = sut.actor.getSnapshot();
    expect(snapshot.value).toBe('refused');
    expect(snapshot.context.recovered).toBe(true);
    expect(snapshot.context.failure).toBe('');
    expect(sut.effects.recoveredNotPlaced).toHaveBeenCalledWith(null);
    expect(sut.calls).toHaveLength(1);
  });

  it('a refusal of the stored bet carries its text', async () => {
    const sut = createSut();
    sut.actor.send({ type: 'bet.recover', body: BODY, key: STORED_KEY, sentAt: Date.now() });
    await flush();
    sut.calls[0]!.resolve(REFUSED);
    await flush();
    expect(sut.actor.getSnapshot().context.failure).toBe('Insufficient balance');
    expect(sut.effects.recoveredNotPlaced).toHaveBeenCalledWith('Insufficient balance');
  });

  it('still unknown: the retry and the link coming back ask under the same key', async () => {
    const sut = createSut();
    sut.actor.send({ type: 'bet.recover', body: BODY, key: STORED_KEY, sentAt: Date.now() });
    await flush();
    sut.calls[0]!.resolve(UNREACHABLE);
    await flush();
    expect(sut.actor.getSnapshot().value).toBe('unreachable');
    expect(sut.actor.getSnapshot().context.recovered).toBe(true);
    sut.actor.send({ type: 'bet.retry' });
    await flush();
    expect(sut.calls[1]!.key).toBe(STORED_KEY);
    sut.calls[1]!.resolve(UNREACHABLE);
    await flush();
    sut.actor.send({ type: 'network.online' });
    await flush();
    expect(sut.calls[2]!.key).toBe(STORED_KEY);
  });

  it('is asked for only from rest: not while a bet is being placed', async () => {
    const sut = createSut();
    sut.actor.send(SUBMIT);
    await flush();
    sut.actor.send({ type: 'bet.recover', body: BODY, key: STORED_KEY, sentAt: Date.now() });
    await flush();
    expect(sut.calls.map((call) => call.key)).not.toContain(STORED_KEY);
  });
});

describe('placeBetMachine: too many confirms (429)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds Place for the Retry-After, says so once, forgets the refused bet, then takes bets again', async () => {
    vi.useFakeTimers();
    const sut = createSut();
    sut.actor.send(SUBMIT);
    await vi.advanceTimersByTimeAsync(0);
    sut.calls[0]!.resolve(THROTTLED);
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.actor.getSnapshot().value).toBe('throttled');
    expect(sut.actor.getSnapshot().context.throttledMs).toBe(12_000);
    expect(sut.effects.alertThrottled).toHaveBeenCalledWith(12);
    expect(sut.stored()).toBeNull();
    expect(sut.actor.getSnapshot().can(SUBMIT)).toBe(false);
    await vi.advanceTimersByTimeAsync(11_900);
    expect(sut.actor.getSnapshot().value).toBe('throttled');
    await vi.advanceTimersByTimeAsync(200);
    expect(sut.actor.getSnapshot().value).toBe('ready');
    expect(sut.actor.getSnapshot().can(SUBMIT)).toBe(true);
    expect(sut.calls).toHaveLength(1);
  });

  it('a throttled retry of an unanswered confirm asks again under its key after the wait', async () => {
    vi.useFakeTimers();
    const sut = createSut();
    sut.actor.send({ type: 'bet.recover', body: BODY, key: STORED_KEY, sentAt: Date.now() });
    await vi.advanceTimersByTimeAsync(0);
    sut.calls[0]!.resolve(THROTTLED);
    await vi.advanceTimersByTimeAsync(0);
    expect(sut.actor.getSnapshot().value).toBe('throttled');
    await vi.advanceTimersByTimeAsync(12_000);
    expect(sut.actor.getSnapshot().value).toBe('placing');
    expect(sut.calls[1]!.key).toBe(STORED_KEY);
  });
});
