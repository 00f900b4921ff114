import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  applyPickErrors,
  bannerOf,
  isPickOnTicket,
  ticketMachine,
} from '../../../machines/ticketMachine';
import type { CallOutcome } from '../../../machines/memberTypes';
import type { BetType, PickRequest, TicketPick } from '../../../machines/ticketTypes';

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
