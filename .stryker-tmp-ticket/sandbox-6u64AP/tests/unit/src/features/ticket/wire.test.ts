// @ts-nocheck
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { confirmOutcomeOf, parseMyBetPage, parseTicketPick } from '@src/shared/ticket/wire';
import { confirmBody } from '@src/shared/ticket/request';
import { oddsTypeFor } from '@contract/odds';
import { parseStoredTicket } from '@src/shared/ticket/ticketStorage';

describe('confirm replies', () => {
  it('429 is throttled for the Retry-After, or 30 s when the reply names none', () => {
    const reply = { ok: false, status: 429, message: 'Too many requests', code: 'rate_limited' };
    expect(confirmOutcomeOf({ ...reply, retryAfterS: 9 })).toEqual({
      kind: 'throttled',
      retryAfterS: 9,
    });
    expect(confirmOutcomeOf(reply)).toEqual({ kind: 'throttled', retryAfterS: 30 });
  });

  it('success is placed, with the new balance', () => {
    expect(
      confirmOutcomeOf({
        ok: true,
        status: 200,
        message: 'success',
        data: { ticket_id: 9, balance: 49500 },
      }),
    ).toEqual({
      kind: 'placed',
      ticketId: 9,
      balance: 49500,
      replayed: false,
    });
    // Marked by the reply's Idempotent-Replayed header: placed by an earlier request.
    expect(
      confirmOutcomeOf({
        ok: true,
        status: 200,
        message: 'success',
        replayed: true,
        data: { ticket_id: 9, balance: 49500 },
      }),
    ).toMatchObject({ kind: 'placed', ticketId: 9, replayed: true });
  });

  it('price and point errors come back as pick errors', () => {
    const outcome = confirmOutcomeOf({
      ok: false,
      status: 200,
      message: 'odds changed',
      errors: [
        { odd_id: 1, type_error: 'price', price_old: 0.9, price_new: 0.8 },
        { odd_id: 2, type_error: 'point', point_new: 1 },
      ],
    });
    expect(outcome).toEqual({
      kind: 'pickErrors',
      errors: [
        { odd_id: 1, type_error: 'price', price_old: 0.9, price_new: 0.8 },
        { odd_id: 2, type_error: 'point', point_new: 1 },
      ],
    });
  });

  it('a string message is shown; without one, the type_error', () => {
    expect(confirmOutcomeOf({ ok: false, status: 200, message: 'Insufficient balance' })).toEqual({
      kind: 'refused',
      message: 'Insufficient balance',
    });
    expect(
      confirmOutcomeOf({ ok: false, status: 200, message: '', errors: [{ type_error: 'closed' }] }),
    ).toEqual({ kind: 'refused', message: 'closed' });
  });

  it('network failures and 5xx are unreachable (the retry keeps its key)', () => {
    expect(
      confirmOutcomeOf({
        ok: false,
        status: 500,
        message: 'bet confirm: An unexpected error occurred: Failed to fetch',
      }).kind,
    ).toBe('unreachable');
    expect(confirmOutcomeOf({ ok: false, status: 502, message: 'Bad Gateway' }).kind).toBe(
      'unreachable',
    );
  });

  it('never throws on arbitrary replies', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        fc.boolean(),
        fc.anything(),
        fc.array(fc.anything()),
        (status, ok, data, errors) => {
          const outcome = confirmOutcomeOf({ ok, status, message: '', data, errors });
          return ['placed', 'pickErrors', 'refused', 'throttled', 'unreachable'].includes(
            outcome.kind,
          );
        },
      ),
    );
  });
});

describe('ticket picks', () => {
  it('reads a pick and keeps the row it was clicked on; null is closed', () => {
    const pick = parseTicketPick(
      {
        market_type: 'Handicap',
        option: 'h',
        price: 0.92,
        price_before: 0.95,
        event_id: 5,
        odd_id: 7,
        min_bet: 20,
        max_bet: 20000,
        odds_type: 'MY',
      },
      { sortRowNo: 2 },
    );
    expect(pick).toMatchObject({
      sortRowNo: 2,
      price: 0.92,
      price_before: 0.95,
      event_id: 5,
      odd_id: 7,
    });
    expect(parseTicketPick(null, { sortRowNo: 1 })).toBeNull();
    expect(parseTicketPick({ market_type: 'Nope', option: 'h' }, { sortRowNo: 1 })).toBeNull();
  });

  it('step, mix and Muay Thai tickets are priced in EU', () => {
    expect(oddsTypeFor('sc', 1, 'HK')).toBe('HK');
    expect(oddsTypeFor('mix', 1, 'MY')).toBe('EU');
    expect(oddsTypeFor('sc', 44, 'MY')).toBe('EU');
  });

  it('a mix confirm sends mainbet 6, EU and the combined odds', () => {
    const base = parseTicketPick(
      { market_type: 'Handicap', option: 'h', price: 2, event_id: 1, odd_id: 1, odds_type: 'EU' },
      { sortRowNo: 1 },
    )!;
    const body = confirmBody([base, { ...base, event_id: 2, odd_id: 2, price: 1.5 }], {
      betType: 'mix',
      stake: 100,
      device: 'pc',
      tableType: 'f-line',
    });
    expect(body).toMatchObject({
      mainbet: 6,
      action_type: 'mix',
      stake: 100,
      ticket: { odds_type: 'EU', odds_total: 3 },
    });
    expect(body.ticket.item).toHaveLength(2);
  });

  it('a stored ticket that cannot be read is no ticket', () => {
    expect(parseStoredTicket('{')).toBeNull();
    expect(parseStoredTicket(JSON.stringify({ betType: 'x', picks: [] }))).toBeNull();
    expect(
      parseStoredTicket(
        JSON.stringify({
          betType: 'step',
          picks: [{ event_id: 1, odd_id: 2, market_type: 'OE', option: 'h' }, 'junk'],
        }),
      )?.picks,
    ).toHaveLength(1);
  });

  it('reads the running list and its count', () => {
    const page = parseMyBetPage({
      ticket: {
        data: [
          {
            id: 1,
            odds: 0.9,
            stake: 500,
            choice: [{ bet_choice: 'Home', tournament: { name_en: 'EPL' } }],
          },
        ],
        meta: { total: 12, last_page: 1 },
      },
    });
    expect(page?.total).toBe(12);
    expect(page?.tickets[0]?.choice[0]?.tournament.name_en).toBe('EPL');
    expect(parseMyBetPage('nope')).toBeUndefined();
  });

  it('keeps the Thai wording of a choice and the score it was taken at', () => {
    const page = parseMyBetPage({
      ticket: {
        data: [
          {
            id: 2,
            choice: [{ bet_choice: 'Home', bet_choice_lang: 'เจ้าบ้าน', h_score: '1', a_score: 0 }],
          },
        ],
        meta: { total: 1, last_page: 1 },
      },
    });
    expect(page?.tickets[0]?.choice[0]).toMatchObject({
      bet_choice_lang: 'เจ้าบ้าน',
      h_score: '1',
      a_score: '0',
    });
  });
});
