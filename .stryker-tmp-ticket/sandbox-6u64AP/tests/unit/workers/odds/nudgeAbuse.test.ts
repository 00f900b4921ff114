// @ts-nocheck
// Nudges the engine cannot trust: a list that fails keeps its retries' pace whatever the nudges say,
// and a nudge whose change id the server never reaches costs a page at most the countdown's pace.
// All on a simulated clock (vi's fake timers drive the refresh machine's nudge waits, the engine's
// clock and the loaders' waits); the nudges go through a board's refresh machine, as on the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FetchLike } from '@workers/odds/api';
import { callEngine, forwardEngineCalls } from '@workers/odds/calls';
import {
  NUDGE_JITTER_MS,
  NUDGE_MIN_GAP_MS,
  NUDGE_MISSES_MAX,
  NUDGE_QUIET_MS,
  createOddsEngine,
} from '@workers/odds/engine';
import { createOddsClient } from '@src/shared/odds/oddsClient';
import type { OddsEngineConnection } from '@src/shared/odds/oddsClient';
import { loaderRetryDelayMs } from '@machines/loaderMachine';
import { REFRESH_SECONDS } from '@machines/refreshMachine';
import { nudgedBoard } from './nudgedBoard';
import { oddsEvent, oddsReply } from '@tests/fixtures/odds/events';

/**
 * A member API on the fake clock: full loads and deltas at the server's change id, which moves by
 * `step` at every delta call (a market that keeps changing) unless 0; while `failing`, every delta
 * answers 503.
 */
function api({ step = 0 } = {}) {
  const urls: string[] = [];
  let changeId = 10;
  let failing = false;
  const fetchFn: FetchLike = async (url) => {
    urls.push(url);
    const delta = url.includes('_nonfullload');
    if (delta && failing)
      return { ok: false, status: 503, json: async () => ({ message: 'unavailable' }) };
    if (delta) changeId += step;
    const body = delta
      ? oddsReply([oddsEvent({ event_id: 1 })], { fullload: false, changeId })
      : oddsReply([oddsEvent({ event_id: 1 }), oddsEvent({ event_id: 2 })], { changeId });
    return { ok: true, status: 200, json: async () => structuredClone(body) };
  };
  return {
    fetchFn,
    deltaCalls: () => urls.filter((url) => url.includes('_nonfullload')).length,
    calls: () => urls.length,
    setFailing: (on: boolean) => (failing = on),
    setChangeId: (id: number) => (changeId = id),
    changeId: () => changeId,
  };
}

function engineOn(server: ReturnType<typeof api>) {
  // The real clock functions: vi's fake timers stand in for them.
  const engine = createOddsEngine({ fetch: server.fetchFn, now: () => Date.now() });
  const board = nudgedBoard({ nudge: engine.nudge, askNudged: engine.askNudged });
  // The engine's own calls, and its nudges as the board's refresh machine times them.
  return Object.assign(engine, { nudge: board.nudge });
}

/** `count` nudges `every` ms apart, each naming `changeId(i)`. */
async function nudgeEvery(
  engine: ReturnType<typeof createOddsEngine>,
  count: number,
  every: number,
  changeId: (i: number) => number,
): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    engine.nudge({ changeId: changeId(i), eventIds: null });
    await vi.advanceTimersByTimeAsync(every);
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a failing list and the nudges', () => {
  it('nudges never call a list whose last reply failed; a good reply lets them in again', async () => {
    const server = api();
    const engine = engineOn(server);
    await engine.refresh('nonlive');
    server.setFailing(true);
    server.setChangeId(11);
    await engine.refresh('nonlive');
    const before = server.calls();
    // 4 nudges a second for 30 s, each naming a newer change.
    await nudgeEvery(engine, 120, 250, (i) => 12 + i);
    expect(server.calls()).toBe(before);
    expect(engine.nudge({ changeId: 500, eventIds: null })).toEqual([]);
    server.setFailing(false);
    server.setChangeId(501);
    await engine.refresh('nonlive');
    expect(engine.nudge({ changeId: 502, eventIds: null })).toEqual(['nonlive']);
  });

  it('a nudged call that fails is not chased: the nudge waiting is dropped', async () => {
    const server = api();
    const engine = engineOn(server);
    await engine.refresh('nonlive');
    server.setFailing(true);
    engine.nudge({ changeId: 11, eventIds: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.deltaCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.deltaCalls()).toBe(1);
  });

  it("on the client, N nudges during a retry's wait make no call: the list is called at 1, 2, 4, 8, 16 s only", async () => {
    const server = api();
    const engine = engineOn(server);
    const connection: OddsEngineConnection = {
      ...forwardEngineCalls(async (name, args) => callEngine(engine, name, args)),
      async subscribe(listener) {
        engine.subscribe(listener);
      },
      close() {},
    };
    const client = createOddsClient(connection);
    await client.refresh('nonlive');
    server.setFailing(true);
    server.setChangeId(11);
    // The countdown's call fails: the list's loader waits 1 s, then 2 s, ...
    await client.refresh('nonlive');
    expect(client.getSnapshot('nonlive').retry).toEqual({ attempt: 1, max: 5 });
    const at = server.deltaCalls();
    const calledAt: number[] = [];
    let elapsed = 0;
    // Nudges every 100 ms through the five waits (1 + 2 + 4 + 8 + 16 = 31 s).
    for (let i = 0; i < 310; i += 1) {
      await client.nudge({ changeId: 12 + i, eventIds: null });
      await vi.advanceTimersByTimeAsync(100);
      elapsed += 100;
      while (calledAt.length < server.deltaCalls() - at) calledAt.push(elapsed);
    }
    // One call per retry, each at the end of its wait.
    let due = 0;
    const expected = [1, 2, 3, 4, 5].map((attempt) => (due += loaderRetryDelayMs(attempt)));
    expect(calledAt).toEqual(expected);
    client.dispose();
  });
});

describe('a nudge the server cannot reach', () => {
  it('one out of reach (each delta answers nothing newer): asked again after 0.5 then 1 s, then the nudges are quiet for the countdown interval', async () => {
    const server = api();
    const engine = engineOn(server);
    await engine.refresh('nonlive');
    expect(engine.nudge({ changeId: 1_000_000_000, eventIds: null })).toEqual(['nonlive']);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.deltaCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(NUDGE_MIN_GAP_MS - 1);
    expect(server.deltaCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.deltaCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(2 * NUDGE_MIN_GAP_MS - 1);
    expect(server.deltaCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.deltaCalls()).toBe(NUDGE_MISSES_MAX);
    // Out of reach: a genuine-looking nudge within the quiet is ignored, no call.
    server.setChangeId(11);
    expect(engine.nudge({ changeId: 11, eventIds: null })).toEqual([]);
    await vi.advanceTimersByTimeAsync(NUDGE_QUIET_MS - 1);
    expect(server.deltaCalls()).toBe(NUDGE_MISSES_MAX);
    await vi.advanceTimersByTimeAsync(1);
    expect(engine.nudge({ changeId: 11, eventIds: null })).toEqual(['nonlive']);
    await vi.advanceTimersByTimeAsync(NUDGE_JITTER_MS);
    expect(server.deltaCalls()).toBe(NUDGE_MISSES_MAX + 1);
  });

  // Calls at 0, 0.5 and 1.5 s, quiet until 21.5 s; again at 21.5, 22 and 23 s, quiet until 43 s;
  // again at 43, 43.5 and 44.5 s: 9 in the minute, where one call per gap would be 120.
  it('forged nudges 4 times a second for a minute, on a still market: 3 calls per quiet, 9 in all', async () => {
    const server = api();
    const engine = engineOn(server);
    await engine.refresh('nonlive');
    await nudgeEvery(engine, 240, 250, (i) => 1_000_000_000 + i);
    expect(server.deltaCalls()).toBe(9);
  });

  it('forged nudges on a moving market (each delta newer, never the id named): the same 9 calls', async () => {
    const server = api({ step: 1 });
    const engine = engineOn(server);
    await engine.refresh('nonlive');
    await nudgeEvery(engine, 240, 250, (i) => 1_000_000_000 + i);
    expect(server.deltaCalls()).toBe(9);
  });

  it('never calls faster than the countdown once quiet: NUDGE_QUIET_MS is at least its interval', () => {
    expect(NUDGE_QUIET_MS).toBeGreaterThanOrEqual(REFRESH_SECONDS * 1_000);
  });

  it('genuine nudges on a moving market are each followed, one call per gap', async () => {
    const server = api();
    const engine = engineOn(server);
    await engine.refresh('nonlive');
    for (let i = 1; i <= 20; i += 1) {
      server.setChangeId(10 + i);
      engine.nudge({ changeId: 10 + i, eventIds: null });
      await vi.advanceTimersByTimeAsync(NUDGE_MIN_GAP_MS);
    }
    expect(server.deltaCalls()).toBe(20);
  });

  it('a reply built a moment before the change (a miss) is chased after the gap and reaches it; the misses start afresh', async () => {
    const server = api();
    const engine = engineOn(server);
    await engine.refresh('nonlive');
    // The list cache answers its previous build (nothing newer) twice, then the new one.
    server.setChangeId(10);
    engine.nudge({ changeId: 12, eventIds: null });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(NUDGE_MIN_GAP_MS);
    expect(server.deltaCalls()).toBe(2);
    server.setChangeId(12);
    await vi.advanceTimersByTimeAsync(2 * NUDGE_MIN_GAP_MS);
    expect(server.deltaCalls()).toBe(3);
    // Reached: no quiet, and the next nudge's misses count from 0 again.
    server.setChangeId(13);
    expect(engine.nudge({ changeId: 13, eventIds: null })).toEqual(['nonlive']);
    await vi.advanceTimersByTimeAsync(NUDGE_MIN_GAP_MS);
    expect(server.deltaCalls()).toBe(4);
    await vi.advanceTimersByTimeAsync(10 * NUDGE_MIN_GAP_MS);
    expect(server.deltaCalls()).toBe(4);
  });
});
