// @ts-nocheck
import type { OddsChangedMessage } from '@contract/realtime';
import type { RealtimeConnection } from '@contract/realtime';
import { openRealtimeChannel } from './realtimeWorker';

// The member API's odds broadcast (see contract/realtime.ts): the public channel `odds-{sport}`
// nudges the board when a list changed. The socket lives in the realtime worker, shared with the
// recent-bets feed (one socket per member; docs/benchmarks.md "Odds push" has the main thread's
// cost of a nudge): each nudge is handed on to the odds worker, which decides which list asks for
// its delta.

export interface OddsFeedListener {
  nudge(message: OddsChangedMessage): void;
  /** true once the channel is subscribed on a connected socket; false while down or reconnecting. */
  live(live: boolean): void;
}

/** Listens on a sport's channel; the returned function leaves it. */
export type OpenOddsFeed = (sportTypeId: number, listener: OddsFeedListener) => () => void;

export function createPusherOddsFeed(
  connection: RealtimeConnection,
  readSessionToken: () => string | null,
): OpenOddsFeed {
  return (sportTypeId, listener) => {
    const channel = openRealtimeChannel(
      connection,
      readSessionToken,
      (channels) =>
        channels.openOdds(sportTypeId, {
          nudge(message: OddsChangedMessage) {
            if (channel.closed) return;
            const started = performance.now();
            listener.nudge(message);
            // The main thread's share of a nudge, for bench:latency (a few hundred entries at most).
            if (performance.getEntriesByName('odds-nudge').length < 500)
              performance.measure('odds-nudge', { start: started });
          },
          live(live: boolean) {
            if (!channel.closed) listener.live(live);
          },
        }),
      (error) => {
        console.error('realtime: the odds feed could not be loaded', error);
        listener.live(false);
      },
    );
    return () => channel.close();
  };
}
