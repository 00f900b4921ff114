// @ts-nocheck
import type { ConfirmBody, PickError } from '@contract/confirm';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { acceptsNewPrices, placeBetMachine, withNewPrices } from '@machines/placeBetMachine';
import { CONFIRM_RECOVERY_WINDOW_MS } from '@contract/calls';
import { returnPerUnit } from '@contract/odds';
import type { PlaceBetEvent } from '@machines/placeBetMachine';
import type { ConfirmOutcome, OddsChangePolicy } from '@machines/ticketTypes';
import { SINGLE_BODY, SINGLE_LIMITS } from '@tests/fixtures/confirmBody';

const BODY: ConfirmBody = SINGLE_BODY;

const PRICE_UP: PickError = { odd_id: 11, type_error: 'price', price_old: 0.9, price_new: 0.95 };
const PRICE_DOWN: PickError = { odd_id: 11, type_error: 'price', price_old: 0.9, price_new: 0.85 };
const POINT: PickError = { odd_id: 11, type_error: 'point', point_new: 0.75 };

const OUTCOMES = {
  placed: { kind: 'placed', ticketId: 1, balance: 49500, replayed: false },
  replayed: { kind: 'placed', ticketId: 1, balance: 49500, replayed: true },
  priceUp: { kind: 'pickErrors', errors: [PRICE_UP] },
  point: { kind: 'pickErrors', errors: [POINT] },
  refused: { kind: 'refused', message: 'Insufficient balance' },
  unreachable: {
    kind: 'unreachable',
    message: 'bet confirm: An unexpected error occurred: Failed to fetch',
  },
} satisfies Record<string, ConfirmOutcome>;

const LIMITS = SINGLE_LIMITS;

const submit = (body: ConfirmBody = BODY): PlaceBetEvent => ({
  type: 'bet.submit',
  body,
  limits: LIMITS,
});

/** The member's setting, then Place: what the ticket sends. */
function placeWith(
  actor: { send(event: PlaceBetEvent): void },
  policy: OddsChangePolicy,
  body: ConfirmBody = BODY,
): void {
  actor.send({ type: 'bet.policy', policy });
  actor.send(submit(body));
}

/** The system under test: the real machine with a confirm the test answers by hand. */
function createSut() {
  const calls: { body: ConfirmBody; key: string; resolve(outcome: ConfirmOutcome): void }[] = [];
  const effects = {
    betPlaced: vi.fn(),
    placedEarlier: vi.fn(),
    recoveredPlacedNow: vi.fn(),
    toldUnconfirmed: vi.fn(),
    pickErrorsArrived: vi.fn(),
    autoAcceptedPrices: vi.fn(),
    alertMessage: vi.fn(),
    alertUnreachable: vi.fn(),
    recoveredPlaced: vi.fn(),
    recoveredNotPlaced: vi.fn(),
  };
  const actor = createActor(
    placeBetMachine.provide({
      actors: {
        confirmBet: fromPromise<ConfirmOutcome, { body: ConfirmBody; key: string }>(
          ({ input }) => new Promise((resolve) => calls.push({ ...input, resolve })),
        ),
      },
      actions: {
        betPlaced: effects.betPlaced,
        placedEarlier: effects.placedEarlier,
        recoveredPlacedNow: effects.recoveredPlacedNow,
        toldUnconfirmed: effects.toldUnconfirmed,
        pickErrorsArrived: (_, errors: PickError[]) => effects.pickErrorsArrived(errors),
        autoAcceptedPrices: effects.autoAcceptedPrices,
        alertMessage: (_, message: string) => effects.alertMessage(message),
        alertUnreachable: (_, message: string) => effects.alertUnreachable(message),
        recoveredPlaced: effects.recoveredPlaced,
        recoveredNotPlaced: effects.recoveredNotPlaced,
      },
    }),
  ).start();
  return { actor, calls, effects };
}

const flush = () =>
  vi.isFakeTimers()
    ? vi.advanceTimersByTimeAsync(0)
    : new Promise((resolve) => setTimeout(resolve, 0));

/** The key of a confirm a reload found stored (left unanswered before the reload). */
const STORED_KEY = 'stored-before-reload';
/** Distinct states of the flow model (value and settings), and the shortest paths walked to them. */
const PATH_COUNT = [63, 95];

/**
 * The flow as a member sees it, without the confirm call (createTestModel walks machines that
 * invoke nothing): the real machine must follow it step by step. `pending`: a confirm went out
 * whose answer is still unknown (its key is kept: a retry, a recovery or a wait asks again under it).
 */
type FlowContext = {
  policy: OddsChangePolicy;
  autoAccepted: boolean;
  pending: boolean;
  /** The confirm in flight is one a reload found (its outcome is said as found, not as new). */
  recovered: boolean;
  /** How the last placed bet was said (by whom it was placed: this request or an earlier one). */
  said: 'none' | 'betPlaced' | 'placedEarlier' | 'recoveredPlaced' | 'recoveredPlacedNow';
};
const fresh = (policy: OddsChangePolicy): FlowContext => ({
  policy,
  autoAccepted: false,
  pending: false,
  recovered: false,
  said: 'none',
});
const flowModel = setup({
  types: {
    context: {} as FlowContext,
    events: {} as
      | { type: 'submit.ask' }
      | { type: 'submit.any' }
      | { type: 'recover' }
      | { type: 'recover.late' }
      | { type: 'window' }
      | { type: 'online' }
      | { type: 'resend' }
      | { type: 'retry' }
      | { type: 'dismiss' }
      | { type: 'wait' }
      | { type: 'reply.placed' }
      | { type: 'reply.replayed' }
      | { type: 'reply.priceUp' }
      | { type: 'reply.point' }
      | { type: 'reply.refused' }
      | { type: 'reply.unreachable' }
      | { type: 'reply.throttled' },
  },
}).createMachine({
  context: fresh('ask'),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'submit.ask': { target: 'placing', actions: assign(fresh('ask')) },
        'submit.any': { target: 'placing', actions: assign(fresh('any')) },
        // A reload found a confirm stored before it went out: asked for again under its key.
        recover: {
          target: 'recovering',
          actions: assign({ ...fresh('ask'), pending: true, recovered: true }),
        },
        // ... found stored past the recovery window: held for the member, nothing sent.
        'recover.late': {
          target: 'unconfirmed',
          actions: assign({ ...fresh('ask'), pending: true, recovered: true }),
        },
      },
    },
    placed: { on: { 'submit.ask': { target: 'placing', actions: assign(fresh('ask')) } } },
    changed: { on: { 'submit.ask': { target: 'placing', actions: assign(fresh('ask')) } } },
    refused: { on: { dismiss: 'ready' } },
    // Asked again from here, the confirm's outcome is said as any new bet's.
    unreachable: {
      on: {
        retry: { target: 'placing', actions: assign({ recovered: false }) },
        dismiss: 'ready',
        // Within the window the link's return asks again by itself; past it, the member decides.
        online: { target: 'placing', actions: assign({ recovered: false }) },
        window: 'unconfirmed',
      },
    },
    // Past the window: the link coming back sends nothing, the member sends it again or lets it go.
    unconfirmed: {
      on: {
        online: {},
        // Asked for again under its key: a refusal is said as the bet asked for, not as a new one.
        resend: { target: 'recovering', actions: assign({ recovered: true }) },
        'submit.ask': { target: 'placing', actions: assign(fresh('ask')) },
        dismiss: { target: 'ready', actions: assign({ pending: false }) },
      },
    },
    // Nothing is sent during the server's wait; after it an unknown confirm is asked for again.
    throttled: {
      on: {
        'submit.ask': {},
        wait: [
          {
            guard: ({ context }) => context.pending,
            target: 'placing',
            actions: assign({ recovered: false }),
          },
          { target: 'ready' },
        ],
      },
    },
    placing: {
      on: {
        // A click while placing does nothing.
        'submit.ask': {},
        'reply.placed': {
          target: 'placed',
          actions: assign({ pending: false, said: 'betPlaced' }),
        },
        // Only a confirm whose first answer was lost can be answered from the stored key.
        'reply.replayed': {
          guard: ({ context }) => context.pending,
          target: 'placed',
          actions: assign({ pending: false, said: 'placedEarlier' }),
        },
        'reply.priceUp': [
          {
            guard: ({ context }) => context.policy === 'any' && !context.autoAccepted,
            target: 'placing',
            reenter: true,
            actions: assign({ autoAccepted: true }),
          },
          { target: 'changed', actions: assign({ pending: false }) },
        ],
        'reply.point': { target: 'changed', actions: assign({ pending: false }) },
        'reply.refused': { target: 'refused', actions: assign({ pending: false }) },
        'reply.unreachable': { target: 'unreachable', actions: assign({ pending: true }) },
        // A 429 placed nothing by that request; an earlier unknown answer stays unknown.
        'reply.throttled': 'throttled',
      },
    },
    // Never chases a moved price: a refusal at new prices goes back to the member.
    recovering: {
      on: {
        'submit.ask': {},
        'reply.placed': {
          target: 'placed',
          actions: assign({ pending: false, said: 'recoveredPlacedNow' }),
        },
        'reply.replayed': {
          target: 'placed',
          actions: assign({ pending: false, said: 'recoveredPlaced' }),
        },
        'reply.priceUp': { target: 'refused', actions: assign({ pending: false }) },
        'reply.point': { target: 'refused', actions: assign({ pending: false }) },
        'reply.refused': { target: 'refused', actions: assign({ pending: false }) },
        'reply.unreachable': 'unreachable',
        'reply.throttled': 'throttled',
      },
    },
  },
});

const REPLY_OUTCOME: Record<string, ConfirmOutcome> = {
  'reply.placed': OUTCOMES.placed,
  'reply.replayed': OUTCOMES.replayed,
  'reply.priceUp': OUTCOMES.priceUp,
  'reply.point': OUTCOMES.point,
  'reply.refused': OUTCOMES.refused,
  'reply.unreachable': OUTCOMES.unreachable,
  'reply.throttled': { kind: 'throttled', retryAfterS: 3 },
};

describe('placeBetMachine: every path of the flow (createTestModel)', () => {
  const model = createTestModel(flowModel);
  // The shortest way to every distinct state of the flow (value and the settings it depends on).
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('walks to every state of the flow', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual([
      '"changed"',
      '"placed"',
      '"placing"',
      '"ready"',
      '"recovering"',
      '"refused"',
      '"throttled"',
      '"unconfirmed"',
      '"unreachable"',
    ]);
  });

  it('counts the distinct states of the flow (value and settings) and the shortest paths the walk takes to them', () => {
    const states = new Set(
      paths.map((path) => JSON.stringify([path.state.value, path.state.context])),
    );
    // 9 states, with the settings that change what follows them; some reached two shortest ways.
    expect([states.size, paths.length]).toEqual(PATH_COUNT);
  });

  for (const path of paths) {
    it(path.description, async () => {
      // The server's wait runs on a clock the walk moves ('wait').
      vi.useFakeTimers();
      const sut = createSut();
      const reply = async (type: string) => {
        const outcome = REPLY_OUTCOME[type];
        if (outcome === undefined) throw new Error(type);
        sut.calls.at(-1)?.resolve(outcome);
        await flush();
      };
      const inState = (value: string) => () => expect(sut.actor.getSnapshot().value).toBe(value);
      await path.test({
        states: {
          ready: inState('ready'),
          recovering: () => {
            inState('recovering')();
            // Asked for again under the key held, never a new one.
            expect(sut.calls.at(-1)?.key).toBe(sut.actor.getSnapshot().context.key);
          },
          throttled: () => {
            inState('throttled')();
            expect(sut.actor.getSnapshot().context.throttledMs).toBe(3_000);
          },
          placing: () => {
            expect(sut.actor.getSnapshot().value).toBe('placing');
            // The confirm in flight carries the key the machine holds.
            expect(sut.calls.at(-1)?.key).toBe(sut.actor.getSnapshot().context.key);
          },
          placed: (state) => {
            inState('placed')();
            // Said as placed now or placed by an earlier request (the replay header), and as the
            // bet found after a reload or not: exactly one of the four, never another.
            const said = state.context.said as Exclude<FlowContext['said'], 'none'>;
            const all = [
              'betPlaced',
              'placedEarlier',
              'recoveredPlaced',
              'recoveredPlacedNow',
            ] as const;
            for (const name of all)
              expect(sut.effects[name].mock.calls.length > 0, name).toBe(name === said);
          },
          unconfirmed: () => {
            inState('unconfirmed')();
            // The member is told; the key is kept for a send under it.
            expect(sut.effects.toldUnconfirmed).toHaveBeenCalled();
            expect(sut.actor.getSnapshot().context.keyPending).toBe(true);
          },
          changed: () => {
            inState('changed')();
            expect(sut.effects.pickErrorsArrived).toHaveBeenCalled();
          },
          refused: (state) => {
            inState('refused')();
            if (state.context.recovered) expect(sut.effects.recoveredNotPlaced).toHaveBeenCalled();
            else expect(sut.effects.alertMessage).toHaveBeenLastCalledWith('Insufficient balance');
          },
          unreachable: () => {
            inState('unreachable')();
            expect(sut.actor.getSnapshot().context.keyPending).toBe(true);
            expect(sut.effects.alertUnreachable).toHaveBeenLastCalledWith(
              OUTCOMES.unreachable.message,
            );
          },
        },
        events: {
          'submit.ask': async () => {
            const before = sut.calls.length;
            const snapshot = sut.actor.getSnapshot();
            const held = ['placing', 'recovering', 'throttled'].some((value) =>
              snapshot.matches(value as 'placing'),
            );
            placeWith(sut.actor, 'ask');
            await flush();
            // Double click: no second confirm while one is in flight, none during the server's wait.
            expect(sut.calls.length).toBe(held ? before : before + 1);
          },
          recover: async () => {
            sut.actor.send({
              type: 'bet.recover',
              body: BODY,
              key: STORED_KEY,
              sentAt: Date.now(),
            });
            await flush();
            // Within the window: asked for again at once, under the stored key.
            expect(sut.calls.at(-1)?.key).toBe(STORED_KEY);
          },
          'recover.late': async () => {
            const before = sut.calls.length;
            const sentAt = Date.now() - CONFIRM_RECOVERY_WINDOW_MS - 1;
            sut.actor.send({ type: 'bet.recover', body: BODY, key: STORED_KEY, sentAt });
            await flush();
            // Nothing goes out by itself past the window.
            expect(sut.calls.length).toBe(before);
          },
          window: async () => {
            const before = sut.calls.length;
            await vi.advanceTimersByTimeAsync(CONFIRM_RECOVERY_WINDOW_MS);
            expect(sut.calls.length).toBe(before);
          },
          online: async () => {
            const before = sut.calls.length;
            const key = sut.actor.getSnapshot().context.key;
            const held = sut.actor.getSnapshot().matches('unconfirmed');
            sut.actor.send({ type: 'network.online' });
            await flush();
            // Within the window the same key goes again; past it, nothing.
            if (held) expect(sut.calls.length).toBe(before);
            else expect(sut.calls.at(-1)?.key).toBe(key);
          },
          resend: async () => {
            const key = sut.actor.getSnapshot().context.key;
            sut.actor.send({ type: 'bet.resend' });
            await flush();
            expect(sut.calls.at(-1)?.key).toBe(key);
          },
          wait: async () => {
            const before = sut.calls.length;
            const key = sut.actor.getSnapshot().context.key;
            await vi.advanceTimersByTimeAsync(3_000);
            // After the wait an unknown confirm is asked again under its key; a new one is not.
            if (sut.actor.getSnapshot().matches('placing')) expect(sut.calls.at(-1)?.key).toBe(key);
            else expect(sut.calls.length).toBe(before);
          },
          'submit.any': async () => {
            placeWith(sut.actor, 'any');
            await flush();
          },
          retry: async () => {
            const key = sut.calls.at(-1)?.key;
            sut.actor.send({ type: 'bet.retry' });
            await flush();
            // Nothing is placed twice: the retry goes under the same key.
            expect(sut.calls.at(-1)?.key).toBe(key);
          },
          dismiss: () => {
            sut.actor.send({ type: 'bet.dismiss' });
          },
          'reply.placed': ({ event }) => reply(event.type),
          // Only a confirm whose first answer was lost is answered from its stored key.
          'reply.replayed': async ({ event }) => {
            const snapshot = sut.actor.getSnapshot();
            if (snapshot.matches('placing') && !snapshot.context.keyPending) return;
            await reply(event.type);
          },
          'reply.priceUp': ({ event }) => reply(event.type),
          'reply.point': ({ event }) => reply(event.type),
          'reply.refused': ({ event }) => reply(event.type),
          'reply.unreachable': ({ event }) => reply(event.type),
          'reply.throttled': ({ event }) => reply(event.type),
        },
      });
    });
  }
});

describe('placeBetMachine: nothing is placed twice', () => {
  it('ignores a second submit while placing (double click)', async () => {
    const { actor, calls } = createSut();
    placeWith(actor, 'ask');
    placeWith(actor, 'ask');
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('retries an unanswered confirm with the SAME key, and a submit of the same body too', async () => {
    const { actor, calls } = createSut();
    placeWith(actor, 'ask');
    await flush();
    calls[0]!.resolve(OUTCOMES.unreachable);
    await flush();
    expect(actor.getSnapshot().value).toBe('unreachable');
    actor.send({ type: 'bet.retry' });
    await flush();
    expect(calls[1]!.key).toBe(calls[0]!.key);
    calls[1]!.resolve(OUTCOMES.unreachable);
    await flush();
    placeWith(actor, 'ask');
    await flush();
    expect(calls[2]!.key).toBe(calls[0]!.key);
    expect(calls[2]!.body).toEqual(calls[0]!.body);
  });

  it('gives a changed body a new key', async () => {
    const { actor, calls } = createSut();
    placeWith(actor, 'ask');
    await flush();
    calls[0]!.resolve(OUTCOMES.unreachable);
    await flush();
    placeWith(actor, 'ask', { ...BODY, stake: 600 });
    await flush();
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });

  it('gives a new bet after a placed one a new key', async () => {
    const { actor, calls } = createSut();
    placeWith(actor, 'ask');
    await flush();
    calls[0]!.resolve(OUTCOMES.placed);
    await flush();
    placeWith(actor, 'ask');
    await flush();
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
  });
});

describe('placeBetMachine: when odds change', () => {
  it('ask me: shows the new price and waits for the member', async () => {
    const { actor, calls, effects } = createSut();
    placeWith(actor, 'ask');
    await flush();
    calls[0]!.resolve(OUTCOMES.priceUp);
    await flush();
    expect(actor.getSnapshot().value).toBe('changed');
    expect(effects.pickErrorsArrived).toHaveBeenCalledWith([PRICE_UP]);
    expect(calls).toHaveLength(1);
  });

  it('accept higher: confirms once more by itself at the new price, and says so', async () => {
    const { actor, calls, effects } = createSut();
    placeWith(actor, 'higher');
    await flush();
    calls[0]!.resolve(OUTCOMES.priceUp);
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.ticket.item[0]!.price).toBe(0.95);
    expect(calls[1]!.key).not.toBe(calls[0]!.key);
    expect(effects.autoAcceptedPrices).toHaveBeenCalledTimes(1);
    // A second move is not chased: the member decides.
    calls[1]!.resolve({
      kind: 'pickErrors',
      errors: [{ ...PRICE_UP, price_old: 0.95, price_new: 0.97 }],
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('changed');
    expect(calls).toHaveLength(2);
  });

  it('accept higher does not take a lower price; a score change always asks', () => {
    expect(acceptsNewPrices('higher', BODY, [PRICE_DOWN])).toBe(false);
    expect(acceptsNewPrices('any', BODY, [PRICE_DOWN])).toBe(true);
    expect(acceptsNewPrices('any', BODY, [PRICE_UP, POINT])).toBe(false);
    expect(acceptsNewPrices('ask', BODY, [PRICE_UP])).toBe(false);
  });

  it('compares Malay prices by what they pay: -0.95 pays more than 0.9, -0.8 more than -0.95', () => {
    expect(returnPerUnit(-0.95, false)).toBeGreaterThan(returnPerUnit(0.9, false));
    expect(returnPerUnit(-0.8, false)).toBeGreaterThan(returnPerUnit(-0.95, false));
    expect(returnPerUnit(2.1, true)).toBe(2.1);
  });

  it('re-prices a parlay body and its combined odds', () => {
    const parlay: ConfirmBody = {
      ...BODY,
      action_type: 'mix',
      mainbet: 6,
      ticket: {
        odds_type: 'EU',
        odds_total: 4,
        item: [
          { ...BODY.ticket.item[0]!, price: 2 },
          { ...BODY.ticket.item[0]!, event_id: 2, odd_id: 12, price: 2 },
        ],
      },
    };
    const repriced = withNewPrices(parlay, [
      { odd_id: 12, type_error: 'price', price_old: 2, price_new: 2.5 },
    ]);
    expect(repriced.ticket.item.map((item) => item.price)).toEqual([2, 2.5]);
    expect(repriced.ticket.odds_total).toBeCloseTo(5);
  });
});

/** A mix of two picks at 2.0 each (combined 4.0); max payout 40,000 caps the stake at 10,000. */
const PARLAY: ConfirmBody = {
  ...BODY,
  stake: 10000,
  action_type: 'mix',
  mainbet: 6,
  ticket: {
    odds_type: 'EU',
    odds_total: 4,
    item: [
      { ...BODY.ticket.item[0]!, price: 2 },
      { ...BODY.ticket.item[0]!, event_id: 2, odd_id: 12, price: 2 },
    ],
  },
};
const PARLAY_LIMITS = [
  { min_bet: 50, max_bet: 50000, max_pay_bill_sport: 40000 },
  { min_bet: 100, max_bet: 50000, max_pay_bill_sport: 80000 },
];

describe('placeBetMachine: the canPlaceBet guard (Place only for a stake within the limits of the ticket)', () => {
  it.each<[string, ConfirmBody, readonly (typeof LIMITS)[number][]]>([
    ['a stake below min', { ...BODY, stake: 99 }, LIMITS],
    ['a stake above max', { ...BODY, stake: 20001 }, LIMITS],
    [
      'a parlay of one pick',
      { ...PARLAY, ticket: { ...PARLAY.ticket, item: PARLAY.ticket.item.slice(0, 1) } },
      PARLAY_LIMITS.slice(0, 1),
    ],
    [
      'a parlay over its max payout (10,001 x 4.0 > 40,000)',
      { ...PARLAY, stake: 10001 },
      PARLAY_LIMITS,
    ],
    ['limits that do not match the picks', BODY, []],
  ])('sends nothing for %s', async (_, body, limits) => {
    const { actor, calls } = createSut();
    const event: PlaceBetEvent = { type: 'bet.submit', body, limits };
    expect(actor.getSnapshot().can(event)).toBe(false);
    actor.send(event);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toHaveLength(0);
  });

  it('takes a stake at min and at max, and says so through snapshot.can', async () => {
    for (const stake of [100, 20000]) {
      const { actor, calls } = createSut();
      const event = submit({ ...BODY, stake });
      expect(actor.getSnapshot().can(event)).toBe(true);
      actor.send(event);
      await flush();
      expect(calls).toHaveLength(1);
      // While placing nothing more is taken: the button reads this to disable itself.
      expect(actor.getSnapshot().can(event)).toBe(false);
    }
  });

  it('does not re-confirm by itself at new prices the stake no longer fits', async () => {
    const { actor, calls, effects } = createSut();
    actor.send({ type: 'bet.policy', policy: 'any' });
    actor.send({ type: 'bet.submit', body: PARLAY, limits: PARLAY_LIMITS });
    await flush();
    // 2.0 -> 2.5: combined 5.0, max 40,000 / 5 = 8,000 < the 10,000 staked.
    const moved: PickError = { odd_id: 12, type_error: 'price', price_old: 2, price_new: 2.5 };
    calls[0]!.resolve({ kind: 'pickErrors', errors: [moved] });
    await flush();
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('changed');
    expect(effects.pickErrorsArrived).toHaveBeenCalledWith([moved]);
    expect(effects.autoAcceptedPrices).not.toHaveBeenCalled();
  });

  it('re-confirms by itself at new prices the stake still fits', async () => {
    const { actor, calls } = createSut();
    actor.send({ type: 'bet.policy', policy: 'any' });
    actor.send({ type: 'bet.submit', body: { ...PARLAY, stake: 5000 }, limits: PARLAY_LIMITS });
    await flush();
    calls[0]!.resolve({
      kind: 'pickErrors',
      errors: [{ odd_id: 12, type_error: 'price', price_old: 2, price_new: 2.5 }],
    });
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.ticket.odds_total).toBeCloseTo(5);
  });
});

describe('placeBetMachine: the "when odds change" setting', () => {
  it('is the machine’s: changed in any state, told to the UI to keep, taken by the next bet only', async () => {
    const stored: OddsChangePolicy[] = [];
    const calls: { resolve(outcome: ConfirmOutcome): void }[] = [];
    const actor = createActor(
      placeBetMachine.provide({
        actors: {
          confirmBet: fromPromise<ConfirmOutcome, { body: ConfirmBody; key: string }>(
            () => new Promise((resolve) => calls.push({ resolve })),
          ),
        },
        actions: { storePolicy: (_, policy) => stored.push(policy) },
      }),
    ).start();
    expect(actor.getSnapshot().context.setting).toBe('ask');
    placeWith(actor, 'ask');
    await flush();
    expect(actor.getSnapshot().value).toBe('placing');
    // Changed while a bet is out: kept for the next one, the bet in flight keeps 'ask'.
    actor.send({ type: 'bet.policy', policy: 'any' });
    expect(actor.getSnapshot().context).toMatchObject({ setting: 'any', policy: 'ask' });
    expect(stored).toEqual(['ask', 'any']);
    calls[0]!.resolve(OUTCOMES.priceUp);
    await flush();
    // 'ask' when it went out: the member is asked, nothing is confirmed again by itself.
    expect(actor.getSnapshot().value).toBe('changed');
    expect(calls).toHaveLength(1);
    actor.send(submit());
    await flush();
    expect(actor.getSnapshot().context.policy).toBe('any');
  });
});

describe('placeBetMachine: bet.placed for its listeners', () => {
  it('announces each placed bet, new or found after a reload, and nothing else', async () => {
    const sut = createSut();
    const placed: number[] = [];
    sut.actor.on('bet.placed', (event) => placed.push(event.ticketId));
    placeWith(sut.actor, 'ask');
    await flush();
    sut.calls.at(-1)!.resolve(OUTCOMES.refused);
    await flush();
    sut.actor.send({ type: 'bet.dismiss' });
    placeWith(sut.actor, 'ask');
    await flush();
    sut.calls.at(-1)!.resolve(OUTCOMES.placed);
    await flush();
    expect(placed).toEqual([OUTCOMES.placed.ticketId]);
    const later = createSut();
    const found: number[] = [];
    later.actor.on('bet.placed', (event) => found.push(event.ticketId));
    later.actor.send({ type: 'bet.recover', body: BODY, key: STORED_KEY, sentAt: Date.now() });
    await flush();
    later.calls.at(-1)!.resolve({ kind: 'placed', ticketId: 7, balance: 1, replayed: true });
    await flush();
    expect(found).toEqual([7]);
  });
});
