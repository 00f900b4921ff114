// @ts-nocheck
import type { RealtimeStateChange, RecentBet } from '@machines/memberTypes';

// The realtime source of other members' bets, as the recent-bets panel sees it. The real one is
// laravel-echo over pusher-js (echoTicketFeed.ts); tests pass a fake.

export interface TicketFeedListener {
  bet(bet: RecentBet): void;
  state(change: RealtimeStateChange): void;
}

/** Connects and starts listening; the returned function leaves the channel and disconnects. */
export type OpenTicketFeed = (listener: TicketFeedListener) => () => void;
