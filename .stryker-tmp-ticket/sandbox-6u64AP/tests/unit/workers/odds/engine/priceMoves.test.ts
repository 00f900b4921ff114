// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { MOVING_WINDOW_MS } from '@workers/odds/core/priceHistory';
import type { OddsMessage } from '@workers/odds/core/view';
import type { ListKind } from '@contract/oddsList';
import { createListsState } from '@workers/odds/engine/listsState';
import { createPriceMoves } from '@workers/odds/engine/priceMoves';
import { oddsEntry, oddsEvent, oddsReply } from '@tests/fixtures/odds/events';

// Where each shown price has been and which prices move, fed the list messages the lists' state
// folds from real replies; the time of each message is the test's.

/** Two events; the first's home handicap price is `first`, the second's `second`. */
function replyAt(first: number, changeId: number, second = 0.8, fullload = false) {
  return oddsReply(
    [
      oddsEvent({
        event_id: 12,
        odds: [
          oddsEntry(
            'Handicap',
            { h: first, a: -0.98 },
            { in_who: '1', point: 0.5, id: 1, odds_id: 11 },
          ),
        ],
      }),
      oddsEvent({
        event_id: 2,
        odds: [
          oddsEntry(
            'Handicap',
            { h: second, a: 0.9 },
            { in_who: '1', point: 0.25, id: 2, odds_id: 22 },
          ),
        ],
      }),
    ],
    { changeId, fullload },
  );
}

function setUp() {
  const moves = createPriceMoves();
  const lists = createListsState({ movingEvents: moves.movingEvents });
  /** The message a reply makes of the list, as the engine would post it. */
  const message = (kind: ListKind, reply: unknown): OddsMessage => {
    const folded = lists.fold(kind, reply).message;
    if (folded === null) throw new Error('a reload');
    return folded;
  };
  return { moves, message };
}

const T0 = 1_000_000;

describe('price moves', () => {
  it('records a full list without marking anything; the price line has its one point', () => {
    const { moves, message } = setUp();
    expect(moves.track('nonlive', message('nonlive', replyAt(0.9, 1, 0.8, true)), T0)).toBeNull();
    const answer = moves.priceHistory(12, 1, 'handicap_h', T0);
    expect(answer.points.map((point) => point.price)).toEqual([0.9]);
    expect(moves.movingEvents('nonlive').size).toBe(0);
    expect(moves.marksOf('nonlive')).toEqual({});
  });

  it('marks a price that moved twice in the window, tells again only what changed, and drops the mark once the moves are old', () => {
    const { moves, message } = setUp();
    moves.track('nonlive', message('nonlive', replyAt(0.9, 1, 0.8, true)), T0);
    expect(moves.track('nonlive', message('nonlive', replyAt(0.95, 2)), T0 + 1_000)).toBeNull();
    const marked = moves.track('nonlive', message('nonlive', replyAt(0.85, 3)), T0 + 2_000);
    expect(marked).toEqual({
      moves: { '12:1:handicap_h': { up: 1, down: 1 } },
      movingChanged: true,
    });
    expect([...moves.movingEvents('nonlive')]).toEqual([12]);
    expect(moves.movingEvents('early').size).toBe(0);
    expect(moves.marksOf('nonlive')).toEqual({ '12:1:handicap_h': { up: 1, down: 1 } });
    // The other price moves once: the mark stands as it was, nothing to tell.
    expect(
      moves.track('nonlive', message('nonlive', replyAt(0.85, 4, 0.75)), T0 + 2_500),
    ).toBeNull();
    // A third move: the mark changes, the events moving do not.
    expect(moves.track('nonlive', message('nonlive', replyAt(0.9, 5, 0.75)), T0 + 3_000)).toEqual({
      moves: { '12:1:handicap_h': { up: 2, down: 1 } },
      movingChanged: false,
    });
    expect(moves.track('nonlive', message('nonlive', replyAt(0.8, 6, 0.75)), T0 + 3_500)).toEqual({
      moves: { '12:1:handicap_h': { up: 2, down: 2 } },
      movingChanged: false,
    });
    // Another price moves once, long after: the old moves fall out of the window, the mark goes.
    const later = T0 + 3_500 + MOVING_WINDOW_MS + 1;
    expect(moves.track('nonlive', message('nonlive', replyAt(0.8, 7, 0.7)), later)).toEqual({
      moves: { '12:1:handicap_h': null },
      movingChanged: true,
    });
    expect(moves.movingEvents('nonlive').size).toBe(0);
    // Each list keeps its own marks.
    expect(moves.marksOf('live')).toEqual({});
  });

  it('a failure records nothing; clear forgets every price and mark', () => {
    const { moves, message } = setUp();
    moves.track('live', message('live', replyAt(0.9, 1, 0.8, true)), T0);
    moves.track('live', message('live', replyAt(0.95, 2)), T0 + 1);
    moves.track('live', message('live', replyAt(0.85, 3)), T0 + 2);
    const failed: OddsMessage = { type: 'odds.error', kind: 'live', seq: 3, message: 'error' };
    expect(moves.track('live', failed, T0 + 3)).toBeNull();
    expect(moves.priceHistory(12, 1, 'handicap_h', T0 + 3).points).toHaveLength(3);
    moves.clear();
    expect(moves.priceHistory(12, 1, 'handicap_h', T0 + 3).points).toEqual([]);
    expect(moves.marksOf('live')).toEqual({});
  });

  it('answers the price line from whichever list held the price longest', () => {
    const { moves, message } = setUp();
    moves.track('live', message('live', replyAt(0.9, 1, 0.8, true)), T0);
    moves.track('nonlive', message('nonlive', replyAt(0.5, 1, 0.8, true)), T0);
    moves.track('nonlive', message('nonlive', replyAt(0.6, 2)), T0 + 1);
    expect(moves.priceHistory(12, 1, 'handicap_h', T0 + 2).points.map((p) => p.price)).toEqual([
      0.5, 0.6,
    ]);
    moves.track('live', message('live', replyAt(0.8, 2)), T0 + 3);
    moves.track('live', message('live', replyAt(0.7, 3)), T0 + 4);
    expect(moves.priceHistory(12, 1, 'handicap_h', T0 + 5).points.map((p) => p.price)).toEqual([
      0.9, 0.8, 0.7,
    ]);
  });

  it('of two lists that held a price as long, answers from the first that held it', () => {
    const { moves, message } = setUp();
    moves.track('live', message('live', replyAt(0.9, 1, 0.8, true)), T0);
    moves.track('nonlive', message('nonlive', replyAt(0.5, 1, 0.8, true)), T0);
    expect(moves.priceHistory(12, 1, 'handicap_h', T0).points.map((p) => p.price)).toEqual([0.9]);
  });
});
