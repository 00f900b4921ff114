import { ODDS_CHANGED_EVENT, oddsChannelOf, readOddsChanged } from '@contract/realtime';
import type { OddsChangedMessage } from '@contract/realtime';
import type { RealtimeConnection } from '../config';
import { acquirePusher } from './sharedPusher';

// member-api.md "Odds broadcast": the public channel `odds-{sport}` nudges the board when a list
// changed. The socket lives on the main thread, shared with the recent-bets feed (one socket per
// member; docs/benchmarks.md "Odds push" has the main thread's cost of a nudge): each nudge is
// handed on to the odds worker, which decides which list asks for its delta.

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
    const lease = acquirePusher(connection, readSessionToken);
    const channelName = oddsChannelOf(sportTypeId);
    let closed = false;
    let leave: (() => void) | null = null;
    void lease.ready.then(
      (pusher) => {
        if (closed) return;
        const channel = pusher.subscribe(channelName);
        const onSubscribed = () => listener.live(pusher.connection.state === 'connected');
        const onNudge = (data: unknown) => {
          const started = performance.now();
          listener.nudge(readOddsChanged(data));
          // The main thread's share of a nudge, for bench:latency (a few hundred entries at most).
          if (performance.getEntriesByName('odds-nudge').length < 500)
            performance.measure('odds-nudge', { start: started });
        };
        const onState = (change: { current?: unknown }) => {
          // Reconnected: pusher-js subscribes again and `subscription_succeeded` says live.
          if (change.current !== 'connected') listener.live(false);
        };
        channel.bind('pusher:subscription_succeeded', onSubscribed);
        channel.bind(ODDS_CHANGED_EVENT, onNudge);
        pusher.connection.bind('state_change', onState);
        if (channel.subscribed) onSubscribed();
        leave = () => {
          channel.unbind('pusher:subscription_succeeded', onSubscribed);
          channel.unbind(ODDS_CHANGED_EVENT, onNudge);
          pusher.connection.unbind('state_change', onState);
          pusher.unsubscribe(channelName);
        };
      },
      (error: unknown) => {
        console.error('realtime: the odds feed could not be loaded', error);
        if (!closed) listener.live(false);
      },
    );
    return () => {
      closed = true;
      leave?.();
      lease.release();
    };
  };
}
