// @ts-nocheck
// `/api/test/*`, only with SIM_TEST_HOOKS=1: lets end-to-end tests move prices, close picks and
// fast-forward the clock through the same HTTP surface a browser uses.
import type { FastifyInstance } from 'fastify';
import type { PriceOption } from '@contract/oddsList';
import { PRICE_OPTIONS } from '@contract/oddsList';
import type { RouteContext } from '../context';

const MAX_ADVANCE_MS = 30 * 24 * 60 * 60 * 1000;

export function registerTestHookRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.post<{ Body: { odd_id: number; option: PriceOption; delta: number } }>(
    '/api/test/move-price',
    {
      schema: {
        body: {
          type: 'object',
          required: ['odd_id', 'option', 'delta'],
          properties: {
            odd_id: { type: 'integer' },
            option: { type: 'string', enum: PRICE_OPTIONS },
            delta: { type: 'number' },
          },
        },
      },
    },
    async (request) => {
      const { odd_id: oddId, option, delta } = request.body;
      return { status: ctx.market.testMovePrice(oddId, option, delta) };
    },
  );

  app.post<{ Body: { event_id: number; open: boolean } }>(
    '/api/test/set-open',
    {
      schema: {
        body: {
          type: 'object',
          required: ['event_id', 'open'],
          properties: { event_id: { type: 'integer' }, open: { type: 'boolean' } },
        },
      },
    },
    async (request) => ({
      status: ctx.market.testSetOpen(request.body.event_id, request.body.open),
    }),
  );

  app.post<{ Body: { event_id: number; hold: boolean } }>(
    '/api/test/hold-prices',
    {
      schema: {
        body: {
          type: 'object',
          required: ['event_id', 'hold'],
          properties: { event_id: { type: 'integer' }, hold: { type: 'boolean' } },
        },
      },
    },
    // With the change id it holds from: a list built at or after it shows the held prices.
    async (request) => ({
      status: ctx.market.testHoldPrices(request.body.event_id, request.body.hold),
      change_id: ctx.market.changeId,
    }),
  );

  // The realtime link dropped (every socket closed, new ones refused) until `refuse: false`.
  app.post<{ Body: { refuse: boolean } }>(
    '/api/test/realtime',
    {
      schema: {
        body: {
          type: 'object',
          required: ['refuse'],
          properties: { refuse: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      ctx.realtime.refuseAll(request.body.refuse);
      return { status: true };
    },
  );

  app.post<{ Body: { ms: number } }>(
    '/api/test/advance',
    {
      schema: {
        body: {
          type: 'object',
          required: ['ms'],
          properties: { ms: { type: 'integer', minimum: 0, maximum: MAX_ADVANCE_MS } },
        },
      },
    },
    async (request) => {
      ctx.clock.advanceBy(request.body.ms);
      ctx.syncMarket();
      return { status: true, now: ctx.clock.now() };
    },
  );
}
