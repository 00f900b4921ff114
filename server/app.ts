// The member API simulator: wires the market, storage, ledger, HTTP routes and realtime together.
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Market } from './market/types';
import type { SimOptions } from './config';
import { optionsFromEnv, trustProxyOption } from './config';
import { createClock } from './clock';
import type { Db } from './db/database';
import { closeDatabase, openDatabase } from './db/database';
import { firstChangeId, keepChangeId, keepClock, storedClockFloor } from './db/storedClock';
import { DataDirError, checkDataDir, checkDatabaseWritable, isStorageError } from './db/storage';
import { createMembers } from './members/members';
import { createLedger } from './members/ledger';
import { createRecentBets } from './feed/recentBets';
import { TICKET_CHANGE_EVENT, TICKET_CHANNEL_WIRE } from '@contract/realtime';
import { startSimulatedFeed } from './feed/simulatedFeed';
import { createBetConfirmer } from './bets/confirm';
import { createHistory } from './bets/history';
import { createSettlement } from './bets/settlement';
import { createRealtime, sameOrigin } from './realtime/pusherServer';
import { registerPusherHttpApi } from './realtime/httpApi';
import { createPublisher } from './realtime/publisher';
import { createOddsBroadcaster } from './realtime/oddsBroadcast';
import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { RouteContext } from './http/context';
import { installErrorHandler } from './http/errors';
import { installSessionHook } from './http/session';
import { installNoStore } from './http/noStore';
import { installStrictTypes } from './http/strictTypes';
import { installRateLimits } from './http/rateLimits';
import type { ListCache } from './http/listCache';
import { createListCache } from './http/listCache';
import { registerMemberRoutes } from './http/routes/member';
import { registerOddsRoutes } from './http/routes/odds';
import { registerConfirmRoute } from './http/routes/confirm';
import { registerHistoryRoutes } from './http/routes/history';
import { registerContentRoutes } from './http/routes/content';
import { registerBroadcastingRoutes } from './http/routes/broadcasting';
import { registerTestHookRoutes } from './http/routes/testHooks';
import { registerFrontEndRoutes } from './http/routes/frontEnd';

export interface Simulator {
  /** Base URL to reach it from this machine, e.g. `http://127.0.0.1:4173`. */
  url: string;
  port: number;
  app: FastifyInstance;
  market: Market;
  /** The shared odds-list cache (its build count tells tests that members share one build). */
  listCache: ListCache;
  /** The open database (tests make it full or read-only to see the simulator's answers). */
  db: Db;
  /** What the ticker does every tick: moves the market to the clock's time and keeps both in the data
   *  folder. Tests that move the clock call it instead of waiting for the next tick. */
  tick(): void;
  /** Stops timers, closes sockets and the HTTP server (connections still open after
   *  CLOSE_GRACE_MS are closed), checkpoints and closes the database. */
  close(): Promise<void>;
}

/** How long `close()` lets requests in flight finish before it closes their connections. */
export const CLOSE_GRACE_MS = 2_000;

function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The real market is loaded only when no other market is injected (tests may pass a fake). */
async function realMarketFactory(): Promise<SimOptions['createMarket']> {
  const { createMarket } = await import('./market/index');
  return createMarket;
}

/** The realtime secret of a data folder: made once at random, kept beside the database (mode 600). */
function dataFolderSecret(dataDir: string): string {
  const file = join(dataDir, 'pusher-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored !== '') return stored;
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The caller's address of a raw request, by the same TRUST_PROXY rule as Fastify's request.ip. */
function clientAddress(trustProxy: string): (req: IncomingMessage) => string {
  const trust = trustProxyOption(trustProxy);
  if (trust === false) return (req) => req.socket.remoteAddress ?? '';
  const trusted =
    trust === true
      ? () => true
      : proxyAddr.compile(trust.split(',').map((address) => address.trim()));
  return (req) => proxyAddr(req, trusted);
}

export async function createSimulator(overrides: Partial<SimOptions> = {}): Promise<Simulator> {
  const options: SimOptions = {
    ...optionsFromEnv(),
    ...overrides,
    createMarket: overrides.createMarket ?? (await realMarketFactory()),
  };
  const clock = createClock(options.now);
  // A read-only or full DATA_DIR refuses to start with a clear message.
  checkDataDir(options.dataDir);
  let db: Db;
  try {
    db = openDatabase(options.dataDir);
  } catch (error) {
    throw isStorageError(error) ? new DataDirError(options.dataDir, error) : error;
  }
  checkDatabaseWritable(db, options.dataDir, clock.now());
  // Never below what the data folder holds: SIM_START or a wall clock set back would bring
  // finished matches back to life and make new sessions older than the ones stored.
  const behindMs = storedClockFloor(db) - clock.now();
  if (behindMs > 0) {
    clock.advanceBy(behindMs);
    console.warn(
      `The clock (SIM_START or the system time) is ${Math.round(behindMs / 1000)} s before the data in ${options.dataDir}: continuing from ${new Date(clock.now()).toISOString()}`,
    );
  }
  if (options.pusherAppSecret === '') options.pusherAppSecret = dataFolderSecret(options.dataDir);
  const market = options.createMarket({
    seed: options.seed,
    footballEvents: options.events,
    speed: options.speed,
    startMs: clock.now(),
    firstChangeId: firstChangeId(db),
  });
  const app = Fastify({
    logger: options.log,
    bodyLimit: 256 * 1024,
    // X-Forwarded-For is believed only from proxies named in TRUST_PROXY.
    trustProxy: trustProxyOption(options.trustProxy),
  });

  const ledger = createLedger(db);
  const members = createMembers(db, ledger, { seedHistory: options.history });
  const recentBets = createRecentBets(db);
  const realtime = createRealtime({
    appKey: options.pusherAppKey,
    appSecret: options.pusherAppSecret,
    activityTimeoutSec: options.activityTimeoutSec,
    maxPerAddress: options.realtimePerAddress,
    maxConnections: options.realtimeMax,
    originAllowed: (origin, host) =>
      sameOrigin(origin, host) || options.allowedOrigins.includes(origin),
    addressOf: clientAddress(options.trustProxy),
  });
  let ownPort = 0;
  const publisher = createPublisher(
    {
      appId: options.pusherAppId,
      key: options.pusherAppKey,
      secret: options.pusherAppSecret,
      host: options.pusherHost,
      port: options.pusherPort,
      useTLS: options.pusherUseTLS,
      cluster: options.pusherCluster,
      timeoutMs: 5_000,
    },
    () => ownPort,
    (error) => app.log.warn(error, 'publishing through the Pusher HTTP API failed'),
  );
  const settlement = createSettlement(db, ledger, market, clock.now);
  const syncMarket = () => market.advance(clock.now());

  // A settlement failure must not break the market's clock; it is logged and retried at startup.
  const stopResults = market.onResult((result) => {
    try {
      settlement.applyResult(result);
    } catch (error) {
      app.log.error(error, `settling event ${result.event_id} failed`);
    }
  });
  syncMarket();
  settlement.settleFromMarketResults();
  // The change-id floor is stored before the first id can be handed out: a process
  // killed before its first tick would otherwise leave the folder's older id (or none), and the next
  // process would start below the ids this one sent, answering an old client a delta of the wrong base.
  keepChangeId(db, market.changeId);

  installErrorHandler(app);
  // JSON answers above 1 KiB go compressed to callers that accept it (the odds lists compress
  // themselves, once per change; the build's files are pre-compressed): fast levels, not the densest.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  const limits = await installRateLimits(app, options.rateLimits);
  const ctx: RouteContext = {
    db,
    market,
    clock,
    members,
    ledger,
    confirmer: createBetConfirmer(db, ledger, market, recentBets),
    history: createHistory(db),
    recentBets,
    realtime,
    publisher,
    options,
    limits,
    listCache: createListCache(options.listCacheBytes, undefined, options.listCacheWaitMs, {
      maxAgeMs: options.listMaxAgeMs,
      brotliQuality: options.listBrotliQuality,
    }),
    syncMarket,
  };

  installSessionHook(app, ctx);
  installNoStore(app);
  installStrictTypes(app);
  registerMemberRoutes(app, ctx);
  registerOddsRoutes(app, ctx);
  registerConfirmRoute(app, ctx);
  registerHistoryRoutes(app, ctx);
  registerContentRoutes(app);
  registerBroadcastingRoutes(app, ctx);
  registerPusherHttpApi(app, realtime, {
    appId: options.pusherAppId,
    appKey: options.pusherAppKey,
    appSecret: options.pusherAppSecret,
    failuresPerAddress: options.rateLimits.apiFailuresPerAddress,
    failureWindowMs: options.rateLimits.windowMs,
  });
  if (options.testHooks) registerTestHookRoutes(app, ctx);
  await registerFrontEndRoutes(app, options);

  await app.listen({ port: options.port, host: options.host });
  realtime.attach(app.server);
  const port = (app.server.address() as AddressInfo).port;
  ownPort = port;
  const odds = createOddsBroadcaster(
    Object.keys(market.menu()).map(Number),
    (events) => void publisher.publish(events),
  );
  const stopOdds = options.oddsPush
    ? market.onChange?.((change) => odds.onChange(change))
    : undefined;

  const rememberClock = () => {
    try {
      // With SIM_SPEED above 1 the market runs ahead of the clock: keep the later of the two, so a
      // restart continues the market where members last saw it (finished matches stay finished).
      keepClock(db, Math.max(clock.now(), market.simNowMs ?? 0));
      keepChangeId(db, market.changeId);
    } catch (error) {
      app.log.error(error, 'keeping the clock in the data folder failed');
    }
  };
  // The only thing that moves the market is the clock, seen here each tick (reads never advance it).
  const tick = () => {
    syncMarket();
    rememberClock();
  };
  const ticker = setInterval(tick, options.tickMs);
  ticker.unref();
  const feed = startSimulatedFeed({
    market,
    recentBets,
    broadcast: (bet) =>
      void publisher.publish([
        { channel: TICKET_CHANNEL_WIRE, name: TICKET_CHANGE_EVENT, data: bet },
      ]),
    feedMs: options.feedMs,
    seed: options.seed,
    now: clock.now,
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      feed.stop();
      stopOdds?.();
      odds.stop();
      clearInterval(ticker);
      await publisher.flushed();
      publisher.close();
      stopResults();
      await realtime.close();
      // Requests in flight get CLOSE_GRACE_MS to finish; then every connection still open is
      // closed, so a client that keeps one (a request never completed, an answer never read) cannot
      // hold the simulator's shutdown forever (it did, for a minute, under a loaded test run).
      const force = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
      await app.close();
      clearTimeout(force);
      if (db.open) rememberClock();
      closeDatabase(db);
    })();
    return closing;
  };

  return {
    url: `http://${reachableHost(options.host)}:${port}`,
    port,
    app,
    market,
    listCache: ctx.listCache,
    db,
    tick,
    close,
  };
}
