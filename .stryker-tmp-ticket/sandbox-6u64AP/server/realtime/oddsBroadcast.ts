// @ts-nocheck
// The member API's odds broadcast: every market change is announced on `odds-{sport_type_id}` as
// `odds-changed` `{ change_id, event_ids }`, in change_id order. Changes are gathered for GATHER_MS
// and nudges leave at least MIN_GAP_MS apart, so a sport gets at most 4 a second and no change waits
// more than 250 ms (a change after a flush waits for that flush's gap at most).
import { ODDS_CHANGED_EVENT, oddsChannelOf, writeOddsChanged } from '@contract/realtime';
import type { WireOddsChanged } from '@contract/realtime';
import type { MarketChange } from '../market/types';
import { MAX_EVENT_DATA_BYTES } from './httpApi';
import type { PublishEvent } from './publisher';

/** Least time between two nudges (at most 4 a second, batched for up to 250 ms). */
export const MIN_GAP_MS = 250;
/** A market tick or a test hook's burst lands together; a short gather keeps them one nudge. */
export const GATHER_MS = 20;

/** The nudge's data, or `event_ids: null` when the ids would not fit in one Pusher message. */
export function oddsNudge(changeId: number, eventIds: Iterable<number> | null): WireOddsChanged {
  // The message a socket receives wraps the data string in an envelope: leave it 1 KB.
  return writeOddsChanged(
    { changeId, eventIds: eventIds === null ? null : [...eventIds] },
    MAX_EVENT_DATA_BYTES - 1024,
  );
}

export interface OddsBroadcaster {
  /** The market's change hook. */
  onChange(change: MarketChange): void;
  stop(): void;
}

interface Pending {
  changeId: number;
  /** null: anything may have changed. */
  eventIds: Set<number> | null;
}

export function createOddsBroadcaster(
  sports: readonly number[],
  publish: (events: PublishEvent[]) => void,
  now: () => number = Date.now,
): OddsBroadcaster {
  const pending = new Map<number, Pending>();
  let timer: NodeJS.Timeout | undefined;
  let lastFlushMs = -Infinity;

  function flush(): void {
    timer = undefined;
    lastFlushMs = now();
    const events: PublishEvent[] = [];
    for (const [sport, p] of [...pending].sort((a, b) => a[0] - b[0])) {
      events.push({
        channel: oddsChannelOf(sport),
        name: ODDS_CHANGED_EVENT,
        data: oddsNudge(p.changeId, p.eventIds),
      });
    }
    pending.clear();
    publish(events);
  }

  function note(sport: number, changeId: number, ids: readonly number[] | null): void {
    const p = pending.get(sport);
    if (!p) {
      pending.set(sport, { changeId, eventIds: ids === null ? null : new Set(ids) });
      return;
    }
    p.changeId = Math.max(p.changeId, changeId);
    if (p.eventIds === null) return;
    if (ids === null) p.eventIds = null;
    else for (const id of ids) p.eventIds.add(id);
  }

  return {
    onChange(change) {
      if (change.wholesale) for (const sport of sports) note(sport, change.changeId, null);
      for (const [sport, ids] of change.eventsBySport) note(sport, change.changeId, ids);
      // The first change since the last nudge sets the timer; later ones ride along.
      if (pending.size > 0 && timer === undefined) {
        timer = setTimeout(flush, Math.max(GATHER_MS, lastFlushMs + MIN_GAP_MS - now()));
        timer.unref();
      }
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
