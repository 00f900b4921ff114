// @ts-nocheck
// The member's session, menu and feed on the wire (the member API's session, sport menu, recent
// bets and the realtime `ticket-change`): one shape each, written by the simulator and
// read by the front end (which turns them into its own view shapes, machines/memberTypes.ts).

/** `data` of POST /api/member/login. */
export interface WireLoginData {
  token: string;
}

/** `data` of GET /api/member/user. */
export interface WireUser {
  id: number;
  username: string;
  currency: string;
  first_login: boolean;
}

/** `data` of GET /api/member/balance. */
export interface WireBalance {
  balance: number;
  currency: string;
}

/** One sport of the menu: its name and counters per event type. */
export interface WireSportMenuItem {
  type: string;
  live: number;
  non_live: number;
  early: number;
  step: number;
  mix: number;
}

/** `data` of GET /api/member/event/sport/menu: keyed by sport id. */
export interface WireSportMenu {
  menu: Record<string, WireSportMenuItem>;
}

/** One bet of the latest feed and of a `ticket-change` broadcast (`option` `h` = won). */
export interface WireRecentBet {
  username: string;
  name_th: string;
  name_en: string;
  currency: string;
  amount: number;
  option: string;
}
