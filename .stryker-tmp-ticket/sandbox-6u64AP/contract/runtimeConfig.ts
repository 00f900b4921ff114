// @ts-nocheck
// The runtime settings' shape (one per deploy, read at run time, not built in): what
// public/runtime-config.js sets as window.__APP_CONFIG__, and what the simulator serves in its
// place (server/http/routes/frontEnd.ts). The client reads it defensively in ONE place,
// src/shared/config.ts.

export interface RealtimeConfig {
  key: string;
  cluster: string;
  /** "" = the page's host. */
  host: string;
  /** 0 = the page's port. */
  port: number;
  /** false = ws://, true = wss:// with forceTLS. */
  tls: boolean;
  /** "" = apiBase + "/api/broadcasting/auth". */
  authEndpoint: string;
  /** The odds broadcast: the operator nudges on `odds-{sport}` (false: countdown only). */
  odds: boolean;
}

export interface RuntimeConfig {
  /** "" = same origin. Never ends with a slash. */
  apiBase: string;
  realtime: RealtimeConfig;
}
