// @ts-nocheck
// POST /api/member/ticket/bet/confirm: every rule is re-checked and the ticket, its choices, the
// ledger entry and the idempotency record are written in ONE synchronous transaction, so nothing
// can slip in between the check and the write and a failure leaves nothing half-written.
import { createHash } from 'node:crypto';
import type {
  ConfirmReply,
  PickError,
  ReceivedConfirmBody,
  ReceivedConfirmItem,
} from '@contract/confirm';
import { ODDS_CHANGED_MESSAGE, oddsTotal } from '@contract/confirm';
import { IDEMPOTENCY_KEY_HEADER } from '@contract/wire';
import type { StakeLimits } from '@contract/money';
import {
  MAX_PARLAY_PICKS,
  MIN_PARLAY_PICKS,
  parlayStakeLimits,
  pickCountFits,
  riskOf,
  singleStakeLimits,
  stakeWithinLimits,
} from '@contract/money';
import { quotedOddsType } from '@contract/odds';
import type { OddsType } from '@contract/wire';
import { ACTION_TYPE_OF_MAINBET, isParlay } from '@contract/wire';
import type { PickQuote } from '@contract/ticket';
import type { Market } from '../market/types';
import type { Db } from '../db/database';
import { toCents } from '../db/database';
import { bangkokDateTime } from '@contract/bangkok';
import type { Ledger } from '../members/ledger';
import type { Member } from '../members/members';
import { maskUsername } from '../members/members';
import type { WireRecentBet as RecentBet } from '@contract/member';
import type { RecentBets } from '../feed/recentBets';

// The body's shape, the pick errors and the money rules are the contract's (contract/).
export type ConfirmBody = ReceivedConfirmBody;
type ConfirmItem = ReceivedConfirmItem;

export type ConfirmOutcome =
  | { kind: 'placed'; reply: ConfirmReply; recentBet: RecentBet }
  | { kind: 'replayed'; reply: ConfirmReply }
  | { kind: 'rejected'; reply: ConfirmReply }
  | { kind: 'keyReused' };

export interface ConfirmRequest {
  member: Member;
  body: ConfirmBody;
  ip: string;
  idempotencyKey: string | undefined;
  nowMs: number;
}

export const KEY_REUSED_MESSAGE = `${IDEMPOTENCY_KEY_HEADER} was already used with a different body`;

const PRICE_EPSILON = 1e-6;

function businessFailure(message: string): ConfirmReply {
  return { status: false, message, error: message };
}

/** A stable digest of the request body: key order does not matter, values do. */
function bodyHash(body: ConfirmBody): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex');
}

const betTypeOf = (body: ConfirmBody) => ACTION_TYPE_OF_MAINBET[body.mainbet];
const isSingle = (body: ConfirmBody) => !isParlay(betTypeOf(body));

/** Step/mix are priced in decimal (EU) whatever the ticket says; singles in the ticket's odds type. */
function quoteOddsType(body: ConfirmBody): OddsType {
  return quotedOddsType(betTypeOf(body), body.ticket.odds_type);
}

function pickCountProblem(body: ConfirmBody): string | null {
  const items = body.ticket.item;
  if (!pickCountFits(betTypeOf(body), items.length)) {
    return isSingle(body)
      ? 'A single bet takes exactly one pick'
      : `A step/mix bet takes ${MIN_PARLAY_PICKS} to ${MAX_PARLAY_PICKS} picks`;
  }
  // A single that fits has one pick: only a step/mix can repeat an event.
  const events = new Set(items.map((i) => i.event_id));
  return events.size === items.length ? null : 'Only one pick per event in a step/mix bet';
}

/** The quotes of a ticket's picks in its order: never none (the pick count is checked first). */
type Quotes = readonly [PickQuote, ...PickQuote[]];

function quotePicks(market: Market, body: ConfirmBody): Quotes | null {
  const quotes: PickQuote[] = [];
  for (const item of body.ticket.item) {
    const quote = market.quote({
      eventId: item.event_id,
      oddId: item.odd_id,
      marketType: item.market_type,
      option: item.option,
      betType: betTypeOf(body),
      oddsType: quoteOddsType(body),
    });
    if (!quote || quote.event_id !== item.event_id) return null;
    quotes.push(quote);
  }
  const [first, ...rest] = quotes;
  return first ? [first, ...rest] : null;
}

/** A live pick whose score moved is reported as a point change (the ticket shows "score changed"). */
function scoreMoved(item: ConfirmItem, quote: PickQuote): boolean {
  return (
    quote.is_live === 1 &&
    (String(item.h_score) !== quote.h_score || String(item.a_score) !== quote.a_score)
  );
}

function pickErrors(items: readonly ConfirmItem[], quotes: readonly PickQuote[]): PickError[] {
  const errors: PickError[] = [];
  items.forEach((item, i) => {
    const quote = quotes[i];
    if (!quote) return;
    if (Math.abs(item.price - quote.price) > PRICE_EPSILON) {
      errors.push({
        odd_id: item.odd_id,
        type_error: 'price',
        price_old: item.price,
        price_new: quote.price,
      });
    }
    if (Math.abs(item.point - quote.point) > PRICE_EPSILON || scoreMoved(item, quote)) {
      errors.push({ odd_id: item.odd_id, type_error: 'point', point_new: quote.point });
    }
  });
  return errors;
}

function stakeLimits(body: ConfirmBody, quotes: Quotes, odds: number): StakeLimits {
  return isSingle(body) ? singleStakeLimits(quotes[0]) : parlayStakeLimits(quotes, odds);
}

function ticketOdds(body: ConfirmBody, quotes: readonly PickQuote[]): number {
  return oddsTotal(
    body.mainbet,
    quotes.map((q) => q.price),
  );
}

function recentBetOf(member: Member, body: ConfirmBody, quotes: Quotes): RecentBet {
  const [first] = quotes;
  const parlay = !isSingle(body);
  return {
    username: maskUsername(member.username),
    name_th: parlay ? `สเต็ป ${quotes.length} คู่` : `${first.home_th} - ${first.away_th}`,
    name_en: parlay ? `Step ${quotes.length} matches` : `${first.home_en} - ${first.away_en}`,
    currency: member.currency.toLowerCase(),
    amount: body.stake,
    option: body.ticket.item[0]?.option ?? '',
  };
}

export interface BetConfirmer {
  confirm(req: ConfirmRequest): ConfirmOutcome;
  /** A bet was placed under this key for this member: a request with it places nothing new. */
  knowsKey(memberId: number, key: string): boolean;
}

export function createBetConfirmer(
  db: Db,
  ledger: Ledger,
  market: Market,
  recentBets: RecentBets,
): BetConfirmer {
  const findKey = db.prepare<[number, string], { body_hash: string; reply_json: string }>(
    'SELECT body_hash, reply_json FROM idempotency WHERE member_id = ? AND key = ?',
  );
  const storeKey = db.prepare<[number, string, string, string, number]>(
    'INSERT INTO idempotency (member_id, key, body_hash, reply_json, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertTicket = db.prepare(
    `INSERT INTO tickets (member_id, action_type, mainbet, odds_type, odds, stake_cents, risk_cents, ticket_status, ip, sport_id, trans_time, placed_at)
     VALUES (@member_id, @action_type, @mainbet, @odds_type, @odds, @stake_cents, @risk_cents, 'running', @ip, @sport_id, @trans_time, @placed_at)`,
  );
  const insertChoice = db.prepare(
    `INSERT INTO choices (ticket_id, idx, event_id, odd_id, pick_id, sport_type_id, market_type, option, in_who, point, price, bet_choice,
       h_score, a_score, is_live, league_name_en, league_name_th, home_en, home_th, away_en, away_th)
     VALUES (@ticket_id, @idx, @event_id, @odd_id, @pick_id, @sport_type_id, @market_type, @option, @in_who, @point, @price, @bet_choice,
       @h_score, @a_score, @is_live, @league_name_en, @league_name_th, @home_en, @home_th, @away_en, @away_th)`,
  );

  function writeTicket(
    req: ConfirmRequest,
    quotes: Quotes,
    odds: number,
    riskCents: number,
  ): number {
    const { member, body } = req;
    const ticketId = Number(
      insertTicket.run({
        member_id: member.id,
        action_type: betTypeOf(body),
        mainbet: body.mainbet,
        odds_type: quoteOddsType(body),
        odds: Number(odds.toFixed(4)),
        stake_cents: toCents(body.stake),
        risk_cents: riskCents,
        ip: req.ip,
        sport_id: quotes[0].sport_type_id,
        trans_time: bangkokDateTime(req.nowMs),
        placed_at: req.nowMs,
      }).lastInsertRowid,
    );
    // The choice keeps the score of the moment the bet was taken (handicap runs from it).
    quotes.forEach((q, idx) => {
      insertChoice.run({
        ticket_id: ticketId,
        idx,
        event_id: q.event_id,
        odd_id: q.odd_id,
        pick_id: q.id,
        sport_type_id: q.sport_type_id,
        market_type: q.market_type,
        option: q.option,
        in_who: q.in_who,
        point: q.point,
        price: q.price,
        bet_choice: q.bet_choice,
        h_score: q.h_score,
        a_score: q.a_score,
        is_live: q.is_live,
        league_name_en: q.league_name_en,
        league_name_th: q.league_name_th,
        home_en: q.home_en,
        home_th: q.home_th,
        away_en: q.away_en,
        away_th: q.away_th,
      });
    });
    ledger.recordBet(member.id, ticketId, riskCents, req.nowMs);
    return ticketId;
  }

  function evaluate(req: ConfirmRequest): ConfirmOutcome {
    const { member, body } = req;
    const countProblem = pickCountProblem(body);
    if (countProblem) return { kind: 'rejected', reply: businessFailure(countProblem) };

    const quotes = quotePicks(market, body);
    if (!quotes) return { kind: 'rejected', reply: businessFailure('pick closed') };

    const errors = pickErrors(body.ticket.item, quotes);
    if (errors.length > 0)
      return {
        kind: 'rejected',
        reply: { status: false, message: ODDS_CHANGED_MESSAGE, errors },
      };

    const odds = ticketOdds(body, quotes);
    const limits = stakeLimits(body, quotes, odds);
    if (!stakeWithinLimits(body.stake, limits)) {
      return {
        kind: 'rejected',
        reply: businessFailure(`Stake must be between ${limits.min} and ${limits.max}`),
      };
    }

    const single = isSingle(body);
    const riskCents = toCents(single ? riskOf(body.stake, quotes[0].price) : body.stake);
    if (riskCents > ledger.balanceCents(member.id))
      return { kind: 'rejected', reply: businessFailure('Insufficient balance') };

    const ticketId = writeTicket(req, quotes, odds, riskCents);
    const reply: ConfirmReply = {
      status: true,
      message: 'success',
      data: { ticket_id: ticketId, balance: ledger.balance(member.id) },
    };
    return { kind: 'placed', reply, recentBet: recentBetOf(member, body, quotes) };
  }

  // Only a placed bet is remembered under its key: a rejected attempt (say, odds changed) can be
  // retried with the same key once the member accepts the new price.
  const confirmInTransaction = db.transaction((req: ConfirmRequest): ConfirmOutcome => {
    const key = req.idempotencyKey;
    const hash = bodyHash(req.body);
    if (key !== undefined) {
      const stored = findKey.get(req.member.id, key);
      if (stored) {
        return stored.body_hash === hash
          ? { kind: 'replayed', reply: JSON.parse(stored.reply_json) as ConfirmReply }
          : { kind: 'keyReused' };
      }
    }
    const outcome = evaluate(req);
    if (outcome.kind === 'placed') {
      if (key !== undefined)
        storeKey.run(req.member.id, key, hash, JSON.stringify(outcome.reply), req.nowMs);
      recentBets.record(outcome.recentBet, req.nowMs);
    }
    return outcome;
  });

  return {
    confirm: (req) => confirmInTransaction(req),
    knowsKey: (memberId, key) => findKey.get(memberId, key) !== undefined,
  };
}
