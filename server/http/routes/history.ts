// Recent bets, statement, settled and running tickets, results (the member API's member history:
// see contract/history.ts).
import type { FastifyInstance } from 'fastify';
import type { StatementDateText } from '@contract/bangkok';
import {
  STATEMENT_DATE_TEXTS,
  bangkokDate,
  statementDateTextOf,
  statementRange,
} from '@contract/bangkok';
import type { RouteContext } from '../context';
import { memberOf } from '../context';

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
// `this+week` reaches us as `this week` when the `+` is decoded, or verbatim when it was escaped.
const DATE_TEXT_VALUES = [
  ...STATEMENT_DATE_TEXTS,
  ...STATEMENT_DATE_TEXTS.filter((t) => t.includes('+')).map((t) => t.replace('+', ' ')),
];

const langSchema = { type: 'string', maxLength: 10 } as const;
const pageSchema = { type: 'integer', minimum: 1, maximum: 100_000, default: 1 } as const;

/** The schema let only the values above through. */
function asDateText(value: string): StatementDateText {
  return statementDateTextOf(value) ?? 'today';
}

export function registerHistoryRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get(
    '/api/member/event/ticket/latest',
    { schema: { querystring: { type: 'object', properties: { lang: langSchema } } } },
    async () => ({
      status: true,
      data: ctx.recentBets.latest(),
    }),
  );

  app.get<{ Querystring: { dateText: string } }>(
    '/api/member/event/ticket/statement',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            dateText: { type: 'string', enum: DATE_TEXT_VALUES, default: 'today' },
            lang: langSchema,
          },
        },
      },
    },
    async (request) => {
      const { from, to } = statementRange(asDateText(request.query.dateText), ctx.clock.now());
      return { status: true, data: ctx.history.statement(memberOf(request).id, from, to) };
    },
  );

  app.get<{ Querystring: { page: number; date?: string } }>(
    '/api/member/event/ticket/settled',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: pageSchema,
            date: { type: 'string', pattern: DATE_PATTERN },
            lang: langSchema,
          },
        },
      },
    },
    async (request) => ({
      status: true,
      data: ctx.history.settled(memberOf(request).id, request.query.page, request.query.date),
    }),
  );

  app.get<{ Querystring: { page: number } }>(
    '/api/member/event/ticket/running',
    {
      schema: {
        querystring: { type: 'object', properties: { page: pageSchema, lang: langSchema } },
      },
    },
    async (request) => ({
      status: true,
      data: ctx.history.running(memberOf(request).id, request.query.page),
    }),
  );

  app.get<{ Querystring: { date?: string } }>(
    '/api/member/results',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { date: { type: 'string', pattern: DATE_PATTERN } },
        },
      },
    },
    async (request) => ({
      status: true,
      data: ctx.market.results(request.query.date ?? bangkokDate(ctx.clock.now())),
    }),
  );
}
