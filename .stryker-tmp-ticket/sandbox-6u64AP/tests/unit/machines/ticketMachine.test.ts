// @ts-nocheck
import type { BetType } from '@contract/wire';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  applyPickErrors,
  bannerOf,
  followPicks,
  isPickOnTicket,
  pickKey,
  ticketMachine,
} from '@machines/ticketMachine';
import type { CallOutcome } from '@machines/memberTypes';
import { confirmBody } from '@src/shared/ticket/request';
import type { PickRequest, TicketPick } from '@machines/ticketTypes';

function request(
  eventId: number,
  oddId: number,
  betType: BetType = 'mix',
  option: 'h' | 'a' = 'h',
): PickRequest {
  return {
    betType,
    eventId,
    sortRowNo: 1,
    marketType: 'Handicap',
    option,
    inWho: '1',
    point: 0.5,
    id: oddId,
    oddId,
    odd: 1.9,
    sportTypeId: 1,
    oddsType: 'EU',
    leagueNameEn: '',
    leagueNameTh: '',
  };
}

function pickOf(req: PickRequest, price = req.odd): TicketPick {
  return {
    sortRowNo: req.sortRowNo,
    league_name_en: 'EPL',
    league_name_th: 'อังกฤษ',
    market_type: req.marketType,
    in_who: req.inWho,
    point: req.point,
    event_id: req.eventId,
    id: req.id,
    odd_id: req.oddId,
    option: req.option,
    price,
    price_before: req.odd,
    bet_choice: 'Home',
    h_score: '0',
    a_score: '0',
    is_live: 0,
    min_bet: 20,
    max_bet: 10000,
    max_pay_bill_sport: 50000,
    home_en: 'A',
    home_th: 'เอ',
    away_en: 'B',
    away_th: 'บี',
    sport_type_id: 1,
    odds_type: req.oddsType,
  };
}

/** A ticket whose endpoint answers every pick open, except the event ids listed as closed. */
function startTicket(betType: BetType, closed: number[] = []) {
  const alertClosedPick = vi.fn();
  const checked: PickRequest[] = [];
  const actor = createActor(
    ticketMachine.provide({
      actors: {
        checkPick: fromPromise<CallOutcome<TicketPick | null>, PickRequest>(async ({ input }) => {
          checked.push(input);
          return { ok: true, data: closed.includes(input.eventId) ? null : pickOf(input) };
        }),
      },
      actions: { alertClosedPick },
    }),
    { input: { betType } },
  ).start();
  const settled = () =>
    waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.queue.length === 0);
  return { actor, alertClosedPick, checked, settled };
}

describe('ticketMachine', () => {
  it('adds every pick clicked in a row, each checked with the ticket endpoint', async () => {
    const { actor, checked, settled } = startTicket('mix');
    actor.send({ type: 'ticket.add', request: request(1, 11) });
    actor.send({ type: 'ticket.add', request: request(2, 21) });
    actor.send({ type: 'ticket.add', request: request(3, 31) });
    await settled();
    expect(actor.getSnapshot().context.picks.map((pick) => pick.event_id)).toEqual([1, 2, 3]);
    expect(checked).toHaveLength(3);
  });

  it('keeps one pick per event in step/mix: the new pick replaces the old', async () => {
    const { actor, settled } = startTicket('step', []);
    actor.send({ type: 'ticket.add', request: request(1, 11, 'step') });
    actor.send({ type: 'ticket.add', request: request(2, 21, 'step') });
    actor.send({ type: 'ticket.add', request: request(1, 11, 'step', 'a') });
    await settled();
    const picks = actor.getSnapshot().context.picks;
    expect(picks.map((pick) => [pick.event_id, pick.option])).toEqual([
      [2, 'h'],
      [1, 'a'],
    ]);
  });

  it('a single holds one pick: a new one replaces it', async () => {
    const { actor, settled } = startTicket('sc');
    actor.send({ type: 'ticket.add', request: request(1, 11, 'sc') });
    actor.send({ type: 'ticket.add', request: request(2, 21, 'sc') });
    await settled();
    expect(actor.getSnapshot().context.picks.map((pick) => pick.event_id)).toEqual([2]);
  });

  it('a closed pick alerts and adds nothing', async () => {
    const { actor, alertClosedPick, settled } = startTicket('mix', [2]);
    actor.send({ type: 'ticket.add', request: request(1, 11) });
    actor.send({ type: 'ticket.add', request: request(2, 21) });
    await settled();
    expect(alertClosedPick).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.picks.map((pick) => pick.event_id)).toEqual([1]);
  });

  it('switching tab clears the ticket only when the bet type changes', async () => {
    const { actor, settled } = startTicket('mix');
    actor.send({ type: 'ticket.add', request: request(1, 11) });
    await settled();
    actor.send({ type: 'ticket.stake', stake: 500 });
    actor.send({ type: 'ticket.betType', betType: 'mix' });
    expect(actor.getSnapshot().context.picks).toHaveLength(1);
    actor.send({ type: 'ticket.betType', betType: 'sc' });
    expect(actor.getSnapshot().context).toMatchObject({ betType: 'sc', picks: [], stake: null });
  });

  it('drops a click made under the previous bet type', async () => {
    const { actor, checked, settled } = startTicket('mix');
    actor.send({ type: 'ticket.betType', betType: 'sc' });
    actor.send({ type: 'ticket.add', request: request(1, 11, 'mix') });
    await settled();
    expect(checked).toHaveLength(0);
    expect(actor.getSnapshot().context.picks).toEqual([]);
  });

  it('removes a pick and clears everything on ticket.clear', async () => {
    const { actor, settled } = startTicket('mix');
    actor.send({ type: 'ticket.add', request: request(1, 11) });
    actor.send({ type: 'ticket.add', request: request(2, 21) });
    await settled();
    actor.send({ type: 'ticket.remove', eventId: 1 });
    expect(actor.getSnapshot().context.picks.map((pick) => pick.event_id)).toEqual([2]);
    actor.send({ type: 'ticket.clear' });
    expect(actor.getSnapshot().context.picks).toEqual([]);
  });

  it('takes the new price of a refused confirm and shows the price banner', async () => {
    const { actor, settled } = startTicket('mix');
    actor.send({ type: 'ticket.add', request: request(1, 11) });
    actor.send({ type: 'ticket.add', request: request(2, 21) });
    await settled();
    actor.send({
      type: 'ticket.pickErrors',
      errors: [{ odd_id: 21, type_error: 'price', price_old: 1.9, price_new: 1.8 }],
    });
    const { picks, banner } = actor.getSnapshot().context;
    expect(banner).toBe('price');
    expect(picks[0]).toMatchObject({ price: 1.9, price_before: 1.9 });
    expect(picks[1]).toMatchObject({ price: 1.8, price_before: 1.9 });
  });
});

describe('ticket rules', () => {
  const a = pickOf(request(1, 11));
  const b = pickOf(request(2, 21));

  it('a single takes the first error only, whatever its odd_id', () => {
    const updated = applyPickErrors(
      'sc',
      [a],
      [
        { odd_id: 999, type_error: 'point', point_new: 1 },
        { odd_id: 11, type_error: 'price', price_old: 1.9, price_new: 2 },
      ],
    );
    expect(updated[0]).toMatchObject({ point: 1, price: 1.9 });
    expect(bannerOf('sc', [a], [{ odd_id: 999, type_error: 'point', point_new: 1 }])).toBe('point');
  });

  it('step/mix match errors to picks by odd_id', () => {
    const updated = applyPickErrors(
      'mix',
      [a, b],
      [{ odd_id: 11, type_error: 'point', point_new: 0.75 }],
    );
    expect(updated.map((pick) => pick.point)).toEqual([0.75, 0.5]);
  });

  it('a price cell is active when event, market, row and option match', () => {
    const cell = { eventId: 1, marketType: 'Handicap', sortRowNo: 1, option: 'h' };
    expect(isPickOnTicket([a], cell)).toBe(true);
    expect(isPickOnTicket([a], { ...cell, option: 'a' })).toBe(false);
    expect(isPickOnTicket([a], { ...cell, sortRowNo: 2 })).toBe(false);
    expect(isPickOnTicket([a], { ...cell, marketType: 'OverUnder' })).toBe(false);
  });
});

describe('the ticket follows the market', () => {
  /** A ticket whose endpoint answers from `market`: a pick per event id, null when closed. */
  function followingTicket(betType: BetType) {
    const market = new Map<number, TicketPick | null | 'fail'>();
    const followCalls: number[][] = [];
    let release: (() => void) | null = null;
    let hold = false;
    const answer = (pick: TicketPick): CallOutcome<TicketPick | null> => {
      const now = market.get(pick.event_id);
      if (now === 'fail') return { ok: false, unauthorized: false, message: 'network' };
      return { ok: true, data: now === undefined ? pick : now };
    };
    const actor = createActor(
      ticketMachine.provide({
        actors: {
          checkPick: fromPromise<CallOutcome<TicketPick | null>, PickRequest>(
            async ({ input }) => ({
              ok: true,
              data: pickOf(input),
            }),
          ),
          followPicks: fromPromise(
            async ({ input }: { input: { betType: BetType; picks: TicketPick[] } }) => {
              followCalls.push(input.picks.map((pick) => pick.event_id));
              if (hold) await new Promise<void>((resolve) => (release = resolve));
              return input.picks.map((pick) => ({
                key: pickKey(pick),
                outcome: answer(pick),
              }));
            },
          ),
        },
        delays: { followGap: 0 },
      }),
      { input: { betType } },
    ).start();
    const settled = () =>
      waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.queue.length === 0);
    const holdNext = () => {
      hold = true;
    };
    const releaseHeld = () => {
      hold = false;
      release?.();
    };
    return { actor, market, followCalls, settled, holdNext, releaseHeld };
  }
  const picksOf = (actor: { getSnapshot(): { context: { picks: TicketPick[] } } }) =>
    actor.getSnapshot().context.picks;

  it('a moved price shows the old one beside it, and the confirm would carry the new one', async () => {
    const { actor, market, settled } = followingTicket('sc');
    actor.send({ type: 'ticket.add', request: { ...request(1, 11, 'sc'), odd: 0.84 } });
    await settled();
    market.set(1, { ...pickOf(request(1, 11, 'sc')), price: 0.91, h_score: '1' });
    actor.send({ type: 'ticket.follow' });
    await settled();
    expect(picksOf(actor)[0]).toMatchObject({ price: 0.91, price_before: 0.84, h_score: '1' });
    // The confirm built from the ticket now carries the new price and score, never the old ones.
    const body = confirmBody(picksOf(actor), {
      betType: 'sc',
      stake: 100,
      device: 'pc',
      tableType: 'f-line',
    });
    expect(body.ticket.item).toHaveLength(1);
    expect(body.ticket.item[0]).toMatchObject({ price: 0.91, h_score: '1' });
    expect(body.ticket.odds_total).toBe(0.91);
    // Nothing moved on the next refresh: the same pick object (nothing re-renders), still 0.84 -> 0.91.
    const held = picksOf(actor)[0];
    market.set(1, { ...pickOf(request(1, 11, 'sc')), price: 0.91, h_score: '1' });
    actor.send({ type: 'ticket.follow' });
    await settled();
    expect(picksOf(actor)[0]).toBe(held);
  });

  it('a moved line keeps the line before; new limits are taken', async () => {
    const { actor, market, settled } = followingTicket('sc');
    actor.send({ type: 'ticket.add', request: request(1, 11, 'sc') });
    await settled();
    market.set(1, { ...pickOf(request(1, 11, 'sc')), point: 0.75, max_bet: 500 });
    actor.send({ type: 'ticket.follow' });
    await settled();
    expect(picksOf(actor)[0]).toMatchObject({ point: 0.75, point_before: 0.5, max_bet: 500 });
  });

  it('a pick the endpoint answers nothing for is marked closed, stays removable, and comes back when it reopens', async () => {
    const { actor, market, settled } = followingTicket('mix');
    actor.send({ type: 'ticket.add', request: request(1, 11) });
    actor.send({ type: 'ticket.add', request: request(2, 21) });
    await settled();
    market.set(2, null);
    actor.send({ type: 'ticket.follow' });
    await settled();
    expect(picksOf(actor).map((pick) => pick.closed === true)).toEqual([false, true]);

    market.delete(2);
    actor.send({ type: 'ticket.follow' });
    await settled();
    expect(picksOf(actor).map((pick) => pick.closed === true)).toEqual([false, false]);

    market.set(2, null);
    actor.send({ type: 'ticket.follow' });
    await settled();
    actor.send({ type: 'ticket.remove', eventId: 2 });
    expect(picksOf(actor).map((pick) => pick.event_id)).toEqual([1]);
  });

  it('a failed re-read leaves the pick as it was', async () => {
    const { actor, market, settled } = followingTicket('sc');
    actor.send({ type: 'ticket.add', request: request(1, 11, 'sc') });
    await settled();
    const before = picksOf(actor)[0];
    market.set(1, 'fail');
    actor.send({ type: 'ticket.follow' });
    await settled();
    expect(picksOf(actor)[0]).toBe(before);
  });

  it('one round at a time: follows during a re-read are gathered into one next round, clicks wait, a pick removed meanwhile stays out', async () => {
    const { actor, followCalls, settled, holdNext, releaseHeld } = followingTicket('mix');
    actor.send({ type: 'ticket.add', request: request(1, 11) });
    actor.send({ type: 'ticket.add', request: request(2, 21) });
    await settled();
    holdNext();
    actor.send({ type: 'ticket.follow' });
    expect(actor.getSnapshot().matches('following')).toBe(true);
    actor.send({ type: 'ticket.follow' });
    actor.send({ type: 'ticket.follow' });
    actor.send({ type: 'ticket.add', request: request(3, 31) });
    actor.send({ type: 'ticket.remove', eventId: 1 });
    releaseHeld();
    await settled();
    expect(followCalls).toEqual([
      [1, 2],
      [2, 3],
    ]);
    expect(picksOf(actor).map((pick) => pick.event_id)).toEqual([2, 3]);
  });

  it('a follow that names events re-reads only their picks', async () => {
    const { actor, followCalls, settled } = followingTicket('mix');
    for (const [event, odd] of [
      [1, 11],
      [2, 21],
      [3, 31],
    ] as const)
      actor.send({ type: 'ticket.add', request: request(event, odd) });
    await settled();
    actor.send({ type: 'ticket.follow', eventIds: [2, 99] });
    await settled();
    actor.send({ type: 'ticket.follow', eventIds: [99] });
    await settled();
    actor.send({ type: 'ticket.follow', eventIds: [] });
    await settled();
    expect(followCalls).toEqual([[2]]);
  });

  it('follows in a quick row wait for the gap and are read in one round', async () => {
    const { actor, followCalls, settled, holdNext, releaseHeld } = followingTicket('mix');
    actor.send({ type: 'ticket.add', request: request(1, 11) });
    actor.send({ type: 'ticket.add', request: request(2, 21) });
    actor.send({ type: 'ticket.add', request: request(3, 31) });
    await settled();
    holdNext();
    actor.send({ type: 'ticket.follow', eventIds: [1] });
    actor.send({ type: 'ticket.follow', eventIds: [2] });
    actor.send({ type: 'ticket.follow', eventIds: [3] });
    releaseHeld();
    await settled();
    expect(followCalls).toEqual([[1], [2, 3]]);
  });

  it('an empty ticket reads nothing', async () => {
    const { actor, followCalls } = followingTicket('sc');
    actor.send({ type: 'ticket.follow' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(followCalls).toEqual([]);
  });
});

describe('followPicks', () => {
  it('matches answers to picks by event, market row and side', () => {
    const a = pickOf(request(1, 11, 'mix', 'h'));
    const b = pickOf(request(1, 11, 'mix', 'a'));
    const moved = followPicks(
      [a, b],
      [{ key: pickKey(b), outcome: { ok: true, data: { ...b, price: 2.5 } } }],
    );
    expect(moved[0]).toBe(a);
    expect(moved[1]).toMatchObject({ price: 2.5, price_before: 1.9 });
  });
});
