import type { OddsChangedMessage } from '@contract/realtime';
import type { RealtimeConnection } from '@contract/realtime';
import { DEFERRED_TURN, afterFirstOddsTurn } from '../firstOdds';
import { openRealtimeChannel } from './realtimeWorker';
import type { RealtimeChannel } from './realtimeWorker';

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
    // The socket's worker starts once the first odds are on screen and the page is idle (or at the
    // first tap): its start (the worker, comlink, pusher-js's chunk over the network) was main-thread
    // work and bytes a phone's first prices waited for. Until the channel is live the board keeps
    // to its countdown, as while a socket connects; the channel's coming up refreshes the lists,
    // which catches up whatever changed before it.
    let channel: RealtimeChannel | null = null;
    let left = false;
    void afterFirstOddsTurn(DEFERRED_TURN.oddsFeed).then(() => {
      if (!left) channel = open(sportTypeId, listener);
    });
    return () => {
      left = true;
      channel?.close();
    };
  };

  function open(sportTypeId: number, listener: OddsFeedListener): RealtimeChannel {
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
    return channel;
  }
}
