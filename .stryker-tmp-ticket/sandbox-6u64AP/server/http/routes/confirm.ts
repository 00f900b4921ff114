// @ts-nocheck
// POST /api/member/ticket/bet/confirm (the member API's bet confirm: see contract/confirm.ts).
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { ReceivedConfirmBody } from '@contract/confirm';
import { API_PATHS } from '@contract/paths';
import { IDEMPOTENT_REPLAYED_FIELD } from '@contract/confirm';
import { IDEMPOTENCY_KEY_FIELD } from '@contract/wire';
import { MAX_PARLAY_PICKS, isWholeBahtStake } from '@contract/money';
import { ACTION_TYPE_OF_MAINBET, BET_TYPES, ODDS_TYPES } from '@contract/wire';
import { MARKET_TYPES, PRICE_OPTIONS } from '@contract/oddsList';
import { KEY_REUSED_MESSAGE } from '@server/bets/confirm';
import { TICKET_CHANGE_EVENT, TICKET_CHANNEL_WIRE } from '@contract/realtime';
import type { RouteContext } from '../context';
import { memberOf } from '../context';
import { validationFailure } from '../errors';

/**
 * A score as sent: a string of at most 10 characters or a whole number of at most 10 digits.
 * One schema with both types, not anyOf: under anyOf Ajv coerced an 11-character string into the
 * number branch and let it through; here a string is checked as a string, a number as a number, and
 * strictTypes refuses anything else as sent.
 */
const scoreType = {
  type: ['string', 'integer'],
  maxLength: 10,
  minimum: 0,
  maximum: 9_999_999_999,
} as const;

const itemSchema = {
  type: 'object',
  required: [
    'event_id',
    'odd_id',
    'option',
    'point',
    'price',
    'market_type',
    'in_who',
    'h_score',
    'a_score',
    'is_live',
  ],
  properties: {
    event_id: { type: 'integer', minimum: 0 },
    odd_id: { type: 'integer', minimum: 0 },
    option: { type: 'string', enum: PRICE_OPTIONS },
    point: { type: 'number' },
    price: { type: 'number' },
    choose: {},
    market_type: { type: 'string', enum: MARKET_TYPES },
    in_who: { type: 'string', enum: ['1', '2', ''] },
    h_score: scoreType,
    a_score: scoreType,
    is_live: { type: 'integer', enum: [0, 1] },
  },
} as const;

const confirmSchema = {
  headers: {
    type: 'object',
    properties: { [IDEMPOTENCY_KEY_FIELD]: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  body: {
    type: 'object',
    required: ['stake', 'action_type', 'sport_id', 'ticket', 'mainbet'],
    properties: {
      lang: { type: 'string', maxLength: 10 },
      stake: { type: 'number', exclusiveMinimum: 0 },
      action_type: { type: 'string', enum: BET_TYPES },
      sport_type: {},
      sport_id: { type: 'integer', minimum: 0 },
      select_table: {},
      device: {},
      ticket: {
        type: 'object',
        required: ['odds_type', 'item'],
        properties: {
          odds_type: { type: 'string', enum: ODDS_TYPES },
          odds_total: { type: 'number' },
          // The pick-count rules are business failures; the schema only stops absurd payloads.
          item: { type: 'array', minItems: 1, maxItems: MAX_PARLAY_PICKS * 2, items: itemSchema },
        },
      },
      mainbet: { type: 'integer', enum: [1, 5, 6] },
    },
  },
} as const;

export function registerConfirmRoute(app: FastifyInstance, ctx: RouteContext): void {
  /**
   * The confirm limits, except for an idempotent retry: the same member's key of a bet already placed
   * places nothing (it gets the stored result, or 422 with another body), so a member who was
   * throttled still learns that the bet they retry went through (an idempotent retry answers its
   * first result).
   */
  const confirmLimits: preHandlerAsyncHookHandler = async function (request, reply) {
    const key = request.headers[IDEMPOTENCY_KEY_FIELD];
    const member = request.member;
    if (typeof key === 'string' && member !== null && ctx.confirmer.knowsKey(member.id, key))
      return undefined;
    return ctx.limits.confirm.call(this, request, reply);
  };
  app.post<{ Body: ReceivedConfirmBody; Headers: { [IDEMPOTENCY_KEY_FIELD]?: string } }>(
    API_PATHS.betConfirm,
    { schema: confirmSchema, preHandler: confirmLimits },
    async (request, reply) => {
      const body = request.body;
      // contract/'s one stake precision (whole baht, as the ticket's field takes it): a client mistake.
      if (!isWholeBahtStake(body.stake))
        return reply.code(422).send(validationFailure('stake must be whole baht'));
      if (ACTION_TYPE_OF_MAINBET[body.mainbet] !== body.action_type) {
        return reply
          .code(422)
          .send(
            validationFailure(
              `action_type must be "${ACTION_TYPE_OF_MAINBET[body.mainbet]}" for mainbet ${body.mainbet}`,
            ),
          );
      }
      // Scores may arrive as numbers; the market speaks strings.
      for (const item of body.ticket.item) {
        item.h_score = String(item.h_score);
        item.a_score = String(item.a_score);
      }
      // Checked against the market the member's lists show (the clock's last tick), not advanced here.
      const outcome = ctx.confirmer.confirm({
        member: memberOf(request),
        body,
        ip: request.ip,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_FIELD],
        nowMs: ctx.clock.now(),
      });
      switch (outcome.kind) {
        case 'keyReused':
          return reply.code(422).send(validationFailure(KEY_REUSED_MESSAGE));
        case 'placed':
          void ctx.publisher.publish([
            { channel: TICKET_CHANNEL_WIRE, name: TICKET_CHANGE_EVENT, data: outcome.recentBet },
          ]);
          return outcome.reply;
        case 'replayed':
          // The first answer, marked: this request placed nothing (contract/confirm.ts).
          return reply.header(IDEMPOTENT_REPLAYED_FIELD, 'true').send(outcome.reply);
        case 'rejected':
          return outcome.reply;
      }
    },
  );
}
