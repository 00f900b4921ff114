import type { MarketOptions } from './market/types';
import type { SettlingMarket } from './bets/settlement';

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
  pusherAppId: string;
  pusherAppKey: string;
  pusherAppSecret: string;
  staticDir: string;
  /** How often the market clock is advanced between requests. */
  tickMs: number;
  /** Seconds of silence before the realtime server pings a socket (Pusher's activity_timeout). */
  activityTimeoutSec: number;
  /** Fastify request logging (on for `npm run serve`, off in tests). */
  log: boolean;
  /** Wall clock; tests pass a controllable one. */
  now: () => number;
  /** The market factory; tests may pass a fake market. */
  createMarket: (opts: MarketOptions) => SettlingMarket;
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

/** Defaults of every setting, read from the environment (README "settings"). */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): EnvOptions {
  return {
    port: intFrom(env.PORT, 4173),
    host: textFrom(env.HOST, '0.0.0.0'),
    dataDir: textFrom(env.DATA_DIR, './data'),
    seed: intFrom(env.SIM_SEED, 1),
    events: intFrom(env.SIM_EVENTS, 300),
    speed: intFrom(env.SIM_SPEED, 1),
    feedMs: intFrom(env.SIM_FEED_MS, 3000),
    testHooks: env.SIM_TEST_HOOKS === '1',
    pusherAppId: textFrom(env.PUSHER_APP_ID, 'sim-app'),
    pusherAppKey: textFrom(env.PUSHER_APP_KEY, 'sim-key'),
    pusherAppSecret: textFrom(env.PUSHER_APP_SECRET, 'sim-secret'),
    staticDir: textFrom(env.STATIC_DIR, './dist'),
    tickMs: 1000,
    activityTimeoutSec: 120,
    log: false,
    now: Date.now,
  };
}
