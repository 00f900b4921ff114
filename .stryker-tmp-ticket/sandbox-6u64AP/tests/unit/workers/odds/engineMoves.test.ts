// @ts-nocheck
import { describe, expect, it } from 'vitest';
import type { FetchLike } from '@workers/odds/api';
import type { OddsMessage } from '@workers/odds/core/view';
import { createOddsEngine } from '@workers/odds/engine';
import { oddsEntry, oddsEvent, oddsReply } from '@tests/fixtures/odds/events';

// The engine keeps where each shown price has been, marks a price that moved more than
// once lately (apart from the rows), filters "moving now" and forgets it all with the lists.

function fakeApi(...bodies: unknown[]) {
  const fetchFn: FetchLike = async () => {
    const body = bodies.shift() ?? { state: false, message: 'error', data: [] };
    return { ok: true, status: 200, json: async () => structuredClone(body) };
  };
  return fetchFn;
}

/** Two events; the first's home handicap price is `price`. */
function replyAt(price: number, changeId: number, fullload = false) {
  return oddsReply(
    [
      oddsEvent({
        event_id: 1,
        odds: [
          oddsEntry(
            'Handicap',
            { h: price, a: -0.98 },
            { in_who: '1', point: 0.5, id: 1, odds_id: 11 },
          ),
        ],
      }),
      oddsEvent({
        event_id: 2,
        odds: [
          oddsEntry(
            'Handicap',
            { h: 0.8, a: 0.9 },
            { in_who: '1', point: 0.25, id: 2, odds_id: 22 },
          ),
        ],
      }),
    ],
    { changeId, fullload },
  );
}

function setup(...bodies: unknown[]) {
  let clock = 1_000_000;
  const engine = createOddsEngine({ fetch: fakeApi(...bodies), now: () => clock });
  const messages: OddsMessage[] = [];
  engine.subscribe((message) => messages.push(message));
  return {
    engine,
    messages,
    tick: (ms: number) => {
      clock += ms;
    },
    moves: () => messages.filter((message) => message.type === 'odds.moves'),
  };
}

describe('odds engine: where prices have been', () => {
  it('keeps a point per move and answers the price line with its moves', async () => {
    const sut = setup(replyAt(0.9, 1, true), replyAt(0.95, 2), replyAt(0.95, 3), replyAt(0.85, 4));
    for (let i = 0; i < 4; i += 1) {
      await sut.engine.refresh('nonlive');
      sut.tick(5_000);
    }
    const answer = sut.engine.priceHistory(1, 1, 'handicap_h');
    expect(answer.points.map((point) => point.price)).toEqual([0.9, 0.95, 0.85]);
    expect(answer.moves).toEqual({ up: 1, down: 1 });
    expect(answer.from).toBe(0.9);
    expect(sut.engine.priceHistory(2, 1, 'handicap_h').points).toHaveLength(1);
    expect(sut.engine.priceHistory(3, 1, 'handicap_h').points).toEqual([]);
  });

  it('marks a price once it moved twice, apart from the rows, and clears the mark when the moves grow old', async () => {
    const sut = setup(replyAt(0.9, 1, true), replyAt(0.95, 2), replyAt(0.85, 3), replyAt(0.85, 4));
    await sut.engine.refresh('nonlive');
    await sut.engine.refresh('nonlive');
    expect(sut.moves()).toEqual([]);
    await sut.engine.refresh('nonlive');
    expect(sut.moves()).toEqual([
      { type: 'odds.moves', kind: 'nonlive', moves: { '1:1:handicap_h': { up: 1, down: 1 } } },
    ]);
    sut.tick(11 * 60_000);
    await sut.engine.refresh('nonlive');
    expect(sut.moves().at(-1)).toEqual({
      type: 'odds.moves',
      kind: 'nonlive',
      moves: { '1:1:handicap_h': null },
    });
  });

  it('"moving now" shows only events with a marked price, and all again when off', async () => {
    const sut = setup(replyAt(0.9, 1, true), replyAt(0.95, 2), replyAt(0.85, 3));
    for (let i = 0; i < 3; i += 1) await sut.engine.refresh('nonlive');
    const shownEvents = () => {
      const full = [...sut.messages].reverse().find((m) => m.type !== 'odds.moves');
      return full?.type === 'odds.delta'
        ? full.delta.eventCount
        : full?.type === 'odds.full'
          ? full.view.eventCount
          : -1;
    };
    expect(shownEvents()).toBe(2);
    sut.engine.setQuery({ movingOnly: true });
    expect(shownEvents()).toBe(1);
    sut.engine.setQuery({ movingOnly: false });
    expect(shownEvents()).toBe(2);
  });

  it('forgets where prices were when the lists are no longer held', async () => {
    const sut = setup(replyAt(0.9, 1, true), replyAt(0.95, 2));
    await sut.engine.refresh('nonlive');
    await sut.engine.refresh('nonlive');
    expect(sut.engine.priceHistory(1, 1, 'handicap_h').points).toHaveLength(2);
    sut.engine.setQuery({ sportTypeId: 44 });
    expect(sut.engine.priceHistory(1, 1, 'handicap_h').points).toEqual([]);
  });
});
