// @ts-nocheck
// Recent bets, statement, settled and running tickets, results (the member API's member history:
// see contract/history.ts).
import { STATEMENT_DATE_TEXTS } from '@contract/wire';
import type { StatementDateText } from '@contract/wire';
import type { FastifyInstance } from 'fastify';
import { bangkokDate, statementDateTextOf, statementRange } from '@contract/bangkok';
import { API_PATHS } from '@contract/paths';
import type {
  WireResultsQuery,
  WireRunningBetsQuery,
  WireSettledBetsQuery,
} from '@contract/queries';
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
    API_PATHS.latestBets,
    { schema: { querystring: { type: 'object', properties: { lang: langSchema } } } },
    async () => ({
      status: true,
      data: ctx.recentBets.latest(),
    }),
  );

  app.get<{ Querystring: { dateText: string } }>(
    API_PATHS.statement,
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

  app.get<{ Querystring: WireSettledBetsQuery }>(
    API_PATHS.settledBets,
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

  app.get<{ Querystring: WireRunningBetsQuery }>(
    API_PATHS.runningBets,
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

  app.get<{ Querystring: WireResultsQuery }>(
    API_PATHS.results,
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
