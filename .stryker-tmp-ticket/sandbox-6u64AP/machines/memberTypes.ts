// @ts-nocheck
// Domain shapes that flow through the machines. The API layer in src/ parses wire replies into
// these; machines never see raw JSON and never import from src/.

export interface MemberUser {
  id: number;
  username: string;
  currency: string;
  firstLogin: boolean;
}

export interface MemberProfile {
  user: MemberUser;
  balance: number;
}

/** One sport of the side menu with its counters per event type. */
export interface SportMenuEntry {
  sportId: number;
  name: string;
  live: number;
  nonLive: number;
  early: number;
  step: number;
  mix: number;
}

/** One bet of the live feed of other members' bets. */
export interface RecentBet {
  username: string;
  nameTh: string;
  nameEn: string;
  currency: string;
  amount: number;
  option: string;
}

/** Pusher connection states, as pusher-js names them. */
export const REALTIME_STATES = [
  'initialized',
  'connecting',
  'connected',
  'disconnected',
  'unavailable',
  'failed',
] as const;
export type RealtimeState = (typeof REALTIME_STATES)[number];

export interface RealtimeStateChange {
  previous: RealtimeState;
  current: RealtimeState;
}

/**
 * What a side-effect actor reports back. Calls never throw into a machine: a 401 is a session
 * matter (the machine leaves for the no-session screen), anything else is a plain failure.
 */
export type CallOutcome<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      unauthorized: boolean;
      message: string;
      /** No reply at all (network, timeout, a captive portal's page): not the server's fault. */
      unreachable?: boolean;
    };
