import { bangkokTimeOfDay } from '@contract/bangkok';
import type { MarketOptions } from './market/types';
import type { SettlingMarket } from './bets/settlement';
import type { RateLimits } from './http/rateLimits';
import { DEFAULT_RATE_LIMITS } from './http/rateLimits';
import { BROTLI_QUALITY, MAX_LIST_AGE_MS, REBUILD_WAIT_MS } from './http/listCache';

/** Everything the simulator can be told. `optionsFromEnv` fills it from the environment. */
export interface SimOptions {
  /** 0 = a random free port (tests). */
  port: number;
  host: string;
  dataDir: string;
  seed: number;
  /** SIM_EVENTS: number of football events the market simulates. */
  events: number;
  /** SIM_SPEED: market clock multiplier. */
  speed: number;
  /** SIM_FEED_MS: mean interval of simulated other members' bets; 0 disables the feed. */
  feedMs: number;
  /** SIM_TEST_HOOKS=1 enables the `/api/test/*` routes. */
  testHooks: boolean;
  /** SIM_HISTORY (on unless `0`): demo01 starts with two months of settled bets. */
  history: boolean;
  pusherAppId: string;
  pusherAppKey: string;
  /** Empty: a random secret is generated once per data folder and kept beside the database. */
  pusherAppSecret: string;
  /** PUSHER_HOST: where the publisher sends events ('' = this simulator, or hosted Pusher with PUSHER_CLUSTER). */
  pusherHost: string;
  /** PUSHER_PORT: 0 = this simulator's port (host '') or the scheme's default. */
  pusherPort: number;
  /** PUSHER_USE_TLS=1: publish over https. */
  pusherUseTLS: boolean;
  /** PUSHER_CLUSTER: hosted Pusher's cluster (e.g. `ap1`), used when PUSHER_HOST is unset. */
  pusherCluster: string;
  /** SIM_ODDS_PUSH (on unless `0`): announce market changes on `odds-{sport}`, and say so in the runtime config. */
  oddsPush: boolean;
  staticDir: string;
  /** How often the market is moved to the clock (the only thing that moves it: reads never do). */
  tickMs: number;
  /** Seconds of silence before the realtime server pings a socket (Pusher's activity_timeout). */
  activityTimeoutSec: number;
  /** Abuse limits of login and bet confirm (SIM_LIMIT_WINDOW_MS, SIM_LIMIT_LOGIN_ADDRESS, SIM_LIMIT_LOGIN_MEMBER,
   *  SIM_LIMIT_CONFIRM_ADDRESS, SIM_LIMIT_CONFIRM_MEMBER), and of the Pusher HTTP API's unsigned
   *  requests (SIM_LIMIT_API_ADDRESS). */
  rateLimits: RateLimits;
  /** SIM_LIST_CACHE (on unless `0`): odds lists built once per market change, compressed, with ETags. */
  listCache: boolean;
  /** SIM_LIST_CACHE_MB (128): the odds-list cache's cap in bytes, least recently used out first. */
  listCacheBytes: number;
  /** How long a caller waits for a newer build of a list before it gets the previous build. */
  listCacheWaitMs: number;
  /** SIM_LIST_MAX_AGE_MS (2000): the oldest picture of the market a list reply may show (listCache.ts). */
  listMaxAgeMs: number;
  /** SIM_LIST_BROTLI_QUALITY (5, 0-11): brotli's quality for the odds lists' compressed copies. */
  listBrotliQuality: number;
  /** SIM_CDN_MAX_AGE_S (0: off): odds lists also say `CDN-Cache-Control: public, max-age=N`, for an
   *  operator's CDN that checks the bearer token at its edge (docs/scaling.md). */
  cdnMaxAgeS: number;
  /** TRUST_PROXY: '' (X-Forwarded-For ignored), `true` (any proxy: only when nothing else can reach
   *  the simulator), or the proxies' addresses/CIDRs, comma-separated. Only then does the caller's address come from X-Forwarded-For. */
  trustProxy: string;
  /** SIM_REALTIME_PER_ADDRESS (200): open realtime sockets per address. */
  realtimePerAddress: number;
  /** SIM_REALTIME_MAX (10000): open realtime sockets in all. */
  realtimeMax: number;
  /** SIM_ALLOWED_ORIGINS: origins besides the page's own whose pages may open the realtime socket
   *  (comma-separated, e.g. `https://members.operator.example`). */
  allowedOrigins: string[];
  /** Fastify request logging (on for `npm run serve`, off in tests). */
  log: boolean;
  /** Wall clock; tests pass a controllable one. */
  now: () => number;
  /** The market factory; tests may pass a fake market. */
  createMarket: (opts: MarketOptions) => SettlingMarket;
}

/** Fastify's `trustProxy` for a TRUST_PROXY setting. */
export function trustProxyOption(setting: string): boolean | string {
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  return setting;
}

export type EnvOptions = Omit<SimOptions, 'createMarket'>;

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
}

function textFrom(value: string | undefined, fallback: string): string {
  return value === undefined || value === '' ? fallback : value;
}

/**
 * SIM_START: where the simulator's clock starts; it runs in real time from there. `HH:mm` is that time
 * today in Bangkok (the date stays the real one, so a browser's own dates agree with the market);
 * anything else is read as a full date (ISO 8601). Unset: the wall clock. The browser tests start
 * at noon so what they find on the lists does not depend on when CI runs.
 */
export function clockFrom(start: string | undefined, wall: () => number = Date.now): () => number {
  if (start === undefined || start.trim() === '') return wall;
  const bootMs = wall();
  const timeOfDay = /^(\d{1,2}):(\d{2})$/.exec(start.trim());
  let startMs: number;
  if (timeOfDay !== null) {
    startMs = bangkokTimeOfDay(bootMs, Number(timeOfDay[1]), Number(timeOfDay[2]));
  } else {
    startMs = Date.parse(start);
  }
  if (!Number.isFinite(startMs)) throw new Error(`SIM_START is neither HH:mm nor a date: ${start}`);
  return () => startMs + (wall() - bootMs);
}

/** Defaults of every setting, read from the environment (README "settings"). */
/** Secrets anyone can read in this repository: refused in production mode. */
const PUBLIC_DEFAULT_SECRETS = new Set(['', 'sim-secret']);

/** Shortest PUSHER_APP_SECRET accepted in production (a 1-character one must be refused). */
export const MIN_PRODUCTION_SECRET_LENGTH = 16;

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): EnvOptions {
  // `Production`, ` production ` are production too.
  if (env.NODE_ENV?.trim().toLowerCase() === 'production') {
    if (env.SIM_TEST_HOOKS === '1')
      throw new Error('SIM_TEST_HOOKS=1 is refused when NODE_ENV=production');
    if (
      env.PUSHER_APP_SECRET !== undefined &&
      PUBLIC_DEFAULT_SECRETS.has(env.PUSHER_APP_SECRET.trim())
    ) {
      throw new Error(
        'PUSHER_APP_SECRET is a public default: set a secret of your own when NODE_ENV=production',
      );
    }
    if (
      env.PUSHER_APP_SECRET !== undefined &&
      env.PUSHER_APP_SECRET.trim().length < MIN_PRODUCTION_SECRET_LENGTH
    ) {
      throw new Error(
        `PUSHER_APP_SECRET is too short: at least ${MIN_PRODUCTION_SECRET_LENGTH} characters when NODE_ENV=production (or unset it for a random one)`,
      );
    }
  }
  return {
    port: intFrom(env.PORT, 4173),
    host: textFrom(env.HOST, '0.0.0.0'),
    dataDir: textFrom(env.DATA_DIR, './data'),
    seed: intFrom(env.SIM_SEED, 1),
    events: intFrom(env.SIM_EVENTS, 300),
    speed: intFrom(env.SIM_SPEED, 1),
    feedMs: intFrom(env.SIM_FEED_MS, 3000),
    testHooks: env.SIM_TEST_HOOKS === '1',
    history: env.SIM_HISTORY !== '0',
    pusherAppId: textFrom(env.PUSHER_APP_ID, 'sim-app'),
    pusherAppKey: textFrom(env.PUSHER_APP_KEY, 'sim-key'),
    pusherAppSecret: textFrom(env.PUSHER_APP_SECRET, ''),
    pusherHost: (env.PUSHER_HOST ?? '').trim(),
    pusherPort: Math.max(0, intFrom(env.PUSHER_PORT, 0)),
    pusherUseTLS: env.PUSHER_USE_TLS === '1' || env.PUSHER_USE_TLS?.toLowerCase() === 'true',
    pusherCluster: (env.PUSHER_CLUSTER ?? '').trim(),
    oddsPush: env.SIM_ODDS_PUSH !== '0',
    staticDir: textFrom(env.STATIC_DIR, './dist'),
    rateLimits: {
      windowMs: intFrom(env.SIM_LIMIT_WINDOW_MS, DEFAULT_RATE_LIMITS.windowMs),
      loginPerAddress: intFrom(env.SIM_LIMIT_LOGIN_ADDRESS, DEFAULT_RATE_LIMITS.loginPerAddress),
      loginPerMember: intFrom(env.SIM_LIMIT_LOGIN_MEMBER, DEFAULT_RATE_LIMITS.loginPerMember),
      confirmPerAddress: intFrom(
        env.SIM_LIMIT_CONFIRM_ADDRESS,
        DEFAULT_RATE_LIMITS.confirmPerAddress,
      ),
      confirmPerMember: intFrom(env.SIM_LIMIT_CONFIRM_MEMBER, DEFAULT_RATE_LIMITS.confirmPerMember),
      apiFailuresPerAddress: intFrom(
        env.SIM_LIMIT_API_ADDRESS,
        DEFAULT_RATE_LIMITS.apiFailuresPerAddress,
      ),
    },
    listCache: env.SIM_LIST_CACHE !== '0',
    listCacheBytes: Math.max(1, intFrom(env.SIM_LIST_CACHE_MB, 128)) * 1024 * 1024,
    listCacheWaitMs: Math.max(0, intFrom(env.SIM_LIST_CACHE_WAIT_MS, REBUILD_WAIT_MS)),
    listMaxAgeMs: Math.max(0, intFrom(env.SIM_LIST_MAX_AGE_MS, MAX_LIST_AGE_MS)),
    listBrotliQuality: Math.min(
      11,
      Math.max(0, intFrom(env.SIM_LIST_BROTLI_QUALITY, BROTLI_QUALITY)),
    ),
    cdnMaxAgeS: Math.max(0, intFrom(env.SIM_CDN_MAX_AGE_S, 0)),
    trustProxy: (env.TRUST_PROXY ?? '').trim(),
    realtimePerAddress: Math.max(1, intFrom(env.SIM_REALTIME_PER_ADDRESS, 200)),
    realtimeMax: Math.max(1, intFrom(env.SIM_REALTIME_MAX, 10_000)),
    allowedOrigins: (env.SIM_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter((origin) => origin !== ''),
    tickMs: 1000,
    activityTimeoutSec: 120,
    log: false,
    now: clockFrom(env.SIM_START),
  };
}
