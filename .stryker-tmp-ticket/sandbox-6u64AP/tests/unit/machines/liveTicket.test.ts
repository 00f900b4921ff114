// @ts-nocheck
// The two holes the live ticket could have, walked through every path that changes
// a held pick (a re-read, a refused confirm's pick errors, a reload's restore, the same price clicked
// again, the quick bet, which is the same single ticket). (a) A line that moves after the price moved
// must not lose the old price shown beside the new one. (b) Limits that move alone must reach the
// ticket, so Place (the place-bet machine's canPlaceBet guard over the submit the ticket would send)
// refuses a stake the server would refuse and takes one it would take.
import type { PickError } from '@contract/confirm';
import type { BetType } from '@contract/wire';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { pickKey, ticketMachine } from '@machines/ticketMachine';
import { placeBetMachine } from '@machines/placeBetMachine';
import type { CallOutcome } from '@machines/memberTypes';
import type { PickRequest, TicketPick } from '@machines/ticketTypes';
import { submitEventOf } from '@src/features/ticket/placeBetLogic';
import { recheckRequest } from '@src/shared/ticket/request';
import { ticketPick, ticketSettled } from '@tests/fixtures/ticketPick';

/** What the simulated market quotes for a pick now (the server's ticket endpoint reads it). */
interface Quote {
  price: number;
  point: number;
  min_bet: number;
  max_bet: number;
  max_pay_bill_sport: number;
}

/**
 * A ticket run as TicketProvider runs it: a click is checked and every re-read asks again through
 * recheckRequest, the endpoint answering from `market` and echoing the `odd` sent as price_before
 * (server/http/routes/odds.ts ticketPick).
 */
function liveTicket(betType: BetType = 'sc') {
  const market = new Map<number, Quote>();
  const answer = (request: PickRequest): CallOutcome<TicketPick | null> => {
    const quote = market.get(request.eventId);
    if (quote === undefined) return { ok: true, data: null };
    return {
      ok: true,
      data: ticketPick({
        event_id: request.eventId,
        id: request.id,
        odd_id: request.oddId,
        option: request.option,
        market_type: request.marketType,
        sortRowNo: request.sortRowNo,
        odds_type: request.oddsType,
        ...quote,
        price_before: request.odd,
        clicked_price: request.clickedPrice ?? request.odd,
      }),
    };
  };
  const actor = createActor(
    ticketMachine.provide({
      actors: {
        checkPick: fromPromise<CallOutcome<TicketPick | null>, PickRequest>(async ({ input }) =>
          answer(input),
        ),
        followPicks: fromPromise(
          async ({ input }: { input: { betType: BetType; picks: TicketPick[] } }) =>
            input.picks.map((pick) => ({
              key: pickKey(pick),
              outcome: answer(recheckRequest(input.betType, pick)),
            })),
        ),
      },
      delays: { followGap: 0 },
    }),
    { input: { betType } },
  ).start();
  const settled = () => ticketSettled(actor);
  const picks = () => actor.getSnapshot().context.picks;
  const pick = () => {
    const [first] = picks();
    if (first === undefined) throw new Error('no pick on the ticket');
    return first;
  };
  /** The member clicks the price of `eventId` as the board shows it now. */
  const click = async (eventId: number, oddId = eventId * 10) => {
    const quote = market.get(eventId);
    actor.send({
      type: 'ticket.add',
      request: {
        betType,
        eventId,
        sortRowNo: 1,
        marketType: 'Handicap',
        option: 'h',
        inWho: '1',
        point: quote?.point ?? 0.5,
        id: oddId,
        oddId,
        odd: quote?.price ?? 1.9,
        sportTypeId: 1,
        oddsType: 'EU',
        leagueNameEn: '',
        leagueNameTh: '',
      },
    });
    await settled();
  };
  const follow = async (eventIds?: number[]) => {
    actor.send(
      eventIds === undefined ? { type: 'ticket.follow' } : { type: 'ticket.follow', eventIds },
    );
    // A follow is read after a tick (the round starts from idle); wait for it to be done.
    await waitFor(actor, (snapshot) => snapshot.context.followWanted === null);
    await settled();
  };
  const move = (eventId: number, change: Partial<Quote>) => {
    const quote = market.get(eventId);
    if (quote === undefined) throw new Error(`no quote for ${eventId}`);
    market.set(eventId, { ...quote, ...change });
  };
  const refuse = (errors: PickError[]) => actor.send({ type: 'ticket.pickErrors', errors });
  /** Would Place take this stake now (the place-bet machine's own guard, as the button reads it)? */
  const placeTakes = (stake: number) => {
    const submit = submitEventOf(picks(), {
      betType,
      stake,
      device: 'pc',
      tableType: 'normal',
    });
    if (submit === null) return false;
    const placeBet = createActor(placeBetMachine).start();
    const takes = placeBet.getSnapshot().can(submit);
    placeBet.stop();
    return takes;
  };
  return { actor, market, click, follow, move, refuse, settled, pick, picks, placeTakes };
}

const QUOTE: Quote = {
  price: 1.9,
  point: 0.5,
  min_bet: 20,
  max_bet: 10_000,
  max_pay_bill_sport: 50_000,
};

describe('hole (a): the old price survives a line moving after the price', () => {
  it('re-reads: the price moves, then only the line: the old price is still shown beside the new one', async () => {
    const t = liveTicket();
    t.market.set(1, QUOTE);
    await t.click(1);
    t.move(1, { price: 2.05 });
    await t.follow([1]);
    expect([t.pick().price, t.pick().price_before]).toEqual([2.05, 1.9]);
    t.move(1, { point: 0.75 });
    await t.follow([1]);
    expect(t.pick()).toMatchObject({
      price: 2.05,
      price_before: 1.9,
      point: 0.75,
      point_before: 0.5,
    });
    // And the line moving back keeps it too; the price moving again replaces it with the last shown.
    t.move(1, { point: 0.5 });
    await t.follow();
    expect(t.pick()).toMatchObject({
      price: 2.05,
      price_before: 1.9,
      point: 0.5,
      point_before: 0.75,
    });
    t.move(1, { price: 2.1 });
    await t.follow();
    expect([t.pick().price, t.pick().price_before]).toEqual([2.1, 2.05]);
  });

  it('a refused confirm moves the price, a re-read then moves the line: the old price is kept', async () => {
    const t = liveTicket();
    t.market.set(1, QUOTE);
    await t.click(1);
    t.move(1, { price: 2.05 });
    t.refuse([{ odd_id: 10, type_error: 'price', price_old: 1.9, price_new: 2.05 }]);
    expect([t.pick().price, t.pick().price_before]).toEqual([2.05, 1.9]);
    expect(t.actor.getSnapshot().context.banner).toBe('price');
    t.move(1, { point: 0.75 });
    await t.follow([1]);
    expect(t.pick()).toMatchObject({ price: 2.05, price_before: 1.9, point: 0.75 });
  });

  it('a re-read moves the price, a refused confirm then moves the line: the old price is kept', async () => {
    const t = liveTicket('mix');
    t.market.set(1, QUOTE);
    t.market.set(2, QUOTE);
    await t.click(1);
    await t.click(2);
    t.move(1, { price: 2.05 });
    await t.follow([1]);
    t.move(1, { point: 0.75 });
    t.refuse([{ odd_id: 10, type_error: 'point', point_new: 0.75 }]);
    expect(t.picks()[0]).toMatchObject({ price: 2.05, price_before: 1.9, point: 0.75 });
    expect(t.actor.getSnapshot().context.banner).toBe('point');
    // The re-read after it finds nothing more moved: still the old price beside the new one.
    await t.follow();
    expect(t.picks()[0]).toMatchObject({ price: 2.05, price_before: 1.9, point: 0.75 });
    expect(t.picks()[1]).toMatchObject({ price: 1.9, price_before: 1.9, point: 0.5 });
  });

  it('a refused confirm with both a price and a line error on one parlay pick keeps the old price', async () => {
    const t = liveTicket('mix');
    t.market.set(1, QUOTE);
    t.market.set(2, QUOTE);
    await t.click(1);
    await t.click(2);
    t.refuse([
      { odd_id: 10, type_error: 'price', price_old: 1.9, price_new: 2.05 },
      { odd_id: 10, type_error: 'point', point_new: 0.75 },
    ]);
    expect(t.picks()[0]).toMatchObject({ price: 2.05, price_before: 1.9, point: 0.75 });
  });

  it('a closed pick that reopens at a moved line keeps the old price it showed', async () => {
    const t = liveTicket();
    t.market.set(1, QUOTE);
    await t.click(1);
    t.move(1, { price: 2.05 });
    await t.follow();
    t.market.delete(1);
    await t.follow();
    expect(t.pick().closed).toBe(true);
    t.market.set(1, { ...QUOTE, price: 2.05, point: 0.75 });
    await t.follow();
    expect(t.pick()).toMatchObject({ closed: false, price: 2.05, price_before: 1.9, point: 0.75 });
  });
});

describe('hole (b): limits that move alone reach the ticket and Place', () => {
  it('re-reads: a lower max_bet alone is taken, and Place refuses the stake the server would refuse', async () => {
    const t = liveTicket();
    t.market.set(1, QUOTE);
    await t.click(1);
    expect(t.placeTakes(5_000)).toBe(true);
    t.move(1, { max_bet: 1_000 });
    await t.follow([1]);
    expect(t.pick()).toMatchObject({ price: 1.9, point: 0.5, max_bet: 1_000 });
    expect(t.placeTakes(5_000)).toBe(false);
    expect(t.placeTakes(1_000)).toBe(true);
  });

  it('re-reads: a higher min_bet alone is taken, and Place refuses a stake under it', async () => {
    const t = liveTicket();
    t.market.set(1, QUOTE);
    await t.click(1);
    expect(t.placeTakes(30)).toBe(true);
    t.move(1, { min_bet: 50 });
    await t.follow();
    expect(t.pick().min_bet).toBe(50);
    expect(t.placeTakes(30)).toBe(false);
    expect(t.placeTakes(50)).toBe(true);
  });

  it('re-reads: a parlay whose max payout alone falls refuses the stake it took before', async () => {
    const t = liveTicket('mix');
    t.market.set(1, QUOTE);
    t.market.set(2, QUOTE);
    await t.click(1);
    await t.click(2);
    // Combined odds 3.61: a max payout of 50,000 allows ~13,850, of 3,610 allows 1,000.
    expect(t.placeTakes(5_000)).toBe(true);
    t.move(2, { max_pay_bill_sport: 3_610 });
    await t.follow([2]);
    expect(t.picks()[1]?.max_pay_bill_sport).toBe(3_610);
    expect(t.placeTakes(5_000)).toBe(false);
    expect(t.placeTakes(1_000)).toBe(true);
  });

  it('after a refused confirm took a new price, limits moving alone are still taken', async () => {
    const t = liveTicket();
    t.market.set(1, QUOTE);
    await t.click(1);
    t.move(1, { price: 2.05 });
    t.refuse([{ odd_id: 10, type_error: 'price', price_old: 1.9, price_new: 2.05 }]);
    t.move(1, { max_bet: 1_000 });
    await t.follow([1]);
    expect(t.pick()).toMatchObject({ price: 2.05, price_before: 1.9, max_bet: 1_000 });
    expect(t.placeTakes(5_000)).toBe(false);
  });

  it('a restore after a reload takes the limits the market has now', async () => {
    const first = liveTicket();
    first.market.set(1, QUOTE);
    await first.click(1);
    const stored = first.picks();
    const t = liveTicket();
    t.market.set(1, { ...QUOTE, max_bet: 1_000 });
    t.actor.send({
      type: 'ticket.restore',
      requests: stored.map((pick) => recheckRequest('sc', pick)),
    });
    await t.settled();
    expect(t.pick().max_bet).toBe(1_000);
    expect(t.placeTakes(5_000)).toBe(false);
  });

  it('the same price clicked again (or from the quick bet) takes the limits the market has now', async () => {
    const t = liveTicket();
    t.market.set(1, QUOTE);
    await t.click(1);
    t.move(1, { max_bet: 1_000, min_bet: 50 });
    await t.click(1);
    expect(t.picks()).toHaveLength(1);
    expect(t.pick()).toMatchObject({ min_bet: 50, max_bet: 1_000 });
    expect(t.placeTakes(5_000)).toBe(false);
    expect(t.placeTakes(40)).toBe(false);
  });

  it('limits that move back to what they were are taken back', async () => {
    const t = liveTicket();
    t.market.set(1, QUOTE);
    await t.click(1);
    t.move(1, { max_bet: 1_000 });
    await t.follow();
    t.move(1, { max_bet: 10_000 });
    await t.follow();
    expect(t.pick().max_bet).toBe(10_000);
    expect(t.placeTakes(5_000)).toBe(true);
  });
});
