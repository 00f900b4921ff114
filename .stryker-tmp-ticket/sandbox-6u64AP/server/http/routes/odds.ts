// @ts-nocheck
// Sport menu, odds lists and the one-pick ticket (the member API's wire shapes are contract/'s).
import type { FastifyInstance } from 'fastify';
import type { BetType, OddsType } from '@contract/wire';
import { quotedOddsType } from '@contract/odds';
import type { ListKind } from '@contract/oddsList';
import type { OddsListCall } from '@contract/oddsList';
import { ALL_EARLY_DATE, BET_TYPES, ODDS_TYPES, SORT_TIMES } from '@contract/wire';
import { MARKET_TYPES, PRICE_OPTIONS } from '@contract/oddsList';
import { FULL_LIST_CALLS, ODDS_LIST_CALLS, isIncrementalCall } from '@contract/oddsList';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PickQuote, TicketPickData } from '@contract/ticket';
import type { OddsListQuery } from '@server/market/types';
import { API_PATHS, TICKET_ROUTE } from '@contract/paths';
import { EARLY_LIST_PATH, ODDS_LIST_ROUTE } from '@contract/oddsListQuery';
import type { WireEarlyListQuery, WireOddsListQuery } from '@contract/oddsListQuery';
import { TICKET_QUERY_REQUIRED } from '@contract/queries';
import type { ReceivedTicketQuery, WireTicketQuery } from '@contract/queries';
import type { RouteContext } from '../context';
import { matchesEtag, negotiateEncoding } from '../listCache';

const LIVE_TYPES = BET_TYPES;

const ODDS_FAILURE = { state: false, message: 'error', data: [] } as const;

const listQuerySchema = {
  type: 'object',
  required: ['sport_type_id'],
  properties: {
    sport_type_id: { type: 'integer', minimum: 0 },
    odds_type: { type: 'string', enum: ODDS_TYPES, default: 'MY' },
    nav: { type: 'string', maxLength: 50 },
    sortTime: { type: 'string', enum: SORT_TIMES, default: 'all' },
    change_id: { type: 'integer', minimum: 0 },
  },
} as const;

const earlyQuerySchema = {
  ...listQuerySchema,
  properties: {
    ...listQuerySchema.properties,
    date: { type: 'string', pattern: `^(\\d{2}/\\d{2}/\\d{4}|${ALL_EARLY_DATE})$` },
  },
} as const;

function listKindOf(call: OddsListCall): ListKind {
  return call.startsWith(FULL_LIST_CALLS.live) ? 'live' : 'nonlive';
}

/** The ticket query once validated: the schema's default fills `odds_type`. */
type TicketQuery = ReceivedTicketQuery & Pick<WireTicketQuery, 'odds_type'>;

const ticketQuerySchema = {
  type: 'object',
  required: [...TICKET_QUERY_REQUIRED],
  properties: {
    lang: { type: 'string', maxLength: 10 },
    league_name_en: { type: 'string', maxLength: 300 },
    league_name_th: { type: 'string', maxLength: 300 },
    market_type: { type: 'string', enum: MARKET_TYPES },
    in_who: { type: 'string', maxLength: 2 },
    point: { type: 'number' },
    event_id: { type: 'integer', minimum: 0 },
    id: { type: 'integer', minimum: 0 },
    odd_id: { type: 'integer', minimum: 0 },
    option: { type: 'string', enum: PRICE_OPTIONS },
    odd: { type: 'number' },
    sport_type_id: { type: 'integer', minimum: 0 },
    odds_type: { type: 'string', enum: ODDS_TYPES, default: 'MY' },
    betTicketType: { type: 'string', maxLength: 10 },
  },
} as const;

/** The ticket pick (see contract/ticket.ts), with `price_before` = the `odd` the client sent. */
function ticketPick(
  quote: PickQuote,
  query: TicketQuery,
  betType: BetType,
  oddsType: OddsType,
): TicketPickData {
  return {
    ...quote,
    odd: quote.price,
    price: quote.price,
    price_before: query.odd ?? quote.price,
    odds_type: oddsType,
    betTicketType: query.betTicketType ?? betType,
    lang: query.lang ?? 'th',
  };
}

/** The same query without a change id: the full list. */
function fullQuery(query: OddsListQuery): OddsListQuery {
  const full = { ...query };
  delete full.changeId;
  return full;
}

export function registerOddsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // Reads answer from the market as the clock's last tick left it and never advance it:
  // the change id moves with the clock only, however many members read.
  app.get(API_PATHS.sportMenu, async () => ({
    status: true,
    data: { menu: ctx.market.menu() },
  }));

  /** What distinguishes one list from another besides the market's change id. */
  function listKey(q: OddsListQuery): string {
    return [
      q.list,
      q.betType,
      q.sportTypeId,
      q.oddsType,
      q.sortTime,
      q.date ?? '-',
      q.changeId ?? '-',
    ].join('|');
  }

  /**
   * The list of a query. Cached (the default): built once per market change and shared, sent
   * compressed by Accept-Encoding with an ETag (304 when the caller has it). Uncached
   * (SIM_LIST_CACHE=0, the benchmark's baseline): built and serialized on every call.
   */
  async function sendList(request: FastifyRequest, reply: FastifyReply, query: OddsListQuery) {
    try {
      if (!ctx.options.listCache) return await reply.code(200).send(ctx.market.oddsList(query));
      // A change id the market cannot answer a delta from (unknown, too old, another day) gets the
      // full list, which is the shared one: a new change id on each call no longer forces a build.
      const shared =
        query.changeId !== undefined && !ctx.market.answersDeltaFrom(query.changeId)
          ? fullQuery(query)
          : query;
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      // Never answer a list older than the change id the caller holds (one from another run, above
      // the market's, asks no more than the market's own).
      const atLeast = Math.min(query.changeId ?? 0, ctx.market.changeId);
      const list = await ctx.listCache.ready(
        listKey(shared),
        ctx.market.changeId,
        () => ctx.market.oddsList(shared),
        encoding,
        atLeast,
      );
      // Each encoding's body has its own tag (a cache must not answer br bytes to a gzip caller).
      // The tag is the build's: (this run, the market's change id, the query with the caller's
      // change id): every member asking the same delta at the same change gets the same tag.
      const etag = list.etag(encoding);
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Accept-Encoding');
      // Browsers revalidate each time (no-cache); an operator's CDN, told by CDN-Cache-Control alone
      // (RFC 9213: browsers ignore it), may answer one build to every member for cdnMaxAgeS, which
      // adds at most that to the list's age. Off unless the operator's edge checks the bearer token:
      // `public` lets a shared cache keep a reply to a request that carried one.
      if (ctx.options.cdnMaxAgeS > 0)
        reply.header('cdn-cache-control', `public, max-age=${ctx.options.cdnMaxAgeS}`);
      if (matchesEtag(request.headers['if-none-match'], etag)) return await reply.code(304).send();
      const body = await list.encoded(encoding);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return await reply.code(200).type('application/json; charset=utf-8').send(body);
    } catch (error) {
      app.log.error(error);
      return reply.code(500).send(ODDS_FAILURE);
    }
  }

  app.get<{ Querystring: WireEarlyListQuery }>(
    EARLY_LIST_PATH,
    { schema: { querystring: earlyQuerySchema }, compress: false },
    async (request, reply) => {
      const q = request.query;
      return sendList(request, reply, {
        list: 'early',
        betType: 'sc',
        sportTypeId: q.sport_type_id,
        oddsType: q.odds_type,
        sortTime: q.sortTime,
        ...(q.date !== undefined ? { date: q.date } : {}),
      });
    },
  );

  app.get<{ Params: { betType: BetType; call: OddsListCall }; Querystring: WireOddsListQuery }>(
    ODDS_LIST_ROUTE,
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            betType: { type: 'string', enum: LIVE_TYPES },
            call: { type: 'string', enum: ODDS_LIST_CALLS },
          },
        },
        querystring: listQuerySchema,
      },
      // The cached lists are compressed once per change; the uncached baseline stays as it was.
      compress: false,
    },
    async (request, reply) => {
      const { betType, call } = request.params;
      const q = request.query;
      const incremental = isIncrementalCall(call) && q.change_id !== undefined;
      return sendList(request, reply, {
        list: listKindOf(call),
        betType,
        sportTypeId: q.sport_type_id,
        oddsType: q.odds_type,
        sortTime: q.sortTime,
        ...(incremental ? { changeId: q.change_id } : {}),
      });
    },
  );

  app.get<{ Params: { betType: BetType }; Querystring: TicketQuery }>(
    TICKET_ROUTE,
    {
      schema: {
        params: { type: 'object', properties: { betType: { type: 'string', enum: LIVE_TYPES } } },
        querystring: ticketQuerySchema,
      },
    },
    async (request) => {
      const { betType } = request.params;
      const q = request.query;
      // Step and mix picks are priced in decimal odds (what the confirm re-checks against).
      const oddsType = quotedOddsType(betType, q.odds_type);
      const quote = ctx.market.quote({
        eventId: q.event_id,
        oddId: q.odd_id,
        marketType: q.market_type,
        option: q.option,
        betType,
        oddsType,
      });
      return {
        status: true,
        data:
          quote && quote.event_id === q.event_id ? ticketPick(quote, q, betType, oddsType) : null,
      };
    },
  );
}
