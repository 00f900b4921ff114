// @ts-nocheck
// A nudge has each held list it may touch ask for its delta, one call in flight per
// list, coalesced, at most one per NUDGE_MIN_GAP_MS (the engine's books, the refresh machine's clock).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '@workers/odds/api';
import { NUDGE_MIN_GAP_MS, createOddsEngine } from '@workers/odds/engine';
import { replyChangedEventIds } from '@workers/odds/core/nudge';
import { oddsEvent, oddsReply } from '@tests/fixtures/odds/events';
import { nudgedBoard } from './nudgedBoard';

/** An engine behind a board's refresh machine, on vi's fake clock. */
function harness(changeId = 10) {
  const urls: string[] = [];
  let held = changeId;
  const fetchFn: FetchLike = async (url) => {
    urls.push(url);
    const body = url.includes('_nonfullload')
      ? oddsReply([oddsEvent({ event_id: 1 })], { fullload: false, changeId: held })
      : oddsReply([oddsEvent({ event_id: 1 }), oddsEvent({ event_id: 2 })], { changeId: held });
    return { ok: true, status: 200, json: async () => structuredClone(body) };
  };
  const engine = createOddsEngine({ fetch: fetchFn, now: () => Date.now() });
  const board = nudgedBoard({ nudge: engine.nudge, askNudged: engine.askNudged });
  return {
    engine: Object.assign(Object.create(engine) as typeof engine, { nudge: board.nudge }),
    urls,
    setServerChangeId: (id: number) => (held = id),
    advance: (ms: number) => vi.advanceTimersByTimeAsync(ms),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('odds nudges', () => {
  it('a list asks for its delta when a nudge names one of its events, not for others', async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    expect(h.engine.nudge({ changeId: 11, eventIds: [999] })).toEqual([]);
    expect(h.engine.nudge({ changeId: 10, eventIds: [1] })).toEqual([]);
    h.setServerChangeId(11);
    expect(h.engine.nudge({ changeId: 11, eventIds: [2] })).toEqual(['nonlive']);
    await h.advance(0);
    expect(h.urls.at(-1)).toContain('get-nonlive-odds_nonfullload');
    expect(h.urls.at(-1)).toContain('change_id=10');
  });

  it('many nudges make one call per gap, never a storm', async () => {
    const h = harness();
    await h.engine.refresh('nonlive');
    const before = h.urls.length;
    for (let id = 11; id <= 30; id += 1) {
      h.setServerChangeId(id);
      h.engine.nudge({ changeId: id, eventIds: null });
      await h.advance(50);
    }
    // 20 nudges over 1 s: the first goes at once, then one call per NUDGE_MIN_GAP_MS.
    const calls = h.urls.length - before;
    expect(calls).toBeLessThanOrEqual(Math.ceil(1000 / NUDGE_MIN_GAP_MS) + 1);
    expect(calls).toBeGreaterThanOrEqual(2);
    // The last nudge is fetched once its gap has passed.
    await h.advance(NUDGE_MIN_GAP_MS);
    expect(h.urls.at(-1)).toContain('change_id=');
  });

  it('reads the events a delta reply says changed, null for a full load', () => {
    expect(
      replyChangedEventIds(
        oddsReply([oddsEvent({ event_id: 5 })], { fullload: false, closed: [7] }),
      ),
    ).toEqual([5, 7]);
    expect(replyChangedEventIds(oddsReply([oddsEvent({ event_id: 5 })]))).toBeNull();
    expect(replyChangedEventIds({ state: false, data: [] })).toBeNull();
  });
});
