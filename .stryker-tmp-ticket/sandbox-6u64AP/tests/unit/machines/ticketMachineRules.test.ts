// @ts-nocheck
// Found by mutation testing of machines/ticketMachine.ts: what a caller of the ticket's rules and
// of the machine sees at the edges the other ticket tests leave open.
import type { BetType } from '@contract/wire';
import { recheckRequest } from '@src/shared/ticket/request';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  applyPickErrors,
  bannerOf,
  followPicks,
  isPickOnTicket,
  picksToFollow,
  pickKey,
  ticketMachine,
  wantFollow,
} from '@machines/ticketMachine';
import type { CallOutcome } from '@machines/memberTypes';
import type { FollowedPick, PickRequest, TicketPick } from '@machines/ticketTypes';
import { ticketPick, ticketSettled } from '@tests/fixtures/ticketPick';

const A = ticketPick({ event_id: 1, id: 10, odd_id: 10, price: 1.9, price_before: 1.9 });
const B = ticketPick({ event_id: 2, id: 20, odd_id: 20, price: 1.8, price_before: 1.8 });

function answered(pick: TicketPick, data: TicketPick | null): FollowedPick {
  return { key: pickKey(pick), outcome: { ok: true, data } };
}

function requestOf(pick: TicketPick, betType: BetType): PickRequest {
  return recheckRequest(betType, pick);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('followPicks at its edges', () => {
  it('a pick already closed and still answered nothing is the same object (nothing renders again)', () => {
    const closed = { ...A, closed: true };
    const [again] = followPicks([closed], [answered(closed, null)]);
    expect(again).toBe(closed);
    const [first] = followPicks([A], [answered(A, null)]);
    expect(first).not.toBe(A);
    expect(first).toEqual({ ...A, closed: true });
  });

  it('a score or live flag that moves alone is taken', () => {
    const [scored] = followPicks([A], [answered(A, { ...A, a_score: '1' })]);
    expect(scored?.a_score).toBe('1');
    const [live] = followPicks([A], [answered(A, { ...A, is_live: 1 })]);
    expect(live?.is_live).toBe(1);
    const [home] = followPicks([A], [answered(A, { ...A, h_score: '2' })]);
    expect(home?.h_score).toBe('2');
  });
});

describe('what a follow asks for', () => {
  it('no event named, or every pick already wanted: every pick', () => {
    expect(wantFollow(null, undefined)).toBe('all');
    expect(wantFollow([1], undefined)).toBe('all');
    expect(wantFollow('all', [2])).toBe('all');
  });

  it('named events add to those wanted, each once', () => {
    expect(wantFollow(null, [3])).toEqual([3]);
    expect(wantFollow([1, 2], [2, 3])).toEqual([1, 2, 3]);
  });

  it('the picks a wanted follow re-reads', () => {
    expect(picksToFollow([A, B], null)).toEqual([]);
    expect(picksToFollow([A, B], 'all')).toEqual([A, B]);
    expect(picksToFollow([A, B], [2, 9])).toEqual([B]);
  });
});

describe('pick errors and banner', () => {
  it('step/mix take every error, each on its own pick', () => {
    const [a, b] = applyPickErrors(
      'mix',
      [A, B],
      [
        { odd_id: 10, type_error: 'price', price_old: 1.9, price_new: 2 },
        { odd_id: 20, type_error: 'point', point_new: 0.75 },
      ],
    );
    expect(a).toMatchObject({ price: 2, price_before: 1.9, point: 0.5 });
    expect(b).toMatchObject({ price: 1.8, point: 0.75 });
  });

  it('step/mix: the banner follows the first error for a pick held, not the first of all', () => {
    expect(
      bannerOf(
        'mix',
        [A, B],
        [
          { odd_id: 99, type_error: 'point', point_new: 1 },
          { odd_id: 20, type_error: 'price', price_old: 1.8, price_new: 1.7 },
        ],
      ),
    ).toBe('price');
    expect(bannerOf('mix', [A], [{ odd_id: 99, type_error: 'point', point_new: 1 }])).toBeNull();
  });

  it('no error: no banner', () => {
    expect(bannerOf('sc', [A], [])).toBeNull();
    expect(bannerOf('mix', [A], [])).toBeNull();
  });

  it('a cell is active when any pick on the ticket is it, and only then', () => {
    const cell = { eventId: 2, marketType: 'Handicap', sortRowNo: 1, option: 'h' };
    expect(isPickOnTicket([A, B], cell)).toBe(true);
    expect(isPickOnTicket([A, B], { ...cell, eventId: 3 })).toBe(false);
    expect(isPickOnTicket([], cell)).toBe(false);
  });
});

describe('the ticket machine at its edges', () => {
  /** A ticket whose checks and re-reads are held until released, answering each pick as it is. */
  function heldTicket(betType: BetType = 'mix') {
    const followed: number[][] = [];
    let releaseCheck: (() => void) | null = null;
    let holdChecks = false;
    const actor = createActor(
      ticketMachine.provide({
        actors: {
          checkPick: fromPromise<CallOutcome<TicketPick | null>, PickRequest>(async ({ input }) => {
            if (holdChecks) await new Promise<void>((resolve) => (releaseCheck = resolve));
            return {
              ok: true,
              data: ticketPick({ event_id: input.eventId, id: input.id, odd_id: input.oddId }),
            };
          }),
          followPicks: fromPromise(
            async ({ input }: { input: { betType: BetType; picks: TicketPick[] } }) => {
              followed.push(input.picks.map((pick) => pick.event_id));
              return input.picks.map((pick) => answered(pick, pick));
            },
          ),
        },
        delays: { followGap: 0 },
      }),
      { input: { betType } },
    ).start();
    const settled = () => ticketSettled(actor);
    return {
      actor,
      followed,
      settled,
      holdChecks: () => {
        holdChecks = true;
      },
      releaseCheck: () => {
        holdChecks = false;
        releaseCheck?.();
      },
    };
  }

  it('starts empty: no pick, stake, banner, queue or follow', () => {
    const { actor } = heldTicket('step');
    expect(actor.getSnapshot().context).toEqual({
      betType: 'step',
      picks: [],
      stake: null,
      banner: null,
      queue: [],
      followWanted: null,
      following: [],
    });
  });

  it('keeps the stake typed', () => {
    const { actor } = heldTicket();
    actor.send({ type: 'ticket.stake', stake: 250 });
    expect(actor.getSnapshot().context.stake).toBe(250);
    actor.send({ type: 'ticket.stake', stake: null });
    expect(actor.getSnapshot().context.stake).toBeNull();
  });

  it('a follow while the ticket is empty is not kept for the pick being checked', async () => {
    const { actor, followed, settled, holdChecks, releaseCheck } = heldTicket();
    holdChecks();
    actor.send({ type: 'ticket.add', request: requestOf(A, 'mix') });
    await waitFor(actor, (snapshot) => snapshot.matches('checking'));
    actor.send({ type: 'ticket.follow' });
    releaseCheck();
    await settled();
    expect(actor.getSnapshot().context.picks).toHaveLength(1);
    expect(followed).toEqual([]);
  });

  it('a follow for events no pick is on is dropped, not kept for a pick added later', async () => {
    const { actor, followed, settled } = heldTicket();
    actor.send({ type: 'ticket.add', request: requestOf(A, 'mix') });
    await settled();
    actor.send({ type: 'ticket.follow', eventIds: [2] });
    await settled();
    expect(actor.getSnapshot().context.followWanted).toBeNull();
    actor.send({ type: 'ticket.add', request: requestOf(B, 'mix') });
    await settled();
    expect(actor.getSnapshot().context.picks.map((pick) => pick.event_id)).toEqual([1, 2]);
    expect(followed).toEqual([]);
  });

  it('without its endpoint actors provided, a check fails with a message naming the missing actor', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(ticketMachine, { input: { betType: 'sc' } }).start();
    actor.send({ type: 'ticket.add', request: requestOf(A, 'sc') });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('idle') && snapshot.context.queue.length === 0,
    );
    expect(actor.getSnapshot().context.picks).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(
        /^ticket: the pick could not be checked: .*"checkPick" actor must be provided/,
      ),
    );
  });

  it('without its endpoint actors provided, a follow fails and leaves the picks as they were', async () => {
    const actor = createActor(
      ticketMachine.provide({
        actors: {
          checkPick: fromPromise<CallOutcome<TicketPick | null>, PickRequest>(async () => ({
            ok: true,
            data: A,
          })),
        },
        delays: { followGap: 0 },
      }),
      { input: { betType: 'sc' } },
    ).start();
    actor.send({ type: 'ticket.add', request: requestOf(A, 'sc') });
    await waitFor(actor, (snapshot) => snapshot.context.picks.length === 1);
    const failures: unknown[] = [];
    actor.subscribe({ error: (failure) => failures.push(failure) });
    actor.send({ type: 'ticket.follow' });
    await waitFor(actor, (snapshot) => snapshot.matches('resting'));
    expect(actor.getSnapshot().context.picks).toEqual([A]);
    expect(failures).toEqual([]);
  });

  it('a check that fails says why: the endpoint’s message', async () => {
    const alertCheckFailed = vi.fn();
    const actor = createActor(
      ticketMachine.provide({
        actors: {
          checkPick: fromPromise<CallOutcome<TicketPick | null>, PickRequest>(async () => ({
            ok: false,
            unauthorized: false,
            message: 'gateway down',
          })),
        },
        actions: { alertCheckFailed },
      }),
      { input: { betType: 'sc' } },
    ).start();
    actor.send({ type: 'ticket.add', request: requestOf(A, 'sc') });
    await waitFor(
      actor,
      (snapshot) => snapshot.matches('idle') && snapshot.context.queue.length === 0,
    );
    expect(alertCheckFailed).toHaveBeenCalledTimes(1);
    expect(alertCheckFailed.mock.calls[0]?.[1]).toBe('gateway down');
    expect(actor.getSnapshot().context.picks).toEqual([]);
  });
});
