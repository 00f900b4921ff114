// @ts-nocheck
// The ONE reader of the runtime settings (public/runtime-config.js, loaded before the bundle as
// window.__APP_CONFIG__). Every field is checked on its own: a bad value falls back to its default
// with a warning, so a mistyped deployment file never stops the app.
import { isRecord } from '@contract/read';
import type { RuntimeConfig } from '@contract/runtimeConfig';
import type { RealtimeConnection } from '@contract/realtime';
import { API_PATHS } from '@contract/paths';

declare global {
  interface Window {
    __APP_CONFIG__?: unknown;
  }
}

export const DEFAULT_APP_CONFIG: RuntimeConfig = {
  apiBase: '',
  realtime: {
    key: 'sim-key',
    cluster: 'ap1',
    host: '',
    port: 0,
    tls: false,
    authEndpoint: '',
    odds: false,
  },
};

type Check<T> = (value: unknown) => value is T;
const isString: Check<string> = (value): value is string => typeof value === 'string';
const isBoolean: Check<boolean> = (value): value is boolean => typeof value === 'boolean';
const isPort: Check<number> = (value): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 65535;

function field<T>(source: Record<string, unknown>, name: string, check: Check<T>, fallback: T): T {
  const value = source[name];
  if (value === undefined) return fallback;
  if (check(value)) return value;
  console.warn(`runtime-config: ${name} is invalid (${JSON.stringify(value)}); using the default`);
  return fallback;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function readAppConfig(raw: unknown): RuntimeConfig {
  const source = isRecord(raw) ? raw : {};
  const realtime = isRecord(source.realtime) ? source.realtime : {};
  const fallback = DEFAULT_APP_CONFIG.realtime;
  return {
    apiBase: withoutTrailingSlash(field(source, 'apiBase', isString, DEFAULT_APP_CONFIG.apiBase)),
    realtime: {
      key: field(realtime, 'key', isString, fallback.key),
      cluster: field(realtime, 'cluster', isString, fallback.cluster),
      host: field(realtime, 'host', isString, fallback.host),
      port: field(realtime, 'port', isPort, fallback.port),
      tls: field(realtime, 'tls', isBoolean, fallback.tls),
      authEndpoint: field(realtime, 'authEndpoint', isString, fallback.authEndpoint),
      odds: field(realtime, 'odds', isBoolean, fallback.odds),
    },
  };
}

export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
}

function pagePort(page: PageLocation): number {
  if (page.port !== '') return Number(page.port);
  return page.protocol === 'https:' ? 443 : 80;
}

/** The options laravel-echo / pusher-js need, with the "same as the page" defaults filled in. */
export function resolveRealtimeConnection(
  config: RuntimeConfig,
  page: PageLocation,
): RealtimeConnection {
  const { realtime } = config;
  const port = realtime.port === 0 ? pagePort(page) : realtime.port;
  return {
    key: realtime.key,
    cluster: realtime.cluster,
    wsHost: realtime.host === '' ? page.hostname : realtime.host,
    wsPort: port,
    wssPort: port,
    forceTLS: realtime.tls,
    authEndpoint:
      realtime.authEndpoint === ''
        ? `${config.apiBase}${API_PATHS.broadcastingAuth}`
        : realtime.authEndpoint,
  };
}

let loadedConfig: RuntimeConfig | null = null;

/** The settings of this page, read once. */
export function appConfig(): RuntimeConfig {
  loadedConfig ??= readAppConfig(typeof window === 'undefined' ? undefined : window.__APP_CONFIG__);
  return loadedConfig;
}
